//! What the guardian routes share: the check of a guardian's access to a child
//! (`lyceum_school::guardian_access`) and the answers to a refused guardian write.

use lyceum_persistence::guardians::write::GuardianWriteError;
pub(crate) use lyceum_school::guardian_access::check_linked;

use crate::error::ApiError;

/// A refused guardian write as the API answers it.
pub(crate) fn guardian_error(error: GuardianWriteError) -> ApiError {
    lyceum_school::Refusal::from(error).into()
}
