//! Checking and taking codes, and setting a second step up: the steps both signing in and the
//! account's own changes take.

use chrono::NaiveDateTime;
use lyceum_domain::Role;
use lyceum_persistence::second_steps::{self, SecondStep};
use lyceum_persistence::{admins, teachers, Conn, StoreError};
use serde::Serialize;
use ts_rs::TS;

use super::codes::{
    is_one_time_code, matching_step, new_recovery_codes, new_secret, normalized, otpauth_uri, recovery_hash,
};
use crate::Refusal;

/// How long a sign-in waits for its second step.
pub const CHALLENGE_MINUTES: i64 = 5;
/// The message of a code that does not match: the same for a wrong, reused or stale one.
pub const WRONG_CODE: &str = "That code is not right. Enter the newest code from your authenticator app.";
/// The message of a sign-in that waited too long, or was finished already.
pub const SIGN_IN_AGAIN: &str = "Your sign-in has expired. Sign in again.";

/// Whether `role` may turn on a second step.
pub fn offered_to(role: Role) -> bool {
    matches!(role, Role::Admin | Role::Cashier | Role::Teacher)
}

/// Whether the account has a second step: codes turned on, or a passkey.
pub fn has_second_step(conn: &mut Conn, user_id: &str) -> Result<bool, StoreError> {
    Ok(is_on(conn, user_id)? || lyceum_persistence::passkeys::has_any(conn, user_id)?)
}

/// Whether the school's rule requires a second step of `role`.
pub fn required_of(role: Role, school_requires: bool) -> bool {
    school_requires && matches!(role, Role::Admin | Role::Cashier)
}

/// How a second step was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proof {
    /// A one-time code of the given clock step.
    Code,
    /// One of the recovery codes (now used).
    RecoveryCode,
}

impl Proof {
    pub(super) fn text(self) -> &'static str {
        match self {
            Proof::Code => "one-time code",
            Proof::RecoveryCode => "recovery code",
        }
    }
}

/// Takes `code` (a one-time code or an unused recovery code) for the account's confirmed second
/// step: `None` when it does not match, was used already, or there is no second step.
pub(super) fn take(
    conn: &mut Conn,
    user_id: &str,
    code: &str,
    now: NaiveDateTime,
) -> Result<Option<Proof>, StoreError> {
    let Some(step) = second_steps::find(conn, user_id)?.filter(|s| s.confirmed_at.is_some()) else {
        return Ok(None);
    };
    let code = normalized(code);
    if is_one_time_code(&code) {
        let Some(at) = matching_step(&step.secret, &code, now) else { return Ok(None) };
        return Ok(second_steps::take_step(conn, user_id, at)?.then_some(Proof::Code));
    }
    if code.is_empty() || code.len() > 64 {
        return Ok(None);
    }
    Ok(second_steps::use_recovery_code(conn, user_id, &recovery_hash(&code), now)?.then_some(Proof::RecoveryCode))
}

pub(super) fn wrong_code() -> Refusal {
    Refusal::Invalid(lyceum_domain::ValidationError::new("code", WRONG_CODE).into())
}

/// The code as typed, or refused beside its field when nothing was typed.
pub(super) fn given(code: &str) -> Result<&str, Refusal> {
    if normalized(code).is_empty() {
        let blank = lyceum_domain::ValidationError::new("code", "Enter the code from your authenticator app.");
        return Err(Refusal::Invalid(blank.into()));
    }
    Ok(code)
}

/// Ten new recovery codes for the account, replacing its old ones; answers them as typed (the
/// database keeps only their hashes).
pub(super) fn give_recovery_codes(conn: &mut Conn, user_id: &str) -> Result<Vec<String>, Refusal> {
    let codes = new_recovery_codes()?;
    let hashes: Vec<String> = codes.iter().map(|code| recovery_hash(code)).collect();
    second_steps::replace_recovery_codes(conn, user_id, &hashes)?;
    Ok(codes)
}

/// A secret being set up: typed in, or read from the QR code of `uri`.
#[derive(Debug, Serialize, TS)]
pub struct SetupView {
    /// The secret, base32 (shown for apps that cannot scan).
    pub secret: String,
    /// The `otpauth://` address the QR code holds.
    pub uri: String,
}

/// The sign-in email of the staff account `user_id` of `role` (an administrator is not found as
/// a cashier, nor a cashier as an administrator), the label its authenticator app shows.
pub(super) fn email_of(conn: &mut Conn, role: Role, user_id: &str) -> Result<String, Refusal> {
    let email = match role {
        Role::Admin | Role::Cashier => {
            admins::find(conn, user_id)?.filter(|admin| admin.staff_role == role.as_str()).map(|admin| admin.email)
        }
        Role::Teacher => teachers::find_profile(conn, user_id)?.map(|profile| profile.teacher.email),
        _ => None,
    };
    email.ok_or_else(|| Refusal::NotFound("This account no longer exists.".into()))
}

/// Starts setting up a second step for `user_id` of `role`: a new secret, unconfirmed until
/// [`confirm_setup`] (replacing one begun before). Refused when one is on already.
pub fn begin_setup(conn: &mut Conn, role: Role, user_id: &str, now: NaiveDateTime) -> Result<SetupView, Refusal> {
    if !offered_to(role) {
        return Err(Refusal::Forbidden("You do not have access to this.".into()));
    }
    if is_on(conn, user_id)? {
        return Err(Refusal::Conflict { message: "Two-step sign-in is already on.".into(), field: None });
    }
    let account = email_of(conn, role, user_id)?;
    let secret = new_secret()?;
    second_steps::begin(
        conn,
        &SecondStep {
            user_id: user_id.to_owned(),
            role: role.as_str().to_owned(),
            secret: secret.clone(),
            confirmed_at: None,
            last_step: 0,
            created_at: now,
        },
    )?;
    let issuer = second_steps::school_name(conn)?.filter(|name| !name.trim().is_empty());
    let uri = otpauth_uri(issuer.as_deref().unwrap_or("Lyceum"), &account, &secret);
    Ok(SetupView { secret, uri })
}

/// Confirms the secret begun with [`begin_setup`] with its first `code`, and gives the account
/// its recovery codes; audited. Inside the caller's transaction.
pub(super) fn confirm(conn: &mut Conn, user_id: &str, code: &str, now: NaiveDateTime) -> Result<Vec<String>, Refusal> {
    let code = normalized(given(code)?);
    let Some(step) = second_steps::find(conn, user_id)? else {
        return Err(Refusal::Conflict { message: "Start setting up two-step sign-in again.".into(), field: None });
    };
    if step.confirmed_at.is_some() {
        return Err(Refusal::Conflict { message: "Two-step sign-in is already on.".into(), field: None });
    }
    let at = matching_step(&step.secret, &code, now).ok_or_else(wrong_code)?;
    second_steps::confirm(conn, user_id, now, at)?;
    give_recovery_codes(conn, user_id)
}

/// Whether the account has a second step on (set up and confirmed).
pub(super) fn is_on(conn: &mut Conn, user_id: &str) -> Result<bool, StoreError> {
    Ok(second_steps::find(conn, user_id)?.is_some_and(|step| step.confirmed_at.is_some()))
}
