//! How the guardian portal's calls about one child reach them: the id of the path, the
//! guardian–student link checked before anything is read, the audit of the read, and the
//! child's section's week.

use lyceum_persistence::guardians::Child;
pub(crate) use lyceum_school::guardian_access::{child_id, linked_child};

use crate::audit::Entry;
use crate::auth::caller::{GuardianOnly, Signed};
use crate::caches::timetables::{WeekKey, Weeks};
use crate::error::ApiError;
use crate::state::AppState;
use crate::weeks::weeks_of;

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
