//! What the guardian routes share: the one check of a guardian's access to a child (the
//! guardian–student link), and the answers to a refused guardian write.

use lyceum_domain::Role;
use lyceum_persistence::attendance::reports::summary;
use lyceum_persistence::guardians::{self, write::GuardianWriteError};
use lyceum_persistence::Conn;

use crate::auth::caller::CurrentSession;
use crate::error::ApiError;

/// What a guardian asking for a child not linked to them is told.
const NOT_LINKED: &str = "This student is not linked to your account.";

/// What a guardian asking for an id that names no student is told.
pub(crate) const NO_STUDENT: &str = "This student does not exist.";

/// For a guardian, 404 when `student_id` names no student and 403 when it names one who is not
/// their child; nothing for other roles, whose access each route checks its own way. Every
/// guardian read of a child passes here.
pub(crate) fn check_linked(conn: &mut Conn, session: &CurrentSession, student_id: &str) -> Result<(), ApiError> {
    if session.role != Role::Guardian || guardians::is_linked(conn, &session.user_id, student_id)? {
        return Ok(());
    }
    Err(not_linked(conn, student_id)?)
}

/// The refusal of a guardian asking for `student_id`, who is not their child: 403
/// [`NOT_LINKED`] for a student of the school, 404 [`NO_STUDENT`] for an id that names none.
/// Read only when refusing.
pub(crate) fn not_linked(conn: &mut Conn, student_id: &str) -> Result<ApiError, ApiError> {
    Ok(match summary::student(conn, student_id)? {
        Some(_) => ApiError::Forbidden(NOT_LINKED.into()),
        None => ApiError::NotFound(NO_STUDENT.into()),
    })
}

/// A refused guardian write as the API answers it.
pub(crate) fn guardian_error(error: GuardianWriteError) -> ApiError {
    lyceum_school::Refusal::from(error).into()
}
