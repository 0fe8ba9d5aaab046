//! Every setting of the server in one place, with its default.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use lyceum_domain::ThrottleSettings;
use lyceum_persistence::DatabaseUrl;

use lyceum_school::smtp::SmtpSettings;

/// How the server runs. Built by the CLI from flags and `LYCEUM_*` variables, or by tests.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Address to listen on; port 0 picks a free port.
    pub bind: SocketAddr,
    /// Where the data lives.
    pub database: DatabaseUrl,
    /// Folder for uploaded files.
    pub uploads_dir: PathBuf,
    /// Folder of the built front end (`frontend/dist`).
    pub static_dir: PathBuf,
    /// Marks the session cookie `Secure` (serve over HTTPS when set).
    pub secure_cookies: bool,
    /// Reads the client address from `X-Forwarded-For` / `Forwarded` (only behind a trusted proxy).
    pub trust_proxy_headers: bool,
    /// The password new teacher and student accounts start with; they must change it.
    pub default_password: String,
    /// bcrypt work factor for new hashes.
    pub bcrypt_cost: u32,
    /// How long a session lasts.
    pub session_ttl: Duration,
    /// Largest photo or news image accepted, in bytes.
    pub image_limit_bytes: usize,
    /// Largest newsletter, lesson guide or subject file accepted, in bytes.
    pub file_limit_bytes: usize,
    /// Failed sign-ins allowed per account.
    pub account_throttle: ThrottleSettings,
    /// Failed sign-ins allowed per client address.
    pub address_throttle: ThrottleSettings,
    /// How often the server pings each live socket, and checks that the sessions of open
    /// sockets still stand (ending the sockets of expired or deleted ones).
    pub heartbeat: Duration,
    /// A live socket silent this long (no pong, no frame) is dropped as dead.
    pub client_timeout: Duration,
    /// Shortest time between two announcements of who is online: people coming and going
    /// meanwhile are announced together. Zero announces each change as it happens.
    pub presence_interval: Duration,
    /// With several servers on PostgreSQL: a server unheard for this long stops counting its
    /// users online (each server beats a quarter of it).
    pub hub_alive: Duration,
    /// Where `GET /metrics` is served (Prometheus text); `None` serves no metrics.
    pub metrics_bind: Option<SocketAddr>,
    /// Days the audit log keeps an entry; `None` keeps every entry.
    pub audit_retention_days: Option<u32>,
    /// How often entries past the retention period are looked for.
    pub audit_prune_every: Duration,
    /// How long an upload nothing refers to is kept before it is deleted (a form may be sent
    /// well after its file was uploaded).
    pub upload_grace: Duration,
    /// How often uploads nothing refers to are looked for.
    pub upload_sweep_every: Duration,
    /// Most bytes one teacher or student account may upload in an hour; `None` for no cap.
    /// Administrators are never capped.
    pub upload_bytes_per_hour: Option<u64>,
    /// Most bytes of handed-in classwork files one student may keep.
    pub work_quota_bytes: u64,
    /// The mail server guardians' alerts are e-mailed through (`--smtp-url`); `None` sends no
    /// e-mail.
    pub smtp: Option<SmtpSettings>,
    /// How often alerts left unseen past the school's time are looked for, to e-mail them again.
    pub alert_resend_every: Duration,
    /// How often fee reminders due are looked for.
    pub fee_reminders_every: Duration,
    /// How often pieces of classwork fallen due are looked for, to tell guardians of missing work.
    pub classwork_missing_every: Duration,
    /// How often when sessions were last used is written ('Where you're signed in').
    pub last_uses_every: Duration,
    /// The online payment provider and the school's keys with it; `None` takes no payment online.
    pub paymongo: Option<lyceum_school::fees::paymongo::PayMongo>,
    /// Where Google and Microsoft are, for signing in with the school's accounts.
    pub provider_addresses: lyceum_school::school_accounts::ProviderAddresses,
}

/// The folder `cargo build` put the front end in.
pub fn built_frontend_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../frontend/dist"))
}

/// How long the audit log keeps an entry unless `--audit-retention-days` says otherwise.
pub const DEFAULT_AUDIT_RETENTION_DAYS: u32 = 365;

/// Megabytes of handed-in classwork files a student may keep unless `--work-quota-mb` says otherwise.
pub const DEFAULT_WORK_QUOTA_MB: u64 = 200;

/// Megabytes a teacher or student may upload per hour unless `--upload-mb-per-hour` says otherwise.
pub const DEFAULT_UPLOAD_MB_PER_HOUR: u64 = 100;

/// The password new teacher and student accounts get unless the school sets its own.
pub const DEFAULT_ACCOUNT_PASSWORD: &str = "Lyceum@2023";

impl Settings {
    /// Production defaults for the given address, database and uploads folder.
    pub fn new(bind: SocketAddr, database: DatabaseUrl, uploads_dir: PathBuf) -> Self {
        let fifteen_minutes = Duration::from_secs(15 * 60);
        Settings {
            bind,
            database,
            uploads_dir,
            static_dir: built_frontend_dir(),
            secure_cookies: false,
            trust_proxy_headers: false,
            default_password: DEFAULT_ACCOUNT_PASSWORD.to_owned(),
            bcrypt_cost: lyceum_school::passwords::DEFAULT_BCRYPT_COST,
            session_ttl: Duration::from_secs(7 * 24 * 60 * 60),
            image_limit_bytes: 5 * 1024 * 1024,
            file_limit_bytes: 20 * 1024 * 1024,
            account_throttle: ThrottleSettings { max_failures: 5, window: fifteen_minutes, lockout: fifteen_minutes },
            address_throttle: ThrottleSettings { max_failures: 30, window: fifteen_minutes, lockout: fifteen_minutes },
            heartbeat: Duration::from_secs(10),
            client_timeout: Duration::from_secs(30),
            presence_interval: Duration::from_millis(500),
            hub_alive: Duration::from_secs(20),
            metrics_bind: None,
            audit_retention_days: Some(DEFAULT_AUDIT_RETENTION_DAYS),
            audit_prune_every: Duration::from_secs(60 * 60),
            upload_grace: Duration::from_secs(60 * 60),
            upload_sweep_every: Duration::from_secs(10 * 60),
            upload_bytes_per_hour: Some(DEFAULT_UPLOAD_MB_PER_HOUR * 1024 * 1024),
            work_quota_bytes: DEFAULT_WORK_QUOTA_MB * 1024 * 1024,
            smtp: None,
            alert_resend_every: Duration::from_secs(60),
            fee_reminders_every: Duration::from_secs(60 * 60),
            classwork_missing_every: Duration::from_secs(60),
            last_uses_every: lyceum_school::signed_in::LAST_USES_EVERY,
            paymongo: None,
            provider_addresses: Default::default(),
        }
    }
}
