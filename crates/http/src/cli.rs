//! The `lyceum` command: `serve` (the default), `create-admin`, `seed-demo`,
//! `import-students` / `import-teachers`, `backup` and `restore`.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use lyceum_domain::{Email, NewPassword};
use lyceum_persistence::seed::{self, DemoPlan};
use lyceum_persistence::{admins, Database, DatabaseUrl, StoreError};

use crate::{Application, Settings};

/// Lyceum: school administration and portals for a private academy.
#[derive(Debug, Parser)]
#[command(name = "lyceum", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run the web server (the default when no command is given).
    Serve(ServeArgs),
    /// Create an administrator account.
    CreateAdmin(CreateAdminArgs),
    /// Fill an empty database with a demo school (teachers, classes, students).
    SeedDemo(SeedDemoArgs),
    /// Import student accounts from a CSV file (all rows or none).
    ImportStudents(ImportArgs),
    /// Import teacher accounts from a CSV file (all rows or none).
    ImportTeachers(ImportArgs),
    /// Write the database and the uploads into one archive, while the server keeps running.
    Backup(BackupArgs),
    /// Bring a backup archive back into an empty data folder.
    Restore(RestoreArgs),
}

#[derive(Debug, Args)]
struct ImportArgs {
    /// The CSV file (UTF-8), with the columns of the import template.
    file: PathBuf,
    /// Check every row and report errors without writing anything.
    #[arg(long)]
    dry_run: bool,
    /// The password the new accounts start with (they must change it at first sign-in).
    #[arg(long, env = "LYCEUM_DEFAULT_PASSWORD", default_value = crate::settings::DEFAULT_ACCOUNT_PASSWORD, hide_default_value = true)]
    default_password: String,
    /// Largest file accepted, in megabytes (as the server's upload limit).
    #[arg(long, env = "LYCEUM_MAX_FILE_MB", default_value_t = 20)]
    max_file_mb: usize,
    #[command(flatten)]
    database: DatabaseArgs,
}

#[derive(Debug, Args)]
struct BackupArgs {
    /// The archive to write (a `.tar` file).
    file: PathBuf,
    #[command(flatten)]
    database: DatabaseArgs,
    /// Folder for uploaded files.
    #[arg(long, env = "LYCEUM_UPLOADS_DIR", default_value = "uploads")]
    uploads: PathBuf,
}

#[derive(Debug, Args)]
struct RestoreArgs {
    /// The archive written by `lyceum backup`.
    file: PathBuf,
    #[command(flatten)]
    database: DatabaseArgs,
    /// Folder for uploaded files.
    #[arg(long, env = "LYCEUM_UPLOADS_DIR", default_value = "uploads")]
    uploads: PathBuf,
    /// Replace an existing database and uploads folder.
    #[arg(long)]
    force: bool,
}

#[derive(Debug, Args)]
struct DatabaseArgs {
    /// Database URL: `sqlite://PATH` (embedded) or `postgres://USER@HOST/DB`.
    #[arg(long = "database", env = "LYCEUM_DATABASE_URL", default_value = "sqlite://data/lyceum.db")]
    url: String,
}

#[derive(Debug, Args)]
struct ServeArgs {
    /// Address and port to listen on.
    #[arg(long, env = "LYCEUM_BIND", default_value = "127.0.0.1:8080")]
    bind: SocketAddr,
    #[command(flatten)]
    database: DatabaseArgs,
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
    #[arg(long, env = "LYCEUM_DEFAULT_PASSWORD", default_value = crate::settings::DEFAULT_ACCOUNT_PASSWORD, hide_default_value = true)]
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
    #[arg(long, env = "LYCEUM_AUDIT_RETENTION_DAYS", default_value_t = crate::settings::DEFAULT_AUDIT_RETENTION_DAYS)]
    audit_retention_days: u32,
}

#[derive(Debug, Args)]
struct CreateAdminArgs {
    /// Email the administrator signs in with.
    #[arg(long)]
    email: String,
    /// Password, at least 8 characters.
    #[arg(long)]
    password: String,
    #[command(flatten)]
    database: DatabaseArgs,
}

#[derive(Debug, Args)]
struct SeedDemoArgs {
    /// Number of students (student1@demo.lyceum.test, ...).
    #[arg(long, default_value_t = 40)]
    students: usize,
    /// How many of those students, the last ones, get no section (to try the add-student picker).
    #[arg(long, default_value_t = 0)]
    unplaced: usize,
    /// Number of teachers (teacher1@demo.lyceum.test, ...).
    #[arg(long, default_value_t = 8)]
    teachers: usize,
    /// Number of sections, spread over six grade levels.
    #[arg(long, default_value_t = 6)]
    sections: usize,
    /// Password of every demo account.
    #[arg(long, default_value = "demo-pass-123")]
    password: String,
    /// bcrypt cost of that password's hash. The server's own, 12, makes each sign-in take a
    /// quarter of a second; load tests that sign in thousands of demo users ask for less (4).
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u32).range(4..=31))]
    password_cost: u32,
    /// Add the demo school even though the database already holds school data.
    #[arg(long)]
    force: bool,
    #[command(flatten)]
    database: DatabaseArgs,
}

/// Parses the command line and runs the command; the exit code tells success.
pub fn run() -> ExitCode {
    init_logging();
    let cli = Cli::parse();
    let result = match cli.command {
        None => serve(ServeArgs::parse_defaults()),
        Some(Command::Serve(args)) => serve(args),
        Some(Command::CreateAdmin(args)) => create_admin(args),
        Some(Command::SeedDemo(args)) => seed_demo(args),
        Some(Command::ImportStudents(args)) => import(args, crate::imports::students::run, "student"),
        Some(Command::ImportTeachers(args)) => import(args, crate::imports::teachers::run, "teacher"),
        Some(Command::Backup(args)) => DatabaseUrl::parse(&args.database.url)
            .map_err(|e| e.to_string())
            .and_then(|url| crate::backup::backup(&url, &args.uploads, &args.file))
            .map(|summary| println!("{summary}")),
        Some(Command::Restore(args)) => DatabaseUrl::parse(&args.database.url)
            .map_err(|e| e.to_string())
            .and_then(|url| crate::backup::restore(&url, &args.uploads, &args.file, args.force))
            .map(|summary| println!("{summary}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

impl ServeArgs {
    /// `serve` with only environment variables and defaults, for a bare `lyceum`.
    fn parse_defaults() -> ServeArgs {
        #[derive(Parser)]
        struct Bare {
            #[command(flatten)]
            serve: ServeArgs,
        }
        Bare::parse_from(["lyceum"]).serve
    }
}

fn init_logging() {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_env("LYCEUM_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    // `LYCEUM_LOG_FORMAT=json`: one JSON object per line, for log collectors.
    if std::env::var("LYCEUM_LOG_FORMAT").is_ok_and(|format| format.eq_ignore_ascii_case("json")) {
        logs.json().flatten_event(true).init();
    } else {
        logs.init();
    }
}

fn open_database(args: &DatabaseArgs) -> Result<Database, String> {
    let url = DatabaseUrl::parse(&args.url).map_err(|e| e.to_string())?;
    tracing::info!(database = %url.redacted(), "opening database");
    Database::connect(&url).map_err(|e| e.to_string())
}

fn serve(args: ServeArgs) -> Result<(), String> {
    std::fs::create_dir_all(&args.uploads)
        .map_err(|e| format!("cannot create the uploads folder {}: {e}", args.uploads.display()))?;
    let db = open_database(&args.database)?;
    ensure_first_admin(&db)?;
    let mut settings = Settings::new(args.bind, db.url().clone(), args.uploads);
    if let Some(dir) = args.static_dir {
        settings.static_dir = dir;
    }
    settings.secure_cookies = args.secure_cookies;
    settings.trust_proxy_headers = args.trust_proxy_headers;
    settings.default_password = args.default_password;
    settings.image_limit_bytes = args.max_image_mb.saturating_mul(1024 * 1024);
    settings.file_limit_bytes = args.max_file_mb.saturating_mul(1024 * 1024);
    settings.heartbeat = std::time::Duration::from_secs(args.heartbeat_secs);
    settings.audit_retention_days = Some(args.audit_retention_days).filter(|days| *days > 0);
    settings.metrics_bind = args.metrics_bind;
    settings.hub_alive = std::time::Duration::from_secs(args.hub_alive_secs);
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
fn ensure_first_admin(db: &Database) -> Result<(), String> {
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    if admins::count(&mut conn).map_err(|e| e.to_string())? > 0 {
        return Ok(());
    }
    let email = "admin@lyceum.local";
    let password = generated_password()?;
    let hash = bcrypt::hash(&password, 12).map_err(|e| e.to_string())?;
    match admins::create(&mut conn, email, &hash, false) {
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

fn create_admin(args: CreateAdminArgs) -> Result<(), String> {
    let email = Email::parse(&args.email).map_err(|e| e.message)?;
    let password =
        NewPassword::parse_field("password", &args.password).map_err(|e| format!("password: {}", e.message))?;
    let db = open_database(&args.database)?;
    let hash = bcrypt::hash(password.expose(), 12).map_err(|e| e.to_string())?;
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    match admins::create(&mut conn, email.as_str(), &hash, false) {
        Ok(_) => {
            println!("Administrator {email} created.");
            Ok(())
        }
        Err(StoreError::Duplicate) => Err(format!("the email {email} is already used by another account")),
        Err(error) => Err(error.to_string()),
    }
}

fn seed_demo(args: SeedDemoArgs) -> Result<(), String> {
    let password =
        NewPassword::parse_field("password", &args.password).map_err(|e| format!("password: {}", e.message))?;
    if args.unplaced > args.students {
        return Err(format!("--unplaced {} is more than the {} students to make", args.unplaced, args.students));
    }
    let db = open_database(&args.database)?;
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    if !args.force && !seed::is_empty(&mut conn).map_err(|e| e.to_string())? {
        return Err("the database already holds school data; pass --force to add a demo school anyway".into());
    }
    let plan = DemoPlan {
        teachers: args.teachers,
        students: args.students,
        unplaced: args.unplaced,
        sections: args.sections,
        password_hash: bcrypt::hash(password.expose(), args.password_cost).map_err(|e| e.to_string())?,
    };
    let summary = seed::seed_demo(&mut conn, &plan).map_err(|e| match e {
        StoreError::Duplicate => "demo accounts already exist in this database".to_owned(),
        other => other.to_string(),
    })?;
    println!(
        "Demo school created: {} teachers, {} sections, {} subjects, {} students ({} without a section).",
        summary.teachers, summary.sections, summary.subjects, summary.students, summary.unplaced
    );
    println!("Sign in as teacher1@{0} or student1@{0} with the password you chose.", seed::DEMO_DOMAIN);
    Ok(())
}

/// One kind of account file: how it is checked and written.
type Importer = fn(
    &mut lyceum_persistence::Conn,
    &[u8],
    chrono::NaiveDate,
    Option<&str>,
) -> Result<crate::imports::Imported, crate::imports::ImportError>;

/// Imports a CSV file as the API does: every row checked first, the starting password hashed
/// once, all accounts written in one transaction; bad rows are printed with their line.
fn import(args: ImportArgs, run: Importer, noun: &str) -> Result<(), String> {
    use crate::imports::ImportError;
    let limit = args.max_file_mb.saturating_mul(1024 * 1024);
    let size = std::fs::metadata(&args.file).map_err(|e| format!("cannot read {}: {e}", args.file.display()))?.len();
    if size > limit as u64 {
        return Err(format!("the file is larger than {} MB", args.max_file_mb));
    }
    let bytes = std::fs::read(&args.file).map_err(|e| format!("cannot read {}: {e}", args.file.display()))?;
    if bytes.is_empty() {
        return Err("the file is empty".into());
    }
    let password = NewPassword::parse_field("password", &args.default_password)
        .map_err(|e| format!("default password: {}", e.message))?;
    let db = open_database(&args.database)?;
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    let today = chrono::Utc::now().date_naive();
    let report = |error: ImportError| match error {
        ImportError::Rows(rows) => {
            let mut stderr = std::io::stderr().lock();
            for row in &rows {
                let column = if row.column.is_empty() { String::new() } else { format!(" {}", row.column) };
                let _ = writeln!(stderr, "line {}{column}: {}", row.line, row.message);
            }
            format!("{} row error(s); nothing was imported", rows.len())
        }
        other => other.to_string(),
    };
    let checked = run(&mut conn, &bytes, today, None).map_err(report)?;
    if args.dry_run {
        println!("All {} row(s) are good; nothing was imported (dry run).", checked.count);
        return Ok(());
    }
    let hash = bcrypt::hash(password.expose(), 12).map_err(|e| e.to_string())?;
    let done = run(&mut conn, &bytes, today, Some(&hash)).map_err(report)?;
    let entry = lyceum_persistence::audit::NewEntry {
        at: lyceum_persistence::now(),
        actor_role: None,
        actor_id: None,
        actor_email: None,
        action: "import".into(),
        record_type: Some(noun.into()),
        record_id: None,
        detail: Some(format!("{} {noun}(s) from the command line ({})", done.count, args.file.display())),
        address: None,
    };
    lyceum_persistence::audit::append(&mut conn, &[entry]).map_err(|e| format!("audit log: {e}"))?;
    println!("Imported {} {noun}(s). They sign in with the starting password and must change it.", done.count);
    Ok(())
}
