//! The password rules of `lyceum_school::passwords`, run on the blocking pool because each
//! bcrypt round costs a noticeable slice of CPU.

use actix_web::web;
use lyceum_school::passwords;
pub use lyceum_school::passwords::SignInCheck;

use crate::error::ApiError;
use crate::settings::Settings;

/// Hashes a password with the configured work factor.
pub async fn hash(password: String, cost: u32) -> Result<String, ApiError> {
    Ok(web::block(move || passwords::hash(&password, cost)).await??)
}

/// True when `password` matches `hash`. A malformed stored hash counts as no match.
pub async fn verify(password: String, hash: String) -> Result<bool, ApiError> {
    Ok(web::block(move || passwords::verify(&password, &hash)).await?)
}

/// [`passwords::check_sign_in`]: every outcome costs at least one bcrypt round at `cost`.
pub async fn check_sign_in(
    password: String,
    stored: Option<String>,
    decoy: String,
    cost: u32,
) -> Result<SignInCheck, ApiError> {
    Ok(web::block(move || passwords::check_sign_in(&password, stored.as_deref(), &decoy, cost)).await??)
}

/// The hash of a new account's starting password: the one the admin's form sent, or the
/// school's default. Either way the account must set its own at first sign-in.
pub async fn starting_password_hash(settings: &Settings, given: Option<&str>) -> Result<String, ApiError> {
    let password = match given.filter(|p| !p.is_empty()) {
        Some(given) => lyceum_domain::NewPassword::parse_field("password", given)?,
        None => lyceum_domain::NewPassword::parse_field("password", &settings.default_password)?,
    };
    hash(password.expose().to_owned(), settings.bcrypt_cost).await
}
