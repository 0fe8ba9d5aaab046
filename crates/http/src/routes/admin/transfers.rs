//! Learners leaving or coming in during the year, under `/api/admins` (administrators only,
//! each audited): `transfer-out {studentID, date, school}`, `drop-learner {studentID, date,
//! reason}` and `transfer-in {studentID, school, average}` (docs/learner-records.md). A learner
//! whose leaving day is already over is archived at once, their sessions ended.

use actix_web::{web, HttpResponse};
use lyceum_school::audit::Actor;
use lyceum_school::learner_views::TransferAnswer;
use lyceum_school::transfers::{self, Transfer, TransferAsked};

use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::live;
use crate::routes::forms::today;
use crate::state::AppState;

async fn record(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    asked: TransferAsked,
    kind: Transfer,
) -> Result<HttpResponse, ApiError> {
    let actor = Actor::from(&caller);
    let done = db::write(&state.db, move |conn| Ok(transfers::record(conn, &actor, kind, &asked, today())?)).await?;
    if done.archived {
        live::sessions_ended(&state, &done.ended_sessions, std::slice::from_ref(&done.enrolment.enrolment.student_id));
    }
    Ok(HttpResponse::Ok().json(TransferAnswer::new(done.enrolment, done.archived)))
}

/// `transfer-out {studentID, date, school}`.
pub(crate) async fn transfer_out(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<TransferAsked>,
) -> Result<HttpResponse, ApiError> {
    record(state, caller, body.into_inner(), Transfer::Out).await
}

/// `drop-learner {studentID, date, reason}`.
pub(crate) async fn drop_learner(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<TransferAsked>,
) -> Result<HttpResponse, ApiError> {
    record(state, caller, body.into_inner(), Transfer::Dropped).await
}

/// `transfer-in {studentID, school, average}`.
pub(crate) async fn transfer_in(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<TransferAsked>,
) -> Result<HttpResponse, ApiError> {
    record(state, caller, body.into_inner(), Transfer::In).await
}
