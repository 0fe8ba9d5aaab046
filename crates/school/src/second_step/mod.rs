//! A second step at sign-in for staff (administrators, cashiers and teachers): a time-based
//! one-time code (RFC 6238: HMAC-SHA1, six digits, 30-second steps) from an authenticator app,
//! set up with a QR code, and ten single-use recovery codes stored as hashes. The school may
//! require one of administrators and cashiers; then a sign-in whose password matched waits, as a
//! challenge that is not a session, until its code is given (or, the first time, until one is set
//! up). Every change is audited in its own transaction; a wrong code writes nothing.

mod codes;
mod own;
mod sign_in;
mod steps;

pub use codes::{code_at, step_of, RECOVERY_CODES};
pub use own::*;
pub use sign_in::*;
pub use steps::{
    begin_setup, has_second_step, offered_to, required_of, SetupView, CHALLENGE_MINUTES, SIGN_IN_AGAIN, WRONG_CODE,
};
