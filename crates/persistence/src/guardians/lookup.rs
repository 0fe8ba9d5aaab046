//! Looking up many students and guardians by email at once, for an import of guardian accounts.

use std::collections::HashMap;

use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{guardian_students, guardians, students};

/// The most values bound in one statement: well under SQLite's limit on parameters.
const CHUNK: usize = 1000;

/// The id of each student of `emails` that exists, by (normalised) email.
pub fn students_by_email(conn: &mut Conn, emails: &[String]) -> Result<HashMap<String, String>, StoreError> {
    let mut found = HashMap::new();
    for chunk in emails.chunks(CHUNK) {
        let rows: Vec<(String, String)> =
            students::table.filter(students::email.eq_any(chunk)).select((students::email, students::id)).load(conn)?;
        found.extend(rows);
    }
    Ok(found)
}

/// The id of each guardian account of `emails` that exists, by email.
pub fn guardians_by_email(conn: &mut Conn, emails: &[String]) -> Result<HashMap<String, String>, StoreError> {
    let mut found = HashMap::new();
    for chunk in emails.chunks(CHUNK) {
        let rows: Vec<(String, String)> = guardians::table
            .filter(guardians::email.eq_any(chunk))
            .select((guardians::email, guardians::id))
            .load(conn)?;
        found.extend(rows);
    }
    Ok(found)
}

/// The guardians each of `student_ids` is linked to (students without any are left out).
pub fn guardians_of(conn: &mut Conn, student_ids: &[String]) -> Result<HashMap<String, Vec<String>>, StoreError> {
    let mut linked: HashMap<String, Vec<String>> = HashMap::new();
    for chunk in student_ids.chunks(CHUNK) {
        let rows: Vec<(String, String)> = guardian_students::table
            .filter(guardian_students::student_id.eq_any(chunk))
            .select((guardian_students::student_id, guardian_students::guardian_id))
            .load(conn)?;
        for (student, guardian) in rows {
            linked.entry(student).or_default().push(guardian);
        }
    }
    Ok(linked)
}

/// The default relationship of the guardian `id` (the one new links take).
pub fn relationship_of(conn: &mut Conn, id: &str) -> Result<String, StoreError> {
    Ok(guardians::table.find(id).select(guardians::relationship).first(conn)?)
}
