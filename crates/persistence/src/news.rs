//! News and updates.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::news;
use crate::values::{new_id, now};

/// One news item.
#[derive(Debug, Clone, Queryable)]
pub struct NewsItem {
    /// Its id.
    pub id: String,
    /// Stored image path, if any.
    pub image: Option<String>,
    /// Sanitised HTML.
    pub text: String,
    /// When it was published.
    pub created_at: NaiveDateTime,
}

const COLUMNS: (news::id, news::image, news::text, news::created_at) =
    (news::id, news::image, news::text, news::created_at);

/// Every news item, newest first.
pub fn list(conn: &mut Conn) -> Result<Vec<NewsItem>, StoreError> {
    Ok(news::table.order((news::created_at.desc(), news::id)).select(COLUMNS).load(conn)?)
}

/// One news item.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<NewsItem>, StoreError> {
    Ok(news::table.find(id).select(COLUMNS).first(conn).optional()?)
}

/// Publishes a news item.
pub fn create(conn: &mut Conn, image: Option<&str>, text: &str) -> Result<NewsItem, StoreError> {
    let item = NewsItem { id: new_id(), image: image.map(str::to_owned), text: text.to_owned(), created_at: now() };
    diesel::insert_into(news::table)
        .values((
            news::id.eq(&item.id),
            news::image.eq(&item.image),
            news::text.eq(&item.text),
            news::created_at.eq(item.created_at),
            news::updated_at.eq(item.created_at),
        ))
        .execute(conn)?;
    Ok(item)
}

/// Replaces a news item's image and text; `NotFound` when it does not exist.
pub fn update(conn: &mut Conn, id: &str, image: Option<&str>, text: &str) -> Result<NewsItem, StoreError> {
    let updated = diesel::update(news::table.find(id))
        .set((news::image.eq(image), news::text.eq(text), news::updated_at.eq(now())))
        .execute(conn)?;
    if updated == 0 {
        return Err(StoreError::NotFound);
    }
    find(conn, id)?.ok_or(StoreError::NotFound)
}

/// Deletes a news item; `NotFound` when it does not exist.
pub fn delete(conn: &mut Conn, id: &str) -> Result<(), StoreError> {
    match diesel::delete(news::table.find(id)).execute(conn)? {
        0 => Err(StoreError::NotFound),
        _ => Ok(()),
    }
}
