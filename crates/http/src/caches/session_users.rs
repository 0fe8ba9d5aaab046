//! `GET /api/session`'s answer per account, kept while nothing is written (every page a user
//! opens asks for it): forgotten by any successful write on this server
//! (`routes::forget_after_writes`) and by another server's word that an account, a placement or
//! a guardian's children changed; anything else changed elsewhere shows within
//! [`super::MAX_AGE`].

use actix_web::web::Bytes;
use lyceum_domain::Role;
use lyceum_school::kept::KeptMap;

/// The JSON answers of `GET /api/session`, by role and account.
pub type SessionUserCache = KeptMap<(Role, String), Bytes>;
