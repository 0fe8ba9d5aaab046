//! One migrated and seeded database per test process, copied for each test: a file copy on
//! SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL. Migrating and seeding once instead of
//! for every test is most of what a test's start costs. On PostgreSQL a background thread keeps
//! the next copies ready and another drops used ones, so a test waits for neither.
//!
//! What a process makes lives as long as the process: a small shell watcher removes its template
//! and any test database left when the process has gone, and what a process killed before its
//! watcher could act left behind is removed when the next run starts.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Sender};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::Duration;

use diesel::prelude::*;
use lyceum_persistence::{Database, DatabaseUrl};

const SQLITE_PREFIX: &str = "lyceum-test-template-";
const POSTGRES_TEMPLATE: &str = "lyceum_template_";
const POSTGRES_TEST: &str = "lyceum_test_p";
/// Copies kept ready ahead of the tests that will take them (two run at a time).
const READY: usize = 3;

/// The seeded SQLite file every SQLite test copies.
pub fn sqlite() -> &'static Path {
    static TEMPLATE: OnceLock<PathBuf> = OnceLock::new();
    TEMPLATE.get_or_init(|| {
        remove_sqlite_leftovers();
        let dir = std::env::temp_dir().join(format!("{SQLITE_PREFIX}{}-{}", std::process::id(), short_id()));
        std::fs::create_dir_all(&dir).unwrap();
        watch_until_exit(&format!("rm -rf '{}'", dir.display()));
        let scratch = dir.join("scratch.db");
        let db = Database::connect(&DatabaseUrl::Sqlite(scratch.clone())).expect("open the template database");
        super::seed_accounts(&db);
        drop(db);
        // One self-contained file (no write-ahead log beside it) that a plain copy reproduces.
        let template = dir.join("template.db");
        let mut conn = SqliteConnection::establish(&scratch.display().to_string()).unwrap();
        diesel::sql_query(format!("VACUUM INTO '{}'", template.display())).execute(&mut conn).unwrap();
        template
    })
}

/// A database of its own for one test, a copy of this process's seeded PostgreSQL template on
/// the server of `admin_url`: its name.
pub fn postgres_copy(admin_url: &str) -> String {
    let copies = copies(admin_url);
    let mut ready = copies.ready.lock().unwrap();
    loop {
        if let Some(name) = ready.pop_front() {
            copies.changed.notify_all();
            return name;
        }
        ready = copies.changed.wait(ready).unwrap();
    }
}

/// The URL of database `name` on the server of `admin_url`, with the parameters of
/// `admin_url`; without any, TLS is left off: the test server is on this machine, and a TLS
/// handshake for each connection was a twelfth of the PostgreSQL tests' CPU.
pub fn postgres_url(admin_url: &str, name: &str) -> String {
    let (address, parameters) = admin_url.split_once('?').unwrap_or((admin_url, "sslmode=disable"));
    let server = address.rsplit_once('/').map_or(address, |(server, _)| server);
    format!("{server}/{name}?{parameters}")
}

/// Drops a test's database in the background.
pub fn drop_postgres_copy(admin_url: &str, name: String) {
    let _ = copies(admin_url).used.lock().unwrap().send(name);
}

/// The copies of this process's template: those ready, and where used ones go.
struct Copies {
    ready: Mutex<VecDeque<String>>,
    changed: Condvar,
    used: Mutex<Sender<String>>,
}

fn copies(admin_url: &str) -> &'static Copies {
    static COPIES: OnceLock<Copies> = OnceLock::new();
    COPIES.get_or_init(|| {
        let template = make_postgres_template(admin_url);
        let (used, dropped) = mpsc::channel::<String>();
        let copies = Copies { ready: Mutex::new(VecDeque::new()), changed: Condvar::new(), used: Mutex::new(used) };
        let url = admin_url.to_owned();
        std::thread::spawn(move || {
            let mut conn = PgConnection::establish(&url).expect("connect to LYCEUM_TEST_POSTGRES_URL");
            for name in dropped {
                let _ =
                    diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).execute(&mut conn);
            }
        });
        let url = admin_url.to_owned();
        std::thread::spawn(move || keep_copies_ready(&url, &template));
        copies
    })
}

/// Makes copies of `template` as long as the process runs, keeping [`READY`] of them waiting.
fn keep_copies_ready(admin_url: &str, template: &str) {
    let copies = copies(admin_url);
    let mut conn = PgConnection::establish(admin_url).expect("connect to LYCEUM_TEST_POSTGRES_URL");
    for made in 0.. {
        {
            let mut ready = copies.ready.lock().unwrap();
            while ready.len() >= READY {
                ready = copies.changed.wait(ready).unwrap();
            }
        }
        let name = format!("{POSTGRES_TEST}{}_{made}", std::process::id());
        copy(&mut conn, template, &name);
        copies.ready.lock().unwrap().push_back(name);
        copies.changed.notify_all();
    }
}

fn copy(conn: &mut PgConnection, template: &str, name: &str) {
    // FILE_COPY copies the template's files (a tenth of a second); the default, WAL_LOG,
    // writes every page of it to the log (half a second).
    let create = format!("CREATE DATABASE \"{name}\" TEMPLATE \"{template}\" STRATEGY FILE_COPY");
    // A copy fails while anything else is connected to its template; the template's own pool
    // may take a moment to close its last connection.
    for attempt in 1.. {
        match diesel::sql_query(&create).execute(conn) {
            Ok(_) => break,
            Err(error) if attempt < 50 && error.to_string().contains("being accessed by other users") => {
                std::thread::sleep(Duration::from_millis(100));
            }
            Err(error) => panic!("copy the template database {template}: {error}"),
        }
    }
    // A test's writes need not wait for the disk: nothing outlives the test.
    let quick = format!("ALTER DATABASE \"{name}\" SET synchronous_commit TO off");
    diesel::sql_query(quick).execute(conn).expect("set the test database's commits");
}

fn make_postgres_template(admin_url: &str) -> String {
    let mut conn = PgConnection::establish(admin_url).expect("connect to LYCEUM_TEST_POSTGRES_URL");
    remove_postgres_leftovers(&mut conn);
    let pid = std::process::id();
    let name = format!("{POSTGRES_TEMPLATE}{pid}_{}", short_id());
    diesel::sql_query(format!("CREATE DATABASE \"{name}\"")).execute(&mut conn).unwrap();
    // Everything of this process's, the template and its copies, once the process has gone.
    let list =
        format!("SELECT datname FROM pg_database WHERE datname = '{name}' OR datname LIKE '{POSTGRES_TEST}{pid}\\_%'");
    watch_until_exit(&format!(
        "psql '{admin_url}' -Atc \"{list}\" | while read -r db; do psql '{admin_url}' -qc \"DROP DATABASE IF EXISTS \\\"$db\\\" WITH (FORCE)\"; done"
    ));
    let db = Database::connect(&DatabaseUrl::Postgres(postgres_url(admin_url, &name))).expect("open the template");
    super::seed_accounts(&db);
    drop(db);
    name
}

/// Runs `cleanup` with `sh` once this process has exited.
fn watch_until_exit(cleanup: &str) {
    let script = format!("while kill -0 {} 2>/dev/null; do sleep 1; done; {cleanup}", std::process::id());
    // Without a shell what the process made stays until the next run removes it (see the leftovers).
    let _ = Command::new("sh")
        .args(["-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
}

fn short_id() -> String {
    uuid::Uuid::new_v4().simple().to_string()[..8].to_owned()
}

/// Whether the process `pid` is gone (only Linux can tell; elsewhere nothing is removed).
fn process_gone(pid: &str) -> bool {
    Path::new("/proc/self").exists() && !pid.is_empty() && !Path::new("/proc").join(pid).exists()
}

fn remove_sqlite_leftovers() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = name.strip_prefix(SQLITE_PREFIX).and_then(|rest| rest.split('-').next()) else { continue };
        if process_gone(pid) {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

fn remove_postgres_leftovers(conn: &mut PgConnection) {
    #[derive(QueryableByName)]
    struct Named {
        #[diesel(sql_type = diesel::sql_types::Text)]
        datname: String,
    }
    let Ok(found) =
        diesel::sql_query("SELECT datname FROM pg_database WHERE datname LIKE 'lyceum\\_t%'").load::<Named>(conn)
    else {
        return;
    };
    for Named { datname } in found {
        let Some(rest) = datname.strip_prefix(POSTGRES_TEMPLATE).or_else(|| datname.strip_prefix(POSTGRES_TEST)) else {
            continue;
        };
        if process_gone(rest.split('_').next().unwrap_or_default()) {
            let _ = diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{datname}\" WITH (FORCE)")).execute(conn);
        }
    }
}
