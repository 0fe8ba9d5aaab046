//! The wire contract: the TypeScript declarations of the API's answers, generated from the Rust
//! types that serialise them, so the front end reads the fields the server writes.
//!
//! [`typescript`] declares every answer type listed in [`answers`] and every type they contain.
//! The front end keeps the result in `frontend/src/types/wire.ts`; a unit test fails when that
//! file differs from what the Rust types declare (`LYCEUM_WRITE_WIRE=1 cargo test --workspace
//! --lib wire` rewrites it), and the front end's type check then fails wherever a renamed or
//! retyped field is still read by its old name or type.

use crate::routes::{admin, attendance, calendar, grades, portal, timetable};
use crate::weeks;
use lyceum_school::typescript::Declarations;
use lyceum_school::{class_views, guardian_views, views};

/// Where the front end keeps the generated declarations, from the workspace root.
pub const FRONT_END_FILE: &str = "frontend/src/types/wire.ts";

/// Registers every answer type; the types they contain follow by themselves.
fn answers(d: &mut Declarations) {
    // Accounts and people.
    d.add::<views::AdminView>();
    d.add::<views::TeacherView>();
    d.add::<views::TeacherCardView>();
    d.add::<views::StudentView>();
    d.add::<lyceum_school::learner_views::StudentRecordView>();
    d.add::<lyceum_school::learner_views::EnrolmentView>();
    d.add::<lyceum_school::learner_views::TransferAnswer>();
    d.add::<lyceum_school::learner_views::IncompleteView>();
    d.add::<views::GuardianView>();
    d.add::<views::PersonView>();
    d.add::<views::UserView>();
    d.add::<lyceum_domain::Role>();
    d.add::<views::NoticeView>();
    d.add::<lyceum_school::signed_in::SignedInView>();
    d.add::<crate::routes::health::HealthView>();
    d.add::<crate::routes::health::ReadyView>();
    d.add::<lyceum_school::staff_views::AdminsView>();
    d.add::<lyceum_school::year_end::RestoredView>();
    d.add::<calendar::CurrentYearView>();
    d.add::<crate::routes::calendar_feed::FeedView>();
    d.add::<lyceum_school::grade_views::PublishedView>();
    d.add::<lyceum_school::report_cards::job_views::ReportCardJobsView>();
    d.add::<admin::default_password::DefaultPasswordView>();
    d.add::<admin::guardian_alert_settings::AlertSettingsView>();
    d.add::<attendance::guardian_alerts::SectionAlertsView>();
    d.add::<lyceum_school::guardian_views::ChildrenView>();
    d.add::<portal::guardian_alerts::AlertsView>();
    d.add::<admin::school_years::SchoolYearsView>();
    d.add::<lyceum_school::attendance_views::ExcusesView>();
    d.add::<lyceum_school::attendance_views::AbsenceNotesView>();
    d.add::<lyceum_school::events::notifications::NotificationPageView>();
    d.add::<lyceum_school::events::notifications::UnreadView>();
    d.add::<lyceum_school::year_end::ArchivedJson>();
    d.add::<lyceum_school::year_end::YearEndView>();
    d.add::<admin::audit_log::EntryView>();
    // School fees.
    d.add::<lyceum_school::fee_views::FeeScheduleView>();
    d.add::<lyceum_school::fee_views::CopiedView>();
    d.add::<lyceum_school::fee_views::FeeAccountView>();
    d.add::<lyceum_school::fee_views::FeeAssessmentView>();
    d.add::<lyceum_school::fee_views::ReceiptView>();
    d.add::<lyceum_school::fee_views::AgingView>();
    d.add::<lyceum_school::fee_views::CollectionsView>();
    d.add::<lyceum_school::fee_views::ClearanceRowView>();
    d.add::<lyceum_school::fee_views::CashierDayView>();
    d.add::<lyceum_school::fees::learners::FeeLearnersView>();
    d.add::<lyceum_school::fees::settings::FeeSettingsView>();
    d.add::<lyceum_school::fees::settings::FeeRemindersView>();
    d.add::<lyceum_school::fees::online::CheckoutView>();
    // News, newsletters, messages and notifications.
    d.add::<views::NewsView>();
    d.add::<views::NewsletterView>();
    d.add::<views::MessageView>();
    d.add::<views::ConversationView>();
    d.add::<lyceum_school::events::NotificationView>();
    // Guardians and their children.
    d.add::<guardian_views::ChildView>();
    d.add::<guardian_views::LinkedStudentView>();
    d.add::<guardian_views::AdminGuardianView>();
    d.add::<guardian_views::UnlinkedStudentView>();
    d.add::<guardian_views::ChildNameView>();
    d.add::<guardian_views::GuardianContactView>();
    d.add::<guardian_views::PartnerView>();
    d.add::<admin::guardian_accounts::ScopeView>();
    d.add::<admin::guardian_accounts::CountsView>();
    d.add::<portal::guardian_home::HomeView>();
    d.add::<portal::guardian_home::GlancesView>();
    d.add::<portal::guardian_home::StudentHomeView>();
    d.add::<portal::teacher_home::TeacherHomeView>();
    d.add::<lyceum_school::homes::AdminHomeView>();
    d.add::<portal::guardian_alerts::AlertView>();
    d.add::<guardian_views::ChildTeachersView>();
    // The class structure.
    d.add::<class_views::CategoryView>();
    d.add::<class_views::LevelView>();
    d.add::<class_views::SectionView>();
    d.add::<class_views::SectionStudentView>();
    d.add::<class_views::SectionOverviewView>();
    d.add::<class_views::SectionDetailView>();
    d.add::<class_views::ScheduleView>();
    d.add::<class_views::SubjectView>();
    d.add::<class_views::TeacherSubjectView>();
    d.add::<class_views::SubjectCardView>();
    d.add::<class_views::SubjectFileView>();
    d.add::<class_views::SectionFileView>();
    d.add::<lyceum_school::class_lists::ClassList>();
    d.add::<class_views::TeacherRefView>();
    d.add::<class_views::LevelOverviewView>();
    d.add::<class_views::SectionAnswerView>();
    d.add::<class_views::TeacherClassesView>();
    d.add::<class_views::OwnSectionView>();
    d.add::<class_views::MovedView>();
    d.add::<lyceum_school::class_structure::StructureImportView>();
    d.add::<lyceum_school::class_structure::ProblemsView>();
    d.add::<lyceum_school::imports::ImportView>();
    d.add::<lyceum_school::imports::RowsRefusedView>();
    d.add::<lyceum_school::imports::UndoneView>();
    // The calendar and the timetable.
    d.add::<calendar::YearJson>();
    d.add::<weeks::TimetableView>();
    d.add::<timetable::TodayView>();
    // Attendance.
    d.add::<admin::attendance_settings::SettingsView>();
    d.add::<attendance::today::DayView>();
    d.add::<lyceum_school::attendance_views::RegisterSummary>();
    d.add::<lyceum_school::attendance_views::RollView>();
    d.add::<lyceum_school::attendance_views::ExcuseView>();
    d.add::<lyceum_school::attendance_report_views::TermView>();
    d.add::<lyceum_school::attendance_report_views::HistoryView>();
    d.add::<lyceum_school::attendance_report_views::MonthView>();
    d.add::<lyceum_school::attendance_report_views::SummaryView>();
    d.add::<lyceum_school::attendance_report_views::NotTakenView>();
    d.add::<lyceum_school::attendance_report_views::AbsenteeView>();
    d.add::<lyceum_school::attendance_report_views::ChronicView>();
    // Grades.
    d.add::<grades::gradebook::GradebookView<'static>>();
    d.add::<lyceum_school::grade_views::TermView>();
    d.add::<lyceum_school::grade_views::MySubjectsView>();
    d.add::<lyceum_school::grade_views::StatusChangeView>();
    d.add::<lyceum_school::grade_views::SavedScoreView<'static>>();
    d.add::<lyceum_school::grade_views::PublicationsView>();
    d.add::<lyceum_school::grade_views::SectionGradesView>();
    d.add::<lyceum_school::grade_views::CommentView>();
    d.add::<lyceum_school::grade_views::SchemesView>();
    d.add::<lyceum_school::grade_views::ReportCardSettingsView>();
    d.add::<lyceum_school::grade_views::GradeView<'static>>();
    d.add::<lyceum_school::grade_years::YearGradesView>();
    d.add::<lyceum_documents::report_card::card::ReportCard>();
    d.add::<lyceum_domain::grading::Scheme>();
    d.add::<lyceum_domain::grading::SubjectGroup>();
}

/// The generated file: a header, then one declaration per type, alphabetically.
pub fn typescript() -> String {
    let mut declarations = Declarations::default();
    answers(&mut declarations);
    // A page's rows sit under a key each list names, which a Rust type cannot declare.
    declarations.insert("Paged", crate::routes::paging::PAGED_TYPESCRIPT.trim_end());
    declarations.file(
        "// The API's answers, generated from the Rust types that write them (crates/http/src/wire.rs).\n\
         // Do not edit: change the Rust type, then run\n\
         // `LYCEUM_WRITE_WIRE=1 cargo test --workspace --lib wire` to write this file again.\n",
    )
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    #[test]
    fn the_front_end_reads_the_types_the_server_writes() {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").join(FRONT_END_FILE);
        let generated = typescript();
        if std::env::var_os("LYCEUM_WRITE_WIRE").is_some() {
            std::fs::write(&path, &generated).expect("write the wire types");
            return;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "{FRONT_END_FILE} is stale: a Rust answer type changed. Run `LYCEUM_WRITE_WIRE=1 cargo test --workspace \
             --lib wire`, then fix what the front end's type check reports."
        );
    }

    #[test]
    fn every_answer_is_declared_once_with_its_parts() {
        let generated = typescript();
        for name in ["TeacherView", "ParentGuardianView", "LessonView", "GradeBand", "Role"] {
            assert_eq!(generated.matches(&format!("export type {name} ")).count(), 1, "{name} in:\n{generated}");
        }
        // Integers are numbers, absent values null.
        assert!(generated.contains("unread: number"), "{generated}");
        assert!(generated.contains("middle_name: string | null"), "{generated}");
    }
}
