//! Answers kept in memory while nothing they depend on changes: a write on this server forgets
//! them at once, and a copy is trusted for at most [`MAX_AGE`] (how long a write made on
//! another server can take to show here). [`Kept`] holds one answer, [`KeptMap`] one per key.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// Longest time a kept copy is trusted without reading it again: the longest a change made on
/// another server can take to show here.
pub const MAX_AGE: Duration = Duration::from_secs(5);

/// The answer as last read, and a count of the writes that forgot it.
pub struct Kept<T> {
    inner: Mutex<(u64, Option<(Instant, T)>)>,
}

impl<T> Default for Kept<T> {
    fn default() -> Self {
        Kept { inner: Mutex::new((0, None)) }
    }
}

impl<T: Clone> Kept<T> {
    fn lock(&self) -> MutexGuard<'_, (u64, Option<(Instant, T)>)> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The answer if it was read within the max age; otherwise the write count to store with.
    pub fn find(&self) -> Result<T, u64> {
        match &*self.lock() {
            (_, Some((read_at, kept))) if read_at.elapsed() < MAX_AGE => Ok(kept.clone()),
            (writes, _) => Err(*writes),
        }
    }

    /// Keeps the answer read when the write count was `writes`, unless a write came since.
    pub fn store(&self, writes: u64, answer: T) {
        let mut inner = self.lock();
        if inner.0 == writes {
            inner.1 = Some((Instant::now(), answer));
        }
    }

    /// Forgets the answer: what it depends on was written.
    pub fn forget(&self) {
        let mut inner = self.lock();
        inner.0 = inner.0.wrapping_add(1);
        inner.1 = None;
    }
}

/// An answer read again at most every so often, whose callers never wait for a read but the
/// first: past its age, one caller is told to read the next while the others (and that caller)
/// are given the copy kept. For whole-school figures too slow to read on a request.
pub struct Recent<T> {
    inner: Mutex<(Option<(Instant, T)>, bool)>,
}

impl<T> Default for Recent<T> {
    fn default() -> Self {
        Recent { inner: Mutex::new((None, false)) }
    }
}

impl<T: Clone> Recent<T> {
    /// The copy kept, if any, and whether the caller is to read the next one (when the copy is
    /// `every` old or there is none, and nobody is reading it yet).
    pub fn find(&self, every: Duration) -> (Option<T>, bool) {
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let stale = inner.0.as_ref().is_none_or(|(read_at, _)| read_at.elapsed() >= every);
        let claimed = stale && !inner.1;
        inner.1 |= claimed;
        (inner.0.as_ref().map(|(_, kept)| kept.clone()), claimed)
    }

    /// Ends the read a [`Recent::find`] asked for, keeping its answer (none when it failed).
    pub fn store(&self, answer: Option<T>) {
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        inner.1 = false;
        if let Some(answer) = answer {
            inner.0 = Some((Instant::now(), answer));
        }
    }
}

/// At most this many answers are kept in one map; past it the old ones are dropped.
const MOST_KEPT: usize = 20_000;

/// A count of the writes that forgot the answers, and each answer with when it was read.
type Entries<K, V> = (u64, HashMap<K, (Instant, V)>);

/// Answers by key read recently, and a count of the writes that forgot them.
pub struct KeptMap<K, V> {
    inner: Mutex<Entries<K, V>>,
}

impl<K, V> Default for KeptMap<K, V> {
    fn default() -> Self {
        KeptMap { inner: Mutex::new((0, HashMap::new())) }
    }
}

impl<K: Eq + Hash, V: Clone> KeptMap<K, V> {
    fn lock(&self) -> MutexGuard<'_, Entries<K, V>> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The answer if it was read within the max age; otherwise the write count to store with.
    pub fn find(&self, key: &K) -> Result<V, u64> {
        let inner = self.lock();
        match inner.1.get(key) {
            Some((read_at, answer)) if read_at.elapsed() < MAX_AGE => Ok(answer.clone()),
            _ => Err(inner.0),
        }
    }

    /// Keeps the answer read when the write count was `writes`, unless a write came since.
    pub fn store(&self, writes: u64, key: K, answer: V) {
        let mut inner = self.lock();
        if inner.0 != writes {
            return;
        }
        if inner.1.len() >= MOST_KEPT {
            inner.1.retain(|_, (read_at, _)| read_at.elapsed() < MAX_AGE);
            if inner.1.len() >= MOST_KEPT {
                inner.1.clear();
            }
        }
        inner.1.insert(key, (Instant::now(), answer));
    }

    /// Forgets every answer: what they depend on was written.
    pub fn forget(&self) {
        let mut inner = self.lock();
        inner.0 = inner.0.wrapping_add(1);
        inner.1.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_caller_reads_a_recent_answer_again_while_the_others_get_the_copy() {
        let recent: Recent<u32> = Recent::default();
        assert_eq!(recent.find(Duration::from_secs(60)), (None, true), "the first caller reads");
        assert_eq!(recent.find(Duration::from_secs(60)), (None, false), "one read at a time");
        recent.store(Some(1));
        assert_eq!(recent.find(Duration::from_secs(60)), (Some(1), false), "fresh: kept");
        assert_eq!(recent.find(Duration::ZERO), (Some(1), true), "stale: one caller reads");
        assert_eq!(recent.find(Duration::ZERO), (Some(1), false), "the others get the copy");
        recent.store(None);
        assert_eq!(recent.find(Duration::ZERO), (Some(1), true), "a failed read keeps the copy");
        recent.store(Some(2));
        assert_eq!(recent.find(Duration::from_secs(60)), (Some(2), false));
    }
}
