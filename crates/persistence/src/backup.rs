//! The database's part of a backup (`lyceum backup`): a consistent copy of a live SQLite file.

use std::path::Path;

use diesel::sql_types::Text;
use diesel::{sql_query, Connection, RunQueryDsl, SqliteConnection};

use crate::error::StoreError;
use crate::raw_sql::backup::{BUSY_TIMEOUT, VACUUM_INTO};

/// Copies the SQLite database at `path` (its write-ahead log included) to the new file `copy`
/// while the server may keep writing: the copy is one consistent snapshot.
pub fn snapshot_sqlite(path: &Path, copy: &Path) -> Result<(), StoreError> {
    if !path.is_file() {
        return Err(StoreError::Backup(format!("no database at {}", path.display())));
    }
    let _ = std::fs::remove_file(copy);
    let mut conn = SqliteConnection::establish(&path.display().to_string())
        .map_err(|e| StoreError::Backup(format!("cannot open {}: {e}", path.display())))?;
    sql_query(BUSY_TIMEOUT).execute(&mut conn).map_err(|e| StoreError::Backup(e.to_string()))?;
    let into = copy.to_str().ok_or_else(|| StoreError::Backup("the backup path is not valid UTF-8".into()))?;
    sql_query(VACUUM_INTO)
        .bind::<Text, _>(into)
        .execute(&mut conn)
        .map_err(|e| StoreError::Backup(format!("cannot copy the database: {e}")))?;
    Ok(())
}
