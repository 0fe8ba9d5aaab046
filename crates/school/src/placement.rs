//! Students placed in sections by an administrator.

use lyceum_persistence::students::{self, StudentWriteError};
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
