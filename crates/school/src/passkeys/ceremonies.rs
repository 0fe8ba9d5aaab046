//! The ceremonies under way: the library's state, kept on the server under a random token the
//! browser sends back, for five minutes, and taken once.

use chrono::{Duration, NaiveDateTime};
use lyceum_domain::Role;
use lyceum_persistence::passkeys::{self, Ceremony};
use lyceum_persistence::{Conn, StoreError};
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use webauthn_rs::prelude::{DiscoverableAuthentication, PasskeyAuthentication, PasskeyRegistration};

use crate::session_users::{hash_token, new_token};

/// How long a ceremony waits for the browser.
const CEREMONY_MINUTES: i64 = 5;

/// What a ceremony is doing, with the library's state of it.
#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", content = "state", rename_all = "snake_case")]
pub(super) enum State {
    /// The account is adding a passkey.
    Adding(PasskeyRegistration),
    /// Someone signs in with a passkey alone: the browser says whose.
    SigningIn(DiscoverableAuthentication),
    /// A sign-in whose password matched gives one of the account's passkeys as its second step.
    SecondStep(PasskeyAuthentication),
}

/// What the browser needs to run a ceremony: the token to send back, and the options to give
/// `navigator.credentials` (in their JSON form).
#[derive(Debug, Serialize, TS)]
pub struct PasskeyCeremonyView {
    /// Sent back with the browser's answer (valid for five minutes, once).
    pub ceremony: String,
    /// `PublicKeyCredentialCreationOptionsJSON` or `PublicKeyCredentialRequestOptionsJSON`.
    #[ts(type = "Record<string, unknown>")]
    pub options: serde_json::Value,
}

/// Keeps `state` of a ceremony of `role` (and of the account `user_id`, when known) under a
/// new token, or under `token` when given (a sign-in's second step is keyed by its challenge);
/// answers the token.
pub(super) fn keep(
    conn: &mut Conn,
    (role, user_id): (Role, Option<&str>),
    state: &State,
    token: Option<String>,
    now: NaiveDateTime,
) -> Result<String, StoreError> {
    let token = match token {
        Some(token) => token,
        None => new_token()?,
    };
    let state = serde_json::to_string(state).map_err(|error| StoreError::Setup(error.to_string()))?;
    passkeys::open(
        conn,
        &Ceremony {
            token_hash: hash_token(&token),
            role: role.as_str().to_owned(),
            user_id: user_id.map(str::to_owned),
            state,
            created_at: now,
            expires_at: now + Duration::minutes(CEREMONY_MINUTES),
        },
    )?;
    Ok(token)
}

/// The ceremony of `token`, taken (it is gone whatever comes of it): `None` when it expired,
/// was taken before, or never was.
pub(super) fn take(conn: &mut Conn, token: &str, now: NaiveDateTime) -> Result<Option<(Ceremony, State)>, StoreError> {
    if token.is_empty() || token.len() > 128 {
        return Ok(None);
    }
    let Some(ceremony) = passkeys::take(conn, &hash_token(token), now)? else { return Ok(None) };
    Ok(serde_json::from_str(&ceremony.state).ok().map(|state| (ceremony, state)))
}

/// The options of a ceremony as the browser's JSON takes them.
pub(super) fn options_json(options: &impl Serialize) -> Result<serde_json::Value, StoreError> {
    serde_json::to_value(options).map_err(|error| StoreError::Setup(error.to_string()))
}
