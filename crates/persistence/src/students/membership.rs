//! Section membership: placing students in a section, moving them, and taking them out.
//! A student's category, level and section always change together.

use diesel::prelude::*;

use crate::db::{transaction, Conn};
use crate::learners::enrolments;
use crate::schema::students;
use crate::students::profile::{find, StudentProfile};
use crate::students::write::{section_placement, StudentWriteError};
use crate::values::now;

/// Places a student without a section in a section.
pub fn add_to_section(
    conn: &mut Conn,
    student_id: &str,
    section_id: &str,
) -> Result<StudentProfile, StudentWriteError> {
    transaction(conn, |conn| {
        let current: Option<String> = students::table
            .find(student_id)
            .select(students::section_id)
            .first(conn)
            .optional()?
            .ok_or(StudentWriteError::Missing)?;
        let place = section_placement(conn, section_id)?.ok_or(StudentWriteError::UnknownSection)?;
        if current.is_some() {
            return Err(StudentWriteError::AlreadyPlaced);
        }
        diesel::update(students::table.find(student_id)).set((&place, students::updated_at.eq(now()))).execute(conn)?;
        enrolments::follow(conn, &[student_id.to_owned()])?;
        find(conn, student_id)?.ok_or(StudentWriteError::Missing)
    })
}

/// Moves students into a section (its level and category with it), all or none: the year-end
/// promotion of a section, or a few students changing class. Answers how many were moved.
pub fn move_to_section(conn: &mut Conn, ids: &[String], section_id: &str) -> Result<usize, StudentWriteError> {
    transaction(conn, |conn| {
        let place = section_placement(conn, section_id)?.ok_or(StudentWriteError::UnknownSection)?;
        let mut unique = ids.to_vec();
        unique.sort();
        unique.dedup();
        let found: i64 = students::table.filter(students::id.eq_any(&unique)).count().get_result(conn)?;
        if usize::try_from(found).ok() != Some(unique.len()) {
            return Err(StudentWriteError::Missing);
        }
        diesel::update(students::table.filter(students::id.eq_any(&unique)))
            .set((&place, students::updated_at.eq(now())))
            .execute(conn)?;
        enrolments::follow(conn, &unique)?;
        Ok(unique.len())
    })
}

/// The ids of a section's students.
pub fn ids_in_section(conn: &mut Conn, section_id: &str) -> Result<Vec<String>, StudentWriteError> {
    if section_placement(conn, section_id)?.is_none() {
        return Err(StudentWriteError::UnknownSection);
    }
    Ok(students::table.filter(students::section_id.eq(section_id)).select(students::id).load(conn)?)
}

/// Takes a student out of their section, clearing category, level and section together.
pub fn remove_from_section(
    conn: &mut Conn,
    student_id: &str,
    section_id: &str,
) -> Result<StudentProfile, StudentWriteError> {
    transaction(conn, |conn| {
        let current: Option<String> = students::table
            .find(student_id)
            .select(students::section_id)
            .first(conn)
            .optional()?
            .ok_or(StudentWriteError::Missing)?;
        if section_placement(conn, section_id)?.is_none() {
            return Err(StudentWriteError::UnknownSection);
        }
        if current.as_deref() != Some(section_id) {
            return Err(StudentWriteError::NotInSection);
        }
        diesel::update(students::table.find(student_id))
            .set((
                students::category_id.eq(None::<String>),
                students::level_id.eq(None::<String>),
                students::section_id.eq(None::<String>),
                students::updated_at.eq(now()),
            ))
            .execute(conn)?;
        enrolments::follow(conn, &[student_id.to_owned()])?;
        find(conn, student_id)?.ok_or(StudentWriteError::Missing)
    })
}
