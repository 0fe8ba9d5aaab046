//! The audit log: an append-only record of who signed in, changed or read what, when and from
//! where. Entries are appended in batches and pruned past the retention period; nothing here
//! edits one.

use std::collections::{BTreeSet, HashMap};

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::Role;

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::like::{like_pattern, lower};
use crate::schema::{admins, audit_log, guardians, students, teachers};

/// One entry, to append or as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct NewEntry {
    /// When it happened.
    pub at: NaiveDateTime,
    /// The signed-in role that acted; `None` for an unknown caller (a failed sign-in).
    pub actor_role: Option<String>,
    /// The account that acted.
    pub actor_id: Option<String>,
    /// That account's email (or the email a failed sign-in tried); filled in from the account
    /// when only its id is known.
    pub actor_email: Option<String>,
    /// What was done: `sign-in`, `create`, `read`, ...
    pub action: String,
    /// The kind of record it was done to: `student`, `section`, `news`, ...
    pub record_type: Option<String>,
    /// The record's id, when one record was concerned.
    pub record_id: Option<String>,
    /// A short description (a search term, a count, a name).
    pub detail: Option<String>,
    /// The client's address.
    pub address: Option<String>,
}

/// One stored entry: its place in the log (later entries have larger ids) and what it records.
pub type Entry = (i64, NewEntry);

/// Which entries to list.
#[derive(Debug, Clone, Default)]
pub struct AuditFilter {
    /// Part of the acting account's email (or its exact id).
    pub person: Option<String>,
    /// A record's exact id, or a kind of record (`student`, `news`, ...).
    pub record: Option<String>,
    /// Only this action.
    pub action: Option<String>,
    /// From this day on (UTC).
    pub from: Option<NaiveDate>,
    /// Up to and including this day (UTC).
    pub to: Option<NaiveDate>,
    /// Rows to skip.
    pub offset: i64,
    /// Most rows to answer.
    pub limit: i64,
}

/// Accounts looked up per statement.
const CHUNK: usize = 200;

/// The emails of accounts, by role and id, as [`append`] looked them up.
pub type Emails = HashMap<(Role, String), String>;

/// Appends entries in one transaction, filling in the email of accounts known only by id: one
/// statement per role (and 200 accounts) for every account of the batch, not one per account.
/// A batch is what the log's writer gathered in a moment of a busy screen (a thousand reads or
/// more), and its turn among the writers stays short. Answers the emails it looked up, which
/// the writer keeps for a moment and fills in itself.
pub fn append(conn: &mut Conn, entries: &[NewEntry]) -> Result<Emails, StoreError> {
    if entries.is_empty() {
        return Ok(Emails::new());
    }
    transaction(conn, |conn| {
        let mut unknown: HashMap<Role, BTreeSet<&str>> = HashMap::new();
        for entry in entries {
            if let (None, Some(role), Some(id)) = (&entry.actor_email, &entry.actor_role, &entry.actor_id) {
                if let Some(role) = Role::parse(role) {
                    unknown.entry(role).or_default().insert(id);
                }
            }
        }
        let mut emails = Emails::new();
        for (role, ids) in unknown {
            let ids: Vec<&str> = ids.into_iter().collect();
            for chunk in ids.chunks(CHUNK) {
                for (id, email) in emails_of(conn, role, chunk)? {
                    emails.insert((role, id), email);
                }
            }
        }
        let email_of = |entry: &NewEntry| -> Option<String> {
            if entry.actor_email.is_some() {
                return entry.actor_email.clone();
            }
            let role = Role::parse(entry.actor_role.as_deref()?)?;
            emails.get(&(role, entry.actor_id.clone()?)).cloned()
        };
        // One prepared statement run per row: SQLite compiles a many-row insert afresh each time.
        for entry in entries {
            on_backend!(conn, |c| diesel::insert_into(audit_log::table)
                .values((
                    audit_log::at.eq(entry.at),
                    audit_log::actor_role.eq(&entry.actor_role),
                    audit_log::actor_id.eq(&entry.actor_id),
                    audit_log::actor_email.eq(email_of(entry)),
                    audit_log::action.eq(&entry.action),
                    audit_log::record_type.eq(&entry.record_type),
                    audit_log::record_id.eq(&entry.record_id),
                    audit_log::detail.eq(&entry.detail),
                    audit_log::address.eq(&entry.address),
                ))
                .execute(c))?;
        }
        Ok(emails)
    })
}

/// The emails of the accounts of `role` among `ids` that still exist, with their ids.
fn emails_of(conn: &mut Conn, role: Role, ids: &[&str]) -> Result<Vec<(String, String)>, diesel::result::Error> {
    match role {
        Role::Admin | Role::Cashier => {
            admins::table.filter(admins::id.eq_any(ids)).select((admins::id, admins::email)).load(conn)
        }
        Role::Teacher => {
            teachers::table.filter(teachers::id.eq_any(ids)).select((teachers::id, teachers::email)).load(conn)
        }
        Role::Student => {
            students::table.filter(students::id.eq_any(ids)).select((students::id, students::email)).load(conn)
        }
        Role::Guardian => {
            guardians::table.filter(guardians::id.eq_any(ids)).select((guardians::id, guardians::email)).load(conn)
        }
    }
}

macro_rules! filtered {
    ($filter:expr) => {{
        let filter = $filter;
        let mut query = audit_log::table.into_boxed();
        if let Some(person) = filter.person.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
            query = query.filter(
                lower(audit_log::actor_email.assume_not_null())
                    .like(like_pattern(person))
                    .escape('\\')
                    .or(audit_log::actor_id.eq(person.to_owned())),
            );
        }
        if let Some(record) = filter.record.as_deref().map(str::trim).filter(|r| !r.is_empty()) {
            query = query
                .filter(audit_log::record_id.eq(record.to_owned()).or(audit_log::record_type.eq(record.to_owned())));
        }
        if let Some(action) = filter.action.as_deref().map(str::trim).filter(|a| !a.is_empty()) {
            query = query.filter(audit_log::action.eq(action.to_owned()));
        }
        if let Some(from) = filter.from {
            query = query.filter(audit_log::at.ge(from.and_time(chrono::NaiveTime::MIN)));
        }
        if let Some(to) = filter.to.and_then(|to| to.succ_opt()) {
            query = query.filter(audit_log::at.lt(to.and_time(chrono::NaiveTime::MIN)));
        }
        query
    }};
}

/// Entries matching `filter`, newest first, with how many match in all.
pub fn list(conn: &mut Conn, filter: &AuditFilter) -> Result<(Vec<Entry>, i64), StoreError> {
    let total: i64 = filtered!(filter).count().get_result(conn)?;
    let entries = filtered!(filter)
        .order(audit_log::id.desc())
        .offset(filter.offset)
        .limit(filter.limit)
        .select((
            audit_log::id,
            (
                audit_log::at,
                audit_log::actor_role,
                audit_log::actor_id,
                audit_log::actor_email,
                audit_log::action,
                audit_log::record_type,
                audit_log::record_id,
                audit_log::detail,
                audit_log::address,
            ),
        ))
        .load(conn)?;
    Ok((entries, total))
}

/// Deletes the entries older than `before` (the retention period); answers how many.
pub fn prune(conn: &mut Conn, before: NaiveDateTime) -> Result<usize, StoreError> {
    Ok(diesel::delete(audit_log::table.filter(audit_log::at.lt(before))).execute(conn)?)
}
