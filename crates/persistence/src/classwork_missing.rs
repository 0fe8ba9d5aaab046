//! Work missing at a piece's due time: the pieces that fell due since they were last looked at,
//! each claimed once (whichever server claims it tells the guardians), and the students of its
//! class who had not turned it in.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{assignments, students, subjects, submissions};

/// A piece that fell due, claimed for telling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FellDue {
    /// The piece.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Its subject's name.
    pub subject: String,
    /// Its subject's section.
    pub section_id: String,
}

/// Claims at most `most` of the pieces due by `at` not claimed before, soonest due first;
/// answers those due after `since` (older ones are only marked: missing work is news when it
/// happens), and whether there may be more to claim. Each piece is claimed by one call alone,
/// however many servers look at once.
pub fn claim_fallen_due(
    conn: &mut Conn,
    at: NaiveDateTime,
    since: NaiveDateTime,
    most: i64,
) -> Result<(Vec<FellDue>, bool), StoreError> {
    // Those that fell due long ago, all at once (after a first start on a school with a term
    // of classwork, thousands).
    diesel::update(
        assignments::table.filter(assignments::missing_told_at.is_null()).filter(assignments::due_at.le(since)),
    )
    .set(assignments::missing_told_at.eq(Some(at)))
    .execute(conn)?;
    let due: Vec<(String, String, String, String)> = assignments::table
        .inner_join(subjects::table)
        .filter(assignments::missing_told_at.is_null())
        .filter(assignments::due_at.le(at))
        .order((assignments::due_at, assignments::id))
        .limit(most)
        .select((assignments::id, assignments::title, subjects::name, subjects::section_id))
        .load(conn)?;
    let more = i64::try_from(due.len()).is_ok_and(|looked| looked >= most);
    let mut claimed = Vec::new();
    for (id, title, subject, section_id) in due {
        let mine = diesel::update(assignments::table.find(&id).filter(assignments::missing_told_at.is_null()))
            .set(assignments::missing_told_at.eq(Some(at)))
            .execute(conn)?;
        if mine == 1 {
            claimed.push(FellDue { id, title, subject, section_id });
        }
    }
    Ok((claimed, more))
}

/// The students of `section_id` who have not turned in (nor had returned) the piece `id`.
pub fn missing_from(conn: &mut Conn, id: &str, section_id: &str) -> Result<Vec<String>, StoreError> {
    let handed_in: Vec<String> = submissions::table
        .filter(submissions::assignment_id.eq(id))
        .filter(submissions::turned_in_at.is_not_null().or(submissions::returned_at.is_not_null()))
        .select(submissions::student_id)
        .load(conn)?;
    let class: Vec<String> =
        students::table.filter(students::section_id.eq(section_id)).select(students::id).load(conn)?;
    Ok(class.into_iter().filter(|student| !handed_in.contains(student)).collect())
}
