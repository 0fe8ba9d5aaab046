//! The refusals of grades' storage as the API answers them (worded by
//! `lyceum_school::grade_changes`).

use lyceum_domain::grading::Decimal;
use lyceum_persistence::grades::GradeError;
use lyceum_school::grade_changes;

use crate::error::ApiError;

/// What a score outside 0 to `highest` is told.
pub(crate) fn score_range(highest: Decimal) -> ApiError {
    grade_changes::score_range(highest).into()
}

/// A refusal of grades' storage as the API answers it.
pub(crate) fn refused(error: GradeError) -> ApiError {
    grade_changes::refused(error).into()
}
