//! The refusals of grades' storage as the API answers them.

use lyceum_domain::grading::Decimal;
use lyceum_domain::ValidationError;
use lyceum_persistence::grades::GradeError;

use crate::error::ApiError;

/// What a change to published grades is told.
pub(crate) const PUBLISHED: &str = "These grades are published; ask an administrator to unlock them.";
/// What a teacher's change to a submitted gradebook is told.
pub(crate) const SUBMITTED: &str = "These grades are submitted; withdraw them to make changes.";

/// What a score outside 0 to `highest` is told.
pub(crate) fn score_range(highest: Decimal) -> ApiError {
    ValidationError::new("score", format!("Enter a score from 0 to {highest}.")).into()
}

/// A refusal of grades' storage as the API answers it.
pub(crate) fn refused(error: GradeError) -> ApiError {
    match error {
        GradeError::Published => ApiError::Conflict { message: PUBLISHED.into(), field: None },
        GradeError::Submitted => ApiError::Conflict { message: SUBMITTED.into(), field: None },
        GradeError::NotInSubject => ValidationError::new("studentID", "This student is not in this subject.").into(),
        GradeError::NoStudent => ApiError::NotFound("This student does not exist.".into()),
        GradeError::NoAssessment => ApiError::NotFound("This assessment does not exist.".into()),
        GradeError::ScoreAbove(score) => {
            ValidationError::new("highest", format!("A score of {score} is above this; lower it first.")).into()
        }
        GradeError::OutOfRange(highest) => score_range(highest),
        GradeError::NothingToSubmit => ApiError::BadRequest("Add an assessment before submitting.".into()),
        GradeError::Store(store) => store.into(),
    }
}
