//! A subject's registers over some days: each of its weekly lessons on each school day, taken
//! or not, and every register of its lessons taken on another day (a weekend's make-up lesson).

use std::collections::{HashMap, HashSet};

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::attendance::{Code, Counts};
use lyceum_domain::ical::weekday_of;
use lyceum_domain::{ClockTime, DayRange};

use crate::attendance::places::Place;
use crate::attendance::registers::{names_of, Taken};
use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{levels, register_marks, registers, sections, students, subjects};
use crate::timetable::{lessons, SectionName, Whose};

/// A subject with its section and teacher.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectOf {
    /// The subject's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its section.
    pub section: SectionName,
    /// Its teacher, if it has one.
    pub teacher_id: Option<String>,
}

/// The subject `id`, if there is one.
pub fn subject(conn: &mut Conn, id: &str) -> Result<Option<SubjectOf>, StoreError> {
    let row: Option<(String, String, Option<String>, String, String, String)> = subjects::table
        .inner_join(sections::table.inner_join(levels::table))
        .filter(subjects::id.eq(id))
        .select((subjects::id, subjects::name, subjects::teacher_id, sections::id, sections::name, levels::name))
        .first(conn)
        .optional()?;
    Ok(row.map(|(id, name, teacher_id, section_id, section, level)| SubjectOf {
        id,
        name,
        section: SectionName { id: section_id, level, section },
        teacher_id,
    }))
}

/// One lesson's register of a day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonDay {
    /// The lesson.
    pub place: Place,
    /// The day.
    pub day: NaiveDate,
    /// The register, once taken.
    pub taken: Option<Taken>,
}

/// A register row: id, lesson, day, taken at, by role and id.
type RegisterRow = (String, Option<String>, NaiveDate, NaiveDateTime, String, String);

/// The registers of `subject`'s lessons over `days`: every one taken, and, when `expected`, every
/// lesson on one of `school_days` (its weekday's) not taken yet; latest day first, and on a day
/// the latest lesson first.
pub fn read(
    conn: &mut Conn,
    subject: &SubjectOf,
    days: DayRange,
    school_days: &[NaiveDate],
    expected: bool,
) -> Result<Vec<LessonDay>, StoreError> {
    let places: Vec<Place> = lessons(conn, Whose::Section(&subject.section.id))?
        .into_iter()
        .filter(|lesson| lesson.subject_id == subject.id)
        .map(Place::of_lesson)
        .collect();
    let ids: Vec<&str> = places.iter().filter_map(Place::schedule_id).collect();
    let rows: Vec<RegisterRow> = registers::table
        .filter(registers::schedule_id.eq_any(&ids))
        .filter(registers::day.between(days.first(), days.last()))
        .select((
            registers::id,
            registers::schedule_id,
            registers::day,
            registers::taken_at,
            registers::taken_by_role,
            registers::taken_by_id,
        ))
        .load(conn)?;
    let mut counts = counts_of(conn, &subject.section.id, &rows)?;
    let takers: Vec<(String, String)> = rows.iter().map(|row| (row.4.clone(), row.5.clone())).collect();
    let names = names_of(conn, &takers)?;
    let mut taken: HashMap<(String, NaiveDate), Taken> = rows
        .into_iter()
        .filter_map(|(id, lesson, day, taken_at, _, by)| {
            let register = Taken {
                counts: counts.remove(&id).unwrap_or_default(),
                taken_by: names.get(&by).cloned(),
                id,
                taken_at,
            };
            Some(((lesson?, day), register))
        })
        .collect();
    let mut wanted: HashSet<(usize, NaiveDate)> = HashSet::new();
    for (at, place) in places.iter().enumerate() {
        let lesson = place.schedule_id().unwrap_or_default();
        let taken_days = taken.keys().filter(|(of, _)| of == lesson).map(|(_, day)| *day);
        wanted.extend(taken_days.map(|day| (at, day)).collect::<Vec<_>>());
        if expected {
            let weekday = place.lesson.as_ref().map(|lesson| lesson.slot.day);
            let due = school_days.iter().filter(|day| Some(weekday_of(**day)) == weekday);
            wanted.extend(due.map(|day| (at, *day)));
        }
    }
    let start = |place: &Place| place.lesson.as_ref().map(|lesson| lesson.slot.start).map(ClockTime::minutes);
    let mut wanted: Vec<(usize, NaiveDate)> = wanted.into_iter().collect();
    wanted.sort_by(|a, b| (b.1, start(&places[b.0]), b.0).cmp(&(a.1, start(&places[a.0]), a.0)));
    Ok(wanted
        .into_iter()
        .map(|(at, day)| {
            let place = places[at].clone();
            let taken = taken.remove(&(place.schedule_id().unwrap_or_default().to_owned(), day));
            LessonDay { place, day, taken }
        })
        .collect())
}

/// The counts of each register over the section's current students, as a teacher's day shows
/// them: a student who has left is not counted, one who joined counts as present.
fn counts_of(conn: &mut Conn, section_id: &str, rows: &[RegisterRow]) -> Result<HashMap<String, Counts>, StoreError> {
    if rows.is_empty() {
        return Ok(HashMap::new());
    }
    let students: i64 = students::table.filter(students::section_id.eq(section_id)).count().get_result(conn)?;
    let ids: Vec<&str> = rows.iter().map(|row| row.0.as_str()).collect();
    let mut codes: HashMap<String, Vec<Code>> = HashMap::new();
    for chunk in ids.chunks(500) {
        let marks: Vec<(String, String)> = register_marks::table
            .inner_join(students::table)
            .filter(register_marks::register_id.eq_any(chunk))
            .filter(students::section_id.eq(section_id))
            .select((register_marks::register_id, register_marks::code))
            .load(conn)?;
        for (register, code) in marks {
            codes.entry(register).or_default().extend(Code::parse(&code));
        }
    }
    let students = usize::try_from(students).unwrap_or_default();
    Ok(ids.into_iter().map(|id| (id.to_owned(), Counts::of(students, codes.remove(id).unwrap_or_default()))).collect())
}
