//! The report card calls of `/api/grades/*` (docs/grades.md): a student's card as JSON or PDF,
//! a section's cards as one PDF, and the background jobs that make the whole school's. The
//! cards are read and rendered on the blocking pool (`crate::report_cards`), never on the
//! server's workers. [`routes`] is meant to be configured into the `/grades` scope.

pub mod cards;
pub mod jobs;

use actix_web::web;

/// Registers the report card calls; the comment after each names who may call it.
pub fn routes(cfg: &mut web::ServiceConfig) {
    // Admins, the adviser of the student's section, the student themself.
    cfg.service(web::resource("/report-card").get(cards::student_card)); // any role, checked
                                                                         // Admins and the section's adviser.
    cfg.service(web::resource("/report-cards").get(cards::section_cards)); // admins, teachers
                                                                           // The whole school's (or a section's) cards in the background: admins only.
    cfg.service(web::resource("/report-card-jobs").get(jobs::list).post(jobs::create)); // admins
    cfg.service(web::resource("/report-card-jobs/{id}/{file}").get(jobs::download));
    // admins
}
