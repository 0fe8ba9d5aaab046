//! A calendar subscription as RFC 5545 text (`text/calendar`): each weekly lesson as a
//! recurring event per term, with the no-school days that fall on it excluded, and the
//! no-school days themselves as all-day events.
//!
//! Times are *floating* local times (no time zone), as a school's bell times are: a calendar
//! app shows 07:30 as 07:30 wherever the phone is set. Lines end in CRLF, text is escaped and
//! lines longer than 75 octets are folded, as the RFC asks.

use chrono::{Datelike, Days, NaiveDate, NaiveDateTime};

use crate::calendar::DayRange;
use crate::schedule::{ClockTime, Weekday};

/// One weekly lesson as the feed shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeeklyEvent {
    /// Unique and stable for this lesson (the schedule entry's id).
    pub id: String,
    /// The event's title, such as "Mathematics".
    pub summary: String,
    /// Where: the section, such as "Grade 7 - Rizal".
    pub location: String,
    /// A line more, such as "Teacher: Maria Santos".
    pub description: String,
    /// Its weekday.
    pub day: Weekday,
    /// When it starts.
    pub start: ClockTime,
    /// When it ends.
    pub end: ClockTime,
}

/// A named stretch of days: a term (by which lessons recur) or a no-school day (all day).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedDays {
    /// Unique and stable (the term's or the no-school day's id).
    pub id: String,
    /// Its name, such as "First Quarter" or "Christmas break".
    pub name: String,
    /// Its days.
    pub days: DayRange,
}

/// Everything one feed holds.
#[derive(Debug, Clone)]
pub struct Feed<'a> {
    /// The calendar's name in the app, such as "Lyceum: Maria Santos".
    pub name: &'a str,
    /// The lessons, each repeated weekly through every term.
    pub lessons: &'a [WeeklyEvent],
    /// The stretches lessons recur through (the year's terms, or the year itself).
    pub terms: &'a [NamedDays],
    /// The no-school days: left out of the lessons, and shown as all-day events.
    pub no_school_days: &'a [NamedDays],
    /// When the feed is made (UTC), its events' `DTSTAMP`.
    pub made_at: NaiveDateTime,
}

/// The feed as `text/calendar`.
pub fn write(feed: &Feed<'_>) -> String {
    let mut out = Lines { text: String::with_capacity(512 + 400 * feed.lessons.len() * feed.terms.len().max(1)) };
    out.line("BEGIN:VCALENDAR");
    out.line("VERSION:2.0");
    out.line("PRODID:-//Lyceum//School timetable//EN");
    out.line("CALSCALE:GREGORIAN");
    out.line("METHOD:PUBLISH");
    out.property("X-WR-CALNAME", &escape(feed.name));
    let stamp = feed.made_at.format("%Y%m%dT%H%M%SZ").to_string();
    for term in feed.terms {
        for lesson in feed.lessons {
            lesson_in_term(&mut out, lesson, term, feed.no_school_days, &stamp);
        }
    }
    for closed in feed.no_school_days {
        out.line("BEGIN:VEVENT");
        out.property("UID", &format!("{}@lyceum", closed.id));
        out.property("DTSTAMP", &stamp);
        out.property("DTSTART;VALUE=DATE", &date(closed.days.first()));
        let after = closed.days.last().checked_add_days(Days::new(1)).unwrap_or(closed.days.last());
        out.property("DTEND;VALUE=DATE", &date(after));
        out.property("SUMMARY", &escape(&format!("No school: {}", closed.name)));
        out.line("TRANSP:TRANSPARENT");
        out.line("END:VEVENT");
    }
    out.line("END:VCALENDAR");
    out.text
}

/// The lesson as one event recurring weekly from its first day in the term to the term's end,
/// without the no-school days; nothing when its weekday never falls in the term.
fn lesson_in_term(out: &mut Lines, lesson: &WeeklyEvent, term: &NamedDays, closed: &[NamedDays], stamp: &str) {
    let Some(first) = first_on_or_after(term.days.first(), lesson.day).filter(|day| *day <= term.days.last()) else {
        return;
    };
    let at = |day: NaiveDate, time: ClockTime| format!("{}T{}", date(day), clock(time));
    let excluded: Vec<String> = closed
        .iter()
        .flat_map(|period| period.days.first().iter_days().take_while(move |day| *day <= period.days.last()))
        .filter(|day| *day >= first && *day <= term.days.last() && weekday_of(*day) == lesson.day)
        .map(|day| at(day, lesson.start))
        .collect();
    out.line("BEGIN:VEVENT");
    out.property("UID", &format!("{}-{}@lyceum", lesson.id, term.id));
    out.property("DTSTAMP", stamp);
    out.property("DTSTART", &at(first, lesson.start));
    out.property("DTEND", &at(first, lesson.end));
    out.property("RRULE", &format!("FREQ=WEEKLY;UNTIL={}T235959", date(term.days.last())));
    if !excluded.is_empty() {
        out.property("EXDATE", &excluded.join(","));
    }
    out.property("SUMMARY", &escape(&lesson.summary));
    out.property("LOCATION", &escape(&lesson.location));
    if !lesson.description.is_empty() {
        out.property("DESCRIPTION", &escape(&lesson.description));
    }
    out.line("END:VEVENT");
}

/// The weekday of a date.
pub fn weekday_of(day: NaiveDate) -> Weekday {
    match day.weekday() {
        chrono::Weekday::Mon => Weekday::Monday,
        chrono::Weekday::Tue => Weekday::Tuesday,
        chrono::Weekday::Wed => Weekday::Wednesday,
        chrono::Weekday::Thu => Weekday::Thursday,
        chrono::Weekday::Fri => Weekday::Friday,
        chrono::Weekday::Sat => Weekday::Saturday,
        chrono::Weekday::Sun => Weekday::Sunday,
    }
}

/// The first `weekday` on or after `from`.
fn first_on_or_after(from: NaiveDate, weekday: Weekday) -> Option<NaiveDate> {
    from.iter_days().take(7).find(|day| weekday_of(*day) == weekday)
}

fn date(day: NaiveDate) -> String {
    day.format("%Y%m%d").to_string()
}

fn clock(time: ClockTime) -> String {
    format!("{:02}{:02}00", time.minutes() / 60, time.minutes() % 60)
}

/// TEXT as RFC 5545 §3.3.11 writes it: backslash, semicolon, comma and line breaks escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// Content lines ending in CRLF, folded after 75 octets without splitting a character.
#[derive(Default)]
struct Lines {
    text: String,
}

impl Lines {
    fn property(&mut self, name: &str, value: &str) {
        self.line(&format!("{name}:{value}"));
    }

    fn line(&mut self, line: &str) {
        if line.len() <= 75 {
            self.text.push_str(line);
            self.text.push_str("\r\n");
            return;
        }
        let mut width = 0;
        for c in line.chars() {
            if width + c.len_utf8() > 75 {
                self.text.push_str("\r\n ");
                width = 1;
            }
            self.text.push(c);
            width += c.len_utf8();
        }
        self.text.push_str("\r\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn days(id: &str, name: &str, first: &str, last: &str) -> NamedDays {
        NamedDays { id: id.into(), name: name.into(), days: DayRange::new(day(first), day(last)).unwrap() }
    }

    fn lesson(day: Weekday) -> WeeklyEvent {
        WeeklyEvent {
            id: "l1".into(),
            summary: "Mathematics, advanced; part\\one".into(),
            location: "Grade 7 - Rizal".into(),
            description: "Teacher: Maria Santos".into(),
            day,
            start: ClockTime::parse_field("t", "07:30 AM").unwrap(),
            end: ClockTime::parse_field("t", "08:20 AM").unwrap(),
        }
    }

    fn feed_text(lessons: &[WeeklyEvent], terms: &[NamedDays], closed: &[NamedDays]) -> String {
        let made_at = day("2026-11-25").and_hms_opt(9, 0, 0).unwrap();
        write(&Feed { name: "Lyceum: Juan, Dela Cruz", lessons, terms, no_school_days: closed, made_at })
    }

    /// The content lines with folding undone.
    fn unfolded(text: &str) -> Vec<String> {
        text.replace("\r\n ", "").split("\r\n").filter(|l| !l.is_empty()).map(str::to_owned).collect()
    }

    #[test]
    fn a_lesson_recurs_weekly_from_its_first_day_in_each_term_without_the_no_school_days() {
        // 2026-06-01 is a Monday; the lesson is on Wednesdays.
        let terms = [days("t1", "First Quarter", "2026-06-01", "2026-08-14")];
        let closed = [
            days("h1", "Founding Day", "2026-06-24", "2026-06-24"),
            days("h2", "Break", "2026-07-06", "2026-07-10"),
            days("h3", "After the term", "2026-08-19", "2026-08-19"),
        ];
        let lines = unfolded(&feed_text(&[lesson(Weekday::Wednesday)], &terms, &closed));
        assert!(lines.contains(&"DTSTART:20260603T073000".to_owned()), "{lines:?}");
        assert!(lines.contains(&"DTEND:20260603T082000".to_owned()));
        assert!(lines.contains(&"RRULE:FREQ=WEEKLY;UNTIL=20260814T235959".to_owned()));
        assert!(lines.contains(&"EXDATE:20260624T073000,20260708T073000".to_owned()), "{lines:?}");
        assert!(lines.contains(&"UID:l1-t1@lyceum".to_owned()));
        assert!(lines.contains(&"SUMMARY:Mathematics\\, advanced\\; part\\\\one".to_owned()));
        assert!(lines.contains(&"X-WR-CALNAME:Lyceum: Juan\\, Dela Cruz".to_owned()));
    }

    #[test]
    fn no_school_days_are_all_day_events_ending_the_day_after() {
        let closed = [days("h2", "Christmas break", "2026-12-21", "2027-01-01")];
        let lines = unfolded(&feed_text(&[], &[], &closed));
        assert!(lines.contains(&"DTSTART;VALUE=DATE:20261221".to_owned()));
        assert!(lines.contains(&"DTEND;VALUE=DATE:20270102".to_owned()));
        assert!(lines.contains(&"SUMMARY:No school: Christmas break".to_owned()));
        assert_eq!(lines.first().map(String::as_str), Some("BEGIN:VCALENDAR"));
        assert_eq!(lines.last().map(String::as_str), Some("END:VCALENDAR"));
    }

    #[test]
    fn a_weekday_that_never_falls_in_a_short_term_makes_no_event() {
        // Monday 2026-06-01 to Tuesday 2026-06-02: no Friday.
        let terms = [days("t1", "Bridge", "2026-06-01", "2026-06-02")];
        assert!(!feed_text(&[lesson(Weekday::Friday)], &terms, &[]).contains("BEGIN:VEVENT"));
    }

    #[test]
    fn long_lines_are_folded_at_75_octets_between_characters_and_end_in_crlf() {
        let mut long = lesson(Weekday::Monday);
        long.summary = "Filipino: Panitikan ng Pilipinas — ñ ".repeat(6);
        let terms = [days("t1", "First Quarter", "2026-06-01", "2026-08-14")];
        let text = feed_text(&[long.clone()], &terms, &[]);
        for line in text.split("\r\n") {
            assert!(line.len() <= 75, "{line:?} is {} octets", line.len());
            assert!(!line.contains('\n') && !line.contains('\r'));
        }
        assert!(unfolded(&text).contains(&format!("SUMMARY:{}", long.summary)));
    }
}
