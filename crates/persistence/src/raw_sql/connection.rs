//! Statements that set a connection up or hold a lock: settings and locks have no diesel DSL.

/// Sets each new SQLite connection up: foreign keys enforced, waits instead of failing when
/// another writer holds the lock, write-ahead log for readers alongside a writer. The file is
/// memory-mapped (up to 1 GiB), so the pages a connection must read again after another's
/// write come from the shared mapping without a copy, and each connection caches up to 16 MiB.
pub(crate) const SQLITE_SETUP: &str = "PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON; \
     PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
     PRAGMA mmap_size = 1073741824; PRAGMA cache_size = -16384;";

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
