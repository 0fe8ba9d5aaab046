//! Sections: their adviser, subjects, students and lesson-guide files.

use chrono::NaiveDate;
use diesel::prelude::*;

use crate::classes::{ensure_exists, ensure_name_free, ClassError, Parent};
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{categories, levels, section_files, sections, students, subjects, teachers, uploads};
use crate::values::{new_id, now};

/// A teacher shown by id and full name.
pub type TeacherRef = (String, String);

/// A subject as a section lists it.
#[derive(Debug, Clone)]
pub struct SubjectBrief {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Who teaches it.
    pub teacher: Option<TeacherRef>,
}

/// A section with its adviser and subjects.
#[derive(Debug, Clone)]
pub struct SectionSummary {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The level it belongs to.
    pub level_id: String,
    /// Its adviser.
    pub adviser: Option<TeacherRef>,
    /// Its subjects, by name.
    pub subjects: Vec<SubjectBrief>,
}

/// A student as a section lists them.
#[derive(Debug, Clone, Queryable)]
pub struct StudentBrief {
    /// Their id.
    pub id: String,
    /// Photo path.
    pub image: Option<String>,
    /// Given name.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// Date of birth.
    pub birthdate: NaiveDate,
    /// Sign-in email.
    pub email: String,
    /// Parent or guardian's given name.
    pub parent_first_name: String,
    /// Parent or guardian's family name.
    pub parent_last_name: String,
}

/// A stored file attached to a section or subject.
#[derive(Debug, Clone, Queryable)]
pub struct FileRef {
    /// The attachment's id.
    pub id: String,
    /// The stored path.
    pub path: String,
    /// The original file name.
    pub name: String,
}

/// A section with everything its screens show.
#[derive(Debug, Clone)]
pub struct SectionDetail {
    /// Adviser and subjects.
    pub summary: SectionSummary,
    /// The level's name.
    pub level_name: String,
    /// The category the level belongs to.
    pub category_id: String,
    /// That category's name.
    pub category_name: String,
    /// Its students, by last then first name.
    pub students: Vec<StudentBrief>,
    /// Its weekly lesson guides, newest first.
    pub files: Vec<FileRef>,
}

fn teacher_name(first: String, last: String) -> String {
    format!("{first} {last}")
}

/// The sections of a level (or the given sections), with advisers and subjects, in three queries.
fn summaries(conn: &mut Conn, filter: SectionFilter<'_>) -> Result<Vec<SectionSummary>, StoreError> {
    let query = sections::table
        .left_join(teachers::table.on(sections::adviser_id.eq(teachers::id.nullable())))
        .order((sections::name, sections::id))
        .select((
            sections::id,
            sections::name,
            sections::level_id,
            teachers::id.nullable(),
            teachers::first_name.nullable(),
            teachers::last_name.nullable(),
        ))
        .into_boxed();
    let query = match filter {
        SectionFilter::Level(level) => query.filter(sections::level_id.eq(level)),
        SectionFilter::Ids(ids) => query.filter(sections::id.eq_any(ids)),
    };
    let rows: Vec<Row> = query.load(conn)?;
    let ids: Vec<&String> = rows.iter().map(|r| &r.0).collect();
    let subject_rows: Vec<Row> = subjects::table
        .left_join(teachers::table.on(subjects::teacher_id.eq(teachers::id.nullable())))
        .filter(subjects::section_id.eq_any(ids))
        .order((subjects::name, subjects::id))
        .select((
            subjects::section_id,
            subjects::id,
            subjects::name,
            teachers::id.nullable(),
            teachers::first_name.nullable(),
            teachers::last_name.nullable(),
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, name, level_id, adviser_id, first, last)| {
            let subjects = subject_rows
                .iter()
                .filter(|s| s.0 == id)
                .map(|(_, sid, sname, tid, tfirst, tlast)| SubjectBrief {
                    id: sid.clone(),
                    name: sname.clone(),
                    teacher: tid.clone().map(|t| {
                        (t, teacher_name(tfirst.clone().unwrap_or_default(), tlast.clone().unwrap_or_default()))
                    }),
                })
                .collect();
            let adviser = adviser_id.map(|a| (a, teacher_name(first.unwrap_or_default(), last.unwrap_or_default())));
            SectionSummary { id, name, level_id, adviser, subjects }
        })
        .collect())
}

/// A row with a teacher joined: three texts, then the teacher's id, first and last name.
type Row = (String, String, String, Option<String>, Option<String>, Option<String>);

enum SectionFilter<'a> {
    Level(&'a str),
    Ids(&'a [String]),
}

/// The sections of a level; `Missing("level")` when it does not exist.
pub fn sections_of(conn: &mut Conn, level_id: &str) -> Result<Vec<SectionSummary>, ClassError> {
    ensure_exists(conn, Parent::Level, level_id)?;
    Ok(summaries(conn, SectionFilter::Level(level_id))?)
}

/// One section with its students and files; `Missing("section")` when it does not exist.
pub fn find_section(conn: &mut Conn, id: &str) -> Result<SectionDetail, ClassError> {
    let summary = summaries(conn, SectionFilter::Ids(&[id.to_owned()]))?.pop().ok_or(ClassError::Missing("section"))?;
    let (level_name, category_id, category_name): (String, String, String) = levels::table
        .inner_join(categories::table)
        .filter(levels::id.eq(&summary.level_id))
        .select((levels::name, levels::category_id, categories::name))
        .first(conn)?;
    let students = students::table
        .filter(students::section_id.eq(id))
        .order((students::last_name, students::first_name))
        .select((
            students::id,
            students::image,
            students::first_name,
            students::last_name,
            students::birthdate,
            students::email,
            students::parent_first_name,
            students::parent_last_name,
        ))
        .load(conn)?;
    let files = section_files::table
        .inner_join(uploads::table.on(section_files::path.eq(uploads::path)))
        .filter(section_files::section_id.eq(id))
        .order((section_files::created_at.desc(), section_files::id))
        .select((section_files::id, section_files::path, uploads::original_name))
        .load(conn)?;
    Ok(SectionDetail { summary, level_name, category_id, category_name, students, files })
}

/// Where a section sits and who advises it, named: the heading of its class list.
#[derive(Debug, Clone)]
pub struct SectionHeading {
    /// The section's name.
    pub name: String,
    /// Its level's name.
    pub level: String,
    /// Its category's name.
    pub category: String,
    /// Its adviser's full name, if it has one.
    pub adviser: Option<String>,
}

/// The heading of a section, in one statement; `Missing("section")` when there is none.
pub fn heading(conn: &mut Conn, id: &str) -> Result<SectionHeading, ClassError> {
    type Row = (String, String, String, Option<String>, Option<String>);
    let row: Option<Row> = sections::table
        .inner_join(levels::table.inner_join(categories::table))
        .left_join(teachers::table.on(sections::adviser_id.eq(teachers::id.nullable())))
        .filter(sections::id.eq(id))
        .select((
            sections::name,
            levels::name,
            categories::name,
            teachers::first_name.nullable(),
            teachers::last_name.nullable(),
        ))
        .first(conn)
        .optional()?;
    let (name, level, category, first, last) = row.ok_or(ClassError::Missing("section"))?;
    let adviser = first.zip(last).map(|(first, last)| teacher_name(first, last));
    Ok(SectionHeading { name, level, category, adviser })
}

/// Names of the level's other sections: a section's name must differ from them.
fn sibling_names(conn: &mut Conn, level_id: &str, except: Option<&str>) -> Result<Vec<String>, StoreError> {
    let query = sections::table.filter(sections::level_id.eq(level_id)).select(sections::name).into_boxed();
    let query = match except {
        Some(id) => query.filter(sections::id.ne(id)),
        None => query,
    };
    Ok(query.load(conn)?)
}

/// Creates a section in a level, with an optional adviser; `Duplicate` when the level already
/// has one by that name, whatever its letter case.
pub fn create_section(
    conn: &mut Conn,
    level_id: &str,
    name: &str,
    adviser_id: Option<&str>,
) -> Result<SectionDetail, ClassError> {
    transaction(conn, |conn| {
        ensure_exists(conn, Parent::Level, level_id)?;
        if let Some(adviser) = adviser_id {
            ensure_exists(conn, Parent::Teacher, adviser)?;
        }
        ensure_name_free(&sibling_names(conn, level_id, None)?, name)?;
        let id = new_id();
        diesel::insert_into(sections::table)
            .values((
                sections::id.eq(&id),
                sections::level_id.eq(level_id),
                sections::name.eq(name),
                sections::adviser_id.eq(adviser_id),
                sections::created_at.eq(now()),
            ))
            .execute(conn)?;
        find_section(conn, &id)
    })
}

/// Renames a section and sets its adviser; `Duplicate` when another section of its level has
/// that name, whatever its letter case.
pub fn update_section(conn: &mut Conn, id: &str, name: &str, adviser_id: &str) -> Result<SectionDetail, ClassError> {
    transaction(conn, |conn| {
        let level_id: String = sections::table
            .find(id)
            .select(sections::level_id)
            .first(conn)
            .optional()?
            .ok_or(ClassError::Missing("section"))?;
        ensure_exists(conn, Parent::Teacher, adviser_id)?;
        ensure_name_free(&sibling_names(conn, &level_id, Some(id))?, name)?;
        diesel::update(sections::table.find(id))
            .set((sections::name.eq(name), sections::adviser_id.eq(adviser_id)))
            .execute(conn)?;
        find_section(conn, id)
    })
}
