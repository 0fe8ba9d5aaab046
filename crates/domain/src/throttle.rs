//! Slows down password guessing: too many failed sign-ins for one account or from one
//! address lock further attempts for a while.

use std::collections::HashMap;
use std::time::{Duration, Instant};

/// How many failures within which window lock a key, and for how long.
#[derive(Debug, Clone, Copy)]
pub struct ThrottleSettings {
    /// Failures allowed within `window` before the key is locked.
    pub max_failures: u32,
    /// The span over which failures are counted.
    pub window: Duration,
    /// How long a locked key stays locked.
    pub lockout: Duration,
}

#[derive(Debug, Clone, Copy)]
struct Record {
    failures: u32,
    first_failure: Instant,
    locked_until: Option<Instant>,
}

/// Failure counts per key (an account's email or a client address). Time is passed in,
/// so the rules are tested without waiting.
#[derive(Debug)]
pub struct LoginThrottle {
    settings: ThrottleSettings,
    records: HashMap<String, Record>,
}

/// Keys kept before stale ones are swept, so a flood of addresses cannot grow memory forever.
const SWEEP_ABOVE: usize = 10_000;

impl LoginThrottle {
    /// An empty throttle with these rules.
    pub fn new(settings: ThrottleSettings) -> Self {
        Self { settings, records: HashMap::new() }
    }

    /// `Err(wait)` while `key` is locked, with how long it stays locked.
    pub fn check(&self, key: &str, now: Instant) -> Result<(), Duration> {
        match self.records.get(key).and_then(|record| record.locked_until) {
            Some(until) if until > now => Err(until - now),
            _ => Ok(()),
        }
    }

    /// Counts a failed attempt for `key`, locking it when the limit is reached.
    pub fn record_failure(&mut self, key: &str, now: Instant) {
        if self.records.len() > SWEEP_ABOVE {
            self.sweep(now);
        }
        let settings = self.settings;
        let record = self.records.entry(key.to_owned()).or_insert(Record {
            failures: 0,
            first_failure: now,
            locked_until: None,
        });
        let lock_expired = record.locked_until.is_some_and(|until| until <= now);
        if lock_expired || now.duration_since(record.first_failure) > settings.window {
            *record = Record { failures: 0, first_failure: now, locked_until: None };
        }
        record.failures += 1;
        if record.failures >= settings.max_failures {
            record.locked_until = Some(now + settings.lockout);
        }
    }

    /// Forgets the failures of `key` after a successful sign-in.
    pub fn record_success(&mut self, key: &str) {
        self.records.remove(key);
    }

    fn sweep(&mut self, now: Instant) {
        let settings = self.settings;
        self.records.retain(|_, record| match record.locked_until {
            Some(until) => until > now,
            None => now.duration_since(record.first_failure) <= settings.window,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn throttle() -> LoginThrottle {
        LoginThrottle::new(ThrottleSettings {
            max_failures: 3,
            window: Duration::from_secs(60),
            lockout: Duration::from_secs(300),
        })
    }

    #[test]
    fn a_key_is_locked_once_it_reaches_the_failure_limit() {
        let mut throttle = throttle();
        let start = Instant::now();
        throttle.record_failure("maria@school.edu", start);
        throttle.record_failure("maria@school.edu", start);
        assert!(throttle.check("maria@school.edu", start).is_ok());
        throttle.record_failure("maria@school.edu", start);
        let wait = throttle.check("maria@school.edu", start + Duration::from_secs(10)).unwrap_err();
        assert_eq!(wait, Duration::from_secs(290));
        assert!(throttle.check("juan@school.edu", start).is_ok(), "other keys stay open");
    }

    #[test]
    fn a_lock_ends_after_the_lockout() {
        let mut throttle = throttle();
        let start = Instant::now();
        for _ in 0..3 {
            throttle.record_failure("10.0.0.1", start);
        }
        assert!(throttle.check("10.0.0.1", start + Duration::from_secs(301)).is_ok());
        throttle.record_failure("10.0.0.1", start + Duration::from_secs(302));
        assert!(throttle.check("10.0.0.1", start + Duration::from_secs(302)).is_ok(), "count restarts");
    }

    #[test]
    fn failures_outside_the_window_do_not_add_up() {
        let mut throttle = throttle();
        let start = Instant::now();
        throttle.record_failure("k", start);
        throttle.record_failure("k", start + Duration::from_secs(30));
        throttle.record_failure("k", start + Duration::from_secs(61));
        assert!(throttle.check("k", start + Duration::from_secs(61)).is_ok());
    }

    #[test]
    fn success_forgets_earlier_failures() {
        let mut throttle = throttle();
        let start = Instant::now();
        throttle.record_failure("k", start);
        throttle.record_failure("k", start);
        throttle.record_success("k");
        throttle.record_failure("k", start);
        assert!(throttle.check("k", start).is_ok());
    }
}
