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
    /// The browser's `User-Agent` as it signed in (at most [`USER_AGENT_MAX`] characters).
    pub user_agent: String,
    /// The address it signed in from (empty when unknown).
    pub ip_address: String,
    /// When it was last used, to the minute; `None` until first written.
    pub last_used_at: Option<NaiveDateTime>,
}

/// The most of a `User-Agent` kept with a session.
pub const USER_AGENT_MAX: usize = 512;

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

/// The sessions of an account that still stand at `now`, the newest first.
pub fn of_user(conn: &mut Conn, user_id: &str, now: NaiveDateTime) -> Result<Vec<Session>, StoreError> {
    Ok(sessions::table
        .filter(sessions::user_id.eq(user_id))
        .filter(sessions::expires_at.gt(now))
        .order((sessions::created_at.desc(), sessions::token_hash.asc()))
        .load(conn)?)
}

/// Writes when each session was last used (`(token_hash, at)`), in one transaction; a session
/// ended meanwhile is skipped, and a time never goes backwards.
pub fn mark_used(conn: &mut Conn, used: &[(String, NaiveDateTime)]) -> Result<(), StoreError> {
    crate::db::transaction(conn, |conn| {
        for (token_hash, at) in used {
            diesel::update(
                sessions::table
                    .find(token_hash)
                    .filter(sessions::last_used_at.is_null().or(sessions::last_used_at.lt(*at))),
            )
            .set(sessions::last_used_at.eq(*at))
            .execute(conn)?;
        }
        Ok(())
    })
}

/// Ends one session of `user_id`; answers whether there was one to end.
pub fn end_one_of_user(conn: &mut Conn, user_id: &str, token_hash: &str) -> Result<bool, StoreError> {
    let ended = diesel::delete(sessions::table.find(token_hash).filter(sessions::user_id.eq(user_id))).execute(conn)?;
    Ok(ended > 0)
}

/// Ends every session of `user_id` but `keep` ('Sign out of all other sessions'), in one
/// transaction; answers the token hashes ended.
pub fn end_others_of_user(conn: &mut Conn, user_id: &str, keep: &str) -> Result<Vec<String>, StoreError> {
    crate::db::transaction(conn, |conn| {
        let others = sessions::table.filter(sessions::user_id.eq(user_id)).filter(sessions::token_hash.ne(keep));
        let ended: Vec<String> = others.select(sessions::token_hash).load(conn)?;
        diesel::delete(others).execute(conn)?;
        Ok(ended)
    })
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

/// The demo school's other devices: teacher1, student1 and parent1 each already signed in on a
/// phone, so 'Where you're signed in' shows more than the browser one signs in with. Nobody
/// holds their cookies (each key is the hash of a token never handed out).
#[cfg(feature = "demo")]
pub mod demo {
    use chrono::{Duration, NaiveDateTime};
    use diesel::prelude::*;

    use super::{create, Session};
    use crate::db::Conn;
    use crate::error::StoreError;
    use crate::schema::{guardians, students, teachers};
    use crate::seed::DEMO_DOMAIN;

    const ANDROID_CHROME: &str = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
    const ANDROID_SAMSUNG: &str = "Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36";
    const IPHONE_SAFARI: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

    /// Adds the three phones' sessions, started `hours_ago` hours before `now` and used since;
    /// answers how many were added (an account the demo lacks gets none).
    pub fn seed_demo_sessions(conn: &mut Conn, now: NaiveDateTime) -> Result<usize, StoreError> {
        let teacher: Option<String> = teachers::table
            .filter(teachers::email.eq(format!("teacher1@{DEMO_DOMAIN}")))
            .select(teachers::id)
            .first(conn)
            .optional()?;
        let student: Option<String> = students::table
            .filter(students::email.eq(format!("student1@{DEMO_DOMAIN}")))
            .select(students::id)
            .first(conn)
            .optional()?;
        let guardian: Option<String> = guardians::table
            .filter(guardians::email.eq(format!("parent1@{DEMO_DOMAIN}")))
            .select(guardians::id)
            .first(conn)
            .optional()?;
        let phones = [
            ("teacher", teacher, ANDROID_CHROME, "112.198.64.21", 26, 3),
            ("student", student, ANDROID_SAMSUNG, "175.176.12.90", 50, 20),
            ("guardian", guardian, IPHONE_SAFARI, "49.145.33.7", 30, 6),
        ];
        let mut added = 0;
        for (role, id, user_agent, address, started, used) in phones {
            let Some(user_id) = id else { continue };
            create(
                conn,
                &Session {
                    token_hash: format!("{}{}", uuid::Uuid::new_v4().simple(), uuid::Uuid::new_v4().simple()),
                    role: role.to_owned(),
                    user_id,
                    must_change_password: false,
                    created_at: now - Duration::hours(started),
                    expires_at: now - Duration::hours(started) + Duration::days(7),
                    user_agent: user_agent.to_owned(),
                    ip_address: address.to_owned(),
                    last_used_at: Some(now - Duration::hours(used)),
                },
            )?;
            added += 1;
        }
        Ok(added)
    }
}
