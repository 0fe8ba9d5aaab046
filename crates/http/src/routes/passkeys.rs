//! Passkeys (`lyceum_school::passkeys`). The account's own, for every role: `GET /api/passkeys`,
//! `POST /api/passkeys/options` then `POST /api/passkeys {ceremony, credential, name}` to add one,
//! `PATCH /api/passkeys/{id} {name}`, `DELETE /api/passkeys/{id}`. Signing in:
//! `POST /api/sign-in/passkey/options {role}` then `POST /api/sign-in/passkey {ceremony,
//! credential}`, which also finishes a sign-in waiting for its second step (its `challenge` is
//! the ceremony). A refused passkey gets one message; the reason is audited.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use lyceum_domain::Role;
use lyceum_school::passkeys::{self, NewPasskey, PasskeyAnswer, PasskeyRefused, RelyingParty};
use lyceum_school::views::NoticeView;
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{Everyone, Signed};
use crate::auth::session::{client_address, site_of, NewSession};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// Registers the calls; the comment after each names who may call it.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/sign-in/passkey/options").post(sign_in_options)) // anyone
        .service(web::resource("/sign-in/passkey").post(sign_in)) // anyone, with a ceremony
        .service(web::resource("/passkeys").get(list).post(add)) // every role, its own
        .service(web::resource("/passkeys/options").post(add_options)) // every role, its own
        .service(web::resource("/passkeys/{id}").patch(rename).delete(remove)); // every role, its own
}

/// The relying party of the address the browser opened: its `Origin` (which browsers send with
/// these calls), else the address asked for.
pub fn relying_party_of(req: &HttpRequest) -> Result<RelyingParty, ApiError> {
    let origin = req.headers().get(header::ORIGIN).and_then(|value| value.to_str().ok()).map(str::to_owned);
    Ok(passkeys::relying_party(&origin.unwrap_or_else(|| site_of(req)))?)
}

/// The form of these calls: each reads the fields it needs.
#[derive(Deserialize)]
pub struct PasskeyBody {
    #[serde(default)]
    ceremony: String,
    #[serde(default)]
    credential: serde_json::Value,
    #[serde(default)]
    name: String,
    /// The login page: `admin` (administrators and cashiers), `teacher`, `student`, `guardian`.
    #[serde(default)]
    role: String,
}

/// `GET /api/passkeys`: the account's passkeys.
async fn list(state: web::Data<AppState>, caller: Signed<Everyone>) -> Result<HttpResponse, ApiError> {
    let id = caller.user_id().to_owned();
    let view = db::read(&state.db, move |conn| passkeys::list(conn, &id)).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// `POST /api/passkeys/options`: `{ceremony, options}` to make a passkey with.
async fn add_options(
    state: web::Data<AppState>,
    req: HttpRequest,
    caller: Signed<Everyone>,
) -> Result<HttpResponse, ApiError> {
    let (rp, role, id, now) =
        (relying_party_of(&req)?, caller.role(), caller.user_id().to_owned(), lyceum_persistence::now());
    let view = db::run(&state.db, move |conn| Ok(passkeys::begin_adding(conn, &rp, (role, &id), now)?)).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// `POST /api/passkeys {ceremony, credential, name}`: the browser's new passkey, kept.
async fn add(
    state: web::Data<AppState>,
    req: HttpRequest,
    caller: Signed<Everyone>,
    body: web::Json<PasskeyBody>,
) -> Result<HttpResponse, ApiError> {
    let (rp, role, id, now) =
        (relying_party_of(&req)?, caller.role(), caller.user_id().to_owned(), lyceum_persistence::now());
    let (actor, PasskeyBody { ceremony, credential, name, .. }) = (Actor::from(&caller), body.into_inner());
    let new = NewPasskey { ceremony, credential, name };
    let view =
        db::run(&state.db, move |conn| Ok(passkeys::finish_adding(conn, &rp, &actor, (role, &id), new, now)?)).await?;
    Ok(HttpResponse::Created().json(view))
}

/// `PATCH /api/passkeys/{id} {name}`.
async fn rename(
    state: web::Data<AppState>,
    caller: Signed<Everyone>,
    id: web::Path<String>,
    body: web::Json<PasskeyBody>,
) -> Result<HttpResponse, ApiError> {
    let (actor, user_id, name) = (Actor::from(&caller), caller.user_id().to_owned(), body.into_inner().name);
    db::run(&state.db, move |conn| Ok(passkeys::rename(conn, &actor, &user_id, &id, &name)?)).await?;
    Ok(HttpResponse::Ok().json(NoticeView::new("Passkey renamed.")))
}

/// `DELETE /api/passkeys/{id}`.
async fn remove(
    state: web::Data<AppState>,
    caller: Signed<Everyone>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (actor, role, user_id) = (Actor::from(&caller), caller.role(), caller.user_id().to_owned());
    db::run(&state.db, move |conn| Ok(passkeys::remove(conn, &actor, (role, &user_id), &id)?)).await?;
    Ok(HttpResponse::Ok().json(NoticeView::new("Passkey removed.")))
}

/// `POST /api/sign-in/passkey/options {role}`: `{ceremony, options}` for any passkey the
/// browser holds, to sign in on the login page of `role`.
async fn sign_in_options(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<PasskeyBody>,
) -> Result<HttpResponse, ApiError> {
    let area = match Role::parse(&body.role) {
        Some(Role::Cashier) => Role::Admin,
        Some(role) => role,
        None => return Err(ApiError::BadRequest("Say which login page: admin, teacher, student or guardian.".into())),
    };
    let (rp, now) = (relying_party_of(&req)?, lyceum_persistence::now());
    let view = db::run(&state.db, move |conn| Ok(passkeys::begin_sign_in(conn, &rp, area, now)?)).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// `POST /api/sign-in/passkey {ceremony, credential}`: the browser's answer signs in.
async fn sign_in(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<PasskeyBody>,
) -> Result<HttpResponse, ApiError> {
    let (rp, session, address) = (relying_party_of(&req)?, NewSession::new(&state)?, client_address(&req));
    let PasskeyBody { ceremony, credential, .. } = body.into_inner();
    let start = session.start(&req, lyceum_persistence::now());
    let answer = PasskeyAnswer { ceremony, credential };
    match db::run(&state.db, move |conn| Ok(passkeys::finish_sign_in(conn, &rp, answer, start))).await? {
        Ok(view) => Ok(session.signed_in(&state, view)),
        Err(PasskeyRefused { other: Some(refusal), .. }) => Err(refusal.into()),
        Err(refused) => {
            state.audit.record(refused.entry(address));
            Err(ApiError::Unauthorized(passkeys::PASSKEY_REFUSED.into()))
        }
    }
}
