//! `GET /api/teachers/home[?date=]`: a teacher's Home in one request: the registers of the day,
//! each taken or not (as `GET /api/attendance/today`), the term's gradebooks submitted or not,
//! the advisory sections' students marked other than present that day, and unread messages.

use actix_web::{web, HttpResponse};
use lyceum_school::homes::{self, TeacherHomeParts};
use serde::Serialize;
use ts_rs::TS;

use crate::auth::caller::{Signed, TeacherOnly};
use crate::error::ApiError;
use crate::routes::attendance::today::{registers_of, DayView};
use crate::routes::calendar::current_year;
use crate::routes::timetable::{asked_day, DayQuery};
use crate::state::AppState;

/// What `GET home` answers.
#[derive(Serialize, TS)]
pub(crate) struct TeacherHomeView {
    /// The registers of the day.
    day: DayView,
    #[serde(flatten)]
    work: TeacherHomeParts,
}

/// `GET home[?date=YYYY-MM-DD]`: the signed-in teacher's day (the browser's date; the
/// server's when none is sent).
pub(crate) async fn home(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    query: web::Query<DayQuery>,
) -> Result<HttpResponse, ApiError> {
    let date = asked_day(&query)?;
    let year = current_year(&state).await?;
    let teacher = caller.user_id().to_owned();
    let (day, work) = registers_of(&state, &caller, date, move |conn, advised, weeks| {
        let advised: Vec<String> = advised.iter().map(|place| place.section.id.clone()).collect();
        Ok(homes::teacher_home(conn, &teacher, &advised, &weeks.taught, year.as_ref(), date)?)
    })
    .await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(TeacherHomeView { day, work }))
}
