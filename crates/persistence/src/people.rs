//! Teachers, students and guardians as people to message: id, names and photo.

use diesel::dsl;
use diesel::prelude::*;
use lyceum_domain::Role;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{guardians, students, teachers};

/// Someone a user can message: id, names and photo.
#[derive(Debug, Clone, Queryable)]
pub struct Person {
    /// The account's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Stored photo path, if any.
    pub image: Option<String>,
}

/// Every teacher as a person to message, by last then first name.
pub fn all_teachers(conn: &mut Conn) -> Result<Vec<Person>, StoreError> {
    Ok(teachers::table.order((teachers::last_name, teachers::first_name)).select(teacher()).load(conn)?)
}

/// Every student as a person to message, by last then first name.
pub fn all_students(conn: &mut Conn) -> Result<Vec<Person>, StoreError> {
    Ok(students::table.order((students::last_name, students::first_name)).select(student()).load(conn)?)
}

/// The people among `ids` who hold accounts of `role` (teachers, students or guardians), in no
/// set order.
pub fn by_ids(conn: &mut Conn, role: Role, ids: &[String]) -> Result<Vec<Person>, StoreError> {
    Ok(match role {
        Role::Teacher => teachers::table.filter(teachers::id.eq_any(ids)).select(teacher()).load(conn)?,
        Role::Student => students::table.filter(students::id.eq_any(ids)).select(student()).load(conn)?,
        Role::Guardian => guardians::table.filter(guardians::id.eq_any(ids)).select(guardian()).load(conn)?,
        Role::Admin | Role::Cashier => Vec::new(),
    })
}

/// The columns of a teacher that make a [`Person`].
#[dsl::auto_type]
fn teacher() -> _ {
    (teachers::id, teachers::first_name, teachers::middle_name, teachers::last_name, teachers::image)
}

/// The columns of a student that make a [`Person`].
#[dsl::auto_type]
fn student() -> _ {
    (students::id, students::first_name, students::middle_name, students::last_name, students::image)
}

/// The columns of a guardian that make a [`Person`].
#[dsl::auto_type]
fn guardian() -> _ {
    (guardians::id, guardians::first_name, guardians::middle_name, guardians::last_name, guardians::image)
}
