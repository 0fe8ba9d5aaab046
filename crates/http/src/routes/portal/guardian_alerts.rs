//! A guardian's alerts (`/api/guardians/*`, guardians only): `GET alerts` lists the latest,
//! `POST alerts/seen {id}` marks one seen, `POST alerts/reply {id, reply}` answers one in a line
//! that becomes the absence note of that day (an excuse on file), and
//! `POST email-alerts {enabled}` turns their e-mails on or off.

use actix_web::{web, HttpResponse};
use lyceum_domain::guardian_alert::parse_reply;
use lyceum_domain::ValidationError;
use lyceum_persistence::guardians::alerts::{self, Alert};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use crate::audit::Actor;
use crate::auth::caller::{GuardianOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::{id_or, IdBody};
use crate::state::AppState;
use lyceum_school::attendance_changes;
use lyceum_school::views::{timestamp, GuardianView};

/// The alerts a guardian's list shows at most.
const LATEST: i64 = 50;

/// Registers the calls.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/alerts").get(list))
        .service(web::resource("/alerts/seen").post(seen))
        .service(web::resource("/alerts/reply").post(reply))
        .service(web::resource("/email-alerts").post(email_alerts));
}

/// An alert as the guardian and the adviser read it.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct AlertView {
    _id: String,
    guardianID: String,
    guardian: String,
    studentID: String,
    student: String,
    date: String,
    /// An absence or a late arrival: the only codes an alert is sent for.
    #[ts(type = "'absent' | 'late'")]
    code: String,
    register: String,
    createdAt: String,
    seen: bool,
    seenAt: Option<String>,
    reply: Option<String>,
    excuseID: Option<String>,
    resent: bool,
}

impl From<Alert> for AlertView {
    fn from(alert: Alert) -> Self {
        AlertView {
            _id: alert.id,
            guardianID: alert.guardian_id,
            guardian: alert.guardian,
            studentID: alert.student_id,
            student: alert.student,
            date: alert.day.to_string(),
            code: alert.code,
            register: alert.register,
            createdAt: timestamp(alert.created_at),
            seen: alert.seen_at.is_some(),
            seenAt: alert.seen_at.map(timestamp),
            reply: alert.reply,
            excuseID: alert.excuse_id,
            resent: alert.resent_at.is_some(),
        }
    }
}

fn no_alert() -> ApiError {
    ApiError::NotFound("This alert does not exist.".into())
}

/// `GET alerts`: `{"alerts": [Alert]}`, the latest 50, latest first.
async fn list(state: web::Data<AppState>, caller: Signed<GuardianOnly>) -> Result<HttpResponse, ApiError> {
    let id = caller.user_id().to_owned();
    let found = db::read(&state.db, move |conn| alerts::of_guardian(conn, &id, LATEST)).await?;
    let alerts: Vec<AlertView> = found.into_iter().map(AlertView::from).collect();
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(AlertsView { alerts }))
}

/// `GET alerts`: the guardian's latest alerts, latest first.
#[derive(Serialize, TS)]
pub(crate) struct AlertsView {
    alerts: Vec<AlertView>,
}

/// `POST alerts/seen {id}`: the alert, seen (its notification read too).
async fn seen(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    if body.id.trim().is_empty() {
        return Err(ValidationError::new("id", "Choose an alert.").into());
    }
    let (id, guardian) = (id_or(&body.id, no_alert)?, caller.user_id().to_owned());
    let found = db::query(&state.db, move |conn| alerts::see(conn, &guardian, &id)).await?.ok_or_else(no_alert)?;
    Ok(HttpResponse::Ok().json(AlertView::from(found)))
}

/// The body of `POST alerts/reply`.
#[derive(Deserialize)]
struct ReplyBody {
    #[serde(default)]
    id: String,
    #[serde(default)]
    reply: Option<Value>,
}

/// `POST alerts/reply {id, reply}`: keeps the one-line reply, marks the alert seen and records
/// the reply as the absence note of the child's day; the alert. Audited `excuse recorded`.
async fn reply(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    body: web::Json<ReplyBody>,
) -> Result<HttpResponse, ApiError> {
    if body.id.trim().is_empty() {
        return Err(ValidationError::new("id", "Choose an alert.").into());
    }
    let text = parse_reply(body.reply.as_ref().and_then(Value::as_str).unwrap_or_default())?;
    let (id, guardian, actor) = (id_or(&body.id, no_alert)?, caller.user_id().to_owned(), Actor::from(&caller));
    let answered =
        db::write(&state.db, move |conn| Ok(attendance_changes::reply_to_alert(conn, &actor, &guardian, &id, &text)?))
            .await?;
    Ok(HttpResponse::Ok().json(AlertView::from(answered)))
}

/// The body of `POST email-alerts`.
#[derive(Deserialize)]
struct EmailAlertsBody {
    #[serde(default)]
    enabled: Option<Value>,
}

/// `POST email-alerts {enabled}`: turns the guardian's alert e-mails on or off; the Guardian.
async fn email_alerts(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    body: web::Json<EmailAlertsBody>,
) -> Result<HttpResponse, ApiError> {
    let Some(enabled) = body.enabled.as_ref().and_then(Value::as_bool) else {
        return Err(ValidationError::new("enabled", "Say whether to send alerts by e-mail (true or false).").into());
    };
    let (id, actor) = (caller.user_id().to_owned(), Actor::from(&caller));
    let guardian =
        db::run(&state.db, move |conn| Ok(attendance_changes::set_email_alerts(conn, &actor, &id, enabled)?))
            .await?
            .ok_or_else(|| ApiError::NotFound("This guardian does not exist.".into()))?;
    Ok(HttpResponse::Ok().json(GuardianView::from(guardian)))
}
