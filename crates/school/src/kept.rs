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
