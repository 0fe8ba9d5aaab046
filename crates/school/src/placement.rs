//! Students placed in sections by an administrator: moved in bulk, added to a section, or taken
//! out of one; each move logged with the student's and the section's names.

use lyceum_persistence::students::{self, StudentProfile, StudentWriteError};
use lyceum_persistence::{audit_names, Conn, DieselError, StoreError};

use crate::audit::{audited, Actor, Entry};

/// Moves the students `ids`, and every student of the section `from` when given, to the section
/// `section`, and logs each move by `actor` with the student's and the section's names, in one
/// transaction; answers the students moved, each once. `refused` says how a refused move
/// (a student or section gone) is answered.
pub fn move_students<E>(
    conn: &mut Conn,
    actor: &Actor,
    (mut ids, from): (Vec<String>, Option<&str>),
    section: &str,
    refused: fn(StudentWriteError) -> E,
) -> Result<Vec<String>, E>
where
    E: From<DieselError> + From<StoreError>,
{
    audited(conn, |conn| {
        if let Some(from) = from {
            ids.extend(students::ids_in_section(conn, from).map_err(refused)?);
        }
        students::move_to_section(conn, &ids, section).map_err(refused)?;
        ids.sort();
        ids.dedup();
        let mut named = ids.clone();
        named.push(section.to_owned());
        let mut names = audit_names::describe(conn, &named)?;
        let target = names.remove(section).unwrap_or_else(|| section.to_owned());
        let entries = ids
            .iter()
            .map(|id| {
                let who = names.remove(id).unwrap_or_default();
                Entry::by(actor.clone(), "update")
                    .on("student", id.clone())
                    .detail(format!("{who} moved to section {target}"))
            })
            .collect();
        Ok((ids, entries))
    })
}

/// `Juan Dela Cruz <juan@example.com>`, as the log names a student.
fn person(student: &StudentProfile) -> String {
    format!("{} {} <{}>", student.first_name, student.last_name, student.email)
}

/// Makes `change` of the student's membership of `section` and logs it as `what` ("added to",
/// "removed from") with the student's and the section's names, in one transaction.
fn membership<E>(
    conn: &mut Conn,
    actor: &Actor,
    section: &str,
    what: &str,
    change: impl FnOnce(&mut Conn) -> Result<StudentProfile, E>,
) -> Result<StudentProfile, E>
where
    E: From<DieselError> + From<StoreError>,
{
    audited(conn, |conn| {
        let name = audit_names::describe(conn, &[section.to_owned()])?.into_values().next().unwrap_or_default();
        let student = change(conn)?;
        let detail = format!("{} {what} section {name}", person(&student));
        let entry = Entry::by(actor.clone(), "update").on("student", student.id.clone()).detail(detail);
        Ok((student, vec![entry]))
    })
}

/// Places the student `id`, who has no section, in the section `section`, logged with their
/// names; `refused` says how a refused placement is answered.
pub fn add_to_section<E>(
    conn: &mut Conn,
    actor: &Actor,
    id: &str,
    section: &str,
    refused: fn(StudentWriteError) -> E,
) -> Result<StudentProfile, E>
where
    E: From<DieselError> + From<StoreError>,
{
    membership(conn, actor, section, "added to", |conn| students::add_to_section(conn, id, section).map_err(refused))
}

/// Takes the student `id` out of the section `section`, logged with their names.
pub fn remove_from_section<E>(
    conn: &mut Conn,
    actor: &Actor,
    id: &str,
    section: &str,
    refused: fn(StudentWriteError) -> E,
) -> Result<StudentProfile, E>
where
    E: From<DieselError> + From<StoreError>,
{
    membership(conn, actor, section, "removed from", |conn| {
        students::remove_from_section(conn, id, section).map_err(refused)
    })
}
