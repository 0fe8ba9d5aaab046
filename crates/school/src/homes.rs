//! What the Homes open on: the administrator's day and term across the school, and a
//! teacher's gradebooks and advisory marks. Each is read on one connection; the web layer keeps
//! the administrator's (a whole-school read) in memory and adds what it holds there (a
//! teacher's registers of the day come from their week).

use chrono::NaiveDate;
use lyceum_domain::attendance::report::Percent;
use lyceum_persistence::attendance::reports::{chronic, not_taken, span};
use lyceum_persistence::attendance::settings;
use lyceum_persistence::homes::{self, DayMark, Gradebook, LevelSubmissions, SchoolDay};
use lyceum_persistence::school_years::SchoolYear;
use lyceum_persistence::Conn;
use serde::Serialize;
use ts_rs::TS;

use crate::attendance_report_views::TermView;
use crate::attendance_views::RegisterSummary;
use crate::Refusal;

/// How many of the registers not taken the administrator's Home lists (the count says the rest).
pub const NOT_TAKEN_LISTED: usize = 8;

/// The school's attendance of one day.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct DayFiguresView {
    /// `YYYY-MM-DD`.
    date: String,
    /// The students of the sections with a register taken that day.
    expected: u32,
    /// Present, on time or late.
    present: u32,
    absent: u32,
    excused: u32,
    /// `present` of `expected` in percent, one decimal; null when nobody was expected.
    percentPresent: Option<f64>,
}

impl From<&SchoolDay> for DayFiguresView {
    fn from(day: &SchoolDay) -> Self {
        DayFiguresView {
            date: day.day.to_string(),
            expected: day.expected,
            present: day.present(),
            absent: day.absent,
            excused: day.excused,
            percentPresent: Percent::of(day.present(), day.expected).map(Percent::as_f64),
        }
    }
}

/// A level's gradebooks of the term.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct LevelSubmissionsView {
    levelID: String,
    level: String,
    submitted: u32,
    expected: u32,
}

impl From<LevelSubmissions> for LevelSubmissionsView {
    fn from(level: LevelSubmissions) -> Self {
        LevelSubmissionsView {
            levelID: level.id,
            level: level.name,
            submitted: level.submitted,
            expected: level.expected,
        }
    }
}

/// What `GET /api/admins/home` answers: today and the term across the school.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct AdminHomeView {
    /// `YYYY-MM-DD`: the day the figures are of.
    date: String,
    /// When they were read, RFC 3339 (the Home is read at most every few seconds).
    asOf: String,
    /// False on a no-school day and outside the school year.
    schoolDay: bool,
    /// The term so far; null outside the terms.
    term: Option<TermView>,
    /// Today's attendance; null until a register is taken.
    today: Option<DayFiguresView>,
    /// The registers of today not taken yet, the first few by level, section and start time.
    notTaken: Vec<RegisterSummary>,
    /// How many registers of today are not taken.
    notTakenCount: usize,
    /// Students at or past the chronic-absence share of the term's school days.
    chronicCount: usize,
    /// The chronic-absence share in percent.
    chronicPercent: u8,
    /// The term's gradebooks submitted, by level.
    grades: Vec<LevelSubmissionsView>,
    /// Each day of the term so far a register was taken, earliest first.
    days: Vec<DayFiguresView>,
}

/// Reads the administrator's Home of `today` in the current school `year`, as of `as_of`.
pub fn admin_home(
    conn: &mut Conn,
    year: Option<&SchoolYear>,
    today: NaiveDate,
    as_of: String,
) -> Result<AdminHomeView, Refusal> {
    let settings = settings::read(conn)?;
    let school_day = span::calendar_of(year).is_school_day(today);
    let span = span::resolve(conn, None, year, today)?;
    let term = span.as_ref().and_then(|span| span.term.as_ref());
    let days = match span.as_ref().and_then(|span| span.days) {
        Some(days) => homes::school_days(conn, days)?,
        None => Vec::new(),
    };
    let whole = u32::try_from(span.as_ref().map_or(0, |span| span.school_days().len())).unwrap_or(u32::MAX);
    let chronic_count = match span.as_ref().and_then(|span| span.days) {
        Some(days) if whole > 0 => {
            chronic::list(conn, days, Percent::whole(settings.chronic_percent).least_part_of(whole))?.len()
        }
        _ => 0,
    };
    let due = if school_day { not_taken::on(conn, today, settings.registers)? } else { Vec::new() };
    let grades = match term {
        Some(term) => homes::submissions_by_level(conn, &term.id)?.into_iter().map(Into::into).collect(),
        None => Vec::new(),
    };
    Ok(AdminHomeView {
        date: today.to_string(),
        asOf: as_of,
        schoolDay: school_day,
        term: TermView::of(term),
        today: days.iter().find(|day| day.day == today).map(DayFiguresView::from),
        notTaken: due.iter().take(NOT_TAKEN_LISTED).map(|place| RegisterSummary::new(place, today, None)).collect(),
        notTakenCount: due.len(),
        chronicCount: chronic_count,
        chronicPercent: settings.chronic_percent,
        grades,
        days: days.iter().map(DayFiguresView::from).collect(),
    })
}

/// One of a teacher's gradebooks of the term.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct GradebookDueView {
    subjectID: String,
    subject: String,
    sectionID: String,
    section: String,
    level: String,
    submitted: bool,
}

impl From<Gradebook> for GradebookDueView {
    fn from(book: Gradebook) -> Self {
        GradebookDueView {
            subjectID: book.subject_id,
            subject: book.subject,
            sectionID: book.section_id,
            section: book.section,
            level: book.level,
            submitted: book.submitted,
        }
    }
}

/// A student of an advisory section marked other than present today.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct AdvisoryMarkView {
    studentID: String,
    name: String,
    sectionID: String,
    /// `absent`, `late` or `excused`: the daily register's, else the most serious of the lessons'.
    #[ts(type = "'absent' | 'late' | 'excused'")]
    code: String,
    /// How many of the day's lesson registers marked it (0 for the daily register's).
    lessons: u32,
}

/// The marks of the day in a teacher's advisory sections, one per student: the daily
/// register's, else the lessons' (absent before excused before late), with how many lessons.
fn advisory_marks(marks: Vec<DayMark>) -> Vec<AdvisoryMarkView> {
    let rank = |code: &str| match code {
        "absent" => 0,
        "excused" => 1,
        _ => 2,
    };
    let mut views: Vec<AdvisoryMarkView> = Vec::new();
    for mark in marks {
        let daily = mark.daily;
        match views.iter_mut().find(|view| view.studentID == mark.student_id) {
            Some(view) if daily => {
                view.code = mark.code;
                view.lessons = 0;
            }
            Some(view) if view.lessons > 0 => {
                view.lessons += 1;
                if rank(&mark.code) < rank(&view.code) {
                    view.code = mark.code;
                }
            }
            Some(_) => {}
            None => views.push(AdvisoryMarkView {
                studentID: mark.student_id,
                name: format!("{} {}", mark.first_name, mark.last_name),
                sectionID: mark.section_id,
                code: mark.code,
                lessons: u32::from(!daily),
            }),
        }
    }
    views
}

/// What a teacher's Home reads from the database: the term's gradebooks, the advisory
/// sections' marks of the day and the unread messages.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct TeacherHomeParts {
    /// The term the gradebooks are of; null outside the terms.
    term: Option<TermView>,
    /// Each subject the teacher teaches, submitted or not for the term.
    gradebooks: Vec<GradebookDueView>,
    /// The advisory sections' students marked other than present today.
    advisoryMarks: Vec<AdvisoryMarkView>,
    /// Messages to the teacher not yet read.
    unreadMessages: u32,
}

/// Reads `teacher_id`'s Home parts of `today`, with `advised` the sections they advise and
/// `taught` their subjects (kept with their week, `Weeks::taught`).
pub fn teacher_home(
    conn: &mut Conn,
    teacher_id: &str,
    advised: &[String],
    taught: &[Gradebook],
    year: Option<&SchoolYear>,
    today: NaiveDate,
) -> Result<TeacherHomeParts, Refusal> {
    let span = span::resolve(conn, None, year, today)?;
    let term = span.as_ref().and_then(|span| span.term.as_ref());
    let gradebooks = match term {
        Some(term) => {
            let ids: Vec<&str> = taught.iter().map(|book| book.subject_id.as_str()).collect();
            let submitted = homes::submitted_of(conn, &ids, &term.id)?;
            let books = taught
                .iter()
                .cloned()
                .map(|book| Gradebook { submitted: submitted.contains(&book.subject_id), ..book });
            books.map(Into::into).collect()
        }
        None => Vec::new(),
    };
    Ok(TeacherHomeParts {
        term: TermView::of(term),
        gradebooks,
        advisoryMarks: advisory_marks(homes::marks_on(conn, advised, today)?),
        unreadMessages: homes::unread_messages(conn, teacher_id)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mark(student: &str, code: &str, daily: bool) -> DayMark {
        DayMark {
            student_id: student.into(),
            first_name: "Ana".into(),
            last_name: student.into(),
            section_id: "s".into(),
            code: code.into(),
            daily,
        }
    }

    #[test]
    fn the_daily_register_decides_a_students_mark_else_the_most_serious_lesson() {
        let views = advisory_marks(vec![
            mark("a", "late", false),
            mark("a", "absent", true),
            mark("a", "late", false),
            mark("b", "late", false),
            mark("b", "absent", false),
            mark("b", "excused", false),
        ]);
        let seen: Vec<(&str, &str, u32)> =
            views.iter().map(|view| (view.studentID.as_str(), view.code.as_str(), view.lessons)).collect();
        assert_eq!(seen, vec![("a", "absent", 0), ("b", "absent", 3)]);
    }
}
