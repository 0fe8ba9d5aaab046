//! A second step at sign-in: each staff account's one-time-code secret, its recovery codes
//! (stored as hashes), the sign-ins waiting for their second step, and the school's rule that
//! requires one. The codes themselves are checked by `lyceum_school::second_step`.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{grading_settings, recovery_codes, second_steps, sign_in_challenges, sign_in_settings};

/// An account's one-time-code secret.
#[derive(Debug, Clone, Queryable, Insertable)]
#[diesel(table_name = second_steps)]
pub struct SecondStep {
    /// The account's id.
    pub user_id: String,
    /// The account's role's stored name.
    pub role: String,
    /// The shared secret, base32 as authenticator apps take it.
    pub secret: String,
    /// When a first code matched it; `None` while it is being set up.
    pub confirmed_at: Option<NaiveDateTime>,
    /// The last 30-second step a code was accepted for: a code is never taken twice.
    pub last_step: i64,
    /// When it was made.
    pub created_at: NaiveDateTime,
}

/// The account's secret, confirmed or not.
pub fn find(conn: &mut Conn, user_id: &str) -> Result<Option<SecondStep>, StoreError> {
    Ok(second_steps::table.find(user_id).load(conn)?.pop())
}

/// Stores a new secret being set up, replacing an unconfirmed one.
pub fn begin(conn: &mut Conn, step: &SecondStep) -> Result<(), StoreError> {
    diesel::delete(second_steps::table.find(&step.user_id)).execute(conn)?;
    diesel::insert_into(second_steps::table).values(step).execute(conn)?;
    Ok(())
}

/// Confirms the account's secret at `at`, accepting the code of `step`.
pub fn confirm(conn: &mut Conn, user_id: &str, at: NaiveDateTime, step: i64) -> Result<(), StoreError> {
    diesel::update(second_steps::table.find(user_id))
        .set((second_steps::confirmed_at.eq(at), second_steps::last_step.eq(step)))
        .execute(conn)?;
    Ok(())
}

/// Takes the code of `step`: answers false when a code of that step or a later one was
/// taken already (a replay), so of two requests racing with one code only one succeeds.
pub fn take_step(conn: &mut Conn, user_id: &str, step: i64) -> Result<bool, StoreError> {
    let taken = diesel::update(second_steps::table.find(user_id).filter(second_steps::last_step.lt(step)))
        .set(second_steps::last_step.eq(step))
        .execute(conn)?;
    Ok(taken == 1)
}

/// Removes the account's secret and recovery codes; answers whether it had a confirmed one.
pub fn remove(conn: &mut Conn, user_id: &str) -> Result<bool, StoreError> {
    let had = find(conn, user_id)?.is_some_and(|step| step.confirmed_at.is_some());
    diesel::delete(second_steps::table.find(user_id)).execute(conn)?;
    diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(user_id))).execute(conn)?;
    diesel::delete(sign_in_challenges::table.filter(sign_in_challenges::user_id.eq(user_id))).execute(conn)?;
    Ok(had)
}

/// Removes the secrets, recovery codes and waiting sign-ins of the accounts `user_ids` (being
/// deleted), a few statements per 500 accounts.
pub fn remove_all_of(conn: &mut Conn, user_ids: &[String]) -> Result<(), StoreError> {
    for chunk in user_ids.chunks(500) {
        diesel::delete(second_steps::table.filter(second_steps::user_id.eq_any(chunk))).execute(conn)?;
        diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq_any(chunk))).execute(conn)?;
        diesel::delete(sign_in_challenges::table.filter(sign_in_challenges::user_id.eq_any(chunk))).execute(conn)?;
    }
    Ok(())
}

/// Of `user_ids`, those with a confirmed second step.
pub fn confirmed_among(conn: &mut Conn, user_ids: &[String]) -> Result<Vec<String>, StoreError> {
    let mut found = Vec::new();
    for chunk in user_ids.chunks(500) {
        let ids: Vec<String> = second_steps::table
            .filter(second_steps::user_id.eq_any(chunk))
            .filter(second_steps::confirmed_at.is_not_null())
            .select(second_steps::user_id)
            .load(conn)?;
        found.extend(ids);
    }
    Ok(found)
}

/// Replaces the account's recovery codes with `hashes`.
pub fn replace_recovery_codes(conn: &mut Conn, user_id: &str, hashes: &[String]) -> Result<(), StoreError> {
    diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(user_id))).execute(conn)?;
    for hash in hashes {
        diesel::insert_into(recovery_codes::table)
            .values((recovery_codes::code_hash.eq(hash), recovery_codes::user_id.eq(user_id)))
            .execute(conn)?;
    }
    Ok(())
}

/// Uses the unused recovery code `hash` of the account at `at`; answers whether there was one.
pub fn use_recovery_code(conn: &mut Conn, user_id: &str, hash: &str, at: NaiveDateTime) -> Result<bool, StoreError> {
    let used = diesel::update(
        recovery_codes::table
            .find(hash)
            .filter(recovery_codes::user_id.eq(user_id))
            .filter(recovery_codes::used_at.is_null()),
    )
    .set(recovery_codes::used_at.eq(at))
    .execute(conn)?;
    Ok(used == 1)
}

/// How many of the account's recovery codes are still unused.
pub fn recovery_codes_left(conn: &mut Conn, user_id: &str) -> Result<i64, StoreError> {
    Ok(recovery_codes::table
        .filter(recovery_codes::user_id.eq(user_id))
        .filter(recovery_codes::used_at.is_null())
        .count()
        .get_result(conn)?)
}

/// A sign-in waiting for its second step.
#[derive(Debug, Clone, Queryable, Insertable)]
#[diesel(table_name = sign_in_challenges)]
pub struct Challenge {
    /// SHA-256 of the token the browser holds, hex.
    pub token_hash: String,
    /// The role signing in's stored name.
    pub role: String,
    /// The account's id.
    pub user_id: String,
    /// True when the account must set up a second step before it is signed in.
    pub must_set_up: bool,
    /// Carried to the session: the account must set its own password first.
    pub must_change_password: bool,
    /// Carried to the session: the browser's `User-Agent`.
    pub user_agent: String,
    /// Carried to the session: the address it signs in from.
    pub ip_address: String,
    /// When the password matched.
    pub created_at: NaiveDateTime,
    /// When the second step stops being accepted.
    pub expires_at: NaiveDateTime,
}

/// Stores a sign-in waiting for its second step, forgetting the expired ones.
pub fn open_challenge(conn: &mut Conn, challenge: &Challenge) -> Result<(), StoreError> {
    diesel::delete(sign_in_challenges::table.filter(sign_in_challenges::expires_at.le(challenge.created_at)))
        .execute(conn)?;
    diesel::insert_into(sign_in_challenges::table).values(challenge).execute(conn)?;
    Ok(())
}

/// The sign-in waiting with this token hash, if it has not expired by `now`.
pub fn find_challenge(conn: &mut Conn, token_hash: &str, now: NaiveDateTime) -> Result<Option<Challenge>, StoreError> {
    Ok(sign_in_challenges::table.find(token_hash).filter(sign_in_challenges::expires_at.gt(now)).load(conn)?.pop())
}

/// Ends a sign-in's wait; answers whether it was still waiting (of two racing, one wins).
pub fn close_challenge(conn: &mut Conn, token_hash: &str) -> Result<bool, StoreError> {
    Ok(diesel::delete(sign_in_challenges::table.find(token_hash)).execute(conn)? == 1)
}

/// Whether the school requires a second step of administrators and cashiers.
pub fn required(conn: &mut Conn) -> Result<bool, StoreError> {
    let row: Option<bool> =
        sign_in_settings::table.find(1).select(sign_in_settings::second_step_required).load(conn)?.pop();
    Ok(row.unwrap_or(false))
}

/// Sets whether the school requires a second step of administrators and cashiers.
pub fn set_required(conn: &mut Conn, required: bool) -> Result<(), StoreError> {
    diesel::update(sign_in_settings::table.find(1))
        .set(sign_in_settings::second_step_required.eq(required))
        .execute(conn)?;
    Ok(())
}

/// The school's name, which authenticator apps show beside its codes.
pub fn school_name(conn: &mut Conn) -> Result<Option<String>, StoreError> {
    Ok(grading_settings::table.select(grading_settings::school_name).load(conn)?.pop())
}
