//! The week as people read it: every lesson of a section or of a teacher with its subject,
//! section, level and teacher, in weekday and time order. The timetable screens, the Today
//! card, the calendar feeds and the lessons' registers all read their lessons here.

use diesel::prelude::*;
use lyceum_domain::Slot;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{levels, schedules, sections, students, subjects, teachers};

/// One weekly lesson of a subject.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lesson {
    /// The schedule entry's id, stable for as long as the lesson exists.
    pub id: String,
    /// The subject's id.
    pub subject_id: String,
    /// The subject's name.
    pub subject: String,
    /// Its section's id.
    pub section_id: String,
    /// Its section's name.
    pub section: String,
    /// The section's level name.
    pub level: String,
    /// The teacher's id and full name, when the subject has a teacher.
    pub teacher: Option<(String, String)>,
    /// When it takes place each week.
    pub slot: Slot,
}

/// A section's names: its level's and its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionName {
    /// The section's id.
    pub id: String,
    /// Its level's name ("Grade 7").
    pub level: String,
    /// Its own name ("Rizal").
    pub section: String,
}

/// Whose lessons to read.
#[derive(Debug, Clone, Copy)]
pub enum Whose<'a> {
    /// Every lesson of this section.
    Section(&'a str),
    /// Every lesson this teacher teaches.
    Teacher(&'a str),
    /// Every lesson of these sections.
    Sections(&'a [String]),
    /// The one lesson of this schedule entry.
    Lesson(&'a str),
}

type LessonRow = (
    String,
    String,
    String,
    String,
    String,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    String,
    String,
    String,
);

/// The lessons with their subject, section, level and teacher, filtered by `$filter`. Each
/// filter is its own statement, not a boxed query, so the connection keeps it prepared; it runs
/// on the backend's own connection (the multi-backend one builds a statement's SQL again on
/// every run).
macro_rules! lessons_where {
    ($conn:expr, $filter:expr) => {
        on_backend!($conn, |c| schedules::table
            .inner_join(
                subjects::table.inner_join(sections::table.inner_join(levels::table)).left_join(teachers::table),
            )
            .filter($filter)
            .select((
                schedules::id,
                subjects::id,
                subjects::name,
                sections::id,
                sections::name,
                levels::name,
                teachers::id.nullable(),
                teachers::first_name.nullable(),
                teachers::last_name.nullable(),
                schedules::day,
                schedules::start_time,
                schedules::end_time,
            ))
            .load::<LessonRow>(c))
    };
}

/// The lessons of a section or a teacher, Monday first and by start time (a stored slot that
/// cannot be read, which the forms never write, is left out).
pub fn lessons(conn: &mut Conn, whose: Whose<'_>) -> Result<Vec<Lesson>, StoreError> {
    let rows = match whose {
        Whose::Section(id) => lessons_where!(conn, subjects::section_id.eq(id)),
        Whose::Teacher(id) => lessons_where!(conn, subjects::teacher_id.eq(id)),
        Whose::Sections([]) => Ok(Vec::new()),
        // One kept statement per section (a teacher advises one or two), not an `IN` list,
        // which is prepared again on every run.
        Whose::Sections(ids) => ids.iter().try_fold(Vec::new(), |mut rows, id| {
            rows.extend(lessons_where!(conn, subjects::section_id.eq(id))?);
            Ok::<_, diesel::result::Error>(rows)
        }),
        Whose::Lesson(id) => lessons_where!(conn, schedules::id.eq(id)),
    }?;
    let mut lessons: Vec<Lesson> = rows
        .into_iter()
        .filter_map(
            |(id, subject_id, subject, section_id, section, level, teacher_id, first, last, day, start, end)| {
                let slot = Slot::from_stored(&day, &start, &end)?;
                let teacher = teacher_id.map(|id| (id, full_name(first.as_deref(), last.as_deref())));
                Some(Lesson { id, subject_id, subject, section_id, section, level, teacher, slot })
            },
        )
        .collect();
    lessons.sort_by(|a, b| {
        (a.slot.order_key(), &a.subject, &a.section, &a.id).cmp(&(b.slot.order_key(), &b.subject, &b.section, &b.id))
    });
    Ok(lessons)
}

pub(crate) fn full_name(first: Option<&str>, last: Option<&str>) -> String {
    format!("{} {}", first.unwrap_or_default(), last.unwrap_or_default()).trim().to_owned()
}

/// The section's level and own name, if it exists.
pub fn section_name(conn: &mut Conn, section_id: &str) -> Result<Option<SectionName>, StoreError> {
    let query = sections::table.inner_join(levels::table).filter(sections::id.eq(section_id)).select((
        sections::id,
        levels::name,
        sections::name,
    ));
    Ok(on_backend!(conn, |c| query.first::<(String, String, String)>(c).optional())?
        .map(|(id, level, section)| SectionName { id, level, section }))
}

/// The sections a teacher advises, by level and section name.
pub fn advised_sections(conn: &mut Conn, teacher_id: &str) -> Result<Vec<SectionName>, StoreError> {
    let query = sections::table
        .inner_join(levels::table)
        .filter(sections::adviser_id.eq(teacher_id))
        .order((levels::name, sections::name, sections::id))
        .select((sections::id, levels::name, sections::name));
    Ok(on_backend!(conn, |c| query.load::<(String, String, String)>(c))?
        .into_iter()
        .map(|(id, level, section)| SectionName { id, level, section })
        .collect())
}

/// The teacher's full name, if the teacher exists.
pub fn teacher_name(conn: &mut Conn, teacher_id: &str) -> Result<Option<String>, StoreError> {
    let query = teachers::table.find(teacher_id).select((teachers::first_name, teachers::last_name));
    Ok(on_backend!(conn, |c| query.first::<(String, String)>(c).optional())?
        .map(|(first, last)| full_name(Some(&first), Some(&last))))
}

/// The section of a student: `None` when there is no such student, `Some(None)` while the
/// student has no section.
pub fn student_section(conn: &mut Conn, student_id: &str) -> Result<Option<Option<String>>, StoreError> {
    let query = students::table.find(student_id).select(students::section_id);
    Ok(on_backend!(conn, |c| query.first::<Option<String>>(c).optional())?)
}
