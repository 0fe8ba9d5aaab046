//! Database work off the async workers: [`run`] on the blocking thread pool, [`write`] in its
//! turn among the server's writes. The web server's handlers and the background jobs (the
//! audit log's writer, the report cards, mail) call these.

use lyceum_persistence::{Conn, Database, StoreError, Written};

/// Borrows a connection and runs `work` on the blocking thread pool.
pub async fn run<T, E, F>(db: &Database, work: F) -> Result<T, E>
where
    T: Send + 'static,
    E: From<StoreError> + Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, E> + Send + 'static,
{
    let db = db.clone();
    match tokio::task::spawn_blocking(move || work(&mut db.conn()?)).await {
        Ok(result) => result,
        Err(failed) => Err(StoreError::Setup(format!("the database work stopped: {failed}")).into()),
    }
}

/// Like [`run`] for work that writes. On SQLite the work waits for its turn among this server's
/// writes, which its writer runs in the order they came, those queued meanwhile committed
/// together, and the answer comes once its write is committed ([`Database::submit_write`]); on
/// PostgreSQL it is [`run`].
pub async fn write<T, E, F>(db: &Database, work: F) -> Result<T, E>
where
    T: Send + 'static,
    E: From<StoreError> + Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, E> + Send + 'static,
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
    match outcome.await {
        Ok(result) => result,
        Err(_) => Err(StoreError::Setup("the write was dropped before it was committed".into()).into()),
    }
}
