//! A school year's months and a student's days in each, as the report card counts them: the
//! school days of the month (Monday to Friday outside the no-school days, and any day a
//! register of the section was taken), the days present (present or late) and absent (absent or excused) by the day rule
//! of the attendance reports; a day without a register counts neither way.

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};
use lyceum_domain::attendance::Code;

use crate::attendance::reports::span::calendar_of;
use crate::school_years::SchoolYear;

/// One month of a student's year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonthDays {
    /// The month's first day.
    pub month: NaiveDate,
    /// The month's school days.
    pub school_days: u32,
    /// Days present or late.
    pub present: u32,
    /// Days absent or excused.
    pub absent: u32,
}

/// The months of a year with their school days.
#[derive(Debug, Clone)]
pub struct YearMonths {
    months: Vec<(NaiveDate, u32)>,
}

/// The first day of `day`'s month.
fn month_of(day: NaiveDate) -> NaiveDate {
    day.with_day(1).unwrap_or(day)
}

impl YearMonths {
    /// The months of `year`, each with its school days, counting the days of `register_days`
    /// (the section's, earliest first) that the calendar has as no school.
    pub fn new(year: &SchoolYear, register_days: &[NaiveDate]) -> YearMonths {
        let days = year.days();
        let calendar = calendar_of(Some(year));
        let mut counts: BTreeMap<NaiveDate, u32> = BTreeMap::new();
        for day in days.first().iter_days().take_while(|day| *day <= days.last()) {
            let count = counts.entry(month_of(day)).or_default();
            if calendar.is_school_day(day) || register_days.binary_search(&day).is_ok() {
                *count += 1;
            }
        }
        YearMonths { months: counts.into_iter().collect() }
    }

    /// The school days of the month that begins on `month` (none outside the year).
    pub fn school_days_of(&self, month: NaiveDate) -> u32 {
        self.months.iter().find(|(first, _)| *first == month_of(month)).map_or(0, |(_, days)| *days)
    }

    /// A student's months from their mark of each day a register was taken.
    pub fn student(&self, marks: &BTreeMap<NaiveDate, Code>) -> Vec<MonthDays> {
        let mut months: Vec<MonthDays> = self
            .months
            .iter()
            .map(|&(month, school_days)| MonthDays { month, school_days, present: 0, absent: 0 })
            .collect();
        for (day, code) in marks {
            let month = month_of(*day);
            let Ok(at) = months.binary_search_by_key(&month, |days| days.month) else { continue };
            match code {
                Code::Present | Code::Late => months[at].present += 1,
                Code::Absent | Code::Excused => months[at].absent += 1,
            }
        }
        months
    }
}
