//! Weekly schedule entries: a day from Monday to Sunday, and start and end on the hour,
//! written as the forms send them (`08:00 AM`).

use crate::error::{FieldErrors, ValidationError};

/// A day of the school week.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Weekday {
    /// Monday.
    Monday,
    /// Tuesday.
    Tuesday,
    /// Wednesday.
    Wednesday,
    /// Thursday.
    Thursday,
    /// Friday.
    Friday,
    /// Saturday.
    Saturday,
    /// Sunday.
    Sunday,
}

const DAYS: [(Weekday, &str); 7] = [
    (Weekday::Monday, "Monday"),
    (Weekday::Tuesday, "Tuesday"),
    (Weekday::Wednesday, "Wednesday"),
    (Weekday::Thursday, "Thursday"),
    (Weekday::Friday, "Friday"),
    (Weekday::Saturday, "Saturday"),
    (Weekday::Sunday, "Sunday"),
];

impl Weekday {
    /// Reads a day name (any letter case).
    pub fn parse_field(field: &'static str, raw: &str) -> Result<Weekday, ValidationError> {
        let raw = raw.trim();
        DAYS.iter()
            .find(|(_, name)| name.eq_ignore_ascii_case(raw))
            .map(|(day, _)| *day)
            .ok_or_else(|| ValidationError::new(field, "Choose a day from Monday to Sunday."))
    }

    /// The day's name.
    pub fn as_str(self) -> &'static str {
        DAYS.iter().find(|(day, _)| *day == self).map(|(_, name)| *name).unwrap_or("Monday")
    }
}

/// An hour of the day on the twelve-hour clock, `01:00 AM` to `12:00 PM`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockHour {
    /// 0 (midnight) to 23.
    hour24: u8,
}

impl ClockHour {
    /// Reads `HH:00 AM` (the space is optional, letter case free).
    pub fn parse_field(field: &'static str, raw: &str) -> Result<ClockHour, ValidationError> {
        let invalid = || ValidationError::new(field, "Choose an hour from 01:00 to 12:00 with AM or PM.");
        let compact: String = raw.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_uppercase();
        let (time, half) = match compact.len().checked_sub(2) {
            Some(split) if compact.is_char_boundary(split) => compact.split_at(split),
            _ => return Err(invalid()),
        };
        let hour: u8 = match time.split_once(':') {
            Some((hour, "00")) if hour.len() == 2 => hour.parse().map_err(|_| invalid())?,
            _ => return Err(invalid()),
        };
        if !(1..=12).contains(&hour) {
            return Err(invalid());
        }
        let hour24 = match half {
            "AM" => hour % 12,
            "PM" => hour % 12 + 12,
            _ => return Err(invalid()),
        };
        Ok(ClockHour { hour24 })
    }

    /// As stored and shown: `08:00 AM`.
    pub fn to_text(self) -> String {
        let (hour, half) = match self.hour24 {
            0 => (12, "AM"),
            h @ 1..=11 => (h, "AM"),
            12 => (12, "PM"),
            h => (h - 12, "PM"),
        };
        format!("{hour:02}:00 {half}")
    }

    /// Hours since midnight, for ordering.
    pub fn hour24(self) -> u8 {
        self.hour24
    }
}

/// One weekly slot once its rules hold: a day, and an end after the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    /// The day.
    pub day: Weekday,
    /// When it starts.
    pub start: ClockHour,
    /// When it ends (after the start).
    pub end: ClockHour,
}

impl Slot {
    /// Validates the three schedule fields together.
    pub fn parse(day: &str, start: &str, end: &str) -> Result<Slot, FieldErrors> {
        let mut errors = FieldErrors::new();
        let day = errors.check(Weekday::parse_field("day", day));
        let start = errors.check(ClockHour::parse_field("startTime", start));
        let end = errors.check(ClockHour::parse_field("endTime", end));
        if let (Some(start), Some(end)) = (start, end) {
            if end.hour24 <= start.hour24 {
                errors.add(ValidationError::new("endTime", "The end time must be after the start time."));
            }
        }
        match (day, start, end) {
            (Some(day), Some(start), Some(end)) if errors.is_empty() => Ok(Slot { day, start, end }),
            _ => Err(errors),
        }
    }

    /// Reads a stored slot (day name and `HH:00 AM` texts), if it is well formed.
    pub fn from_stored(day: &str, start: &str, end: &str) -> Option<Slot> {
        Slot::parse(day, start, end).ok()
    }

    /// True when both slots are on the same day and their hours overlap.
    pub fn overlaps(&self, other: &Slot) -> bool {
        self.day == other.day && self.start.hour24 < other.end.hour24 && other.start.hour24 < self.end.hour24
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hours_read_with_or_without_a_space_and_print_with_one() {
        assert_eq!(ClockHour::parse_field("startTime", "08:00 AM").unwrap().to_text(), "08:00 AM");
        assert_eq!(ClockHour::parse_field("startTime", "08:00am").unwrap().to_text(), "08:00 AM");
        assert_eq!(ClockHour::parse_field("startTime", "12:00 PM").unwrap().hour24(), 12);
        assert_eq!(ClockHour::parse_field("startTime", "12:00 AM").unwrap().hour24(), 0);
        assert_eq!(ClockHour::parse_field("startTime", "01:00 PM").unwrap().hour24(), 13);
    }

    #[test]
    fn malformed_hours_are_refused() {
        for raw in ["", "8:00 AM", "08:30 AM", "13:00 PM", "00:00 AM", "08:00", "08:00 XM", "08:00 AMX", "ééééé"] {
            assert!(ClockHour::parse_field("startTime", raw).is_err(), "{raw:?}");
        }
    }

    #[test]
    fn days_are_monday_to_sunday() {
        assert_eq!(Weekday::parse_field("day", "sunday").unwrap().as_str(), "Sunday");
        assert!(Weekday::parse_field("day", "Funday").is_err());
        assert!(Weekday::parse_field("day", "").is_err());
    }

    #[test]
    fn the_end_must_come_after_the_start() {
        let error = Slot::parse("Monday", "09:00 AM", "08:00 AM").unwrap_err();
        assert_eq!(error.fields().get("endTime").unwrap(), "The end time must be after the start time.");
        assert!(Slot::parse("Monday", "09:00 AM", "09:00 AM").is_err());
        assert!(Slot::parse("Monday", "11:00 AM", "01:00 PM").is_ok());
        let all_bad = Slot::parse("x", "y", "z").unwrap_err();
        assert_eq!(all_bad.fields().len(), 3);
    }

    #[test]
    fn slots_overlap_only_on_the_same_day_with_shared_hours() {
        let slot = |d, s, e| Slot::parse(d, s, e).unwrap();
        let maths = slot("Monday", "08:00 AM", "10:00 AM");
        assert!(maths.overlaps(&slot("Monday", "09:00 AM", "11:00 AM")));
        assert!(!maths.overlaps(&slot("Monday", "10:00 AM", "11:00 AM")), "back to back is fine");
        assert!(!maths.overlaps(&slot("Tuesday", "08:00 AM", "10:00 AM")));
    }
}
