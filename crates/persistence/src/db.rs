//! Connecting: the backend is chosen from the URL, the pool is built, and migrations run.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::r2d2::{ConnectionManager, CustomizeConnection, Pool};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

use crate::error::StoreError;
use crate::raw_sql::connection;
use crate::sqlite_cache::SqliteCache;
use crate::writers::{Write, Writers};

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/postgres");

pub use crate::backend::{snapshot, transaction, Conn, DbConnection};

/// Runs `body` with the concrete connection, for the few statements the multi-backend
/// connection cannot express (multi-row inserts, hand-written SQL) and for the hot reads that
/// skip its extra layer.
macro_rules! on_backend {
    ($conn:expr, |$c:ident| $body:expr) => {
        match &mut **$conn {
            $crate::db::DbConnection::Sqlite($c) => $body,
            $crate::db::DbConnection::Postgresql($c) => $body,
        }
    };
}
pub(crate) use on_backend;

/// Where the data lives, read from a database URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseUrl {
    /// A SQLite file.
    Sqlite(PathBuf),
    /// A PostgreSQL server (`postgres://` or `postgresql://`).
    Postgres(String),
}

impl DatabaseUrl {
    /// Reads `sqlite://path`, `sqlite:path`, a plain file path, or a `postgres://` URL.
    /// Any other scheme is refused rather than guessed at.
    pub fn parse(raw: &str) -> Result<DatabaseUrl, StoreError> {
        let raw = raw.trim();
        if raw.starts_with("postgres://") || raw.starts_with("postgresql://") {
            return Ok(DatabaseUrl::Postgres(raw.to_owned()));
        }
        let path = raw.strip_prefix("sqlite://").or_else(|| raw.strip_prefix("sqlite:")).unwrap_or(raw);
        if path.is_empty() || (path.contains("://") && !raw.starts_with("sqlite")) {
            return Err(StoreError::UnsupportedUrl(raw.to_owned()));
        }
        Ok(DatabaseUrl::Sqlite(PathBuf::from(path)))
    }

    /// The URL without any password, for logs.
    pub fn redacted(&self) -> String {
        match self {
            DatabaseUrl::Sqlite(path) => format!("sqlite://{}", path.display()),
            DatabaseUrl::Postgres(url) => match (url.find("://"), url.rfind('@')) {
                (Some(scheme_end), Some(at)) if at > scheme_end => {
                    format!("{}://***{}", &url[..scheme_end], &url[at..])
                }
                _ => url.clone(),
            },
        }
    }

    fn connection_string(&self) -> String {
        match self {
            DatabaseUrl::Sqlite(path) => path.display().to_string(),
            DatabaseUrl::Postgres(url) => url.clone(),
        }
    }
}

/// Sets each new SQLite connection up (see [`connection::sqlite_setup`]), with its share of
/// the page cache.
#[derive(Debug)]
struct SqlitePragmas {
    setup: String,
}

impl CustomizeConnection<DbConnection, diesel::r2d2::Error> for SqlitePragmas {
    fn on_acquire(&self, conn: &mut DbConnection) -> Result<(), diesel::r2d2::Error> {
        if let DbConnection::Sqlite(conn) = conn {
            conn.batch_execute(&self.setup).map_err(diesel::r2d2::Error::QueryError)?;
        }
        Ok(())
    }
}

/// Connections to a SQLite file: one for the queued writes ([`Database::submit_write`]), the others
/// for everything else. SQLite has one writer at a time; a small pool avoids lock queues.
const SQLITE_CONNECTIONS: u32 = 8;

/// Readers kept open while the server is idle. The others open as requests need them and close
/// after ten minutes unused: each holds its own copy of the schema, read and parsed (some
/// 0.5 MB on a full school), so an idle server held 3 MB for connections it was not using.
const SQLITE_IDLE_READERS: u32 = 2;

/// The pool of connections every request borrows from.
#[derive(Clone)]
pub struct Database {
    pool: Pool<ConnectionManager<DbConnection>>,
    url: DatabaseUrl,
    /// SQLite only: the queue of writes this process's writer runs in turn.
    writers: Option<Arc<Writers>>,
}

impl Database {
    /// Connects to `url`, creating a SQLite file's folder if needed, and runs pending migrations.
    /// A SQLite pool gets the default page cache ([`SqliteCache::DEFAULT_MB`]).
    pub fn connect(url: &DatabaseUrl) -> Result<Database, StoreError> {
        Database::connect_with_cache(url, SqliteCache::default())
    }

    /// Connects like [`Database::connect`], sharing `cache` among a SQLite pool's connections
    /// (PostgreSQL keeps its cache in its own server, so there it changes nothing).
    pub fn connect_with_cache(url: &DatabaseUrl, cache: SqliteCache) -> Result<Database, StoreError> {
        if let DatabaseUrl::Sqlite(path) = url {
            if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                std::fs::create_dir_all(parent)
                    .map_err(|error| StoreError::Setup(format!("cannot create {}: {error}", parent.display())))?;
            }
        }
        let manager = || ConnectionManager::<DbConnection>::new(url.connection_string());
        let builder = || Pool::builder().connection_timeout(Duration::from_secs(15));
        // A file connection cannot drop like a network one, so it is not pinged on every checkout.
        let sqlite = |size: u32, kib: u32| {
            builder()
                .max_size(size)
                .min_idle(Some(size.min(SQLITE_IDLE_READERS)))
                .test_on_check_out(false)
                .connection_customizer(Box::new(SqlitePragmas { setup: connection::sqlite_setup(kib) }))
                .build(manager())
        };
        let failed = |error| StoreError::Setup(format!("cannot connect to the database: {error}"));
        let (pool, writers) = match url {
            DatabaseUrl::Sqlite(_) => {
                let writer = sqlite(1, cache.writer_kib()).map_err(failed)?;
                let writers = Writers::start(writer, url.connection_string())?;
                (
                    sqlite(SQLITE_CONNECTIONS - 1, cache.reader_kib(SQLITE_CONNECTIONS - 1)).map_err(failed)?,
                    Some(writers),
                )
            }
            DatabaseUrl::Postgres(_) => (builder().max_size(16).build(manager()).map_err(failed)?, None),
        };
        let database = Database { pool, url: url.clone(), writers };
        database.migrate()?;
        Ok(database)
    }

    /// Borrows a connection.
    pub fn conn(&self) -> Result<Conn, StoreError> {
        Ok(self.pool.get()?)
    }

    /// Whether writes go through [`Database::submit_write`] (SQLite) rather than any connection
    /// of the pool (PostgreSQL, which writes many rows at once).
    pub fn queues_writes(&self) -> bool {
        self.writers.is_some()
    }

    /// Queues `write` for this process's SQLite writer, which runs writes in the order they came
    /// through a connection of its own, those that queued meanwhile committed together
    /// ([`crate::writers`]). On PostgreSQL it runs `write` here and now with a connection of
    /// the pool.
    pub fn submit_write(&self, write: Write) -> Result<(), StoreError> {
        match &self.writers {
            Some(writers) => writers.submit(write),
            None => {
                let written = write(&mut self.conn()?);
                (written.then)(true);
                Ok(())
            }
        }
    }

    /// Borrows an idle SQLite connection, if one is idle now; `None` on PostgreSQL, whose
    /// queries wait on the network and so belong off the async workers.
    pub fn idle_sqlite_conn(&self) -> Option<Conn> {
        match self.url {
            DatabaseUrl::Sqlite(_) => self.pool.try_get(),
            DatabaseUrl::Postgres(_) => None,
        }
    }

    /// How many connections the pool holds, and how many are idle.
    pub fn pool_state(&self) -> diesel::r2d2::State {
        self.pool.state()
    }

    /// The most connections the pool opens.
    pub fn pool_max(&self) -> u32 {
        self.pool.max_size()
    }

    /// Where this database lives.
    pub fn url(&self) -> &DatabaseUrl {
        &self.url
    }

    fn migrate(&self) -> Result<(), StoreError> {
        let mut conn = self.conn()?;
        let applied = match &mut *conn {
            DbConnection::Sqlite(conn) => conn
                .run_pending_migrations(SQLITE_MIGRATIONS)
                .map(|versions| versions.into_iter().map(|v| v.as_owned()).collect::<Vec<_>>()),
            DbConnection::Postgresql(conn) => {
                // Servers starting together take turns: the first migrates, the others then
                // find nothing pending.
                conn.batch_execute(&connection::lock_migrations())?;
                let applied = conn
                    .run_pending_migrations(POSTGRES_MIGRATIONS)
                    .map(|versions| versions.into_iter().map(|v| v.as_owned()).collect::<Vec<_>>());
                conn.batch_execute(&connection::unlock_migrations())?;
                applied
            }
        }
        .map_err(|error| StoreError::Setup(format!("migrations failed: {error}")))?;
        for version in applied {
            tracing::info!(%version, "applied migration");
        }
        Ok(())
    }
}

/// The page cache of a SQLite connection, in KiB, as SQLite reports it; `None` on PostgreSQL.
pub fn sqlite_cache_kib(conn: &mut Conn) -> Result<Option<u32>, StoreError> {
    use diesel::RunQueryDsl;
    #[derive(diesel::QueryableByName)]
    struct CacheSize {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        cache_size: i64,
    }
    if !is_sqlite(conn) {
        return Ok(None);
    }
    let size: CacheSize = diesel::sql_query(connection::SQLITE_CACHE_SIZE).get_result(conn)?;
    // A negative size is KiB; a positive one counts pages (SQLite's default page is 4 KiB).
    let kib = if size.cache_size < 0 { -size.cache_size } else { size.cache_size * 4 };
    Ok(Some(u32::try_from(kib).unwrap_or(u32::MAX)))
}

/// Whether the connection is to SQLite (the embedded default) rather than PostgreSQL.
pub(crate) fn is_sqlite(conn: &mut Conn) -> bool {
    matches!(&mut **conn, DbConnection::Sqlite(_))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::writers::Written;

    #[test]
    fn urls_choose_the_backend_by_scheme() {
        assert_eq!(
            DatabaseUrl::parse("sqlite://data/lyceum.db").unwrap(),
            DatabaseUrl::Sqlite("data/lyceum.db".into())
        );
        assert_eq!(DatabaseUrl::parse("sqlite:/tmp/x.db").unwrap(), DatabaseUrl::Sqlite("/tmp/x.db".into()));
        assert_eq!(DatabaseUrl::parse("school.db").unwrap(), DatabaseUrl::Sqlite("school.db".into()));
        assert!(matches!(DatabaseUrl::parse("postgresql://u@h/db").unwrap(), DatabaseUrl::Postgres(_)));
    }

    #[test]
    fn unknown_schemes_and_empty_urls_are_refused() {
        assert!(DatabaseUrl::parse("mysql://root@localhost/db").is_err());
        assert!(DatabaseUrl::parse("").is_err());
        assert!(DatabaseUrl::parse("sqlite://").is_err());
    }

    #[test]
    fn each_sqlite_connection_gets_its_share_of_the_cache() {
        let dir = std::env::temp_dir().join(format!("lyceum-cache-{}", crate::values::new_id()));
        let url = DatabaseUrl::Sqlite(dir.join("school.db"));
        let db = Database::connect_with_cache(&url, SqliteCache::megabytes(16).unwrap()).unwrap();
        let readers = SQLITE_CONNECTIONS - 1;
        let held: Vec<Conn> = (0..readers).map(|_| db.conn().unwrap()).collect();
        for mut conn in held {
            assert_eq!(sqlite_cache_kib(&mut conn).unwrap(), Some(16 * 1024 * 3 / 4 / readers));
        }
        let (sent, written) = std::sync::mpsc::channel();
        db.submit_write(Box::new(move |conn| {
            sent.send(sqlite_cache_kib(conn).unwrap()).unwrap();
            Written { ok: true, then: Box::new(|_| ()) }
        }))
        .unwrap();
        assert_eq!(written.recv().unwrap(), Some(16 * 1024 / 4), "the writers' connection has a quarter");
        drop(db);
        let default = Database::connect(&url).unwrap();
        let expected = SqliteCache::default().reader_kib(SQLITE_CONNECTIONS - 1);
        assert_eq!(sqlite_cache_kib(&mut default.conn().unwrap()).unwrap(), Some(expected));
        drop(default);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn reads_in_a_snapshot_see_one_commit_and_reads_outside_see_each() {
        use diesel::sql_types::BigInt;
        use diesel::RunQueryDsl;
        let dir = std::env::temp_dir().join(format!("lyceum-snapshot-{}", crate::values::new_id()));
        let db = Database::connect(&DatabaseUrl::Sqlite(dir.join("school.db"))).unwrap();
        let (mut reader, mut other) = (db.conn().unwrap(), db.conn().unwrap());
        diesel::sql_query("CREATE TABLE probe (x INTEGER NOT NULL)").execute(&mut *other).unwrap();
        let count = |conn: &mut Conn| {
            diesel::select(diesel::dsl::sql::<BigInt>("(SELECT count(*) FROM probe)")).get_result::<i64>(conn)
        };
        let insert = |conn: &mut Conn| diesel::sql_query("INSERT INTO probe VALUES (1)").execute(conn);
        let seen = snapshot(&mut reader, |conn| {
            let before = count(conn)?;
            insert(&mut other)?;
            Ok::<_, diesel::result::Error>((before, count(conn)?))
        })
        .unwrap();
        assert_eq!(seen, (0, 0), "a commit made meanwhile stays out of the snapshot");
        let before = count(&mut reader).unwrap();
        insert(&mut other).unwrap();
        assert_eq!(
            (before, count(&mut reader).unwrap()),
            (1, 2),
            "outside a snapshot each read sees the latest commit"
        );
        drop((reader, other, db));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn redacted_urls_hide_passwords() {
        let url = DatabaseUrl::parse("postgres://lyceum:secret@db:5432/school").unwrap();
        assert_eq!(url.redacted(), "postgres://***@db:5432/school");
    }
}
