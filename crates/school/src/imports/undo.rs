//! An import undone: the accounts it made removed (unless one is in use), each deletion logged
//! with the person and the file, and the undo itself, in one transaction.

use lyceum_persistence::account_imports::{self, UndoError, Undone};
use lyceum_persistence::Conn;

use crate::audit::{audited, Actor, Entry};

/// Undoes the import `id`; answers what it removed.
pub fn undo(conn: &mut Conn, actor: &Actor, id: &str) -> Result<Undone, UndoError> {
    audited(conn, |conn| {
        let undone = account_imports::undo(conn, id)?;
        let noun = undone.role.as_str();
        let count = undone.removed.len();
        let mut entries = vec![Entry::by(actor.clone(), "undo import")
            .on_kind(noun)
            .detail(format!("{count} {noun}(s) of {} removed", undone.file_name))];
        entries.extend(undone.removed.iter().map(|account| {
            Entry::by(actor.clone(), "delete")
                .on(noun, account.id.clone())
                .detail(format!("{} <{}>, by undoing the import of {}", account.name, account.email, undone.file_name))
        }));
        Ok((undone, entries))
    })
}
