//! The sign-in throttle on this server's rules (`lyceum_school::sign_in_throttle`).

use actix_web::web;
use lyceum_school::sign_in_throttle::{self, Rules};

pub use lyceum_school::sign_in_throttle::Keys;

use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

fn rules(state: &AppState) -> Rules {
    Rules { account: state.settings.account_throttle, address: state.settings.address_throttle }
}

/// 429 while the account or the address is locked.
pub async fn check(state: &web::Data<AppState>, keys: &Keys) -> Result<(), ApiError> {
    let (rules, keys, now) = (rules(state), keys.clone(), lyceum_persistence::now());
    db::run(&state.db, move |conn| Ok(sign_in_throttle::check(conn, rules, &keys, now)?)).await
}

/// Counts a failed attempt for the account and the address.
pub async fn record_failure(state: &web::Data<AppState>, keys: &Keys) -> Result<(), ApiError> {
    let (rules, keys, now) = (rules(state), keys.clone(), lyceum_persistence::now());
    db::query(&state.db, move |conn| sign_in_throttle::record_failure(conn, rules, &keys, now)).await
}

/// Forgets the account's failures after it signed in.
pub async fn record_success(state: &web::Data<AppState>, keys: &Keys) -> Result<(), ApiError> {
    let keys = keys.clone();
    db::query(&state.db, move |conn| sign_in_throttle::record_success(conn, &keys)).await
}
