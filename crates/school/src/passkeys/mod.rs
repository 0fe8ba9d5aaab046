//! Passkeys (WebAuthn, checked by the `webauthn-rs` library) for every role: an account adds,
//! names and removes its own; any login page signs in with one alone (the browser offers the
//! passkeys it holds for the school's address); and a staff account the school requires a
//! second step of may give a passkey instead of a code after its password.
//!
//! Each ceremony (a passkey being added, a sign-in) keeps the library's state on the server
//! for five minutes under a random token the browser sends back, and is taken once, whatever
//! its outcome. A refused passkey gets one message that says nothing of why; the reason goes
//! to the audit log. The relying party is the address the browser opened: a passkey made at
//! one address works at that address only.

mod ceremonies;
mod own;
mod relying_party;
mod sign_in;

pub use ceremonies::PasskeyCeremonyView;
pub use own::*;
pub use relying_party::{handle_of, relying_party, RelyingParty};
pub use sign_in::*;

/// The one answer to a passkey that does not sign in: it reveals nothing of why.
pub const PASSKEY_REFUSED: &str = "That passkey could not sign you in. Try again, or sign in with your password.";
