//! Newsletters and memos: `get-newsletters-memos` (anyone signed in), `upload-newsletter-memo`
//! and `delete-newsletters-memos` (admins), all under `/api/admins`.

use actix_web::{web, HttpResponse};
use lyceum_domain::{ValidationError, WebLink};
use lyceum_persistence::newsletters as stored;
use lyceum_school::newsletters::{self, Item};
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, AnyRole, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::id_or;
use crate::state::AppState;
use crate::storage::{self, UploadKind};
use lyceum_school::views::NewsletterView;
use lyceum_school::views::NoticeView;

/// `get-newsletters-memos`: every newsletter and memo.
pub(crate) async fn list(state: web::Data<AppState>, _: Signed<AnyRole>) -> Result<HttpResponse, ApiError> {
    let items = db::query(&state.db, stored::list).await?;
    Ok(HttpResponse::Ok().json(items.into_iter().map(NewsletterView::from).collect::<Vec<_>>()))
}

/// The form of `upload-newsletter-memo`: an uploaded file or a link, one of the two.
#[derive(Deserialize)]
pub(crate) struct AddBody {
    #[serde(default)]
    file: Option<String>,
    #[serde(default)]
    link: Option<String>,
}

fn present(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// `upload-newsletter-memo {file}` or `{link}`: a new newsletter or memo.
pub(crate) async fn add(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<AddBody>,
) -> Result<HttpResponse, ApiError> {
    let AddBody { file, link } = body.into_inner();
    let item = match (present(file), present(link)) {
        (Some(file), None) => Item::File(file),
        (None, Some(link)) => Item::Link(WebLink::parse_field("link", &link)?),
        _ => return Err(ApiError::BadRequest("Upload a file or attach a link (one of `file` or `link`).".into())),
    };
    if let Item::File(file) = &item {
        if !matches!(storage::parse_stored_path(file), Some((UploadKind::Newsletter, _))) {
            return Err(ValidationError::new("file", newsletters::NOT_UPLOADED).into());
        }
    }
    let actor = Actor::from(&caller);
    let item = db::run(&state.db, move |conn| Ok(newsletters::add(conn, &actor, &item)?)).await?;
    Ok(HttpResponse::Created().json(NewsletterView::from(item)))
}

/// The form of `delete-newsletters-memos`: the newsletter's id.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct DeleteBody {
    newsletterID: String,
}

/// `delete-newsletters-memos {newsletterID}`: deletes it and its file.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<DeleteBody>,
) -> Result<HttpResponse, ApiError> {
    let id = id_or(&body.into_inner().newsletterID, || ApiError::NotFound("This newsletter no longer exists.".into()))?;
    let actor = Actor::from(&caller);
    let file =
        db::query(&state.db, move |conn| newsletters::delete(conn, &actor, &id)).await.map_err(
            |error| match error {
                ApiError::NotFound(_) => ApiError::NotFound("This newsletter no longer exists.".into()),
                other => other,
            },
        )?;
    storage::remove_from_disk(state.settings.uploads_dir.clone(), file.into_iter().collect()).await;
    Ok(HttpResponse::Ok().json(NoticeView::new("Newsletter deleted.")))
}
