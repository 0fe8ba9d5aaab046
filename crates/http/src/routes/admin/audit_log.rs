//! `GET /api/admins/audit-log`: the audit log, newest first, filtered by person, record, action
//! and date and paged on the server. Entries are only read here: no call edits or deletes one.

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use lyceum_persistence::audit::{self, AuditFilter, Entry};
use lyceum_persistence::audit_names;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

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
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct EntryView {
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

/// The words of an action, whatever separates or orders them: `reset-password`, `Password
/// reset` and `password_reset` are the same action.
fn words(action: &str) -> Vec<String> {
    let mut words: Vec<String> = action
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_')
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect();
    words.sort();
    words
}

/// The action the log stores for `asked`, as the screen shows it or as a call names it
/// (`reset-password` finds the entries of `password reset`, old and new); `asked` itself when
/// no stored action has its words.
fn stored_action(asked: &str, stored: Vec<String>) -> String {
    let wanted = words(asked);
    stored.into_iter().find(|action| words(action) == wanted).unwrap_or_else(|| asked.trim().to_owned())
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
    // Show every entry recorded before this call, including the caller's own last actions.
    state.audit.flush().await;
    let action = match checked_term("action", query.action)?.filter(|action| !action.trim().is_empty()) {
        None => None,
        Some(asked) => {
            Some(db::query(&state.db, move |conn| Ok(stored_action(&asked, audit_names::actions(conn)?))).await?)
        }
    };
    let filter = AuditFilter {
        person: checked_term("person", query.person)?,
        record: checked_term("record", query.record)?,
        action,
        from,
        to,
        offset: window.offset(),
        limit: window.page_size,
    };
    let (entries, total) = db::query(&state.db, move |conn| audit::list(conn, &filter)).await?;
    let entries: Vec<EntryView> = entries.into_iter().map(EntryView::from).collect();
    Ok(HttpResponse::Ok().json(window.answer("entries", entries, total)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_action_is_found_by_its_words_in_any_order_and_spelling() {
        let stored = || vec!["password reset".to_owned(), "sign-in".to_owned(), "sign-in failed".to_owned()];
        for asked in ["reset-password", "Password reset", "password_reset", " password  reset "] {
            assert_eq!(stored_action(asked, stored()), "password reset", "{asked}");
        }
        assert_eq!(stored_action("sign in", stored()), "sign-in");
        assert_eq!(stored_action("failed sign-in", stored()), "sign-in failed");
        assert_eq!(stored_action("promote", stored()), "promote");
    }
}
