//! A student's mark for each day, from the registers taken that day: the daily register's when
//! it was taken, else the lessons' ones (the rule is `lyceum_domain::attendance::report::day_mark`).
//! The grid and the summary read registers and marks here, a few dozen rows for a section's
//! month or a student's term.

use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::attendance::report::day_mark;
use lyceum_domain::attendance::{Code, RegisterKind};
use lyceum_domain::DayRange;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{register_marks, registers};

/// The registers taken on one day.
#[derive(Debug, Clone, Default)]
struct DayRegisters {
    daily: Option<String>,
    lessons: Vec<String>,
}

/// The registers taken, by day.
#[derive(Debug, Clone, Default)]
pub(crate) struct TakenDays {
    days: BTreeMap<NaiveDate, DayRegisters>,
}

/// The kept marks, by register then student (a student without one was present).
pub(crate) type Marks = HashMap<String, HashMap<String, Code>>;

impl TakenDays {
    /// Adds a register: its id, its kind as stored and its day (a register added twice counts once).
    pub(crate) fn add(&mut self, id: String, kind: &str, day: NaiveDate) {
        let registers = self.days.entry(day).or_default();
        if kind == RegisterKind::Daily.as_str() {
            registers.daily = Some(id);
        } else if !registers.lessons.contains(&id) {
            registers.lessons.push(id);
        }
    }

    /// The days a register was taken, earliest first.
    pub(crate) fn days(&self) -> impl Iterator<Item = NaiveDate> + '_ {
        self.days.keys().copied()
    }

    /// Every register's id.
    pub(crate) fn ids(&self) -> Vec<String> {
        self.days.values().flat_map(|day| day.daily.iter().chain(&day.lessons)).cloned().collect()
    }

    /// The mark of `student` on `day`; none when no register was taken that day.
    pub(crate) fn mark(&self, day: NaiveDate, student: &str, marks: &Marks) -> Option<Code> {
        let registers = self.days.get(&day)?;
        let code =
            |register: &String| marks.get(register).and_then(|of| of.get(student)).copied().unwrap_or(Code::Present);
        let lessons: Vec<Code> = registers.lessons.iter().map(code).collect();
        day_mark(registers.daily.as_ref().map(code), &lessons)
    }
}

/// The registers of a section taken on `days`.
pub(crate) fn of_section(conn: &mut Conn, section_id: &str, days: DayRange) -> Result<TakenDays, StoreError> {
    let rows: Vec<(String, String, NaiveDate)> = registers::table
        .filter(registers::section_id.eq(section_id))
        .filter(registers::day.between(days.first(), days.last()))
        .select((registers::id, registers::kind, registers::day))
        .load(conn)?;
    let mut taken = TakenDays::default();
    for (id, kind, day) in rows {
        taken.add(id, &kind, day);
    }
    Ok(taken)
}

/// The kept marks of these registers.
pub(crate) fn marks_of(conn: &mut Conn, register_ids: &[String]) -> Result<Marks, StoreError> {
    let mut marks = Marks::new();
    for chunk in register_ids.chunks(500) {
        let rows: Vec<(String, String, String)> = register_marks::table
            .filter(register_marks::register_id.eq_any(chunk))
            .select((register_marks::register_id, register_marks::student_id, register_marks::code))
            .load(conn)?;
        for (register, student, code) in rows {
            if let Some(code) = Code::parse(&code) {
                marks.entry(register).or_default().insert(student, code);
            }
        }
    }
    Ok(marks)
}
