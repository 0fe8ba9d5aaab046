//! Sessions recently read from the database, and when each was last used
//! (`lyceum_school::kept_sessions`, holding the caller's [`CurrentSession`]).

use crate::auth::caller::CurrentSession;

/// Recently read sessions by token hash, with their last use on this server.
pub type SessionCache = lyceum_school::kept_sessions::SessionCache<CurrentSession>;

impl lyceum_school::kept_sessions::CachedSession for CurrentSession {
    fn token_hash(&self) -> &str {
        &self.token_hash
    }
    fn account(&self) -> &str {
        &self.user_id
    }
}
