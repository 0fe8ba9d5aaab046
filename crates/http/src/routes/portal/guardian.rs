//! `/api/guardians/*`: the guardian portal's own calls, made by the signed-in guardian: signing
//! in, the linked children (the portal's child switcher), their own photo, and their
//! conversations and search for their children's teachers (`routes::messages`). (Guardian
//! accounts are managed by the administrators' `routes::admin::guardians`.)

use actix_web::{web, HttpResponse};
use lyceum_domain::Role;
use lyceum_persistence::guardians;
use lyceum_school::guardian_views::ChildrenView;
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{GuardianOnly, Signed};
use crate::error::ApiError;
use crate::routes::account::login_as;
use crate::routes::messages;
use crate::state::AppState;
use crate::{db, storage};
use lyceum_school::guardian_views::ChildView;
use lyceum_school::guardians as accounts;
use lyceum_school::views::GuardianView;

/// Registers the guardian portal's routes; the role each admits is in its handler's `Signed<...>`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/login").post(login_as(Role::Guardian)))
        .service(web::resource("/home").get(super::guardian_home::glances))
        .service(web::resource("/children").get(children))
        .service(web::resource("/update-photo").post(update_photo))
        .service(web::resource("/conversations").get(messages::conversations::<GuardianOnly>))
        .service(web::resource("/search-teachers").post(messages::search_childrens_teachers))
        .configure(crate::routes::attendance::absence_notes::routes)
        .configure(super::guardian_alerts::routes)
        .configure(super::guardian_child::routes);
}

/// `GET children`: the children linked to the guardian, by last then first name.
async fn children(state: web::Data<AppState>, caller: Signed<GuardianOnly>) -> Result<HttpResponse, ApiError> {
    let id = caller.user_id().to_owned();
    let children = db::read(&state.db, move |conn| guardians::children(conn, &id)).await?;
    let children: Vec<ChildView> = children.into_iter().map(ChildView::from).collect();
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(ChildrenView { children }))
}

/// The photo form: a stored image's path, or `null` / `""` for none.
#[derive(Deserialize)]
struct PhotoBody {
    #[serde(default)]
    image: Option<String>,
}

/// `POST update-photo {image}`: sets or removes the guardian's own photo; answers the account.
async fn update_photo(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    body: web::Json<PhotoBody>,
) -> Result<HttpResponse, ApiError> {
    let (id, actor) = (caller.user_id().to_owned(), Actor::from(&caller));
    let raw = body.into_inner().image;
    let (guardian, released) =
        db::run(&state.db, move |conn| Ok(accounts::set_own_photo(conn, &actor, &id, raw.as_deref())?)).await?;
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released.into_iter().collect()).await;
    Ok(HttpResponse::Ok().json(GuardianView::from(guardian)))
}
