//! News and updates: `get-news-updates` (anyone signed in), `create-news-updates`,
//! `edit-news-updates`, `delete-news-updates` (admins), all under `/api/admins`.
//!
//! Every portal's home page reads the feed, and it changes only when an administrator writes,
//! so its answer is kept in memory (`caches::news`) until a news item is written.

use actix_web::http::header::ContentType;
use actix_web::web::Bytes;
use actix_web::{web, HttpResponse};
use lyceum_domain::{FieldErrors, RichText, ValidationError};
use lyceum_persistence::{news as stored, Conn};
use lyceum_school::news::{self, GONE};
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, AnyRole, Signed};
use crate::error::ApiError;
use crate::routes::forms::{edited_id, id_or};
use crate::state::AppState;
use crate::storage;
use crate::{db, live};
use lyceum_school::views::NewsView;
use lyceum_school::views::NoticeView;
use lyceum_school::Refusal;

/// The form of `create-news-updates` and `edit-news-updates`: rich text and an optional image.
#[derive(Deserialize)]
pub(crate) struct NewsBody {
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    image: Option<String>,
    text: String,
}

/// The form of `delete-news-updates`: the item's id.
#[derive(Deserialize)]
pub(crate) struct IdBody {
    id: String,
}

/// `get-news-updates`: the feed, newest first, from memory while no item changes.
pub(crate) async fn list(state: web::Data<AppState>, _: Signed<AnyRole>) -> Result<HttpResponse, ApiError> {
    let body = match state.news.find() {
        Ok(body) => body,
        Err(writes) => {
            let items = db::query(&state.db, stored::list).await?;
            let views = items.into_iter().map(NewsView::from).collect::<Vec<_>>();
            let body = Bytes::from(serde_json::to_vec(&views).map_err(ApiError::internal)?);
            state.news.store(writes, body.clone());
            body
        }
    };
    Ok(HttpResponse::Ok().content_type(ContentType::json()).body(body))
}

/// Validates the text and that the image, if any, is an uploaded image.
fn parse(conn: &mut Conn, body: &NewsBody) -> Result<(Option<String>, RichText), ApiError> {
    let mut errors = FieldErrors::new();
    let text = errors.check(RichText::parse_field("text", &body.text));
    let image = match storage::uploaded_image(conn, body.image.as_deref()) {
        Ok(image) => image,
        Err(Refusal::Invalid(image_errors)) => {
            for (field, message) in image_errors.fields() {
                errors.add(ValidationError::new(field, message.clone()));
            }
            None
        }
        Err(other) => return Err(other.into()),
    };
    errors.into_result()?;
    Ok((image, text.ok_or_else(|| ApiError::BadRequest("Write the news text.".into()))?))
}

/// `create-news-updates {text, image?}`: a new item; its text is sanitised.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<NewsBody>,
) -> Result<HttpResponse, ApiError> {
    let actor = Actor::from(&caller);
    let item = db::run(&state.db, move |conn| {
        let (image, text) = parse(conn, &body)?;
        Ok(news::create(conn, &actor, image.as_deref(), &text)?)
    })
    .await?;
    live::news_changed(&state);
    Ok(HttpResponse::Created().json(NewsView::from(item)))
}

/// `edit-news-updates {id, text, image?}`: changes an item; a replaced image leaves the disk.
pub(crate) async fn edit(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<NewsBody>,
) -> Result<HttpResponse, ApiError> {
    let id = edited_id(body.id.as_deref(), "id", "Say which news item to edit.", || ApiError::NotFound(GONE.into()))?;
    let actor = Actor::from(&caller);
    let (item, removed) = db::run(&state.db, move |conn| {
        let (image, text) = parse(conn, &body)?;
        Ok(news::edit(conn, &actor, &id, image.as_deref(), &text)?)
    })
    .await?;
    live::news_changed(&state);
    storage::remove_from_disk(state.settings.uploads_dir.clone(), removed).await;
    Ok(HttpResponse::Ok().json(NewsView::from(item)))
}

/// `delete-news-updates {id}`: deletes an item and the image only it used.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let id = id_or(&body.into_inner().id, || ApiError::NotFound(GONE.into()))?;
    let actor = Actor::from(&caller);
    let removed = db::run(&state.db, move |conn| Ok(news::delete(conn, &actor, &id)?)).await?;
    live::news_changed(&state);
    storage::remove_from_disk(state.settings.uploads_dir.clone(), removed).await;
    Ok(HttpResponse::Ok().json(NoticeView::new("News item deleted.")))
}
