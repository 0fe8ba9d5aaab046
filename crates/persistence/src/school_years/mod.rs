//! School years with their terms (grading periods) and no-school days (holidays and breaks).
//!
//! Reads are here: every year for the School year screen, and [`current`], the year the
//! timetable, attendance and calendars follow. Writes are in [`years`] (a year's own dates and
//! the current mark) and [`periods`] (terms and no-school days); each runs in one transaction
//! and checks the calendar's rules (`lyceum_domain::calendar`) against what is stored.

#[cfg(feature = "demo")]
pub mod demo;
pub mod periods;
pub mod year_end;
pub mod years;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::{DayRange, FieldErrors, ValidationError};

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{no_school_days, school_years, terms};

/// A school year's own row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = school_years, check_for_backend(diesel::sqlite::Sqlite, diesel::pg::Pg))]
pub struct YearRow {
    /// The year's id.
    pub id: String,
    /// Its name, such as "2026–2027".
    pub name: String,
    /// Its first day.
    pub first_day: NaiveDate,
    /// Its last day.
    pub last_day: NaiveDate,
    /// True for the one current year.
    pub is_current: bool,
    /// When it was made (UTC).
    pub created_at: NaiveDateTime,
    /// When it was last changed (UTC).
    pub updated_at: NaiveDateTime,
    /// When it was closed at its year end (UTC), if it was.
    pub closed_at: Option<NaiveDateTime>,
}

/// A term or a no-school day: a named range of days inside its year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Period {
    /// Its id.
    pub id: String,
    /// Its name, such as "First Quarter" or "Christmas break".
    pub name: String,
    /// Its first day.
    pub first_day: NaiveDate,
    /// Its last day (the first for a single day).
    pub last_day: NaiveDate,
}

impl Period {
    /// Its days as a range.
    pub fn days(&self) -> DayRange {
        DayRange::new(self.first_day, self.last_day)
            .unwrap_or_else(|| DayRange::new(self.first_day, self.first_day).expect("a one-day range is always valid"))
    }
}

/// A school year with its terms and no-school days, each in date order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolYear {
    /// The year itself.
    pub year: YearRow,
    /// Its terms, earliest first.
    pub terms: Vec<Period>,
    /// Its no-school days, earliest first.
    pub no_school_days: Vec<Period>,
}

impl SchoolYear {
    /// The year's days as a range.
    pub fn days(&self) -> DayRange {
        year_days(&self.year)
    }

    /// True when `day` is a school day of this year (inside it, outside every no-school day).
    pub fn is_school_day(&self, day: NaiveDate) -> bool {
        let breaks: Vec<DayRange> = self.no_school_days.iter().map(Period::days).collect();
        lyceum_domain::calendar::is_school_day(&self.days(), &breaks, day)
    }
}

/// Why a change to the calendar was refused.
#[derive(Debug, thiserror::Error)]
pub enum CalendarError {
    /// No such record: "school year", "term" or "no-school day".
    #[error("no such {0}")]
    Missing(&'static str),
    /// The dates break a rule (outside the year, overlapping a term); each message names its field.
    #[error("{0}")]
    Invalid(FieldErrors),
    /// Another record of the same year (or another year) already has this name.
    #[error("the name is taken")]
    NameTaken,
    /// The current year cannot be deleted while other years exist.
    #[error("the current year cannot be deleted while other years exist")]
    CurrentYear,
    /// A year with fees posted to accounts keeps them: it cannot be deleted.
    #[error("the year has fees posted to accounts")]
    HasFees,
    /// The storage failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for CalendarError {
    fn from(error: diesel::result::Error) -> Self {
        match StoreError::from(error) {
            StoreError::Duplicate => CalendarError::NameTaken,
            other => CalendarError::Store(other),
        }
    }
}

impl From<FieldErrors> for CalendarError {
    fn from(errors: FieldErrors) -> Self {
        CalendarError::Invalid(errors)
    }
}

impl From<ValidationError> for CalendarError {
    fn from(error: ValidationError) -> Self {
        CalendarError::Invalid(error.into())
    }
}

/// Every school year with its terms and no-school days, latest first.
pub fn list(conn: &mut Conn) -> Result<Vec<SchoolYear>, StoreError> {
    let years: Vec<YearRow> = school_years::table
        .select(YearRow::as_select())
        .order((school_years::first_day.desc(), school_years::name.asc()))
        .load(conn)?;
    let mut all_terms = load_terms(conn, None)?;
    let mut all_days = load_no_school_days(conn, None)?;
    Ok(years
        .into_iter()
        .map(|year| {
            let terms = take_of(&mut all_terms, &year.id);
            let no_school_days = take_of(&mut all_days, &year.id);
            SchoolYear { year, terms, no_school_days }
        })
        .collect())
}

/// The current school year with its terms and no-school days, if one is set.
pub fn current(conn: &mut Conn) -> Result<Option<SchoolYear>, StoreError> {
    let year: Option<YearRow> = school_years::table
        .filter(school_years::is_current.eq(true))
        .select(YearRow::as_select())
        .first(conn)
        .optional()?;
    year.map(|year| with_contents(conn, year)).transpose()
}

/// One school year with its terms and no-school days.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<SchoolYear>, StoreError> {
    let year: Option<YearRow> = school_years::table.find(id).select(YearRow::as_select()).first(conn).optional()?;
    year.map(|year| with_contents(conn, year)).transpose()
}

/// The year's days as a range; rows written through this module always have first ≤ last.
pub(crate) fn year_days(year: &YearRow) -> DayRange {
    Period { id: String::new(), name: String::new(), first_day: year.first_day, last_day: year.last_day }.days()
}

fn with_contents(conn: &mut Conn, year: YearRow) -> Result<SchoolYear, StoreError> {
    let terms = load_terms(conn, Some(&year.id))?.into_iter().map(|(_, period)| period).collect();
    let no_school_days = load_no_school_days(conn, Some(&year.id))?.into_iter().map(|(_, period)| period).collect();
    Ok(SchoolYear { year, terms, no_school_days })
}

type PeriodRow = (String, String, String, NaiveDate, NaiveDate);

fn to_period((id, year, name, first_day, last_day): PeriodRow) -> (String, Period) {
    (year, Period { id, name, first_day, last_day })
}

fn load_terms(conn: &mut Conn, year: Option<&str>) -> Result<Vec<(String, Period)>, StoreError> {
    let mut query = terms::table
        .select((terms::id, terms::school_year_id, terms::name, terms::first_day, terms::last_day))
        .order((terms::first_day.asc(), terms::name.asc()))
        .into_boxed();
    if let Some(year) = year {
        query = query.filter(terms::school_year_id.eq(year.to_owned()));
    }
    Ok(query.load::<PeriodRow>(conn)?.into_iter().map(to_period).collect())
}

fn load_no_school_days(conn: &mut Conn, year: Option<&str>) -> Result<Vec<(String, Period)>, StoreError> {
    let mut query = no_school_days::table
        .select((
            no_school_days::id,
            no_school_days::school_year_id,
            no_school_days::name,
            no_school_days::first_day,
            no_school_days::last_day,
        ))
        .order((no_school_days::first_day.asc(), no_school_days::name.asc()))
        .into_boxed();
    if let Some(year) = year {
        query = query.filter(no_school_days::school_year_id.eq(year.to_owned()));
    }
    Ok(query.load::<PeriodRow>(conn)?.into_iter().map(to_period).collect())
}

/// Takes the periods of one year out of a list of every year's, keeping their order.
fn take_of(all: &mut Vec<(String, Period)>, year: &str) -> Vec<Period> {
    let (theirs, rest): (Vec<_>, Vec<_>) = std::mem::take(all).into_iter().partition(|(of, _)| of == year);
    *all = rest;
    theirs.into_iter().map(|(_, period)| period).collect()
}

/// True when `taken` holds `name`, letter case aside (names differing only in case would read
/// as the same on a calendar).
pub(crate) fn name_taken<'a>(name: &str, taken: impl IntoIterator<Item = &'a str>) -> bool {
    let name = name.to_lowercase();
    taken.into_iter().any(|other| other.to_lowercase() == name)
}
