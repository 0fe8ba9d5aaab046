//! The connection every query runs on: one type for either backend, the pooled connection
//! handlers borrow, and the one way to run a transaction on it.

use diesel::r2d2::{ConnectionManager, PooledConnection};

use crate::raw_sql::connection;

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

/// Runs `work` in one transaction: everything it wrote commits, or nothing does.
///
/// On SQLite the outermost transaction takes the write lock up front (`BEGIN IMMEDIATE`): a
/// transaction that began as a reader and then writes cannot wait for the lock (SQLite answers
/// "database is locked" at once), while one that asks for it first waits its turn through the
/// busy timeout. Nested calls become savepoints of the outer transaction.
pub fn transaction<T, E, F>(conn: &mut Conn, work: F) -> Result<T, E>
where
    F: FnOnce(&mut Conn) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    use diesel::connection::{AnsiTransactionManager, TransactionManager};
    use diesel::Connection;
    type Manager = <DbConnection as Connection>::TransactionManager;
    let DbConnection::Sqlite(sqlite) = &mut **conn else { return conn.transaction(work) };
    if AnsiTransactionManager::transaction_manager_status_mut(sqlite).transaction_depth()?.is_some() {
        return conn.transaction(work);
    }
    AnsiTransactionManager::begin_transaction_sql(sqlite, connection::BEGIN_IMMEDIATE)?;
    match work(conn) {
        Ok(value) => {
            Manager::commit_transaction(&mut **conn)?;
            Ok(value)
        }
        Err(error) => {
            Manager::rollback_transaction(&mut **conn)?;
            Err(error)
        }
    }
}
