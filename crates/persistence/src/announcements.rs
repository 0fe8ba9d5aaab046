//! Teachers' announcements to a section: kept with who they go to, listed newest first.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{announcement_files, announcements, levels, sections, teachers, uploads};
use crate::sections::FileRef;
use crate::values::new_id_in_order;

/// An announcement as listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announcement {
    /// Its id.
    pub id: String,
    /// Its section.
    pub section_id: String,
    /// The section as named: `Grade 7 Rizal`.
    pub section: String,
    /// Who wrote it.
    pub teacher_id: String,
    /// Their first and last name.
    pub teacher: String,
    /// Whether the section's students get it.
    pub to_students: bool,
    /// Whether their guardians get it.
    pub to_guardians: bool,
    /// Sanitised HTML.
    pub body: String,
    /// When it was posted (UTC).
    pub created_at: NaiveDateTime,
}

/// Keeps an announcement; answers its id.
pub fn create(
    conn: &mut Conn,
    (section_id, teacher_id): (&str, &str),
    (to_students, to_guardians): (bool, bool),
    body: &str,
    at: NaiveDateTime,
) -> Result<String, StoreError> {
    let id = new_id_in_order();
    diesel::insert_into(announcements::table)
        .values((
            announcements::id.eq(&id),
            announcements::section_id.eq(section_id),
            announcements::teacher_id.eq(teacher_id),
            announcements::to_students.eq(to_students),
            announcements::to_guardians.eq(to_guardians),
            announcements::body.eq(body),
            announcements::created_at.eq(at),
        ))
        .execute(conn)?;
    Ok(id)
}

type Row = (String, String, String, String, String, String, String, bool, bool, String, NaiveDateTime);

/// Announcements with their section's and teacher's names, as listed.
macro_rules! listed {
    () => {
        announcements::table.inner_join(sections::table.inner_join(levels::table)).inner_join(teachers::table).select((
            announcements::id,
            announcements::section_id,
            levels::name,
            sections::name,
            announcements::teacher_id,
            teachers::first_name,
            teachers::last_name,
            announcements::to_students,
            announcements::to_guardians,
            announcements::body,
            announcements::created_at,
        ))
    };
}

fn announcement_of(
    (id, section_id, level, section, teacher_id, first, last, to_students, to_guardians, body, created_at): Row,
) -> Announcement {
    Announcement {
        id,
        section_id,
        section: format!("{level} {section}"),
        teacher_id,
        teacher: format!("{first} {last}"),
        to_students,
        to_guardians,
        body,
        created_at,
    }
}

/// The announcement `id`, if it exists.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<Announcement>, StoreError> {
    let row: Option<Row> = listed!().filter(announcements::id.eq(id)).first(conn).optional()?;
    Ok(row.map(announcement_of))
}

/// The latest `limit` announcements of `section_id` (to its students only, or to its guardians
/// only, when asked), newest first.
pub fn of_section(
    conn: &mut Conn,
    section_id: &str,
    (students_only, guardians_only): (bool, bool),
    limit: i64,
) -> Result<Vec<Announcement>, StoreError> {
    let mut query = listed!()
        .filter(announcements::section_id.eq(section_id))
        .order((announcements::created_at.desc(), announcements::id.desc()))
        .limit(limit)
        .into_boxed();
    if students_only {
        query = query.filter(announcements::to_students.eq(true));
    }
    if guardians_only {
        query = query.filter(announcements::to_guardians.eq(true));
    }
    let rows: Vec<Row> = query.load(conn)?;
    Ok(rows.into_iter().map(announcement_of).collect())
}

/// The students of `section_id`.
pub fn students_of(conn: &mut Conn, section_id: &str) -> Result<Vec<String>, StoreError> {
    use crate::schema::students;
    Ok(students::table.filter(students::section_id.eq(section_id)).select(students::id).load(conn)?)
}

/// The files attached to the announcements `ids`, each with its announcement's id, oldest first.
pub fn files_of(conn: &mut Conn, ids: &[String]) -> Result<Vec<(String, FileRef)>, StoreError> {
    let files: Vec<(String, FileRef)> = announcement_files::table
        .inner_join(uploads::table.on(uploads::path.eq(announcement_files::path)))
        .filter(announcement_files::announcement_id.eq_any(ids))
        .order((announcement_files::created_at, announcement_files::id))
        .select((
            announcement_files::announcement_id,
            (announcement_files::id, announcement_files::path, uploads::original_name),
        ))
        .load(conn)?;
    Ok(files)
}
