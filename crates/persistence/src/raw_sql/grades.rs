//! The demo's bulk load of scores: the index of scores by student is dropped while millions of
//! rows go in and built once after (a sort), instead of taking each row at a random place.
//! Diesel has no statements for indexes; these are the migration's own, on both backends.

/// Drops the index of scores by student.
pub(crate) const DROP_SCORES_BY_STUDENT: &str = "DROP INDEX IF EXISTS scores_by_student";

/// Builds it again, as the migrations made it (carrying each score, so a student's scores are read
/// from the index alone).
pub(crate) const CREATE_SCORES_BY_STUDENT: &str =
    "CREATE INDEX IF NOT EXISTS scores_by_student ON scores (student_id, assessment_id, score, excused)";
