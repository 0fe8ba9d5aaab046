//! CSV import and export of student and teacher accounts, shared by the API and the CLI, and
//! the import of guardian accounts; an import undone (`undo`).
//!
//! A file is read whole and checked whole: every bad row is reported with its line number and
//! nothing is written unless every row is good. The file is UTF-8 (a byte-order mark is
//! allowed); a cell starting with `=`, `+`, `-` or `@` is refused, because a spreadsheet would
//! run it as a formula, unless written with a leading `'` as the export does.

pub mod guardians;
pub mod sheet;
pub mod students;
pub mod teachers;
pub mod undo;
pub mod write;

use lyceum_persistence::{DieselError, StoreError};
use serde::Serialize;
use ts_rs::TS;

/// One broken rule in one row of the file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct RowError {
    /// The file's line the row starts on (the header is line 1).
    pub line: u64,
    /// The column at fault, as named in the header.
    pub column: String,
    /// What is wrong, in words for the person who made the file.
    pub message: String,
}

/// Why an import wrote nothing.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file as a whole cannot be read: its encoding, its columns, or no rows at all.
    #[error("{0}")]
    File(String),
    /// Some rows break the rules; each is listed.
    #[error("{} row error(s); nothing was imported.", .0.len())]
    Rows(Vec<RowError>),
    /// A storage failure.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<DieselError> for ImportError {
    fn from(error: DieselError) -> Self {
        ImportError::Store(error.into())
    }
}

/// What a good file led to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Imported {
    /// Accounts created, or that would be created on a dry run.
    pub count: usize,
    /// True when the file was only checked.
    pub dry_run: bool,
    /// What was read but not used (extra columns), in words for the person who made the file.
    pub warnings: Vec<String>,
    /// The import's id, to undo it; none on a dry run.
    pub import_id: Option<String>,
}

/// How a checked file is written: the starting password's hash, and the file's name for the
/// record that lets the import be undone.
#[derive(Debug, Clone, Copy)]
pub struct Commit<'a> {
    /// The bcrypt hash every new account starts with.
    pub password_hash: &'a str,
    /// The name of the file imported, as the uploader or the command line gave it.
    pub file_name: &'a str,
}

/// Field errors of one row, as row errors (a cell already refused is not reported twice); the
/// fields when there are none.
fn checked<T>(line: u64, result: Result<T, lyceum_domain::FieldErrors>, errors: &mut Vec<RowError>) -> Option<T> {
    match result {
        Ok(fields) => Some(fields),
        Err(broken) => {
            for (column, message) in broken.fields() {
                if !errors.iter().any(|e| e.line == line && e.column == *column) {
                    errors.push(RowError { line, column: (*column).to_owned(), message: message.clone() });
                }
            }
            None
        }
    }
}

/// Domains reserved for examples, which no mailbox has: the template's example row uses one,
/// so a file that still holds it is refused rather than importing a made-up account.
const EXAMPLE_DOMAINS: [&str; 3] = ["example.com", "example.org", "example.net"];

/// Finds emails used twice in a file, already used by an account of any role, or at a domain
/// kept for examples.
struct EmailCheck<'a> {
    taken: &'a std::collections::HashSet<String>,
    first_line: std::collections::HashMap<String, u64>,
}

impl<'a> EmailCheck<'a> {
    fn new(taken: &'a std::collections::HashSet<String>) -> Self {
        EmailCheck { taken, first_line: std::collections::HashMap::new() }
    }

    /// Adds a row error when `email` was already seen or is taken.
    fn check(&mut self, line: u64, email: &str, errors: &mut Vec<RowError>) {
        let email = email.to_lowercase();
        let domain = email.rsplit('@').next().unwrap_or_default();
        let message = if EXAMPLE_DOMAINS.contains(&domain) {
            format!(
                "{email} is an example address (the template's example row?): delete the row or give the real email."
            )
        } else if let Some(first) = self.first_line.get(&email) {
            format!("This email is also on line {first}.")
        } else if self.taken.contains(&email) {
            "This email is already used by another account.".to_owned()
        } else {
            self.first_line.insert(email, line);
            return;
        };
        errors.push(RowError { line, column: "email".into(), message });
    }
}

/// Refuses the import when any row broke a rule, listing them by line.
fn refuse_errors(mut errors: Vec<RowError>) -> Result<(), ImportError> {
    if errors.is_empty() {
        return Ok(());
    }
    errors.sort_by_key(|e| e.line);
    Err(ImportError::Rows(errors))
}

/// Another account took one of the file's emails between the check and the write.
fn taken_meanwhile() -> ImportError {
    ImportError::File(
        "An email of this file was just taken by another account; nothing was imported. Try again.".into(),
    )
}

/// What a good file led to, as the import calls answer it: the accounts (and, for guardians,
/// links) made or that would be made, what was read but not used, and the id that undoes a
/// real account import.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct ImportView {
    pub message: String,
    pub count: usize,
    /// Links to students made (guardian imports only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub links: Option<usize>,
    pub dryRun: bool,
    /// Columns the server ignored, in words.
    pub warnings: Vec<String>,
    /// The import's id, to undo it (real imports of students and teachers only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub importId: Option<String>,
}

/// A refused file's body (400): how many rows are bad, and each broken rule by line.
#[derive(Debug, Serialize, TS)]
pub struct RowsRefusedView {
    pub message: String,
    pub rows: Vec<RowError>,
}

/// `undo-import`: how many accounts left.
#[derive(Debug, Serialize, TS)]
pub struct UndoneView {
    pub message: String,
    pub count: usize,
}
