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

/// Runs the reads of `work` on one snapshot of the database. On SQLite they share one read
/// transaction (a deferred `BEGIN`, which takes no write lock), so they see the same commit and
/// take the write-ahead log's read lock once rather than once per statement; on PostgreSQL each
/// statement keeps its own snapshot, sparing the two round trips a transaction costs. Inside a
/// transaction already under way `work` simply runs in it.
pub fn snapshot<T, E, F>(conn: &mut Conn, work: F) -> Result<T, E>
where
    F: FnOnce(&mut Conn) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    use diesel::connection::{AnsiTransactionManager, TransactionManager};
    let DbConnection::Sqlite(sqlite) = &mut **conn else { return work(conn) };
    if AnsiTransactionManager::transaction_manager_status_mut(sqlite).transaction_depth()?.is_some() {
        return work(conn);
    }
    AnsiTransactionManager::begin_transaction(sqlite)?;
    let result = work(conn);
    let DbConnection::Sqlite(sqlite) = &mut **conn else { return result };
    // Only reads ran: ending the transaction either way releases the snapshot.
    match result {
        Ok(value) => AnsiTransactionManager::commit_transaction(sqlite).map(|()| value).map_err(E::from),
        Err(error) => {
            let _ = AnsiTransactionManager::rollback_transaction(sqlite);
            Err(error)
        }
    }
}
