//! Runs database work off the async workers (or, for short SQLite reads, right on them).
//! Handlers call these with `&state.db`.

use lyceum_persistence::{Conn, Database, StoreError};
use lyceum_school::blocking;

use crate::error::ApiError;

/// Borrows a connection and runs `work` on the blocking thread pool
/// ([`lyceum_school::blocking::run`]).
pub async fn run<T, F>(db: &Database, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, ApiError> + Send + 'static,
{
    blocking::run(db, work).await
}

/// Like [`run`] for work that writes: in its turn among this server's writes on SQLite
/// ([`lyceum_school::blocking::write`]).
pub async fn write<T, F>(db: &Database, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, ApiError> + Send + 'static,
{
    blocking::write(db, work).await
}

/// Like [`run`] for work that only touches storage.
pub async fn query<T, F>(db: &Database, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, StoreError> + Send + 'static,
{
    run(db, move |conn| work(conn).map_err(ApiError::from)).await
}

/// Runs a short read (a session, a profile, a page of a list): on SQLite right here on the
/// async worker when a connection is idle, as the query takes microseconds, less than handing
/// it to the blocking pool and back; otherwise (PostgreSQL, or every connection busy) like
/// [`query`]. A search's first page also reads all its matches, a few milliseconds once; sent
/// to the pool instead, such searches measured slower still (`bench/http.sh`).
pub async fn read<T, E, F>(db: &Database, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    ApiError: From<E>,
    F: FnOnce(&mut Conn) -> Result<T, E> + Send + 'static,
{
    match db.idle_sqlite_conn() {
        Some(mut conn) => work(&mut conn).map_err(ApiError::from),
        None => run(db, move |conn| work(conn).map_err(ApiError::from)).await,
    }
}
