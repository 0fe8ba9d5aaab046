//! `GET /api/health`: answers once the server can reach its database.

use actix_web::{web, HttpResponse};
use serde_json::json;

use crate::state::AppState;
use crate::{db, ApiError};

/// Registers the health check (open to all; used by load balancers and tests).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/health").get(health));
}

async fn health(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    db::query(&state, lyceum_persistence::accounts::count_admins).await?;
    Ok(HttpResponse::Ok().json(json!({ "status": "ok" })))
}
