//! A student's attendance over some days: their mark for each day a register of their section
//! (or one holding a mark of theirs, from a section they were in before) was taken, and every
//! mark other than present, latest first.

use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::attendance::report::day_mark;
use lyceum_domain::attendance::{Code, RegisterKind};
use lyceum_domain::{ClockTime, DayRange, Slot};

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::id_text::IdText;
use crate::schema::{levels, register_marks, registers, schedules, sections, students, subjects};
use crate::stored_day::StoredDay;
use crate::timetable::{Lesson, SectionName};

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

/// A mark of the student's, with what the summary needs of its register.
struct Mark {
    /// The code as stored.
    code: String,
    /// How late, when the register says.
    minutes_late: Option<i32>,
    /// The mark's note.
    note: Option<String>,
    /// The register's day.
    day: NaiveDate,
    /// Whether the register is the daily one.
    daily: bool,
    /// Whether the register is another section's (which the count of the day's registers left
    /// out).
    elsewhere: bool,
    /// A lesson's register's lesson.
    lesson: Option<LessonOf>,
}

/// The lesson of a lesson's register.
enum LessonOf {
    /// Its schedule entry's id, to be found among the section's week (or read).
    Listed(String),
    /// Its subject and slot as read with the register (none when the entry no longer reads).
    Read(Option<String>, Option<Slot>),
}

/// A mark as read with its register and lesson: code as stored, minutes late, note, whether the
/// register is the daily one, its day and section, and the lesson's subject, weekday, start and
/// end when the register is a lesson's.
type MarkRow = (
    String,
    Option<i32>,
    Option<String>,
    bool,
    StoredDay,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

/// The student's marks among `registers` that are in registers of the days, with them.
fn marks_elsewhere(
    conn: &mut Conn,
    student: &StudentName,
    days: DayRange,
    registers: &[String],
) -> Result<Vec<Mark>, StoreError> {
    let rows: Vec<MarkRow> = on_backend!(conn, |c| register_marks::table
        .inner_join(registers::table)
        // Flat joins, each by its key.
        .left_join(schedules::table.on(schedules::id.nullable().eq(registers::schedule_id)))
        .left_join(subjects::table.on(subjects::id.eq(schedules::subject_id)))
        .filter(register_marks::student_id.eq(&student.id))
        .filter(register_marks::register_id.eq_any(registers))
        .filter(registers::day.between(days.first(), days.last()))
        .select((
            register_marks::code,
            register_marks::minutes_late,
            register_marks::note,
            registers::kind.eq(RegisterKind::Daily.as_str()),
            registers::day,
            registers::section_id,
            subjects::name.nullable(),
            schedules::day.nullable(),
            schedules::start_time.nullable(),
            schedules::end_time.nullable(),
        ))
        .load(c))?;
    let own_section = student.section.as_ref().map(|section| section.id.as_str());
    Ok(rows
        .into_iter()
        .map(|(code, minutes_late, note, daily, StoredDay(day), section_id, subject, weekday, start, end)| {
            let slot = match (&weekday, &start, &end) {
                (Some(weekday), Some(start), Some(end)) => Slot::from_stored(weekday, start, end),
                _ => None,
            };
            let lesson = (!daily).then_some(LessonOf::Read(subject, slot));
            let elsewhere = own_section != Some(section_id.as_str());
            Mark { code, minutes_late, note, day, daily, elsewhere, lesson }
        })
        .collect())
}

/// The subject and slot of each of the schedule entries `ids` (the slot none when it no longer
/// reads).
fn lessons_of(conn: &mut Conn, ids: &[String]) -> Result<Vec<(String, String, Option<Slot>)>, StoreError> {
    let rows: Vec<(String, String, String, String, String)> = on_backend!(conn, |c| schedules::table
        .inner_join(subjects::table)
        .filter(schedules::id.eq_any(ids))
        .select((schedules::id, subjects::name, schedules::day, schedules::start_time, schedules::end_time))
        .load(c))?;
    Ok(rows
        .into_iter()
        .map(|(id, subject, weekday, start, end)| (id, subject, Slot::from_stored(&weekday, &start, &end)))
        .collect())
}

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

/// One of the registers the student's section took over the days: its id, its day, whether it
/// is the daily one, and a lesson's schedule entry.
type Taken = (IdText, StoredDay, bool, Option<IdText>);

/// A mark as the student's index holds it: the register's id, the code as stored, minutes late
/// and note.
type OwnMark = (IdText, String, Option<i32>, Option<String>);

/// A lesson's subject and slot, by its schedule entry's id.
type LessonsById<'a> = HashMap<&'a str, (&'a str, Option<Slot>)>;

/// The attendance of `student` over `days`. `lessons` are their section's week, when the caller
/// has it at hand (the guardian's Home does): a lesson's subject and time are then found there
/// rather than read. Two prepared statements, each served by an index alone: the registers
/// their section took over the days, and every mark of theirs. Only a mark in a register that is
/// not one of those (another term's, or a section's they were in before, which then counts too)
/// is read with its register; a lesson missing from `lessons` is read with its subject. A
/// register without a mark of theirs had them present.
pub fn read(conn: &mut Conn, student: &StudentName, days: DayRange, lessons: &[Lesson]) -> Result<Summary, StoreError> {
    let mut by_day: BTreeMap<NaiveDate, Day> = BTreeMap::new();
    let mut taken: Vec<Taken> = Vec::new();
    if let Some(section) = &student.section {
        taken = on_backend!(conn, |c| registers::table
            .filter(registers::section_id.eq(&section.id))
            .filter(registers::day.between(days.first(), days.last()))
            .select((
                registers::id,
                registers::day,
                registers::kind.eq(RegisterKind::Daily.as_str()),
                registers::schedule_id
            ))
            .load(c))?;
        // Counted here rather than grouped by SQLite, whose grouping cost more than the rows.
        for (_, StoredDay(day), daily, _) in &taken {
            let counted = by_day.entry(*day).or_default();
            if *daily {
                counted.daily_taken = true;
            } else {
                counted.lessons_taken += 1;
            }
        }
        taken.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    }
    let own: Vec<OwnMark> = on_backend!(conn, |c| register_marks::table
        .filter(register_marks::student_id.eq(&student.id))
        .select((register_marks::register_id, register_marks::code, register_marks::minutes_late, register_marks::note))
        .load(c))?;
    let mut marks: Vec<Mark> = Vec::with_capacity(own.len());
    let mut elsewhere: Vec<String> = Vec::new();
    for (register, code, minutes_late, note) in own {
        match taken.binary_search_by(|row| row.0.as_bytes().cmp(register.as_bytes())) {
            Ok(at) => {
                let (_, StoredDay(day), daily, schedule) = &taken[at];
                let lesson = schedule.as_ref().map(|schedule| LessonOf::Listed(schedule.as_str().to_owned()));
                marks.push(Mark { code, minutes_late, note, day: *day, daily: *daily, elsewhere: false, lesson });
            }
            Err(_) => elsewhere.push(register.as_str().to_owned()),
        }
    }
    if !elsewhere.is_empty() {
        marks.extend(marks_elsewhere(conn, student, days, &elsewhere)?);
    }
    let mut found: LessonsById<'_> =
        lessons.iter().map(|lesson| (lesson.id.as_str(), (lesson.subject.as_str(), Some(lesson.slot)))).collect();
    let missing: Vec<String> = marks
        .iter()
        .filter_map(|mark| match &mark.lesson {
            Some(LessonOf::Listed(schedule)) if !found.contains_key(schedule.as_str()) => Some(schedule.clone()),
            _ => None,
        })
        .collect();
    let read_lessons = if missing.is_empty() { Vec::new() } else { lessons_of(conn, &missing)? };
    found.extend(read_lessons.iter().map(|(id, subject, slot)| (id.as_str(), (subject.as_str(), *slot))));
    let mut events = Vec::new();
    for mark in marks {
        let Some(code) = Code::parse(&mark.code) else { continue };
        let counted = by_day.entry(mark.day).or_default();
        if mark.daily {
            counted.daily_taken = true;
            counted.daily = Some(code);
        } else {
            counted.lessons_taken += usize::from(mark.elsewhere);
            counted.lessons.push(code);
        }
        if code == Code::Present {
            continue;
        }
        let (subject, slot) = match mark.lesson {
            Some(LessonOf::Listed(schedule)) => match found.get(schedule.as_str()) {
                Some((subject, slot)) => (Some((*subject).to_owned()), *slot),
                None => (None, None),
            },
            Some(LessonOf::Read(subject, slot)) => (subject, slot),
            None => (None, None),
        };
        events.push(Event {
            day: mark.day,
            kind: if mark.daily { RegisterKind::Daily } else { RegisterKind::Lesson },
            subject,
            start: slot.map(|slot| slot.start),
            code,
            minutes_late: mark.minutes_late.and_then(|minutes| u16::try_from(minutes).ok()),
            note: mark.note,
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
