//! Who is calling: the session's role and account, and the sets of roles a route admits.
//! These are plain types; reading them from the request's cookie is `auth::session`'s work.

use std::marker::PhantomData;

use lyceum_domain::Role;

/// The caller's session, whatever its role, even while a password change is pending.
/// Only the session, logout and password routes take this; all others take [`Signed`].
#[derive(Debug, Clone)]
pub struct CurrentSession {
    /// Hash of the cookie's token (the session's key).
    pub token_hash: String,
    /// The signed-in role.
    pub role: Role,
    /// The signed-in account.
    pub user_id: String,
    /// True until the account sets its own password.
    pub must_change_password: bool,
}

/// The roles a route admits.
pub trait RoleSet {
    /// Admitted roles.
    const ROLES: &'static [Role];
}

/// Administrators only.
pub struct AdminOnly;
impl RoleSet for AdminOnly {
    const ROLES: &'static [Role] = &[Role::Admin];
}
/// The staff who keep the school's money: administrators and cashiers.
pub struct FeesStaff;
impl RoleSet for FeesStaff {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Cashier];
}
/// Who reads the fee settings: the fees staff, and students (whether they see their fees).
pub struct FeesReaders;
impl RoleSet for FeesReaders {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Cashier, Role::Student];
}
/// Staff who may sign in with a second step: administrators, cashiers and teachers.
pub struct Staff;
impl RoleSet for Staff {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Cashier, Role::Teacher];
}
/// Teachers only.
pub struct TeacherOnly;
impl RoleSet for TeacherOnly {
    const ROLES: &'static [Role] = &[Role::Teacher];
}
/// Students only.
pub struct StudentOnly;
impl RoleSet for StudentOnly {
    const ROLES: &'static [Role] = &[Role::Student];
}
/// Guardians only.
pub struct GuardianOnly;
impl RoleSet for GuardianOnly {
    const ROLES: &'static [Role] = &[Role::Guardian];
}
/// Administrators and teachers.
pub struct AdminOrTeacher;
impl RoleSet for AdminOrTeacher {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Teacher];
}
/// Administrators and students (a student may change their own photo).
pub struct AdminOrStudent;
impl RoleSet for AdminOrStudent {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Student];
}
/// Students and teachers: the people who message each other.
pub struct StudentOrTeacher;
impl RoleSet for StudentOrTeacher {
    const ROLES: &'static [Role] = &[Role::Student, Role::Teacher];
}
/// Students, teachers and guardians: the people who message each other and hold a live socket.
pub struct Correspondent;
impl RoleSet for Correspondent {
    const ROLES: &'static [Role] = &[Role::Student, Role::Teacher, Role::Guardian];
}
/// Anyone signed in to a portal of the school's life (news, calendar, notifications, uploads):
/// every role but the cashier, who sees only Fees.
pub struct AnyRole;
impl RoleSet for AnyRole {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Teacher, Role::Student, Role::Guardian];
}

/// Every role: an account's own sign-in (its passkeys).
pub struct Everyone;
impl RoleSet for Everyone {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Cashier, Role::Teacher, Role::Student, Role::Guardian];
}

/// A signed-in caller whose role is in `R` and who has set their own password.
/// 401 without a session, 403 for another role or while a password change is pending.
pub struct Signed<R: RoleSet> {
    /// The caller's session.
    pub session: CurrentSession,
    /// The client's address, for the audit log.
    pub address: Option<String>,
    _roles: PhantomData<R>,
}

impl<R: RoleSet> Signed<R> {
    /// The caller of `session`, calling from `address`; its role must already be one of `R`.
    pub(crate) fn new(session: CurrentSession, address: Option<String>) -> Self {
        Signed { session, address, _roles: PhantomData }
    }

    /// The signed-in account's id.
    pub fn user_id(&self) -> &str {
        &self.session.user_id
    }

    /// The signed-in role.
    pub fn role(&self) -> Role {
        self.session.role
    }
}
