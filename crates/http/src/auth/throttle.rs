//! The sign-in throttle, shared by every server on the database: failures are stored, and
//! the domain's [`LoginThrottle`] rules are replayed over the recent ones at each check.

use std::time::{Duration, Instant};

use actix_web::web;
use lyceum_domain::{LoginThrottle, ThrottleSettings};
use lyceum_persistence::throttle;

use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// The keys of one attempt: the account (`role:email` or `role:id`) and the client address.
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

/// How far back failures can still matter: a window's worth before the last lock began.
fn horizon(settings: ThrottleSettings) -> Duration {
    settings.window + settings.lockout
}

/// The oldest failure that can still count under either rule, seen from `now`.
fn oldest_that_counts(state: &AppState, now: chrono::NaiveDateTime) -> Result<chrono::NaiveDateTime, ApiError> {
    let settings = &state.settings;
    let span = horizon(settings.account_throttle).max(horizon(settings.address_throttle));
    Ok(now - chrono::Duration::from_std(span).map_err(ApiError::internal)?)
}

/// How long `key` stays locked under `settings`, replaying its `failures` (oldest first).
fn wait_of(
    settings: ThrottleSettings,
    key: &str,
    failures: &[(String, chrono::NaiveDateTime)],
    now: chrono::NaiveDateTime,
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

/// 429 while the account or the address is locked, whichever stays locked longer.
pub async fn check(state: &web::Data<AppState>, keys: &Keys) -> Result<(), ApiError> {
    let settings = &state.settings;
    let now = lyceum_persistence::now();
    let since = oldest_that_counts(state, now)?;
    let asked = [keys.account.clone(), keys.address.clone()];
    let failures = db::query(&state.db, move |conn| {
        throttle::failures_since(conn, &[asked[0].as_str(), asked[1].as_str()], since)
    })
    .await?;
    let account_wait = wait_of(settings.account_throttle, &keys.account, &failures, now);
    let address_wait = wait_of(settings.address_throttle, &keys.address, &failures, now);
    match account_wait.max(address_wait) {
        None => Ok(()),
        Some(wait) => {
            let minutes = wait.as_secs().div_ceil(60).max(1);
            let unit = if minutes == 1 { "minute" } else { "minutes" };
            Err(ApiError::TooManyRequests(format!("Too many failed sign-in attempts. Try again in {minutes} {unit}.")))
        }
    }
}

/// Counts a failed attempt for the account and the address.
pub async fn record_failure(state: &web::Data<AppState>, keys: &Keys) -> Result<(), ApiError> {
    let now = lyceum_persistence::now();
    let forget = oldest_that_counts(state, now)?;
    let (account, address) = (keys.account.clone(), keys.address.clone());
    db::query(&state.db, move |conn| throttle::record_failure(conn, &[account.as_str(), address.as_str()], now, forget))
        .await
}

/// Forgets the account's failures after it signed in.
pub async fn record_success(state: &web::Data<AppState>, keys: &Keys) -> Result<(), ApiError> {
    let account = keys.account.clone();
    db::query(&state.db, move |conn| throttle::clear(conn, &account)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> ThrottleSettings {
        ThrottleSettings { max_failures: 3, window: Duration::from_secs(60), lockout: Duration::from_secs(300) }
    }

    fn at(now: chrono::NaiveDateTime, seconds_ago: i64) -> (String, chrono::NaiveDateTime) {
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
