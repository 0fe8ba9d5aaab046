//! A checked file's accounts written together with the audit entry that says who imported them,
//! for the API's imports and the `lyceum import-*` commands alike.

use chrono::NaiveDate;
use lyceum_persistence::Conn;

use super::guardians::{self, GuardiansImported};
use super::{Commit, ImportError, Imported};
use crate::audit::{audited, Actor, Entry};

/// One kind of account file: how it is checked (no commit) and written.
pub type Importer = fn(&mut Conn, &[u8], NaiveDate, Option<Commit<'_>>) -> Result<Imported, ImportError>;

/// Writes every account of a file of `noun`s (`student`, `teacher`) with the starting password
/// of `commit`, and logs the import by `actor`, in one transaction: all rows or none.
pub fn accounts(
    conn: &mut Conn,
    actor: &Actor,
    (run, noun): (Importer, &str),
    bytes: &[u8],
    today: NaiveDate,
    commit: Commit<'_>,
) -> Result<Imported, ImportError> {
    audited(conn, |conn| {
        let done = run(conn, bytes, today, Some(commit))?;
        let detail = format!("{} {noun}(s) from {}{}", done.count, commit.file_name, from_where(actor));
        let entry = Entry::by(actor.clone(), "import").on(noun, done.import_id.clone().unwrap_or_default());
        Ok((done, vec![entry.detail(detail)]))
    })
}

/// Writes every guardian account and link of a file with the starting password whose hash is
/// `password_hash`, and logs the import by `actor`, in one transaction: all rows or none.
pub fn guardian_accounts(
    conn: &mut Conn,
    actor: &Actor,
    bytes: &[u8],
    password_hash: &str,
    file_name: &str,
) -> Result<GuardiansImported, ImportError> {
    audited(conn, |conn| {
        let done = guardians::run(conn, bytes, Some(password_hash))?;
        let detail =
            format!("{} guardian(s) and {} link(s) from {file_name}{}", done.count, done.links, from_where(actor));
        Ok((done, vec![Entry::by(actor.clone(), "import").on_kind("guardian").detail(detail)]))
    })
}

/// What the log adds when the command line imported the file.
fn from_where(actor: &Actor) -> &'static str {
    match actor {
        Actor::CommandLine => " (command line)",
        Actor::Account { .. } => "",
    }
}
