//! Weekly schedule entries: a day from Monday to Sunday, and a start and an end to the minute,
//! stored as the spec's forms send them (`07:30 AM`).

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

/// A time of day to the minute. Read from the twelve-hour form the spec's calls send
/// (`07:30 AM`, `7:30am`) or the 24-hour form (`7:30`, `13:45`); stored and shown as `07:30 AM`,
/// so whole hours read and print as they always have (`08:00 AM`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct ClockTime {
    /// Minutes since midnight, 0 to 1439.
    minutes: u16,
}

/// What a time field that cannot be read is told.
pub const TIME_FORMAT_MESSAGE: &str = "Enter a time such as 07:30 AM or 13:45.";

impl ClockTime {
    /// Reads `HH:MM` with AM or PM (hours 1 to 12; the space before AM/PM is optional, letter
    /// case free) or `HH:MM` on the 24-hour clock (hours 0 to 23); the hour may have one digit.
    pub fn parse_field(field: &'static str, raw: &str) -> Result<ClockTime, ValidationError> {
        let invalid = || ValidationError::new(field, TIME_FORMAT_MESSAGE);
        let compact: String = raw.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_uppercase();
        let (time, half) = match compact.strip_suffix("AM").or_else(|| compact.strip_suffix("PM")) {
            Some(time) => (time, Some(&compact[time.len()..])),
            None => (compact.as_str(), None),
        };
        let (hour, minute) = time.split_once(':').ok_or_else(invalid)?;
        let digits = |text: &str, lengths: &[usize]| {
            (lengths.contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit()))
                .then(|| text.parse::<u16>().ok())
                .flatten()
        };
        let (hour, minute) = (digits(hour, &[1, 2]).ok_or_else(invalid)?, digits(minute, &[2]).ok_or_else(invalid)?);
        if minute > 59 {
            return Err(invalid());
        }
        let hour24 = match half {
            Some(_) if !(1..=12).contains(&hour) => return Err(invalid()),
            Some("AM") => hour % 12,
            Some(_) => hour % 12 + 12,
            None if hour > 23 => return Err(invalid()),
            None => hour,
        };
        Ok(ClockTime { minutes: hour24 * 60 + minute })
    }

    /// The time `minutes` after midnight; `None` from 24:00 on.
    pub fn from_minutes(minutes: u16) -> Option<ClockTime> {
        (minutes < 24 * 60).then_some(ClockTime { minutes })
    }

    /// As stored and shown: `07:30 AM`.
    pub fn to_text(self) -> String {
        let (hour24, minute) = (self.minutes / 60, self.minutes % 60);
        let (hour, half) = match hour24 {
            0 => (12, "AM"),
            h @ 1..=11 => (h, "AM"),
            12 => (12, "PM"),
            h => (h - 12, "PM"),
        };
        format!("{hour:02}:{minute:02} {half}")
    }

    /// Minutes since midnight, for ordering and overlaps.
    pub fn minutes(self) -> u16 {
        self.minutes
    }
}

/// One weekly slot once its rules hold: a day, and an end after the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    /// The day.
    pub day: Weekday,
    /// When it starts.
    pub start: ClockTime,
    /// When it ends (after the start).
    pub end: ClockTime,
}

impl Slot {
    /// Validates the three schedule fields together.
    pub fn parse(day: &str, start: &str, end: &str) -> Result<Slot, FieldErrors> {
        let mut errors = FieldErrors::new();
        let day = errors.check(Weekday::parse_field("day", day));
        let start = errors.check(ClockTime::parse_field("startTime", start));
        let end = errors.check(ClockTime::parse_field("endTime", end));
        if let (Some(start), Some(end)) = (start, end) {
            if end <= start {
                errors.add(ValidationError::new("endTime", "The end time must be after the start time."));
            }
        }
        match (day, start, end) {
            (Some(day), Some(start), Some(end)) if errors.is_empty() => Ok(Slot { day, start, end }),
            _ => Err(errors),
        }
    }

    /// Reads a stored slot (day name and `HH:MM AM` texts), if it is well formed.
    pub fn from_stored(day: &str, start: &str, end: &str) -> Option<Slot> {
        Slot::parse(day, start, end).ok()
    }

    /// True when both slots are on the same day and share at least a minute (back to back is
    /// no overlap).
    pub fn overlaps(&self, other: &Slot) -> bool {
        self.day == other.day && self.start < other.end && other.start < self.end
    }

    /// The order slots are listed in: by day, then start.
    pub fn order_key(&self) -> (Weekday, ClockTime) {
        (self.day, self.start)
    }

    /// How the slot reads in a message: `Monday 07:30 AM–08:20 AM`.
    pub fn describe(&self) -> String {
        format!("{} {}–{}", self.day.as_str(), self.start.to_text(), self.end.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(raw: &str) -> String {
        ClockTime::parse_field("startTime", raw).unwrap().to_text()
    }

    #[test]
    fn times_read_in_either_clock_and_print_to_the_minute() {
        assert_eq!(text("08:00 AM"), "08:00 AM", "whole hours print as they always have");
        assert_eq!(text("08:00am"), "08:00 AM");
        assert_eq!(text("07:30 AM"), "07:30 AM");
        assert_eq!(text("7:30"), "07:30 AM");
        assert_eq!(text("7:30 pm"), "07:30 PM");
        assert_eq!(text("13:45"), "01:45 PM");
        assert_eq!(text("00:05"), "12:05 AM");
        assert_eq!(text("12:00"), "12:00 PM");
        assert_eq!(text("12:10 AM"), "12:10 AM");
        assert_eq!(text("23:59"), "11:59 PM");
        assert_eq!(ClockTime::parse_field("startTime", "12:00 PM").unwrap().minutes(), 720);
        assert_eq!(ClockTime::parse_field("startTime", "12:00 AM").unwrap().minutes(), 0);
        assert_eq!(ClockTime::parse_field("startTime", "01:00 PM").unwrap().minutes(), 780);
    }

    #[test]
    fn malformed_times_are_refused() {
        for raw in [
            "",
            "24:00",
            "24:61",
            "08:60",
            "8",
            "0800",
            "13:00 PM",
            "00:00 AM",
            "8:5",
            "08:005",
            "08:00 XM",
            "08:00 AMX",
            "-1:30",
            "+8:30",
            "ééééé",
            "8:3O",
            "１:30",
        ] {
            let refused = ClockTime::parse_field("startTime", raw);
            assert_eq!(refused.unwrap_err().message, TIME_FORMAT_MESSAGE, "{raw:?}");
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
    fn slots_overlap_only_on_the_same_day_with_shared_minutes() {
        let slot = |d, s, e| Slot::parse(d, s, e).unwrap();
        let maths = slot("Monday", "07:30", "08:20");
        assert!(maths.overlaps(&slot("Monday", "08:19", "09:10")));
        assert!(maths.overlaps(&slot("Monday", "07:00 AM", "09:00 AM")), "one inside the other");
        assert!(!maths.overlaps(&slot("Monday", "08:20", "09:10")), "back to back is fine");
        assert!(!maths.overlaps(&slot("Tuesday", "07:30", "08:20")));
        assert_eq!(maths.describe(), "Monday 07:30 AM–08:20 AM");
    }
}
