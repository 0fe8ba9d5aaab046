//! A section's month, the grid of School Form 2: the section's current students by last then
//! first name, each with their mark for every day a register of the section was taken.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::attendance::Code;
use lyceum_domain::enrolment::EnrolmentStatus;
use lyceum_domain::DayRange;

use crate::attendance::reports::day_marks::{marks_of, of_section};
use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{archived_students, enrolments, school_years, students};

/// A student of the grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridStudent {
    /// Their id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Their mark of each day a register was taken.
    pub marks: BTreeMap<NaiveDate, Code>,
}

/// A section's registers and marks over some days.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// The days a register of the section was taken, earliest first.
    pub register_days: Vec<NaiveDate>,
    /// The section's current students, by last then first name.
    pub students: Vec<GridStudent>,
}

/// The grid of the section `section_id` over `days`: its students now, and the learners
/// enrolled in it during those days who have left or moved on since (transferred out, dropped,
/// archived at a year end), as School Form 2 lists them for the month they left.
pub fn read(conn: &mut Conn, section_id: &str, days: DayRange) -> Result<Grid, StoreError> {
    let gone = [EnrolmentStatus::TransferredOut.as_str(), EnrolmentStatus::Dropped.as_str()];
    let mut ids: Vec<String> =
        students::table.filter(students::section_id.eq(section_id)).select(students::id).load(conn)?;
    let enrolled: Vec<String> = enrolments::table
        .inner_join(school_years::table)
        .filter(enrolments::section_id.eq(section_id))
        .filter(school_years::first_day.le(days.last()))
        .filter(school_years::last_day.ge(days.first()))
        .filter(enrolments::enrolled_on.le(days.last()))
        .filter(enrolments::status.ne_all(gone).or(enrolments::status_on.ge(days.first())))
        .select(enrolments::student_id)
        .load(conn)?;
    ids.extend(enrolled);
    ids.sort_unstable();
    ids.dedup();
    read_students(conn, section_id, days, &ids)
}

/// The grid of the section `section_id` over `days` with the student `student_id` alone,
/// whether or not they are in the section now (the section of a past year), current or
/// archived; `None` for no such student.
pub fn read_student(
    conn: &mut Conn,
    section_id: &str,
    days: DayRange,
    student_id: &str,
) -> Result<Option<Grid>, StoreError> {
    let mut row: Option<StudentRow> =
        students::table.find(student_id).select(student_columns()).first(conn).optional()?;
    if row.is_none() {
        row = archived_students::table.find(student_id).select(archived_columns()).first(conn).optional()?;
    }
    row.map(|row| grid_of(conn, section_id, days, vec![row])).transpose()
}

/// The grid of the section `section_id` over `days` with the students `ids`, whether or not
/// they are in the section now (the section's students of a past year), current or archived,
/// by last then first name; ids that name no student are left out.
pub fn read_students(conn: &mut Conn, section_id: &str, days: DayRange, ids: &[String]) -> Result<Grid, StoreError> {
    let mut rows: Vec<StudentRow> = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(400) {
        rows.extend(
            students::table.filter(students::id.eq_any(chunk)).select(student_columns()).load::<StudentRow>(conn)?,
        );
        rows.extend(
            archived_students::table
                .filter(archived_students::id.eq_any(chunk))
                .select(archived_columns())
                .load::<StudentRow>(conn)?,
        );
    }
    rows.sort_by(|a, b| (&a.3, &a.1, &a.0).cmp(&(&b.3, &b.1, &b.0)));
    grid_of(conn, section_id, days, rows)
}

/// The same columns of an archived student (one who has left since).
fn archived_columns(
) -> (archived_students::id, archived_students::first_name, archived_students::middle_name, archived_students::last_name)
{
    (archived_students::id, archived_students::first_name, archived_students::middle_name, archived_students::last_name)
}

type StudentRow = (String, String, Option<String>, String);

fn student_columns() -> (students::id, students::first_name, students::middle_name, students::last_name) {
    (students::id, students::first_name, students::middle_name, students::last_name)
}

/// The section's registers over `days`, with the marks of the students `rows`.
fn grid_of(conn: &mut Conn, section_id: &str, days: DayRange, rows: Vec<StudentRow>) -> Result<Grid, StoreError> {
    let taken = of_section(conn, section_id, days)?;
    let marks = marks_of(conn, &taken.ids())?;
    let register_days: Vec<NaiveDate> = taken.days().collect();
    let students = rows
        .into_iter()
        .map(|(id, first_name, middle_name, last_name)| {
            let marks =
                register_days.iter().filter_map(|day| taken.mark(*day, &id, &marks).map(|code| (*day, code))).collect();
            GridStudent { id, first_name, middle_name, last_name, marks }
        })
        .collect();
    Ok(Grid { register_days, students })
}
