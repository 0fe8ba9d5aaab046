//! Sessions recently read from the database, so an authenticated call does not pay a session
//! lookup each time a browser asks; and when each was last used, gathered here and written in
//! one batch a minute ([`SessionCache::take_used`]) rather than on every call.
//!
//! An entry is trusted for at most [`MAX_AGE`] and never past the session's own expiry. Every
//! change to sessions made on this server (sign-out, password set or reset, account deleted)
//! goes through the web server's `live::sessions_ended`, which forgets the entries at once and
//! tells the other servers sharing the database to forget them too; one that misses the word
//! trusts its copy for at most [`MAX_AGE`].

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use chrono::NaiveDateTime;

use crate::kept::MAX_AGE;

/// What the cache holds of a session: its key and its account.
pub trait CachedSession: Clone {
    /// The hash of the session's token (its key).
    fn token_hash(&self) -> &str;
    /// The signed-in account's id.
    fn account(&self) -> &str;
}

/// Most sessions held; far more than the browsers active within [`MAX_AGE`] in a large school.
pub const CAPACITY: usize = 100_000;

/// Recently read sessions by token hash.
pub struct SessionCache<S> {
    inner: Mutex<Entries<S>>,
    max_age: Duration,
    capacity: usize,
}

struct Entries<S> {
    by_token: HashMap<String, Entry<S>>,
    /// When each session was last used on this server since [`SessionCache::take_used`].
    used: HashMap<String, NaiveDateTime>,
    /// Bumped by every forget, so a lookup that began before it cannot store what it read.
    generation: u64,
    /// When entries past the max age were last dropped.
    swept_at: Option<Instant>,
}

impl<S> Default for Entries<S> {
    fn default() -> Self {
        Entries { by_token: HashMap::new(), used: HashMap::new(), generation: 0, swept_at: None }
    }
}

impl<S> Entries<S> {
    /// Notes that `token_hash` was used at `now` (one allocation per session per batch).
    fn note_use(&mut self, token_hash: &str, now: NaiveDateTime) {
        match self.used.get_mut(token_hash) {
            Some(at) => *at = now,
            None => {
                self.used.insert(token_hash.to_owned(), now);
            }
        }
    }

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

struct Entry<S> {
    session: S,
    read_at: Instant,
    expires_at: NaiveDateTime,
}

/// Where a lookup began, handed back to [`SessionCache::store`].
#[derive(Clone, Copy, Debug)]
pub struct Ticket(u64);

impl<S: CachedSession> Default for SessionCache<S> {
    fn default() -> Self {
        SessionCache::new(MAX_AGE, CAPACITY)
    }
}

impl<S: CachedSession> SessionCache<S> {
    /// An empty cache trusting entries for `max_age`, holding at most `capacity`.
    pub fn new(max_age: Duration, capacity: usize) -> Self {
        SessionCache { inner: Mutex::default(), max_age, capacity }
    }

    fn lock(&self) -> MutexGuard<'_, Entries<S>> {
        // The map stays consistent whatever panicked while holding it; at worst an entry is missing.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The session of `token_hash` if it was read recently and has not expired by `now` (and
    /// notes its use at `now`); otherwise a ticket to store what the database answers.
    pub fn find(&self, token_hash: &str, now: NaiveDateTime) -> Result<S, Ticket> {
        let mut entries = self.lock();
        let found = match entries.by_token.get(token_hash) {
            Some(entry) if entry.read_at.elapsed() < self.max_age && now < entry.expires_at => entry.session.clone(),
            _ => return Err(Ticket(entries.generation)),
        };
        entries.note_use(token_hash, now);
        Ok(found)
    }

    /// Keeps a session just read from the database and used at `now`, unless sessions were
    /// forgotten since the lookup began (what was read may be what they ended).
    pub fn store(&self, ticket: Ticket, session: &S, expires_at: NaiveDateTime, now: NaiveDateTime) {
        let mut entries = self.lock();
        if entries.generation != ticket.0 {
            return;
        }
        entries.sweep(self.max_age);
        if entries.by_token.len() >= self.capacity && !entries.by_token.contains_key(session.token_hash()) {
            let max_age = self.max_age;
            entries.by_token.retain(|_, entry| entry.read_at.elapsed() < max_age);
            if entries.by_token.len() >= self.capacity {
                entries.by_token.clear();
            }
        }
        entries.note_use(session.token_hash(), now);
        let entry = Entry { session: session.clone(), read_at: Instant::now(), expires_at };
        entries.by_token.insert(session.token_hash().to_owned(), entry);
    }

    /// Forgets the sessions `token_hashes` and every session of `accounts`.
    pub fn forget(&self, token_hashes: &[String], accounts: &[String]) {
        let mut entries = self.lock();
        entries.generation = entries.generation.wrapping_add(1);
        for token_hash in token_hashes {
            entries.by_token.remove(token_hash);
            entries.used.remove(token_hash);
        }
        if !accounts.is_empty() {
            entries.by_token.retain(|_, entry| !accounts.iter().any(|account| account == entry.session.account()));
        }
    }

    /// When `token_hash` was last used on this server, if since the last [`Self::take_used`].
    pub fn last_used(&self, token_hash: &str) -> Option<NaiveDateTime> {
        self.lock().used.get(token_hash).copied()
    }

    /// Every session used on this server since the last call, with when it was last used.
    pub fn take_used(&self) -> Vec<(String, NaiveDateTime)> {
        std::mem::take(&mut self.lock().used).into_iter().collect()
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

    #[derive(Clone, Debug)]
    struct Session {
        token_hash: String,
        user_id: String,
    }

    impl CachedSession for Session {
        fn token_hash(&self) -> &str {
            &self.token_hash
        }
        fn account(&self) -> &str {
            &self.user_id
        }
    }

    type Cache = SessionCache<Session>;

    fn session(token: &str, user: &str) -> Session {
        Session { token_hash: token.into(), user_id: user.into() }
    }

    fn later(minutes: i64) -> NaiveDateTime {
        lyceum_persistence::now() + chrono::Duration::minutes(minutes)
    }

    fn store(cache: &Cache, token: &str, user: &str, expires_at: NaiveDateTime) {
        let ticket = cache.find(token, lyceum_persistence::now()).unwrap_err();
        cache.store(ticket, &session(token, user), expires_at, lyceum_persistence::now());
    }

    #[test]
    fn a_stored_session_is_found_until_it_is_forgotten() {
        let cache = Cache::default();
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
        let cache = Cache::new(Duration::from_millis(50), 10);
        store(&cache, "t1", "u1", later(60));
        assert!(cache.find("t1", later(61)).is_err(), "the session's own expiry holds");
        assert!(cache.find("t1", lyceum_persistence::now()).is_ok());
        std::thread::sleep(Duration::from_millis(60));
        assert!(cache.find("t1", lyceum_persistence::now()).is_err(), "read again after the max age");
    }

    #[test]
    fn a_lookup_that_began_before_a_forget_stores_nothing() {
        let cache = Cache::default();
        let ticket = cache.find("t1", lyceum_persistence::now()).unwrap_err();
        cache.forget(&["t1".into()], &[]);
        cache.store(ticket, &session("t1", "u1"), later(60), lyceum_persistence::now());
        assert!(cache.find("t1", lyceum_persistence::now()).is_err());
    }

    #[test]
    fn sessions_past_the_max_age_are_dropped_long_before_the_cache_is_full() {
        let cache = Cache::new(Duration::from_millis(50), 1_000);
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
        let cache = Cache::new(MAX_AGE, 3);
        for n in 0..10 {
            store(&cache, &format!("t{n}"), "u", later(60));
            assert!(cache.len() <= 3);
        }
        assert!(cache.find("t9", lyceum_persistence::now()).is_ok());
    }

    #[test]
    fn each_use_is_noted_once_per_session_until_taken_and_an_ended_session_is_not_written() {
        let cache = Cache::default();
        let (first, second) = (later(0), later(1));
        store(&cache, "t1", "u1", later(60));
        store(&cache, "t2", "u1", later(60));
        assert!(cache.find("t1", second).is_ok());
        assert_eq!(cache.last_used("t1"), Some(second), "the latest use is kept");
        assert!(cache.last_used("t2").is_some_and(|at| at < second));
        cache.forget(&["t2".into()], &[]);
        let mut used = cache.take_used();
        used.sort();
        assert_eq!(used.len(), 1, "the ended session's use is not written: {used:?}");
        assert_eq!(used[0], ("t1".to_owned(), second));
        assert!(cache.take_used().is_empty(), "taken once");
        assert!(cache.find("t1", first).is_ok());
        assert_eq!(cache.last_used("t1"), Some(first));
    }
}
