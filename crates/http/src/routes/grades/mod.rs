//! `/api/grades/*`: gradebooks, schemes, review, publishing and the students' own grades, as
//! docs/grades.md describes them (report cards are served beside them).
//!
//! [`routes`] is the area in one table, each call with the roles it admits (enforced by its
//! handler's `Signed<...>`; whose subject or section it is, by `access`). `refusals` holds the
//! refusals' answers; the JSON shapes are `lyceum_school::grade_views`.

pub mod access;
pub mod assessments;
pub mod gradebook;
pub mod mine;
pub mod publish;
pub mod refusals;
pub mod review;
pub mod schemes;

use actix_web::web;

/// Registers every `/api/grades/*` call; the comment after each names who may call it.
pub fn routes(cfg: &mut web::ServiceConfig) {
    // The school's schemes per subject group and the report cards' settings.
    cfg.service(web::resource("/schemes").get(schemes::list).post(schemes::save)); // admins
    cfg.service(web::resource("/reset-scheme").post(schemes::reset)); // admins
    cfg.service(web::resource("/settings").get(schemes::read_settings).post(schemes::save_settings)); // admins

    // A subject's gradebook: admins, and the subject's teacher.
    cfg.service(web::resource("/my-subjects").get(gradebook::my_subjects)); // teachers
    cfg.service(web::resource("/gradebook").get(gradebook::read)); // admins, teachers
    cfg.service(web::resource("/assessments").post(assessments::create)); // admins, teachers
    cfg.service(web::resource("/update-assessment").post(assessments::update)); // admins, teachers
    cfg.service(web::resource("/delete-assessment").post(assessments::delete)); // admins, teachers
    cfg.service(web::resource("/score").post(assessments::score)); // admins, teachers
    cfg.service(web::resource("/submit").post(gradebook::submit)); // admins, teachers
    cfg.service(web::resource("/withdraw").post(gradebook::withdraw)); // admins, teachers

    // A section's term: admins, and the section's adviser.
    cfg.service(web::resource("/section").get(review::section)); // admins, teachers
    cfg.service(web::resource("/comment").post(review::comment)); // admins, teachers

    // Publishing: admins only.
    cfg.service(web::resource("/publish").post(publish::publish)); // admins
    cfg.service(web::resource("/unlock").post(publish::unlock)); // admins
    cfg.service(web::resource("/publications").get(publish::publications)); // admins

    // The student's own published grades.
    cfg.service(web::resource("/mine").get(mine::mine)); // students
}
