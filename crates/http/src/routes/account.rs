//! Signing in and out, restoring a session, and setting one's own password.
//!
//! `POST /api/{admins,students,teachers,guardians}/login`, `GET /api/session`, `POST /api/logout`,
//! `POST /api/password`, `POST /api/logout-everywhere`, and 'Where you're signed in': `GET /api/sessions`,
//! `DELETE /api/sessions/{id}`, `POST /api/sessions/end-others`.

use actix_web::http::header::ContentType;
use actix_web::web::Bytes;
use actix_web::{web, Handler, HttpRequest, HttpResponse};
use lyceum_domain::{FieldErrors, NewPassword, Role, ValidationError};
use lyceum_persistence::{credentials, sessions, StoreError};
use serde::Deserialize;

use crate::audit::{Actor, Entry};
use crate::auth::caller::CurrentSession;
use crate::auth::session::{
    actor_of, client_address, hash_token, new_token, removal_cookie, session_cookie, user_agent,
};
use crate::auth::{passwords, throttle};
use crate::error::ApiError;
use crate::state::AppState;
use crate::{db, live};
use lyceum_school::second_step::{self, Needed};
use lyceum_school::session_users::{user_of, SessionView};
use lyceum_school::views::NoticeView;
use lyceum_school::{accounts, passkeys, signed_in};

/// Registers the session routes; each admits any signed-in role, even before a password change.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/session").get(current_session))
        .service(web::resource("/logout").post(logout))
        .service(web::resource("/logout-everywhere").post(logout_everywhere))
        .service(web::resource("/password").post(change_password))
        .service(web::resource("/sessions").get(signed_in))
        .service(web::resource("/sessions/end-others").post(end_other_sessions))
        .service(web::resource("/sessions/{id}").delete(end_session));
}

/// Sign-in form.
#[derive(Deserialize)]
pub struct LoginBody {
    email: String,
    password: String,
}

/// The sign-in handler for one role's login route.
pub fn login_as(
    role: Role,
) -> impl Handler<(web::Data<AppState>, HttpRequest, web::Json<LoginBody>), Output = Result<HttpResponse, ApiError>> {
    move |state, req, body| login(role, state, req, body)
}

const INVALID_LOGIN: &str = "Invalid email or password.";

async fn login(
    role: Role,
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<LoginBody>,
) -> Result<HttpResponse, ApiError> {
    let LoginBody { email, password } = body.into_inner();
    let email = email.trim().to_lowercase();
    let mut missing = FieldErrors::new();
    if email.is_empty() {
        missing.add(ValidationError::new("email", "Enter your email."));
    }
    if password.is_empty() {
        missing.add(ValidationError::new("password", "Enter your password."));
    }
    missing.into_result()?;
    if email.chars().any(char::is_control) {
        // No account has such an email: answered like any unknown one, at the same cost, without
        // a query (PostgreSQL refuses a NUL in text outright).
        let _ = passwords::verify(password, state.decoy_hash.clone()).await;
        return Err(ApiError::Unauthorized(INVALID_LOGIN.into()));
    }

    let address = client_address(&req);
    let keys = throttle::Keys::new(format!("{role}:{email}"), address.as_deref());
    if let Err(locked) = throttle::check(&state, &keys).await {
        // A locked account costs the same bcrypt check as any other attempt, known or not.
        let _ = passwords::verify(password, state.decoy_hash.clone()).await;
        state.audit.record(Entry::failed_sign_in(role, &email, address, "too many failed attempts"));
        return Err(locked);
    }

    let lookup = email.clone();
    let (role, account) = db::query(&state.db, move |conn| credentials::for_sign_in(conn, role, &lookup)).await?;
    // Every outcome costs a bcrypt check at the server's cost, so timing does not reveal which
    // emails exist (see `check_sign_in`).
    let stored = account.as_ref().map(|a| a.password_hash.clone());
    let check =
        passwords::check_sign_in(password, stored, state.decoy_hash.clone(), state.settings.bcrypt_cost).await?;
    let Some(account) = account.filter(|_| check.matches) else {
        throttle::record_failure(&state, &keys).await?;
        state.audit.record(Entry::failed_sign_in(role, &email, address, "wrong email or password"));
        return Err(ApiError::Unauthorized(INVALID_LOGIN.into()));
    };
    throttle::record_success(&state, &keys).await?;
    if let Some(rehashed) = check.rehashed {
        let (id, old) = (account.id.clone(), account.password_hash.clone());
        db::query(&state.db, move |conn| credentials::rehash(conn, role, &id, &old, &rehashed)).await?;
    }

    let token = new_token()?;
    let now = lyceum_persistence::now();
    let ttl = chrono::Duration::from_std(state.settings.session_ttl).map_err(ApiError::internal)?;
    let session = sessions::Session {
        token_hash: hash_token(&token),
        role: role.as_str().to_owned(),
        user_id: account.id.clone(),
        must_change_password: account.must_change_password,
        created_at: now,
        expires_at: now + ttl,
        user_agent: user_agent(&req),
        ip_address: address.clone().unwrap_or_default(),
        last_used_at: None,
    };
    let account_id = account.id.clone();
    let rp = super::passkeys::relying_party_of(&req).ok();
    let challenge = token.clone();
    let (user, waiting) = db::run(&state.db, move |conn| {
        let needed = second_step::begin_sign_in(conn, role, &session)?;
        if needed == Needed::Nothing {
            return Ok((Some(user_of(conn, role, &account.id)?), None));
        }
        // The account's passkeys may give the second step instead of a code.
        let view = passkeys::challenge_view(conn, rp.as_ref(), (needed, role, &account.id), challenge, now)?;
        Ok((None, Some(view)))
    })
    .await?;
    let entry = Entry::from_account(role, &account_id, address, "sign-in").on(role.as_str(), account_id.clone());
    let Some(user) = user else {
        // Not signed in yet: the browser holds no session, only the token to send back with the
        // code (`routes::second_step`).
        state.audit.record(entry.detail("password accepted; waiting for the second step"));
        return Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(waiting));
    };
    tracing::info!(%role, "signed in");
    state.audit.record(entry);
    Ok(HttpResponse::Ok()
        .cookie(session_cookie(token, state.settings.session_ttl, state.settings.secure_cookies))
        .json(user))
}

/// `GET /api/session`: who is signed in, so a reload keeps the user in; kept per account
/// while nothing is written (`caches::session_users`).
async fn current_session(state: web::Data<AppState>, session: CurrentSession) -> Result<HttpResponse, ApiError> {
    let role = session.role;
    let key = (role, session.user_id.clone());
    let body = match state.session_users.find(&key) {
        Ok(body) => body,
        Err(writes) => {
            let view = db::read(&state.db, move |conn| SessionView::of(conn, role, &session.user_id)).await?;
            let body = Bytes::from(serde_json::to_vec(&view).map_err(ApiError::internal)?);
            state.session_users.store(writes, key, body.clone());
            body
        }
    };
    Ok(HttpResponse::Ok().content_type(ContentType::json()).body(body))
}

/// `POST /api/logout`: ends the session on the server, closes the live sockets opened with it
/// and clears the cookie.
async fn logout(
    state: web::Data<AppState>,
    req: HttpRequest,
    session: CurrentSession,
) -> Result<HttpResponse, ApiError> {
    let token_hash = session.token_hash.clone();
    db::query(&state.db, move |conn| sessions::delete(conn, &token_hash)).await?;
    let entry = Entry::from_account(session.role, &session.user_id, client_address(&req), "sign-out");
    state.audit.record(entry.on(session.role.as_str(), session.user_id.clone()));
    live::sessions_ended(&state, &[session.token_hash], &[]);
    Ok(HttpResponse::Ok().cookie(removal_cookie(state.settings.secure_cookies)).json(NoticeView::new("Signed out.")))
}

/// `POST /api/logout-everywhere`: 'Sign out everywhere'. Ends every session of the account,
/// this one included, on every server (through the same path a password change takes), closes
/// their live sockets and clears this browser's cookie.
async fn logout_everywhere(
    state: web::Data<AppState>,
    req: HttpRequest,
    session: CurrentSession,
) -> Result<HttpResponse, ApiError> {
    let user_id = session.user_id.clone();
    let mut ended = db::query(&state.db, move |conn| sessions::end_all_of_user(conn, &user_id)).await?;
    if !ended.contains(&session.token_hash) {
        // Ended a moment ago by another call: its sockets close all the same.
        ended.push(session.token_hash.clone());
    }
    let entry = Entry::from_account(session.role, &session.user_id, client_address(&req), "sign-out everywhere");
    state
        .audit
        .record(entry.on(session.role.as_str(), session.user_id.clone()).detail(format!("{} session(s)", ended.len())));
    live::sessions_ended(&state, &ended, &[session.user_id]);
    Ok(HttpResponse::Ok()
        .cookie(removal_cookie(state.settings.secure_cookies))
        .json(NoticeView::new("Signed out everywhere.")))
}

/// `GET /api/sessions`: 'Where you're signed in', the account's sessions.
async fn signed_in(state: web::Data<AppState>, session: CurrentSession) -> Result<HttpResponse, ApiError> {
    let cache = state.sessions.clone();
    let view = db::read(&state.db, move |conn| {
        let used_here = |token_hash: &str| cache.last_used(token_hash);
        signed_in::list(conn, &session.user_id, &session.token_hash, used_here, lyceum_persistence::now())
    })
    .await?;
    Ok(HttpResponse::Ok().json(view))
}

/// `DELETE /api/sessions/{id}`: ends one of the account's sessions on every server; ending the
/// caller's own signs this browser out.
async fn end_session(
    state: web::Data<AppState>,
    req: HttpRequest,
    session: CurrentSession,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let actor = actor_of(&session, &req);
    let user_id = session.user_id.clone();
    let now = lyceum_persistence::now();
    let ended = db::run(&state.db, move |conn| Ok(signed_in::end_one(conn, &actor, &user_id, &id, now)?)).await?;
    live::sessions_ended(&state, std::slice::from_ref(&ended), &[]);
    let mut answer = HttpResponse::Ok();
    if ended == session.token_hash {
        answer.cookie(removal_cookie(state.settings.secure_cookies));
    }
    Ok(answer.json(NoticeView::new("Signed out of that session.")))
}

/// `POST /api/sessions/end-others`: ends every session of the account but this one.
async fn end_other_sessions(
    state: web::Data<AppState>,
    req: HttpRequest,
    session: CurrentSession,
) -> Result<HttpResponse, ApiError> {
    let actor = actor_of(&session, &req);
    let (user_id, keep) = (session.user_id.clone(), session.token_hash.clone());
    let ended = db::run(&state.db, move |conn| Ok(signed_in::end_others(conn, &actor, &user_id, &keep)?)).await?;
    live::sessions_ended(&state, &ended, &[]);
    Ok(HttpResponse::Ok().json(NoticeView::new("Signed out of every other session.")))
}

/// Password change form.
#[derive(Deserialize)]
pub struct PasswordBody {
    current_password: String,
    new_password: String,
}

/// `POST /api/password`: the account sets its own password (required after the first sign-in
/// with a default password). Every other session of the account ends, with its live sockets;
/// this one stays signed in.
async fn change_password(
    state: web::Data<AppState>,
    req: HttpRequest,
    session: CurrentSession,
    body: web::Json<PasswordBody>,
) -> Result<HttpResponse, ApiError> {
    let PasswordBody { current_password, new_password } = body.into_inner();
    let mut errors = FieldErrors::new();
    if current_password.is_empty() {
        errors.add(ValidationError::new("current_password", "Enter your current password."));
    }
    let new_password = errors.check(NewPassword::parse_field("new_password", &new_password));
    if let Some(new) = &new_password {
        if new.expose() == current_password {
            errors.add(ValidationError::new("new_password", "Choose a password different from the current one."));
        } else if new.expose() == state.settings.default_password {
            errors.add(ValidationError::new("new_password", "Choose a password other than the default one."));
        }
    }
    errors.into_result()?;
    let new_password = new_password.ok_or_else(|| ApiError::BadRequest("Enter a new password.".into()))?;

    let role = session.role;
    let address = client_address(&req);
    let keys = throttle::Keys::new(format!("{role}:{}", session.user_id), address.as_deref());
    throttle::check(&state, &keys).await?;
    let user_id = session.user_id.clone();
    let account =
        db::query(&state.db, move |conn| credentials::by_id(conn, role, &user_id)?.ok_or(StoreError::NotFound)).await?;
    if !passwords::verify(current_password, account.password_hash).await? {
        throttle::record_failure(&state, &keys).await?;
        return Err(ValidationError::new("current_password", "Your current password is not correct.").into());
    }
    let hash = passwords::hash(new_password.expose().to_owned(), state.settings.bcrypt_cost).await?;
    let kept = session.token_hash.clone();
    let actor = Actor::Account { role, id: session.user_id.clone(), address };
    let ended = db::query(&state.db, move |conn| {
        accounts::change_own_password(conn, &actor, (role, &account.id), &hash, &kept)
    })
    .await?;
    // The kept session changed too: it may now do more than set a password.
    live::sessions_ended(&state, &ended, &[session.user_id]);
    Ok(HttpResponse::Ok().json(NoticeView::new("Password updated.")))
}
