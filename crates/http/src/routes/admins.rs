//! `/api/admins/*`: administrator routes (and the few the spec shares with other roles).

use actix_web::{web, HttpResponse};
use lyceum_domain::Role;
use lyceum_persistence::classes;

use super::account::login_as;
use crate::auth::{AdminOnly, Signed};
use crate::state::AppState;
use crate::views::CategoryView;
use crate::{db, ApiError};

/// Registers the administrator routes; the role each admits is in its handler's `Signed<...>`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/login").post(login_as(Role::Admin)))
        .service(web::resource("/get-categories").get(get_categories))
        .configure(super::teacher_accounts::routes)
        .configure(super::news::routes)
        .configure(super::newsletters::routes);
}

/// `GET /api/admins/get-categories`: every category as `{_id, category}`.
async fn get_categories(state: web::Data<AppState>, _: Signed<AdminOnly>) -> Result<HttpResponse, ApiError> {
    let categories = db::query(&state, classes::list_categories).await?;
    Ok(HttpResponse::Ok().json(categories.into_iter().map(CategoryView::from).collect::<Vec<_>>()))
}
