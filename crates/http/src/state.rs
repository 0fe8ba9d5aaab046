//! What every handler shares.

use std::sync::{Arc, Mutex};

use lyceum_domain::LoginThrottle;
use lyceum_persistence::Database;
use lyceum_realtime::{Hub, LocalHub};

use crate::auth::cache::SessionCache;
use crate::routes::news::NewsCache;
use crate::spa::Frontend;
use crate::Settings;

/// Shared by all workers: the database, the settings, the sign-in throttles and the live hub.
pub struct AppState {
    /// The connection pool.
    pub db: Database,
    /// How the server runs.
    pub settings: Settings,
    /// Failed sign-ins per account.
    pub account_throttle: Mutex<LoginThrottle>,
    /// Failed sign-ins per client address.
    pub address_throttle: Mutex<LoginThrottle>,
    /// A bcrypt hash checked when an email is unknown, so a miss takes as long as a hit.
    pub decoy_hash: String,
    /// Open live sockets: who is online and where pushes go.
    pub hub: Arc<dyn Hub>,
    /// The built front end, read into memory once; `None` when it has not been built.
    pub frontend: Option<Arc<Frontend>>,
    /// Sessions read recently, so most calls skip the session lookup.
    pub sessions: SessionCache,
    /// The news feed's answer while no news item changes.
    pub news: NewsCache,
}

impl AppState {
    /// Builds the state; hashing the decoy takes one bcrypt round at start-up, and the built
    /// front end is read into memory.
    pub fn new(db: Database, settings: Settings) -> std::io::Result<Arc<AppState>> {
        let decoy_hash =
            bcrypt::hash("decoy password never used", settings.bcrypt_cost).map_err(std::io::Error::other)?;
        let frontend = Frontend::load(&settings.static_dir)?.map(Arc::new);
        Ok(Arc::new(AppState {
            db,
            account_throttle: Mutex::new(LoginThrottle::new(settings.account_throttle)),
            address_throttle: Mutex::new(LoginThrottle::new(settings.address_throttle)),
            decoy_hash,
            hub: Arc::new(LocalHub::new(settings.presence_interval)),
            frontend,
            sessions: SessionCache::default(),
            news: NewsCache::default(),
            settings,
        }))
    }
}
