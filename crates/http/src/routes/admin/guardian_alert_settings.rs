//! The guardians' alert setting, admins only: `GET guardian-alert-settings` answers
//! `{resendMinutes}` (30 until saved), `POST guardian-alert-settings {resendMinutes}` saves the
//! minutes an alert may stay unseen before it is e-mailed again (5 to 1440), audited as
//! `attendance settings changed`.

use actix_web::{web, HttpResponse};
use lyceum_domain::attendance::Number;
use lyceum_domain::ValidationError;
use lyceum_persistence::guardians::reminders;
use serde::Deserialize;
use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::number;
use lyceum_school::attendance_changes;

/// Fewest and most minutes an alert may wait.
const MINUTES: std::ops::RangeInclusive<i64> = 5..=1440;

/// `GET guardian-alert-settings`.
pub(crate) async fn show(
    state: web::Data<crate::state::AppState>,
    _caller: Signed<AdminOnly>,
) -> Result<HttpResponse, ApiError> {
    let minutes = db::read(&state.db, reminders::resend_minutes).await?;
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(AlertSettingsView { resendMinutes: minutes }))
}

/// The guardian alert settings: after how many minutes an unseen alert is e-mailed again.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct AlertSettingsView {
    resendMinutes: u32,
}

/// The form of `POST guardian-alert-settings`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct AlertSettingsBody {
    #[serde(default)]
    resendMinutes: Option<Value>,
}

/// `POST guardian-alert-settings {resendMinutes}`: the saved setting.
pub(crate) async fn save(
    state: web::Data<crate::state::AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<AlertSettingsBody>,
) -> Result<HttpResponse, ApiError> {
    let minutes = match number(body.resendMinutes.as_ref()) {
        Some(Number::Whole(minutes)) => Some(minutes),
        _ => None,
    }
    .filter(|minutes| MINUTES.contains(minutes))
    .and_then(|minutes| u32::try_from(minutes).ok())
    .ok_or_else(|| ValidationError::new("resendMinutes", "Enter a whole number of minutes from 5 to 1440."))?;
    let actor = Actor::from(&caller);
    let saved =
        db::run(&state.db, move |conn| Ok(attendance_changes::save_resend_minutes(conn, &actor, minutes)?)).await?;
    Ok(HttpResponse::Ok().json(AlertSettingsView { resendMinutes: saved }))
}
