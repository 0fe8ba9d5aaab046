//! The demo school's calendar: one school year around a given day on the Philippine calendar
//! (the first Monday of June to the next March 31), four quarters and a few holidays.

use chrono::{Datelike, Days, NaiveDate, Weekday};
use lyceum_domain::DayRange;

use crate::db::{transaction, Conn};
use crate::school_years::{list, periods, years, CalendarError, SchoolYear};

/// The school year holding `today`, or the one starting this June when `today` is in the
/// April–May break: from the first Monday of June to the next March 31.
pub fn demo_year_days(today: NaiveDate) -> DayRange {
    let start_year = if today.month() >= 4 { today.year() } else { today.year() - 1 };
    let june = NaiveDate::from_ymd_opt(start_year, 6, 1).expect("June 1 exists");
    let offset = (7 + Weekday::Mon.num_days_from_monday() - june.weekday().num_days_from_monday()) % 7;
    let first = june + Days::new(u64::from(offset));
    let last = NaiveDate::from_ymd_opt(start_year + 1, 3, 31).expect("March 31 exists");
    DayRange::new(first, last).expect("June comes before the next March")
}

/// Makes the demo school year around `today` the current one, with "First Quarter" …
/// "Fourth Quarter" splitting it evenly and a few holidays; a year of that name already there
/// is made current and left as it is.
pub fn seed_demo_year(conn: &mut Conn, today: NaiveDate) -> Result<SchoolYear, CalendarError> {
    let days = demo_year_days(today);
    let name = format!("{}–{}", days.first().year(), days.last().year());
    transaction(conn, |conn| {
        if let Some(existing) = list(conn)?.into_iter().find(|year| year.year.name == name) {
            return years::set_current(conn, &existing.year.id);
        }
        let year = years::create(conn, &name, days)?;
        let id = year.year.id.clone();
        let length = (days.last() - days.first()).num_days() + 1;
        let mut start = days.first();
        for (quarter, name) in ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"].iter().enumerate()
        {
            let end = if quarter == 3 {
                days.last()
            } else {
                days.first() + Days::new(((quarter as i64 + 1) * length / 4 - 1) as u64)
            };
            periods::add_term(conn, &id, name, DayRange::new(start, end).expect("quarters run forward"))?;
            start = end + Days::new(1);
        }
        let (y0, y1) = (days.first().year(), days.last().year());
        let day = |year, month, day| NaiveDate::from_ymd_opt(year, month, day).expect("a real holiday");
        for (name, first, last) in [
            ("Independence Day", day(y0, 6, 12), day(y0, 6, 12)),
            ("National Heroes Day", day(y0, 8, 31), day(y0, 8, 31)),
            ("All Saints' Day", day(y0, 11, 1), day(y0, 11, 1)),
            ("Bonifacio Day", day(y0, 11, 30), day(y0, 11, 30)),
            ("Christmas break", day(y0, 12, 20), day(y1, 1, 3)),
        ] {
            periods::add_no_school_day(conn, &id, name, DayRange::new(first, last).expect("a forward range"))?;
        }
        years::set_current(conn, &id)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(raw: &str) -> NaiveDate {
        NaiveDate::parse_from_str(raw, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn the_demo_year_runs_from_the_first_monday_of_june_to_march_31() {
        let year = demo_year_days(day("2026-11-25"));
        assert_eq!((year.first(), year.last()), (day("2026-06-01"), day("2027-03-31")));
        // January to March belong to the year that began the June before.
        assert_eq!(demo_year_days(day("2027-02-10")).first(), day("2026-06-01"));
        // April and May look ahead to the year starting in June; 2027-06-01 is a Tuesday.
        assert_eq!(demo_year_days(day("2027-04-15")).first(), day("2027-06-07"));
        assert_eq!(demo_year_days(day("2027-06-07")).last(), day("2028-03-31"));
    }
}
