//! The school calendar's rules: a school year's dates, its terms (grading periods) and its
//! no-school days, each a named range of whole days. Terms do not overlap and lie inside their
//! year; no-school days lie inside their year and may overlap each other (a holiday inside a
//! break). A school day is a date inside the year and outside every no-school range; weekends
//! are the timetable's business, not this module's.

use chrono::NaiveDate;

use crate::error::{FieldErrors, ValidationError};

/// The longest name of a school year, a term or a no-school day.
pub const NAME_MAX: usize = 100;

/// The field names the calendar's forms use.
pub const FIRST_DAY: &str = "firstDay";
/// See [`FIRST_DAY`].
pub const LAST_DAY: &str = "lastDay";
/// See [`FIRST_DAY`].
pub const NAME: &str = "name";

/// A date as a form sends it, strictly `YYYY-MM-DD` and a real day (no 2026-02-30).
pub fn parse_day(field: &'static str, raw: &str) -> Result<NaiveDate, ValidationError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(ValidationError::new(field, "Enter a date."));
    }
    let shaped = raw.len() == 10
        && raw
            .bytes()
            .enumerate()
            .all(|(at, byte)| if at == 4 || at == 7 { byte == b'-' } else { byte.is_ascii_digit() });
    if !shaped {
        return Err(ValidationError::new(field, "Enter the date as YYYY-MM-DD."));
    }
    NaiveDate::parse_from_str(raw, "%Y-%m-%d").map_err(|_| ValidationError::new(field, "This date does not exist."))
}

/// The name of a school year, a term or a no-school day: required, at most [`NAME_MAX`]
/// characters, inner spaces kept.
pub fn parse_name(raw: &str) -> Result<String, ValidationError> {
    let name = raw.trim();
    if name.is_empty() {
        return Err(ValidationError::new(NAME, "Enter a name."));
    }
    if name.chars().count() > NAME_MAX {
        return Err(ValidationError::new(NAME, format!("Use at most {NAME_MAX} characters.")));
    }
    if name.chars().any(char::is_control) {
        return Err(ValidationError::new(NAME, "Use letters, digits and punctuation only."));
    }
    Ok(name.to_owned())
}

/// A range of whole days, first and last included; first is never after last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayRange {
    first: NaiveDate,
    last: NaiveDate,
}

impl DayRange {
    /// A range from its two days; `None` when the last is before the first.
    pub fn new(first: NaiveDate, last: NaiveDate) -> Option<DayRange> {
        (first <= last).then_some(DayRange { first, last })
    }

    /// A range from a form's `firstDay` and `lastDay`; a blank last day means the first day
    /// only when `last_optional` (a single no-school day). Every broken rule names its field.
    pub fn parse(first: &str, last: &str, last_optional: bool) -> Result<DayRange, FieldErrors> {
        let mut errors = FieldErrors::new();
        let first = errors.check(parse_day(FIRST_DAY, first));
        let last =
            if last_optional && last.trim().is_empty() { first } else { errors.check(parse_day(LAST_DAY, last)) };
        errors.clone().into_result()?;
        let (Some(first), Some(last)) = (first, last) else { return Err(errors) };
        DayRange::new(first, last)
            .ok_or_else(|| ValidationError::new(LAST_DAY, "The last day cannot be before the first day.").into())
    }

    /// The first day.
    pub fn first(&self) -> NaiveDate {
        self.first
    }

    /// The last day.
    pub fn last(&self) -> NaiveDate {
        self.last
    }

    /// True when `day` is inside the range.
    pub fn contains(&self, day: NaiveDate) -> bool {
        self.first <= day && day <= self.last
    }

    /// True when the whole of `other` is inside this range.
    pub fn covers(&self, other: &DayRange) -> bool {
        self.contains(other.first) && self.contains(other.last)
    }

    /// True when the two ranges share at least one day.
    pub fn overlaps(&self, other: &DayRange) -> bool {
        self.first <= other.last && other.first <= self.last
    }
}

impl std::fmt::Display for DayRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.first == self.last {
            write!(f, "{}", self.first)
        } else {
            write!(f, "{} to {}", self.first, self.last)
        }
    }
}

/// Refuses a term or no-school day (`what`, "term" or "no-school day") that is not wholly
/// inside its year, naming the day that falls outside.
pub fn check_inside_year(year: &DayRange, range: &DayRange, what: &str) -> Result<(), FieldErrors> {
    let mut errors = FieldErrors::new();
    if !year.contains(range.first) {
        errors.add(ValidationError::new(FIRST_DAY, format!("The {what} must start inside the school year ({year}).")));
    }
    if !year.contains(range.last) {
        errors.add(ValidationError::new(LAST_DAY, format!("The {what} must end inside the school year ({year}).")));
    }
    errors.into_result()
}

/// Refuses a term whose days overlap another term of the year (`others`: name and dates).
pub fn check_no_overlap<'a>(
    range: &DayRange,
    others: impl IntoIterator<Item = (&'a str, DayRange)>,
) -> Result<(), FieldErrors> {
    for (name, other) in others {
        if range.overlaps(&other) {
            let field = if other.contains(range.first) { FIRST_DAY } else { LAST_DAY };
            return Err(ValidationError::new(field, format!("This overlaps the term “{name}” ({other}).")).into());
        }
    }
    Ok(())
}

/// Refuses new dates for a year that would leave any of its terms or no-school days outside
/// it (`contents`: what kind, name and dates).
pub fn check_year_keeps<'a>(
    year: &DayRange,
    contents: impl IntoIterator<Item = (&'a str, &'a str, DayRange)>,
) -> Result<(), FieldErrors> {
    for (what, name, range) in contents {
        if !year.covers(&range) {
            let field = if year.contains(range.first) { LAST_DAY } else { FIRST_DAY };
            return Err(ValidationError::new(
                field,
                format!("The {what} “{name}” ({range}) would fall outside the school year; change it first."),
            )
            .into());
        }
    }
    Ok(())
}

/// True when `day` is a school day of the year: inside it and outside every no-school range.
/// Weekends are not considered here.
pub fn is_school_day(year: &DayRange, no_school: &[DayRange], day: NaiveDate) -> bool {
    year.contains(day) && !no_school.iter().any(|range| range.contains(day))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(raw: &str) -> NaiveDate {
        parse_day(FIRST_DAY, raw).unwrap()
    }

    fn range(first: &str, last: &str) -> DayRange {
        DayRange::new(day(first), day(last)).unwrap()
    }

    #[test]
    fn a_day_is_strictly_yyyy_mm_dd_and_real() {
        assert_eq!(day("2026-06-01"), NaiveDate::from_ymd_opt(2026, 6, 1).unwrap());
        assert_eq!(parse_day(LAST_DAY, " 2026-06-01 ").unwrap(), day("2026-06-01"));
        let message = |raw| parse_day(FIRST_DAY, raw).unwrap_err().message;
        assert_eq!(message("2026-02-30"), "This date does not exist.");
        assert_eq!(message("2027-02-29"), "This date does not exist.");
        assert_eq!(message(""), "Enter a date.");
        for bad in ["2026-6-1", "01/06/2026", "2026-06-01T00:00", "+2026-06-0", "2026-06-0a"] {
            assert_eq!(message(bad), "Enter the date as YYYY-MM-DD.", "{bad}");
        }
        assert_eq!(parse_day(LAST_DAY, "x").unwrap_err().field, LAST_DAY);
    }

    #[test]
    fn a_range_needs_its_last_day_on_or_after_its_first() {
        let refused = DayRange::parse("2026-06-10", "2026-06-01", false).unwrap_err();
        assert_eq!(refused.fields()[LAST_DAY], "The last day cannot be before the first day.");
        assert!(DayRange::parse("2026-06-01", "2026-06-01", false).is_ok());
        let both = DayRange::parse("2026-02-30", "", false).unwrap_err();
        assert_eq!(both.fields().len(), 2);
    }

    #[test]
    fn a_blank_last_day_is_a_single_day_only_where_allowed() {
        let single = DayRange::parse("2026-11-01", " ", true).unwrap();
        assert_eq!((single.first(), single.last()), (day("2026-11-01"), day("2026-11-01")));
        assert_eq!(single.to_string(), "2026-11-01");
        assert!(DayRange::parse("2026-11-01", "", false).is_err());
    }

    #[test]
    fn names_are_required_and_short() {
        assert_eq!(parse_name("  First Quarter ").unwrap(), "First Quarter");
        assert_eq!(parse_name(" ").unwrap_err().message, "Enter a name.");
        assert!(parse_name(&"x".repeat(NAME_MAX)).is_ok());
        assert_eq!(parse_name(&"x".repeat(NAME_MAX + 1)).unwrap_err().field, NAME);
        assert!(parse_name("a\u{0}b").is_err());
    }

    #[test]
    fn terms_and_days_must_lie_inside_their_year() {
        let year = range("2026-06-01", "2027-03-31");
        assert!(check_inside_year(&year, &range("2026-06-01", "2026-08-14"), "term").is_ok());
        let early = check_inside_year(&year, &range("2026-05-25", "2026-08-14"), "term").unwrap_err();
        assert!(early.fields()[FIRST_DAY].contains("start inside the school year (2026-06-01 to 2027-03-31)"));
        let late = check_inside_year(&year, &range("2027-03-01", "2027-04-02"), "no-school day").unwrap_err();
        assert_eq!(late.fields().keys().copied().collect::<Vec<_>>(), [LAST_DAY]);
    }

    #[test]
    fn terms_may_touch_but_not_overlap() {
        let first = ("First Quarter", range("2026-06-01", "2026-08-14"));
        assert!(check_no_overlap(&range("2026-08-15", "2026-10-30"), [first]).is_ok());
        let refused = check_no_overlap(&range("2026-08-14", "2026-10-30"), [first]).unwrap_err();
        assert_eq!(refused.fields()[FIRST_DAY], "This overlaps the term “First Quarter” (2026-06-01 to 2026-08-14).");
        let around = check_no_overlap(&range("2026-05-01", "2026-09-01"), [first]).unwrap_err();
        assert!(around.fields().contains_key(LAST_DAY));
    }

    #[test]
    fn a_year_cannot_shrink_past_what_it_holds() {
        let quarter = range("2026-06-01", "2026-08-14");
        assert!(check_year_keeps(&range("2026-06-01", "2027-03-31"), [("term", "Q1", quarter)]).is_ok());
        let refused = check_year_keeps(&range("2026-06-02", "2027-03-31"), [("term", "Q1", quarter)]).unwrap_err();
        assert!(refused.fields()[FIRST_DAY].starts_with("The term “Q1” (2026-06-01 to 2026-08-14) would fall outside"));
        let later = check_year_keeps(&range("2026-06-01", "2026-08-01"), [("term", "Q1", quarter)]).unwrap_err();
        assert!(later.fields().contains_key(LAST_DAY));
    }

    #[test]
    fn a_school_day_is_inside_the_year_and_outside_every_break() {
        let year = range("2026-06-01", "2027-03-31");
        let breaks = [range("2026-12-20", "2027-01-03"), range("2026-11-01", "2026-11-01")];
        assert!(is_school_day(&year, &breaks, day("2026-06-01")));
        assert!(is_school_day(&year, &breaks, day("2027-03-31")));
        assert!(is_school_day(&year, &breaks, day("2026-11-02")));
        // Weekends are not this rule's business: 2026-06-06 is a Saturday.
        assert!(is_school_day(&year, &breaks, day("2026-06-06")));
        assert!(!is_school_day(&year, &breaks, day("2026-05-31")));
        assert!(!is_school_day(&year, &breaks, day("2027-04-01")));
        assert!(!is_school_day(&year, &breaks, day("2026-11-01")));
        assert!(!is_school_day(&year, &breaks, day("2026-12-20")));
        assert!(!is_school_day(&year, &breaks, day("2027-01-03")));
    }
}
