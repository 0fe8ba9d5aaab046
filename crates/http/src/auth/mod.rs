//! Who is calling: the caller and the roles a route admits (`caller`), session cookies and the
//! extractors that read them (`session`), password hashing and the sign-in throttle.

pub mod caller;
pub mod passwords;
pub mod session;
pub mod throttle;
