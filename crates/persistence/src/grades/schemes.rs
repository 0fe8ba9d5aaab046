//! The grading scheme of each subject group: a stored row while a school changed it, DepEd's
//! otherwise. Grades not yet published follow a change at once, as they are computed live.

use std::collections::HashMap;

use diesel::prelude::*;
use lyceum_domain::grading::{Scheme, SubjectGroup};

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::grading_schemes;
use crate::values::now;

/// A group's scheme and whether it is DepEd's (no row stored).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupScheme {
    /// The subject group.
    pub group: SubjectGroup,
    /// The scheme its subjects are graded by.
    pub scheme: Scheme,
    /// True while DepEd's scheme holds.
    pub is_default: bool,
}

/// Every group's scheme, in the order of [`SubjectGroup::ALL`].
pub fn all(conn: &mut Conn) -> Result<Vec<GroupScheme>, StoreError> {
    let rows: Vec<(String, String)> = on_backend!(conn, |c| grading_schemes::table
        .select((grading_schemes::subject_group, grading_schemes::scheme))
        .load(c))?;
    let mut stored: HashMap<SubjectGroup, Scheme> = HashMap::new();
    for (group, scheme) in rows {
        // A row that no longer reads (hand-edited) falls back to DepEd's rather than failing.
        if let (Some(group), Ok(scheme)) = (SubjectGroup::parse(&group), serde_json::from_str::<Scheme>(&scheme)) {
            stored.insert(group, scheme);
        }
    }
    Ok(SubjectGroup::ALL
        .into_iter()
        .map(|group| match stored.remove(&group) {
            Some(scheme) => GroupScheme { group, scheme, is_default: false },
            None => GroupScheme { group, scheme: Scheme::deped(group), is_default: true },
        })
        .collect())
}

/// The scheme of one group.
pub fn of_group(conn: &mut Conn, group: SubjectGroup) -> Result<Scheme, StoreError> {
    let stored: Option<String> =
        grading_schemes::table.find(group.as_str()).select(grading_schemes::scheme).first(conn).optional()?;
    Ok(stored.and_then(|text| serde_json::from_str(&text).ok()).unwrap_or_else(|| Scheme::deped(group)))
}

/// Saves a group's scheme (already validated).
pub fn save(conn: &mut Conn, group: SubjectGroup, scheme: &Scheme) -> Result<GroupScheme, StoreError> {
    let text = serde_json::to_string(scheme).map_err(|e| StoreError::Setup(e.to_string()))?;
    let row = (
        grading_schemes::subject_group.eq(group.as_str()),
        grading_schemes::scheme.eq(&text),
        grading_schemes::updated_at.eq(now()),
    );
    on_backend!(conn, |c| diesel::insert_into(grading_schemes::table)
        .values(row)
        .on_conflict(grading_schemes::subject_group)
        .do_update()
        .set((grading_schemes::scheme.eq(&text), grading_schemes::updated_at.eq(now())))
        .execute(c))?;
    Ok(GroupScheme { group, scheme: scheme.clone(), is_default: false })
}

/// Puts a group back on DepEd's scheme.
pub fn reset(conn: &mut Conn, group: SubjectGroup) -> Result<GroupScheme, StoreError> {
    diesel::delete(grading_schemes::table.find(group.as_str())).execute(conn)?;
    Ok(GroupScheme { group, scheme: Scheme::deped(group), is_default: true })
}
