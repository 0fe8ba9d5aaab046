//! Who teaches what: a teacher's subject cards, a section's teachers, and the teachers a
//! student may see.

use std::collections::HashMap;

use diesel::dsl::count_star;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{levels, sections, students, subjects, teachers};
use crate::teachers::profile::Teacher;

/// One subject a teacher teaches, with where it is taught.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectCard {
    /// The subject's id.
    pub id: String,
    /// The subject's name.
    pub name: String,
    /// Its section's id.
    pub section_id: String,
    /// Its section's name.
    pub section_name: String,
    /// The section's level id.
    pub level_id: String,
    /// The section's level name.
    pub level_name: String,
    /// How many students the section has.
    pub student_count: i64,
}

/// How many students each of these sections has (sections without students are absent).
pub fn student_counts(conn: &mut Conn, section_ids: &[String]) -> Result<HashMap<String, i64>, StoreError> {
    let rows: Vec<(Option<String>, i64)> = students::table
        .filter(students::section_id.eq_any(section_ids))
        .group_by(students::section_id)
        .select((students::section_id, count_star()))
        .load(conn)?;
    Ok(rows.into_iter().filter_map(|(section, count)| section.map(|s| (s, count))).collect())
}

/// The subjects a teacher teaches, by level, section and subject name.
pub fn subjects_taught_by(conn: &mut Conn, teacher_id: &str) -> Result<Vec<SubjectCard>, StoreError> {
    let rows: Vec<(String, String, String, String, String, String)> = subjects::table
        .inner_join(sections::table.inner_join(levels::table))
        .filter(subjects::teacher_id.eq(teacher_id))
        .order((levels::name, sections::name, subjects::name, subjects::id))
        .select((subjects::id, subjects::name, sections::id, sections::name, levels::id, levels::name))
        .load(conn)?;
    let section_ids: Vec<String> = rows.iter().map(|r| r.2.clone()).collect();
    let counts = student_counts(conn, &section_ids)?;
    Ok(rows
        .into_iter()
        .map(|(id, name, section_id, section_name, level_id, level_name)| SubjectCard {
            student_count: counts.get(&section_id).copied().unwrap_or(0),
            id,
            name,
            section_id,
            section_name,
            level_id,
            level_name,
        })
        .collect())
}

/// The teachers of a section: its adviser and the teachers of its subjects.
pub fn teacher_ids_of_section(conn: &mut Conn, section_id: &str) -> Result<Vec<String>, StoreError> {
    let adviser: Option<Option<String>> =
        sections::table.find(section_id).select(sections::adviser_id).first(conn).optional()?;
    let mut ids: Vec<String> = subjects::table
        .filter(subjects::section_id.eq(section_id))
        .select(subjects::teacher_id)
        .load::<Option<String>>(conn)?
        .into_iter()
        .flatten()
        .chain(adviser.flatten())
        .collect();
    ids.sort();
    ids.dedup();
    Ok(ids)
}

/// The ids of a section's subjects, by name.
pub fn subject_ids_of_section(conn: &mut Conn, section_id: &str) -> Result<Vec<String>, StoreError> {
    Ok(subjects::table
        .filter(subjects::section_id.eq(section_id))
        .order((subjects::name, subjects::id))
        .select(subjects::id)
        .load(conn)?)
}

/// These teachers, by last then first name (unknown ids are skipped).
pub fn teachers_by_ids(conn: &mut Conn, ids: &[String]) -> Result<Vec<Teacher>, StoreError> {
    Ok(teachers::table
        .filter(teachers::id.eq_any(ids))
        .order((teachers::last_name, teachers::first_name, teachers::id))
        .select(Teacher::as_select())
        .load(conn)?)
}

/// A section's subjects by name, each as `(id, name, teacher id)` (no teacher while none is
/// assigned).
pub fn subjects_with_teachers(
    conn: &mut Conn,
    section_id: &str,
) -> Result<Vec<(String, String, Option<String>)>, StoreError> {
    Ok(subjects::table
        .filter(subjects::section_id.eq(section_id))
        .order((subjects::name, subjects::id))
        .select((subjects::id, subjects::name, subjects::teacher_id))
        .load(conn)?)
}
