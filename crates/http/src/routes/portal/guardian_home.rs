//! `GET /api/guardians/children/{studentID}/home[?date=]`: the guardian portal's Home in one
//! request: the child, the child's lessons of the day, the term's attendance so far and the
//! latest published grades. The school year and the section's week come from memory (`caches`);
//! the database answers the link and the child (one statement, by the link's key), then the
//! attendance (two, each by an index alone: a lesson's subject and time are found in the week)
//! and the grades with the schemes (two), all on one snapshot (`lyceum_persistence::snapshot`)
//! and in one turn of a connection.

use actix_web::{web, HttpResponse};
use lyceum_persistence::attendance::reports::span;
use lyceum_persistence::attendance::reports::summary::{self, StudentName, Summary};
use lyceum_persistence::guardians::Child;
use lyceum_persistence::snapshot;
use lyceum_persistence::timetable::SectionName;
use serde::Serialize;
use ts_rs::TS;

use super::child_access::{audit_read, child_id, linked_child};
use crate::auth::caller::{GuardianOnly, Signed};
use crate::caches::timetables::{WeekKey, Weeks};
use crate::db;
use crate::error::ApiError;
use crate::routes::attendance::target::today;
use crate::routes::calendar::current_year;
use crate::routes::timetable::{asked_day, day_of, DayQuery, TodayView};
use crate::state::AppState;
use crate::weeks::weeks_on;
use lyceum_school::attendance_report_views::SummaryView;
use lyceum_school::grade_years::{read_latest, LatestGradesView};
use lyceum_school::guardian_views::ChildView;

/// What `GET children/{studentID}/home` answers, written straight out (no JSON tree between).
#[derive(Serialize, TS)]
pub(crate) struct HomeView {
    child: ChildView,
    today: TodayView,
    attendance: Option<SummaryView>,
    grades: Option<LatestGradesView>,
}

/// The child as the attendance summary names a student.
fn student_name(child: &Child) -> StudentName {
    let section = match (&child.section, &child.level) {
        (Some((id, section)), Some((_, level))) => {
            Some(SectionName { id: id.clone(), level: level.clone(), section: section.clone() })
        }
        _ => None,
    };
    StudentName {
        id: child.id.clone(),
        first_name: child.first_name.clone(),
        middle_name: child.middle_name.clone(),
        last_name: child.last_name.clone(),
        section,
        adviser_id: None,
    }
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
    let kept = year.clone();
    let held = state.clone();
    let (child, week, attendance, grades) = db::read(&state.db, move |conn| {
        snapshot(conn, |conn| {
            let child = linked_child(conn, &guardian, &id)?;
            let week = match &child.section {
                Some((section_id, _)) => weeks_on(&held, conn, WeekKey::Section(section_id.clone()))?,
                None => None,
            };
            let student = student_name(&child);
            let span = span::resolve(conn, None, kept.as_ref(), today())?;
            let lessons = week.as_deref().map_or(&[][..], |week| &week.lessons[..]);
            let read = match span.as_ref().and_then(|span| span.days) {
                Some(days) => summary::read(conn, &student, days, lessons)?,
                None => Summary { days: Default::default(), events: Vec::new() },
            };
            let attendance =
                span.map(|span| SummaryView::new(&student, span.term.as_ref(), &span.school_days(), &read));
            let grades = match &kept {
                Some(year) => Some(read_latest(conn, &child.id, year)?.latest_view()),
                None => None,
            };
            Ok::<_, ApiError>((child, week, attendance, grades))
        })
    })
    .await?;
    let unplaced = Weeks { title: "My Class".into(), lessons: Vec::new(), advisory: Vec::new() };
    let day = day_of(week.as_deref().unwrap_or(&unplaced), year.as_ref(), date);
    audit_read(&state, &caller, &child, "home");
    let view = HomeView { child: ChildView::from(child), today: day, attendance, grades };
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}
