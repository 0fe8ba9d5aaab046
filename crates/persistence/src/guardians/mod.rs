//! Guardian accounts and the children linked to them: reading one account, its children, and
//! the admin's list, searched and paged. Writing accounts and links is `write`, creating them
//! from the students' guardian blocks `bulk`, the students still without one `without`, the
//! demo school's guardians `demo` (with their alerts, `demo_alerts`, and their messages with
//! teachers, `demo_messages`), and who a guardian and a teacher may message `contacts`.

pub mod alerts;
pub mod bulk;
pub mod contacts;
#[cfg(feature = "demo")]
pub mod demo;
#[cfg(feature = "demo")]
pub mod demo_alerts;
#[cfg(feature = "demo")]
pub mod demo_messages;
pub mod lookup;
pub mod reminders;
pub mod without;
pub mod write;

use std::collections::HashMap;

use chrono::NaiveDateTime;
use diesel::dsl::{exists, select};
use diesel::prelude::*;

use crate::attendance::reports::summary::StudentName;
use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::like::{like_pattern, lower};
use crate::schema::{categories, guardian_students, guardians, levels, sections, students};
use crate::timetable::SectionName;

/// A guardian's own fields, without the password hash.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = guardians, check_for_backend(diesel::sqlite::Sqlite, diesel::pg::Pg))]
pub struct Guardian {
    /// The guardian's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Sign-in email.
    pub email: String,
    /// Phone number, if known.
    pub phone: Option<String>,
    /// How the guardian is related to their children, by default.
    pub relationship: String,
    /// Stored photo path, if any.
    pub image: Option<String>,
    /// True while the guardian still uses the starting password.
    pub must_change_password: bool,
    /// When the account was made.
    pub created_at: NaiveDateTime,
    /// Whether the guardian wants their alerts by e-mail too (when the school sends e-mail).
    pub email_alerts: bool,
}

/// A student linked to a guardian, with where the student is placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Child {
    /// The student's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// The student's sign-in email.
    pub email: String,
    /// Stored photo path, if any.
    pub image: Option<String>,
    /// How this guardian is related to this student.
    pub relationship: String,
    /// The student's category, as `(id, name)`.
    pub category: Option<(String, String)>,
    /// The student's level, as `(id, name)`.
    pub level: Option<(String, String)>,
    /// The student's section, as `(id, name)`.
    pub section: Option<(String, String)>,
}

impl Child {
    /// The child as the attendance summary names a student.
    pub fn as_student(&self) -> StudentName {
        let section = match (&self.section, &self.level) {
            (Some((id, section)), Some((_, level))) => {
                Some(SectionName { id: id.clone(), level: level.clone(), section: section.clone() })
            }
            _ => None,
        };
        StudentName {
            id: self.id.clone(),
            first_name: self.first_name.clone(),
            middle_name: self.middle_name.clone(),
            last_name: self.last_name.clone(),
            section,
            adviser_id: None,
        }
    }
}

/// A guardian with their children, by last then first name.
#[derive(Debug, Clone)]
pub struct GuardianWithChildren {
    /// The account.
    pub guardian: Guardian,
    /// The linked students.
    pub children: Vec<Child>,
}

/// The guardian `id`, if it exists.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<Guardian>, StoreError> {
    Ok(guardians::table.find(id).select(Guardian::as_select()).first(conn).optional()?)
}

/// The guardian `id` with their children, if it exists.
pub fn find_with_children(conn: &mut Conn, id: &str) -> Result<Option<GuardianWithChildren>, StoreError> {
    let Some(guardian) = find(conn, id)? else { return Ok(None) };
    let children = children_of(conn, std::slice::from_ref(&guardian.id))?.remove(&guardian.id).unwrap_or_default();
    Ok(Some(GuardianWithChildren { guardian, children }))
}

/// The guardians' links with their students and placements, by the students' last then first
/// name: one statement, flat joins each by its key (nested ones made SQLite materialize every
/// section), filtered by the caller.
macro_rules! linked_students {
    ($filter:expr) => {
        guardian_students::table
            .inner_join(students::table)
            .left_join(sections::table.on(sections::id.nullable().eq(students::section_id)))
            .left_join(levels::table.on(levels::id.eq(sections::level_id)))
            .left_join(categories::table.on(categories::id.eq(levels::category_id)))
            .filter($filter)
            .order((students::last_name, students::first_name, students::id))
            .select((
                guardian_students::guardian_id,
                students::id,
                students::first_name,
                students::middle_name,
                students::last_name,
                students::email,
                students::image,
                guardian_students::relationship,
                (categories::id, categories::name).nullable(),
                (levels::id, levels::name).nullable(),
                (sections::id, sections::name).nullable(),
            ))
    };
}

/// A guardian's id and a child of theirs, as `linked_students!` reads them.
type LinkRow = (
    String,
    String,
    String,
    Option<String>,
    String,
    String,
    Option<String>,
    String,
    Option<(String, String)>,
    Option<(String, String)>,
    Option<(String, String)>,
);

/// The guardian and the child of a row.
fn child_of(row: LinkRow) -> (String, Child) {
    let (guardian, id, first_name, middle_name, last_name, email, image, relationship, category, level, section) = row;
    (guardian, Child { id, first_name, middle_name, last_name, email, image, relationship, category, level, section })
}

/// The children of the guardian `id`, by last then first name: one statement asked with `=`,
/// prepared once per connection.
pub fn children(conn: &mut Conn, id: &str) -> Result<Vec<Child>, StoreError> {
    let rows: Vec<LinkRow> = on_backend!(conn, |c| linked_students!(guardian_students::guardian_id.eq(id)).load(c))?;
    Ok(rows.into_iter().map(|row| child_of(row).1).collect())
}

/// The child `student_id` of the guardian `guardian_id`, none when they are not linked: the
/// link by its key, without the guardian's other children or their order, as every call a
/// guardian makes about one child starts here.
pub fn child(conn: &mut Conn, guardian_id: &str, student_id: &str) -> Result<Option<Child>, StoreError> {
    let row: Option<LinkRow> = on_backend!(conn, |c| linked_students!(guardian_students::guardian_id
        .eq(guardian_id)
        .and(guardian_students::student_id.eq(student_id)))
    .first(c)
    .optional())?;
    Ok(row.map(|row| child_of(row).1))
}

/// True when the student `student_id` is linked to the guardian `guardian_id`: the one check
/// behind everything a guardian reads of a child.
pub fn is_linked(conn: &mut Conn, guardian_id: &str, student_id: &str) -> Result<bool, StoreError> {
    Ok(select(exists(
        guardian_students::table
            .filter(guardian_students::guardian_id.eq(guardian_id))
            .filter(guardian_students::student_id.eq(student_id)),
    ))
    .get_result(conn)?)
}

/// The children of each of `ids` (guardians without children are left out).
pub fn children_of(conn: &mut Conn, ids: &[String]) -> Result<HashMap<String, Vec<Child>>, StoreError> {
    let rows: Vec<LinkRow> = linked_students!(guardian_students::guardian_id.eq_any(ids)).load(conn)?;
    let mut children: HashMap<String, Vec<Child>> = HashMap::new();
    for (guardian, child) in rows.into_iter().map(child_of) {
        children.entry(guardian).or_default().push(child);
    }
    Ok(children)
}

/// A section with its level and category, each as `(id, name)`.
#[derive(Debug, Clone)]
pub struct Place {
    /// The category.
    pub category: (String, String),
    /// The level.
    pub level: (String, String),
    /// The section.
    pub section: (String, String),
}

/// Each of the sections `ids` with its level and category.
pub fn placements(conn: &mut Conn, ids: &[String]) -> Result<HashMap<String, Place>, StoreError> {
    let rows: Vec<(String, String, String, String, String, String)> = sections::table
        .inner_join(levels::table.inner_join(categories::table))
        .filter(sections::id.eq_any(ids))
        .select((sections::id, sections::name, levels::id, levels::name, categories::id, categories::name))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, name, level_id, level, category_id, category)| {
            (id.clone(), Place { category: (category_id, category), level: (level_id, level), section: (id, name) })
        })
        .collect())
}

/// One page of the guardians whose first name, last name or email holds every word of
/// `search`, by last then first name, with their children; and how many match in all.
pub fn list(
    conn: &mut Conn,
    search: Option<&str>,
    offset: i64,
    limit: i64,
) -> Result<(Vec<GuardianWithChildren>, i64), StoreError> {
    let words: Vec<String> = search.unwrap_or_default().split_whitespace().map(like_pattern).collect();
    let matching = || {
        let mut query = guardians::table.into_boxed();
        for word in &words {
            query = query.filter(
                lower(guardians::first_name)
                    .like(word.clone())
                    .escape('\\')
                    .or(lower(guardians::last_name).like(word.clone()).escape('\\'))
                    .or(guardians::email.like(word.clone()).escape('\\')),
            );
        }
        query
    };
    let total: i64 = matching().count().get_result(conn)?;
    let page: Vec<Guardian> = matching()
        .order((guardians::last_name, guardians::first_name, guardians::id))
        .offset(offset)
        .limit(limit)
        .select(Guardian::as_select())
        .load(conn)?;
    let ids: Vec<String> = page.iter().map(|guardian| guardian.id.clone()).collect();
    let mut children = children_of(conn, &ids)?;
    let rows = page
        .into_iter()
        .map(|guardian| {
            let children = children.remove(&guardian.id).unwrap_or_default();
            GuardianWithChildren { guardian, children }
        })
        .collect();
    Ok((rows, total))
}
