//! Signed-in browsers, known by a hash of their cookie token.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::sessions;

/// One signed-in browser.
#[derive(Debug, Clone, Queryable, Insertable)]
#[diesel(table_name = sessions)]
pub struct Session {
    /// SHA-256 of the cookie token, hex.
    pub token_hash: String,
    /// The role's stored name.
    pub role: String,
    /// The signed-in account's id.
    pub user_id: String,
    /// True while the account must set its own password before anything else.
    pub must_change_password: bool,
    /// When the session began.
    pub created_at: NaiveDateTime,
    /// When it stops being accepted.
    pub expires_at: NaiveDateTime,
}

/// Stores a new session.
pub fn create(conn: &mut Conn, session: &Session) -> Result<(), StoreError> {
    diesel::insert_into(sessions::table).values(session).execute(conn)?;
    Ok(())
}

/// The session with this token hash, if it has not expired by `now`. Loaded without `LIMIT ?`
/// (`first`), which makes SQLite prepare the statement again on every run.
pub fn find_active(conn: &mut Conn, token_hash: &str, now: NaiveDateTime) -> Result<Option<Session>, StoreError> {
    Ok(sessions::table.find(token_hash).filter(sessions::expires_at.gt(now)).load(conn)?.pop())
}

/// Ends one session.
pub fn delete(conn: &mut Conn, token_hash: &str) -> Result<(), StoreError> {
    diesel::delete(sessions::table.find(token_hash)).execute(conn)?;
    Ok(())
}

/// Ends every session of an account (used when it is deleted).
pub fn delete_for_user(conn: &mut Conn, user_id: &str) -> Result<(), StoreError> {
    diesel::delete(sessions::table.filter(sessions::user_id.eq(user_id))).execute(conn)?;
    Ok(())
}

/// The token hashes of every session of `user_ids`, read before the accounts are deleted so
/// that their live sockets can be closed at once.
pub fn of_accounts(conn: &mut Conn, user_ids: &[String]) -> Result<Vec<String>, StoreError> {
    let mut found = Vec::new();
    for chunk in user_ids.chunks(500) {
        let hashes: Vec<String> =
            sessions::table.filter(sessions::user_id.eq_any(chunk)).select(sessions::token_hash).load(conn)?;
        found.extend(hashes);
    }
    Ok(found)
}

/// Removes sessions that expired before `now`; returns how many.
pub fn delete_expired(conn: &mut Conn, now: NaiveDateTime) -> Result<usize, StoreError> {
    Ok(diesel::delete(sessions::table.filter(sessions::expires_at.le(now))).execute(conn)?)
}

/// Of `token_hashes`, those whose session still stands at `now` (not ended, not expired).
pub fn still_active(conn: &mut Conn, token_hashes: &[String], now: NaiveDateTime) -> Result<Vec<String>, StoreError> {
    // Chunks keep each statement well under both backends' limits on bound parameters.
    let mut active = Vec::new();
    for chunk in token_hashes.chunks(500) {
        let found: Vec<String> = sessions::table
            .filter(sessions::token_hash.eq_any(chunk))
            .filter(sessions::expires_at.gt(now))
            .select(sessions::token_hash)
            .load(conn)?;
        active.extend(found);
    }
    Ok(active)
}

/// Ends every session of an account at once ('Sign out everywhere'), in one transaction;
/// answers their token hashes, so the browsers and live sockets of each can be told.
pub fn end_all_of_user(conn: &mut Conn, user_id: &str) -> Result<Vec<String>, StoreError> {
    crate::db::transaction(conn, |conn| {
        let theirs = sessions::table.filter(sessions::user_id.eq(user_id));
        let ended: Vec<String> = theirs.select(sessions::token_hash).load(conn)?;
        diesel::delete(theirs).execute(conn)?;
        Ok(ended)
    })
}
