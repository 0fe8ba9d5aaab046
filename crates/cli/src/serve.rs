//! `lyceum serve` (also a bare `lyceum`): runs the web server until Ctrl-C or SIGTERM. On a
//! database without administrators it first makes one and prints its password once.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;

use clap::{Args, Parser};
use lyceum_domain::{Email, Role};
use lyceum_persistence::{admins, Database, DatabaseUrl, SqliteCache, StoreError};
use lyceum_school::audit::Actor;
use lyceum_school::{accounts, passwords};

use super::database::{open_database_with_cache, DatabaseArgs};
use super::passwords::BcryptArgs;
use lyceum_http::app::Application;
use lyceum_http::settings::{self, Settings};
use lyceum_http::smtp::{self, SmtpSettings};
use lyceum_school::fees::paymongo::PayMongo;

/// The options of `serve`, each also read from its environment variable.
#[derive(Debug, Args)]
pub(super) struct ServeArgs {
    /// Address and port to listen on.
    #[arg(long, env = "LYCEUM_BIND", default_value = "127.0.0.1:8080")]
    bind: SocketAddr,
    #[command(flatten)]
    database: DatabaseArgs,
    #[command(flatten)]
    bcrypt: BcryptArgs,
    /// Folder for uploaded files.
    #[arg(long, env = "LYCEUM_UPLOADS_DIR", default_value = "uploads")]
    uploads: PathBuf,
    /// Folder of the built front end (defaults to the one built with this binary).
    #[arg(long, env = "LYCEUM_STATIC_DIR")]
    static_dir: Option<PathBuf>,
    /// Mark the session cookie Secure (set this when serving over HTTPS).
    #[arg(long, env = "LYCEUM_SECURE_COOKIES")]
    secure_cookies: bool,
    /// Take the client address from X-Forwarded-For (only behind a trusted reverse proxy).
    #[arg(long, env = "LYCEUM_TRUST_PROXY_HEADERS")]
    trust_proxy_headers: bool,
    /// Largest photo or news image accepted, in megabytes.
    #[arg(long, env = "LYCEUM_MAX_IMAGE_MB", default_value_t = 5)]
    max_image_mb: usize,
    /// Largest newsletter, lesson guide or subject file accepted, in megabytes.
    #[arg(long, env = "LYCEUM_MAX_FILE_MB", default_value_t = 20)]
    max_file_mb: usize,
    /// The password new teacher and student accounts start with (they must change it).
    #[arg(long, env = "LYCEUM_DEFAULT_PASSWORD", default_value = settings::DEFAULT_ACCOUNT_PASSWORD, hide_default_value = true)]
    default_password: String,
    /// Seconds between pings of each live socket, and between checks that the sessions of open
    /// sockets still stand (1 to 29: a socket silent for 30 s is dropped).
    #[arg(long, env = "LYCEUM_HEARTBEAT_SECS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..30))]
    heartbeat_secs: u64,
    /// With several servers on one PostgreSQL database: seconds after which a server that stopped
    /// answering (crashed, cut off) no longer counts its users online (2 to 60).
    #[arg(long, env = "LYCEUM_HUB_ALIVE_SECS", default_value_t = 20, value_parser = clap::value_parser!(u64).range(2..=60))]
    hub_alive_secs: u64,
    /// Also serve Prometheus metrics on `GET /metrics` at this address (off by default; keep it
    /// private, e.g. 127.0.0.1:9100).
    #[arg(long, env = "LYCEUM_METRICS_BIND")]
    metrics_bind: Option<SocketAddr>,
    /// Days the audit log keeps an entry before it is deleted; 0 keeps every entry.
    #[arg(long, env = "LYCEUM_AUDIT_RETENTION_DAYS", default_value_t = settings::DEFAULT_AUDIT_RETENTION_DAYS)]
    audit_retention_days: u32,
    /// Minutes an upload that nothing refers to is kept before it is deleted (at least 1).
    #[arg(long, env = "LYCEUM_UPLOAD_GRACE_MINUTES", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..))]
    upload_grace_minutes: u64,
    /// Megabytes one teacher or student may upload per hour; 0 for no cap (admins are never capped).
    #[arg(long, env = "LYCEUM_UPLOAD_MB_PER_HOUR", default_value_t = settings::DEFAULT_UPLOAD_MB_PER_HOUR)]
    upload_mb_per_hour: u64,
    /// Megabytes of handed-in classwork files each student may keep.
    #[arg(long, env = "LYCEUM_WORK_QUOTA_MB", default_value_t = settings::DEFAULT_WORK_QUOTA_MB,
          value_parser = clap::value_parser!(u64).range(1..))]
    work_quota_mb: u64,
    /// Megabytes of database pages SQLite keeps in memory, for the whole pool of connections
    /// (shared equally among them; 1 to 16384). PostgreSQL ignores it. See docs/memory.md.
    #[arg(long, env = "LYCEUM_SQLITE_CACHE_MB", default_value_t = SqliteCache::default(),
          value_parser = SqliteCache::parse, allow_negative_numbers = true)]
    sqlite_cache_mb: SqliteCache,
    /// Mail server for guardians' alert e-mails: smtp://[user:password@]host[:port] (STARTTLS
    /// required), smtps://... (TLS), or smtp://host:port?tls=none (a local relay). None sends no
    /// e-mail.
    #[arg(long, env = "LYCEUM_SMTP_URL", hide_env_values = true)]
    smtp_url: Option<String>,
    /// The sender of those e-mails, e.g. "Lyceum School <office@school.example>".
    #[arg(long, env = "LYCEUM_SMTP_FROM", default_value = smtp::DEFAULT_FROM)]
    smtp_from: String,
    /// PayMongo's secret key (sk_...), for guardians to pay online; with the webhook's secret,
    /// online payment can then be turned on in the fee settings. None takes no online payment.
    #[arg(long, env = "LYCEUM_PAYMONGO_SECRET_KEY", hide_env_values = true)]
    paymongo_secret_key: Option<String>,
    /// The signing secret (whsk_...) of the PayMongo webhook that calls /api/fees/paymongo-webhook.
    #[arg(long, env = "LYCEUM_PAYMONGO_WEBHOOK_SECRET", hide_env_values = true)]
    paymongo_webhook_secret: Option<String>,
    /// PayMongo's API address (a stand-in's in tests).
    #[arg(long, env = "LYCEUM_PAYMONGO_API", default_value = "https://api.paymongo.com")]
    paymongo_api: String,
    /// Google's OpenID issuer, for 'Sign in with Google' (a stand-in's in tests).
    #[arg(long, env = "LYCEUM_GOOGLE_ISSUER", default_value = "https://accounts.google.com")]
    google_issuer: String,
    /// Microsoft's sign-in address, for 'Sign in with Microsoft' (a stand-in's in tests).
    #[arg(long, env = "LYCEUM_MICROSOFT_LOGIN", default_value = "https://login.microsoftonline.com")]
    microsoft_login: String,
}

impl ServeArgs {
    /// `serve` with only environment variables and defaults, for a bare `lyceum`.
    pub(super) fn parse_defaults() -> ServeArgs {
        #[derive(Parser)]
        struct Bare {
            #[command(flatten)]
            serve: ServeArgs,
        }
        Bare::parse_from(["lyceum"]).serve
    }
}

/// Runs the server with `args` until it is stopped.
pub(super) fn run(args: ServeArgs) -> Result<(), String> {
    let smtp = match args.smtp_url.as_deref().map(str::trim).filter(|url| !url.is_empty()) {
        Some(url) => Some(SmtpSettings::parse(url, &args.smtp_from).map_err(|e| format!("--smtp-url: {e}"))?),
        None => None,
    };
    std::fs::create_dir_all(&args.uploads)
        .map_err(|e| format!("cannot create the uploads folder {}: {e}", args.uploads.display()))?;
    let own_lines = matches!(DatabaseUrl::parse(&args.database.url), Ok(DatabaseUrl::Sqlite(_)))
        && lyceum_persistence::sqlite_memory::take_pages_as_used(args.sqlite_cache_mb.total_mb());
    let db = open_database_with_cache(&args.database, args.sqlite_cache_mb)?;
    if let DatabaseUrl::Sqlite(path) = db.url() {
        tracing::info!(megabytes = args.sqlite_cache_mb.total_mb(), own_lines, "SQLite page cache for the pool");
        // Reads run on the web workers: a page missing from the file cache would stall one.
        let _reading = lyceum_persistence::prefetch::warm_file_cache(path);
    }
    ensure_first_admin(&db, args.bcrypt.cost)?;
    let mut settings = Settings::new(args.bind, db.url().clone(), args.uploads);
    if let Some(dir) = args.static_dir {
        settings.static_dir = dir;
    }
    settings.secure_cookies = args.secure_cookies;
    settings.trust_proxy_headers = args.trust_proxy_headers;
    settings.default_password = args.default_password;
    settings.bcrypt_cost = args.bcrypt.cost;
    settings.image_limit_bytes = args.max_image_mb.saturating_mul(1024 * 1024);
    settings.file_limit_bytes = args.max_file_mb.saturating_mul(1024 * 1024);
    settings.heartbeat = std::time::Duration::from_secs(args.heartbeat_secs);
    settings.audit_retention_days = Some(args.audit_retention_days).filter(|days| *days > 0);
    settings.metrics_bind = args.metrics_bind;
    settings.hub_alive = std::time::Duration::from_secs(args.hub_alive_secs);
    settings.upload_grace = std::time::Duration::from_secs(args.upload_grace_minutes.saturating_mul(60));
    settings.upload_bytes_per_hour =
        Some(args.upload_mb_per_hour.saturating_mul(1024 * 1024)).filter(|bytes| *bytes > 0);
    settings.work_quota_bytes = args.work_quota_mb.saturating_mul(1024 * 1024);
    settings.smtp = smtp;
    settings.provider_addresses = lyceum_school::school_accounts::ProviderAddresses {
        google_issuer: args.google_issuer,
        microsoft_login: args.microsoft_login,
    };
    settings.paymongo = match (args.paymongo_secret_key, args.paymongo_webhook_secret) {
        (Some(secret_key), Some(webhook_secret))
            if !secret_key.trim().is_empty() && !webhook_secret.trim().is_empty() =>
        {
            Some(PayMongo { api_url: args.paymongo_api, secret_key, webhook_secret })
        }
        (None, None) => None,
        _ => return Err("online payment needs both --paymongo-secret-key and --paymongo-webhook-secret".into()),
    };
    actix_web::rt::System::new().block_on(async move {
        let app = Application::build(settings, db).map_err(|e| format!("cannot start the server: {e}"))?;
        let host = args.bind.ip();
        tracing::info!("Lyceum is listening on http://{host}:{}", app.port());
        if let (Some(bind), Some(port)) = (args.metrics_bind, app.metrics_port()) {
            tracing::info!("metrics on http://{}:{port}/metrics", bind.ip());
        }
        app.run_until_stopped().await.map_err(|e| e.to_string())?;
        tracing::info!("stopped");
        Ok(())
    })
}

/// On a database without administrators, makes one with a generated password and prints it
/// once, so a new school can sign in straight away.
fn ensure_first_admin(db: &Database, bcrypt_cost: u32) -> Result<(), String> {
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    if admins::count(&mut conn).map_err(|e| e.to_string())? > 0 {
        return Ok(());
    }
    let email = Email::parse("admin@lyceum.local").map_err(|e| e.message)?;
    let password = generated_password()?;
    let hash = passwords::hash(&password, bcrypt_cost).map_err(|e| e.to_string())?;
    match accounts::create_staff(&mut conn, &Actor::CommandLine, Role::Admin, &email, &hash, false) {
        Ok(_) => {}
        // Another instance made one at the same moment; that one stands.
        Err(StoreError::Duplicate) => return Ok(()),
        Err(error) => return Err(error.to_string()),
    }
    // Written in one go, and a closed stdout must not stop the server.
    let notice = format!(
        "\n  First administrator created. Sign in at /admin with:\n    email:    {email}\n    password: {password}\n  This password is shown only once.\n\n"
    );
    let mut stdout = std::io::stdout();
    let _ = stdout.write_all(notice.as_bytes()).and_then(|()| stdout.flush());
    Ok(())
}

fn generated_password() -> Result<String, String> {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    let mut bytes = [0u8; 20];
    getrandom::fill(&mut bytes).map_err(|e| e.to_string())?;
    Ok(bytes.iter().map(|b| ALPHABET[*b as usize % ALPHABET.len()] as char).collect())
}
