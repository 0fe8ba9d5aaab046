//! Saving a register: the marks of the section's current students replaced in one transaction,
//! the register made the first time. Two saves at once end as one of them, never mixed: on
//! SQLite the transaction holds the write lock from its start; on PostgreSQL the register's row
//! is made if missing (a concurrent maker waits for the first, then finds it) and locked.

use std::collections::{HashMap, HashSet};

use chrono::{NaiveDate, NaiveDateTime, SubsecRound};
use diesel::prelude::*;
use lyceum_domain::attendance::{kept, Code, Counts, Mark};
use lyceum_domain::Role;

use crate::attendance::excuses::covering;
use crate::attendance::places::Place;
use crate::attendance::registers::{name_of, Taken};
use crate::attendance::roll::{marks_of, students_of, with_marks, Roll};
use crate::db::{on_backend, transaction, Conn, DbConnection};
use crate::error::StoreError;
use crate::schema::{register_marks, registers};
use crate::timetable::full_name;
use crate::values::{new_id, now};

/// Why a register was not saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// A mark names someone who is not a current student of the section.
    #[error("the student is not in this section")]
    NotInSection,
    /// An excused absence has no note and no excuse on file.
    #[error("an excused absence needs a reason")]
    ReasonNeeded,
    /// The storage failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for SaveError {
    fn from(error: diesel::result::Error) -> Self {
        SaveError::Store(error.into())
    }
}

/// One student whose mark the save changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The student's id.
    pub student_id: String,
    /// Their first and last name.
    pub name: String,
    /// The mark before (none: present without a note).
    pub before: Option<Mark>,
    /// The mark now (none: present without a note).
    pub after: Option<Mark>,
}

/// What a save did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Saved {
    /// True when the register was taken now for the first time.
    pub first: bool,
    /// The students whose marks changed, by last then first name (none: nothing was written).
    pub changes: Vec<Change>,
    /// The register as it stands after the save.
    pub roll: Roll,
}

/// Saves the register of `place` on `day`, taken by the account `by`: `marks` for the students
/// they name, present for the others. An excused absence without a note takes the reason of the
/// excuse on file. Writes nothing when every mark is as it was. Answers the register as it
/// stands after the save, made of what the save read (as [`crate::attendance::roll::read`]
/// would read it), so a save reads nothing twice.
pub fn save(
    conn: &mut Conn,
    place: &Place,
    day: NaiveDate,
    marks: Vec<Mark>,
    by: (Role, &str),
) -> Result<Saved, SaveError> {
    transaction(conn, |conn| {
        let students = students_of(conn, &place.section.id)?;
        let current: HashSet<&str> = students.iter().map(|row| row.0.as_str()).collect();
        if marks.iter().any(|mark| !current.contains(mark.student_id.as_str())) {
            return Err(SaveError::NotInSection);
        }
        let mut excuses = covering(conn, &place.section.id, day)?;
        let mut wanted: HashMap<String, Mark> = HashMap::new();
        for mut mark in marks {
            if mark.code == Code::Excused && mark.note.is_none() {
                mark.note = Some(excuses.get(&mark.student_id).cloned().ok_or(SaveError::ReasonNeeded)?);
            }
            if let Some(mark) = kept(mark) {
                wanted.insert(mark.student_id.clone(), mark);
            }
        }
        let (register, first) = claim(conn, place, day, by)?;
        let mut before = if first { HashMap::new() } else { marks_of(conn, &register.id)? };
        let changes: Vec<Change> = students
            .iter()
            .filter_map(|(id, first_name, _, last_name, _)| {
                let (before, after) = (before.remove(id), wanted.get(id).cloned());
                (before != after).then(|| Change {
                    student_id: id.clone(),
                    name: full_name(Some(first_name), Some(last_name)),
                    before,
                    after,
                })
            })
            .collect();
        if !changes.is_empty() {
            write(conn, &register.id, &changes)?;
        }
        if !first && !changes.is_empty() {
            let update = diesel::update(registers::table.find(&register.id)).set(registers::updated_at.eq(now()));
            on_backend!(conn, |c| update.execute(c))?;
        }
        let taken = Taken {
            counts: Counts::of(students.len(), wanted.values().map(|mark| mark.code)),
            taken_by: name_of(conn, &register.taken_by_role, &register.taken_by_id)?,
            id: register.id,
            taken_at: register.taken_at,
        };
        let students = with_marks(students, &mut wanted, &mut excuses);
        Ok(Saved { first, changes, roll: Roll { taken: Some(taken), students } })
    })
}

/// The register a save writes to.
#[derive(Queryable)]
struct RegisterRow {
    id: String,
    taken_at: NaiveDateTime,
    taken_by_role: String,
    taken_by_id: String,
}

/// The register, made now if it was not taken (true) or found and locked (false).
fn claim(conn: &mut Conn, place: &Place, day: NaiveDate, by: (Role, &str)) -> Result<(RegisterRow, bool), SaveError> {
    let id = new_id();
    // Both backends keep microseconds; the register answered must equal a later read of it.
    let at = now().trunc_subsecs(6);
    let row = (
        registers::id.eq(&id),
        registers::kind.eq(place.kind().as_str()),
        registers::section_id.eq(&place.section.id),
        registers::schedule_id.eq(place.schedule_id()),
        registers::day.eq(day),
        registers::taken_by_role.eq(by.0.as_str()),
        registers::taken_by_id.eq(by.1),
        registers::taken_at.eq(at),
        registers::updated_at.eq(at),
    );
    let made =
        on_backend!(conn, |c| diesel::insert_into(registers::table).values(row).on_conflict_do_nothing().execute(c))?;
    if made == 1 {
        let made =
            RegisterRow { id, taken_at: at, taken_by_role: by.0.as_str().to_owned(), taken_by_id: by.1.to_owned() };
        return Ok((made, true));
    }
    // Found: on PostgreSQL the row stays locked until the end, so a concurrent save of the same
    // register waits and then reads the marks this one leaves.
    let columns = (registers::id, registers::taken_at, registers::taken_by_role, registers::taken_by_id);
    macro_rules! locked {
        ($query:expr) => {
            match &mut **conn {
                DbConnection::Postgresql(pg) => $query.for_update().first::<RegisterRow>(pg),
                DbConnection::Sqlite(sqlite) => $query.first::<RegisterRow>(sqlite),
            }
        };
    }
    let found = match place.schedule_id() {
        Some(lesson) => locked!(registers::table
            .filter(registers::schedule_id.eq(lesson))
            .filter(registers::day.eq(day))
            .select(columns)),
        None => locked!(registers::table
            .filter(registers::kind.eq(place.kind().as_str()))
            .filter(registers::section_id.eq(&place.section.id))
            .filter(registers::day.eq(day))
            .select(columns)),
    }?;
    Ok((found, false))
}

/// Replaces the marks of the changed students, one prepared statement each: a save changes a
/// few marks of a register, and the statements stay prepared on the connection.
fn write(conn: &mut Conn, register_id: &str, changes: &[Change]) -> Result<(), SaveError> {
    for change in changes {
        if change.before.is_some() {
            let delete = diesel::delete(
                register_marks::table
                    .filter(register_marks::register_id.eq(register_id))
                    .filter(register_marks::student_id.eq(&change.student_id)),
            );
            on_backend!(conn, |c| delete.execute(c))?;
        }
        if let Some(mark) = &change.after {
            let row = (
                register_marks::register_id.eq(register_id),
                register_marks::student_id.eq(&mark.student_id),
                register_marks::code.eq(mark.code.as_str()),
                register_marks::minutes_late.eq(mark.minutes_late.map(i32::from)),
                register_marks::note.eq(mark.note.as_deref()),
            );
            on_backend!(conn, |c| diesel::insert_into(register_marks::table).values(row).execute(c))?;
        }
    }
    Ok(())
}
