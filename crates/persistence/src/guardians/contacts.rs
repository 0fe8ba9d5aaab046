//! Who a guardian and a teacher may message: a guardian writes to the adviser and the subject
//! teachers of their children's sections, and those teachers to the guardians of their
//! students. Read from the links and the sections as they are now, on every call, so an unlink
//! or a student moved takes effect at once.

use std::collections::HashMap;

use diesel::dsl::{exists, select};
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::like::{like_pattern, lower};
use crate::people::Person;
use crate::schema::{guardian_students, guardians, sections, students, subjects, teachers};

/// A guardian of some of a teacher's students: the guardian, and those students (by last then
/// first name).
#[derive(Debug, Clone)]
pub struct GuardianContact {
    /// The guardian.
    pub guardian: Person,
    /// The teacher's students this guardian is linked to.
    pub children: Vec<Person>,
}

/// Which of a teacher's students' guardians to read.
#[derive(Debug, Clone, Copy)]
pub enum Wanted<'a> {
    /// Those whose first name, last name or email holds every word, at most `limit` of them.
    Search(&'a str, i64),
    /// Those among these ids.
    Among(&'a [String]),
}

/// The sections of the guardian's children (children without a section have none).
fn sections_of_children(conn: &mut Conn, guardian_id: &str) -> Result<Vec<String>, StoreError> {
    let mut found: Vec<String> = guardian_students::table
        .inner_join(students::table)
        .filter(guardian_students::guardian_id.eq(guardian_id))
        .select(students::section_id)
        .load::<Option<String>>(conn)?
        .into_iter()
        .flatten()
        .collect();
    found.sort();
    found.dedup();
    Ok(found)
}

/// The sections a teacher advises or teaches a subject in.
fn sections_of_teacher(conn: &mut Conn, teacher_id: &str) -> Result<Vec<String>, StoreError> {
    let mut found: Vec<String> =
        sections::table.filter(sections::adviser_id.eq(teacher_id)).select(sections::id).load(conn)?;
    found.extend(
        subjects::table
            .filter(subjects::teacher_id.eq(teacher_id))
            .select(subjects::section_id)
            .load::<String>(conn)?,
    );
    found.sort();
    found.dedup();
    Ok(found)
}

/// The teachers of the guardian's children: the advisers and subject teachers of their
/// sections, by id.
pub fn teachers_of_children(conn: &mut Conn, guardian_id: &str) -> Result<Vec<String>, StoreError> {
    let places = sections_of_children(conn, guardian_id)?;
    if places.is_empty() {
        return Ok(Vec::new());
    }
    let mut found: Vec<String> = sections::table
        .filter(sections::id.eq_any(&places))
        .select(sections::adviser_id)
        .load::<Option<String>>(conn)?
        .into_iter()
        .flatten()
        .collect();
    found.extend(
        subjects::table
            .filter(subjects::section_id.eq_any(&places))
            .select(subjects::teacher_id)
            .load::<Option<String>>(conn)?
            .into_iter()
            .flatten(),
    );
    found.sort();
    found.dedup();
    Ok(found)
}

/// True when `teacher_id` advises or teaches a subject in the section of one of the guardian's
/// children: the one check behind every message between a guardian and a teacher.
pub fn teaches_a_child_of(conn: &mut Conn, guardian_id: &str, teacher_id: &str) -> Result<bool, StoreError> {
    let places = sections_of_children(conn, guardian_id)?;
    if places.is_empty() {
        return Ok(false);
    }
    let advises = select(exists(
        sections::table.filter(sections::id.eq_any(&places)).filter(sections::adviser_id.eq(teacher_id)),
    ))
    .get_result::<bool>(conn)?;
    if advises {
        return Ok(true);
    }
    Ok(select(exists(
        subjects::table.filter(subjects::section_id.eq_any(&places)).filter(subjects::teacher_id.eq(teacher_id)),
    ))
    .get_result::<bool>(conn)?)
}

/// The teachers of the guardian's children whose first name, last name or email holds every
/// word of `search`, by last then first name, at most `limit`.
pub fn search_teachers_of_children(
    conn: &mut Conn,
    guardian_id: &str,
    search: &str,
    limit: i64,
) -> Result<Vec<Person>, StoreError> {
    let ids = teachers_of_children(conn, guardian_id)?;
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut query = teachers::table.filter(teachers::id.eq_any(ids)).into_boxed();
    for word in search.split_whitespace().map(like_pattern) {
        query = query.filter(
            lower(teachers::first_name)
                .like(word.clone())
                .escape('\\')
                .or(lower(teachers::last_name).like(word.clone()).escape('\\'))
                .or(lower(teachers::email).like(word).escape('\\')),
        );
    }
    Ok(query
        .order((teachers::last_name, teachers::first_name, teachers::id))
        .limit(limit)
        .select((teachers::id, teachers::first_name, teachers::middle_name, teachers::last_name, teachers::image))
        .load(conn)?)
}

/// A guardian and one linked student, as one row of [`guardians_of_pupils`].
type ContactRow = (Person, Person);

/// The guardians of the students in the sections the teacher advises or teaches, each with
/// those students, by the guardian's last then first name; `wanted` says which.
pub fn guardians_of_pupils(
    conn: &mut Conn,
    teacher_id: &str,
    wanted: Wanted<'_>,
) -> Result<Vec<GuardianContact>, StoreError> {
    let places = sections_of_teacher(conn, teacher_id)?;
    if places.is_empty() {
        return Ok(Vec::new());
    }
    let mut query = guardian_students::table
        .inner_join(guardians::table)
        .inner_join(students::table)
        .filter(students::section_id.eq_any(places))
        .into_boxed();
    let mut limit = None;
    match wanted {
        Wanted::Search(search, most) => {
            for word in search.split_whitespace().map(like_pattern) {
                query = query.filter(
                    lower(guardians::first_name)
                        .like(word.clone())
                        .escape('\\')
                        .or(lower(guardians::last_name).like(word.clone()).escape('\\'))
                        .or(guardians::email.like(word).escape('\\')),
                );
            }
            limit = Some(usize::try_from(most).unwrap_or(0));
        }
        Wanted::Among(ids) => query = query.filter(guardians::id.eq_any(ids)),
    }
    let rows: Vec<ContactRow> = query
        .order((
            guardians::last_name,
            guardians::first_name,
            guardians::id,
            students::last_name,
            students::first_name,
            students::id,
        ))
        .select((
            (guardians::id, guardians::first_name, guardians::middle_name, guardians::last_name, guardians::image),
            (students::id, students::first_name, students::middle_name, students::last_name, students::image),
        ))
        .load(conn)?;
    let mut contacts: Vec<GuardianContact> = Vec::new();
    let mut at: HashMap<String, usize> = HashMap::new();
    for (guardian, child) in rows {
        match at.get(&guardian.id) {
            Some(&i) => contacts[i].children.push(child),
            None => {
                if limit.is_some_and(|limit| contacts.len() >= limit) {
                    continue;
                }
                at.insert(guardian.id.clone(), contacts.len());
                contacts.push(GuardianContact { guardian, children: vec![child] });
            }
        }
    }
    Ok(contacts)
}
