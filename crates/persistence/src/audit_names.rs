//! What the audit log names records by: people by name and email, sections by name and level,
//! looked up when an entry is recorded (the record may be gone when the entry is read); and the
//! actions the log holds, for its filter.

use std::collections::HashMap;

use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{audit_log, guardians, levels, sections, students, teachers};

/// Each of `ids` that is a student, teacher, guardian or section, as people read it: `Ana Reyes
/// <ana@school.edu>` or `Rizal (Grade 7)`. Ids of nothing are left out.
pub fn describe(conn: &mut Conn, ids: &[String]) -> Result<HashMap<String, String>, StoreError> {
    let mut names = HashMap::new();
    let people: Vec<(String, String, String, String)> = students::table
        .filter(students::id.eq_any(ids))
        .select((students::id, students::first_name, students::last_name, students::email))
        .load(conn)?;
    let teachers: Vec<(String, String, String, String)> = teachers::table
        .filter(teachers::id.eq_any(ids))
        .select((teachers::id, teachers::first_name, teachers::last_name, teachers::email))
        .load(conn)?;
    let guardians: Vec<(String, String, String, String)> = guardians::table
        .filter(guardians::id.eq_any(ids))
        .select((guardians::id, guardians::first_name, guardians::last_name, guardians::email))
        .load(conn)?;
    for (id, first, last, email) in people.into_iter().chain(teachers).chain(guardians) {
        names.insert(id, format!("{first} {last} <{email}>"));
    }
    let rows: Vec<(String, String, String)> = sections::table
        .inner_join(levels::table)
        .filter(sections::id.eq_any(ids))
        .select((sections::id, sections::name, levels::name))
        .load(conn)?;
    for (id, section, level) in rows {
        names.insert(id, format!("{section} ({level})"));
    }
    Ok(names)
}

/// Every action the log holds, each once.
pub fn actions(conn: &mut Conn) -> Result<Vec<String>, StoreError> {
    Ok(audit_log::table.select(audit_log::action).distinct().order(audit_log::action).load(conn)?)
}
