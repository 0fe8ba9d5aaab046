//! The connection every query runs on: one type for either backend, and the pooled connection
//! handlers borrow.

use diesel::r2d2::{ConnectionManager, PooledConnection};

pub use multi::DbConnection;

// diesel's `MultiConnection` derive adds public helper items (its backend, row and value
// types) that carry no documentation of their own.
#[allow(missing_docs)]
mod multi {
    /// One connection to whichever backend the URL chose; every query is written once for both.
    #[derive(diesel::MultiConnection)]
    pub enum DbConnection {
        /// PostgreSQL, for schools that run several instances.
        Postgresql(diesel::PgConnection),
        /// The embedded default.
        Sqlite(diesel::SqliteConnection),
    }
}

/// A connection borrowed from the pool.
pub type Conn = PooledConnection<ConnectionManager<DbConnection>>;
