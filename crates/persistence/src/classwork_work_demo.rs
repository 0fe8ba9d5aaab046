//! The demo students' work on the demo's classwork: each graded piece past its due time was
//! turned in by the students with a score in the gradebook (one in seven a day late where late
//! work is taken, the rest the day before), returned two days after its due time when that has
//! passed, with a comment on the best and the weakest; the excused, and one in twelve of the
//! rest, are missing it.
//! A third of each class has turned in this week's reading with an answer. Read and written in
//! chunks of pieces: benchmarks seed 50,000 students.

use chrono::{Days, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::fingerprint::fnv1a;

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::schema::{assessments, assignments, scores, students, subjects, submissions};
use crate::values::new_id_in_order;

/// Pieces read at a time.
const PIECES: usize = 200;
/// Rows per INSERT: ten parameters each, well below both backends' limits.
const BATCH: usize = 2_000;

/// A row of `submissions`: piece, student, answer, turned in, returned, comment.
type Work = (String, String, String, NaiveDateTime, Option<NaiveDateTime>, String);

/// Gives the demo's work as of `at`; answers how many students' works were made.
pub fn seed_demo_work(conn: &mut Conn, at: NaiveDateTime) -> Result<usize, StoreError> {
    transaction(conn, |conn| {
        let graded: Vec<String> = assignments::table
            .filter(assignments::assessment_id.is_not_null())
            .filter(assignments::due_at.lt(at))
            .order(assignments::id)
            .select(assignments::id)
            .load(conn)?;
        let mut made = 0;
        for chunk in graded.chunks(PIECES) {
            let works = graded_work(conn, chunk, at)?;
            made += insert(conn, works)?;
        }
        let readings: Vec<String> = assignments::table
            .filter(assignments::assessment_id.is_null())
            .filter(assignments::title.like("Reading:%"))
            .filter(assignments::appears_at.le(at))
            .filter(assignments::due_at.gt(at))
            .order(assignments::id)
            .select(assignments::id)
            .load(conn)?;
        for chunk in readings.chunks(PIECES) {
            let works = readings_done(conn, chunk, at)?;
            made += insert(conn, works)?;
        }
        Ok(made)
    })
}

/// One student in `every` by a stable hash of their id and the piece's.
fn one_in(every: u64, student: &str, piece: &str) -> bool {
    fnv1a(format!("{student}{piece}").as_bytes()).is_multiple_of(every)
}

/// The work of the students scored on the graded pieces `ids`.
fn graded_work(conn: &mut Conn, ids: &[String], at: NaiveDateTime) -> Result<Vec<Work>, StoreError> {
    let scored: Vec<(String, String, Option<i32>, NaiveDateTime, bool, i32)> = assignments::table
        .inner_join(assessments::table)
        .inner_join(scores::table.on(scores::assessment_id.nullable().eq(assignments::assessment_id)))
        .filter(assignments::id.eq_any(ids))
        .select((
            assignments::id,
            scores::student_id,
            scores::score,
            assignments::due_at,
            assignments::late_accepted,
            assessments::highest,
        ))
        .load(conn)?;
    Ok(scored
        .into_iter()
        // The excused, and one in twelve of the rest (work done on paper), have no work here.
        .filter(|(piece, student, score, ..)| score.is_some() && !one_in(12, student, &format!("{piece}paper")))
        .map(|(piece, student, score, due, late_accepted, highest)| {
            let turned_in = if late_accepted && one_in(7, &student, &piece) {
                (due + Days::new(1)).min(at - chrono::Duration::hours(1))
            } else {
                due - Days::new(1)
            };
            let returned = Some(due + Days::new(2)).filter(|returned| *returned <= at);
            let comment = match score {
                Some(score) if returned.is_some() && score * 10 >= highest * 9 => "Excellent work.",
                Some(score) if returned.is_some() && score * 10 < highest * 6 => "Let us go over this together.",
                _ => "",
            };
            (piece, student, String::new(), turned_in, returned, comment.to_owned())
        })
        .collect())
}

/// A third of each class's readings `ids`, turned in since yesterday with an answer.
fn readings_done(conn: &mut Conn, ids: &[String], at: NaiveDateTime) -> Result<Vec<Work>, StoreError> {
    let class: Vec<(String, String)> = assignments::table
        .inner_join(
            subjects::table.inner_join(students::table.on(students::section_id.eq(subjects::section_id.nullable()))),
        )
        .filter(assignments::id.eq_any(ids))
        .select((assignments::id, students::id))
        .load(conn)?;
    let answer = "1. What does the first part mean?\n2. Why does it matter?\n3. Where else is it used?";
    Ok(class
        .into_iter()
        .filter(|(piece, student)| one_in(3, student, piece))
        .map(|(piece, student)| {
            (piece, student, answer.to_owned(), at - chrono::Duration::hours(3), None, String::new())
        })
        .collect())
}

/// Writes the works, in batches; answers how many.
fn insert(conn: &mut Conn, works: Vec<Work>) -> Result<usize, StoreError> {
    for chunk in works.chunks(BATCH) {
        let values: Vec<_> = chunk
            .iter()
            .map(|(piece, student, answer, turned_in, returned, comment)| {
                (
                    submissions::id.eq(new_id_in_order()),
                    submissions::assignment_id.eq(piece.clone()),
                    submissions::student_id.eq(student.clone()),
                    submissions::answer.eq(answer.clone()),
                    submissions::turned_in_at.eq(Some(*turned_in)),
                    submissions::returned_at.eq(*returned),
                    submissions::comment.eq(comment.clone()),
                    submissions::created_at.eq(*turned_in),
                    submissions::updated_at.eq(returned.unwrap_or(*turned_in)),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(submissions::table).values(values).execute(c))?;
    }
    Ok(works.len())
}
