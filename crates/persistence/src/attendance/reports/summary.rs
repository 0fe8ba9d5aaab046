//! A student's attendance over some days: their mark for each day a register of their section
//! (or one holding a mark of theirs, from a section they were in before) was taken, and every
//! mark other than present, latest first.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::attendance::{Code, RegisterKind};
use lyceum_domain::{ClockTime, DayRange, Slot};

use crate::attendance::reports::day_marks::{of_section, Marks, TakenDays};
use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{register_marks, registers, schedules, sections, students, subjects};
use crate::timetable::{section_name, SectionName};

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

/// A student's row: id, given, middle and family names, section.
type StudentRow = (String, String, Option<String>, String, Option<String>);

/// The student `id`, if there is one.
pub fn student(conn: &mut Conn, id: &str) -> Result<Option<StudentName>, StoreError> {
    let row: Option<StudentRow> = students::table
        .find(id)
        .select((students::id, students::first_name, students::middle_name, students::last_name, students::section_id))
        .first(conn)
        .optional()?;
    let Some((id, first_name, middle_name, last_name, section_id)) = row else { return Ok(None) };
    let (section, adviser_id) = match section_id {
        Some(section_id) => {
            let adviser: Option<String> = sections::table
                .find(&section_id)
                .select(sections::adviser_id)
                .first::<Option<String>>(conn)
                .optional()?
                .flatten();
            (section_name(conn, &section_id)?, adviser)
        }
        None => (None, None),
    };
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

type MarkRow = (
    String,
    String,
    NaiveDate,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    String,
    Option<i32>,
    Option<String>,
);

/// The attendance of `student` over `days`.
pub fn read(conn: &mut Conn, student: &StudentName, days: DayRange) -> Result<Summary, StoreError> {
    let rows: Vec<MarkRow> = register_marks::table
        .inner_join(registers::table)
        // Flat joins: a nested one reads every lesson of the school first.
        .left_join(schedules::table.on(registers::schedule_id.eq(schedules::id.nullable())))
        .left_join(subjects::table.on(subjects::id.eq(schedules::subject_id)))
        .filter(register_marks::student_id.eq(&student.id))
        .filter(registers::day.between(days.first(), days.last()))
        .select((
            registers::id,
            registers::kind,
            registers::day,
            subjects::name.nullable(),
            schedules::day.nullable(),
            schedules::start_time.nullable(),
            schedules::end_time.nullable(),
            register_marks::code,
            register_marks::minutes_late,
            register_marks::note,
        ))
        .load(conn)?;
    let mut taken = match &student.section {
        Some(section) => of_section(conn, &section.id, days)?,
        None => TakenDays::default(),
    };
    let mut marks = Marks::new();
    let mut events = Vec::new();
    for (register, kind, day, subject, weekday, start, end, code, minutes_late, note) in rows {
        let Some(code) = Code::parse(&code) else { continue };
        taken.add(register.clone(), &kind, day);
        marks.entry(register).or_default().insert(student.id.clone(), code);
        if code == Code::Present {
            continue;
        }
        let slot = match (weekday, start, end) {
            (Some(weekday), Some(start), Some(end)) => Slot::from_stored(&weekday, &start, &end),
            _ => None,
        };
        let kind = if kind == RegisterKind::Daily.as_str() { RegisterKind::Daily } else { RegisterKind::Lesson };
        events.push(Event {
            day,
            kind,
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
    let days = taken.days().filter_map(|day| taken.mark(day, &student.id, &marks).map(|code| (day, code))).collect();
    Ok(Summary { days, events })
}
