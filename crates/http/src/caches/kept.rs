//! One answer kept while nothing it depends on changes: a write on this server forgets it at
//! once, and a copy is trusted for at most [`MAX_AGE`] (how long a write made on another
//! server can take to show here).

use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Instant;

use super::MAX_AGE;

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
