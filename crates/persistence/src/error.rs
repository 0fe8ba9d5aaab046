//! What can go wrong talking to the database.

use diesel::result::{DatabaseErrorKind, Error as DieselError};

/// A storage failure. `Duplicate` and `NotFound` are the caller's business; the rest are faults.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A unique constraint refused the write.
    #[error("a row with the same unique value already exists")]
    Duplicate,
    /// The row asked for does not exist.
    #[error("not found")]
    NotFound,
    /// The database URL names a backend Lyceum does not support.
    #[error("unsupported database URL {0:?}: use sqlite://PATH or postgres://...")]
    UnsupportedUrl(String),
    /// Connecting or migrating failed.
    #[error("{0}")]
    Setup(String),
    /// No connection could be borrowed in time.
    #[error("no database connection available")]
    Pool(#[from] diesel::r2d2::PoolError),
    /// The database could not be copied for a backup; says why.
    #[error("{0}")]
    Backup(String),
    /// A query failed.
    #[error("query failed")]
    Query(#[source] DieselError),
}

impl From<DieselError> for StoreError {
    fn from(error: DieselError) -> Self {
        match error {
            DieselError::NotFound => StoreError::NotFound,
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => StoreError::Duplicate,
            other => StoreError::Query(other),
        }
    }
}
