//! Runs database work off the async workers.

use actix_web::web;
use lyceum_persistence::{Conn, StoreError};

use crate::state::AppState;
use crate::ApiError;

/// Borrows a connection and runs `work` on the blocking thread pool.
pub async fn run<T, F>(state: &web::Data<AppState>, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, ApiError> + Send + 'static,
{
    let db = state.db.clone();
    web::block(move || {
        let mut conn = db.conn().map_err(ApiError::from)?;
        work(&mut conn)
    })
    .await?
}

/// Like [`run`] for work that only touches storage.
pub async fn query<T, F>(state: &web::Data<AppState>, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, StoreError> + Send + 'static,
{
    run(state, move |conn| work(conn).map_err(ApiError::from)).await
}
