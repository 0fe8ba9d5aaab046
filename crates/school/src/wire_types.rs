//! The answer types the use cases define, for the wire contract the web server writes for the
//! front end (`lyceum_http::wire`, which adds its own routes' types).

use crate::typescript::Declarations;

/// Registers every answer type of this crate (and the domain's and documents' types answered
/// as they are); the types they contain follow by themselves.
pub fn answers(d: &mut Declarations) {
    // Accounts and people.
    d.add::<crate::views::AdminView>();
    d.add::<crate::views::TeacherView>();
    d.add::<crate::views::TeacherCardView>();
    d.add::<crate::views::StudentView>();
    d.add::<crate::learner_views::StudentRecordView>();
    d.add::<crate::learner_views::EnrolmentView>();
    d.add::<crate::learner_views::TransferAnswer>();
    d.add::<crate::learner_views::IncompleteView>();
    d.add::<crate::views::GuardianView>();
    d.add::<crate::views::PersonView>();
    d.add::<crate::views::UserView>();
    d.add::<lyceum_domain::Role>();
    d.add::<crate::views::NoticeView>();
    d.add::<crate::signed_in::SignedInView>();
    d.add::<crate::second_step::SecondStepView>();
    d.add::<crate::session_users::SessionView>();
    d.add::<crate::second_step::SetupView>();
    d.add::<crate::second_step::RecoveryCodesView>();
    d.add::<crate::second_step::ChallengeView>();
    d.add::<crate::second_step::SignInSettingsView>();
    d.add::<crate::passkeys::PasskeysView>();
    d.add::<crate::passkeys::PasskeyCeremonyView>();
    d.add::<crate::school_accounts::SchoolAccountsView>();
    d.add::<crate::school_accounts::SignInProvidersView>();
    d.add::<crate::weeks::TodayView>();
    d.add::<crate::staff_views::AdminsView>();
    d.add::<crate::year_end::RestoredView>();
    d.add::<crate::grade_views::PublishedView>();
    d.add::<crate::report_cards::job_views::ReportCardJobsView>();
    d.add::<crate::guardian_views::ChildrenView>();
    d.add::<crate::attendance_views::ExcusesView>();
    d.add::<crate::attendance_views::AbsenceNotesView>();
    d.add::<crate::events::notifications::NotificationPageView>();
    d.add::<crate::events::notifications::UnreadView>();
    d.add::<crate::year_end::ArchivedJson>();
    d.add::<crate::year_end::YearEndView>();
    // Classwork.
    d.add::<crate::classwork_views::TeacherClassworkView>();
    d.add::<crate::classwork_views::StudentClassworkView>();
    d.add::<crate::classwork_review::TeacherWorkView>();
    d.add::<crate::announcements::AnnouncementsView>();
    // School fees.
    d.add::<crate::fee_views::FeeScheduleView>();
    d.add::<crate::fee_views::CopiedView>();
    d.add::<crate::fee_views::FeeAccountView>();
    d.add::<crate::fee_views::FeeAssessmentView>();
    d.add::<crate::fee_views::ReceiptView>();
    d.add::<crate::fee_views::AgingView>();
    d.add::<crate::fee_views::CollectionsView>();
    d.add::<crate::fee_views::ClearanceRowView>();
    d.add::<crate::fee_views::CashierDayView>();
    d.add::<crate::fees::learners::FeeLearnersView>();
    d.add::<crate::fees::settings::FeeSettingsView>();
    d.add::<crate::fees::settings::FeeRemindersView>();
    d.add::<crate::fees::online::CheckoutView>();
    // News, newsletters, messages and notifications.
    d.add::<crate::views::NewsView>();
    d.add::<crate::views::NewsletterView>();
    d.add::<crate::views::MessageView>();
    d.add::<crate::views::ConversationView>();
    d.add::<crate::events::NotificationView>();
    // Guardians and their children.
    d.add::<crate::guardian_views::ChildView>();
    d.add::<crate::guardian_views::LinkedStudentView>();
    d.add::<crate::guardian_views::AdminGuardianView>();
    d.add::<crate::guardian_views::UnlinkedStudentView>();
    d.add::<crate::guardian_views::ChildNameView>();
    d.add::<crate::guardian_views::GuardianContactView>();
    d.add::<crate::guardian_views::PartnerView>();
    d.add::<crate::homes::AdminHomeView>();
    d.add::<crate::guardian_views::ChildTeachersView>();
    // The class structure.
    d.add::<crate::class_views::CategoryView>();
    d.add::<crate::class_views::LevelView>();
    d.add::<crate::class_views::SectionView>();
    d.add::<crate::class_views::SectionStudentView>();
    d.add::<crate::class_views::SectionOverviewView>();
    d.add::<crate::class_views::SectionDetailView>();
    d.add::<crate::class_views::ScheduleView>();
    d.add::<crate::class_views::SubjectView>();
    d.add::<crate::class_views::TeacherSubjectView>();
    d.add::<crate::class_views::SubjectCardView>();
    d.add::<crate::class_views::SubjectFileView>();
    d.add::<crate::class_views::SectionFileView>();
    d.add::<crate::class_lists::ClassList>();
    d.add::<crate::class_views::TeacherRefView>();
    d.add::<crate::class_views::LevelOverviewView>();
    d.add::<crate::class_views::SectionAnswerView>();
    d.add::<crate::class_views::TeacherClassesView>();
    d.add::<crate::class_views::OwnSectionView>();
    d.add::<crate::class_views::MovedView>();
    d.add::<crate::class_structure::StructureImportView>();
    d.add::<crate::class_structure::ProblemsView>();
    d.add::<crate::imports::ImportView>();
    d.add::<crate::imports::RowsRefusedView>();
    d.add::<crate::imports::UndoneView>();
    d.add::<crate::attendance_views::RegisterSummary>();
    d.add::<crate::attendance_views::RollView>();
    d.add::<crate::attendance_views::ExcuseView>();
    d.add::<crate::attendance_report_views::TermView>();
    d.add::<crate::attendance_report_views::HistoryView>();
    d.add::<crate::attendance_report_views::MonthView>();
    d.add::<crate::attendance_report_views::SummaryView>();
    d.add::<crate::attendance_report_views::NotTakenView>();
    d.add::<crate::attendance_report_views::AbsenteeView>();
    d.add::<crate::attendance_report_views::ChronicView>();
    d.add::<crate::grade_views::TermView>();
    d.add::<crate::grade_views::MySubjectsView>();
    d.add::<crate::grade_views::StatusChangeView>();
    d.add::<crate::grade_views::SavedScoreView<'static>>();
    d.add::<crate::grade_views::PublicationsView>();
    d.add::<crate::grade_views::SectionGradesView>();
    d.add::<crate::grade_views::CommentView>();
    d.add::<crate::grade_views::SchemesView>();
    d.add::<crate::grade_views::ReportCardSettingsView>();
    d.add::<crate::grade_views::GradeView<'static>>();
    d.add::<crate::grade_years::YearGradesView>();
    d.add::<lyceum_documents::report_card::card::ReportCard>();
    d.add::<lyceum_domain::grading::Scheme>();
    d.add::<lyceum_domain::grading::SubjectGroup>();
}
