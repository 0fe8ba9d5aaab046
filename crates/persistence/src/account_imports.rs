//! The record of each CSV import of accounts, and undoing one: its accounts are removed while
//! nothing else refers to them yet (no section or class, no messages, no files, the starting
//! password unchanged), all of them or none.

use std::collections::HashSet;

use diesel::prelude::*;

use crate::attendance::forget_students;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::grades;
use crate::notifications::forget_recipients;
use crate::schema::uploads;
use crate::schema::{account_imports, imported_accounts, messages, sections, sessions, students, subjects, teachers};
use crate::values::{new_id, now};

/// An account an import created, as people recognise it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedAccount {
    /// The account's id.
    pub id: String,
    /// First and last name.
    pub name: String,
    /// Sign-in email.
    pub email: String,
}

/// Records that an import of `role` accounts from `file_name` created `ids`; answers its id.
pub fn record(conn: &mut Conn, role: &str, file_name: &str, ids: &[String]) -> Result<String, StoreError> {
    let id = new_id();
    diesel::insert_into(account_imports::table)
        .values((
            account_imports::id.eq(&id),
            account_imports::role.eq(role),
            account_imports::file_name.eq(file_name),
            account_imports::account_count.eq(i32::try_from(ids.len()).unwrap_or(i32::MAX)),
            account_imports::created_at.eq(now()),
        ))
        .execute(conn)?;
    // One row per statement: the two backends share no batch insert, and the accounts
    // themselves were just written one by one in the same transaction.
    for account in ids {
        diesel::insert_into(imported_accounts::table)
            .values((imported_accounts::import_id.eq(&id), imported_accounts::account_id.eq(account)))
            .execute(conn)?;
    }
    Ok(id)
}

/// What undoing an import removed.
#[derive(Debug, Clone)]
pub struct Undone {
    /// `student` or `teacher`.
    pub role: String,
    /// The imported file's name.
    pub file_name: String,
    /// The accounts removed (those deleted since the import are not counted).
    pub removed: Vec<ImportedAccount>,
    /// The sessions those accounts had, by token hash, ended with them.
    pub ended_sessions: Vec<String>,
}

/// Why an import was not undone; nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum UndoError {
    /// No import has this id.
    #[error("There is no such import.")]
    Missing,
    /// The import was undone before.
    #[error("This import was already undone.")]
    AlreadyUndone,
    /// Some of its accounts are in use: each with why.
    #[error("some accounts of this import are in use")]
    InUse(Vec<(ImportedAccount, &'static str)>),
    /// A storage failure.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for UndoError {
    fn from(error: diesel::result::Error) -> Self {
        UndoError::Store(error.into())
    }
}

/// One imported account as stored now: who, whether its photo or password changed.
type Found = (String, String, String, String, Option<String>, bool);
/// A [`Found`] student with their section, if placed.
type FoundStudent = (String, String, String, String, Option<String>, bool, Option<String>);

/// Removes the accounts import `id` created, in one transaction, unless any is in use.
pub fn undo(conn: &mut Conn, id: &str) -> Result<Undone, UndoError> {
    transaction(conn, |conn| {
        let (role, file_name, undone_at): (String, String, Option<chrono::NaiveDateTime>) = account_imports::table
            .find(id)
            .select((account_imports::role, account_imports::file_name, account_imports::undone_at))
            .first(conn)
            .optional()?
            .ok_or(UndoError::Missing)?;
        if undone_at.is_some() {
            return Err(UndoError::AlreadyUndone);
        }
        let ids: Vec<String> = imported_accounts::table
            .filter(imported_accounts::import_id.eq(id))
            .select(imported_accounts::account_id)
            .load(conn)?;
        let mut placed: HashSet<String> = HashSet::new();
        let found: Vec<Found> = if role == "student" {
            let rows: Vec<FoundStudent> = students::table
                .filter(students::id.eq_any(&ids))
                .select((
                    students::id,
                    students::first_name,
                    students::last_name,
                    students::email,
                    students::image,
                    students::must_change_password,
                    students::section_id,
                ))
                .load(conn)?;
            placed.extend(rows.iter().filter(|r| r.6.is_some()).map(|r| r.0.clone()));
            rows.into_iter().map(|(a, b, c, d, e, f, _)| (a, b, c, d, e, f)).collect()
        } else {
            placed.extend(
                sections::table
                    .filter(sections::adviser_id.eq_any(&ids))
                    .select(sections::adviser_id.assume_not_null())
                    .load::<String>(conn)?,
            );
            placed.extend(
                subjects::table
                    .filter(subjects::teacher_id.eq_any(&ids))
                    .select(subjects::teacher_id.assume_not_null())
                    .load::<String>(conn)?,
            );
            teachers::table
                .filter(teachers::id.eq_any(&ids))
                .select((
                    teachers::id,
                    teachers::first_name,
                    teachers::last_name,
                    teachers::email,
                    teachers::image,
                    teachers::must_change_password,
                ))
                .load(conn)?
        };
        let present: Vec<String> = found.iter().map(|f| f.0.clone()).collect();
        let talking: HashSet<String> = messages::table
            .filter(messages::sender_id.eq_any(&present).or(messages::receiver_id.eq_any(&present)))
            .select((messages::sender_id, messages::receiver_id))
            .load::<(String, String)>(conn)?
            .into_iter()
            .flat_map(|(a, b)| [a, b])
            .collect();
        let uploading: HashSet<String> = uploads::table
            .filter(uploads::uploader_id.eq_any(&present))
            .select(uploads::uploader_id)
            .load::<String>(conn)?
            .into_iter()
            .collect();
        let mut in_use = Vec::new();
        let mut removed = Vec::new();
        for (account, first, last, email, image, must_change) in found {
            let why = if placed.contains(&account) {
                Some(if role == "student" {
                    "is placed in a section"
                } else {
                    "advises a section or teaches a subject"
                })
            } else if talking.contains(&account) {
                Some("has messages")
            } else if image.is_some() || uploading.contains(&account) {
                Some("has uploaded files")
            } else if !must_change {
                Some("has changed the starting password")
            } else {
                None
            };
            let person = ImportedAccount { id: account, name: format!("{first} {last}"), email };
            match why {
                Some(why) => in_use.push((person, why)),
                None => removed.push(person),
            }
        }
        if !in_use.is_empty() {
            return Err(UndoError::InUse(in_use));
        }
        let ended_sessions: Vec<String> =
            sessions::table.filter(sessions::user_id.eq_any(&present)).select(sessions::token_hash).load(conn)?;
        diesel::delete(sessions::table.filter(sessions::user_id.eq_any(&present))).execute(conn)?;
        forget_recipients(conn, &present)?;
        if role == "student" {
            forget_students(conn, &present)?;
            grades::forget_students(conn, &present)?;
            crate::learners::forget(conn, &present)?;
            crate::learners::enrolments::forget(conn, &present)?;
            diesel::delete(students::table.filter(students::id.eq_any(&present))).execute(conn)?;
        } else {
            diesel::delete(teachers::table.filter(teachers::id.eq_any(&present))).execute(conn)?;
        }
        diesel::update(account_imports::table.find(id))
            .set(account_imports::undone_at.eq(Some(now())))
            .execute(conn)?;
        Ok(Undone { role, file_name, removed, ended_sessions })
    })
}
