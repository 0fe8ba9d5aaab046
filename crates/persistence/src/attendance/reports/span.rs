//! The days a report covers: a term (the one asked for, else the current year's term holding
//! today, else its latest term that has started) or the whole current year, so far; with no
//! school year at all, every day since the first register was taken. With them, the calendar
//! that says which of those days are school days.

use chrono::NaiveDate;
use diesel::dsl::min;
use diesel::prelude::*;
use lyceum_domain::attendance::report::{default_term, so_far, SchoolCalendar};
use lyceum_domain::DayRange;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{registers, terms};
use crate::school_years::{find, Period, SchoolYear};

/// What a report covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    /// The term; none for the whole current year, or when there is no school year.
    pub term: Option<Period>,
    /// Its days so far (up to today); none before its first day.
    pub days: Option<DayRange>,
    /// Which days are school days.
    pub calendar: SchoolCalendar,
}

impl Span {
    /// The school days of the span so far, earliest first.
    pub fn school_days(&self) -> Vec<NaiveDate> {
        self.days.map(|days| self.calendar.school_days(days)).unwrap_or_default()
    }
}

/// The calendar of a school year (Monday to Friday outside its no-school days), or of every
/// Monday to Friday when there is none.
pub fn calendar_of(year: Option<&SchoolYear>) -> SchoolCalendar {
    match year {
        Some(year) => SchoolCalendar::new(Some(year.days()), year.no_school_days.iter().map(Period::days).collect()),
        None => SchoolCalendar::default(),
    }
}

/// The span of the term `term_id` (of whichever year it belongs to), or by default of the
/// `current` year, up to `today`; `None` when no term has the id.
pub fn resolve(
    conn: &mut Conn,
    term_id: Option<&str>,
    current: Option<&SchoolYear>,
    today: NaiveDate,
) -> Result<Option<Span>, StoreError> {
    if let Some(term_id) = term_id {
        let year_id: Option<String> =
            terms::table.find(term_id).select(terms::school_year_id).first(conn).optional()?;
        let Some(year_id) = year_id else { return Ok(None) };
        let year = match current.filter(|year| year.year.id == year_id) {
            Some(year) => Some(year.clone()),
            None => find(conn, &year_id)?,
        };
        let Some(year) = year else { return Ok(None) };
        let Some(term) = year.terms.iter().find(|term| term.id == term_id).cloned() else { return Ok(None) };
        let days = so_far(term.days(), today);
        return Ok(Some(Span { term: Some(term), days, calendar: calendar_of(Some(&year)) }));
    }
    let Some(year) = current else {
        // No calendar: every weekday since the school's first register.
        let first: Option<NaiveDate> = registers::table.select(min(registers::day)).first(conn)?;
        let days = first.and_then(|first| DayRange::new(first, today));
        return Ok(Some(Span { term: None, days, calendar: calendar_of(None) }));
    };
    let ranges: Vec<DayRange> = year.terms.iter().map(Period::days).collect();
    let term = default_term(&ranges, today).and_then(|at| year.terms.get(at)).cloned();
    let days = so_far(term.as_ref().map_or_else(|| year.days(), Period::days), today);
    Ok(Some(Span { term, days, calendar: calendar_of(Some(year)) }))
}
