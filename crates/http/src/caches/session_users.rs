//! `GET /api/session`'s answer per account, kept while nothing is written: every page a
//! signed-in user opens or reloads asks for it. Any successful write on this server forgets
//! them all at once (`routes::account::forget_after_writes`, around the whole API), and so does
//! word from another server that an account, a placement or a guardian's children changed
//! there; any other change made elsewhere (or by the command line) shows here within
//! [`super::MAX_AGE`].

use actix_web::web::Bytes;
use lyceum_domain::Role;
use lyceum_school::kept::KeptMap;

/// The JSON answers of `GET /api/session`, by role and account.
pub type SessionUserCache = KeptMap<(Role, String), Bytes>;
