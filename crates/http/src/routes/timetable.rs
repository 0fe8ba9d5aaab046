//! The week and the day as a student or a teacher lives them: `GET /api/timetable` (the own
//! week, and for a teacher each advised section's week) and `GET /api/timetable/today` (the
//! day's lessons, or why there are none). The shapes here are also those of the admins'
//! `timetable` call (`routes::admin::timetables`) and the calendar feed's lessons.

use actix_web::{web, HttpResponse};
use lyceum_domain::calendar::parse_day;
use lyceum_domain::ical::weekday_of;
use lyceum_domain::Role;
use lyceum_persistence::timetable::{self, Lesson, SectionName, Whose};
use lyceum_persistence::{Conn, StoreError};
use serde::{Deserialize, Serialize};

use crate::auth::caller::{Signed, StudentOrTeacher};
use crate::db;
use crate::routes::calendar::current_year;
use crate::error::ApiError;
use crate::state::AppState;

/// Registers the timetable's calls under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/timetable").get(week)) // students and teachers
        .service(web::resource("/timetable/today").get(today)); // students and teachers
}

/// A lesson as answered.
#[derive(Serialize)]
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

impl From<Lesson> for LessonView {
    fn from(lesson: Lesson) -> Self {
        let (teacher_id, teacher) = lesson.teacher.unzip();
        LessonView {
            subjectID: lesson.subject_id,
            subject: lesson.subject,
            sectionID: lesson.section_id,
            section: lesson.section,
            level: lesson.level,
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

/// A week: its title (a section's "Grade 7 - Rizal" or a teacher's name) and its lessons,
/// Monday first and by start time.
#[derive(Serialize)]
pub(crate) struct WeekView {
    title: String,
    lessons: Vec<LessonView>,
}

impl WeekView {
    fn new(title: String, lessons: Vec<Lesson>) -> WeekView {
        WeekView { title, lessons: lessons.into_iter().map(LessonView::from).collect() }
    }
}

/// What `GET /api/timetable` answers: the week, and the advised sections' weeks.
#[derive(Serialize)]
pub(crate) struct TimetableView {
    week: WeekView,
    advisory: Vec<WeekView>,
}

impl TimetableView {
    /// A section's week on its own.
    pub(crate) fn of_section(week: WeekView) -> TimetableView {
        TimetableView { week, advisory: Vec::new() }
    }
}

/// "Grade 7 - Rizal", as the student portal names a class.
pub(crate) fn class_title(section: &SectionName) -> String {
    format!("{} - {}", section.level, section.section)
}

/// A section's week; `None` when there is no such section.
pub(crate) fn section_week(conn: &mut Conn, section_id: &str) -> Result<Option<WeekView>, StoreError> {
    let Some(name) = timetable::section_name(conn, section_id)? else { return Ok(None) };
    let lessons = timetable::lessons(conn, Whose::Section(section_id))?;
    Ok(Some(WeekView::new(class_title(&name), lessons)))
}

/// A teacher's week with each advised section's; `None` when there is no such teacher.
pub(crate) fn teacher_timetable(conn: &mut Conn, teacher_id: &str) -> Result<Option<TimetableView>, StoreError> {
    let Some(name) = timetable::teacher_name(conn, teacher_id)? else { return Ok(None) };
    let week = WeekView::new(name, timetable::lessons(conn, Whose::Teacher(teacher_id))?);
    let advised = timetable::advised_sections(conn, teacher_id)?;
    let ids: Vec<String> = advised.iter().map(|section| section.id.clone()).collect();
    let mut all = timetable::lessons(conn, Whose::Sections(&ids))?;
    let advisory = advised
        .iter()
        .map(|section| {
            let (of_section, rest) = std::mem::take(&mut all).into_iter().partition(|l| l.section_id == section.id);
            all = rest;
            WeekView::new(class_title(section), of_section)
        })
        .collect();
    Ok(Some(TimetableView { week, advisory }))
}

/// A student's section's week ("My Class" without lessons while unplaced); `None` when there
/// is no such student.
fn student_timetable(conn: &mut Conn, student_id: &str) -> Result<Option<TimetableView>, StoreError> {
    let Some(section) = timetable::student_section(conn, student_id)? else { return Ok(None) };
    let week = match section {
        Some(section) => section_week(conn, &section)?,
        None => None,
    };
    let week = week.unwrap_or_else(|| WeekView { title: "My Class".into(), lessons: Vec::new() });
    Ok(Some(TimetableView::of_section(week)))
}

/// The lessons the caller attends or teaches in a week: a student's section's, a teacher's own.
pub(crate) fn own_lessons(conn: &mut Conn, role: Role, account_id: &str) -> Result<Option<Vec<Lesson>>, StoreError> {
    match role {
        Role::Student => match timetable::student_section(conn, account_id)? {
            None => Ok(None),
            Some(None) => Ok(Some(Vec::new())),
            Some(Some(section)) => timetable::lessons(conn, Whose::Section(&section)).map(Some),
        },
        Role::Teacher => match timetable::teacher_name(conn, account_id)? {
            None => Ok(None),
            Some(_) => timetable::lessons(conn, Whose::Teacher(account_id)).map(Some),
        },
        Role::Admin => Ok(None),
    }
}

fn gone() -> ApiError {
    ApiError::NotFound("This account no longer exists.".into())
}

/// `GET timetable`: the caller's week (a student's section's, a teacher's own lessons) and,
/// for a teacher, each advised section's week.
async fn week(state: web::Data<AppState>, caller: Signed<StudentOrTeacher>) -> Result<HttpResponse, ApiError> {
    let (role, id) = (caller.role(), caller.user_id().to_owned());
    let view = db::query(&state.db, move |conn| match role {
        Role::Teacher => teacher_timetable(conn, &id),
        _ => student_timetable(conn, &id),
    })
    .await?
    .ok_or_else(gone)?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

#[derive(Deserialize)]
struct DayQuery {
    date: Option<String>,
}

/// What `GET /api/timetable/today` answers.
#[derive(Serialize)]
#[allow(non_snake_case)]
struct TodayView {
    /// `YYYY-MM-DD`.
    date: String,
    day: &'static str,
    /// False on a no-school day and outside the current school year.
    schoolDay: bool,
    /// The no-school day's name, when the date is one.
    noSchoolDay: Option<String>,
    lessons: Vec<LessonView>,
}

/// `GET timetable/today?date=YYYY-MM-DD`: the caller's lessons of that day (the client's own
/// date; the server's when none is sent), in order, or none with the reason.
async fn today(
    state: web::Data<AppState>,
    caller: Signed<StudentOrTeacher>,
    query: web::Query<DayQuery>,
) -> Result<HttpResponse, ApiError> {
    let date = match query.date.as_deref().map(str::trim).filter(|date| !date.is_empty()) {
        Some(raw) => parse_day("date", raw)?,
        None => chrono::Local::now().date_naive(),
    };
    let (role, id) = (caller.role(), caller.user_id().to_owned());
    let lessons = db::query(&state.db, move |conn| own_lessons(conn, role, &id)).await?;
    let year = current_year(&state).await?;
    let weekday = weekday_of(date);
    let mut lessons: Vec<Lesson> = lessons.ok_or_else(gone)?.into_iter().filter(|l| l.slot.day == weekday).collect();
    let closed = year
        .as_ref()
        .and_then(|year| year.no_school_days.iter().find(|period| period.first_day <= date && date <= period.last_day));
    let school_day = match &year {
        Some(year) => year.days().contains(date) && closed.is_none(),
        None => true,
    };
    if !school_day {
        lessons.clear();
    }
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(TodayView {
        date: date.to_string(),
        day: weekday.as_str(),
        schoolDay: school_day,
        noSchoolDay: closed.map(|period| period.name.clone()),
        lessons: lessons.into_iter().map(LessonView::from).collect(),
    }))
}
