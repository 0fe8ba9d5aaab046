//! Weeks of lessons as the timetable calls, Today and the calendar feeds read them: a
//! section's, or a teacher's with each section they advise, kept in memory while no
//! administrator changes anything (`caches::timetables`), and their JSON shapes.

use std::sync::Arc;

use lyceum_domain::Role;
use lyceum_persistence::timetable::{self, Lesson, SectionName, Whose};
use lyceum_persistence::{Conn, StoreError};
use serde::Serialize;
use ts_rs::TS;

use crate::caches::timetables::{WeekKey, Weeks};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// "Grade 7 - Rizal", as the student portal names a class.
fn class_title(section: &SectionName) -> String {
    format!("{} - {}", section.level, section.section)
}

/// Reads a section's week, or a teacher's with their advisory classes'; `None` when there is
/// no such section or teacher.
fn read(conn: &mut Conn, key: &WeekKey) -> Result<Option<Weeks>, StoreError> {
    match key {
        WeekKey::Section(id) => {
            let Some(name) = timetable::section_name(conn, id)? else { return Ok(None) };
            let lessons = timetable::lessons(conn, Whose::Section(id))?;
            Ok(Some(Weeks { title: class_title(&name), lessons, advisory: Vec::new() }))
        }
        WeekKey::Teacher(id) => {
            let Some(name) = timetable::teacher_name(conn, id)? else { return Ok(None) };
            let lessons = timetable::lessons(conn, Whose::Teacher(id))?;
            let advised = timetable::advised_sections(conn, id)?;
            let ids: Vec<String> = advised.iter().map(|section| section.id.clone()).collect();
            let mut theirs = timetable::lessons(conn, Whose::Sections(&ids))?;
            let advisory = advised
                .iter()
                .map(|section| {
                    let (of_section, rest) =
                        std::mem::take(&mut theirs).into_iter().partition(|l: &Lesson| l.section_id == section.id);
                    theirs = rest;
                    (class_title(section), of_section)
                })
                .collect();
            Ok(Some(Weeks { title: name, lessons, advisory }))
        }
    }
}

/// Like [`weeks_of`] on a connection the caller already holds: the kept weeks, or read on
/// `conn` (within the caller's snapshot) and kept.
pub(crate) fn weeks_on(state: &AppState, conn: &mut Conn, key: WeekKey) -> Result<Option<Arc<Weeks>>, StoreError> {
    let writes = match state.timetables.find(&key) {
        Ok(weeks) => return Ok(Some(weeks)),
        Err(writes) => writes,
    };
    let weeks = read(conn, &key)?.map(Arc::new);
    if let Some(weeks) = &weeks {
        state.timetables.store(writes, key, weeks.clone());
    }
    Ok(weeks)
}

/// A section's or a teacher's weeks, kept or read.
pub(crate) async fn weeks_of(state: &AppState, key: WeekKey) -> Result<Option<Arc<Weeks>>, ApiError> {
    let writes = match state.timetables.find(&key) {
        Ok(weeks) => return Ok(Some(weeks)),
        Err(writes) => writes,
    };
    let asked = key.clone();
    let weeks = db::query(&state.db, move |conn| read(conn, &asked)).await?.map(Arc::new);
    if let Some(weeks) = &weeks {
        state.timetables.store(writes, key, weeks.clone());
    }
    Ok(weeks)
}

/// The week the caller attends or teaches: a student's section's ("My Class" without lessons
/// while unplaced), a teacher's own with their advisory classes'; 404 when the account is gone.
pub(crate) async fn own_weeks(state: &AppState, role: Role, account_id: &str) -> Result<Arc<Weeks>, ApiError> {
    let gone = || ApiError::NotFound("This account no longer exists.".into());
    let key = match role {
        Role::Student => {
            let student = account_id.to_owned();
            match db::query(&state.db, move |conn| timetable::student_section(conn, &student)).await? {
                None => return Err(gone()),
                Some(None) => {
                    let unplaced = Weeks { title: "My Class".into(), lessons: Vec::new(), advisory: Vec::new() };
                    return Ok(Arc::new(unplaced));
                }
                Some(Some(section)) => WeekKey::Section(section),
            }
        }
        _ => WeekKey::Teacher(account_id.to_owned()),
    };
    weeks_of(state, key).await?.ok_or_else(gone)
}

/// A lesson as answered.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct LessonView {
    subjectID: String,
    subject: String,
    sectionID: String,
    section: String,
    level: String,
    teacherID: Option<String>,
    teacher: Option<String>,
    day: &'static str,
    /// `07:30 AM`.
    startTime: String,
    endTime: String,
    /// Minutes since midnight, for placing and ordering.
    start: u16,
    end: u16,
}

impl From<&Lesson> for LessonView {
    fn from(lesson: &Lesson) -> Self {
        let (teacher_id, teacher) = lesson.teacher.clone().unzip();
        LessonView {
            subjectID: lesson.subject_id.clone(),
            subject: lesson.subject.clone(),
            sectionID: lesson.section_id.clone(),
            section: lesson.section.clone(),
            level: lesson.level.clone(),
            teacherID: teacher_id,
            teacher,
            day: lesson.slot.day.as_str(),
            startTime: lesson.slot.start.to_text(),
            endTime: lesson.slot.end.to_text(),
            start: lesson.slot.start.minutes(),
            end: lesson.slot.end.minutes(),
        }
    }
}

/// A week: its title and its lessons, Monday first and by start time.
#[derive(Serialize, TS)]
pub(crate) struct WeekView {
    title: String,
    lessons: Vec<LessonView>,
}

impl WeekView {
    fn new(title: &str, lessons: &[Lesson]) -> WeekView {
        WeekView { title: title.to_owned(), lessons: lessons.iter().map(LessonView::from).collect() }
    }
}

/// What the timetable calls answer: the week, and the advised sections' weeks.
#[derive(Serialize, TS)]
pub(crate) struct TimetableView {
    week: WeekView,
    advisory: Vec<WeekView>,
}

impl From<&Weeks> for TimetableView {
    fn from(weeks: &Weeks) -> Self {
        TimetableView {
            week: WeekView::new(&weeks.title, &weeks.lessons),
            advisory: weeks.advisory.iter().map(|(title, lessons)| WeekView::new(title, lessons)).collect(),
        }
    }
}
