//! A person's notifications: `GET /api/notifications[?before=<id>]` lists them, latest first,
//! with the unread count; `POST /api/notifications/read` `{"id"}` or `{"all": true}` marks them
//! read. Any signed-in role, each person their own only: another's notification is answered as
//! one that does not exist.

use actix_web::{web, HttpResponse};
use lyceum_domain::ValidationError;
use lyceum_persistence::notifications::{self, Recipient};
use lyceum_school::events::notifications::{NotificationPageView, UnreadView};
use serde::Deserialize;
use serde_json::Value;

use crate::auth::caller::{AnyRole, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::{id_or, NOT_AN_ID};
use crate::state::AppState;
use lyceum_school::events::NotificationView;

/// Notifications one page of the list holds.
pub const PAGE: i64 = 30;

/// Registers `/api/notifications` and `/api/notifications/read`: any signed-in role.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/notifications").get(list))
        .service(web::resource("/notifications/read").post(mark_read));
}

/// The caller as the recipient of notifications.
fn recipient(caller: &Signed<AnyRole>) -> Recipient {
    Recipient { role: caller.role(), id: caller.user_id().to_owned() }
}

/// The query of `GET /api/notifications`.
#[derive(Deserialize)]
struct ListQuery {
    before: Option<String>,
}

/// `GET /api/notifications[?before=<id>]`: `{"notifications": [...], "unread": n}`, the latest
/// [`PAGE`] (or those older than `before`), latest first.
async fn list(
    state: web::Data<AppState>,
    caller: Signed<AnyRole>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let not_listed = || ValidationError::new("before", "There is no such notification in your list.");
    let before = match query.into_inner().before {
        Some(raw) if !raw.trim().is_empty() => Some(id_or(&raw, || ValidationError::new("before", NOT_AN_ID))?),
        _ => None,
    };
    let me = recipient(&caller);
    let (page, unread) = db::read(&state.db, move |conn| {
        let page = notifications::page(conn, &me, before.as_deref(), PAGE)?.ok_or_else(not_listed)?;
        Ok::<_, ApiError>((page, notifications::unread(conn, &me)?))
    })
    .await?;
    let notifications: Vec<NotificationView> = page.into_iter().map(NotificationView::from).collect();
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(NotificationPageView { notifications, unread }))
}

/// The body of `POST /api/notifications/read`.
#[derive(Deserialize)]
struct ReadBody {
    id: Option<Value>,
    all: Option<Value>,
}

/// What `POST /api/notifications/read` marks.
enum Marking {
    One(String),
    All,
}

/// The marking a body asks for: 400 on `all` when it is not a boolean, on `id` when neither is
/// sent; 404 when the id cannot be one.
fn marking(body: ReadBody) -> Result<Marking, ApiError> {
    match body.all {
        Some(Value::Bool(true)) => return Ok(Marking::All),
        Some(Value::Bool(false) | Value::Null) | None => {}
        Some(_) => return Err(ValidationError::new("all", "Send all: true to mark every notification read.").into()),
    }
    let id = match body.id {
        Some(Value::String(id)) if !id.trim().is_empty() => id,
        _ => return Err(ValidationError::new("id", "Name a notification, or send all: true.").into()),
    };
    Ok(Marking::One(id_or(id.trim(), no_such_notification)?))
}

fn no_such_notification() -> ApiError {
    ApiError::NotFound("This notification does not exist.".into())
}

/// `POST /api/notifications/read` `{"id"}` or `{"all": true}`: marks the caller's notification,
/// or all of them, read; answers `{"unread": n}`.
async fn mark_read(
    state: web::Data<AppState>,
    caller: Signed<AnyRole>,
    body: web::Json<ReadBody>,
) -> Result<HttpResponse, ApiError> {
    let marking = marking(body.into_inner())?;
    let me = recipient(&caller);
    let unread = db::run(&state.db, move |conn| {
        match &marking {
            Marking::All => {
                notifications::mark_all_read(conn, &me)?;
            }
            Marking::One(id) => {
                if !notifications::mark_read(conn, &me, id)? {
                    return Err(no_such_notification());
                }
            }
        }
        Ok(notifications::unread(conn, &me)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(UnreadView { unread }))
}
