//! Why a change to grades is refused, and the locks every change checks first, inside its
//! write: a term published for the section holds everyone; a submitted gradebook holds its
//! teacher.

use lyceum_domain::grading::Decimal;

use crate::db::Conn;
use crate::error::StoreError;
use crate::grades::places::{is_submitted, published_at};

/// Why a change to grades was refused. Nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum GradeError {
    /// The term is published for the section: only unlocking changes it.
    #[error("the grades are published")]
    Published,
    /// The teacher submitted the gradebook: they withdraw it first.
    #[error("the grades are submitted")]
    Submitted,
    /// The student is not a current student of the subject's section.
    #[error("the student is not in this subject")]
    NotInSubject,
    /// The student does not exist.
    #[error("no such student")]
    NoStudent,
    /// The assessment does not exist.
    #[error("no such assessment")]
    NoAssessment,
    /// A score above the new highest possible score is already entered.
    #[error("a score of {0} is above the highest possible score")]
    ScoreAbove(Decimal),
    /// A score above the assessment's highest possible score (named here).
    #[error("the score is above {0}")]
    OutOfRange(Decimal),
    /// A gradebook without assessments cannot be submitted.
    #[error("there is no assessment to submit")]
    NothingToSubmit,
    /// The storage failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for GradeError {
    fn from(error: diesel::result::Error) -> Self {
        GradeError::Store(error.into())
    }
}

/// Refuses a change to `subject_id`'s (or, without one, the section's) term when the term is
/// published for `section_id`, or, for a teacher (`held_by_submission`), when the subject's
/// term is submitted.
pub fn ensure_open(
    conn: &mut Conn,
    section_id: &str,
    subject_id: Option<&str>,
    term_id: &str,
    held_by_submission: bool,
) -> Result<(), GradeError> {
    if published_at(conn, section_id, term_id)?.is_some() {
        return Err(GradeError::Published);
    }
    if let (Some(subject_id), true) = (subject_id, held_by_submission) {
        if is_submitted(conn, subject_id, term_id)? {
            return Err(GradeError::Submitted);
        }
    }
    Ok(())
}
