//! The class structure changed by an administrator, one change at a time: categories, levels,
//! sections, subjects and their weekly lessons made, changed or deleted, each with its audit
//! entry in the same transaction. A refused change says which name or lesson it clashes with
//! ([`Naming`]). The whole structure merged from a document is `class_structure`.

use lyceum_domain::Slot;
use lyceum_persistence::classes::{self, Category, ClassError, Level, Removed};
use lyceum_persistence::sections::{self, SectionDetail};
use lyceum_persistence::subjects::{self, Schedule, SubjectDetail};
use lyceum_persistence::Conn;

use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// What a duplicate name clashes with, for the refusal's field and message.
#[derive(Clone, Copy)]
pub enum Naming {
    /// A category's name, unique in the school.
    Category,
    /// A level's name, unique in its category.
    Level,
    /// A section's name, unique in its level.
    Section,
    /// A subject's name, unique in its section; a teacher given to it must be free at its times.
    Subject,
    /// A weekly lesson: it may not overlap another of its section or of its teacher.
    Schedule,
    /// No name is written: a duplicate is not expected.
    None,
}

/// The refusal of a change, naming the clash for `naming`.
pub fn refused(naming: Naming) -> impl Fn(ClassError) -> Refusal {
    move |error| match (error, naming) {
        (ClassError::Duplicate, Naming::Category) => {
            Refusal::conflict("category", "A category with this name already exists.")
        }
        (ClassError::Duplicate, Naming::Level) => {
            Refusal::conflict("level", "This category already has a level with this name.")
        }
        (ClassError::Duplicate, Naming::Section) => {
            Refusal::conflict("section", "This level already has a section with this name.")
        }
        (ClassError::Duplicate, Naming::Subject) => {
            Refusal::conflict("subject", "Subject already Exists for this Section!")
        }
        (clash @ ClassError::Clash(_), Naming::Schedule) => Refusal::conflict("startTime", clash.to_string()),
        (clash @ ClassError::Clash(_), _) => Refusal::conflict("teacher", clash.to_string()),
        (ClassError::Missing(what), _) => Refusal::NotFound(format!("This {what} does not exist.")),
        (ClassError::Duplicate, Naming::Schedule | Naming::None) => {
            Refusal::Conflict { message: "This already exists.".into(), field: None }
        }
        (ClassError::Store(store), _) => store.into(),
    }
}

/// Makes `change`, answering a clash as `naming` says, and writes the entries `entries` makes
/// of its outcome, in one transaction.
fn change<T>(
    conn: &mut Conn,
    naming: Naming,
    change: impl FnOnce(&mut Conn) -> Result<T, ClassError>,
    entries: impl FnOnce(&T) -> Vec<Entry>,
) -> Result<T, Refusal> {
    audited(conn, |conn| {
        let done = change(conn).map_err(refused(naming))?;
        let written = entries(&done);
        Ok((done, written))
    })
}

/// A new category named `name`.
pub fn create_category(conn: &mut Conn, actor: &Actor, name: &str) -> Result<Category, Refusal> {
    change(
        conn,
        Naming::Category,
        |conn| classes::create_category(conn, name),
        |made| vec![Entry::by(actor.clone(), "create").on("category", made.id.clone()).detail(made.name.clone())],
    )
}

/// A new level named `name` in the category `category_id`.
pub fn create_level(conn: &mut Conn, actor: &Actor, category_id: &str, name: &str) -> Result<Level, Refusal> {
    change(
        conn,
        Naming::Level,
        |conn| classes::create_level(conn, category_id, name),
        |made| vec![Entry::by(actor.clone(), "create").on("level", made.id.clone()).detail(made.name.clone())],
    )
}

/// An entry per deleted record of `record_type`.
fn deleted(actor: &Actor, record_type: &str, ids: &[String]) -> Vec<Entry> {
    ids.iter().map(|id| Entry::by(actor.clone(), "delete").on(record_type, id.clone())).collect()
}

/// Deletes the categories `ids` with all their levels, sections, subjects and files; answers
/// the students left without a section and the files to remove from disk.
pub fn delete_categories(conn: &mut Conn, actor: &Actor, ids: &[String]) -> Result<Removed, Refusal> {
    change(conn, Naming::None, |conn| classes::delete_categories(conn, ids), |_| deleted(actor, "category", ids))
}

/// Deletes the sections `ids` with their subjects, lessons and files.
pub fn delete_sections(conn: &mut Conn, actor: &Actor, ids: &[String]) -> Result<Removed, Refusal> {
    change(conn, Naming::None, |conn| classes::delete_sections(conn, ids), |_| deleted(actor, "section", ids))
}

fn section_entry(actor: &Actor, action: &str, section: &SectionDetail) -> Vec<Entry> {
    vec![Entry::by(actor.clone(), action)
        .on("section", section.summary.id.clone())
        .detail(section.summary.name.clone())]
}

/// A new section named `name` in the level `level_id`, with its adviser if one is named.
pub fn create_section(
    conn: &mut Conn,
    actor: &Actor,
    level_id: &str,
    name: &str,
    adviser_id: Option<&str>,
) -> Result<SectionDetail, Refusal> {
    change(
        conn,
        Naming::Section,
        |conn| sections::create_section(conn, level_id, name, adviser_id),
        |made| section_entry(actor, "create", made),
    )
}

/// Renames the section `id` and sets its adviser.
pub fn update_section(
    conn: &mut Conn,
    actor: &Actor,
    id: &str,
    name: &str,
    adviser_id: &str,
) -> Result<SectionDetail, Refusal> {
    change(
        conn,
        Naming::Section,
        |conn| sections::update_section(conn, id, name, adviser_id),
        |updated| section_entry(actor, "update", updated),
    )
}

fn subject_entry(actor: &Actor, action: &str, subject: &SubjectDetail) -> Vec<Entry> {
    vec![Entry::by(actor.clone(), action).on("subject", subject.id.clone()).detail(subject.name.clone())]
}

/// A new subject named `name` in the section `section_id`, taught by `teacher_id`.
pub fn create_subject(
    conn: &mut Conn,
    actor: &Actor,
    section_id: &str,
    name: &str,
    teacher_id: &str,
) -> Result<SubjectDetail, Refusal> {
    change(
        conn,
        Naming::Subject,
        |conn| subjects::create_subject(conn, section_id, name, teacher_id),
        |made| subject_entry(actor, "create", made),
    )
}

/// Gives the subject `id` to `teacher_id`, renaming it when `rename` is given.
pub fn update_subject(
    conn: &mut Conn,
    actor: &Actor,
    id: &str,
    rename: Option<&str>,
    teacher_id: &str,
) -> Result<SubjectDetail, Refusal> {
    change(
        conn,
        Naming::Subject,
        |conn| subjects::update_subject(conn, id, rename, teacher_id),
        |updated| subject_entry(actor, "update", updated),
    )
}

/// Deletes the subject `id` with its lessons and files; answers the files to remove from disk.
pub fn remove_subject(conn: &mut Conn, actor: &Actor, id: &str) -> Result<Vec<String>, Refusal> {
    change(conn, Naming::None, |conn| subjects::remove_subject(conn, id), |_| deleted(actor, "subject", &[id.into()]))
}

/// A weekly lesson of the subject `subject_id` at `slot`.
pub fn add_schedule(conn: &mut Conn, actor: &Actor, subject_id: &str, slot: &Slot) -> Result<Schedule, Refusal> {
    change(
        conn,
        Naming::Schedule,
        |conn| subjects::add_schedule(conn, subject_id, slot),
        |added| {
            let entry = Entry::by(actor.clone(), "create").on("schedule", added.id.clone());
            vec![entry.detail(format!("of subject {}", added.subject_id))]
        },
    )
}

/// Removes the weekly lesson `id`.
pub fn delete_schedule(conn: &mut Conn, actor: &Actor, id: &str) -> Result<(), Refusal> {
    change(conn, Naming::None, |conn| subjects::delete_schedule(conn, id), |_| deleted(actor, "schedule", &[id.into()]))
}
