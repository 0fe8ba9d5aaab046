//! Weeks as the timetable calls read them (a section's, a teacher's with their advisory
//! classes'), kept per section and per teacher, and the calendar feeds made of them, kept per
//! link: every student's and teacher's Home and
//! Timetable read them, and only an administrator's change can alter one. Any successful
//! administrator write on this server forgets them all at once
//! (`routes::timetable::forget_after_admin_writes`);
//! a change made on another server or by the command line shows here within
//! [`super::MAX_AGE`].

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Instant;

use actix_web::web::Bytes;
use lyceum_persistence::timetable::Lesson;

use super::MAX_AGE;

/// A week as read: its title, its lessons, and for a teacher each advised section's week.
#[derive(Debug, Clone)]
pub struct Weeks {
    /// "Grade 7 - Rizal" for a section, the teacher's name for a teacher.
    pub title: String,
    /// The lessons, Monday first and by start time.
    pub lessons: Vec<Lesson>,
    /// A teacher's advised sections: each one's title and lessons.
    pub advisory: Vec<(String, Vec<Lesson>)>,
}

/// Whose week a key names.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum WeekKey {
    /// A section's.
    Section(String),
    /// A teacher's, with their advisory classes'.
    Teacher(String),
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

/// The weeks of sections and teachers.
pub type TimetableCache = KeptMap<WeekKey, Arc<Weeks>>;

/// The calendar feeds' bodies by token: forgotten with the weeks, and when a link is replaced.
pub type FeedCache = KeptMap<String, Bytes>;
