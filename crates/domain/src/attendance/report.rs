//! The rules of the attendance reports: a student's mark for a day from the registers taken
//! that day, which days are school days, the span a report covers (a term so far), the
//! percentages the reports show, the month a grid is asked for, the range an export may cover,
//! and how a spreadsheet writes a mark.

use chrono::{Datelike, Days, NaiveDate};

use crate::attendance::{Code, Counts};
use crate::calendar::{self, parse_day, DayRange};
use crate::error::{FieldErrors, ValidationError};

/// A student's mark for a day. `daily` is their mark in the section's daily register when it
/// was taken that day (present when it holds none); `lessons` their marks in the lesson
/// registers taken that day. The daily register decides when there is one; otherwise absent
/// when absent or excused in every lesson and absent in at least one, excused when excused in
/// every lesson, late when late in any or absent in some but not all, else present. None when
/// no register was taken.
pub fn day_mark(daily: Option<Code>, lessons: &[Code]) -> Option<Code> {
    if let Some(code) = daily {
        return Some(code);
    }
    if lessons.is_empty() {
        return None;
    }
    let away = |code: &Code| matches!(code, Code::Absent | Code::Excused);
    let absent = lessons.contains(&Code::Absent);
    Some(if lessons.iter().all(away) && absent {
        Code::Absent
    } else if lessons.iter().all(|code| *code == Code::Excused) {
        Code::Excused
    } else if absent || lessons.contains(&Code::Late) {
        Code::Late
    } else {
        Code::Present
    })
}

/// How many of `marks` (a student's days, or a day's students) were present, late, absent and
/// excused; days without a mark are not counted.
pub fn tally(marks: impl IntoIterator<Item = Option<Code>>) -> Counts {
    let mut counts = Counts::default();
    for code in marks.into_iter().flatten() {
        *match code {
            Code::Present => &mut counts.present,
            Code::Late => &mut counts.late,
            Code::Absent => &mut counts.absent,
            Code::Excused => &mut counts.excused,
        } += 1;
    }
    counts
}

/// The letter a spreadsheet of marks writes for a code: `P`, `L`, `A` or `E`.
pub fn letter(code: Code) -> &'static str {
    match code {
        Code::Present => "P",
        Code::Late => "L",
        Code::Absent => "A",
        Code::Excused => "E",
    }
}

/// A share in percent with one decimal, kept as whole tenths so that reports never drift.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Percent {
    tenths: u64,
}

impl Percent {
    /// `part` of `whole`, rounded half up to a tenth; none when `whole` is 0.
    pub fn of(part: u32, whole: u32) -> Option<Percent> {
        let (part, whole) = (u64::from(part), u64::from(whole));
        (whole > 0).then(|| Percent { tenths: (part * 2000 + whole) / (2 * whole) })
    }

    /// A whole percentage, such as the chronic-absence setting.
    pub fn whole(percent: u8) -> Percent {
        Percent { tenths: u64::from(percent) * 10 }
    }

    /// The share as a number with one decimal, as the JSON answers write it.
    pub fn as_f64(self) -> f64 {
        // Exact: a count of tenths stays far below 2^53.
        self.tenths as f64 / 10.0
    }

    /// The fewest of `whole` that reach this share once rounded ([`Percent::of`] of it is at
    /// least this); `u32::MAX` when no part does (a `whole` of 0).
    pub fn least_part_of(self, whole: u32) -> u32 {
        if whole == 0 {
            return u32::MAX;
        }
        // (part * 2000 + whole) / (2 * whole) >= tenths  <=>  part * 2000 >= whole * (2 * tenths - 1)
        let needed = u64::from(whole) * (2 * self.tenths).saturating_sub(1);
        u32::try_from(needed.div_ceil(2000)).unwrap_or(u32::MAX)
    }
}

impl std::fmt::Display for Percent {
    /// `12.5`, `10.0`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.tenths / 10, self.tenths % 10)
    }
}

/// Which days are school days: Monday to Friday, inside the school year and outside its
/// no-school days; with no school year, every Monday to Friday.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SchoolCalendar {
    year: Option<DayRange>,
    breaks: Vec<DayRange>,
}

impl SchoolCalendar {
    /// The calendar of a school year with its no-school days, or of no year at all.
    pub fn new(year: Option<DayRange>, breaks: Vec<DayRange>) -> SchoolCalendar {
        SchoolCalendar { year, breaks }
    }

    /// True when `day` is a school day.
    pub fn is_school_day(&self, day: NaiveDate) -> bool {
        let weekday = !matches!(day.weekday(), chrono::Weekday::Sat | chrono::Weekday::Sun);
        weekday && self.year.as_ref().is_none_or(|year| calendar::is_school_day(year, &self.breaks, day))
    }

    /// The school days of `days`, earliest first.
    pub fn school_days(&self, days: DayRange) -> Vec<NaiveDate> {
        days.first().iter_days().take_while(|day| *day <= days.last()).filter(|day| self.is_school_day(*day)).collect()
    }
}

/// The term a report covers when none is asked for: the one holding `today`, else the latest
/// that has started; none when no term has started (the report covers the whole year).
pub fn default_term(terms: &[DayRange], today: NaiveDate) -> Option<usize> {
    terms.iter().position(|term| term.contains(today)).or_else(|| {
        terms
            .iter()
            .enumerate()
            .filter(|(_, term)| term.first() <= today)
            .max_by_key(|(_, term)| term.first())
            .map(|(at, _)| at)
    })
}

/// The days of `days` so far: up to `today` included; none before they start.
pub fn so_far(days: DayRange, today: NaiveDate) -> Option<DayRange> {
    DayRange::new(days.first(), days.last().min(today))
}

/// Monday as `Mon`, and so on: how a grid heads its days.
pub fn short_weekday(day: NaiveDate) -> &'static str {
    match day.weekday() {
        chrono::Weekday::Mon => "Mon",
        chrono::Weekday::Tue => "Tue",
        chrono::Weekday::Wed => "Wed",
        chrono::Weekday::Thu => "Thu",
        chrono::Weekday::Fri => "Fri",
        chrono::Weekday::Sat => "Sat",
        chrono::Weekday::Sun => "Sun",
    }
}

/// The field a month grid is asked for by.
pub const MONTH: &str = "month";

/// A calendar month, as a grid is asked for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Month {
    first: NaiveDate,
}

impl Month {
    /// A month written strictly `YYYY-MM`; 400 on [`MONTH`] otherwise.
    pub fn parse(raw: Option<&str>) -> Result<Month, ValidationError> {
        let refuse = || ValidationError::new(MONTH, "Enter a month as YYYY-MM.");
        let raw = raw.map(str::trim).unwrap_or_default();
        let shaped = raw.len() == 7
            && raw.bytes().enumerate().all(|(at, byte)| if at == 4 { byte == b'-' } else { byte.is_ascii_digit() });
        if !shaped {
            return Err(refuse());
        }
        let (year, month) =
            (raw[..4].parse::<i32>().map_err(|_| refuse())?, raw[5..].parse::<u32>().map_err(|_| refuse())?);
        NaiveDate::from_ymd_opt(year, month, 1).map(|first| Month { first }).ok_or_else(refuse)
    }

    /// Its days, the first to the last.
    pub fn days(&self) -> DayRange {
        let next = self.first.checked_add_months(chrono::Months::new(1)).unwrap_or(NaiveDate::MAX);
        let last = next.checked_sub_days(Days::new(1)).unwrap_or(self.first);
        DayRange::new(self.first, last).unwrap_or_else(|| DayRange::new(self.first, self.first).expect("one day"))
    }
}

impl std::fmt::Display for Month {
    /// `2026-11`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.first.format("%Y-%m"))
    }
}

/// The most days one export covers.
pub const EXPORT_DAYS_MAX: i64 = 366;

/// The days an export covers, from its `from` and `to`: both real days written `YYYY-MM-DD`,
/// `to` not before `from` and at most [`EXPORT_DAYS_MAX`] days in all; each broken rule on its
/// field.
pub fn export_days(from: &str, to: &str) -> Result<DayRange, FieldErrors> {
    let mut errors = FieldErrors::new();
    let first = errors.check(parse_day("from", from));
    let last = errors.check(parse_day("to", to));
    let (Some(first), Some(last)) = (first, last) else { return Err(errors) };
    let days = DayRange::new(first, last)
        .ok_or_else(|| ValidationError::new("to", "The last day cannot be before the first day."))?;
    if (last - first).num_days() + 1 > EXPORT_DAYS_MAX {
        return Err(ValidationError::new("to", "Choose at most 366 days.").into());
    }
    Ok(days)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Code::{Absent as A, Excused as E, Late as L, Present as P};

    fn day(raw: &str) -> NaiveDate {
        parse_day("day", raw).unwrap()
    }

    fn range(first: &str, last: &str) -> DayRange {
        DayRange::new(day(first), day(last)).unwrap()
    }

    #[test]
    fn the_daily_register_decides_the_day_when_it_was_taken() {
        assert_eq!(day_mark(Some(P), &[A, A]), Some(P));
        assert_eq!(day_mark(Some(E), &[]), Some(E));
        assert_eq!(day_mark(None, &[]), None, "no register taken");
    }

    #[test]
    fn without_a_daily_register_the_lessons_decide() {
        assert_eq!(day_mark(None, &[A, A]), Some(A));
        assert_eq!(day_mark(None, &[A, E]), Some(A), "away all day, absent once");
        assert_eq!(day_mark(None, &[E, E]), Some(E));
        assert_eq!(day_mark(None, &[E]), Some(E));
        assert_eq!(day_mark(None, &[A, P]), Some(L), "absent from some lessons only");
        assert_eq!(day_mark(None, &[P, L, P]), Some(L));
        assert_eq!(day_mark(None, &[E, P]), Some(P), "excused from one lesson, there for the rest");
        assert_eq!(day_mark(None, &[P, P]), Some(P));
        assert_eq!(day_mark(None, &[L, E]), Some(L));
    }

    #[test]
    fn a_tally_counts_marked_days_only() {
        let counts = tally([Some(P), Some(L), None, Some(A), Some(A), Some(E)]);
        assert_eq!(counts, Counts { present: 1, late: 1, absent: 2, excused: 1 });
        assert_eq!(letter(A), "A");
    }

    #[test]
    fn percentages_round_half_up_to_a_tenth() {
        assert_eq!(Percent::of(1, 3).unwrap().to_string(), "33.3");
        assert_eq!(Percent::of(2, 3).unwrap().to_string(), "66.7");
        assert_eq!(Percent::of(1, 8).unwrap().to_string(), "12.5");
        assert_eq!(Percent::of(1, 16).unwrap().to_string(), "6.3", "6.25 rounds up");
        assert_eq!(Percent::of(5, 5).unwrap().as_f64(), 100.0);
        assert_eq!(Percent::of(0, 5).unwrap().as_f64(), 0.0);
        assert_eq!(Percent::of(1, 0), None);
        assert_eq!(Percent::of(1, 3).unwrap().as_f64(), 33.3);
    }

    #[test]
    fn the_least_part_reaching_a_share_agrees_with_the_rounding() {
        for whole in 1..=120 {
            for threshold in [1u8, 10, 15, 33, 50, 99, 100] {
                let least = Percent::whole(threshold).least_part_of(whole);
                let reaches = |part: u32| Percent::of(part, whole).unwrap() >= Percent::whole(threshold);
                assert!(least == u32::MAX || reaches(least), "{whole} {threshold}");
                assert!(least == 0 || !reaches(least - 1), "{whole} {threshold}");
            }
        }
        assert_eq!(Percent::whole(10).least_part_of(0), u32::MAX);
        // 9.95 % shows as 10.0 %, so it counts.
        assert_eq!(Percent::whole(10).least_part_of(201), 20);
    }

    #[test]
    fn school_days_are_weekdays_of_the_year_outside_its_breaks() {
        let calendar =
            SchoolCalendar::new(Some(range("2026-11-02", "2026-11-30")), vec![range("2026-11-30", "2026-11-30")]);
        // 2026-11-02 is a Monday.
        let days = calendar.school_days(range("2026-10-30", "2026-11-09"));
        assert_eq!(days, ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-09"].map(day));
        assert!(!calendar.is_school_day(day("2026-11-30")), "a holiday");
        assert!(!calendar.is_school_day(day("2026-11-07")), "a Saturday");
        let no_year = SchoolCalendar::default();
        assert!(no_year.is_school_day(day("2025-01-06")) && !no_year.is_school_day(day("2025-01-05")));
    }

    #[test]
    fn the_default_term_holds_today_or_else_started_last() {
        let terms =
            [range("2026-06-01", "2026-08-15"), range("2026-08-20", "2026-10-31"), range("2026-11-02", "2027-01-20")];
        assert_eq!(default_term(&terms, day("2026-09-01")), Some(1));
        assert_eq!(default_term(&terms, day("2026-08-17")), Some(0), "between terms: the one that ended");
        assert_eq!(default_term(&terms, day("2027-03-01")), Some(2));
        assert_eq!(default_term(&terms, day("2026-05-01")), None, "none started yet");
        assert_eq!(default_term(&[], day("2026-05-01")), None);
    }

    #[test]
    fn so_far_ends_today_and_is_nothing_before_the_start() {
        let term = range("2026-11-02", "2027-01-20");
        assert_eq!(so_far(term, day("2026-11-10")), Some(range("2026-11-02", "2026-11-10")));
        assert_eq!(so_far(term, day("2027-02-10")), Some(term));
        assert_eq!(so_far(term, day("2026-11-01")), None);
        assert_eq!(short_weekday(day("2026-11-02")), "Mon");
    }

    #[test]
    fn months_are_strictly_year_dash_month() {
        let november = Month::parse(Some("2026-11")).unwrap();
        assert_eq!((november.to_string(), november.days()), ("2026-11".to_owned(), range("2026-11-01", "2026-11-30")));
        assert_eq!(Month::parse(Some(" 2028-02 ")).unwrap().days().last(), day("2028-02-29"));
        assert_eq!(Month::parse(Some("2026-12")).unwrap().days().last(), day("2026-12-31"));
        for bad in [
            None,
            Some(""),
            Some("2026-13"),
            Some("2026-00"),
            Some("2026-1"),
            Some("11-2026"),
            Some("2026/11"),
            Some("2026-11-01"),
            Some("+026-11"),
        ] {
            let error = Month::parse(bad).unwrap_err();
            assert_eq!((error.field, error.message.as_str()), (MONTH, "Enter a month as YYYY-MM."), "{bad:?}");
        }
    }

    #[test]
    fn an_export_covers_at_most_366_days_forward() {
        assert_eq!(export_days("2026-01-01", "2026-12-31").unwrap(), range("2026-01-01", "2026-12-31"));
        assert_eq!(export_days("2028-01-01", "2028-12-31").unwrap().last(), day("2028-12-31"), "a leap year's 366");
        let long = export_days("2026-01-01", "2027-01-02").unwrap_err();
        assert_eq!(long.fields()["to"], "Choose at most 366 days.");
        let backwards = export_days("2026-02-02", "2026-02-01").unwrap_err();
        assert_eq!(backwards.fields()["to"], "The last day cannot be before the first day.");
        let malformed = export_days("2026-02-30", "nope").unwrap_err();
        assert_eq!(malformed.fields().len(), 2);
        assert!(malformed.fields().contains_key("from") && malformed.fields().contains_key("to"));
    }
}
