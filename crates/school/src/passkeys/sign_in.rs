//! Signing in with a passkey: alone, from any login page (the browser offers the passkeys it
//! holds for the school's address and says whose the chosen one is), or as the second step of
//! a sign-in whose password matched (the account's own passkeys only).

use chrono::{Duration, NaiveDateTime};
use lyceum_domain::Role;
use lyceum_persistence::passkeys::{self, StoredPasskey};
use lyceum_persistence::second_steps::Challenge;
use lyceum_persistence::sessions::{self, Session};
use lyceum_persistence::{credentials, Conn, StoreError};
use webauthn_rs::prelude::{AuthenticationResult, DiscoverableKey, Passkey, PublicKeyCredential};

use super::ceremonies::{keep, options_json, take, PasskeyCeremonyView, State};
use super::own::{credential_key, credential_of};
use super::relying_party::{handle_of, RelyingParty};
use crate::audit::{audited, Entry};
use crate::second_step::{self, ChallengeView, Needed, SIGN_IN_AGAIN};
use crate::session_users::SessionView;
use crate::Refusal;

/// Whether the login page of `area` signs in the accounts of `role` (administrators and
/// cashiers share one).
fn admits(area: Role, role: Role) -> bool {
    area == role || (area == Role::Admin && role == Role::Cashier)
}

/// Starts a sign-in with a passkey alone on the login page of `area`: any passkey the browser
/// holds for this address may answer.
pub fn begin_sign_in(
    conn: &mut Conn,
    rp: &RelyingParty,
    area: Role,
    now: NaiveDateTime,
) -> Result<PasskeyCeremonyView, Refusal> {
    let (request, authentication) =
        rp.0.start_discoverable_authentication()
            .map_err(|_| Refusal::BadRequest("Passkeys cannot sign in here. Try again later.".into()))?;
    let ceremony = keep(conn, (area, None), &State::SigningIn(authentication), None, now)?;
    Ok(PasskeyCeremonyView { ceremony, options: options_json(&request.public_key)? })
}

/// The options of a second step by passkey for the sign-in waiting with `token`, when the
/// account `(role, user_id)` has passkeys: kept under the same token, so the browser's answer
/// finishes that sign-in.
pub fn second_step_options(
    conn: &mut Conn,
    rp: &RelyingParty,
    (role, user_id): (Role, &str),
    token: &str,
    now: NaiveDateTime,
) -> Result<Option<serde_json::Value>, StoreError> {
    let keys: Vec<Passkey> = passkeys::of_user(conn, user_id)?.iter().filter_map(credential_of).collect();
    if keys.is_empty() {
        return Ok(None);
    }
    let Ok((request, authentication)) = rp.0.start_passkey_authentication(&keys) else { return Ok(None) };
    keep(conn, (role, Some(user_id)), &State::SecondStep(authentication), Some(token.to_owned()), now)?;
    Ok(Some(options_json(&request.public_key)?))
}

/// What a sign-in waiting for its second step answers, with `token`: what it `needed`, and the
/// options of a passkey instead when the account has one (and the address allows passkeys).
pub fn challenge_view(
    conn: &mut Conn,
    rp: Option<&RelyingParty>,
    (needed, role, user_id): (Needed, Role, &str),
    token: String,
    now: NaiveDateTime,
) -> Result<ChallengeView, StoreError> {
    let passkey = match rp {
        Some(rp) => second_step_options(conn, rp, (role, user_id), &token, now)?,
        None => None,
    };
    Ok(ChallengeView { passkey, ..ChallengeView::new(needed, token) })
}

/// What the sign-in `waiting` with `token` still needs (after a sign-in at a provider, asked by
/// the login page it came back to).
pub fn waiting_view(
    conn: &mut Conn,
    rp: Option<&RelyingParty>,
    waiting: &Challenge,
    token: String,
    now: NaiveDateTime,
) -> Result<ChallengeView, Refusal> {
    let role = second_step::challenge_role(waiting)?;
    let needed = match second_step::needed(conn, role, &waiting.user_id)? {
        _ if waiting.must_set_up => Needed::SetUp,
        Needed::Nothing => Needed::Code,
        needed => needed,
    };
    Ok(challenge_view(conn, rp, (needed, role, &waiting.user_id), token, now)?)
}

/// The browser's answer to a sign-in ceremony.
pub struct PasskeyAnswer {
    /// The ceremony's token (for a second step, the waiting sign-in's challenge).
    pub ceremony: String,
    pub credential: serde_json::Value,
}

/// The session a sign-in begins, as far as the request tells it.
pub struct SessionStart {
    pub token_hash: String,
    pub user_agent: String,
    pub ip_address: String,
    pub now: NaiveDateTime,
    pub ttl: Duration,
}

/// A passkey that did not sign in: the reason is for the audit log only.
#[derive(Debug)]
pub struct PasskeyRefused {
    /// The login page's role.
    pub area: Role,
    /// The account the passkey named, when it named one.
    pub account: Option<(Role, String)>,
    pub reason: &'static str,
    /// Not a refusal of the passkey: the sign-in expired, or storage failed.
    pub other: Option<Refusal>,
}

impl PasskeyRefused {
    fn new(area: Role, account: Option<&StoredPasskey>, reason: &'static str) -> PasskeyRefused {
        let account = account.and_then(|p| Role::parse(&p.role).map(|role| (role, p.user_id.clone())));
        PasskeyRefused { area, account, reason, other: None }
    }

    /// Its audit entry, from `address`: the account the passkey named, when it named one.
    pub fn entry(&self, address: Option<String>) -> Entry {
        let reason = format!("passkey: {}", self.reason);
        match &self.account {
            Some((role, id)) => {
                Entry::from_account(*role, id, address, "sign-in failed").on(role.as_str(), id.clone()).detail(reason)
            }
            None => Entry::failed_sign_in(self.area, "", address, &reason),
        }
    }
}

impl From<Refusal> for PasskeyRefused {
    fn from(refusal: Refusal) -> PasskeyRefused {
        PasskeyRefused { area: Role::Admin, account: None, reason: "", other: Some(refusal) }
    }
}

impl From<StoreError> for PasskeyRefused {
    fn from(error: StoreError) -> PasskeyRefused {
        Refusal::from(error).into()
    }
}

/// Finishes a sign-in with a passkey: the browser's answer is checked against the ceremony
/// (taken once, whatever comes of it) and the passkey it names; the session `start` begins
/// (or, for a second step, the waiting sign-in's), audited as a sign-in with a passkey.
pub fn finish_sign_in(
    conn: &mut Conn,
    rp: &RelyingParty,
    answer: PasskeyAnswer,
    start: SessionStart,
) -> Result<SessionView, PasskeyRefused> {
    let expired = || Refusal::NotSignedIn(SIGN_IN_AGAIN.into());
    let (ceremony, state) = take(conn, &answer.ceremony, start.now)?.ok_or_else(expired)?;
    let area = Role::parse(&ceremony.role).ok_or_else(expired)?;
    let refused = |account: Option<&StoredPasskey>, reason| PasskeyRefused::new(area, account, reason);
    let Ok(credential) = serde_json::from_value::<PublicKeyCredential>(answer.credential) else {
        return Err(refused(None, "the browser's answer could not be read"));
    };
    let stored = passkeys::by_credential(conn, &credential_key(credential.get_credential_id()))?;
    let Some(stored) = stored else { return Err(refused(None, "a passkey this school does not know")) };
    let Some(mut passkey) = credential_of(&stored) else {
        return Err(refused(Some(&stored), "a stored passkey unreadable"));
    };
    let role = Role::parse(&stored.role).filter(|role| admits(area, *role));
    let Some(role) = role else { return Err(refused(Some(&stored), "a passkey of another area")) };
    let checked = match state {
        State::SigningIn(authentication) => {
            let handle = rp.0.identify_discoverable_authentication(&credential).map(|(handle, _)| handle);
            if handle.ok() != Some(handle_of(&stored.user_id)) {
                return Err(refused(Some(&stored), "a passkey of another account"));
            }
            let key = DiscoverableKey::from(&passkey);
            rp.0.finish_discoverable_authentication(&credential, authentication, &[key])
        }
        State::SecondStep(authentication) => {
            if ceremony.user_id.as_deref() != Some(stored.user_id.as_str()) {
                return Err(refused(Some(&stored), "a passkey of another account"));
            }
            rp.0.finish_passkey_authentication(&credential, &authentication)
        }
        State::Adding(_) => return Err(expired().into()),
    };
    let Ok(result) = checked else { return Err(refused(Some(&stored), "the passkey's signature did not match")) };
    keep_use(conn, &stored, &mut passkey, &result, start.now)?;
    if ceremony.user_id.is_some() {
        let waiting = second_step::waiting(conn, &answer.ceremony, start.now)?;
        let times = (start.now, start.ttl);
        return Ok(second_step::finish_with_passkey(conn, &waiting, start.token_hash, times)?);
    }
    Ok(sign_in(conn, (role, &stored.user_id), start)?)
}

/// Keeps when the passkey signed in, and its counter when the sign-in moved it.
fn keep_use(
    conn: &mut Conn,
    stored: &StoredPasskey,
    passkey: &mut Passkey,
    result: &AuthenticationResult,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    let changed = passkey.update_credential(result) == Some(true);
    let credential = if changed { serde_json::to_string(passkey).ok() } else { None };
    passkeys::used(conn, &stored.id, credential.as_deref(), now)
}

/// Begins the session `start` of the account `(role, user_id)` a passkey proved. Audited.
fn sign_in(conn: &mut Conn, (role, user_id): (Role, &str), start: SessionStart) -> Result<SessionView, Refusal> {
    let gone = || Refusal::NotSignedIn("Your account no longer exists.".into());
    audited(conn, |conn| {
        let account = credentials::by_id(conn, role, user_id)?.ok_or_else(gone)?;
        sessions::delete_expired(conn, start.now)?;
        sessions::create(
            conn,
            &Session {
                token_hash: start.token_hash,
                role: role.as_str().to_owned(),
                user_id: user_id.to_owned(),
                must_change_password: account.must_change_password,
                created_at: start.now,
                expires_at: start.now + start.ttl,
                user_agent: start.user_agent,
                ip_address: start.ip_address.clone(),
                last_used_at: None,
            },
        )?;
        let address = Some(start.ip_address).filter(|a| !a.is_empty());
        let entry =
            Entry::from_account(role, user_id, address, "sign-in").on(role.as_str(), user_id).detail("with a passkey");
        Ok((SessionView::of(conn, role, user_id)?, vec![entry]))
    })
}
