//! The Homes of a student's day: `GET /api/guardians/children/{studentID}/home[?date=]` (one
//! child, for their guardian), `GET /api/guardians/home[?date=]` (each child at a glance) and
//! `GET /api/students/home[?date=]` (the student's own). Each answers the lessons of the day,
//! the term's attendance so far and the latest published grades. The school year and the
//! section's week come from memory (`caches`); the database answers the student (one statement,
//! by the link's key for a guardian), then the attendance (two, each by an index alone: a
//! lesson's subject and time are found in the week) and the grades with the schemes (two), all
//! on one snapshot (`lyceum_persistence::snapshot`) and in one turn of a connection.

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use lyceum_persistence::attendance::reports::span;
use lyceum_persistence::attendance::reports::summary::{self, StudentName, Summary};
use lyceum_persistence::guardians;
use lyceum_persistence::school_years::SchoolYear;
use lyceum_persistence::{homes, snapshot, Conn};
use serde::Serialize;
use ts_rs::TS;

use super::child_access::{audit_read, child_id, linked_child};
use crate::auth::caller::{GuardianOnly, Signed, StudentOnly};
use crate::caches::timetables::{WeekKey, Weeks};
use crate::db;
use crate::error::ApiError;
use crate::routes::attendance::target::today;
use crate::routes::calendar::current_year;
use crate::routes::timetable::{asked_day, DayQuery};
use crate::state::AppState;
use crate::weeks::weeks_on;
use lyceum_school::attendance_report_views::SummaryView;
use lyceum_school::grade_years::{read_latest, LatestGradesView};
use lyceum_school::guardian_views::ChildView;
use lyceum_school::weeks::{day_of, TodayView};

/// A student's day and term: what `GET /api/students/home` answers.
#[derive(Serialize, TS)]
pub(crate) struct StudentHomeView {
    /// The lessons of the day, as `GET /api/timetable/today` answers a student.
    today: TodayView,
    /// The term so far, as `GET /api/attendance/student-summary` answers it; null outside the
    /// school year.
    attendance: Option<SummaryView>,
    /// The latest term with a published grade; null without a current school year.
    grades: Option<LatestGradesView>,
}

/// What `GET children/{studentID}/home` answers, written straight out (no JSON tree between).
#[derive(Serialize, TS)]
pub(crate) struct HomeView {
    child: ChildView,
    #[serde(flatten)]
    home: StudentHomeView,
}

/// A child at a glance, in `GET /api/guardians/home`.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct GlanceView {
    child: ChildView,
    /// The child's mark of the day, once a register was taken.
    #[ts(type = "'present' | 'late' | 'absent' | 'excused' | null")]
    todayMark: Option<&'static str>,
    attendance: Option<SummaryView>,
    grades: Option<LatestGradesView>,
    /// The guardian's alerts about the child not yet seen.
    unseenAlerts: u32,
}

/// What `GET /api/guardians/home` answers: each linked child, by last then first name.
#[derive(Serialize, TS)]
pub(crate) struct GlancesView {
    children: Vec<GlanceView>,
}

/// The day `date` and the term so far of `student`, with the day's mark.
fn read_home(
    state: &AppState,
    conn: &mut Conn,
    student: &StudentName,
    year: Option<&SchoolYear>,
    date: NaiveDate,
) -> Result<(StudentHomeView, Option<&'static str>), ApiError> {
    let week = match &student.section {
        Some(section) => weeks_on(state, conn, WeekKey::Section(section.id.clone()))?,
        None => None,
    };
    let span = span::resolve(conn, None, year, today())?;
    let lessons = week.as_deref().map_or(&[][..], |week| &week.lessons[..]);
    let read = match span.as_ref().and_then(|span| span.days) {
        Some(days) => summary::read(conn, student, days, lessons)?,
        None => Summary { days: Default::default(), events: Vec::new() },
    };
    let mark = read.days.get(&date).map(|code| code.as_str());
    let attendance = span.map(|span| SummaryView::new(student, span.term.as_ref(), &span.school_days(), &read));
    let grades = match year {
        Some(year) => Some(read_latest(conn, &student.id, year)?.latest_view()),
        None => None,
    };
    let unplaced = Weeks::unplaced();
    let today = day_of(week.as_deref().unwrap_or(&unplaced), year, date);
    Ok((StudentHomeView { today, attendance, grades }, mark))
}

/// `GET children/{studentID}/home[?date=YYYY-MM-DD]`: `{child, today, attendance, grades}`:
/// `child` as `GET children` lists it; `today` the lessons of `date` (the client's own day,
/// the server's when none is sent) as `GET /api/timetable/today` answers a student; `attendance`
/// the term so far as `GET /api/attendance/student-summary` answers it; `grades` the latest
/// term with a published grade, `{year, term, subjects: [{_id, name, grade, descriptor}]}`
/// (`term` null before anything is published), or null without a current school year.
pub(crate) async fn home(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    path: web::Path<String>,
    query: web::Query<DayQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = child_id(&path)?;
    let date = asked_day(&query)?;
    let year = current_year(&state).await?;
    let guardian = caller.user_id().to_owned();
    let held = state.clone();
    let (child, home) = db::read(&state.db, move |conn| {
        snapshot(conn, |conn| {
            let child = linked_child(conn, &guardian, &id)?;
            let (home, _) = read_home(&held, conn, &child.as_student(), year.as_ref(), date)?;
            Ok::<_, ApiError>((child, home))
        })
    })
    .await?;
    audit_read(&state, &caller, &child, "home");
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(HomeView { child: child.into(), home }))
}

/// `GET /api/guardians/home[?date=]`: each linked child at a glance: the day's mark, the term's
/// attendance, the latest published grades and the alerts not yet seen.
pub(crate) async fn glances(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    query: web::Query<DayQuery>,
) -> Result<HttpResponse, ApiError> {
    let date = asked_day(&query)?;
    let year = current_year(&state).await?;
    let guardian = caller.user_id().to_owned();
    let held = state.clone();
    let children = db::read(&state.db, move |conn| {
        snapshot(conn, |conn| {
            let mut glances = Vec::new();
            for child in guardians::children(conn, &guardian)? {
                let (home, mark) = read_home(&held, conn, &child.as_student(), year.as_ref(), date)?;
                let unseen = homes::unseen_alerts(conn, &guardian, &child.id)?;
                let (attendance, grades) = (home.attendance, home.grades);
                glances.push(GlanceView {
                    child: child.into(),
                    todayMark: mark,
                    attendance,
                    grades,
                    unseenAlerts: unseen,
                });
            }
            Ok::<_, ApiError>(glances)
        })
    })
    .await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(GlancesView { children }))
}

/// `GET /api/students/home[?date=]`: the signed-in student's day and term, `{today, attendance,
/// grades}` as a guardian's Home of them answers.
pub(crate) async fn own(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
    query: web::Query<DayQuery>,
) -> Result<HttpResponse, ApiError> {
    let date = asked_day(&query)?;
    let year = current_year(&state).await?;
    let id = caller.user_id().to_owned();
    let held = state.clone();
    let home = db::read(&state.db, move |conn| {
        snapshot(conn, |conn| {
            let student = summary::student(conn, &id)?
                .ok_or_else(|| ApiError::NotFound("This account no longer exists.".into()))?;
            Ok::<_, ApiError>(read_home(&held, conn, &student, year.as_ref(), date)?.0)
        })
    })
    .await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(home))
}
