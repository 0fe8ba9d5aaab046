//! The class hierarchy: category › level › section › subject › schedule.

use diesel::prelude::*;

use crate::schema::categories;
use crate::{Conn, StoreError};

/// A category of levels, e.g. "Junior High School".
#[derive(Debug, Clone, Queryable)]
pub struct Category {
    /// The category's id.
    pub id: String,
    /// Its name.
    pub name: String,
}

/// Every category, by name.
pub fn list_categories(conn: &mut Conn) -> Result<Vec<Category>, StoreError> {
    Ok(categories::table.order(categories::name).select((categories::id, categories::name)).load(conn)?)
}
