//! Failed sign-ins, kept in the database so every server counts the same failures and a
//! restart forgets none. The rules (how many, within which window, locked for how long) are the
//! domain's `LoginThrottle`; this only stores and reads the failures.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::sign_in_failures;

/// The failures of `keys` since `since`, oldest first.
pub fn failures_since(
    conn: &mut Conn,
    keys: &[&str],
    since: NaiveDateTime,
) -> Result<Vec<(String, NaiveDateTime)>, StoreError> {
    Ok(sign_in_failures::table
        .filter(sign_in_failures::key.eq_any(keys))
        .filter(sign_in_failures::at.gt(since))
        .order(sign_in_failures::at)
        .select((sign_in_failures::key, sign_in_failures::at))
        .load(conn)?)
}

/// Records one failed attempt under each of `keys`, and forgets failures older than `forget_before`.
pub fn record_failure(
    conn: &mut Conn,
    keys: &[&str],
    at: NaiveDateTime,
    forget_before: NaiveDateTime,
) -> Result<(), StoreError> {
    transaction(conn, |conn| {
        for key in keys {
            diesel::insert_into(sign_in_failures::table)
                .values((sign_in_failures::key.eq(*key), sign_in_failures::at.eq(at)))
                .execute(conn)?;
        }
        diesel::delete(sign_in_failures::table.filter(sign_in_failures::at.lt(forget_before))).execute(conn)?;
        Ok(())
    })
}

/// Forgets the failures of `key` (after a successful sign-in).
pub fn clear(conn: &mut Conn, key: &str) -> Result<(), StoreError> {
    diesel::delete(sign_in_failures::table.filter(sign_in_failures::key.eq(key))).execute(conn)?;
    Ok(())
}
