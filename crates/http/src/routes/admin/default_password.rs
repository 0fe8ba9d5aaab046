//! `GET /api/admins/default-password`: the starting password of new teacher and student
//! accounts, so the create forms show the one the server will set (`LYCEUM_DEFAULT_PASSWORD`).

use actix_web::{web, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use crate::auth::caller::{AdminOnly, Signed};
use crate::error::ApiError;
use crate::state::AppState;

/// `default-password`: the starting password the server gives new accounts.
pub(crate) async fn show(state: web::Data<AppState>, _: Signed<AdminOnly>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(DefaultPasswordView { password: state.settings.default_password.clone() }))
}

/// `GET default-password`: the starting password new accounts get.
#[derive(Serialize, TS)]
pub(crate) struct DefaultPasswordView {
    password: String,
}
