//! Files a teacher attaches to a section they advise (its lesson guides), a subject they teach
//! or a piece of its classwork, and removes: only the teacher in charge may, only their own upload not attached yet,
//! each change logged on the section or subject in the same transaction.

use lyceum_persistence::attachments;
pub use lyceum_persistence::attachments::Owner;
use lyceum_persistence::Conn;

use crate::audit::{audited, Actor, Entry};
use crate::class_changes::{refused, Naming};
use crate::uploads::{attachable_file, UploadKind};
use crate::Refusal;

/// The kind of record the log says an owner is.
fn owner_kind(owner: Owner) -> &'static str {
    match owner {
        Owner::Section => "section",
        Owner::Subject => "subject",
        Owner::Assignment => "classwork",
        Owner::Announcement => "announcement",
    }
}

/// Refused when the section or subject does not exist, or `teacher` is not in charge of it.
pub fn ensure_in_charge(conn: &mut Conn, owner: Owner, id: &str, teacher: &str) -> Result<(), Refusal> {
    if attachments::teacher_in_charge(conn, owner, id).map_err(refused(Naming::None))?.as_deref() == Some(teacher) {
        return Ok(());
    }
    Err(Refusal::Forbidden(
        match owner {
            Owner::Section => "This is not one of your advisory classes.",
            Owner::Subject | Owner::Assignment => "This is not one of your subjects.",
            Owner::Announcement => "This is not one of your announcements.",
        }
        .into(),
    ))
}

/// Attaches the teacher's own unattached upload `raw_path` (from the form's `attachedFile`) to
/// the section or subject `id`.
pub fn attach(
    conn: &mut Conn,
    actor: &Actor,
    (owner, id): (Owner, &str),
    teacher: &str,
    raw_path: &str,
) -> Result<(), Refusal> {
    audited(conn, |conn| {
        attach_unaudited(conn, (owner, id), teacher, ("attachedFile", raw_path))?;
        Ok(((), vec![Entry::by(actor.clone(), "update").on(owner_kind(owner), id).detail("file attached")]))
    })
}

/// [`attach`] inside a write that keeps its own log entry.
pub(crate) fn attach_unaudited(
    conn: &mut Conn,
    (owner, id): (Owner, &str),
    teacher: &str,
    (field, raw_path): (&'static str, &str),
) -> Result<(), Refusal> {
    let kind = match owner {
        Owner::Section => UploadKind::Section,
        // Classwork's and announcements' files are uploaded as a subject's are.
        Owner::Subject | Owner::Assignment | Owner::Announcement => UploadKind::Subject,
    };
    ensure_in_charge(conn, owner, id, teacher)?;
    let path = attachable_file(conn, field, raw_path, kind, teacher)?;
    attachments::attach(conn, owner, id, &path).map_err(refused(Naming::None))?;
    Ok(())
}

/// Removes the attachment `id` of the teacher's section or subject; answers its stored path,
/// to remove from disk.
pub fn detach(conn: &mut Conn, actor: &Actor, (owner, id): (Owner, &str), teacher: &str) -> Result<String, Refusal> {
    audited(conn, |conn| {
        let attachment = attachments::find(conn, owner, id).map_err(refused(Naming::None))?;
        ensure_in_charge(conn, owner, &attachment.owner_id, teacher)?;
        let entry =
            Entry::by(actor.clone(), "update").on(owner_kind(owner), attachment.owner_id).detail("file deleted");
        Ok((attachments::detach(conn, owner, id).map_err(refused(Naming::None))?, vec![entry]))
    })
}
