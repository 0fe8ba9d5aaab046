//! The statements of a backup's database copy: SQLite settings and `VACUUM INTO` have no
//! diesel DSL.

/// Waits up to ten seconds for a writer's lock instead of failing at once.
pub(crate) const BUSY_TIMEOUT: &str = "PRAGMA busy_timeout = 10000";

/// Writes a consistent copy of the whole database to the file `?`, reading one snapshot inside
/// a read transaction, so writers carry on meanwhile.
pub(crate) const VACUUM_INTO: &str = "VACUUM INTO ?";
