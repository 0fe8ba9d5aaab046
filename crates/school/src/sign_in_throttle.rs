//! The sign-in throttle, shared by every server on the database: failures are stored, and the
//! domain's [`LoginThrottle`] rules are replayed over the recent ones at each check. Passwords
//! and second-step codes are throttled alike, each under its own account key.

use std::time::{Duration, Instant};

use chrono::NaiveDateTime;
use lyceum_domain::{LoginThrottle, ThrottleSettings};
use lyceum_persistence::{throttle, Conn, StoreError};

use crate::Refusal;

/// The keys of one attempt: the account (`role:email`, `role:id`, `second step:id`) and the
/// client address.
#[derive(Debug, Clone)]
pub struct Keys {
    /// The account tried.
    pub account: String,
    /// The address it was tried from.
    pub address: String,
}

impl Keys {
    /// The keys of an attempt on `account` from `address`.
    pub fn new(account: String, address: Option<&str>) -> Keys {
        Keys { account, address: format!("address:{}", address.unwrap_or_default()) }
    }
}

/// The rules for accounts and for addresses.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// Failures allowed per account.
    pub account: ThrottleSettings,
    /// Failures allowed per client address.
    pub address: ThrottleSettings,
}

/// How far back failures can still matter: a window's worth before the last lock began.
fn horizon(settings: ThrottleSettings) -> Duration {
    settings.window + settings.lockout
}

/// The oldest failure that can still count under either rule, seen from `now`.
fn oldest_that_counts(rules: Rules, now: NaiveDateTime) -> NaiveDateTime {
    let span = horizon(rules.account).max(horizon(rules.address));
    now - chrono::Duration::from_std(span).unwrap_or_else(|_| chrono::Duration::days(1))
}

/// How long `key` stays locked under `settings`, replaying its `failures` (oldest first).
fn wait_of(
    settings: ThrottleSettings,
    key: &str,
    failures: &[(String, NaiveDateTime)],
    now: NaiveDateTime,
) -> Option<Duration> {
    // Failures are placed on a clock that starts `horizon` before `base`, so none is before it.
    let base = Instant::now() + horizon(settings);
    let mut rules = LoginThrottle::new(settings);
    for (_, at) in failures.iter().filter(|(k, _)| k == key) {
        let ago = (now - *at).to_std().unwrap_or_default().min(horizon(settings));
        rules.record_failure(key, base - ago);
    }
    rules.check(key, base).err()
}

/// `Refusal::TooManyAttempts` while the account or the address is locked, saying for how long
/// (whichever stays locked longer).
pub fn check(conn: &mut Conn, rules: Rules, keys: &Keys, now: NaiveDateTime) -> Result<(), Refusal> {
    let asked = [keys.account.as_str(), keys.address.as_str()];
    let failures = throttle::failures_since(conn, &asked, oldest_that_counts(rules, now))?;
    let account_wait = wait_of(rules.account, &keys.account, &failures, now);
    let address_wait = wait_of(rules.address, &keys.address, &failures, now);
    match account_wait.max(address_wait) {
        None => Ok(()),
        Some(wait) => {
            let minutes = wait.as_secs().div_ceil(60).max(1);
            let unit = if minutes == 1 { "minute" } else { "minutes" };
            Err(Refusal::TooManyAttempts(format!("Too many failed sign-in attempts. Try again in {minutes} {unit}.")))
        }
    }
}

/// Counts a failed attempt for the account and the address.
pub fn record_failure(conn: &mut Conn, rules: Rules, keys: &Keys, now: NaiveDateTime) -> Result<(), StoreError> {
    let forget = oldest_that_counts(rules, now);
    throttle::record_failure(conn, &[keys.account.as_str(), keys.address.as_str()], now, forget)
}

/// Forgets the account's failures after it signed in.
pub fn record_success(conn: &mut Conn, keys: &Keys) -> Result<(), StoreError> {
    throttle::clear(conn, &keys.account)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> ThrottleSettings {
        ThrottleSettings { max_failures: 3, window: Duration::from_secs(60), lockout: Duration::from_secs(300) }
    }

    fn at(now: NaiveDateTime, seconds_ago: i64) -> (String, NaiveDateTime) {
        ("k".to_owned(), now - chrono::Duration::seconds(seconds_ago))
    }

    #[test]
    fn stored_failures_lock_as_the_rules_say() {
        let now = lyceum_persistence::now();
        assert_eq!(wait_of(rules(), "k", &[at(now, 20), at(now, 10)], now), None);
        let wait = wait_of(rules(), "k", &[at(now, 20), at(now, 10), at(now, 5)], now).unwrap();
        assert!((294..=295).contains(&wait.as_secs()), "{wait:?}");
        assert_eq!(wait_of(rules(), "other", &[at(now, 20), at(now, 10), at(now, 5)], now), None);
        // Spread wider than the window: no lock.
        assert_eq!(wait_of(rules(), "k", &[at(now, 200), at(now, 100), at(now, 5)], now), None);
        // A lock that has run out.
        assert_eq!(wait_of(rules(), "k", &[at(now, 340), at(now, 330), at(now, 320)], now), None);
    }
}
