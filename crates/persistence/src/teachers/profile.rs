//! A teacher's own row and profile (the sections they advise and the subjects they teach), read
//! one at a time, as the whole list, or as the admin's list, sorted, searched and paged in SQL.

use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::listing::{self, List};
use crate::people::Person;
use crate::raw_sql::id_set::IdSet;
use crate::schema::{levels, sections, subjects, teachers};

/// A teacher's own fields, without the password hash.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = teachers, check_for_backend(diesel::sqlite::Sqlite, diesel::pg::Pg))]
pub struct Teacher {
    /// The teacher's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Phone number, digits only.
    pub phone: String,
    /// Sign-in email.
    pub email: String,
    /// True while the teacher still uses the default password.
    pub must_change_password: bool,
    /// Stored photo path, if any.
    pub image: Option<String>,
    /// Date of birth.
    pub birthdate: NaiveDate,
    /// Home address.
    pub address: String,
    /// Video-meeting link.
    pub zoom_link: Option<String>,
    /// Video-meeting id.
    pub zoom_id: Option<String>,
    /// Video-meeting password.
    pub zoom_password: Option<String>,
    /// When the account was made.
    pub created_at: NaiveDateTime,
}

/// A teacher with the sections they advise, as `(id, name, level's name)`, and the subjects they
/// teach, as `(id, name)`.
#[derive(Debug, Clone)]
pub struct TeacherProfile {
    /// The teacher's own fields.
    pub teacher: Teacher,
    /// Sections this teacher advises, with their level's name, by name, then by level in school
    /// order (Grade 7 before Grade 11).
    pub advisory: Vec<(String, String, String)>,
    /// Subjects this teacher teaches.
    pub classes: Vec<(String, String)>,
}

/// A teacher with their advisory sections and subjects.
pub fn find_profile(conn: &mut Conn, id: &str) -> Result<Option<TeacherProfile>, StoreError> {
    let Some(teacher) = teachers::table.find(id).select(Teacher::as_select()).first(conn).optional()? else {
        return Ok(None);
    };
    let advisory = sections::table
        .inner_join(levels::table)
        .filter(sections::adviser_id.eq(id))
        .order(sections::name)
        .select((sections::id, sections::name, levels::name))
        .load(conn)?;
    let advisory = in_school_order(advisory);
    let classes = subjects::table
        .filter(subjects::teacher_id.eq(id))
        .order(subjects::name)
        .select((subjects::id, subjects::name))
        .load(conn)?;
    Ok(Some(TeacherProfile { teacher, advisory, classes }))
}

/// Every teacher with advisory sections and subjects, by last then first name, in three queries.
pub fn list_profiles(conn: &mut Conn) -> Result<Vec<TeacherProfile>, StoreError> {
    let teachers: Vec<Teacher> =
        teachers::table.order((teachers::last_name, teachers::first_name)).select(Teacher::as_select()).load(conn)?;
    with_classes(conn, teachers, false)
}

/// A page of teachers with their advisory sections and subjects, in two more queries.
fn profiles_of(conn: &mut Conn, teachers: Vec<Teacher>) -> Result<Vec<TeacherProfile>, StoreError> {
    if teachers.is_empty() {
        return Ok(Vec::new());
    }
    with_classes(conn, teachers, true)
}

/// A subject of a teacher's: the teacher's id, its id and its name.
type Owned = (String, String, String);
/// A section a teacher advises: the teacher's id, its id, its name and its level's name.
type Advised = (String, String, String, String);

/// Adds advisory sections and subjects: those of these teachers only (`by_id`, for a page) or
/// of everyone (for the whole list, where binding every id would cost more).
fn with_classes(conn: &mut Conn, teachers: Vec<Teacher>, by_id: bool) -> Result<Vec<TeacherProfile>, StoreError> {
    let ids = by_id.then(|| IdSet::new(&teachers.iter().map(|t| t.id.as_str()).collect::<Vec<_>>()));
    let advisory: Vec<Advised> = match &ids {
        Some(ids) => on_backend!(conn, |c| sections::table
            .inner_join(levels::table)
            .filter(ids.contains(sections::adviser_id))
            .order(sections::name)
            .select((sections::adviser_id.assume_not_null(), sections::id, sections::name, levels::name))
            .load(c))?,
        None => on_backend!(conn, |c| sections::table
            .inner_join(levels::table)
            .filter(sections::adviser_id.is_not_null())
            .order(sections::name)
            .select((sections::adviser_id.assume_not_null(), sections::id, sections::name, levels::name))
            .load(c))?,
    };
    let classes: Vec<Owned> = match &ids {
        Some(ids) => on_backend!(conn, |c| subjects::table
            .filter(ids.contains(subjects::teacher_id))
            .order(subjects::name)
            .select((subjects::teacher_id.assume_not_null(), subjects::id, subjects::name))
            .load(c))?,
        None => on_backend!(conn, |c| subjects::table
            .filter(subjects::teacher_id.is_not_null())
            .order(subjects::name)
            .select((subjects::teacher_id.assume_not_null(), subjects::id, subjects::name))
            .load(c))?,
    };
    let mut advisory = by_owner(advisory.into_iter().map(|(owner, id, name, level)| (owner, (id, name, level))));
    let mut classes = by_owner(classes.into_iter().map(|(owner, id, name)| (owner, (id, name))));
    Ok(teachers
        .into_iter()
        .map(|teacher| TeacherProfile {
            advisory: in_school_order(advisory.remove(&teacher.id).unwrap_or_default()),
            classes: classes.remove(&teacher.id).unwrap_or_default(),
            teacher,
        })
        .collect())
}

/// Advisory sections by name, then by level with the number in it read as a number ("Grade 7"
/// before "Grade 11"), then by level name and id.
fn in_school_order(mut sections: Vec<(String, String, String)>) -> Vec<(String, String, String)> {
    fn level_key(level: &str) -> (&str, u64) {
        let digits = level.find(|c: char| c.is_ascii_digit()).unwrap_or(level.len());
        let number: String = level[digits..].chars().take_while(char::is_ascii_digit).collect();
        (&level[..digits], number.parse().unwrap_or(0))
    }
    sections.sort_by(|a, b| (&a.1, level_key(&a.2), &a.2, &a.0).cmp(&(&b.1, level_key(&b.2), &b.2, &b.0)));
    sections
}

/// Sections or subjects by the teacher they belong to, in the order read.
fn by_owner<T>(rows: impl Iterator<Item = (String, T)>) -> HashMap<String, Vec<T>> {
    let mut by_owner: HashMap<String, Vec<T>> = HashMap::new();
    for (owner, row) in rows {
        by_owner.entry(owner).or_default().push(row);
    }
    by_owner
}

/// The column a teacher page is sorted by; ties fall to the other name, then the id.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum TeacherOrder {
    /// Family name first (the default).
    #[default]
    LastName,
    /// Given name first.
    FirstName,
}

/// Which teachers to list, and how.
#[derive(Debug, Clone, Default)]
pub struct TeacherFilter {
    /// Words that must each appear in the first name, last name or email.
    pub search: Option<String>,
    /// The sort column.
    pub order: TeacherOrder,
    /// Z to A instead of A to Z.
    pub descending: bool,
    /// Rows to skip.
    pub offset: i64,
    /// Rows to answer.
    pub limit: i64,
}

/// One page of teachers and how many match in all.
#[derive(Debug, Clone)]
pub struct TeacherPage {
    /// The page, with advisory sections and subjects.
    pub teachers: Vec<TeacherProfile>,
    /// Matching teachers across every page.
    pub total: i64,
}

/// Teachers matching `filter`, sorted, searched and paged in SQL.
pub fn page(conn: &mut Conn, filter: &TeacherFilter) -> Result<TeacherPage, StoreError> {
    let list = match filter.order {
        TeacherOrder::LastName => List::TeachersByLastName,
        TeacherOrder::FirstName => List::TeachersByFirstName,
    };
    let search = filter.search.as_deref();
    let (total, ids) = listing::page_ids(conn, list, search, filter.offset, filter.limit, filter.descending)?;
    let rows = by_id(conn, &ids)?;
    Ok(TeacherPage { teachers: profiles_of(conn, rows)?, total })
}

/// The teachers of `ids`, in that order, in one statement kept for every page.
fn by_id(conn: &mut Conn, ids: &[String]) -> Result<Vec<Teacher>, StoreError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let set = IdSet::new(ids);
    let rows: Vec<Teacher> =
        on_backend!(conn, |c| teachers::table.filter(set.contains(teachers::id)).select(Teacher::as_select()).load(c))?;
    Ok(listing::in_order_of(ids, rows, |row| &row.id))
}

/// Teachers matching `filter.search` as people to message, by last then first name, at most
/// `filter.limit` of them.
pub fn search_people(conn: &mut Conn, filter: &TeacherFilter) -> Result<Vec<Person>, StoreError> {
    let search = filter.search.as_deref();
    let (_, ids) = listing::page_ids(conn, List::TeachersByLastName, search, 0, filter.limit, false)?;
    Ok(by_id(conn, &ids)?
        .into_iter()
        .map(|t| Person {
            id: t.id,
            first_name: t.first_name,
            middle_name: t.middle_name,
            last_name: t.last_name,
            image: t.image,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::in_school_order;

    #[test]
    fn advisory_sections_of_one_name_follow_their_levels_in_school_order() {
        let section = |id: &str, name: &str, level: &str| (id.to_owned(), name.to_owned(), level.to_owned());
        let sorted = in_school_order(vec![
            section("a", "Rizal", "Grade 11"),
            section("b", "Mabini", "Grade 12"),
            section("c", "Rizal", "Grade 7"),
            section("d", "Rizal", "Kinder"),
            section("e", "Rizal", "Grade 9"),
        ]);
        let ids: Vec<&str> = sorted.iter().map(|(id, _, _)| id.as_str()).collect();
        assert_eq!(ids, ["b", "c", "e", "a", "d"]);
    }
}
