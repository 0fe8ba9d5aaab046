//! The news feed's answer, kept while no news item changes: every portal's home page reads it,
//! and only an administrator's write changes it. A write on this server forgets it at once
//! (`live::news_changed`, which also tells the other servers); a copy is trusted for at most
//! [`MAX_AGE`].

use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Instant;

use actix_web::web::Bytes;

use super::MAX_AGE;

/// The feed's JSON answer as last read, and a count of the writes that forgot it.
#[derive(Default)]
pub struct NewsCache {
    inner: Mutex<(u64, Option<(Instant, Bytes)>)>,
}

impl NewsCache {
    fn lock(&self) -> MutexGuard<'_, (u64, Option<(Instant, Bytes)>)> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The answer if it was read within the max age; otherwise the write count to store with.
    pub fn find(&self) -> Result<Bytes, u64> {
        match &*self.lock() {
            (_, Some((read_at, body))) if read_at.elapsed() < MAX_AGE => Ok(body.clone()),
            (writes, _) => Err(*writes),
        }
    }

    /// Keeps the answer read when the write count was `writes`, unless a write came since.
    pub fn store(&self, writes: u64, body: Bytes) {
        let mut inner = self.lock();
        if inner.0 == writes {
            inner.1 = Some((Instant::now(), body));
        }
    }

    /// Forgets the answer: a news item was written.
    pub fn forget(&self) {
        let mut inner = self.lock();
        inner.0 = inner.0.wrapping_add(1);
        inner.1 = None;
    }
}
