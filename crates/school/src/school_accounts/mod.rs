//! Signing in with the school's Google or Microsoft accounts (OpenID Connect, authorization code
//! with PKCE): off until an administrator enters the client the school registered and the
//! e-mail domains it admits. An account is matched by its verified e-mail on the login page it
//! began on; signing in never creates one. The ID token is checked with `jsonwebtoken` (its
//! signature by the provider's published keys, issuer, audience, expiry) and its `nonce`
//! against the one this browser's sign-in sent; the `state` is taken once and bound to a cookie
//! of the browser that began it. A refused sign-in says nothing of why; the reason is audited.

mod exchange;
mod settings;

pub use exchange::*;
pub use settings::*;

/// The one answer to a provider's sign-in that does not sign in: it reveals nothing of why.
pub const SCHOOL_ACCOUNT_REFUSED: &str =
    "Your school account could not sign you in here. Sign in with your password, or ask the school office.";
