//! The news feed's answer, kept while no news item changes: every portal's home page reads it,
//! and only an administrator's write changes it. A write on this server forgets it at once
//! (`live::news_changed`, which also tells the other servers); a copy is trusted for at most
//! [`super::MAX_AGE`].

use actix_web::web::Bytes;

use lyceum_school::kept::Kept;

/// The feed's JSON answer as last read.
pub type NewsCache = Kept<Bytes>;
