//! The audit log as handlers use it: [`AuditLog::record`] an [`Entry`] after each sign-in, change
//! and read of student records (the queue and its writer are `lyceum_school::audit_log`), the
//! signed-in caller being the entry's [`Actor`].

use crate::auth::caller::{RoleSet, Signed};
pub use lyceum_school::audit::{Actor, Entry};
pub use lyceum_school::audit_log::AuditLog;

impl<R: RoleSet> From<&Signed<R>> for Actor {
    /// The signed-in caller, calling from its address.
    fn from(caller: &Signed<R>) -> Actor {
        Actor::Account { role: caller.role(), id: caller.user_id().to_owned(), address: caller.address.clone() }
    }
}
