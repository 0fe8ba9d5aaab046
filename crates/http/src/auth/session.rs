//! Sessions: a random token in an HttpOnly cookie, stored hashed with the role and user.
//! The extractors read the caller's session (from the cache, or else the database) and check
//! the role a route admits before its handler runs.

use std::future::Future;
use std::pin::Pin;

use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::{web, FromRequest, HttpRequest};
use lyceum_domain::Role;
use lyceum_persistence::sessions;

use crate::auth::caller::{CurrentSession, RoleSet, Signed};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// Name of the session cookie.
pub const COOKIE_NAME: &str = "lyceum_session";

pub use lyceum_school::session_users::{hash_token, new_token};

/// The cookie that carries `token` for `max_age`.
pub fn session_cookie(token: String, max_age: std::time::Duration, secure: bool) -> Cookie<'static> {
    Cookie::build(COOKIE_NAME, token)
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .max_age(time::Duration::seconds(max_age.as_secs().try_into().unwrap_or(i64::MAX)))
        .finish()
}

/// A cookie that makes the browser forget the session.
pub fn removal_cookie(secure: bool) -> Cookie<'static> {
    let mut cookie = session_cookie(String::new(), std::time::Duration::ZERO, secure);
    cookie.make_removal();
    cookie
}

/// A session about to begin: the token its cookie will carry, the hash it is stored by, and how
/// long it lasts.
pub struct NewSession {
    token: String,
    token_hash: String,
    ttl: chrono::Duration,
}

impl NewSession {
    /// A new random token, lasting the server's session time.
    pub fn new(state: &AppState) -> Result<NewSession, ApiError> {
        let token = new_token()?;
        let ttl = chrono::Duration::from_std(state.settings.session_ttl).map_err(ApiError::internal)?;
        Ok(NewSession { token_hash: hash_token(&token), token, ttl })
    }

    /// The token the browser will hold (a waiting sign-in's challenge, until its second step).
    pub fn token(&self) -> &str {
        &self.token
    }

    /// The hash it is stored by, and how long it lasts.
    pub fn stored_as(&self) -> (String, chrono::Duration) {
        (self.token_hash.clone(), self.ttl)
    }

    /// The session as the request `req` begins it, at `now`.
    pub fn start(&self, req: &HttpRequest, now: chrono::NaiveDateTime) -> lyceum_school::passkeys::SessionStart {
        lyceum_school::passkeys::SessionStart {
            token_hash: self.token_hash.clone(),
            user_agent: user_agent(req),
            ip_address: client_address(req).unwrap_or_default(),
            now,
            ttl: self.ttl,
        }
    }

    /// The answer that signs this browser in with `view`: the cookie, never kept by a cache.
    pub fn signed_in(self, state: &AppState, view: impl serde::Serialize) -> actix_web::HttpResponse {
        let cookie = session_cookie(self.token, state.settings.session_ttl, state.settings.secure_cookies);
        actix_web::HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).cookie(cookie).json(view)
    }
}

async fn load_session(req: HttpRequest) -> Result<CurrentSession, ApiError> {
    let not_signed_in = || ApiError::Unauthorized("You are not signed in.".into());
    let token = req.cookie(COOKIE_NAME).map(|c| c.value().to_owned()).ok_or_else(not_signed_in)?;
    if token.is_empty() {
        return Err(not_signed_in());
    }
    let state = req
        .app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| ApiError::internal(std::io::Error::other("application state missing")))?;
    let token_hash = hash_token(&token);
    let now = lyceum_persistence::now();
    let ticket = match state.sessions.find(&token_hash, now) {
        Ok(session) => return Ok(session),
        Err(ticket) => ticket,
    };
    let lookup = token_hash.clone();
    let row = db::read(&state.db, move |conn| sessions::find_active(conn, &lookup, now)).await?;
    let row = row.ok_or_else(|| ApiError::Unauthorized("Your session has ended. Please sign in again.".into()))?;
    let role = Role::parse(&row.role).ok_or_else(not_signed_in)?;
    let session =
        CurrentSession { token_hash, role, user_id: row.user_id, must_change_password: row.must_change_password };
    state.sessions.store(ticket, &session, row.expires_at, now);
    Ok(session)
}

impl FromRequest for CurrentSession {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        Box::pin(load_session(req.clone()))
    }
}

/// The client's address: the peer's, or with `--trust-proxy-headers` the one the reverse proxy
/// forwarded.
pub fn client_address(req: &HttpRequest) -> Option<String> {
    let trust_proxy = req.app_data::<web::Data<AppState>>().is_some_and(|state| state.settings.trust_proxy_headers);
    if trust_proxy {
        req.connection_info().realip_remote_addr().map(str::to_owned)
    } else {
        req.peer_addr().map(|addr| addr.ip().to_string())
    }
}

/// The browser's `User-Agent`, cut to what a session keeps.
pub fn user_agent(req: &HttpRequest) -> String {
    let header = req.headers().get(actix_web::http::header::USER_AGENT).and_then(|value| value.to_str().ok());
    header.unwrap_or_default().chars().take(sessions::USER_AGENT_MAX).collect()
}

/// The school's address as this request reached it (`https://school.example`): where providers
/// send people back, and what a page is at.
pub fn site_of(req: &HttpRequest) -> String {
    let info = req.connection_info();
    format!("{}://{}", info.scheme(), info.host())
}

/// The caller of a route open to any signed-in session, calling from its address, as the audit
/// log names it.
pub fn actor_of(session: &CurrentSession, req: &HttpRequest) -> lyceum_school::audit::Actor {
    lyceum_school::audit::Actor::Account {
        role: session.role,
        id: session.user_id.clone(),
        address: client_address(req),
    }
}

impl<R: RoleSet + 'static> FromRequest for Signed<R> {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let session = load_session(req.clone()).await?;
            if !R::ROLES.contains(&session.role) {
                return Err(ApiError::Forbidden("You do not have access to this.".into()));
            }
            if session.must_change_password {
                return Err(ApiError::PasswordChangeRequired);
            }
            let address = client_address(&req);
            Ok(Signed::new(session, address))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_http_only_and_same_site_lax() {
        let cookie = session_cookie("t".into(), std::time::Duration::from_secs(60), true);
        assert_eq!(cookie.http_only(), Some(true));
        assert_eq!(cookie.same_site(), Some(SameSite::Lax));
        assert_eq!(cookie.secure(), Some(true));
        assert_eq!(cookie.path(), Some("/"));
    }
}
