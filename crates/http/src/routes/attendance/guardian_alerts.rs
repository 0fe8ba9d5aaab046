//! `GET /api/attendance/guardian-alerts?sectionID=&date=`: what the guardians of a section's
//! students were told of their marks on a day (today when no date), and whether each saw it
//! or replied; for administrators and the section's adviser.

use actix_web::{web, HttpResponse};
use lyceum_domain::calendar::parse_day;
use lyceum_domain::Role;
use lyceum_persistence::attendance::places::{self, Asked};
use lyceum_persistence::guardians::alerts;
use serde::Deserialize;
use serde::Serialize;
use ts_rs::TS;

use super::target::today;
use crate::auth::caller::{AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::id_or;
use crate::routes::portal::guardian_alerts::AlertView;
use crate::state::AppState;

/// The query of `GET guardian-alerts`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct AlertsQuery {
    #[serde(default)]
    sectionID: String,
    #[serde(default)]
    date: String,
}

fn no_section() -> ApiError {
    ApiError::NotFound("This section does not exist.".into())
}

/// `GET guardian-alerts?sectionID=&date=`: `{"date", "alerts": [Alert]}`, by student then
/// guardian.
pub(crate) async fn of_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    query: web::Query<AlertsQuery>,
) -> Result<HttpResponse, ApiError> {
    if query.sectionID.trim().is_empty() {
        return Err(lyceum_domain::ValidationError::new("sectionID", "Choose a section.").into());
    }
    let day = if query.date.trim().is_empty() { today() } else { parse_day("date", &query.date)? };
    let section = id_or(query.sectionID.trim(), no_section)?;
    let asked = section.clone();
    let place =
        db::read(&state.db, move |conn| places::find(conn, Asked::Daily(&asked))).await?.ok_or_else(no_section)?;
    if caller.role() != Role::Admin && place.adviser_id.as_deref() != Some(caller.user_id()) {
        return Err(ApiError::Forbidden("This is not one of your advisory classes.".into()));
    }
    let found = db::read(&state.db, move |conn| alerts::of_section(conn, &section, day, day)).await?;
    let alerts: Vec<AlertView> = found.into_iter().map(AlertView::from).collect();
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(SectionAlertsView { date: day.to_string(), alerts }))
}

/// `GET guardian-alerts`: what the section's guardians were told on `date` (`YYYY-MM-DD`).
#[derive(Serialize, TS)]
pub(crate) struct SectionAlertsView {
    date: String,
    alerts: Vec<AlertView>,
}
