//! The class hierarchy: category › level › section › subject › schedule. Categories and
//! levels live here; sections and subjects have their own modules.

use diesel::prelude::*;

use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{categories, levels, section_files, sections, students, subject_files, subjects, uploads};
use crate::values::{new_id, now};

/// Why a change to the class structure was refused.
#[derive(Debug, thiserror::Error)]
pub enum ClassError {
    /// A referenced row does not exist; names what it is ("category", "teacher", ...).
    #[error("{0} not found")]
    Missing(&'static str),
    /// The name is already used within its parent.
    #[error("duplicate name")]
    Duplicate,
    /// A lesson would overlap another of the same teacher or the same section.
    #[error("{}", describe_clashes(.0))]
    Clash(Vec<Clash>),
    /// A storage failure.
    #[error(transparent)]
    Store(StoreError),
}

/// Whose two lessons would overlap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClashKind {
    /// The section would have two lessons at once.
    Section,
    /// The teacher would teach two lessons at once.
    Teacher,
}

/// A lesson already booked at an overlapping time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clash {
    /// Whose lesson it is.
    pub kind: ClashKind,
    /// The lesson's subject.
    pub subject: String,
    /// The lesson's section.
    pub section: String,
    /// When it is, as `Monday 07:30 AM–08:20 AM`.
    pub when: String,
}

/// The sentence a refused lesson is answered with, naming every clash.
fn describe_clashes(clashes: &[Clash]) -> String {
    let lessons: Vec<String> = clashes
        .iter()
        .map(|clash| match clash.kind {
            ClashKind::Section => format!("the section already has {} on {}", clash.subject, clash.when),
            ClashKind::Teacher => {
                format!("the teacher already teaches {} in {} on {}", clash.subject, clash.section, clash.when)
            }
        })
        .collect();
    format!("This lesson overlaps another: {}.", lessons.join("; "))
}

impl From<StoreError> for ClassError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Duplicate => ClassError::Duplicate,
            other => ClassError::Store(other),
        }
    }
}

impl From<diesel::result::Error> for ClassError {
    fn from(error: diesel::result::Error) -> Self {
        StoreError::from(error).into()
    }
}

/// A category with its levels as `(id, name)`.
#[derive(Debug, Clone)]
pub struct Category {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its levels, by name.
    pub levels: Vec<(String, String)>,
}

/// A level with its sections as `(id, name)`.
#[derive(Debug, Clone)]
pub struct Level {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The category it belongs to.
    pub category_id: String,
    /// Its sections, by name.
    pub sections: Vec<(String, String)>,
}

/// Every category with its levels, by name.
pub fn list_categories(conn: &mut Conn) -> Result<Vec<Category>, StoreError> {
    let rows: Vec<(String, String)> = categories::table
        .order((categories::name, categories::id))
        .select((categories::id, categories::name))
        .load(conn)?;
    let level_rows: Vec<(String, String, String)> = levels::table
        .order((levels::name, levels::id))
        .select((levels::category_id, levels::id, levels::name))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, name)| {
            let levels =
                level_rows.iter().filter(|(c, _, _)| *c == id).map(|(_, l, n)| (l.clone(), n.clone())).collect();
            Category { id, name, levels }
        })
        .collect())
}

/// The levels of a category with their sections; `Missing("category")` when it does not exist.
pub fn levels_of(conn: &mut Conn, category_id: &str) -> Result<Vec<Level>, ClassError> {
    ensure_exists(conn, Parent::Category, category_id)?;
    let rows: Vec<(String, String)> = levels::table
        .filter(levels::category_id.eq(category_id))
        .order((levels::name, levels::id))
        .select((levels::id, levels::name))
        .load(conn)?;
    let ids: Vec<&String> = rows.iter().map(|(id, _)| id).collect();
    let section_rows: Vec<(String, String, String)> = sections::table
        .filter(sections::level_id.eq_any(ids))
        .order((sections::name, sections::id))
        .select((sections::level_id, sections::id, sections::name))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, name)| {
            let sections =
                section_rows.iter().filter(|(l, _, _)| *l == id).map(|(_, s, n)| (s.clone(), n.clone())).collect();
            Level { id, name, category_id: category_id.to_owned(), sections }
        })
        .collect())
}

/// One level with its sections.
pub fn find_level(conn: &mut Conn, level_id: &str) -> Result<Level, ClassError> {
    let category_id: String = levels::table
        .find(level_id)
        .select(levels::category_id)
        .first(conn)
        .optional()?
        .ok_or(ClassError::Missing("level"))?;
    levels_of(conn, &category_id)?.into_iter().find(|l| l.id == level_id).ok_or(ClassError::Missing("level"))
}

/// What a new row hangs under.
#[derive(Debug, Clone, Copy)]
pub enum Parent {
    /// A category.
    Category,
    /// A level.
    Level,
    /// A section.
    Section,
    /// A subject.
    Subject,
    /// A teacher.
    Teacher,
}

/// `Missing(what)` unless the row exists.
pub fn ensure_exists(conn: &mut Conn, parent: Parent, id: &str) -> Result<(), ClassError> {
    use crate::schema::teachers;
    use diesel::dsl::{exists, select};
    let (found, what) = match parent {
        Parent::Category => (select(exists(categories::table.find(id))).get_result::<bool>(conn)?, "category"),
        Parent::Level => (select(exists(levels::table.find(id))).get_result::<bool>(conn)?, "level"),
        Parent::Section => (select(exists(sections::table.find(id))).get_result::<bool>(conn)?, "section"),
        Parent::Subject => (select(exists(subjects::table.find(id))).get_result::<bool>(conn)?, "subject"),
        Parent::Teacher => (select(exists(teachers::table.find(id))).get_result::<bool>(conn)?, "teacher"),
    };
    if found {
        Ok(())
    } else {
        Err(ClassError::Missing(what))
    }
}

/// `Duplicate` when `name` is one of `taken` ignoring letter case: "College" and "college"
/// name the same class. Compared here rather than with SQL `lower()`, which folds only ASCII
/// letters on SQLite, so both backends refuse the same names; the unique indexes on
/// `lower(name)` still stop two writers racing past this check.
pub fn ensure_name_free(taken: &[String], name: &str) -> Result<(), ClassError> {
    let wanted = name.to_lowercase();
    if taken.iter().any(|other| other.to_lowercase() == wanted) {
        Err(ClassError::Duplicate)
    } else {
        Ok(())
    }
}

/// Creates a category; `Duplicate` when the name is taken, whatever its letter case.
pub fn create_category(conn: &mut Conn, name: &str) -> Result<Category, ClassError> {
    transaction(conn, |conn| {
        let taken: Vec<String> = categories::table.select(categories::name).load(conn)?;
        ensure_name_free(&taken, name)?;
        let id = new_id();
        diesel::insert_into(categories::table)
            .values((categories::id.eq(&id), categories::name.eq(name), categories::created_at.eq(now())))
            .execute(conn)?;
        Ok(Category { id, name: name.to_owned(), levels: Vec::new() })
    })
}

/// Creates a level in a category; `Duplicate` when the category already has one by that
/// name, whatever its letter case.
pub fn create_level(conn: &mut Conn, category_id: &str, name: &str) -> Result<Level, ClassError> {
    transaction(conn, |conn| {
        ensure_exists(conn, Parent::Category, category_id)?;
        let taken: Vec<String> =
            levels::table.filter(levels::category_id.eq(category_id)).select(levels::name).load(conn)?;
        ensure_name_free(&taken, name)?;
        let id = new_id();
        diesel::insert_into(levels::table)
            .values((
                levels::id.eq(&id),
                levels::category_id.eq(category_id),
                levels::name.eq(name),
                levels::created_at.eq(now()),
            ))
            .execute(conn)?;
        Ok(Level { id, name: name.to_owned(), category_id: category_id.to_owned(), sections: Vec::new() })
    })
}

/// `Missing(what)` unless every id names an existing row of `table`.
fn ensure_all(found: usize, ids: &[String], what: &'static str) -> Result<(), ClassError> {
    let mut unique = ids.to_vec();
    unique.sort();
    unique.dedup();
    if found == unique.len() {
        Ok(())
    } else {
        Err(ClassError::Missing(what))
    }
}

/// What deleting part of the class structure took with it.
pub struct Removed {
    /// The stored files to remove from disk.
    pub files: Vec<String>,
    /// The students who were placed there and now have no section.
    pub students: Vec<String>,
}

/// Deletes sections with their subjects, schedules and files, all or none. Their students
/// become unplaced (available to another section). Answers the stored files to remove and the
/// students unplaced.
pub fn delete_sections(conn: &mut Conn, ids: &[String]) -> Result<Removed, ClassError> {
    transaction(conn, |conn| {
        let found: i64 = sections::table.filter(sections::id.eq_any(ids)).count().get_result(conn)?;
        ensure_all(usize::try_from(found).unwrap_or(0), ids, "section")?;
        let files = forget_files_of_sections(conn, ids)?;
        let students = students::table.filter(students::section_id.eq_any(ids)).select(students::id).load(conn)?;
        diesel::update(students::table.filter(students::section_id.eq_any(ids)))
            .set((
                students::section_id.eq(None::<String>),
                students::level_id.eq(None::<String>),
                students::category_id.eq(None::<String>),
            ))
            .execute(conn)?;
        diesel::delete(sections::table.filter(sections::id.eq_any(ids))).execute(conn)?;
        Ok(Removed { files, students })
    })
}

/// Deletes categories with every level, section, subject, schedule and file beneath, all or
/// none; students placed there become unplaced. Answers the stored files to remove and the
/// students unplaced.
pub fn delete_categories(conn: &mut Conn, ids: &[String]) -> Result<Removed, ClassError> {
    transaction(conn, |conn| {
        let found: i64 = categories::table.filter(categories::id.eq_any(ids)).count().get_result(conn)?;
        ensure_all(usize::try_from(found).unwrap_or(0), ids, "category")?;
        let section_ids: Vec<String> = sections::table
            .inner_join(levels::table)
            .filter(levels::category_id.eq_any(ids))
            .select(sections::id)
            .load(conn)?;
        let files = forget_files_of_sections(conn, &section_ids)?;
        let students = students::table.filter(students::category_id.eq_any(ids)).select(students::id).load(conn)?;
        diesel::update(students::table.filter(students::category_id.eq_any(ids)))
            .set((
                students::section_id.eq(None::<String>),
                students::level_id.eq(None::<String>),
                students::category_id.eq(None::<String>),
            ))
            .execute(conn)?;
        diesel::delete(categories::table.filter(categories::id.eq_any(ids))).execute(conn)?;
        Ok(Removed { files, students })
    })
}

/// Deletes the file records of these sections and of their subjects; answers their paths.
fn forget_files_of_sections(conn: &mut Conn, section_ids: &[String]) -> Result<Vec<String>, ClassError> {
    let mut paths: Vec<String> = section_files::table
        .filter(section_files::section_id.eq_any(section_ids))
        .select(section_files::path)
        .load(conn)?;
    let subject_ids: Vec<String> =
        subjects::table.filter(subjects::section_id.eq_any(section_ids)).select(subjects::id).load(conn)?;
    paths.extend(forget_files_of_subjects(conn, &subject_ids)?);
    diesel::delete(section_files::table.filter(section_files::section_id.eq_any(section_ids))).execute(conn)?;
    diesel::delete(uploads::table.filter(uploads::path.eq_any(&paths))).execute(conn)?;
    Ok(paths)
}

/// Deletes the file records of these subjects; answers their paths.
pub fn forget_files_of_subjects(conn: &mut Conn, subject_ids: &[String]) -> Result<Vec<String>, ClassError> {
    let paths: Vec<String> = subject_files::table
        .filter(subject_files::subject_id.eq_any(subject_ids))
        .select(subject_files::path)
        .load(conn)?;
    diesel::delete(subject_files::table.filter(subject_files::subject_id.eq_any(subject_ids))).execute(conn)?;
    diesel::delete(uploads::table.filter(uploads::path.eq_any(&paths))).execute(conn)?;
    Ok(paths)
}
