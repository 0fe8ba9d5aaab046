//! How the guardian portal's calls about one child reach them: the id of the path, the
//! guardian–student link checked before anything is read, the audit of the read, and the
//! child's section's week.

use lyceum_domain::Id;
use lyceum_persistence::guardians::{self, Child};
use lyceum_persistence::Conn;

use crate::audit::Entry;
use crate::auth::caller::{GuardianOnly, Signed};
use crate::caches::timetables::{WeekKey, Weeks};
use crate::error::ApiError;
use crate::routes::guardian_access::{not_linked, NO_STUDENT};
use crate::state::AppState;
use crate::weeks::weeks_of;

/// The student id of the path, or 404 when it cannot be one.
pub(crate) fn child_id(path: &str) -> Result<String, ApiError> {
    Id::parse(path).map(Id::into_string).ok_or_else(|| ApiError::NotFound(NO_STUDENT.into()))
}

/// The child `student_id` of the guardian `guardian_id`, with their placement: 403
/// `This student is not linked to your account.` for a student not linked to them, 404 for an
/// id that names no student. One statement by the link's key; one more only when refusing.
pub(crate) fn linked_child(conn: &mut Conn, guardian_id: &str, student_id: &str) -> Result<Child, ApiError> {
    if let Some(child) = guardians::child(conn, guardian_id, student_id)? {
        return Ok(child);
    }
    Err(not_linked(conn, student_id)?)
}

/// Logs the guardian's read of `what` of the child.
pub(crate) fn audit_read(state: &AppState, caller: &Signed<GuardianOnly>, child: &Child, what: &str) {
    let detail = format!("{what} of {} {}", child.first_name, child.last_name);
    state.audit.record(Entry::by(caller, "read").on("student", child.id.clone()).detail(detail));
}

/// The child's section's week, kept in memory like the students' own; none while unplaced.
pub(crate) async fn week_of(state: &AppState, child: &Child) -> Result<Option<std::sync::Arc<Weeks>>, ApiError> {
    match &child.section {
        Some((section_id, _)) => weeks_of(state, WeekKey::Section(section_id.clone())).await,
        None => Ok(None),
    }
}
