//! Students' work on classwork: one row per student and piece (made when they first add a file
//! or turn in, whatever the timing of their requests), its files, turning in and taking back,
//! and the teacher's comment, score (ungraded pieces only; a graded piece's is the gradebook's)
//! and return.

use std::collections::HashSet;

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::files::Upload;
use crate::schema::{submission_files, submissions, uploads};
use crate::sections::FileRef;
use crate::values::{new_id_in_order, now};

/// A student's work on a piece of classwork.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct Submission {
    /// Its id.
    pub id: String,
    /// The piece of classwork.
    pub assignment_id: String,
    /// The student.
    pub student_id: String,
    /// The answer they wrote (plain text).
    pub answer: String,
    /// When they turned it in; none while they have not (or took it back).
    pub turned_in_at: Option<NaiveDateTime>,
    /// When the teacher returned it.
    pub returned_at: Option<NaiveDateTime>,
    /// The score of an ungraded piece, in hundredths.
    pub score: Option<i32>,
    /// The teacher's comment.
    pub comment: String,
}

macro_rules! columns {
    () => {
        (
            submissions::id,
            submissions::assignment_id,
            submissions::student_id,
            submissions::answer,
            submissions::turned_in_at,
            submissions::returned_at,
            submissions::score,
            submissions::comment,
        )
    };
}

/// The work of `student_id` on `assignment_id`, if they have started it.
pub fn find(conn: &mut Conn, assignment_id: &str, student_id: &str) -> Result<Option<Submission>, StoreError> {
    Ok(submissions::table
        .filter(submissions::assignment_id.eq(assignment_id))
        .filter(submissions::student_id.eq(student_id))
        .select(columns!())
        .first(conn)
        .optional()?)
}

/// The work of `student_id` on `assignment_id`, started (empty) when they had none; one row
/// results however many requests race to start it.
pub fn started(conn: &mut Conn, assignment_id: &str, student_id: &str) -> Result<Submission, StoreError> {
    if let Some(found) = find(conn, assignment_id, student_id)? {
        return Ok(found);
    }
    let at = now();
    let row = (
        submissions::id.eq(new_id_in_order()),
        submissions::assignment_id.eq(assignment_id),
        submissions::student_id.eq(student_id),
        submissions::answer.eq(""),
        submissions::comment.eq(""),
        submissions::created_at.eq(at),
        submissions::updated_at.eq(at),
    );
    on_backend!(conn, |c| diesel::insert_into(submissions::table)
        .values(row)
        .on_conflict((submissions::assignment_id, submissions::student_id))
        .do_nothing()
        .execute(c))?;
    find(conn, assignment_id, student_id)?.ok_or(StoreError::NotFound)
}

/// Turns in the work `id` with `answer` at `at`; false when it was already turned in or
/// returned (nothing changes then).
pub fn turn_in(conn: &mut Conn, id: &str, answer: &str, at: NaiveDateTime) -> Result<bool, StoreError> {
    let changed = diesel::update(
        submissions::table
            .find(id)
            .filter(submissions::turned_in_at.is_null())
            .filter(submissions::returned_at.is_null()),
    )
    .set((submissions::answer.eq(answer), submissions::turned_in_at.eq(Some(at)), submissions::updated_at.eq(now())))
    .execute(conn)?;
    Ok(changed == 1)
}

/// Takes back the turned-in work `id`; false when it was not turned in or is returned.
pub fn unsubmit(conn: &mut Conn, id: &str) -> Result<bool, StoreError> {
    let changed = diesel::update(
        submissions::table
            .find(id)
            .filter(submissions::turned_in_at.is_not_null())
            .filter(submissions::returned_at.is_null()),
    )
    .set((submissions::turned_in_at.eq(None::<NaiveDateTime>), submissions::updated_at.eq(now())))
    .execute(conn)?;
    Ok(changed == 1)
}

/// Keeps the upload `upload` as a file of the work `submission_id`; answers the file's id.
pub fn add_file(conn: &mut Conn, submission_id: &str, upload: &Upload) -> Result<String, StoreError> {
    crate::files::insert(conn, upload)?;
    let id = new_id_in_order();
    diesel::insert_into(submission_files::table)
        .values((
            submission_files::id.eq(&id),
            submission_files::submission_id.eq(submission_id),
            submission_files::path.eq(&upload.path),
            submission_files::created_at.eq(upload.created_at),
        ))
        .execute(conn)?;
    Ok(id)
}

/// Removes the file `file_id` of the work `submission_id` and forgets its upload; answers its
/// stored path (to remove from disk), none when the work has no such file.
pub fn remove_file(conn: &mut Conn, submission_id: &str, file_id: &str) -> Result<Option<String>, StoreError> {
    let path: Option<String> = submission_files::table
        .filter(submission_files::id.eq(file_id))
        .filter(submission_files::submission_id.eq(submission_id))
        .select(submission_files::path)
        .first(conn)
        .optional()?;
    let Some(path) = path else { return Ok(None) };
    diesel::delete(submission_files::table.find(file_id)).execute(conn)?;
    diesel::delete(uploads::table.find(&path)).execute(conn)?;
    Ok(Some(path))
}

/// How many files the work `submission_id` has.
pub fn file_count(conn: &mut Conn, submission_id: &str) -> Result<i64, StoreError> {
    Ok(submission_files::table.filter(submission_files::submission_id.eq(submission_id)).count().get_result(conn)?)
}

/// The files of the works `ids`, each with its work's id, oldest first.
pub fn files_of(conn: &mut Conn, ids: &[String]) -> Result<Vec<(String, FileRef)>, StoreError> {
    let files: Vec<(String, FileRef)> = submission_files::table
        .inner_join(uploads::table.on(uploads::path.eq(submission_files::path)))
        .filter(submission_files::submission_id.eq_any(ids))
        .order((submission_files::created_at, submission_files::id))
        .select((
            submission_files::submission_id,
            (submission_files::id, submission_files::path, uploads::original_name),
        ))
        .load(conn)?;
    Ok(files)
}

/// The files of every work of `student_id`, each with its work's id, oldest first. One statement
/// whatever the works, so prepared once per connection.
pub fn files_of_student(conn: &mut Conn, student_id: &str) -> Result<Vec<(String, FileRef)>, StoreError> {
    let files: Vec<(String, FileRef)> = on_backend!(conn, |c| submission_files::table
        .inner_join(submissions::table)
        .inner_join(uploads::table.on(uploads::path.eq(submission_files::path)))
        .filter(submissions::student_id.eq(student_id))
        .order((submission_files::created_at, submission_files::id))
        .select((
            submission_files::submission_id,
            (submission_files::id, submission_files::path, uploads::original_name)
        ))
        .load(c))?;
    Ok(files)
}

/// The work `student_id` started on any of the pieces `assignment_ids`. Read as all of the
/// student's work (on SQLite from the index by student alone, which carries these columns), then
/// kept to those pieces: one probe of the index by piece for each would read a page for each.
pub fn of_student(conn: &mut Conn, student_id: &str, assignment_ids: &[String]) -> Result<Vec<Submission>, StoreError> {
    let pieces: HashSet<&str> = assignment_ids.iter().map(String::as_str).collect();
    let mut work: Vec<Submission> = on_backend!(conn, |c| submissions::table
        .filter(submissions::student_id.eq(student_id))
        .select(columns!())
        .load(c))?;
    work.retain(|work| pieces.contains(work.assignment_id.as_str()));
    Ok(work)
}

/// Every student's work on the piece `assignment_id`.
pub fn of_assignment(conn: &mut Conn, assignment_id: &str) -> Result<Vec<Submission>, StoreError> {
    Ok(submissions::table.filter(submissions::assignment_id.eq(assignment_id)).select(columns!()).load(conn)?)
}

/// Bytes of the files of every work of `student_id` still kept.
pub fn stored_bytes(conn: &mut Conn, student_id: &str) -> Result<i64, StoreError> {
    let sizes: Vec<i64> = submission_files::table
        .inner_join(submissions::table)
        .inner_join(uploads::table.on(uploads::path.eq(submission_files::path)))
        .filter(submissions::student_id.eq(student_id))
        .select(uploads::size_bytes)
        .load(conn)?;
    Ok(sizes.into_iter().sum())
}

/// Forgets the uploads of every file of the students' work on `assignment_id` (before the
/// piece goes); answers their stored paths, to remove from disk.
pub fn forget_files_of_assignment(conn: &mut Conn, assignment_id: &str) -> Result<Vec<String>, StoreError> {
    let paths: Vec<String> = submission_files::table
        .inner_join(submissions::table)
        .filter(submissions::assignment_id.eq(assignment_id))
        .select(submission_files::path)
        .load(conn)?;
    diesel::delete(uploads::table.filter(uploads::path.eq_any(&paths))).execute(conn)?;
    Ok(paths)
}

/// The teacher's review of the work `id`: the score of an ungraded piece (hundredths) and a
/// comment.
pub fn review(conn: &mut Conn, id: &str, score: Option<i32>, comment: &str) -> Result<(), StoreError> {
    diesel::update(submissions::table.find(id))
        .set((submissions::score.eq(score), submissions::comment.eq(comment), submissions::updated_at.eq(now())))
        .execute(conn)?;
    Ok(())
}

/// Returns the work `id` at `at`.
pub fn give_back(conn: &mut Conn, id: &str, at: NaiveDateTime) -> Result<(), StoreError> {
    diesel::update(submissions::table.find(id))
        .set((submissions::returned_at.eq(Some(at)), submissions::updated_at.eq(now())))
        .execute(conn)?;
    Ok(())
}

/// The gradebook's scores of `student_id` in the assessments `assessment_ids` (hundredths;
/// none for a score left empty).
pub fn graded_scores(
    conn: &mut Conn,
    student_id: &str,
    assessment_ids: &[String],
) -> Result<Vec<(String, Option<i32>)>, StoreError> {
    use crate::schema::scores;
    // All of the student's scores, from the index by student alone (it carries each score), then
    // kept to these assessments: a probe of the table's key for each would read a page for each.
    let wanted: HashSet<&str> = assessment_ids.iter().map(String::as_str).collect();
    let mut theirs: Vec<(String, Option<i32>)> = on_backend!(conn, |c| scores::table
        .filter(scores::student_id.eq(student_id))
        .select((scores::assessment_id, scores::score))
        .load(c))?;
    theirs.retain(|(assessment, _)| wanted.contains(assessment.as_str()));
    Ok(theirs)
}

/// Every student's entry in the gradebook's assessment `assessment_id`, by student id.
pub fn graded_entries(
    conn: &mut Conn,
    assessment_id: &str,
) -> Result<Vec<(String, lyceum_domain::grading::Entry)>, StoreError> {
    use crate::schema::scores;
    let rows: Vec<(String, Option<i32>, bool)> = scores::table
        .filter(scores::assessment_id.eq(assessment_id))
        .select((scores::student_id, scores::score, scores::excused))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(student, score, excused)| (student, crate::grades::compute::entry_of(score, excused)))
        .collect())
}
