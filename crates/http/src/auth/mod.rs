//! Who is calling: session cookies, role checks and password hashing.

pub mod cache;
pub mod passwords;
pub mod session;
pub mod throttle;

pub use session::{
    AdminOnly, AdminOrTeacher, AnyRole, CurrentSession, RoleSet, Signed, StudentOnly, StudentOrTeacher, TeacherOnly,
};
