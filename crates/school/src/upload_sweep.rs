//! Deletes uploads nothing refers to once their grace period is over (`--upload-grace-minutes`,
//! an hour by default), every `upload_sweep_every`. Safe with several servers sharing one
//! uploads folder: each sweep decides from the database, at sweep time, and only forgets
//! uploads older than the grace period that no row names; a file is removed from disk only
//! after its record is gone, and a file another server removed first is no error.

use std::path::{Path, PathBuf};
use std::time::Duration;

use lyceum_persistence::{unreferenced_uploads, Database};

use crate::blocking;
use crate::uploads::remove_from_disk;

/// Uploads forgotten per transaction, so a sweep never holds the write lock for long.
const BATCH: i64 = 200;

/// Sweeps the uploads in `uploads_dir` older than `grace` every `every`, as long as the server
/// runs; never returns.
pub async fn sweep_unreferenced_uploads(db: &Database, uploads_dir: PathBuf, grace: Duration, every: Duration) {
    let mut ticks = tokio::time::interval(every);
    loop {
        ticks.tick().await;
        sweep_once(db, &uploads_dir, grace).await;
    }
}

/// Forgets and deletes every upload past its grace period that nothing refers to; answers how
/// many went.
pub async fn sweep_once(db: &Database, uploads_dir: &Path, grace: Duration) -> usize {
    let Ok(grace) = chrono::Duration::from_std(grace) else { return 0 };
    let before = lyceum_persistence::now() - grace;
    let mut swept = 0;
    loop {
        let batch = blocking::run(db, move |conn| unreferenced_uploads::forget_unreferenced(conn, before, BATCH)).await;
        match batch {
            Ok(paths) => {
                let done = (paths.len() as i64) < BATCH;
                swept += paths.len();
                remove_from_disk(uploads_dir.to_path_buf(), paths).await;
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
