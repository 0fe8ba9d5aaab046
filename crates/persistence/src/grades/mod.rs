//! Grades: the schools' schemes and report card settings (`schemes`, `settings`), the subject,
//! term and section a call names with their locks (`places`), a term's grades computed from
//! scores by the scheme (`compute`), the gradebook read (`gradebook`) and changed
//! (`assessments`, `scores`), submitting and the adviser's comments (`review`), the adviser's
//! grid (`section_grid`), publishing (`publish`), the grades as published (`published`, read by
//! the student's Grades screen and the report cards), and the demo school's grades (`demo`).
//!
//! Until a term is published for a section its grades are computed live from the scores by the
//! scheme of each subject's group, so a change of scheme moves them at once; publishing keeps
//! them in `term_grades`, which later changes of scheme leave alone. A student's scores,
//! comments and published grades go with the student ([`forget_students`]); a graduate moved to
//! the archive keeps them.

pub mod assessments;
pub mod compute;
#[cfg(feature = "demo")]
pub mod demo;
pub mod gradebook;
pub mod places;
pub mod publish;
pub mod published;
pub mod refusal;
pub mod review;
pub mod schemes;
pub mod scores;
pub mod section_grid;
pub mod settings;

pub use refusal::GradeError;

use diesel::prelude::*;

use crate::db::Conn;
use crate::schema::{grade_comments, scores as score_rows, term_grades};

/// Deletes every score, comment and published grade of these students, in the caller's
/// transaction: what deleting a student takes along.
pub(crate) fn forget_students(conn: &mut Conn, ids: &[String]) -> Result<(), diesel::result::Error> {
    diesel::delete(score_rows::table.filter(score_rows::student_id.eq_any(ids))).execute(conn)?;
    diesel::delete(grade_comments::table.filter(grade_comments::student_id.eq_any(ids))).execute(conn)?;
    diesel::delete(term_grades::table.filter(term_grades::student_id.eq_any(ids))).execute(conn)?;
    Ok(())
}
