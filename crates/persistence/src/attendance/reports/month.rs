//! A section's month, the grid of School Form 2: the section's current students by last then
//! first name, each with their mark for every day a register of the section was taken.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::attendance::Code;
use lyceum_domain::DayRange;

use crate::attendance::reports::day_marks::{marks_of, of_section};
use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::students;

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

/// The grid of the section `section_id` over `days`.
pub fn read(conn: &mut Conn, section_id: &str, days: DayRange) -> Result<Grid, StoreError> {
    let rows: Vec<(String, String, Option<String>, String)> = students::table
        .filter(students::section_id.eq(section_id))
        .order((students::last_name, students::first_name, students::id))
        .select((students::id, students::first_name, students::middle_name, students::last_name))
        .load(conn)?;
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
