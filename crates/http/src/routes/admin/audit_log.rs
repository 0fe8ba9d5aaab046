//! `GET /api/admins/audit-log`: the audit log, newest first, filtered by person, record, action
//! and date and paged on the server. Entries are only read here: no call edits or deletes one.

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use lyceum_persistence::audit::{self, AuditFilter, Entry};
use serde::{Deserialize, Serialize};

use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::checked_term;
use crate::routes::paging::Window;
use crate::state::AppState;

/// The filters and page of the screen.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct AuditQuery {
    page: Option<i64>,
    pageSize: Option<i64>,
    person: Option<String>,
    record: Option<String>,
    action: Option<String>,
    from: Option<String>,
    to: Option<String>,
}

/// One entry as the screen shows it.
#[derive(Serialize)]
#[allow(non_snake_case)]
struct EntryView {
    _id: String,
    at: String,
    actorRole: Option<String>,
    actorID: Option<String>,
    actor: Option<String>,
    action: String,
    recordType: Option<String>,
    recordID: Option<String>,
    detail: Option<String>,
    address: Option<String>,
}

impl From<Entry> for EntryView {
    fn from((id, entry): Entry) -> Self {
        EntryView {
            _id: id.to_string(),
            at: entry.at.and_utc().to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
            actorRole: entry.actor_role,
            actorID: entry.actor_id,
            actor: entry.actor_email,
            action: entry.action,
            recordType: entry.record_type,
            recordID: entry.record_id,
            detail: entry.detail,
            address: entry.address,
        }
    }
}

/// A `YYYY-MM-DD` day of the date filter, or 400 naming the field.
fn day(field: &str, raw: Option<String>) -> Result<Option<NaiveDate>, ApiError> {
    match raw.as_deref().map(str::trim).filter(|raw| !raw.is_empty()) {
        None => Ok(None),
        Some(raw) => NaiveDate::parse_from_str(raw, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| ApiError::BadRequest(format!("The '{field}' date must be written YYYY-MM-DD."))),
    }
}

/// `audit-log`: one page of entries, newest first, filtered by person, record, action and dates.
pub(crate) async fn list(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    query: web::Query<AuditQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let window = Window::new(query.page, query.pageSize)?;
    let from = day("from", query.from)?;
    let to = day("to", query.to)?;
    if let (Some(from), Some(to)) = (from, to) {
        if from > to {
            return Err(ApiError::BadRequest("The 'from' date must not be after the 'to' date.".into()));
        }
    }
    let filter = AuditFilter {
        person: checked_term("person", query.person)?,
        record: checked_term("record", query.record)?,
        action: checked_term("action", query.action)?,
        from,
        to,
        offset: window.offset(),
        limit: window.page_size,
    };
    // Show every entry recorded before this call, including the caller's own last actions.
    state.audit.flush().await;
    let (entries, total) = db::query(&state.db, move |conn| audit::list(conn, &filter)).await?;
    let entries: Vec<EntryView> = entries.into_iter().map(EntryView::from).collect();
    Ok(HttpResponse::Ok().json(window.answer("entries", entries, total)))
}
