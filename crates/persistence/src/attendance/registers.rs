//! Registers taken: which of a set of lessons and sections have their register of a day, when,
//! by whom, and how many of the section's current students were present, late, absent and
//! excused.

use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::attendance::{Code, Counts, RegisterKind};
use lyceum_domain::Role;

use crate::attendance::places::Place;
use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{admins, register_marks, registers, students, teachers};
use crate::timetable::full_name;

/// A register that was taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Taken {
    /// The register's id.
    pub id: String,
    /// When it was first taken (UTC).
    pub taken_at: NaiveDateTime,
    /// Who took it, as people read it; none when that account is gone.
    pub taken_by: Option<String>,
    /// How its section's current students were marked.
    pub counts: Counts,
}

/// What a row of `registers` is read as: id, section, schedule entry, taken at, by role and id.
type RegisterRow = (String, String, Option<String>, NaiveDateTime, String, String);

/// The registers of `places` on `day`, in the order of `places`: each taken, or not (`None`).
pub fn taken_on(conn: &mut Conn, places: &[Place], day: NaiveDate) -> Result<Vec<Option<Taken>>, StoreError> {
    let lessons: Vec<String> = places.iter().filter_map(|place| place.schedule_id().map(str::to_owned)).collect();
    let sections: Vec<String> =
        places.iter().filter(|place| place.lesson.is_none()).map(|place| place.section.id.clone()).collect();
    // Lessons by their own index, daily registers by theirs: one query with `OR` between the two
    // reads every register of the day (thousands in a large school) to pick a few.
    let columns = (
        registers::id,
        registers::section_id,
        registers::schedule_id,
        registers::taken_at,
        registers::taken_by_role,
        registers::taken_by_id,
    );
    // One probe per lesson and per section, each a statement kept prepared (an `IN (...)` list
    // is prepared again on every request).
    let mut rows: Vec<RegisterRow> = Vec::new();
    for lesson in &lessons {
        let query =
            registers::table.filter(registers::schedule_id.eq(lesson)).filter(registers::day.eq(day)).select(columns);
        rows.extend(on_backend!(conn, |c| query.load::<RegisterRow>(c))?);
    }
    for section in &sections {
        let query = registers::table
            .filter(registers::section_id.eq(section))
            .filter(registers::day.eq(day))
            .filter(registers::kind.eq(RegisterKind::Daily.as_str()))
            .select(columns);
        rows.extend(on_backend!(conn, |c| query.load::<RegisterRow>(c))?);
    }
    let of_sections: Vec<(String, String)> = rows.iter().map(|row| (row.0.clone(), row.1.clone())).collect();
    let mut counts = counts_of(conn, &of_sections)?;
    let takers: Vec<(String, String)> = rows.iter().map(|row| (row.4.clone(), row.5.clone())).collect();
    let names = names_of(conn, &takers)?;
    Ok(places
        .iter()
        .map(|place| {
            let row = rows.iter().find(|row| match place.schedule_id() {
                Some(lesson) => row.2.as_deref() == Some(lesson),
                None => row.2.is_none() && row.1 == place.section.id,
            })?;
            Some(Taken {
                id: row.0.clone(),
                taken_at: row.3,
                taken_by: names.get(&row.5).cloned(),
                counts: counts.remove(&row.0).unwrap_or_default(),
            })
        })
        .collect())
}

/// The counts of each register (id, section) over its section's current students: a student
/// who has left the section since is not counted, one who joined counts as present.
fn counts_of(conn: &mut Conn, of_sections: &[(String, String)]) -> Result<HashMap<String, Counts>, StoreError> {
    if of_sections.is_empty() {
        return Ok(HashMap::new());
    }
    // A statement kept prepared per section and per register, as in `taken_on`.
    let mut placed: HashMap<String, String> = HashMap::new();
    let mut marks: Vec<(String, String, String)> = Vec::new();
    let mut sections_read: Vec<&str> = Vec::new();
    for (register, section) in of_sections {
        if !sections_read.contains(&section.as_str()) {
            sections_read.push(section);
            let query = students::table.filter(students::section_id.eq(section)).select(students::id);
            let ids: Vec<String> = on_backend!(conn, |c| query.load(c))?;
            placed.extend(ids.into_iter().map(|id| (id, section.clone())));
        }
        let query = register_marks::table.filter(register_marks::register_id.eq(register)).select((
            register_marks::register_id,
            register_marks::student_id,
            register_marks::code,
        ));
        marks.extend(on_backend!(conn, |c| query.load::<(String, String, String)>(c))?);
    }
    Ok(of_sections
        .iter()
        .map(|(register, section)| {
            let students = placed.values().filter(|of| *of == section).count();
            let codes = marks
                .iter()
                .filter(|(of, student, _)| of == register && placed.get(student) == Some(section))
                .filter_map(|(_, _, code)| Code::parse(code));
            (register.clone(), Counts::of(students, codes))
        })
        .collect())
}

/// The name to show for each account that took a register or recorded an excuse (role, id):
/// a teacher's first and last name, "Administrator" for an administrator. Accounts since
/// deleted are left out.
pub(crate) fn names_of(conn: &mut Conn, accounts: &[(String, String)]) -> Result<HashMap<String, String>, StoreError> {
    if accounts.is_empty() {
        return Ok(HashMap::new());
    }
    // One probe of a kept statement per account (a handful: who took the day's registers).
    let mut names: HashMap<String, String> = HashMap::new();
    for (role, id) in accounts {
        if !names.contains_key(id) {
            if let Some(name) = name_of(conn, role, id)? {
                names.insert(id.clone(), name);
            }
        }
    }
    Ok(names)
}

/// The name of the one account `id` of `role` (as stored) as registers show who took them:
/// a teacher's name, "Administrator" for an administrator; none when the account is gone.
pub(crate) fn name_of(conn: &mut Conn, role: &str, id: &str) -> Result<Option<String>, StoreError> {
    if role == Role::Admin.as_str() {
        let query = admins::table.find(id).select(admins::id);
        let found: Option<String> = on_backend!(conn, |c| query.first(c).optional())?;
        return Ok(found.map(|_| "Administrator".to_owned()));
    }
    if role != Role::Teacher.as_str() {
        return Ok(None);
    }
    let query = teachers::table.find(id).select((teachers::first_name, teachers::last_name));
    let found: Option<(String, String)> = on_backend!(conn, |c| query.first(c).optional())?;
    Ok(found.map(|(first, last)| full_name(Some(&first), Some(&last))))
}
