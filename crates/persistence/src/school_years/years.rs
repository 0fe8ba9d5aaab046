//! A school year's own writes: creating it (the first year becomes current), changing its
//! name and dates (never leaving a term or no-school day outside), deleting it with its terms
//! and days, and making it the one current year.

use diesel::prelude::*;
use lyceum_domain::calendar::check_year_keeps;
use lyceum_domain::DayRange;

use crate::db::{transaction, Conn};
use crate::learners::enrolments;
use crate::schema::{fee_accounts, no_school_days, school_years, terms};
use crate::school_years::{find, name_taken, CalendarError, SchoolYear, YearRow};
use crate::values::{new_id, now};

/// Creates a school year; the first one made becomes current. `NameTaken` when another year
/// has the name.
pub fn create(conn: &mut Conn, name: &str, days: DayRange) -> Result<SchoolYear, CalendarError> {
    transaction(conn, |conn| {
        let names: Vec<String> = school_years::table.select(school_years::name).load(conn)?;
        if name_taken(name, names.iter().map(String::as_str)) {
            return Err(CalendarError::NameTaken);
        }
        let is_current = names.is_empty();
        let at = now();
        let year = YearRow {
            id: new_id(),
            name: name.to_owned(),
            first_day: days.first(),
            last_day: days.last(),
            is_current,
            created_at: at,
            updated_at: at,
            closed_at: None,
        };
        diesel::insert_into(school_years::table)
            .values((
                school_years::id.eq(&year.id),
                school_years::name.eq(&year.name),
                school_years::first_day.eq(year.first_day),
                school_years::last_day.eq(year.last_day),
                school_years::is_current.eq(is_current),
                school_years::created_at.eq(at),
                school_years::updated_at.eq(at),
            ))
            .execute(conn)?;
        if is_current {
            enrolments::enrol_placed(conn, &year.id, year.first_day)?;
        }
        Ok(SchoolYear { year, terms: Vec::new(), no_school_days: Vec::new() })
    })
}

/// Renames a year and changes its dates; refused when one of its terms or no-school days
/// would fall outside the new dates. Answers the year as it was before and as it is now.
pub fn update(
    conn: &mut Conn,
    id: &str,
    name: &str,
    days: DayRange,
) -> Result<(SchoolYear, SchoolYear), CalendarError> {
    transaction(conn, |conn| {
        let before = find(conn, id)?.ok_or(CalendarError::Missing("school year"))?;
        let names: Vec<String> =
            school_years::table.filter(school_years::id.ne(id)).select(school_years::name).load(conn)?;
        if name_taken(name, names.iter().map(String::as_str)) {
            return Err(CalendarError::NameTaken);
        }
        let contents = before
            .terms
            .iter()
            .map(|term| ("term", term.name.as_str(), term.days()))
            .chain(before.no_school_days.iter().map(|day| ("no-school day", day.name.as_str(), day.days())));
        check_year_keeps(&days, contents)?;
        diesel::update(school_years::table.find(id))
            .set((
                school_years::name.eq(name),
                school_years::first_day.eq(days.first()),
                school_years::last_day.eq(days.last()),
                school_years::updated_at.eq(now()),
            ))
            .execute(conn)?;
        let after = find(conn, id)?.ok_or(CalendarError::Missing("school year"))?;
        Ok((before, after))
    })
}

/// Deletes a year with its terms and no-school days. The current year is refused while other
/// years exist (make another current first); the only year may go. Answers the deleted year.
pub fn delete(conn: &mut Conn, id: &str) -> Result<SchoolYear, CalendarError> {
    transaction(conn, |conn| {
        let year = find(conn, id)?.ok_or(CalendarError::Missing("school year"))?;
        let years: i64 = school_years::table.count().get_result(conn)?;
        if year.year.is_current && years > 1 {
            return Err(CalendarError::CurrentYear);
        }
        if crate::fees::ledger::year_has_entries(conn, id)? {
            return Err(CalendarError::HasFees);
        }
        diesel::delete(fee_accounts::table.filter(fee_accounts::school_year_id.eq(id))).execute(conn)?;
        enrolments::forget_year(conn, id)?;
        diesel::delete(terms::table.filter(terms::school_year_id.eq(id))).execute(conn)?;
        diesel::delete(no_school_days::table.filter(no_school_days::school_year_id.eq(id))).execute(conn)?;
        diesel::delete(school_years::table.find(id)).execute(conn)?;
        Ok(year)
    })
}

/// Makes `id` the one current year, unsetting whichever was. Answers the year.
pub fn set_current(conn: &mut Conn, id: &str) -> Result<SchoolYear, CalendarError> {
    transaction(conn, |conn| {
        find(conn, id)?.ok_or(CalendarError::Missing("school year"))?;
        diesel::update(school_years::table.filter(school_years::is_current.eq(true)).filter(school_years::id.ne(id)))
            .set((school_years::is_current.eq(false), school_years::updated_at.eq(now())))
            .execute(conn)?;
        diesel::update(school_years::table.find(id).filter(school_years::is_current.eq(false)))
            .set((school_years::is_current.eq(true), school_years::updated_at.eq(now())))
            .execute(conn)?;
        let year = find(conn, id)?.ok_or(CalendarError::Missing("school year"))?;
        // Everyone placed is enrolled in the year from its first day (a closed year keeps the
        // learners it had).
        if year.year.closed_at.is_none() {
            enrolments::enrol_placed(conn, id, year.year.first_day)?;
        }
        Ok(year)
    })
}
