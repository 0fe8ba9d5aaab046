//! Terms and no-school days: added, changed (terms) and deleted, each inside its year, terms
//! never overlapping one another, names unique within the year.

use diesel::prelude::*;
use lyceum_domain::calendar::{check_inside_year, check_no_overlap};
use lyceum_domain::DayRange;

use crate::db::{transaction, Conn};
use crate::schema::{no_school_days, terms};
use crate::school_years::{find, name_taken, CalendarError, Period, SchoolYear};
use crate::values::new_id;

/// A term or a no-school day, with the year it belongs to as it is after the change.
#[derive(Debug, Clone)]
pub struct Changed {
    /// The term or day, as it is now (or was, when deleted).
    pub period: Period,
    /// Its year, with the change applied.
    pub year: SchoolYear,
}

/// Adds a term to a year: inside it, overlapping none of its other terms, its name unused there.
pub fn add_term(conn: &mut Conn, year_id: &str, name: &str, days: DayRange) -> Result<Changed, CalendarError> {
    transaction(conn, |conn| {
        let year = find(conn, year_id)?.ok_or(CalendarError::Missing("school year"))?;
        check_term(&year, None, name, &days)?;
        let period = Period { id: new_id(), name: name.to_owned(), first_day: days.first(), last_day: days.last() };
        diesel::insert_into(terms::table)
            .values((
                terms::id.eq(&period.id),
                terms::school_year_id.eq(year_id),
                terms::name.eq(name),
                terms::first_day.eq(days.first()),
                terms::last_day.eq(days.last()),
            ))
            .execute(conn)?;
        with_year(conn, year_id, period)
    })
}

/// Renames a term and changes its dates, under the same rules as [`add_term`].
pub fn update_term(conn: &mut Conn, id: &str, name: &str, days: DayRange) -> Result<Changed, CalendarError> {
    transaction(conn, |conn| {
        let year_id = year_of_term(conn, id)?;
        let year = find(conn, &year_id)?.ok_or(CalendarError::Missing("term"))?;
        check_term(&year, Some(id), name, &days)?;
        diesel::update(terms::table.find(id))
            .set((terms::name.eq(name), terms::first_day.eq(days.first()), terms::last_day.eq(days.last())))
            .execute(conn)?;
        let period =
            Period { id: id.to_owned(), name: name.to_owned(), first_day: days.first(), last_day: days.last() };
        with_year(conn, &year_id, period)
    })
}

/// Deletes a term.
pub fn delete_term(conn: &mut Conn, id: &str) -> Result<Changed, CalendarError> {
    transaction(conn, |conn| {
        let year_id = year_of_term(conn, id)?;
        let year = find(conn, &year_id)?.ok_or(CalendarError::Missing("term"))?;
        let period = year.terms.iter().find(|term| term.id == id).cloned().ok_or(CalendarError::Missing("term"))?;
        diesel::delete(terms::table.find(id)).execute(conn)?;
        with_year(conn, &year_id, period)
    })
}

/// Adds a no-school day (or range) to a year: inside it, its name unused there. No-school days
/// may overlap one another, as a holiday may fall inside a break.
pub fn add_no_school_day(conn: &mut Conn, year_id: &str, name: &str, days: DayRange) -> Result<Changed, CalendarError> {
    transaction(conn, |conn| {
        let year = find(conn, year_id)?.ok_or(CalendarError::Missing("school year"))?;
        if name_taken(name, year.no_school_days.iter().map(|day| day.name.as_str())) {
            return Err(CalendarError::NameTaken);
        }
        check_inside_year(&year.days(), &days, "no-school day")?;
        let period = Period { id: new_id(), name: name.to_owned(), first_day: days.first(), last_day: days.last() };
        diesel::insert_into(no_school_days::table)
            .values((
                no_school_days::id.eq(&period.id),
                no_school_days::school_year_id.eq(year_id),
                no_school_days::name.eq(name),
                no_school_days::first_day.eq(days.first()),
                no_school_days::last_day.eq(days.last()),
            ))
            .execute(conn)?;
        with_year(conn, year_id, period)
    })
}

/// Deletes a no-school day.
pub fn delete_no_school_day(conn: &mut Conn, id: &str) -> Result<Changed, CalendarError> {
    transaction(conn, |conn| {
        let year_id: String = no_school_days::table
            .find(id)
            .select(no_school_days::school_year_id)
            .first(conn)
            .optional()?
            .ok_or(CalendarError::Missing("no-school day"))?;
        let year = find(conn, &year_id)?.ok_or(CalendarError::Missing("no-school day"))?;
        let period = year
            .no_school_days
            .iter()
            .find(|day| day.id == id)
            .cloned()
            .ok_or(CalendarError::Missing("no-school day"))?;
        diesel::delete(no_school_days::table.find(id)).execute(conn)?;
        with_year(conn, &year_id, period)
    })
}

/// The name rule and the date rules of a term (`editing`: the term being changed, left out).
fn check_term(year: &SchoolYear, editing: Option<&str>, name: &str, days: &DayRange) -> Result<(), CalendarError> {
    let others: Vec<&Period> = year.terms.iter().filter(|term| Some(term.id.as_str()) != editing).collect();
    if name_taken(name, others.iter().map(|term| term.name.as_str())) {
        return Err(CalendarError::NameTaken);
    }
    check_inside_year(&year.days(), days, "term")?;
    check_no_overlap(days, others.iter().map(|term| (term.name.as_str(), term.days())))?;
    Ok(())
}

fn year_of_term(conn: &mut Conn, id: &str) -> Result<String, CalendarError> {
    terms::table.find(id).select(terms::school_year_id).first(conn).optional()?.ok_or(CalendarError::Missing("term"))
}

fn with_year(conn: &mut Conn, year_id: &str, period: Period) -> Result<Changed, CalendarError> {
    let year = find(conn, year_id)?.ok_or(CalendarError::Missing("school year"))?;
    Ok(Changed { period, year })
}
