//! Weeks of lessons as the timetable calls, Today and the calendar feeds read them: a
//! section's, or a teacher's with each section they advise ([`read`]), and their JSON shapes.
//! The web server keeps them in memory while no administrator changes anything.

use chrono::NaiveDate;
use lyceum_domain::ical::weekday_of;
use lyceum_persistence::homes::{self, Gradebook};
use lyceum_persistence::school_years::SchoolYear;
use lyceum_persistence::timetable::{self, Lesson, SectionName, Whose};
use lyceum_persistence::{Conn, StoreError};
use serde::Serialize;
use ts_rs::TS;

/// A week as read: its title, its lessons, and for a teacher each advised section's week.
#[derive(Debug, Clone)]
pub struct Weeks {
    /// "Grade 7 - Rizal" for a section, the teacher's name for a teacher.
    pub title: String,
    /// The lessons, Monday first and by start time.
    pub lessons: Vec<Lesson>,
    /// A teacher's advised sections: each one's title and lessons.
    pub advisory: Vec<(String, Vec<Lesson>)>,
    /// The sections a teacher advises, in the order of `advisory`.
    pub advised: Vec<SectionName>,
    /// A teacher's subjects as gradebooks (`submitted` left unset), by level, section and name:
    /// what a teacher's Home lists, kept here as it changes with the same writes as the week.
    pub taught: Vec<Gradebook>,
}

impl Weeks {
    /// The week of a student placed in no section: "My Class", with no lessons.
    pub fn unplaced() -> Weeks {
        Weeks {
            title: "My Class".into(),
            lessons: Vec::new(),
            advisory: Vec::new(),
            advised: Vec::new(),
            taught: Vec::new(),
        }
    }
}

/// Whose week a key names.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum WeekKey {
    /// A section's.
    Section(String),
    /// A teacher's, with their advisory classes'.
    Teacher(String),
}

/// "Grade 7 - Rizal", as the student portal names a class.
fn class_title(section: &SectionName) -> String {
    format!("{} - {}", section.level, section.section)
}

/// Reads a section's week, or a teacher's with their advisory classes'; `None` when there is
/// no such section or teacher.
pub fn read(conn: &mut Conn, key: &WeekKey) -> Result<Option<Weeks>, StoreError> {
    match key {
        WeekKey::Section(id) => {
            let Some(name) = timetable::section_name(conn, id)? else { return Ok(None) };
            let lessons = timetable::lessons(conn, Whose::Section(id))?;
            Ok(Some(Weeks { title: class_title(&name), lessons, ..Weeks::unplaced() }))
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
            let taught = homes::taught_by(conn, id)?;
            Ok(Some(Weeks { title: name, lessons, advisory, advised, taught }))
        }
    }
}

/// A lesson as answered.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct LessonView {
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
pub struct WeekView {
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
pub struct TimetableView {
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

/// What `GET /api/timetable/today` answers.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct TodayView {
    /// `YYYY-MM-DD`.
    date: String,
    day: &'static str,
    /// False on a no-school day and outside the current school year.
    schoolDay: bool,
    /// The no-school day's name, when the date is one.
    noSchoolDay: Option<String>,
    lessons: Vec<LessonView>,
}

/// The lessons of `weeks` on `date`, none on a no-school day or outside the school `year`.
pub fn day_of(weeks: &Weeks, year: Option<&SchoolYear>, date: NaiveDate) -> TodayView {
    let weekday = weekday_of(date);
    let mut lessons: Vec<&Lesson> = weeks.lessons.iter().filter(|l| l.slot.day == weekday).collect();
    let closed = year
        .and_then(|year| year.no_school_days.iter().find(|period| period.first_day <= date && date <= period.last_day));
    let school_day = match year {
        Some(year) => year.days().contains(date) && closed.is_none(),
        None => true,
    };
    if !school_day {
        lessons.clear();
    }
    TodayView {
        date: date.to_string(),
        day: weekday.as_str(),
        schoolDay: school_day,
        noSchoolDay: closed.map(|period| period.name.clone()),
        lessons: lessons.into_iter().map(LessonView::from).collect(),
    }
}
