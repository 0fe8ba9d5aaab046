//! General newsletters and memos: an uploaded file or a link.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{newsletters, uploads};
use crate::values::{new_id, now};

/// One newsletter or memo.
#[derive(Debug, Clone, Queryable)]
pub struct Newsletter {
    /// Its id.
    pub id: String,
    /// The stored file's path, for an uploaded one.
    pub file: Option<String>,
    /// The link, for an attached one.
    pub link: Option<String>,
    /// When it was added.
    pub created_at: NaiveDateTime,
    /// The uploaded file's original name.
    pub file_name: Option<String>,
}

/// Every newsletter or memo, newest first, with the original names of files.
pub fn list(conn: &mut Conn) -> Result<Vec<Newsletter>, StoreError> {
    Ok(newsletters::table
        .left_join(uploads::table.on(newsletters::file.eq(uploads::path.nullable())))
        .order((newsletters::created_at.desc(), newsletters::id))
        .select((
            newsletters::id,
            newsletters::file,
            newsletters::link,
            newsletters::created_at,
            uploads::original_name.nullable(),
        ))
        .load(conn)?)
}

/// Adds a newsletter that is either a file or a link.
pub fn create(conn: &mut Conn, file: Option<&str>, link: Option<&str>) -> Result<String, StoreError> {
    let id = new_id();
    diesel::insert_into(newsletters::table)
        .values((
            newsletters::id.eq(&id),
            newsletters::file.eq(file),
            newsletters::link.eq(link),
            newsletters::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(id)
}

/// Deletes a newsletter and the record of its file, in one transaction; answers the file's
/// path so the caller can remove it from storage. `NotFound` when it does not exist.
pub fn delete(conn: &mut Conn, id: &str) -> Result<Option<String>, StoreError> {
    transaction(conn, |conn| {
        let file: Option<String> = newsletters::table
            .find(id)
            .select(newsletters::file)
            .first::<Option<String>>(conn)
            .optional()?
            .ok_or(StoreError::NotFound)?;
        diesel::delete(newsletters::table.find(id)).execute(conn)?;
        if let Some(path) = &file {
            diesel::delete(uploads::table.find(path)).execute(conn)?;
        }
        Ok(file)
    })
}
