//! A section's registers over some days as rows: one per register taken and current student
//! of the section, present included.

use std::collections::HashMap;

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::attendance::{Code, RegisterKind};
use lyceum_domain::{ClockTime, DayRange, Slot};

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{register_marks, registers, schedules, students, subjects};

/// A student's mark in one register.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportRow {
    /// The register's day.
    pub day: NaiveDate,
    /// A lesson's register or the daily one.
    pub kind: RegisterKind,
    /// The lesson's subject.
    pub subject: Option<String>,
    /// When the lesson starts.
    pub start: Option<ClockTime>,
    /// The student's given, middle and family names.
    pub student: (String, Option<String>, String),
    /// Their code (present when the register keeps no mark).
    pub code: Code,
    /// How late, when the register says.
    pub minutes_late: Option<u16>,
    /// The mark's note.
    pub note: Option<String>,
}

type RegisterRow = (String, String, NaiveDate, Option<String>, Option<String>, Option<String>, Option<String>);
type MarkRow = (String, String, String, Option<i32>, Option<String>);
/// A kept mark: code, minutes late and note.
type Kept = (Code, Option<u16>, Option<String>);

/// A register taken, as its rows name it.
struct Taken {
    id: String,
    kind: RegisterKind,
    day: NaiveDate,
    subject: Option<String>,
    start: Option<ClockTime>,
}

/// The rows of the section `section_id` over `days`: by day, the daily register before the
/// lessons, the lessons by start time, the students by last then first name.
pub fn rows(conn: &mut Conn, section_id: &str, days: DayRange) -> Result<Vec<ExportRow>, StoreError> {
    let taken: Vec<RegisterRow> = registers::table
        // Flat joins: a nested one reads every lesson of the school first.
        .left_join(schedules::table.on(registers::schedule_id.eq(schedules::id.nullable())))
        .left_join(subjects::table.on(subjects::id.eq(schedules::subject_id)))
        .filter(registers::section_id.eq(section_id))
        .filter(registers::day.between(days.first(), days.last()))
        .select((
            registers::id,
            registers::kind,
            registers::day,
            subjects::name.nullable(),
            schedules::day.nullable(),
            schedules::start_time.nullable(),
            schedules::end_time.nullable(),
        ))
        .load(conn)?;
    let people: Vec<(String, String, Option<String>, String)> = students::table
        .filter(students::section_id.eq(section_id))
        .order((students::last_name, students::first_name, students::id))
        .select((students::id, students::first_name, students::middle_name, students::last_name))
        .load(conn)?;
    let mut marks: HashMap<(String, String), Kept> = HashMap::new();
    let ids: Vec<&str> = taken.iter().map(|row| row.0.as_str()).collect();
    for chunk in ids.chunks(500) {
        let rows: Vec<MarkRow> = register_marks::table
            .filter(register_marks::register_id.eq_any(chunk))
            .select((
                register_marks::register_id,
                register_marks::student_id,
                register_marks::code,
                register_marks::minutes_late,
                register_marks::note,
            ))
            .load(conn)?;
        for (register, student, code, minutes, note) in rows {
            let Some(code) = Code::parse(&code) else { continue };
            marks.insert((register, student), (code, minutes.and_then(|m| u16::try_from(m).ok()), note));
        }
    }
    let mut registers: Vec<Taken> = taken
        .into_iter()
        .map(|(id, kind, day, subject, weekday, start, end)| {
            let slot = match (weekday, start, end) {
                (Some(weekday), Some(start), Some(end)) => Slot::from_stored(&weekday, &start, &end),
                _ => None,
            };
            let kind = if kind == RegisterKind::Daily.as_str() { RegisterKind::Daily } else { RegisterKind::Lesson };
            Taken { id, kind, day, subject, start: slot.map(|slot| slot.start) }
        })
        .collect();
    // The daily register (no start time) first on its day.
    registers.sort_by(|a, b| {
        let key = |r: &Taken| (r.day, r.start.map(ClockTime::minutes), r.subject.clone());
        key(a).cmp(&key(b))
    });
    let mut rows = Vec::with_capacity(registers.len() * people.len());
    for register in registers {
        for (student, first, middle, last) in &people {
            let (code, minutes_late, note) =
                marks.remove(&(register.id.clone(), student.clone())).unwrap_or((Code::Present, None, None));
            rows.push(ExportRow {
                day: register.day,
                kind: register.kind,
                subject: register.subject.clone(),
                start: register.start,
                student: (first.clone(), middle.clone(), last.clone()),
                code,
                minutes_late,
                note,
            });
        }
    }
    Ok(rows)
}
