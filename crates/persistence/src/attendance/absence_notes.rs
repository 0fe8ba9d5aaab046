//! Absence notes: excuses on file written by a guardian for a linked child, with an optional
//! photo of a written note. They are excuses like those staff record (the registers of their
//! days pre-mark the child excused, and an absence on them is not announced); they also name
//! the guardian who wrote them. Whether the guardian may write for the child (the link) is the
//! caller's check.

use diesel::prelude::*;
use lyceum_domain::DayRange;

use crate::attendance::excuses::{described, excuse_columns, find, record, Excuse, ExcuseRow, RecordedBy};
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{excuses, registers, students};

/// What became of a guardian's request to withdraw a note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Withdrawal {
    /// Withdrawn: the note as it was.
    Withdrawn(Box<Excuse>),
    /// No such note written by this guardian.
    NotFound,
    /// A register of a day it covers was taken since: the adviser deals with it now.
    Used,
}

/// Records an absence note written by the guardian `guardian_id` for the student `student_id`:
/// an excuse on file for `days` with `reason` and an optional photo (`image`, a stored image's
/// path already checked). `None` when there is no such student. One row, one statement.
pub fn create_guardian_note(
    conn: &mut Conn,
    student_id: &str,
    guardian_id: &str,
    days: DayRange,
    reason: &str,
    image: Option<&str>,
) -> Result<Option<Excuse>, StoreError> {
    record(conn, student_id, days, reason, RecordedBy::Guardian { id: guardian_id, image })
}

/// The notes the guardian `guardian_id` wrote for the student `student_id`, latest first.
pub fn guardian_notes(conn: &mut Conn, guardian_id: &str, student_id: &str) -> Result<Vec<Excuse>, StoreError> {
    let rows: Vec<ExcuseRow> = excuses::table
        .filter(excuses::student_id.eq(student_id))
        .filter(excuses::guardian_id.eq(guardian_id))
        .order((excuses::first_day.desc(), excuses::created_at.desc(), excuses::id))
        .select(excuse_columns!())
        .load(conn)?;
    described(conn, rows)
}

/// True when a register (daily or of a lesson) of the student's current section was taken on
/// a day the note covers: the note has then been used and stays for the adviser to handle.
fn used(conn: &mut Conn, note: &Excuse) -> Result<bool, StoreError> {
    let section: Option<Option<String>> =
        students::table.find(&note.student_id).select(students::section_id).first(conn).optional()?;
    let Some(Some(section)) = section else { return Ok(false) };
    let taken: i64 = registers::table
        .filter(registers::section_id.eq(section))
        .filter(registers::day.ge(note.first_day))
        .filter(registers::day.le(note.last_day))
        .count()
        .get_result(conn)?;
    Ok(taken > 0)
}

/// Withdraws the note `note_id` written by the guardian `guardian_id`, unless a register of a
/// day it covers was taken since; one transaction.
pub fn withdraw_guardian_note(conn: &mut Conn, guardian_id: &str, note_id: &str) -> Result<Withdrawal, StoreError> {
    transaction(conn, |conn| {
        let Some(note) = find(conn, note_id)?.filter(|note| note.guardian_id.as_deref() == Some(guardian_id)) else {
            return Ok(Withdrawal::NotFound);
        };
        if used(conn, &note)? {
            return Ok(Withdrawal::Used);
        }
        diesel::delete(excuses::table.find(note_id)).execute(conn)?;
        Ok(Withdrawal::Withdrawn(Box::new(note)))
    })
}
