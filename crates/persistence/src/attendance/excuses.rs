//! Excuses on file: a student's absence from one day to another with its reason, recorded by an
//! administrator or the student's adviser, or written by a guardian as an absence note
//! (`attendance::absence_notes`). A register pre-marks an excused student as excused, and an
//! excused absence without a note takes the excuse's reason.

use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::{DayRange, Role};

use crate::attendance::registers::names_of;
use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::schema::{excuses, guardians, sections, students};
use crate::timetable::full_name;
use crate::values::{new_id, now};

/// An excuse as the screens show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Excuse {
    /// Its id.
    pub id: String,
    /// The student's id.
    pub student_id: String,
    /// The student's first and last name; empty when the student is no longer there.
    pub student: String,
    /// The first day it covers.
    pub first_day: NaiveDate,
    /// The last day it covers.
    pub last_day: NaiveDate,
    /// Why the student is away.
    pub reason: String,
    /// Who recorded it, as people read it; none when that account is gone.
    pub recorded_by: Option<String>,
    /// When it was recorded (UTC).
    pub created_at: NaiveDateTime,
    /// The guardian who wrote it as an absence note; none for an excuse recorded by staff.
    pub guardian_id: Option<String>,
    /// That guardian's first and last name; none for staff, or when the account is gone.
    pub guardian: Option<String>,
    /// A photo of the written note (a stored image's path), if one was sent.
    pub image: Option<String>,
}

impl Excuse {
    /// True for an absence note written by a guardian.
    pub fn from_guardian(&self) -> bool {
        self.guardian_id.is_some()
    }
}

/// Whose excuses to list.
#[derive(Debug, Clone, Copy)]
pub enum Whose<'a> {
    /// One student's.
    Student(&'a str),
    /// Those of a section's current students.
    Section(&'a str),
}

/// An excuse's stored columns, as [`excuse_columns`] selects them.
pub(crate) type ExcuseRow =
    (String, String, NaiveDate, NaiveDate, String, String, String, NaiveDateTime, Option<String>, Option<String>);

macro_rules! excuse_columns {
    () => {
        (
            excuses::id,
            excuses::student_id,
            excuses::first_day,
            excuses::last_day,
            excuses::reason,
            excuses::recorded_by_role,
            excuses::recorded_by_id,
            excuses::created_at,
            excuses::guardian_id,
            excuses::image,
        )
    };
}
pub(crate) use excuse_columns;

/// The excuses of a student or of a section's students, latest first.
pub fn list(conn: &mut Conn, whose: Whose<'_>) -> Result<Vec<Excuse>, StoreError> {
    let student_ids: Vec<String> = match whose {
        Whose::Student(id) => vec![id.to_owned()],
        Whose::Section(id) => students::table.filter(students::section_id.eq(id)).select(students::id).load(conn)?,
    };
    let rows: Vec<ExcuseRow> = excuses::table
        .filter(excuses::student_id.eq_any(&student_ids[..]))
        .order((excuses::first_day.desc(), excuses::created_at.desc(), excuses::id))
        .select(excuse_columns!())
        .load(conn)?;
    described(conn, rows)
}

/// One excuse, if it exists.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<Excuse>, StoreError> {
    let rows: Vec<ExcuseRow> = excuses::table.filter(excuses::id.eq(id)).select(excuse_columns!()).load(conn)?;
    Ok(described(conn, rows)?.pop())
}

/// Who records an excuse.
#[derive(Debug, Clone, Copy)]
pub(crate) enum RecordedBy<'a> {
    /// An administrator or adviser: their role and id.
    Staff(Role, &'a str),
    /// A guardian writing an absence note, with an optional photo of a written note.
    Guardian {
        /// The guardian's id.
        id: &'a str,
        /// A stored image's path, already checked.
        image: Option<&'a str>,
    },
}

/// Records an excuse for a student; `None` when there is no such student.
pub fn create(
    conn: &mut Conn,
    student_id: &str,
    days: DayRange,
    reason: &str,
    by: (Role, &str),
) -> Result<Option<Excuse>, StoreError> {
    record(conn, student_id, days, reason, RecordedBy::Staff(by.0, by.1))
}

/// Records an excuse for `student_id` covering `days`, by staff or as a guardian's absence
/// note: the one place an excuse row is written. `None` when there is no such student.
pub(crate) fn record(
    conn: &mut Conn,
    student_id: &str,
    days: DayRange,
    reason: &str,
    by: RecordedBy<'_>,
) -> Result<Option<Excuse>, StoreError> {
    let (role, recorder, guardian_id, image) = match by {
        RecordedBy::Staff(role, id) => (role, id, None, None),
        RecordedBy::Guardian { id, image } => (Role::Guardian, id, Some(id), image),
    };
    transaction(conn, |conn| {
        let exists: i64 = students::table.filter(students::id.eq(student_id)).count().get_result(conn)?;
        if exists == 0 {
            return Ok(None);
        }
        let id = new_id();
        diesel::insert_into(excuses::table)
            .values((
                excuses::id.eq(&id),
                excuses::student_id.eq(student_id),
                excuses::first_day.eq(days.first()),
                excuses::last_day.eq(days.last()),
                excuses::reason.eq(reason),
                excuses::recorded_by_role.eq(role.as_str()),
                excuses::recorded_by_id.eq(recorder),
                excuses::created_at.eq(now()),
                excuses::guardian_id.eq(guardian_id),
                excuses::image.eq(image),
            ))
            .execute(conn)?;
        find(conn, &id)
    })
}

/// Deletes an excuse; false when there was none.
pub fn delete(conn: &mut Conn, id: &str) -> Result<bool, StoreError> {
    Ok(diesel::delete(excuses::table.find(id)).execute(conn)? > 0)
}

/// The adviser of a student's section: `None` when there is no such student, `Some(None)`
/// while the student has no section or the section no adviser.
pub fn adviser_of_student(conn: &mut Conn, student_id: &str) -> Result<Option<Option<String>>, StoreError> {
    Ok(students::table
        .left_join(sections::table)
        .filter(students::id.eq(student_id))
        .select((students::id, sections::adviser_id.nullable()))
        .first::<(String, Option<String>)>(conn)
        .optional()?
        .map(|(_, adviser)| adviser))
}

/// The reason of the excuse on file covering `day` for each current student of the section
/// `section_id` who has one (the latest recorded, when several do). One prepared statement:
/// the section's students by their index, each one's excuses by theirs.
pub fn covering(conn: &mut Conn, section_id: &str, day: NaiveDate) -> Result<HashMap<String, String>, StoreError> {
    let query = excuses::table
        .inner_join(students::table)
        .filter(students::section_id.eq(section_id))
        .filter(excuses::first_day.le(day))
        .filter(excuses::last_day.ge(day))
        .order((excuses::created_at.asc(), excuses::id))
        .select((excuses::student_id, excuses::reason));
    let rows: Vec<(String, String)> = on_backend!(conn, |c| query.load(c))?;
    // Later rows replace earlier ones: the latest recorded wins.
    Ok(rows.into_iter().collect())
}

/// The rows with the names of their students and recorders.
pub(crate) fn described(conn: &mut Conn, rows: Vec<ExcuseRow>) -> Result<Vec<Excuse>, StoreError> {
    let student_ids: Vec<String> = rows.iter().map(|row| row.1.clone()).collect();
    let students: HashMap<String, String> = students::table
        .filter(students::id.eq_any(&student_ids[..]))
        .select((students::id, students::first_name, students::last_name))
        .load::<(String, String, String)>(conn)?
        .into_iter()
        .map(|(id, first, last)| (id, full_name(Some(&first), Some(&last))))
        .collect();
    let recorders: Vec<(String, String)> = rows.iter().map(|row| (row.5.clone(), row.6.clone())).collect();
    let names = names_of(conn, &recorders)?;
    let writers: Vec<String> = rows.iter().filter_map(|row| row.8.clone()).collect();
    let guardian_names: HashMap<String, String> = if writers.is_empty() {
        HashMap::new()
    } else {
        guardians::table
            .filter(guardians::id.eq_any(&writers[..]))
            .select((guardians::id, guardians::first_name, guardians::last_name))
            .load::<(String, String, String)>(conn)?
            .into_iter()
            .map(|(id, first, last)| (id, full_name(Some(&first), Some(&last))))
            .collect()
    };
    Ok(rows
        .into_iter()
        .map(|(id, student_id, first_day, last_day, reason, _, recorded_by, created_at, guardian_id, image)| {
            let guardian = guardian_id.as_ref().and_then(|writer| guardian_names.get(writer).cloned());
            Excuse {
                student: students.get(&student_id).cloned().unwrap_or_default(),
                // A guardian's note is recorded by the guardian who wrote it.
                recorded_by: if guardian_id.is_some() { guardian.clone() } else { names.get(&recorded_by).cloned() },
                id,
                student_id,
                first_day,
                last_day,
                reason,
                created_at,
                guardian_id,
                guardian,
                image,
            }
        })
        .collect())
}
