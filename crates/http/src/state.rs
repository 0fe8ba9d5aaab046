//! What every handler shares.

use std::sync::Arc;

use lyceum_persistence::Database;
use lyceum_realtime::{Hub, LocalHub};

use crate::spa::Frontend;
use crate::Settings;

/// Shared by all workers: the database, the settings, the sign-in throttles and the live hub.
pub struct AppState {
    /// The connection pool.
    pub db: Database,
    /// How the server runs.
    pub settings: Settings,
    /// A bcrypt hash checked when an email is unknown, so a miss takes as long as a hit.
    pub decoy_hash: String,
    /// Open live sockets: who is online and where pushes go.
    pub hub: Arc<dyn Hub>,
    /// Entries on their way to the audit log.
    pub audit: crate::audit::AuditLog,
    /// The built front end, read into memory once; `None` when it has not been built.
    pub frontend: Option<Arc<Frontend>>,
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
            decoy_hash,
            hub: Arc::new(LocalHub::new(settings.presence_interval)),
            audit: crate::audit::AuditLog::default(),
            frontend,
            settings,
        }))
    }
}
