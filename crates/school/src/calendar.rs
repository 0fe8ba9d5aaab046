//! The school calendar changed by an administrator: school years made, changed, deleted or
//! made current; their terms and no-school days added, changed or deleted. Each change writes
//! its audit entry, with the names and days it concerns, in the same transaction; a broken
//! rule is refused in the School year screen's words.

use lyceum_domain::{DayRange, Role};
use lyceum_persistence::school_years::periods::{self, Changed};
use lyceum_persistence::school_years::{years, CalendarError, SchoolYear};
use lyceum_persistence::{calendar_feeds, Conn, StoreError};

use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// The kinds of record these changes write to the audit log.
const YEAR: &str = "school_year";
const TERM: &str = "term";
const NO_SCHOOL_DAY: &str = "no_school_day";

/// The refusal of an unknown `what`.
pub fn missing(what: &str) -> Refusal {
    Refusal::NotFound(format!("This {what} does not exist."))
}

/// A refused change in the screen's words.
fn refused(error: CalendarError) -> Refusal {
    match error {
        CalendarError::Missing(what) => missing(what),
        CalendarError::Invalid(errors) => errors.into(),
        CalendarError::NameTaken => Refusal::conflict("name", "This name is already used here; choose another."),
        CalendarError::CurrentYear => Refusal::Conflict {
            message: "This is the current school year: make another year current before deleting it.".into(),
            field: None,
        },
        CalendarError::HasFees => Refusal::Conflict {
            message:
                "This school year has fees posted to learners' accounts: its records are kept, so it cannot be deleted."
                    .into(),
            field: None,
        },
        CalendarError::Store(store) => store.into(),
    }
}

fn year_detail(year: &SchoolYear) -> String {
    format!("{} ({})", year.year.name, year.days())
}

/// Makes `change` and writes the entry `entry` makes of its outcome, in one transaction.
fn change<T>(
    conn: &mut Conn,
    change: impl FnOnce(&mut Conn) -> Result<T, CalendarError>,
    entry: impl FnOnce(&T) -> Entry,
) -> Result<T, Refusal> {
    audited(conn, |conn| {
        let done = change(conn).map_err(refused)?;
        let written = entry(&done);
        Ok((done, vec![written]))
    })
}

/// A new school year, current when it is the first.
pub fn create_year(conn: &mut Conn, actor: &Actor, name: &str, days: DayRange) -> Result<SchoolYear, Refusal> {
    change(
        conn,
        |conn| years::create(conn, name, days),
        |year| Entry::by(actor.clone(), "school year created").on(YEAR, year.year.id.clone()).detail(year_detail(year)),
    )
}

/// The year `id` renamed or moved; answers it before and after.
pub fn update_year(
    conn: &mut Conn,
    actor: &Actor,
    id: &str,
    name: &str,
    days: DayRange,
) -> Result<(SchoolYear, SchoolYear), Refusal> {
    change(
        conn,
        |conn| years::update(conn, id, name, days),
        |(before, after)| {
            let detail = format!("{} → {}", year_detail(before), year_detail(after));
            Entry::by(actor.clone(), "school year changed").on(YEAR, after.year.id.clone()).detail(detail)
        },
    )
}

/// Deletes the year `id` with its terms and no-school days.
pub fn delete_year(conn: &mut Conn, actor: &Actor, id: &str) -> Result<SchoolYear, Refusal> {
    change(
        conn,
        |conn| years::delete(conn, id),
        |year| Entry::by(actor.clone(), "school year deleted").on(YEAR, year.year.id.clone()).detail(year_detail(year)),
    )
}

/// Makes the year `id` the current one.
pub fn set_current_year(conn: &mut Conn, actor: &Actor, id: &str) -> Result<SchoolYear, Refusal> {
    change(
        conn,
        |conn| years::set_current(conn, id),
        |year| {
            Entry::by(actor.clone(), "current school year set")
                .on(YEAR, year.year.id.clone())
                .detail(year.year.name.clone())
        },
    )
}

/// Makes `change` of a term or no-school day, audited as `action` on `kind`.
fn period_change(
    conn: &mut Conn,
    actor: &Actor,
    (action, kind): (&str, &str),
    change_period: impl FnOnce(&mut Conn) -> Result<Changed, CalendarError>,
) -> Result<Changed, Refusal> {
    change(conn, change_period, |changed| {
        let detail = format!("{} ({}), {}", changed.period.name, changed.period.days(), changed.year.year.name);
        Entry::by(actor.clone(), action).on(kind, changed.period.id.clone()).detail(detail)
    })
}

/// A term named `name` over `days` in the year `year_id`.
pub fn add_term(conn: &mut Conn, actor: &Actor, year_id: &str, name: &str, days: DayRange) -> Result<Changed, Refusal> {
    period_change(conn, actor, ("term added", TERM), |conn| periods::add_term(conn, year_id, name, days))
}

/// The term `id` renamed or moved.
pub fn update_term(conn: &mut Conn, actor: &Actor, id: &str, name: &str, days: DayRange) -> Result<Changed, Refusal> {
    period_change(conn, actor, ("term changed", TERM), |conn| periods::update_term(conn, id, name, days))
}

/// Deletes the term `id`.
pub fn delete_term(conn: &mut Conn, actor: &Actor, id: &str) -> Result<Changed, Refusal> {
    period_change(conn, actor, ("term deleted", TERM), |conn| periods::delete_term(conn, id))
}

/// A no-school day (or range) named `name` in the year `year_id`.
pub fn add_no_school_day(
    conn: &mut Conn,
    actor: &Actor,
    year_id: &str,
    name: &str,
    days: DayRange,
) -> Result<Changed, Refusal> {
    period_change(conn, actor, ("no-school day added", NO_SCHOOL_DAY), |conn| {
        periods::add_no_school_day(conn, year_id, name, days)
    })
}

/// Deletes the no-school day `id`.
pub fn delete_no_school_day(conn: &mut Conn, actor: &Actor, id: &str) -> Result<Changed, Refusal> {
    period_change(conn, actor, ("no-school day deleted", NO_SCHOOL_DAY), |conn| periods::delete_no_school_day(conn, id))
}

/// A new calendar link for the account `account_id` (its old one stops working); answers the
/// link's token.
pub fn renew_feed(conn: &mut Conn, actor: &Actor, account_id: &str, role: Role) -> Result<String, StoreError> {
    audited(conn, |conn| {
        let token = calendar_feeds::renew(conn, account_id, role)?;
        let entry = Entry::by(actor.clone(), "update").on_kind("calendar feed").detail("made a new calendar link");
        Ok((token, vec![entry]))
    })
}
