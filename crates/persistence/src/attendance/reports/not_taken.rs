//! The registers a school expects on a day and that were not taken: every section's daily
//! register and every lesson of that weekday, as the school's settings say.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::attendance::{RegisterKind, Registers};
use lyceum_domain::ical::weekday_of;
use lyceum_domain::Slot;

use crate::attendance::places::Place;
use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{levels, registers, schedules, sections, subjects, teachers};
use crate::timetable::{full_name, Lesson, SectionName};

/// A lesson as read here: schedule entry, subject, its name, section, teacher's id and names,
/// weekday, start and end.
type LessonRow =
    (String, String, String, String, Option<String>, Option<String>, Option<String>, String, String, String);

/// The registers of `day` the school takes (`takes`) and that were not taken: by level and
/// section, a section's daily register before its lessons, the lessons by start time.
pub fn on(conn: &mut Conn, day: NaiveDate, takes: Registers) -> Result<Vec<Place>, StoreError> {
    let sections: Vec<(String, String, String, Option<String>)> = sections::table
        .inner_join(levels::table)
        .order((levels::name, sections::name, sections::id))
        .select((sections::id, levels::name, sections::name, sections::adviser_id))
        .load(conn)?;
    let taken: Vec<(String, String, Option<String>)> = registers::table
        .filter(registers::day.eq(day))
        .select((registers::kind, registers::section_id, registers::schedule_id))
        .load(conn)?;
    let daily_taken: HashSet<&str> = taken
        .iter()
        .filter(|(kind, _, _)| kind == RegisterKind::Daily.as_str())
        .map(|(_, section, _)| section.as_str())
        .collect();
    let lessons_taken: HashSet<&str> = taken.iter().filter_map(|(_, _, lesson)| lesson.as_deref()).collect();
    let mut lessons_of: HashMap<String, Vec<Lesson>> = HashMap::new();
    if takes.takes(RegisterKind::Lesson) {
        // Every lesson of the school in one flat read; those of the day are kept.
        let rows: Vec<LessonRow> = schedules::table
            .inner_join(subjects::table)
            .left_join(teachers::table.on(subjects::teacher_id.eq(teachers::id.nullable())))
            .select((
                schedules::id,
                subjects::id,
                subjects::name,
                subjects::section_id,
                teachers::id.nullable(),
                teachers::first_name.nullable(),
                teachers::last_name.nullable(),
                schedules::day,
                schedules::start_time,
                schedules::end_time,
            ))
            .load(conn)?;
        for (id, subject_id, subject, section_id, teacher_id, first, last, weekday, start, end) in rows {
            let Some(slot) = Slot::from_stored(&weekday, &start, &end) else { continue };
            if slot.day != weekday_of(day) || lessons_taken.contains(id.as_str()) {
                continue;
            }
            let teacher = teacher_id.map(|id| (id, full_name(first.as_deref(), last.as_deref())));
            let lesson = Lesson {
                id,
                subject_id,
                subject,
                section_id: section_id.clone(),
                section: String::new(),
                level: String::new(),
                teacher,
                slot,
            };
            lessons_of.entry(section_id).or_default().push(lesson);
        }
    }
    let mut due = Vec::new();
    for (id, level, section, adviser) in sections {
        let name = SectionName { id: id.clone(), level, section };
        let mut lessons = lessons_of.remove(&id).unwrap_or_default();
        lessons.sort_by(|a, b| (a.slot.start, &a.subject, &a.id).cmp(&(b.slot.start, &b.subject, &b.id)));
        if takes.takes(RegisterKind::Daily) && !daily_taken.contains(id.as_str()) {
            due.push(Place::daily(name.clone(), adviser));
        }
        due.extend(lessons.into_iter().map(|lesson| {
            Place::of_lesson(Lesson { section: name.section.clone(), level: name.level.clone(), ..lesson })
        }));
    }
    Ok(due)
}
