//! Two-step sign-in for staff (`lyceum_school::second_step`).
//!
//! Finishing a sign-in that waits for its second step, with the `challenge` the login call
//! answered: `POST /api/sign-in/code {challenge, code}` (a one-time code or a recovery code),
//! and, when the school requires a second step the account has not set up,
//! `POST /api/sign-in/set-up {challenge}` then `POST /api/sign-in/confirm {challenge, code}`.
//! The account's own: `GET /api/second-step`, `POST /api/second-step/set-up`,
//! `POST /api/second-step/confirm {code}`, `POST /api/second-step/recovery-codes {code}` and
//! `POST /api/second-step/turn-off {code}`. Wrong codes are throttled like passwords, audited,
//! and change nothing.

use actix_web::{web, HttpRequest, HttpResponse};
use lyceum_domain::Role;
use lyceum_school::second_step::{self, RecoveryCodesView};
use lyceum_school::views::NoticeView;
use lyceum_school::Refusal;
use serde::Deserialize;

use crate::audit::{Actor, Entry};
use crate::auth::caller::{Signed, Staff};
use crate::auth::session::{client_address, NewSession};
use crate::auth::throttle;
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// Registers the calls; the comment after each names who may call it.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/sign-in/code").post(sign_in_with_code)) // anyone, with a challenge
        .service(web::resource("/sign-in/set-up").post(set_up_at_sign_in)) // anyone, with a challenge
        .service(web::resource("/sign-in/confirm").post(confirm_at_sign_in)) // anyone, with a challenge
        .service(web::resource("/second-step").get(show)) // staff
        .service(web::resource("/second-step/set-up").post(set_up)) // staff
        .service(web::resource("/second-step/confirm").post(confirm)) // staff
        .service(web::resource("/second-step/recovery-codes").post(renew_recovery_codes)) // staff
        .service(web::resource("/second-step/turn-off").post(turn_off)); // staff
}

/// The form of the sign-in calls: the waiting sign-in, and the code when one is asked.
#[derive(Deserialize)]
pub struct ChallengeBody {
    #[serde(default)]
    challenge: String,
    #[serde(default)]
    code: String,
}

/// The form of the account's calls that need a code.
#[derive(Deserialize)]
pub struct CodeBody {
    #[serde(default)]
    code: String,
}

/// Runs a check of a code of `(role, user_id)` under the throttle: 429 while locked; a wrong
/// code (a refusal on the `code` field) counts as a failure and is audited.
async fn throttled<T>(
    state: &web::Data<AppState>,
    (role, user_id): (Role, &str),
    address: Option<String>,
    check: impl std::future::Future<Output = Result<T, ApiError>>,
) -> Result<T, ApiError> {
    let keys = throttle::Keys::new(format!("second step:{user_id}"), address.as_deref());
    throttle::check(state, &keys).await?;
    let answer = check.await;
    match &answer {
        Err(ApiError::Invalid(errors)) if errors.fields().get("code").is_some_and(|m| m == second_step::WRONG_CODE) => {
            throttle::record_failure(state, &keys).await?;
            let entry = Entry::from_account(role, user_id, address, "second step failed");
            state.audit.record(entry.on(role.as_str(), user_id.to_owned()).detail("wrong code"));
        }
        Ok(_) => throttle::record_success(state, &keys).await?,
        Err(_) => {}
    }
    answer
}

/// How a waiting sign-in is finished.
#[derive(Clone, Copy)]
enum Finish {
    /// With a code of the account's second step.
    Code,
    /// With the first code of the second step it just set up.
    SetUp,
}

/// Finishes the waiting sign-in of `body` `how` it asks: the browser is signed in and told who
/// it is (with the new recovery codes after a set-up).
async fn finish(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: ChallengeBody,
    how: Finish,
) -> Result<HttpResponse, ApiError> {
    let ChallengeBody { challenge, code } = body;
    let now = lyceum_persistence::now();
    let waiting = db::run(&state.db, move |conn| Ok(second_step::waiting(conn, &challenge, now)?)).await?;
    let role = second_step::challenge_role(&waiting)?;
    let session = NewSession::new(&state)?;
    let ((token_hash, ttl), user_id) = (session.stored_as(), waiting.user_id.clone());
    let view = throttled(&state, (role, &user_id), client_address(&req), async {
        db::run(&state.db, move |conn| {
            Ok(match how {
                Finish::Code => second_step::finish_with_code(conn, &waiting, &code, token_hash, (now, ttl))?,
                Finish::SetUp => second_step::finish_with_setup(conn, &waiting, &code, token_hash, (now, ttl))?,
            })
        })
        .await
    })
    .await?;
    tracing::info!(%role, "signed in with a second step");
    Ok(session.signed_in(&state, view))
}

/// `POST /api/sign-in/code {challenge, code}`: the second step of a waiting sign-in; signs in.
async fn sign_in_with_code(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<ChallengeBody>,
) -> Result<HttpResponse, ApiError> {
    finish(state, req, body.into_inner(), Finish::Code).await
}

/// `POST /api/sign-in/set-up {challenge}`: a waiting sign-in the school requires a second step
/// of starts setting one up: `{secret, uri}` for the authenticator app.
async fn set_up_at_sign_in(
    state: web::Data<AppState>,
    body: web::Json<ChallengeBody>,
) -> Result<HttpResponse, ApiError> {
    let (token, now) = (body.into_inner().challenge, lyceum_persistence::now());
    let view = db::run(&state.db, move |conn| {
        let waiting = second_step::waiting(conn, &token, now)?;
        Ok(second_step::begin_setup_at_sign_in(conn, &waiting, now)?)
    })
    .await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// `POST /api/sign-in/confirm {challenge, code}`: the first code confirms the new second step
/// and signs in; the answer carries the recovery codes, shown once.
async fn confirm_at_sign_in(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<ChallengeBody>,
) -> Result<HttpResponse, ApiError> {
    finish(state, req, body.into_inner(), Finish::SetUp).await
}

/// `GET /api/second-step`: `{enabled, recovery_codes_left, required}`.
async fn show(state: web::Data<AppState>, caller: Signed<Staff>) -> Result<HttpResponse, ApiError> {
    let (role, id) = (caller.role(), caller.user_id().to_owned());
    let view = db::read(&state.db, move |conn| second_step::status(conn, role, &id)).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// `POST /api/second-step/set-up`: a new secret to confirm, `{secret, uri}`.
async fn set_up(state: web::Data<AppState>, caller: Signed<Staff>) -> Result<HttpResponse, ApiError> {
    let (role, id, now) = (caller.role(), caller.user_id().to_owned(), lyceum_persistence::now());
    let view = db::run(&state.db, move |conn| Ok(second_step::begin_setup(conn, role, &id, now)?)).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// What a call that needs a code changes: given the connection, who acts, whose second step,
/// the code and the time, it answers recovery codes (none when it gives none).
type CodeChange = fn(
    &mut lyceum_persistence::Conn,
    &Actor,
    (Role, &str),
    &str,
    chrono::NaiveDateTime,
) -> Result<Vec<String>, Refusal>;

/// Runs `change` with the caller's code under the throttle; answers the recovery codes it gave.
async fn with_code(
    state: &web::Data<AppState>,
    caller: &Signed<Staff>,
    code: String,
    change: CodeChange,
) -> Result<HttpResponse, ApiError> {
    let (role, id, now) = (caller.role(), caller.user_id().to_owned(), lyceum_persistence::now());
    let (actor, user_id) = (Actor::from(caller), id.clone());
    let codes = throttled(state, (role, &user_id), caller.address.clone(), async {
        db::run(&state.db, move |conn| Ok(change(conn, &actor, (role, &id), &code, now)?)).await
    })
    .await?;
    if codes.is_empty() {
        return Ok(HttpResponse::Ok().json(NoticeView::new("Two-step sign-in is off.")));
    }
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(RecoveryCodesView { recovery_codes: codes }))
}

/// `POST /api/second-step/confirm {code}`: the first code turns the second step on;
/// `{recovery_codes}`, shown once.
async fn confirm(
    state: web::Data<AppState>,
    caller: Signed<Staff>,
    body: web::Json<CodeBody>,
) -> Result<HttpResponse, ApiError> {
    with_code(&state, &caller, body.into_inner().code, second_step::confirm_setup).await
}

/// `POST /api/second-step/recovery-codes {code}`: ten new recovery codes; the old ones stop working.
async fn renew_recovery_codes(
    state: web::Data<AppState>,
    caller: Signed<Staff>,
    body: web::Json<CodeBody>,
) -> Result<HttpResponse, ApiError> {
    with_code(&state, &caller, body.into_inner().code, second_step::renew_recovery_codes).await
}

/// `POST /api/second-step/turn-off {code}`: the account turns its second step off with a code or
/// a recovery code; refused while the school requires one of it.
async fn turn_off(
    state: web::Data<AppState>,
    caller: Signed<Staff>,
    body: web::Json<CodeBody>,
) -> Result<HttpResponse, ApiError> {
    with_code(&state, &caller, body.into_inner().code, |conn, actor, who, code, now| {
        second_step::turn_off(conn, actor, who, code, now).map(|()| Vec::new())
    })
    .await
}
