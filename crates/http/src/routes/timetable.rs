//! The week and the day as a student or a teacher lives them: `GET /api/timetable` (the own
//! week, and for a teacher each advised section's week) and `GET /api/timetable/today` (the
//! day's lessons, or why there are none), read through `weeks` (which the admins' `timetable`
//! call and the calendar feeds share).

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use lyceum_domain::calendar::parse_day;
use lyceum_school::weeks::day_of;
use serde::Deserialize;

use crate::auth::caller::{Signed, StudentOrTeacher};
use crate::error::ApiError;
use crate::routes::calendar::current_year;
use crate::state::AppState;
use crate::weeks::{own_weeks, TimetableView};

/// Registers the timetable's calls under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/timetable").get(week)) // students and teachers
        .service(web::resource("/timetable/today").get(today)); // students and teachers
}

/// `GET timetable`: the caller's week (a student's section's, a teacher's own lessons) and,
/// for a teacher, each advised section's week.
async fn week(state: web::Data<AppState>, caller: Signed<StudentOrTeacher>) -> Result<HttpResponse, ApiError> {
    let weeks = own_weeks(&state, caller.role(), caller.user_id()).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(TimetableView::from(&*weeks)))
}

#[derive(Deserialize)]
pub(crate) struct DayQuery {
    date: Option<String>,
}

/// `GET timetable/today?date=YYYY-MM-DD`: the caller's lessons of that day (the client's own
/// date; the server's when none is sent), in order, or none with the reason.
async fn today(
    state: web::Data<AppState>,
    caller: Signed<StudentOrTeacher>,
    query: web::Query<DayQuery>,
) -> Result<HttpResponse, ApiError> {
    let date = asked_day(&query)?;
    let weeks = own_weeks(&state, caller.role(), caller.user_id()).await?;
    let year = current_year(&state).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(day_of(&weeks, year.as_ref(), date)))
}

/// The `date` query of a day's lessons: the client's own date, the server's when none is sent.
pub(crate) fn asked_day(query: &DayQuery) -> Result<NaiveDate, ApiError> {
    match query.date.as_deref().map(str::trim).filter(|date| !date.is_empty()) {
        Some(raw) => Ok(parse_day("date", raw)?),
        None => Ok(chrono::Local::now().date_naive()),
    }
}
