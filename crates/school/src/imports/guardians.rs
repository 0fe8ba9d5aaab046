//! Guardian files: one row per guardian and child, the guardian's fields and the student's
//! email. Rows sharing a guardian email make one account (named by its first row) linked to
//! each row's student; an email that already has a guardian account links that account.

use std::collections::HashMap;

use lyceum_domain::{Email, GuardianFields, GuardianInput, MAX_GUARDIANS_PER_STUDENT};
use lyceum_persistence::guardians::lookup;
use lyceum_persistence::guardians::write::{add_link, insert, GuardianWriteError, NewGuardian};
use lyceum_persistence::Conn;
use serde::Serialize;

use super::sheet::{self, Column, Row};
use super::{ImportError, RowError};

const fn column(name: &'static str, required: bool) -> Column {
    Column { name, required }
}

/// The columns of a guardian file, in the order the template writes them.
pub const COLUMNS: &[Column] = &[
    column("first_name", true),
    column("middle_name", false),
    column("last_name", true),
    column("email", true),
    column("phone", false),
    column("relationship", false),
    column("student_email", true),
];

/// What a good guardian file led to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GuardiansImported {
    /// Accounts created, or that would be created on a dry run.
    pub count: usize,
    /// Links made, or that would be made.
    pub links: usize,
    /// True when the file was only checked.
    pub dry_run: bool,
    /// What was read but not used, in words for the person who made the file.
    pub warnings: Vec<String>,
}

fn input(row: &Row) -> GuardianInput {
    GuardianInput {
        first_name: row.get("first_name").to_owned(),
        middle_name: row.optional("middle_name"),
        last_name: row.get("last_name").to_owned(),
        email: row.get("email").to_owned(),
        phone: row.optional("phone"),
        relationship: row.optional("relationship"),
    }
}

/// A new account of the file, with its students as `(id, relationship)`.
struct NewAccount {
    fields: GuardianFields,
    students: Vec<(String, Option<String>)>,
}

/// Checks every row against the account rules, the students and links stored and the rest of
/// the file, and writes them all when `password_hash` is given (none on a dry run), in one
/// transaction.
pub fn run(conn: &mut Conn, bytes: &[u8], password_hash: Option<&str>) -> Result<GuardiansImported, ImportError> {
    let sheet::Sheet { rows, mut errors, warnings } = sheet::read(bytes, COLUMNS)?;
    lyceum_persistence::transaction(conn, |conn| {
        let student_emails: Vec<String> =
            rows.iter().map(|row| row.get("student_email").trim().to_lowercase()).collect();
        let guardian_emails: Vec<String> = rows.iter().map(|row| row.get("email").trim().to_lowercase()).collect();
        let students = lookup::students_by_email(conn, &student_emails)?;
        let existing = lookup::guardians_by_email(conn, &guardian_emails)?;
        let ids: Vec<String> = students.values().cloned().collect();
        let linked = lookup::guardians_of(conn, &ids)?;
        let mut seen: HashMap<(String, String), u64> = HashMap::new();
        let mut planned: HashMap<String, i64> = HashMap::new();
        let mut accounts: Vec<NewAccount> = Vec::new();
        let mut new_by_email: HashMap<String, usize> = HashMap::new();
        let mut links: Vec<(String, String, Option<String>)> = Vec::new();
        for row in &rows {
            let before = errors.len();
            let fields = super::checked(row.line, input(row).validate(), &mut errors);
            let student = match Email::parse_field("student_email", row.get("student_email")) {
                Err(error) => {
                    errors.push(RowError { line: row.line, column: "student_email".into(), message: error.message });
                    None
                }
                Ok(email) => match students.get(email.as_str()) {
                    Some(id) => Some(id.clone()),
                    None => {
                        let message = "There is no student with this email.".to_owned();
                        errors.push(RowError { line: row.line, column: "student_email".into(), message });
                        None
                    }
                },
            };
            let (Some(fields), Some(student), true) = (fields, student, errors.len() == before) else { continue };
            let email = fields.email.as_str().to_owned();
            let refuse = |errors: &mut Vec<RowError>, message: String| {
                errors.push(RowError { line: row.line, column: "student_email".into(), message });
            };
            if let Some(first) = seen.get(&(email.clone(), student.clone())) {
                refuse(&mut errors, format!("This guardian and student are also on line {first}."));
                continue;
            }
            seen.insert((email.clone(), student.clone()), row.line);
            let current = linked.get(&student).map(Vec::as_slice).unwrap_or_default();
            let account = existing.get(&email);
            if account.is_some_and(|account| current.contains(account)) {
                continue;
            }
            let count = current.len() as i64 + planned.get(&student).copied().unwrap_or(0);
            if count >= MAX_GUARDIANS_PER_STUDENT {
                refuse(&mut errors, "This student would have more than two guardian accounts.".into());
                continue;
            }
            *planned.entry(student.clone()).or_default() += 1;
            let relationship = row.optional("relationship").map(|_| fields.relationship.clone());
            match account {
                Some(account) => links.push((account.clone(), student, relationship)),
                None => {
                    let at = *new_by_email.entry(email).or_insert_with(|| {
                        accounts.push(NewAccount { fields, students: Vec::new() });
                        accounts.len() - 1
                    });
                    accounts[at].students.push((student, relationship));
                }
            }
        }
        super::refuse_errors(errors)?;
        let count = accounts.len();
        let link_count = links.len() + accounts.iter().map(|account| account.students.len()).sum::<usize>();
        let done = GuardiansImported { count, links: link_count, dry_run: password_hash.is_none(), warnings };
        let Some(password_hash) = password_hash else { return Ok(done) };
        let written = |error: GuardianWriteError| match error {
            GuardianWriteError::Store(store) => ImportError::Store(store),
            _ => ImportError::File(
                "A guardian or link of this file was just changed by someone else; nothing was imported. Try again."
                    .into(),
            ),
        };
        for account in &accounts {
            let new = NewGuardian { fields: &account.fields, image: None, password_hash };
            insert(conn, &new, &account.students).map_err(written)?;
        }
        for (guardian, student, relationship) in &links {
            let relationship = match relationship {
                Some(relationship) => relationship.clone(),
                None => lookup::relationship_of(conn, guardian)?,
            };
            add_link(conn, guardian, student, &relationship).map_err(written)?;
        }
        Ok(done)
    })
}
