//! `/api/attendance/*`: registers and excuses. Settings are the administrators'
//! (`routes::admin::attendance_settings`).
//!
//! [`routes`] is the whole area in one table, each call with the roles it admits (enforced by
//! its handler's `Signed<...>`; who owns which register or student is checked in the handler).
//! `target` checks the register a call names, `views` holds the JSON shapes.

pub mod excuses;
pub mod register;
pub mod target;
pub mod today;
pub mod views;

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
}
