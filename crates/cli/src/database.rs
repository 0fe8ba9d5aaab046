//! The `--database` option every command shares, and opening the database it names.

use clap::Args;
use lyceum_persistence::{Database, DatabaseUrl, SqliteCache};

/// Which database a command works on.
#[derive(Debug, Args)]
pub(super) struct DatabaseArgs {
    /// Database URL: `sqlite://PATH` (embedded) or `postgres://USER@HOST/DB`.
    #[arg(long = "database", env = "LYCEUM_DATABASE_URL", default_value = "sqlite://data/lyceum.db")]
    pub(super) url: String,
}

/// Opens the database `args` names (running its migrations), logging which one without its password.
pub(super) fn open_database(args: &DatabaseArgs) -> Result<Database, String> {
    open_database_with_cache(args, SqliteCache::default())
}

/// Opens the database like [`open_database`], sharing `cache` among a SQLite pool's connections.
pub(super) fn open_database_with_cache(args: &DatabaseArgs, cache: SqliteCache) -> Result<Database, String> {
    let url = DatabaseUrl::parse(&args.url).map_err(|e| e.to_string())?;
    tracing::info!(database = %url.redacted(), "opening database");
    Database::connect_with_cache(&url, cache).map_err(|e| e.to_string())
}
