//! 'Where you're signed in': an account's sessions, each with its device, browser, the address
//! it signed in from, when it started and when it was last used; ending one of them, or all but
//! the caller's own, each with its audit entry in the same transaction.
//!
//! A session is named to its owner by an id derived from its key ([`session_id`]), never by the
//! key itself.

use std::time::Duration;

use chrono::NaiveDateTime;
use lyceum_domain::device;
use lyceum_persistence::{sessions, Conn, Database, StoreError};
use serde::Serialize;
use sha2::{Digest, Sha256};
use ts_rs::TS;

use crate::audit::{audited, Actor, Entry};
use crate::views::timestamp;
use crate::{blocking, Refusal};

/// The kind of record the audit log says a session is.
pub const SESSION: &str = "session";

/// An account's sessions, the caller's own first.
#[derive(Debug, Serialize, TS)]
pub struct SignedInView {
    pub sessions: Vec<SessionItemView>,
}

/// One signed-in browser.
#[derive(Debug, Serialize, TS)]
pub struct SessionItemView {
    /// The id to end it by.
    pub id: String,
    /// "iPhone", "Windows computer", … ("Unknown device" when the browser did not say).
    pub device: String,
    /// "Chrome", "Safari", … ("Unknown browser").
    pub browser: String,
    /// The address it signed in from (empty when unknown).
    pub ip_address: String,
    /// When it signed in (RFC 3339, UTC).
    pub started_at: String,
    /// When it was last used, to the minute (its start when never since).
    pub last_used_at: String,
    /// True for the browser asking.
    pub current: bool,
}

/// The id a session is shown and ended by: derived from its key, which never leaves the server.
pub fn session_id(token_hash: &str) -> String {
    let digest = Sha256::digest(format!("lyceum session id:{token_hash}").as_bytes());
    digest.iter().take(16).map(|byte| format!("{byte:02x}")).collect()
}

/// The sessions of `user_id` standing at `now`; `current` is the caller's own, which is in use
/// now; `used_here` tells when this server last saw a session used (newer than what is stored,
/// which is written once a minute).
pub fn list(
    conn: &mut Conn,
    user_id: &str,
    current: &str,
    used_here: impl Fn(&str) -> Option<NaiveDateTime>,
    now: NaiveDateTime,
) -> Result<SignedInView, StoreError> {
    let mut items: Vec<(NaiveDateTime, SessionItemView)> = sessions::of_user(conn, user_id, now)?
        .into_iter()
        .map(|session| {
            let is_current = session.token_hash == current;
            // The latest of its start, what is stored and what this server saw since.
            let last_used = if is_current {
                now
            } else {
                [session.last_used_at, used_here(&session.token_hash)]
                    .into_iter()
                    .flatten()
                    .fold(session.created_at, NaiveDateTime::max)
            };
            let described = device::describe(&session.user_agent);
            let item = SessionItemView {
                id: session_id(&session.token_hash),
                device: described.device.to_owned(),
                browser: described.browser.to_owned(),
                ip_address: session.ip_address,
                started_at: timestamp(session.created_at),
                last_used_at: timestamp(last_used),
                current: is_current,
            };
            (last_used, item)
        })
        .collect();
    // The caller's own first, then the most recently used.
    items.sort_by(|(a_used, a), (b_used, b)| b.current.cmp(&a.current).then(b_used.cmp(a_used)));
    Ok(SignedInView { sessions: items.into_iter().map(|(_, item)| item).collect() })
}

/// Ends the session `id` of the account `actor` signed in with (404 when it has none by that
/// id: ended already, or another account's); answers its key, so its browser and sockets can be
/// told.
pub fn end_one(conn: &mut Conn, actor: &Actor, user_id: &str, id: &str, now: NaiveDateTime) -> Result<String, Refusal> {
    audited(conn, |conn| {
        let gone = || Refusal::NotFound("That session has already ended.".into());
        let found = sessions::of_user(conn, user_id, now)?
            .into_iter()
            .find(|session| session_id(&session.token_hash) == id)
            .ok_or_else(gone)?;
        if !sessions::end_one_of_user(conn, user_id, &found.token_hash)? {
            return Err(gone());
        }
        let described = device::describe(&found.user_agent);
        let entry = Entry::by(actor.clone(), "session ended")
            .on(SESSION, id)
            .detail(format!("{} on {}", described.browser, described.device));
        Ok((found.token_hash, vec![entry]))
    })
}

/// Ends every session of `user_id` but `keep` (the caller's own); answers the keys ended.
pub fn end_others(conn: &mut Conn, actor: &Actor, user_id: &str, keep: &str) -> Result<Vec<String>, Refusal> {
    audited(conn, |conn| {
        let ended = sessions::end_others_of_user(conn, user_id, keep)?;
        let entry = Entry::by(actor.clone(), "other sessions ended")
            .on_kind(SESSION)
            .detail(format!("{} session(s)", ended.len()));
        Ok((ended, vec![entry]))
    })
}

/// How often the server writes when its sessions were last used: 'last used' is to the minute,
/// and a busy school's every request costs no write.
pub const LAST_USES_EVERY: Duration = Duration::from_secs(60);

/// Every `every`, writes when each session was last used, as `take` hands them over (the
/// server's session cache gathers them), in one write. Runs as long as the server.
pub async fn write_last_uses_every(db: &Database, every: Duration, take: impl Fn() -> Vec<(String, NaiveDateTime)>) {
    let mut ticks = tokio::time::interval(every);
    ticks.tick().await;
    loop {
        ticks.tick().await;
        let used = take();
        if used.is_empty() {
            continue;
        }
        if let Err(error) = blocking::write(db, move |conn| sessions::mark_used(conn, &used)).await {
            tracing::warn!(%error, "when sessions were last used could not be written");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_id_is_stable_short_and_not_its_key() {
        let key = "9f".repeat(32);
        let id = session_id(&key);
        assert_eq!(id, session_id(&key));
        assert_eq!(id.len(), 32);
        assert!(!key.contains(&id));
        assert_ne!(id, session_id(&"a0".repeat(32)));
    }
}
