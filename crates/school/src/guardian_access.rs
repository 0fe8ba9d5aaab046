//! The one check of a guardian's access to a child (the guardian–student link): every guardian
//! read of a child passes here.

use lyceum_domain::{Id, Role};
use lyceum_persistence::attendance::reports::summary;
use lyceum_persistence::guardians::{self, Child};
use lyceum_persistence::Conn;

use crate::Refusal;

/// What a guardian asking for a child not linked to them is told.
const NOT_LINKED: &str = "This student is not linked to your account.";

/// What a guardian asking for an id that names no student is told.
pub const NO_STUDENT: &str = "This student does not exist.";

/// For a guardian, 404 when `student_id` names no student and 403 when it names one who is not
/// their child; nothing for other roles, whose access each route checks its own way.
pub fn check_linked(conn: &mut Conn, (role, user): (Role, &str), student_id: &str) -> Result<(), Refusal> {
    if role != Role::Guardian || guardians::is_linked(conn, user, student_id)? {
        return Ok(());
    }
    Err(not_linked(conn, student_id)?)
}

/// The refusal of a guardian asking for `student_id`, who is not their child: 403
/// [`NOT_LINKED`] for a student of the school, 404 [`NO_STUDENT`] for an id that names none.
/// Read only when refusing.
pub fn not_linked(conn: &mut Conn, student_id: &str) -> Result<Refusal, Refusal> {
    Ok(match summary::student(conn, student_id)? {
        Some(_) => Refusal::Forbidden(NOT_LINKED.into()),
        None => Refusal::NotFound(NO_STUDENT.into()),
    })
}

/// The student id of a path, or 404 when it cannot be one.
pub fn child_id(path: &str) -> Result<String, Refusal> {
    Id::parse(path).map(Id::into_string).ok_or_else(|| Refusal::NotFound(NO_STUDENT.into()))
}

/// The child `student_id` of the guardian `guardian_id`, with their placement: 403 for a
/// student not linked to them, 404 for an id that names no student. One statement by the
/// link's key; one more only when refusing.
pub fn linked_child(conn: &mut Conn, guardian_id: &str, student_id: &str) -> Result<Child, Refusal> {
    if let Some(child) = guardians::child(conn, guardian_id, student_id)? {
        return Ok(child);
    }
    Err(not_linked(conn, student_id)?)
}
