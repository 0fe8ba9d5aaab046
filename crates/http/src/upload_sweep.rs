//! Deletes uploads nothing refers to once their grace period is over (`--upload-grace-minutes`,
//! an hour by default), every `upload_sweep_every`. Safe with several servers sharing one
//! uploads folder: each sweep decides from the database, at sweep time, and only forgets
//! uploads older than the grace period that no row names; a file is removed from disk only
//! after its record is gone, and a file another server removed first is no error.

use actix_web::web;
use lyceum_persistence::unreferenced_uploads;

use crate::state::AppState;
use crate::{db, storage};

/// Uploads forgotten per transaction, so a sweep never holds the write lock for long.
const BATCH: i64 = 200;

/// Runs as long as the server; never returns.
pub async fn sweep_unreferenced_uploads(state: web::Data<AppState>) {
    let mut ticks = actix_web::rt::time::interval(state.settings.upload_sweep_every);
    loop {
        ticks.tick().await;
        sweep_once(&state).await;
    }
}

/// Forgets and deletes every upload past its grace period that nothing refers to; answers how
/// many went.
pub async fn sweep_once(state: &AppState) -> usize {
    let Ok(grace) = chrono::Duration::from_std(state.settings.upload_grace) else { return 0 };
    let before = lyceum_persistence::now() - grace;
    let mut swept = 0;
    loop {
        let batch =
            db::query(&state.db, move |conn| unreferenced_uploads::forget_unreferenced(conn, before, BATCH)).await;
        match batch {
            Ok(paths) => {
                let done = (paths.len() as i64) < BATCH;
                swept += paths.len();
                storage::remove_from_disk(state.settings.uploads_dir.clone(), paths).await;
                if done {
                    break;
                }
            }
            Err(error) => {
                // A row attaching one of them on another server won the race: next time.
                tracing::warn!(%error, "uploads nothing refers to could not be swept");
                break;
            }
        }
    }
    if swept > 0 {
        tracing::info!(swept, "uploads nothing referred to were deleted");
    }
    swept
}
