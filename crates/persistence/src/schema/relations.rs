//! Which tables join (their foreign keys) and which may appear in one query: diesel needs each
//! pair named once, for the tables of every module of the schema.

use super::*;

diesel::joinable!(levels -> categories (category_id));
diesel::joinable!(sections -> levels (level_id));
diesel::joinable!(sections -> teachers (adviser_id));
diesel::joinable!(subjects -> sections (section_id));
diesel::joinable!(subjects -> teachers (teacher_id));
diesel::joinable!(schedules -> subjects (subject_id));
diesel::joinable!(students -> sections (section_id));
diesel::joinable!(section_files -> sections (section_id));
diesel::joinable!(subject_files -> subjects (subject_id));
diesel::joinable!(imported_accounts -> account_imports (import_id));
diesel::joinable!(terms -> school_years (school_year_id));
diesel::joinable!(no_school_days -> school_years (school_year_id));
diesel::joinable!(registers -> sections (section_id));
diesel::joinable!(registers -> schedules (schedule_id));
diesel::joinable!(register_marks -> registers (register_id));
diesel::joinable!(register_marks -> students (student_id));
diesel::joinable!(excuses -> students (student_id));
diesel::joinable!(assessments -> subjects (subject_id));
diesel::joinable!(assessments -> terms (term_id));
diesel::joinable!(assignments -> subjects (subject_id));
diesel::joinable!(assignments -> assessments (assessment_id));
diesel::joinable!(assignment_files -> assignments (assignment_id));
diesel::joinable!(submissions -> assignments (assignment_id));
diesel::joinable!(submissions -> students (student_id));
diesel::joinable!(submission_files -> submissions (submission_id));
diesel::joinable!(announcement_files -> announcements (announcement_id));
diesel::joinable!(announcements -> sections (section_id));
diesel::joinable!(announcements -> teachers (teacher_id));
diesel::joinable!(scores -> assessments (assessment_id));
diesel::joinable!(grade_submissions -> subjects (subject_id));
diesel::joinable!(grade_publications -> sections (section_id));
diesel::joinable!(term_grades -> subjects (subject_id));
diesel::joinable!(term_grades -> terms (term_id));
diesel::joinable!(report_card_jobs -> school_years (school_year_id));
diesel::joinable!(report_card_files -> report_card_jobs (job_id));
diesel::joinable!(guardian_students -> guardians (guardian_id));
diesel::joinable!(guardian_students -> students (student_id));
diesel::joinable!(guardian_alerts -> guardians (guardian_id));
diesel::joinable!(guardian_alerts -> students (student_id));
diesel::joinable!(enrolments -> school_years (school_year_id));
diesel::joinable!(enrolments -> sections (section_id));
diesel::joinable!(enrolments -> levels (level_id));

diesel::allow_tables_to_appear_in_same_query!(
    admins,
    teachers,
    categories,
    levels,
    sections,
    subjects,
    schedules,
    students,
    uploads,
    section_files,
    subject_files,
    news,
    newsletters,
    messages,
    sessions,
    audit_log,
    sign_in_failures,
    account_imports,
    imported_accounts,
    school_years,
    terms,
    no_school_days,
    calendar_feeds,
    archived_students,
    attendance_settings,
    registers,
    register_marks,
    excuses,
    notifications,
    grading_schemes,
    grading_settings,
    assessments,
    assignments,
    assignment_files,
    submissions,
    submission_files,
    announcement_files,
    announcements,
    scores,
    grade_submissions,
    grade_comments,
    grade_publications,
    term_grades,
    report_card_jobs,
    report_card_files,
    guardians,
    guardian_students,
    guardian_alerts,
    learner_records,
    enrolments,
    fee_items,
    fee_plans,
    fee_discounts,
    fee_accounts,
    fee_receipts,
    fee_entries,
    fee_day_closings
);
