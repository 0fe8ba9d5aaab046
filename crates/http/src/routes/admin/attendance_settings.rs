//! The Attendance settings screen's calls, admins only: `GET attendance-settings` answers
//! `{registers, editDays, chronicPercent}` (the defaults until saved) and
//! `POST attendance-settings` saves all three, each checked on its field, audited as
//! `attendance settings changed` with the values.

use actix_web::{web, HttpResponse};
use lyceum_domain::attendance::AttendanceSettings;
use lyceum_persistence::attendance::settings;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::number;
use crate::state::AppState;
use lyceum_school::attendance_changes;

/// The settings as answered.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct SettingsView {
    #[ts(type = "'lesson' | 'daily' | 'both'")]
    registers: &'static str,
    editDays: u16,
    chronicPercent: u8,
}

impl From<AttendanceSettings> for SettingsView {
    fn from(settings: AttendanceSettings) -> Self {
        SettingsView {
            registers: settings.registers.as_str(),
            editDays: settings.edit_days,
            chronicPercent: settings.chronic_percent,
        }
    }
}

/// `GET attendance-settings`.
pub(crate) async fn show(state: web::Data<AppState>, _caller: Signed<AdminOnly>) -> Result<HttpResponse, ApiError> {
    let found = db::read(&state.db, settings::read).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(SettingsView::from(found)))
}

/// The form of `POST attendance-settings`: each field read as sent, so a wrong type is
/// answered on its field.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SettingsBody {
    #[serde(default)]
    registers: Option<Value>,
    #[serde(default)]
    editDays: Option<Value>,
    #[serde(default)]
    chronicPercent: Option<Value>,
}

/// `POST attendance-settings {registers, editDays, chronicPercent}`: the saved settings.
pub(crate) async fn save(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SettingsBody>,
) -> Result<HttpResponse, ApiError> {
    let wanted = AttendanceSettings::parse(
        body.registers.as_ref().and_then(Value::as_str),
        number(body.editDays.as_ref()),
        number(body.chronicPercent.as_ref()),
    )?;
    let actor = Actor::from(&caller);
    let saved = db::run(&state.db, move |conn| Ok(attendance_changes::save_settings(conn, &actor, &wanted)?)).await?;
    Ok(HttpResponse::Ok().json(SettingsView::from(saved)))
}
