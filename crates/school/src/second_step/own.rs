//! The account's own second step (its 'Two-step sign-in' dialog), an administrator's reset of
//! another's, and the school's rule that requires one of administrators and cashiers. Each
//! change is audited in its transaction; a wrong code changes nothing.

use chrono::NaiveDateTime;
use lyceum_domain::Role;
use lyceum_persistence::{admins, passkeys, second_steps, sessions, Conn, StoreError};
use serde::Serialize;
use ts_rs::TS;

use super::steps::{
    confirm, email_of, give_recovery_codes, given, has_second_step, is_on, offered_to, required_of, take, wrong_code,
};
use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// An account's second step, as its 'Two-step sign-in' dialog shows it.
#[derive(Debug, Serialize, TS)]
pub struct SecondStepView {
    /// True once set up.
    pub enabled: bool,
    /// Recovery codes not yet used.
    pub recovery_codes_left: i64,
    /// True when the school requires one of this account (it cannot be turned off).
    pub required: bool,
}

/// New recovery codes, shown once.
#[derive(Debug, Serialize, TS)]
pub struct RecoveryCodesView {
    pub recovery_codes: Vec<String>,
}

/// The second step of `user_id` of `role`.
pub fn status(conn: &mut Conn, role: Role, user_id: &str) -> Result<SecondStepView, StoreError> {
    let enabled = is_on(conn, user_id)?;
    let recovery_codes_left = if enabled { second_steps::recovery_codes_left(conn, user_id)? } else { 0 };
    Ok(SecondStepView { enabled, recovery_codes_left, required: required_of(role, second_steps::required(conn)?) })
}

/// The account `user_id` of `role` confirms its new second step with a first `code`; answers its
/// recovery codes. A wrong code changes nothing.
pub fn confirm_setup(
    conn: &mut Conn,
    actor: &Actor,
    (role, user_id): (Role, &str),
    code: &str,
    now: NaiveDateTime,
) -> Result<Vec<String>, Refusal> {
    audited(conn, |conn| {
        let codes = confirm(conn, user_id, code, now)?;
        Ok((codes, vec![Entry::by(actor.clone(), "second step turned on").on(role.as_str(), user_id)]))
    })
}

/// New recovery codes for the account, the old ones no longer taken; needs a current code (or
/// a recovery code). Audited.
pub fn renew_recovery_codes(
    conn: &mut Conn,
    actor: &Actor,
    (role, user_id): (Role, &str),
    code: &str,
    now: NaiveDateTime,
) -> Result<Vec<String>, Refusal> {
    let code = given(code)?;
    audited(conn, |conn| {
        take(conn, user_id, code, now)?.ok_or_else(wrong_code)?;
        let codes = give_recovery_codes(conn, user_id)?;
        Ok((codes, vec![Entry::by(actor.clone(), "recovery codes renewed").on(role.as_str(), user_id)]))
    })
}

/// The account turns its own second step off, proving it with a current code or a recovery
/// code; refused while the school requires one of it. Audited.
pub fn turn_off(
    conn: &mut Conn,
    actor: &Actor,
    (role, user_id): (Role, &str),
    code: &str,
    now: NaiveDateTime,
) -> Result<(), Refusal> {
    if required_of(role, second_steps::required(conn)?) {
        return Err(Refusal::Forbidden("Your school requires two-step sign-in for your account.".into()));
    }
    let code = given(code)?;
    audited(conn, |conn| {
        take(conn, user_id, code, now)?.ok_or_else(wrong_code)?;
        second_steps::remove(conn, user_id)?;
        Ok(((), vec![Entry::by(actor.clone(), "second step turned off").on(role.as_str(), user_id)]))
    })
}

/// An administrator resets the second step of another staff account `(role, id)` (a lost
/// phone): its secret, recovery codes and passkeys go, and its sessions end. Never one's own: that takes a
/// code or a recovery code ([`turn_off`]). Answers the sessions that ended.
pub fn reset(conn: &mut Conn, actor: &Actor, (role, id): (Role, &str)) -> Result<Vec<String>, Refusal> {
    if let Actor::Account { id: own, .. } = actor {
        if own == id {
            return Err(Refusal::Forbidden(
                "Turn your own two-step sign-in off in 'Two-step sign-in', with a code or a recovery code.".into(),
            ));
        }
    }
    if !offered_to(role) {
        return Err(Refusal::BadRequest("Only staff accounts have two-step sign-in.".into()));
    }
    audited(conn, |conn| {
        let name = email_of(conn, role, id)?;
        let had_codes = second_steps::remove(conn, id)?;
        let had_passkeys = passkeys::remove_all_of(conn, &[id.to_owned()])? > 0;
        if !had_codes && !had_passkeys {
            return Err(Refusal::NotFound("Two-step sign-in is not on for this account.".into()));
        }
        let ended = sessions::end_all_of_user(conn, id)?;
        let entry = Entry::by(actor.clone(), "second step reset").on(role.as_str(), id).detail(name);
        Ok((ended, vec![entry]))
    })
}

/// Of the staff accounts `ids`, those with a second step: codes turned on, or a passkey.
pub fn enabled_among(conn: &mut Conn, ids: &[String]) -> Result<Vec<String>, StoreError> {
    let mut found = second_steps::confirmed_among(conn, ids)?;
    for id in passkeys::holders_among(conn, ids)? {
        if !found.contains(&id) {
            found.push(id);
        }
    }
    Ok(found)
}

/// The school's rule, as the Administrators screen shows it.
#[derive(Debug, Serialize, TS)]
pub struct SignInSettingsView {
    /// True when administrators and cashiers must give a second step.
    pub second_step_required: bool,
}

/// The school's sign-in rule.
pub fn settings(conn: &mut Conn) -> Result<SignInSettingsView, StoreError> {
    Ok(SignInSettingsView { second_step_required: second_steps::required(conn)? })
}

/// An administrator sets whether administrators and cashiers must give a second step. Turning
/// it on takes one's own second step first, and ends the sessions of every administrator and
/// cashier without one (they set one up at their next sign-in). Audited; answers the sessions
/// that ended.
pub fn set_required(
    conn: &mut Conn,
    actor: &Actor,
    actor_id: &str,
    required: bool,
) -> Result<(SignInSettingsView, Vec<String>), Refusal> {
    audited(conn, |conn| {
        let was = second_steps::required(conn)?;
        if was == required {
            return Ok(((SignInSettingsView { second_step_required: required }, Vec::new()), Vec::new()));
        }
        let mut ended = Vec::new();
        if required {
            if !has_second_step(conn, actor_id)? {
                return Err(Refusal::Conflict {
                    message: "Turn on your own two-step sign-in first.".into(),
                    field: Some("second_step_required"),
                });
            }
            let staff: Vec<String> = admins::list(conn)?.into_iter().map(|admin| admin.id).collect();
            let with_step = enabled_among(conn, &staff)?;
            let without: Vec<String> = staff.into_iter().filter(|id| !with_step.contains(id)).collect();
            ended = sessions::of_accounts(conn, &without)?;
            for id in &without {
                sessions::delete_for_user(conn, id)?;
            }
        }
        second_steps::set_required(conn, required)?;
        let action = if required { "second step required" } else { "second step no longer required" };
        let entry = Entry::by(actor.clone(), action).on_kind("sign-in settings");
        Ok(((SignInSettingsView { second_step_required: required }, ended), vec![entry]))
    })
}

/// Forgets the second steps of accounts being deleted (inside the deletion's transaction).
pub fn forget(conn: &mut Conn, ids: &[String]) -> Result<(), StoreError> {
    second_steps::remove_all_of(conn, ids)?;
    passkeys::remove_all_of(conn, ids).map(|_| ())
}
