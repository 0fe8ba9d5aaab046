//! `/api/attendance/*`: registers, excuses and the reports read from them. Settings are the
//! administrators' (`routes::admin::attendance_settings`).
//!
//! [`routes`] is the whole area in one table, each call with the roles it admits (enforced by
//! its handler's `Signed<...>`; who owns which register or student is checked in the handler).
//! `target` checks the register a call names; the JSON shapes are `lyceum_school`'s
//! `attendance_views` and `attendance_report_views`. The reports of one subject, section or
//! student are in `reports`, the school's in `school_reports`, their CSV files in `csv`.

pub mod absence_notes;
pub mod csv;
pub mod excuses;
pub mod guardian_alerts;
pub mod register;
pub mod reports;
pub mod school_reports;
pub mod target;
pub mod today;

use actix_web::web;

/// Registers every `/api/attendance/*` call; the comment after each names who may call it.
pub fn routes(cfg: &mut web::ServiceConfig) {
    // A teacher's registers of a day.
    cfg.service(web::resource("/today").get(today::day)); // teachers
                                                          // One register: read and saved by admins, the subject's teacher or the section's adviser.
    cfg.service(web::resource("/register").get(register::read).post(register::write)); // admins, teachers
                                                                                       // Excuses on file: admins, and the adviser of the student's section.
    cfg.service(web::resource("/excuses").get(excuses::list).post(excuses::create)); // admins, teachers
    cfg.service(web::resource("/delete-excuse").post(excuses::delete)); // admins, teachers
                                                                        // What the guardians of a section's students were told of their marks: admins, the adviser.
    cfg.service(web::resource("/guardian-alerts").get(guardian_alerts::of_section)); // admins, teachers

    // Reports of the whole school: admins only.
    cfg.service(web::resource("/not-taken").get(school_reports::registers_not_taken)); // admins
    cfg.service(web::resource("/chronic").get(school_reports::chronic_absence)); // admins

    // Reports of a section (admins, its adviser), of a student (admins, the adviser of their
    // section, the student) and of a subject (admins, its teacher).
    cfg.service(web::resource("/section-month").get(reports::section_month)); // admins, teachers
    cfg.service(web::resource("/export").get(school_reports::export_registers)); // admins, teachers
    cfg.service(web::resource("/student-summary").get(reports::student_summary)); // admins, teachers, students, guardians of the student
    cfg.service(web::resource("/history").get(reports::subject_history)); // admins, teachers
}
