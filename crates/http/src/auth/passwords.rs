//! bcrypt, run on the blocking pool because each hash costs a noticeable slice of CPU.

use actix_web::web;

use crate::error::ApiError;
use crate::settings::Settings;

/// Hashes a password with the configured work factor.
pub async fn hash(password: String, cost: u32) -> Result<String, ApiError> {
    Ok(web::block(move || bcrypt::hash(password, cost)).await??)
}

/// True when `password` matches `hash`. A malformed stored hash counts as no match.
pub async fn verify(password: String, hash: String) -> Result<bool, ApiError> {
    Ok(web::block(move || bcrypt::verify(password, &hash).unwrap_or(false)).await?)
}

/// What a sign-in's password check found.
pub struct SignInCheck {
    /// True when the password matches the account's hash.
    pub matches: bool,
    /// A new hash of the password at the server's cost, when it matched a hash of another cost.
    pub rehashed: Option<String>,
}

/// The cost a bcrypt hash was made with (`$2b$04$...` is 4); none when the hash is malformed.
pub fn cost_of(hash: &str) -> Option<u32> {
    hash.split('$').nth(2).and_then(|cost| cost.parse().ok())
}

/// Checks a sign-in's password against the account's hash (`stored`, none for an unknown email)
/// so that every outcome costs at least one bcrypt round at the server's `cost`: an unknown
/// email is checked against `decoy` (made at that cost); a hash of another cost that matches is
/// rehashed at that cost, and one that does not match is followed by a check against the decoy.
/// Otherwise a seeded or imported account at a cheap cost would answer far faster than an
/// unknown email, telling which accounts exist.
pub async fn check_sign_in(
    password: String,
    stored: Option<String>,
    decoy: String,
    cost: u32,
) -> Result<SignInCheck, ApiError> {
    Ok(web::block(move || -> Result<SignInCheck, bcrypt::BcryptError> {
        let Some(stored) = stored else {
            let _ = bcrypt::verify(&password, &decoy);
            return Ok(SignInCheck { matches: false, rehashed: None });
        };
        let matches = bcrypt::verify(&password, &stored).unwrap_or(false);
        if cost_of(&stored) == Some(cost) {
            return Ok(SignInCheck { matches, rehashed: None });
        }
        if !matches {
            let _ = bcrypt::verify(&password, &decoy);
            return Ok(SignInCheck { matches, rehashed: None });
        }
        Ok(SignInCheck { matches, rehashed: Some(bcrypt::hash(&password, cost)?) })
    })
    .await??)
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
