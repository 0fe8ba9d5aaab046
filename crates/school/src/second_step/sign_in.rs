//! Signing in with a second step: a sign-in whose password matched waits as a challenge (not a
//! session) until its code is given, or, when the school requires a second step the account
//! lacks, until one is set up.

use chrono::{Duration, NaiveDateTime};
use lyceum_domain::Role;
use lyceum_persistence::second_steps::{self, Challenge};
use lyceum_persistence::sessions::{self, Session};
use lyceum_persistence::{Conn, StoreError};
use serde::Serialize;
use ts_rs::TS;

use super::steps::{
    begin_setup, confirm, given, is_on, offered_to, required_of, take, wrong_code, SetupView, CHALLENGE_MINUTES,
    SIGN_IN_AGAIN,
};
use crate::audit::{audited, Entry};
use crate::session_users::{hash_token, SessionView};
use crate::Refusal;

/// What a sign-in whose password matched still needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needed {
    /// Nothing: it is signed in.
    Nothing,
    /// A code from the account's authenticator app (or a recovery code).
    Code,
    /// The account must set up a second step, as the school requires.
    SetUp,
    /// One of the account's passkeys, which is its only second step, as the school requires one.
    Passkey,
}

/// What the account `user_id` of `role` needs after its password matched.
pub fn needed(conn: &mut Conn, role: Role, user_id: &str) -> Result<Needed, StoreError> {
    if !offered_to(role) {
        return Ok(Needed::Nothing);
    }
    if is_on(conn, user_id)? {
        return Ok(Needed::Code);
    }
    if !required_of(role, second_steps::required(conn)?) {
        return Ok(Needed::Nothing);
    }
    Ok(if lyceum_persistence::passkeys::has_any(conn, user_id)? { Needed::Passkey } else { Needed::SetUp })
}

/// The answer of a sign-in that waits for its second step: the browser sends `challenge` back
/// with the code.
#[derive(Debug, Serialize, TS)]
pub struct ChallengeView {
    /// `code`: give a code; `set_up`: set up two-step sign-in first; `passkey`: use a passkey.
    #[ts(type = "'code' | 'set_up' | 'passkey'")]
    pub second_step: String,
    /// The waiting sign-in's token (valid for five minutes, once).
    pub challenge: String,
    /// What to do, in words.
    pub message: String,
    /// When the account has passkeys, the options to give one instead of a code
    /// (`PublicKeyCredentialRequestOptionsJSON`), answered at `POST /api/sign-in/passkey`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "Record<string, unknown>")]
    pub passkey: Option<serde_json::Value>,
}

impl ChallengeView {
    /// What a sign-in that `needed` a second step answers, with the `token` it waits by.
    pub fn new(needed: Needed, token: String) -> ChallengeView {
        let (second_step, message) = match needed {
            Needed::SetUp => ("set_up", "Your school requires two-step sign-in. Set it up to continue."),
            Needed::Passkey => ("passkey", "Use your passkey to finish signing in."),
            _ => ("code", "Enter the code from your authenticator app."),
        };
        ChallengeView { second_step: second_step.into(), challenge: token, message: message.into(), passkey: None }
    }
}

/// After the password matched: the session `session` of `role` begins, or, when the account
/// has a second step (or must set one up), the sign-in waits for it, keyed by the session's
/// token hash. Answers what it still needs. Sessions expired by then are swept.
pub fn begin_sign_in(conn: &mut Conn, role: Role, session: &Session) -> Result<Needed, StoreError> {
    sessions::delete_expired(conn, session.created_at)?;
    let needed = needed(conn, role, &session.user_id)?;
    match needed {
        Needed::Nothing => sessions::create(conn, session)?,
        Needed::Code | Needed::SetUp | Needed::Passkey => open_challenge(conn, session, needed == Needed::SetUp)?,
    }
    Ok(needed)
}

/// Opens a waiting sign-in for `session` (the session it becomes once the second step is given;
/// its token hash is the challenge's), answering what it waits for.
pub fn open_challenge(conn: &mut Conn, session: &Session, must_set_up: bool) -> Result<(), StoreError> {
    second_steps::open_challenge(
        conn,
        &Challenge {
            token_hash: session.token_hash.clone(),
            role: session.role.clone(),
            user_id: session.user_id.clone(),
            must_set_up,
            must_change_password: session.must_change_password,
            user_agent: session.user_agent.clone(),
            ip_address: session.ip_address.clone(),
            created_at: session.created_at,
            expires_at: session.created_at + Duration::minutes(CHALLENGE_MINUTES),
        },
    )
}

/// The sign-in waiting with `token` at `now`; refused (sign in again) when it expired, was
/// finished, or never was.
pub fn waiting(conn: &mut Conn, token: &str, now: NaiveDateTime) -> Result<Challenge, Refusal> {
    let expired = || Refusal::NotSignedIn(SIGN_IN_AGAIN.into());
    if token.is_empty() || token.len() > 128 {
        return Err(expired());
    }
    second_steps::find_challenge(conn, &hash_token(token), now)?.ok_or_else(expired)
}

/// Who a waiting sign-in is, for the throttle and the log.
pub fn challenge_role(challenge: &Challenge) -> Result<Role, Refusal> {
    Role::parse(&challenge.role).ok_or_else(|| Refusal::NotSignedIn(SIGN_IN_AGAIN.into()))
}

/// The session a finished sign-in becomes: keyed by `token_hash`, lasting `ttl` from `now`.
fn session_of(challenge: &Challenge, token_hash: String, now: NaiveDateTime, ttl: Duration) -> Session {
    Session {
        token_hash,
        role: challenge.role.clone(),
        user_id: challenge.user_id.clone(),
        must_change_password: challenge.must_change_password,
        created_at: now,
        expires_at: now + ttl,
        user_agent: challenge.user_agent.clone(),
        ip_address: challenge.ip_address.clone(),
        last_used_at: None,
    }
}

/// Ends the wait of `challenge` and begins its session `token_hash` (inside the caller's
/// transaction): answers who is signed in and the audit entry of `action` by them, or
/// (sign in again) when another request finished it first.
fn sign_in<'a>(
    conn: &mut Conn,
    challenge: &'a Challenge,
    token_hash: String,
    (now, ttl): (NaiveDateTime, Duration),
) -> Result<(SessionView, impl Fn(&str) -> Entry + 'a), Refusal> {
    let role = challenge_role(challenge)?;
    if !second_steps::close_challenge(conn, &challenge.token_hash)? {
        return Err(Refusal::NotSignedIn(SIGN_IN_AGAIN.into()));
    }
    sessions::create(conn, &session_of(challenge, token_hash, now, ttl))?;
    let address = Some(challenge.ip_address.clone()).filter(|a| !a.is_empty());
    let entry = move |action: &str| {
        Entry::from_account(role, &challenge.user_id, address.clone(), action)
            .on(role.as_str(), challenge.user_id.clone())
    };
    Ok((SessionView::of(conn, role, &challenge.user_id)?, entry))
}

/// Finishes the waiting sign-in `challenge` with `code` (a one-time code or a recovery code):
/// the challenge ends and the session `token_hash` begins, audited as a sign-in with the proof
/// given. A wrong code changes nothing (`Refusal::Invalid` on `code`).
pub fn finish_with_code(
    conn: &mut Conn,
    challenge: &Challenge,
    code: &str,
    token_hash: String,
    times: (NaiveDateTime, Duration),
) -> Result<SessionView, Refusal> {
    let code = given(code)?;
    audited(conn, |conn| {
        let proof = take(conn, &challenge.user_id, code, times.0)?.ok_or_else(wrong_code)?;
        let (view, entry) = sign_in(conn, challenge, token_hash, times)?;
        let signed_in = entry("sign-in").detail(format!("with a {}", proof.text()));
        Ok((view, vec![signed_in]))
    })
}

/// Finishes the waiting sign-in `challenge` whose passkey was checked
/// (`crate::passkeys::finish_sign_in`): the challenge ends and the session `token_hash` begins,
/// audited as a sign-in with a passkey.
pub fn finish_with_passkey(
    conn: &mut Conn,
    challenge: &Challenge,
    token_hash: String,
    times: (NaiveDateTime, Duration),
) -> Result<SessionView, Refusal> {
    audited(conn, |conn| {
        let (view, entry) = sign_in(conn, challenge, token_hash, times)?;
        Ok((view, vec![entry("sign-in").detail("with a passkey")]))
    })
}

/// Starts the set-up a waiting sign-in must do before it is signed in.
pub fn begin_setup_at_sign_in(
    conn: &mut Conn,
    challenge: &Challenge,
    now: NaiveDateTime,
) -> Result<SetupView, Refusal> {
    if !challenge.must_set_up {
        return Err(Refusal::Conflict { message: "Two-step sign-in is already on.".into(), field: None });
    }
    begin_setup(conn, challenge_role(challenge)?, &challenge.user_id, now)
}

/// Finishes a waiting sign-in that had to set up a second step: `code` confirms it, the account
/// gets its recovery codes (in the answer, shown once), the challenge ends and the session
/// `token_hash` begins; audited as both. A wrong code changes nothing.
pub fn finish_with_setup(
    conn: &mut Conn,
    challenge: &Challenge,
    code: &str,
    token_hash: String,
    times: (NaiveDateTime, Duration),
) -> Result<SessionView, Refusal> {
    if !challenge.must_set_up {
        return Err(Refusal::Conflict { message: "Two-step sign-in is already on.".into(), field: None });
    }
    audited(conn, |conn| {
        let codes = confirm(conn, &challenge.user_id, code, times.0)?;
        let (view, entry) = sign_in(conn, challenge, token_hash, times)?;
        let entries = vec![entry("second step turned on"), entry("sign-in").detail("with a one-time code")];
        Ok((SessionView { recovery_codes: Some(codes), ..view }, entries))
    })
}
