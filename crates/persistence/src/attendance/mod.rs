//! Attendance: the school's settings (`settings`), the lesson or section a register belongs to
//! (`places`), the registers taken with their counts (`registers`), one register with its
//! students (`roll`) and its saving (`save`), excuses on file (`excuses`), the reports read from
//! them (`reports`), guardians' absence notes (`absence_notes`), and the demo school's registers
//! (`demo`).
//!
//! A register keeps only the marks that differ from a plain "present": a register without marks
//! had everyone present, and no register means it was not taken. Its counts and its roll are of
//! the section's current students. Registers go with their section or lesson (the database
//! deletes them along); a student's marks and excuses go with the student ([`forget_students`]).

pub mod absence_notes;
#[cfg(feature = "demo")]
pub mod demo;
#[cfg(feature = "demo")]
pub mod demo_notes;
pub mod excuses;
pub mod places;
pub mod registers;
pub mod reports;
pub mod roll;
pub mod save;
pub mod settings;

use diesel::prelude::*;

use crate::db::Conn;
use crate::schema::{excuses as excuse_rows, register_marks};

/// Deletes every mark and excuse of these students, in the caller's transaction: what deleting
/// a student takes along. (A graduate moved to the archive keeps them, to have them back when
/// restored.)
pub(crate) fn forget_students(conn: &mut Conn, ids: &[String]) -> Result<(), diesel::result::Error> {
    diesel::delete(register_marks::table.filter(register_marks::student_id.eq_any(ids))).execute(conn)?;
    diesel::delete(excuse_rows::table.filter(excuse_rows::student_id.eq_any(ids))).execute(conn)?;
    Ok(())
}
