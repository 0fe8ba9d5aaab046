//! One register with its students: the section's current students by last then first name,
//! each with their mark (none: present) and the reason of an excuse on file for the day.

use std::collections::HashMap;

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::attendance::{Code, Mark};

use crate::attendance::excuses::covering;
use crate::attendance::places::Place;
use crate::attendance::registers::{taken_on, Taken};
use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{register_marks, students};

/// A student on a register.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollStudent {
    /// Their id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Stored photo path, if any.
    pub image: Option<String>,
    /// Their kept mark; none when present without a note (or not taken yet).
    pub mark: Option<Mark>,
    /// The reason of an excuse on file covering the day.
    pub excuse: Option<String>,
}

/// A register of a day: taken or not, and its students.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Roll {
    /// The register, once taken.
    pub taken: Option<Taken>,
    /// The section's current students, by last then first name.
    pub students: Vec<RollStudent>,
}

/// A current student of a section: id, given, middle and family names, picture.
pub(crate) type StudentRow = (String, String, Option<String>, String, Option<String>);

/// The current students of the section `section_id`, by last then first name.
pub(crate) fn students_of(conn: &mut Conn, section_id: &str) -> Result<Vec<StudentRow>, StoreError> {
    let query = students::table
        .filter(students::section_id.eq(section_id))
        .order((students::last_name, students::first_name, students::id))
        .select((students::id, students::first_name, students::middle_name, students::last_name, students::image));
    Ok(on_backend!(conn, |c| query.load(c))?)
}

/// The roll's students: each of `rows` with their mark and the reason of their excuse, taken
/// out of `marks` and `excuses`.
pub(crate) fn with_marks(
    rows: Vec<StudentRow>,
    marks: &mut HashMap<String, Mark>,
    excuses: &mut HashMap<String, String>,
) -> Vec<RollStudent> {
    rows.into_iter()
        .map(|(id, first_name, middle_name, last_name, image)| RollStudent {
            mark: marks.remove(&id),
            excuse: excuses.remove(&id),
            id,
            first_name,
            middle_name,
            last_name,
            image,
        })
        .collect()
}

/// The register of `place` on `day` with its students.
pub fn read(conn: &mut Conn, place: &Place, day: NaiveDate) -> Result<Roll, StoreError> {
    let rows = students_of(conn, &place.section.id)?;
    let taken = taken_on(conn, std::slice::from_ref(place), day)?.pop().flatten();
    let mut marks = match &taken {
        Some(register) => marks_of(conn, &register.id)?,
        None => HashMap::new(),
    };
    let mut excuses = covering(conn, &place.section.id, day)?;
    Ok(Roll { taken, students: with_marks(rows, &mut marks, &mut excuses) })
}

/// The kept marks of a register, by student.
pub(crate) fn marks_of(conn: &mut Conn, register_id: &str) -> Result<HashMap<String, Mark>, StoreError> {
    let query = register_marks::table.filter(register_marks::register_id.eq(register_id)).select((
        register_marks::student_id,
        register_marks::code,
        register_marks::minutes_late,
        register_marks::note,
    ));
    let rows: Vec<(String, String, Option<i32>, Option<String>)> = on_backend!(conn, |c| query.load(c))?;
    Ok(rows
        .into_iter()
        .filter_map(|(student_id, code, minutes_late, note)| {
            let mark = Mark {
                student_id: student_id.clone(),
                code: Code::parse(&code)?,
                minutes_late: minutes_late.and_then(|minutes| u16::try_from(minutes).ok()),
                note,
            };
            Some((student_id, mark))
        })
        .collect())
}
