//! The refusals of grades' storage as the API answers them (worded by
//! `lyceum_school::grade_changes`).

use lyceum_persistence::grades::GradeError;
use lyceum_school::grade_changes;

use crate::error::ApiError;

/// A refusal of grades' storage as the API answers it.
pub(crate) fn refused(error: GradeError) -> ApiError {
    grade_changes::refused(error).into()
}
