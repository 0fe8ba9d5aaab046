//! A student's attendance over some days: their mark for each day a register of their section
//! (or one holding a mark of theirs, from a section they were in before) was taken, and every
//! mark other than present, latest first.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::attendance::report::day_mark;
use lyceum_domain::attendance::{Code, RegisterKind};
use lyceum_domain::{ClockTime, DayRange, Slot};

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{levels, register_marks, registers, schedules, sections, students, subjects};
use crate::timetable::SectionName;

/// A student as the reports name them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentName {
    /// Their id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Their section, while they have one.
    pub section: Option<SectionName>,
    /// The adviser of their section, if it has one.
    pub adviser_id: Option<String>,
}

/// A student's row: id, given, middle and family names, and their section's id, level, name
/// and adviser.
type StudentRow =
    (String, String, Option<String>, String, Option<String>, Option<String>, Option<String>, Option<String>);

/// The student `id`, if there is one.
pub fn student(conn: &mut Conn, id: &str) -> Result<Option<StudentName>, StoreError> {
    let row: Option<StudentRow> = students::table
        // Flat joins: a nested one reads every section of the school first.
        .left_join(sections::table)
        .left_join(levels::table.on(levels::id.eq(sections::level_id)))
        .filter(students::id.eq(id))
        .select((
            students::id,
            students::first_name,
            students::middle_name,
            students::last_name,
            sections::id.nullable(),
            levels::name.nullable(),
            sections::name.nullable(),
            sections::adviser_id.nullable(),
        ))
        .first(conn)
        .optional()?;
    let Some((id, first_name, middle_name, last_name, section_id, level, section, adviser_id)) = row else {
        return Ok(None);
    };
    let section = match (section_id, level, section) {
        (Some(id), Some(level), Some(section)) => Some(SectionName { id, level, section }),
        _ => None,
    };
    let adviser_id = adviser_id.filter(|_| section.is_some());
    Ok(Some(StudentName { id, first_name, middle_name, last_name, section, adviser_id }))
}

/// One mark other than present.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// The register's day.
    pub day: NaiveDate,
    /// A lesson's register or the daily one.
    pub kind: RegisterKind,
    /// The lesson's subject.
    pub subject: Option<String>,
    /// When the lesson starts.
    pub start: Option<ClockTime>,
    /// Late, absent or excused.
    pub code: Code,
    /// How late, when the register says.
    pub minutes_late: Option<u16>,
    /// The mark's note.
    pub note: Option<String>,
}

/// A student's attendance over some days.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Their mark for each day a register was taken.
    pub days: BTreeMap<NaiveDate, Code>,
    /// Their marks other than present: latest day first, and on a day the latest lesson first,
    /// the daily register last.
    pub events: Vec<Event>,
}

/// A mark as the summary reads it, with its register and lesson: code as stored, minutes late,
/// note, the register's kind as stored, day and section, and the lesson's subject, weekday,
/// start and end when the register is a lesson's that still exists.
type MarkRow = (
    String,
    Option<i32>,
    Option<String>,
    String,
    NaiveDate,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

/// The registers taken on one day that count for the student, and their marks in them.
#[derive(Debug, Default)]
struct Day {
    /// Whether a daily register was taken.
    daily_taken: bool,
    /// Their mark in it, when they have one (present otherwise).
    daily: Option<Code>,
    /// How many lesson registers were taken.
    lessons_taken: usize,
    /// Their marks in them (present in the others).
    lessons: Vec<Code>,
}

impl Day {
    /// Their mark for the day, by [`day_mark`]; none when no register was taken.
    fn mark(&self) -> Option<Code> {
        if self.daily_taken {
            return day_mark(Some(self.daily.unwrap_or(Code::Present)), &[]);
        }
        let present = self.lessons_taken.saturating_sub(self.lessons.len());
        let lessons: Vec<Code> =
            self.lessons.iter().copied().chain(std::iter::repeat_n(Code::Present, present)).collect();
        day_mark(None, &lessons)
    }
}

/// The attendance of `student` over `days`, in two prepared statements each served by an
/// index alone: how many registers of each kind their section took each day, and their marks
/// of the days with their registers and lessons (a mark may be in a register of a section they
/// were in before, which then counts too). A register without a mark of theirs had them present.
pub fn read(conn: &mut Conn, student: &StudentName, days: DayRange) -> Result<Summary, StoreError> {
    let mut by_day: BTreeMap<NaiveDate, Day> = BTreeMap::new();
    if let Some(section) = &student.section {
        // Counted here rather than grouped by SQLite, whose grouping cost more than the rows.
        let registers_taken: Vec<(NaiveDate, String)> = on_backend!(conn, |c| registers::table
            .filter(registers::section_id.eq(&section.id))
            .filter(registers::day.between(days.first(), days.last()))
            .select((registers::day, registers::kind))
            .load(c))?;
        for (day, kind) in registers_taken {
            let taken = by_day.entry(day).or_default();
            if kind == RegisterKind::Daily.as_str() {
                taken.daily_taken = true;
            } else {
                taken.lessons_taken += 1;
            }
        }
    }
    let marks: Vec<MarkRow> = on_backend!(conn, |c| register_marks::table
        .inner_join(registers::table)
        // Flat joins, each by its key.
        .left_join(schedules::table.on(schedules::id.nullable().eq(registers::schedule_id)))
        .left_join(subjects::table.on(subjects::id.eq(schedules::subject_id)))
        .filter(register_marks::student_id.eq(&student.id))
        .filter(registers::day.between(days.first(), days.last()))
        .select((
            register_marks::code,
            register_marks::minutes_late,
            register_marks::note,
            registers::kind,
            registers::day,
            registers::section_id,
            subjects::name.nullable(),
            schedules::day.nullable(),
            schedules::start_time.nullable(),
            schedules::end_time.nullable(),
        ))
        .load(c))?;
    let own_section = student.section.as_ref().map(|section| section.id.as_str());
    let mut events = Vec::new();
    for (code, minutes_late, note, kind, day, section_id, subject, weekday, start, end) in marks {
        let Some(code) = Code::parse(&code) else { continue };
        let daily = kind == RegisterKind::Daily.as_str();
        let taken = by_day.entry(day).or_default();
        let elsewhere = own_section != Some(section_id.as_str());
        if daily {
            taken.daily_taken = true;
            taken.daily = Some(code);
        } else {
            taken.lessons_taken += usize::from(elsewhere);
            taken.lessons.push(code);
        }
        if code == Code::Present {
            continue;
        }
        let slot = match (&weekday, &start, &end) {
            (Some(weekday), Some(start), Some(end)) => Slot::from_stored(weekday, start, end),
            _ => None,
        };
        events.push(Event {
            day,
            kind: if daily { RegisterKind::Daily } else { RegisterKind::Lesson },
            subject,
            start: slot.map(|slot| slot.start),
            code,
            minutes_late: minutes_late.and_then(|minutes| u16::try_from(minutes).ok()),
            note,
        });
    }
    // Latest first; the daily register, taken in the morning, after a day's lessons.
    events.sort_by(|a, b| {
        let time = |event: &Event| event.start.map(ClockTime::minutes);
        (b.day, time(b), &b.subject).cmp(&(a.day, time(a), &a.subject))
    });
    let days = by_day.into_iter().filter_map(|(day, taken)| taken.mark().map(|code| (day, code))).collect();
    Ok(Summary { days, events })
}
