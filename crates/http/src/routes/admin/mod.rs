//! `/api/admins/*`: the administrators' area, and the few calls of it other roles share.
//!
//! [`routes`] is the whole area in one table: every call with the roles it admits. The handlers
//! enforce those roles through their `Signed<...>` extractor; the table repeats them so the area
//! and its permissions read at a glance. Each area's handlers live in the file the table names.

pub mod accounts;
pub mod administrators;
pub mod attendance_settings;
pub mod audit_log;
pub mod classes;
pub mod default_password;
pub mod enrolments;
pub mod guardian_accounts;
pub mod guardian_alert_settings;
pub mod guardian_import;
pub mod guardians;
pub mod home;
pub mod imports;
pub mod news;
pub mod newsletters;
pub mod password_reset;
pub mod placement;
pub mod school_years;
pub mod sign_in_settings;
pub mod students;
pub mod teachers;
pub mod timetables;
pub mod transfers;
pub mod year_end;

use actix_web::web;
use lyceum_domain::Role;

use crate::routes::account::login_as;
use classes::{categories, class_list, schedules, sections, subjects, transfer};

/// Registers every `/api/admins/*` call; the comment after each names who may call it.
pub fn routes(cfg: &mut web::ServiceConfig) {
    // First the reads every portal's home makes: a request is matched with each resource in turn.
    cfg.service(web::resource("/get-news-updates").get(news::list)); // anyone signed in
    cfg.service(web::resource("/get-newsletters-memos").get(newsletters::list)); // anyone signed in

    // Signing in, the starting password, password resets and the audit log.
    cfg.service(web::resource("/login").post(login_as(Role::Admin))); // anyone
    cfg.service(web::resource("/default-password").get(default_password::show)); // admins
    cfg.service(web::resource("/reset-password").post(password_reset::reset)); // admins
    cfg.service(web::resource("/audit-log").get(audit_log::list)); // admins
    cfg.service(web::resource("/home").get(home::home)); // admins

    // Administrator accounts: the Administrators screen.
    cfg.service(web::resource("/admins").get(administrators::list)); // admins
    cfg.service(web::resource("/create-admin").post(administrators::create)); // admins
    cfg.service(web::resource("/reset-admin-password").post(administrators::reset_password)); // admins
    cfg.service(web::resource("/delete-admin").post(administrators::delete)); // admins
    cfg.service(web::resource("/sign-in-settings").get(sign_in_settings::show).post(sign_in_settings::save)); // admins
    cfg.service(web::resource("/reset-second-step").post(sign_in_settings::reset)); // admins
    cfg.service(
        web::resource("/school-accounts")
            .get(sign_in_settings::school_accounts)
            .post(sign_in_settings::save_school_accounts),
    ); // admins

    // The school calendar: years, their terms and their no-school days (the School year screen).
    cfg.service(web::resource("/school-years").get(school_years::list)); // admins, cashiers
    cfg.service(web::resource("/create-school-year").post(school_years::create)); // admins
    cfg.service(web::resource("/update-school-year").post(school_years::update)); // admins
    cfg.service(web::resource("/delete-school-year").post(school_years::delete)); // admins
    cfg.service(web::resource("/set-current-school-year").post(school_years::set_current)); // admins
    cfg.service(web::resource("/add-term").post(school_years::add_term)); // admins
    cfg.service(web::resource("/update-term").post(school_years::update_term)); // admins
    cfg.service(web::resource("/delete-term").post(school_years::delete_term)); // admins
    cfg.service(web::resource("/add-no-school-day").post(school_years::add_no_school_day)); // admins
    cfg.service(web::resource("/delete-no-school-day").post(school_years::delete_no_school_day)); // admins
    cfg.service(web::resource("/timetable").get(timetables::timetable)); // admins

    // Attendance: the school's settings (the registers themselves are under `/api/attendance`).
    cfg.service(web::resource("/attendance-settings").get(attendance_settings::show).post(attendance_settings::save)); // admins
    cfg.service(
        web::resource("/guardian-alert-settings")
            .get(guardian_alert_settings::show)
            .post(guardian_alert_settings::save),
    ); // admins

    // The year end: moving sections on, graduating, and the archive of graduates.
    cfg.service(web::resource("/close-school-year").post(year_end::close_school_year)); // admins
    cfg.service(web::resource("/archived-students").get(year_end::archived_students)); // admins
    cfg.service(web::resource("/export-archived-students.csv").get(year_end::export_archived_students)); // admins
    cfg.service(web::resource("/restore-students").post(year_end::restore_students)); // admins

    // Teacher accounts.
    cfg.service(web::resource("/get-teachers").get(teachers::list)); // admins
    cfg.service(web::resource("/create-teacher").post(teachers::create)); // admins
    cfg.service(web::resource("/update-teacher").post(teachers::update)); // admins; a teacher their own phone and photo
    cfg.service(web::resource("/delete-teacher").post(teachers::delete)); // admins

    // Student accounts and their sections.
    cfg.service(web::resource("/get-students").get(students::list)); // admins
    cfg.service(web::resource("/get-student").get(students::one)); // admins
    cfg.service(web::resource("/get-enrolments").get(enrolments::list)); // admins
    cfg.service(web::resource("/transfer-out").post(transfers::transfer_out)); // admins
    cfg.service(web::resource("/drop-learner").post(transfers::drop_learner)); // admins
    cfg.service(web::resource("/transfer-in").post(transfers::transfer_in)); // admins
    cfg.service(web::resource("/create-student").post(students::create)); // admins
    cfg.service(web::resource("/update-student").post(students::update)); // admins; a student their own photo
    cfg.service(web::resource("/search-students").post(students::search)); // admins, teachers
    cfg.service(web::resource("/delete-student").post(students::delete)); // admins
    cfg.service(web::resource("/add-student-section").post(placement::add_to_section)); // admins
    cfg.service(web::resource("/remove-student").post(placement::remove_from_section)); // admins
    cfg.service(web::resource("/move-students").post(placement::move_students)); // admins

    // Guardian accounts and their links to students (docs/guardians.md).
    cfg.service(web::resource("/guardians").get(guardians::list)); // admins
    cfg.service(web::resource("/create-guardian").post(guardians::create)); // admins
    cfg.service(web::resource("/create-guardian-from-student").post(guardians::create_from_student)); // admins
    cfg.service(web::resource("/link-guardian").post(guardians::link)); // admins
    cfg.service(web::resource("/unlink-guardian").post(guardians::unlink)); // admins
    cfg.service(web::resource("/delete-guardian").post(guardians::delete)); // admins
    cfg.service(web::resource("/preview-guardian-accounts").post(guardian_accounts::preview)); // admins
    cfg.service(web::resource("/create-guardian-accounts").post(guardian_accounts::create)); // admins
    cfg.service(web::resource("/students-without-guardian").get(guardian_accounts::students_without_guardian)); // admins
    cfg.service(web::resource("/import-guardians").post(guardian_import::import_guardians)); // admins

    // Accounts from and to CSV files.
    cfg.service(web::resource("/import-students").post(imports::import_students)); // admins
    cfg.service(web::resource("/import-teachers").post(imports::import_teachers)); // admins
    cfg.service(web::resource("/undo-import").post(imports::undo_import)); // admins
    cfg.service(web::resource("/export-students.csv").get(imports::export_students)); // admins
    cfg.service(web::resource("/export-teachers.csv").get(imports::export_teachers)); // admins

    // The class structure: categories, levels, sections, subjects and weekly schedules.
    cfg.service(web::resource("/get-categories").get(categories::get_categories)); // admins, cashiers
    cfg.service(web::resource("/get-levels").post(categories::get_levels)); // admins, cashiers
    cfg.service(web::resource("/get-level").post(categories::get_level)); // admins
    cfg.service(web::resource("/get-sections").post(sections::get_sections)); // admins
    cfg.service(web::resource("/get-section").post(sections::get_section)); // admins
    cfg.service(web::resource("/get-subject").post(subjects::get_subject)); // admins
    cfg.service(web::resource("/create-category").post(categories::create_category)); // admins
    cfg.service(web::resource("/create-level").post(categories::create_level)); // admins
    cfg.service(web::resource("/create-section").post(sections::create_section)); // admins
    cfg.service(web::resource("/create-subject").post(subjects::create_subject)); // admins
    cfg.service(web::resource("/add-subject-section").post(subjects::add_subject_section)); // admins
    cfg.service(web::resource("/create-schedule").post(schedules::create_schedule)); // admins
    cfg.service(web::resource("/add-subject-schedule").post(schedules::add_subject_schedule)); // admins
    cfg.service(web::resource("/delete-subject-schedule").post(schedules::delete_subject_schedule)); // admins
    cfg.service(web::resource("/update-adviser-section").post(sections::update_adviser_section)); // admins
    cfg.service(web::resource("/update-subject-teacher").post(subjects::update_subject_teacher)); // admins
    cfg.service(web::resource("/remove-subject").post(subjects::remove_subject)); // admins
    cfg.service(web::resource("/delete-sections").post(sections::delete_sections)); // admins
    cfg.service(web::resource("/delete-all-classes").post(categories::delete_all_classes)); // admins
    cfg.service(web::resource("/export-classes").get(transfer::export_classes)); // admins
    cfg.service(web::resource("/import-classes").post(transfer::import_classes)); // admins
    cfg.service(web::resource("/class-list").get(class_list::class_list)); // admins
    cfg.service(web::resource("/export-section.csv").get(class_list::export_section)); // admins

    // News and newsletters: every portal reads them (first, above), administrators write them.
    cfg.service(web::resource("/create-news-updates").post(news::create)); // admins
    cfg.service(web::resource("/edit-news-updates").post(news::edit)); // admins
    cfg.service(web::resource("/delete-news-updates").post(news::delete)); // admins
    cfg.service(web::resource("/upload-newsletter-memo").post(newsletters::add)); // admins
    cfg.service(web::resource("/delete-newsletters-memos").post(newsletters::delete));
    // admins
}
