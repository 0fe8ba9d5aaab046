//! Files attached to a section (weekly lesson guides), to a subject or to a piece of its
//! classwork, and who owns them.

use diesel::dsl::{exists, select};
use diesel::prelude::*;

use crate::classes::ClassError;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{
    announcement_files, announcements, assignment_files, assignments, section_files, sections, subject_files, subjects,
    uploads,
};
use crate::values::{new_id, now};

/// What a file is attached to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    /// A section's lesson guides.
    Section,
    /// A subject's files.
    Subject,
    /// The files of a piece of a subject's classwork.
    Assignment,
    /// The files of a teacher's announcement to a section.
    Announcement,
}

impl Owner {
    fn missing(self) -> ClassError {
        ClassError::Missing(match self {
            Owner::Section => "section",
            Owner::Subject => "subject",
            Owner::Assignment => "classwork",
            Owner::Announcement => "announcement",
        })
    }
}

/// The teacher in charge of a section (its adviser) or subject (its teacher);
/// `Missing` when it does not exist.
pub fn teacher_in_charge(conn: &mut Conn, owner: Owner, id: &str) -> Result<Option<String>, ClassError> {
    let found: Option<Option<String>> = match owner {
        Owner::Section => sections::table.find(id).select(sections::adviser_id).first(conn).optional()?,
        Owner::Subject => subjects::table.find(id).select(subjects::teacher_id).first(conn).optional()?,
        Owner::Assignment => assignments::table
            .inner_join(subjects::table)
            .filter(assignments::id.eq(id))
            .select(subjects::teacher_id)
            .first(conn)
            .optional()?,
        Owner::Announcement => {
            announcements::table.find(id).select(announcements::teacher_id.nullable()).first(conn).optional()?
        }
    };
    found.ok_or_else(|| owner.missing())
}

/// True when the stored file is already attached to any section, subject or classwork.
pub fn is_attached(conn: &mut Conn, path: &str) -> Result<bool, StoreError> {
    Ok(select(exists(section_files::table.filter(section_files::path.eq(path)))).get_result::<bool>(conn)?
        || select(exists(subject_files::table.filter(subject_files::path.eq(path)))).get_result::<bool>(conn)?
        || select(exists(assignment_files::table.filter(assignment_files::path.eq(path)))).get_result::<bool>(conn)?
        || select(exists(announcement_files::table.filter(announcement_files::path.eq(path))))
            .get_result::<bool>(conn)?)
}

/// Attaches an uploaded file to a section, subject, classwork or announcement; answers the attachment's id.
pub fn attach(conn: &mut Conn, owner: Owner, owner_id: &str, path: &str) -> Result<String, ClassError> {
    let id = new_id();
    match owner {
        Owner::Section => diesel::insert_into(section_files::table)
            .values((
                section_files::id.eq(&id),
                section_files::section_id.eq(owner_id),
                section_files::path.eq(path),
                section_files::created_at.eq(now()),
            ))
            .execute(conn)?,
        Owner::Subject => diesel::insert_into(subject_files::table)
            .values((
                subject_files::id.eq(&id),
                subject_files::subject_id.eq(owner_id),
                subject_files::path.eq(path),
                subject_files::created_at.eq(now()),
            ))
            .execute(conn)?,
        Owner::Assignment => diesel::insert_into(assignment_files::table)
            .values((
                assignment_files::id.eq(&id),
                assignment_files::assignment_id.eq(owner_id),
                assignment_files::path.eq(path),
                assignment_files::created_at.eq(now()),
            ))
            .execute(conn)?,
        Owner::Announcement => diesel::insert_into(announcement_files::table)
            .values((
                announcement_files::id.eq(&id),
                announcement_files::announcement_id.eq(owner_id),
                announcement_files::path.eq(path),
                announcement_files::created_at.eq(now()),
            ))
            .execute(conn)?,
    };
    Ok(id)
}

/// An attachment: the section, subject or classwork it belongs to and the stored path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    /// The section's, subject's or classwork's id.
    pub owner_id: String,
    /// The stored file's path.
    pub path: String,
}

/// The attachment with this id; `Missing("file")` when there is none.
pub fn find(conn: &mut Conn, owner: Owner, id: &str) -> Result<Attachment, ClassError> {
    let found: Option<(String, String)> = match owner {
        Owner::Section => section_files::table
            .find(id)
            .select((section_files::section_id, section_files::path))
            .first(conn)
            .optional()?,
        Owner::Subject => subject_files::table
            .find(id)
            .select((subject_files::subject_id, subject_files::path))
            .first(conn)
            .optional()?,
        Owner::Assignment => assignment_files::table
            .find(id)
            .select((assignment_files::assignment_id, assignment_files::path))
            .first(conn)
            .optional()?,
        Owner::Announcement => announcement_files::table
            .find(id)
            .select((announcement_files::announcement_id, announcement_files::path))
            .first(conn)
            .optional()?,
    };
    let (owner_id, path) = found.ok_or(ClassError::Missing("file"))?;
    Ok(Attachment { owner_id, path })
}

/// Removes an attachment and forgets its stored file; answers the path to remove from disk.
pub fn detach(conn: &mut Conn, owner: Owner, id: &str) -> Result<String, ClassError> {
    transaction(conn, |conn| {
        let Attachment { path, .. } = find(conn, owner, id)?;
        match owner {
            Owner::Section => diesel::delete(section_files::table.find(id)).execute(conn)?,
            Owner::Subject => diesel::delete(subject_files::table.find(id)).execute(conn)?,
            Owner::Assignment => diesel::delete(assignment_files::table.find(id)).execute(conn)?,
            Owner::Announcement => diesel::delete(announcement_files::table.find(id)).execute(conn)?,
        };
        if !is_attached(conn, &path)? {
            diesel::delete(uploads::table.find(&path)).execute(conn)?;
        }
        Ok(path)
    })
}
