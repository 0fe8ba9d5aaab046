//! `GET /api/health` (liveness: the process answers and reaches its database) and
//! `GET /api/ready` (readiness: database reachable, migrations done, the shared live channel
//! connected, and not stopping), for load balancers.

use std::sync::atomic::Ordering;

use actix_web::{web, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// Registers the health check (open to all; used by load balancers and tests).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/health").get(health)).service(web::resource("/ready").get(ready));
}

async fn health(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    db::query(&state.db, lyceum_persistence::admins::count).await?;
    Ok(HttpResponse::Ok().json(HealthView { status: "ok" }))
}

/// `GET /api/health`: `ok` while the process reaches its database.
#[derive(Serialize, TS)]
pub struct HealthView {
    #[ts(type = "\"ok\"")]
    status: &'static str,
}

/// `GET /api/ready`: `ready`, or `not ready` with which part is not.
#[derive(Serialize, TS)]
pub struct ReadyView {
    #[ts(type = "\"ready\" | \"not ready\"")]
    status: &'static str,
    database: bool,
    migrations: bool,
    hub: bool,
    stopping: bool,
}

/// Ready to take traffic: 200 `{"status":"ready", ...}`, or 503 with what is not.
async fn ready(state: web::Data<AppState>) -> HttpResponse {
    let database = db::query(&state.db, lyceum_persistence::admins::count).await.is_ok();
    // Migrations run before the server binds its port: a server that answers has run them.
    let migrations = true;
    let hub = state.hub_health.as_ref().is_none_or(|health| health.connected.load(Ordering::Relaxed));
    let stopping = state.stopping.load(Ordering::Relaxed);
    let status = if database && hub && !stopping { "ready" } else { "not ready" };
    let body = ReadyView { status, database, migrations, hub, stopping };
    if database && hub && !stopping {
        HttpResponse::Ok().json(body)
    } else {
        HttpResponse::ServiceUnavailable().json(body)
    }
}
