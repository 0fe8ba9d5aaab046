//! Statements that set a connection up or hold a lock: settings and locks have no diesel DSL.

/// Sets each new SQLite connection up: foreign keys enforced, waits instead of failing when
/// another writer holds the lock, write-ahead log for readers alongside a writer (copied back
/// into the file by `writers`' checkpoint thread, not by whichever commit finds it long), and up
/// to `cache_kib` KiB of pages cached ([`crate::sqlite_cache::SqliteCache`]). The file is not
/// memory-mapped: each connection maps it on its own, so the process's resident memory counts a
/// page once for every connection that touched it, and grew with the file, up to eight times
/// over, as messages were written (docs/memory.md).
pub(crate) fn sqlite_setup(cache_kib: u32) -> String {
    format!(
        "PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON; \
         PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
         PRAGMA mmap_size = 0; PRAGMA cache_size = -{cache_kib}; PRAGMA wal_autocheckpoint = 0;"
    )
}

/// Copies the write-ahead log back into the database file as far as no reader still needs it,
/// without waiting for writers or readers.
pub(crate) const CHECKPOINT: &str = "PRAGMA wal_checkpoint(PASSIVE)";

/// How long the closing checkpoint waits for a write under way.
pub(crate) const CLOSING_BUSY_TIMEOUT: &str = "PRAGMA busy_timeout = 1000";

/// Copies the whole write-ahead log back and empties it, when the database is closed; answers
/// one row whose `busy` is 1 when another checkpoint was under way and nothing was done.
pub(crate) const FINAL_CHECKPOINT: &str = "PRAGMA wal_checkpoint(TRUNCATE)";

/// Reads a SQLite connection's page cache back: a negative count of KiB.
pub(crate) const SQLITE_CACHE_SIZE: &str = "PRAGMA cache_size";

/// Begins SQLite's outermost transaction holding the write lock from the start, where diesel's
/// own `BEGIN` would take it only at the first write.
pub(crate) const BEGIN_IMMEDIATE: &str = "BEGIN IMMEDIATE";

/// The PostgreSQL advisory lock held while migrating ("LYCEUM" in ASCII).
const MIGRATION_LOCK: i64 = 0x4C5943_45554D;

/// Takes the migration lock, waiting while another server holds it.
pub(crate) fn lock_migrations() -> String {
    format!("SELECT pg_advisory_lock({MIGRATION_LOCK})")
}

/// Releases the migration lock.
pub(crate) fn unlock_migrations() -> String {
    format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})")
}
