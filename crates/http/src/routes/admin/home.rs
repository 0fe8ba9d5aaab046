//! `GET /api/admins/home`: the administrator's Home, today and the term across the school
//! (`lyceum_school::homes::admin_home`). Reading it goes over every register of the term, so
//! the answer is kept in memory and read again at most every [`EVERY`], off the request: a
//! caller past that age is given the copy while one background task reads the next.

use std::time::Duration;

use actix_web::web::Bytes;
use actix_web::{web, HttpResponse};
use lyceum_school::homes;

use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::attendance::target::today;
use crate::routes::calendar::current_year;
use crate::state::AppState;

/// How old the Home's figures may be.
pub(crate) const EVERY: Duration = Duration::from_secs(20);

/// Reads the Home as JSON now.
async fn read(state: &AppState) -> Result<Bytes, ApiError> {
    let year = current_year(state).await?;
    let as_of = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
    let view = db::run(&state.db, move |conn| Ok(homes::admin_home(conn, year.as_ref(), today(), as_of)?)).await?;
    Ok(Bytes::from(serde_json::to_vec(&view).map_err(|error| ApiError::Internal(Box::new(error)))?))
}

/// `GET home`: `{date, asOf, schoolDay, term, today, notTaken, notTakenCount, chronicCount,
/// chronicPercent, grades, days}`, at most [`EVERY`] old.
pub(crate) async fn home(state: web::Data<AppState>, _caller: Signed<AdminOnly>) -> Result<HttpResponse, ApiError> {
    let body = match state.admin_home.find(EVERY) {
        (Some(kept), false) => kept,
        (Some(kept), true) => {
            let held = state.clone();
            actix_web::rt::spawn(async move { held.admin_home.store(read(&held).await.ok()) });
            kept
        }
        (None, claimed) => {
            let read = read(&state).await;
            if claimed {
                state.admin_home.store(read.as_ref().ok().cloned());
            }
            read?
        }
    };
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).content_type("application/json").body(body))
}
