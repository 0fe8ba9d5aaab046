//! Runs database work off the async workers (or, for short SQLite reads, right on them).
//! Handlers call these with `&state.db`.

use actix_web::web;
use lyceum_persistence::{Conn, Database, StoreError, Written};

use crate::error::ApiError;

/// Borrows a connection and runs `work` on the blocking thread pool.
pub async fn run<T, F>(db: &Database, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, ApiError> + Send + 'static,
{
    let db = db.clone();
    web::block(move || {
        let mut conn = db.conn().map_err(ApiError::from)?;
        work(&mut conn)
    })
    .await?
}

/// Like [`run`] for work that writes. On SQLite the work waits for its turn among this server's
/// writes, which its writer runs in the order they came, those queued meanwhile committed
/// together, and the answer comes once its write is committed ([`Database::submit_write`]); on
/// PostgreSQL it is [`run`].
pub async fn write<T, F>(db: &Database, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, ApiError> + Send + 'static,
{
    if !db.queues_writes() {
        return run(db, work).await;
    }
    let (done, outcome) = tokio::sync::oneshot::channel();
    db.submit_write(Box::new(move |conn| {
        let result = work(conn);
        Written {
            ok: result.is_ok(),
            then: Box::new(move |committed| {
                let result = match result {
                    Ok(_) if !committed => Err(StoreError::Setup("the write could not be committed".into()).into()),
                    result => result,
                };
                let _ = done.send(result);
            }),
        }
    }))?;
    outcome.await.map_err(ApiError::internal)?
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
