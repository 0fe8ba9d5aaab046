//! `GET /api/attendance/today?date=YYYY-MM-DD`: a teacher's registers of a day, the daily
//! registers of the sections they advise first, then their lessons of that day in time order,
//! as the school's settings say, each taken or not. None on a no-school day or outside the
//! current school year.

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use lyceum_domain::attendance::RegisterKind;
use lyceum_domain::calendar::parse_day;
use lyceum_domain::ical::weekday_of;
use lyceum_persistence::attendance::places::Place;
use lyceum_persistence::attendance::{registers, settings};
use lyceum_persistence::{snapshot, Conn};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::target::today;
use crate::auth::caller::{Signed, TeacherOnly};
use crate::db;
use crate::error::ApiError;
use crate::routes::calendar::current_year;
use crate::state::AppState;
use crate::weeks::own_weeks;
use lyceum_school::attendance_views::RegisterSummary;
use lyceum_school::weeks::Weeks;

/// The query of `GET today`.
#[derive(Deserialize)]
pub(crate) struct DayQuery {
    date: Option<String>,
}

/// What `GET today` answers.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct DayView {
    /// `YYYY-MM-DD`.
    date: String,
    /// False on a no-school day and outside the current school year.
    schoolDay: bool,
    /// The no-school day's name, when the date is one.
    noSchoolDay: Option<String>,
    registers: Vec<RegisterSummary>,
}

/// `GET today[?date=]`: the caller's registers of that day (the browser's date; the server's
/// when none is sent).
pub(crate) async fn day(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    query: web::Query<DayQuery>,
) -> Result<HttpResponse, ApiError> {
    let date = match query.date.as_deref().map(str::trim).filter(|date| !date.is_empty()) {
        Some(raw) => parse_day("date", raw)?,
        None => today(),
    };
    let (view, ()) = registers_of(&state, &caller, date, |_, _, _| Ok(())).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// The registers of `date` the teacher `caller` takes, each taken or not, and what `also`
/// reads on the same connection given the daily registers of the sections they advise and
/// the teacher's week (kept in memory).
pub(crate) async fn registers_of<T: Send + 'static>(
    state: &AppState,
    caller: &Signed<TeacherOnly>,
    date: NaiveDate,
    also: impl FnOnce(&mut Conn, &[Place], &Weeks) -> Result<T, ApiError> + Send + 'static,
) -> Result<(DayView, T), ApiError> {
    let year = current_year(state).await?;
    let closed = year
        .as_ref()
        .and_then(|year| year.no_school_days.iter().find(|period| period.first_day <= date && date <= period.last_day));
    let school_day = year.as_ref().is_none_or(|year| year.is_school_day(date));
    let mut view = DayView {
        date: date.to_string(),
        schoolDay: school_day,
        noSchoolDay: closed.map(|period| period.name.clone()),
        registers: Vec::new(),
    };
    // The lessons and the advised sections come with the teacher's week, kept in memory.
    let weeks = own_weeks(state, caller.role(), caller.user_id()).await?;
    let of_day = weeks.lessons.iter().filter(|lesson| school_day && lesson.slot.day == weekday_of(date));
    let lessons: Vec<Place> = of_day.cloned().map(Place::of_lesson).collect();
    let adviser = Some(caller.user_id().to_owned());
    let advised: Vec<Place> =
        weeks.advised.iter().map(|section| Place::daily(section.clone(), adviser.clone())).collect();
    // One read transaction for the whole day's reads: one snapshot, and the write-ahead log's
    // read lock taken once rather than once per statement.
    let (places, taken, more) = db::read(&state.db, move |conn| {
        snapshot(conn, |conn| {
            let takes = settings::read(conn)?.registers;
            let more = also(conn, &advised, &weeks)?;
            if !school_day {
                return Ok::<_, ApiError>((Vec::new(), Vec::new(), more));
            }
            let mut places = if takes.takes(RegisterKind::Daily) { advised } else { Vec::new() };
            if takes.takes(RegisterKind::Lesson) {
                places.extend(lessons);
            }
            let taken = registers::taken_on(conn, &places, date)?;
            Ok((places, taken, more))
        })
    })
    .await?;
    view.registers =
        places.iter().zip(&taken).map(|(place, taken)| RegisterSummary::new(place, date, taken.as_ref())).collect();
    Ok((view, more))
}
