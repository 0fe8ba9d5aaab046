//! bcrypt, run on the blocking pool because each hash costs a noticeable slice of CPU.

use actix_web::web;

use crate::ApiError;

/// Hashes a password with the configured work factor.
pub async fn hash(password: String, cost: u32) -> Result<String, ApiError> {
    Ok(web::block(move || bcrypt::hash(password, cost)).await??)
}

/// True when `password` matches `hash`. A malformed stored hash counts as no match.
pub async fn verify(password: String, hash: String) -> Result<bool, ApiError> {
    Ok(web::block(move || bcrypt::verify(password, &hash).unwrap_or(false)).await?)
}
