//! The chronic-absence list: the students who missed (were absent or excused for) at least a
//! number of days of a span, counted in one statement over the whole school's registers
//! (`raw_sql::attendance`).

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Date, Nullable, Text};
use lyceum_domain::DayRange;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::raw_sql::attendance::CHRONIC_ABSENCE;
use crate::timetable::SectionName;

/// A student on the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Absentee {
    /// Their id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Their section, while they have one.
    pub section: Option<SectionName>,
    /// Days absent.
    pub absent: u32,
    /// Days excused.
    pub excused: u32,
}

/// A row of the statement.
#[derive(QueryableByName)]
struct Row {
    #[diesel(sql_type = Text)]
    id: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Nullable<Text>)]
    middle_name: Option<String>,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Nullable<Text>)]
    section_id: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    section: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    level: Option<String>,
    #[diesel(sql_type = BigInt)]
    absent: i64,
    #[diesel(sql_type = BigInt)]
    excused: i64,
}

/// The current students who missed at least `least_missed` days of `days` (at least one), most
/// missed first, then by last and first name.
pub fn list(conn: &mut Conn, days: DayRange, least_missed: u32) -> Result<Vec<Absentee>, StoreError> {
    let least = i64::from(least_missed.max(1));
    let rows: Vec<Row> = on_backend!(conn, |c| diesel::sql_query(CHRONIC_ABSENCE)
        .bind::<Date, _>(days.first())
        .bind::<Date, _>(days.last())
        .bind::<BigInt, _>(least)
        .load(c))?;
    let count = |n: i64| u32::try_from(n).unwrap_or(0);
    let mut list: Vec<Absentee> = rows
        .into_iter()
        .map(|row| Absentee {
            section: match (row.section_id, row.section, row.level) {
                (Some(id), Some(section), Some(level)) => Some(SectionName { id, level, section }),
                _ => None,
            },
            id: row.id,
            first_name: row.first_name,
            middle_name: row.middle_name,
            last_name: row.last_name,
            absent: count(row.absent),
            excused: count(row.excused),
        })
        .collect();
    list.sort_by(|a, b| {
        (b.absent + b.excused)
            .cmp(&(a.absent + a.excused))
            .then_with(|| (&a.last_name, &a.first_name, &a.id).cmp(&(&b.last_name, &b.first_name, &b.id)))
    });
    Ok(list)
}
