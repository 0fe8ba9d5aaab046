//! Sessions recently read from the database, so an authenticated call does not pay a session
//! lookup each time a browser asks.
//!
//! An entry is trusted for at most [`MAX_AGE`] and never past the session's own expiry. Every
//! change to sessions made on this server (sign-out, password set or reset, account deleted)
//! goes through `live::sessions_ended`, which forgets the entries at once and tells the other
//! servers sharing the database to forget them too; one that misses the word trusts its copy for
//! at most [`MAX_AGE`].

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use chrono::NaiveDateTime;

use super::MAX_AGE;
use crate::auth::caller::CurrentSession;

/// Most sessions held; far more than the browsers active within [`MAX_AGE`] in a large school.
pub const CAPACITY: usize = 100_000;

/// Recently read sessions by token hash.
pub struct SessionCache {
    inner: Mutex<Entries>,
    max_age: Duration,
    capacity: usize,
}

#[derive(Default)]
struct Entries {
    by_token: HashMap<String, Entry>,
    /// Bumped by every forget, so a lookup that began before it cannot store what it read.
    generation: u64,
    /// When entries past the max age were last dropped.
    swept_at: Option<Instant>,
}

impl Entries {
    /// Drops the entries past `max_age`, at most once per `max_age`: a session read once (a
    /// browser that signed in and left) would otherwise stay until the cache is full, and a
    /// school's server would hold every session of the last weeks, up to [`CAPACITY`].
    fn sweep(&mut self, max_age: Duration) {
        if self.swept_at.is_some_and(|at| at.elapsed() < max_age) {
            return;
        }
        self.swept_at = Some(Instant::now());
        self.by_token.retain(|_, entry| entry.read_at.elapsed() < max_age);
        // The table keeps the room of its busiest moment unless asked to give it back.
        if self.by_token.capacity() > 4 * self.by_token.len().max(256) {
            self.by_token.shrink_to(2 * self.by_token.len());
        }
    }
}

struct Entry {
    session: CurrentSession,
    read_at: Instant,
    expires_at: NaiveDateTime,
}

/// Where a lookup began, handed back to [`SessionCache::store`].
#[derive(Clone, Copy, Debug)]
pub struct Ticket(u64);

impl Default for SessionCache {
    fn default() -> Self {
        SessionCache::new(MAX_AGE, CAPACITY)
    }
}

impl SessionCache {
    /// An empty cache trusting entries for `max_age`, holding at most `capacity`.
    pub fn new(max_age: Duration, capacity: usize) -> Self {
        SessionCache { inner: Mutex::default(), max_age, capacity }
    }

    fn lock(&self) -> MutexGuard<'_, Entries> {
        // The map stays consistent whatever panicked while holding it; at worst an entry is missing.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The session of `token_hash` if it was read recently and has not expired by `now`;
    /// otherwise a ticket to store what the database answers.
    pub fn find(&self, token_hash: &str, now: NaiveDateTime) -> Result<CurrentSession, Ticket> {
        let entries = self.lock();
        match entries.by_token.get(token_hash) {
            Some(entry) if entry.read_at.elapsed() < self.max_age && now < entry.expires_at => {
                Ok(entry.session.clone())
            }
            _ => Err(Ticket(entries.generation)),
        }
    }

    /// Keeps a session just read from the database, unless sessions were forgotten since the
    /// lookup began (what was read may be what they ended).
    pub fn store(&self, ticket: Ticket, session: &CurrentSession, expires_at: NaiveDateTime) {
        let mut entries = self.lock();
        if entries.generation != ticket.0 {
            return;
        }
        entries.sweep(self.max_age);
        if entries.by_token.len() >= self.capacity && !entries.by_token.contains_key(&session.token_hash) {
            let max_age = self.max_age;
            entries.by_token.retain(|_, entry| entry.read_at.elapsed() < max_age);
            if entries.by_token.len() >= self.capacity {
                entries.by_token.clear();
            }
        }
        let entry = Entry { session: session.clone(), read_at: Instant::now(), expires_at };
        entries.by_token.insert(session.token_hash.clone(), entry);
    }

    /// Forgets the sessions `token_hashes` and every session of `accounts`.
    pub fn forget(&self, token_hashes: &[String], accounts: &[String]) {
        let mut entries = self.lock();
        entries.generation = entries.generation.wrapping_add(1);
        for token_hash in token_hashes {
            entries.by_token.remove(token_hash);
        }
        if !accounts.is_empty() {
            entries.by_token.retain(|_, entry| !accounts.contains(&entry.session.user_id));
        }
    }

    /// How many sessions are held.
    pub fn len(&self) -> usize {
        self.lock().by_token.len()
    }

    /// True when no session is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lyceum_domain::Role;

    fn session(token: &str, user: &str) -> CurrentSession {
        CurrentSession {
            token_hash: token.into(),
            role: Role::Student,
            user_id: user.into(),
            must_change_password: false,
        }
    }

    fn later(minutes: i64) -> NaiveDateTime {
        lyceum_persistence::now() + chrono::Duration::minutes(minutes)
    }

    fn store(cache: &SessionCache, token: &str, user: &str, expires_at: NaiveDateTime) {
        let ticket = cache.find(token, lyceum_persistence::now()).unwrap_err();
        cache.store(ticket, &session(token, user), expires_at);
    }

    #[test]
    fn a_stored_session_is_found_until_it_is_forgotten() {
        let cache = SessionCache::default();
        store(&cache, "t1", "u1", later(60));
        store(&cache, "t2", "u1", later(60));
        store(&cache, "t3", "u2", later(60));
        assert_eq!(cache.find("t1", lyceum_persistence::now()).unwrap().user_id, "u1");
        cache.forget(&["t3".into()], &[]);
        assert!(cache.find("t3", lyceum_persistence::now()).is_err());
        cache.forget(&[], &["u1".into()]);
        assert!(cache.find("t1", lyceum_persistence::now()).is_err());
        assert!(cache.find("t2", lyceum_persistence::now()).is_err());
        assert!(cache.is_empty());
    }

    #[test]
    fn a_session_is_not_trusted_past_its_expiry_or_the_max_age() {
        let cache = SessionCache::new(Duration::from_millis(50), 10);
        store(&cache, "t1", "u1", later(60));
        assert!(cache.find("t1", later(61)).is_err(), "the session's own expiry holds");
        assert!(cache.find("t1", lyceum_persistence::now()).is_ok());
        std::thread::sleep(Duration::from_millis(60));
        assert!(cache.find("t1", lyceum_persistence::now()).is_err(), "read again after the max age");
    }

    #[test]
    fn a_lookup_that_began_before_a_forget_stores_nothing() {
        let cache = SessionCache::default();
        let ticket = cache.find("t1", lyceum_persistence::now()).unwrap_err();
        cache.forget(&["t1".into()], &[]);
        cache.store(ticket, &session("t1", "u1"), later(60));
        assert!(cache.find("t1", lyceum_persistence::now()).is_err());
    }

    #[test]
    fn sessions_past_the_max_age_are_dropped_long_before_the_cache_is_full() {
        let cache = SessionCache::new(Duration::from_millis(50), 1_000);
        for n in 0..100 {
            store(&cache, &format!("t{n}"), "u", later(60));
        }
        std::thread::sleep(Duration::from_millis(60));
        store(&cache, "fresh", "u", later(60));
        assert_eq!(cache.len(), 1, "only the session read within the max age is held");
        assert!(cache.find("fresh", lyceum_persistence::now()).is_ok());
    }

    #[test]
    fn the_cache_never_holds_more_than_its_capacity() {
        let cache = SessionCache::new(MAX_AGE, 3);
        for n in 0..10 {
            store(&cache, &format!("t{n}"), "u", later(60));
            assert!(cache.len() <= 3);
        }
        assert!(cache.find("t9", lyceum_persistence::now()).is_ok());
    }
}
