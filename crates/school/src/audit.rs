//! Who acted and the audit entries a use case writes. The web server queues its entries for a
//! background writer (its `audit` module); a use case that owns a transaction writes its
//! entries in that transaction ([`write`]), so the change and its record stand or fall together.

use lyceum_domain::Role;
use lyceum_persistence::audit::{self, NewEntry};
use lyceum_persistence::{transaction, Conn, DieselError, StoreError};

/// Who did something: a signed-in account calling from an address, or the `lyceum` command run
/// on the server itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Actor {
    /// A signed-in account.
    Account {
        /// Its role.
        role: Role,
        /// Its id.
        id: String,
        /// The client address it called from, when known.
        address: Option<String>,
    },
    /// The `lyceum` command, run by whoever runs the server.
    CommandLine,
}

/// One thing to log: who did it, what, to which record.
#[derive(Debug, Clone)]
pub struct Entry(NewEntry);

impl Entry {
    /// `action` done by `actor`.
    pub fn by(actor: impl Into<Actor>, action: &str) -> Entry {
        match actor.into() {
            Actor::Account { role, id, address } => Entry::from_account(role, &id, address, action),
            Actor::CommandLine => Entry(blank(action, None)),
        }
    }

    /// `action` done by the account `role`/`id`, calling from `address`.
    pub fn from_account(role: Role, id: &str, address: Option<String>, action: &str) -> Entry {
        let mut entry = blank(action, address);
        entry.actor_role = Some(role.as_str().to_owned());
        entry.actor_id = Some(id.to_owned());
        Entry(entry)
    }

    /// A sign-in attempt that failed: only the email tried is known.
    pub fn failed_sign_in(role: Role, email: &str, address: Option<String>, reason: &str) -> Entry {
        let mut entry = blank("sign-in failed", address);
        entry.actor_email = Some(email.to_owned());
        entry.record_type = Some(role.as_str().to_owned());
        entry.detail = Some(reason.to_owned());
        Entry(entry)
    }

    /// The record acted on: its kind (`student`, `section`, ...) and id.
    pub fn on(mut self, record_type: &str, record_id: impl Into<String>) -> Entry {
        self.0.record_type = Some(record_type.to_owned());
        self.0.record_id = Some(record_id.into());
        self
    }

    /// The kind of records acted on, when it was not one record (a list, an import).
    pub fn on_kind(mut self, record_type: &str) -> Entry {
        self.0.record_type = Some(record_type.to_owned());
        self
    }

    /// A short description: a name, a count, a search term.
    pub fn detail(mut self, detail: impl Into<String>) -> Entry {
        self.0.detail = Some(detail.into());
        self
    }

    /// The row the log stores.
    pub fn into_row(self) -> NewEntry {
        self.0
    }
}

fn blank(action: &str, address: Option<String>) -> NewEntry {
    NewEntry {
        at: lyceum_persistence::now(),
        actor_role: None,
        actor_id: None,
        actor_email: None,
        action: action.to_owned(),
        record_type: None,
        record_id: None,
        detail: None,
        address,
    }
}

/// Runs `work` and writes the audit entries it answers beside its result, in one transaction:
/// the change and its record stand or fall together.
pub fn audited<T, E>(conn: &mut Conn, work: impl FnOnce(&mut Conn) -> Result<(T, Vec<Entry>), E>) -> Result<T, E>
where
    E: From<DieselError> + From<StoreError>,
{
    transaction(conn, |conn| {
        let (done, entries) = work(conn)?;
        write(conn, entries)?;
        Ok(done)
    })
}

/// Writes `entries` now, on `conn` (inside the caller's transaction when it has one).
pub fn write(conn: &mut Conn, entries: Vec<Entry>) -> Result<(), StoreError> {
    let rows: Vec<NewEntry> = entries.into_iter().map(|entry| capped(entry.into_row())).collect();
    audit::append(conn, &rows).map(|_| ())
}

/// The most characters any text of an entry keeps; the log is kept for a year, so what a caller
/// sends (a search term, a name) must not make it grow without bound.
pub const MAX_ENTRY_TEXT: usize = 500;

/// `entry` with each of its texts cut to [`MAX_ENTRY_TEXT`] characters (an ellipsis marks a cut)
/// and any NUL replaced.
pub fn capped(mut entry: NewEntry) -> NewEntry {
    fn cap(text: &mut String) {
        // PostgreSQL refuses a NUL in text, and one refused entry would fail its whole batch.
        if text.contains('\0') {
            *text = text.replace('\0', "\u{fffd}");
        }
        if let Some((at, _)) = text.char_indices().nth(MAX_ENTRY_TEXT) {
            text.truncate(at);
            text.pop();
            text.push('…');
        }
    }
    cap(&mut entry.action);
    for text in [
        &mut entry.actor_role,
        &mut entry.actor_id,
        &mut entry.actor_email,
        &mut entry.record_type,
        &mut entry.record_id,
        &mut entry.detail,
        &mut entry.address,
    ]
    .into_iter()
    .flatten()
    {
        cap(text);
    }
    entry
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_of_the_command_line_names_no_account_and_no_address() {
        let row = Entry::by(Actor::CommandLine, "import").on_kind("student").detail("2 student(s)").into_row();
        assert_eq!((row.actor_role, row.actor_id, row.address), (None, None, None));
        assert_eq!((row.action.as_str(), row.record_type.as_deref()), ("import", Some("student")));
        assert_eq!(row.detail.as_deref(), Some("2 student(s)"));
    }

    #[test]
    fn an_entry_of_an_account_names_its_role_id_and_address() {
        let actor = Actor::Account { role: Role::Admin, id: "a1".into(), address: Some("10.0.0.7".into()) };
        let row = Entry::by(actor, "delete").on("student", "s1").into_row();
        assert_eq!(row.actor_role.as_deref(), Some("admin"));
        assert_eq!(row.actor_id.as_deref(), Some("a1"));
        assert_eq!(row.address.as_deref(), Some("10.0.0.7"));
        assert_eq!((row.record_type.as_deref(), row.record_id.as_deref()), (Some("student"), Some("s1")));
    }
}
