//! What every handler shares. `AppState` is the ground floor of the server: it holds the
//! database, the settings and the live hub, and the pieces that keep state between requests
//! (caches, request figures, the audit log's queue), each defined in a module of its own below
//! it. Nothing here knows the routes or the functions that use the state.

use std::sync::Arc;

use lyceum_persistence::{Database, DatabaseUrl};
use lyceum_realtime::{Hub, LocalHub};

use crate::audit::AuditLog;
use crate::caches::calendar::CalendarCache;
use crate::caches::news::NewsCache;
use crate::caches::session_users::SessionUserCache;
use crate::caches::sessions::SessionCache;
use crate::caches::timetables::{FeedCache, TimetableCache};
use crate::metrics::Metrics;
use crate::settings::Settings;
use crate::spa::Frontend;
use lyceum_cluster::{ClusterHub, HubHealth};
use lyceum_school::events::Outlets;
use lyceum_school::kept::Recent;
use lyceum_school::mail_queue::Mailer;
use lyceum_school::notification_queue::NotificationQueue;

/// Shared by all workers: the database, the settings, the live hub, the caches and queues.
pub struct AppState {
    /// The connection pool.
    pub db: Database,
    /// How the server runs.
    pub settings: Settings,
    /// A bcrypt hash checked when an email is unknown, so a miss takes as long as a hit.
    pub decoy_hash: String,
    /// Open live sockets: who is online and where pushes go. On PostgreSQL, shared with every
    /// server of the school.
    pub hub: Arc<dyn Hub>,
    /// The shared live channel's link to the other servers (PostgreSQL only).
    pub hub_health: Option<Arc<HubHealth>>,
    /// Request figures for `/metrics`.
    pub metrics: Metrics,
    /// Set once the server begins to stop: `/api/ready` then answers 503.
    pub stopping: std::sync::atomic::AtomicBool,
    /// Entries on their way to the audit log.
    pub audit: AuditLog,
    /// The built front end, read into memory once; `None` when it has not been built.
    pub frontend: Option<Arc<Frontend>>,
    /// Sessions read recently, so most calls skip the session lookup.
    pub sessions: Arc<SessionCache>,
    /// `GET /api/session`'s answers while nothing is written.
    pub session_users: Arc<SessionUserCache>,
    /// The news feed's answer while no news item changes.
    pub news: Arc<NewsCache>,
    /// The current school year while no calendar call changes it.
    pub calendar: CalendarCache,
    /// The weeks of sections and teachers while no administrator changes anything.
    pub timetables: TimetableCache,
    /// The calendar feeds' bodies, forgotten with the weeks.
    pub feeds: FeedCache,
    /// The live channel shared with the other servers (PostgreSQL only), which also carries
    /// what their caches must forget.
    pub cluster: Option<Arc<ClusterHub>>,
    /// Notifications on their way to be stored and pushed.
    pub notifications: Arc<NotificationQueue>,
    /// E-mail on its way to guardians (nothing is queued without a mail server).
    pub mail: Arc<Mailer>,
    /// The administrator's Home, read again at most every few seconds.
    pub admin_home: Recent<actix_web::web::Bytes>,
}

impl AppState {
    /// Where the events of a write go (`lyceum_school::events`).
    pub fn outlets(&self) -> Outlets<'_> {
        Outlets { db: &self.db, hub: &self.hub, notifications: &self.notifications, mail: &self.mail }
    }

    /// Builds the state; hashing the decoy takes one bcrypt round at start-up, and the built
    /// front end is read into memory.
    pub fn new(db: Database, settings: Settings) -> std::io::Result<Arc<AppState>> {
        let decoy_hash = lyceum_school::passwords::hash("decoy password never used", settings.bcrypt_cost)
            .map_err(std::io::Error::other)?;
        let frontend = Frontend::load(&settings.static_dir)?.map(Arc::new);
        let sessions = Arc::new(SessionCache::default());
        let news = Arc::new(NewsCache::default());
        let session_users = Arc::new(SessionUserCache::default());
        let (hub, hub_health, cluster): (Arc<dyn Hub>, _, _) = match db.url() {
            DatabaseUrl::Postgres(url) => {
                let hub =
                    Arc::new(ClusterHub::new(db.clone(), url.clone(), settings.presence_interval, settings.hub_alive));
                let (cached_sessions, cached_news) = (sessions.clone(), news.clone());
                let cached_users = session_users.clone();
                hub.on_forget(Box::new(move |forgotten| {
                    cached_sessions.forget(forgotten.sessions, forgotten.accounts);
                    // An account, a placement or a guardian's children changed on another server.
                    cached_users.forget();
                    if forgotten.news {
                        cached_news.forget();
                    }
                }));
                let health = hub.health.clone();
                (hub.clone(), Some(health), Some(hub))
            }
            DatabaseUrl::Sqlite(_) => (Arc::new(LocalHub::new(settings.presence_interval)), None, None),
        };
        Ok(Arc::new(AppState {
            db,
            decoy_hash,
            hub,
            hub_health,
            audit: AuditLog::default(),
            metrics: Metrics::default(),
            stopping: std::sync::atomic::AtomicBool::new(false),
            frontend,
            sessions,
            session_users,
            news,
            calendar: CalendarCache::default(),
            timetables: TimetableCache::default(),
            feeds: FeedCache::default(),
            cluster,
            notifications: Arc::default(),
            mail: Arc::new(Mailer::new(settings.smtp.clone())),
            admin_home: Recent::default(),
            settings,
        }))
    }
}
