//! What a CSV import checks its rows against, read once per import rather than once per row:
//! every sign-in email of every role, and every section with its level and category by name.

use std::collections::{HashMap, HashSet};

use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{admins, categories, levels, sections, students, teachers};
use crate::students::write::Placement;

/// Every sign-in email of admins, teachers and students, in lower case.
pub fn all_emails(conn: &mut Conn) -> Result<HashSet<String>, StoreError> {
    let mut emails = HashSet::new();
    for list in [
        admins::table.select(admins::email).load::<String>(conn)?,
        teachers::table.select(teachers::email).load::<String>(conn)?,
        students::table.select(students::email).load::<String>(conn)?,
    ] {
        emails.extend(list.into_iter().map(|e| e.to_lowercase()));
    }
    Ok(emails)
}

/// A section's category, level and section names, in lower case, as an import names them.
pub type PlacementKey = (String, String, String);

/// Every section with its level and category, keyed by their names in lower case (names are
/// unique within their parent whatever their case).
pub fn placements_by_name(conn: &mut Conn) -> Result<HashMap<PlacementKey, Placement>, StoreError> {
    let rows: Vec<(String, String, String, String, String, String)> = sections::table
        .inner_join(levels::table.inner_join(categories::table))
        .select((categories::name, levels::name, sections::name, categories::id, levels::id, sections::id))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(category, level, section, category_id, level_id, section_id)| {
            (
                (category.to_lowercase(), level.to_lowercase(), section.to_lowercase()),
                Placement { category_id, level_id, section_id },
            )
        })
        .collect())
}
