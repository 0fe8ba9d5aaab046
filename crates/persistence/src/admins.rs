//! Staff accounts that sign in at `/admin`, administrators and cashiers: made from the command
//! line or the Administrators screen, listed, and removed (never the last administrator).

use chrono::NaiveDateTime;
use diesel::prelude::*;
use lyceum_domain::Role;

use crate::credentials::email_taken;
use crate::db::{transaction, Conn, DbConnection};
use crate::error::StoreError;
use crate::schema::{admins, sessions};
use crate::values::{new_id, now};

/// An administrator account, without its password hash.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = admins, check_for_backend(diesel::sqlite::Sqlite, diesel::pg::Pg))]
pub struct Admin {
    /// The account's id.
    pub id: String,
    /// Sign-in email.
    pub email: String,
    /// True while it still uses the password it was created with.
    pub must_change_password: bool,
    /// `admin` or `cashier`.
    pub staff_role: String,
}

/// How many administrators exist (cashiers not counted).
pub fn count(conn: &mut Conn) -> Result<i64, StoreError> {
    Ok(admins::table.filter(admins::staff_role.eq(Role::Admin.as_str())).count().get_result(conn)?)
}

/// Creates an administrator; `Duplicate` when the email is taken by any account.
pub fn create(
    conn: &mut Conn,
    email: &str,
    password_hash: &str,
    must_change_password: bool,
) -> Result<Admin, StoreError> {
    create_staff(conn, Role::Admin, email, password_hash, must_change_password)
}

/// Creates a staff account that signs in at `/admin`: an administrator or a cashier (`role`,
/// which must be one of the two); `Duplicate` when the email is taken by any account.
pub fn create_staff(
    conn: &mut Conn,
    role: Role,
    email: &str,
    password_hash: &str,
    must_change_password: bool,
) -> Result<Admin, StoreError> {
    debug_assert!(role.is_staff());
    transaction(conn, |conn| {
        if email_taken(conn, email)? {
            return Err(StoreError::Duplicate);
        }
        let id = new_id();
        diesel::insert_into(admins::table)
            .values((
                admins::id.eq(&id),
                admins::email.eq(email),
                admins::password_hash.eq(password_hash),
                admins::must_change_password.eq(must_change_password),
                admins::created_at.eq(now()),
                admins::staff_role.eq(role.as_str()),
            ))
            .execute(conn)?;
        Ok(Admin { id, email: email.to_owned(), must_change_password, staff_role: role.as_str().to_owned() })
    })
}

/// An administrator by id.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<Admin>, StoreError> {
    Ok(admins::table.find(id).select(Admin::as_select()).first(conn).optional()?)
}

/// An administrator as the Administrators screen lists it.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = admins, check_for_backend(diesel::sqlite::Sqlite, diesel::pg::Pg))]
pub struct AdminListing {
    /// The account's id.
    pub id: String,
    /// Sign-in email.
    pub email: String,
    /// True while it still uses a starting password someone else chose.
    pub must_change_password: bool,
    /// When the account was made (UTC).
    pub created_at: NaiveDateTime,
    /// `admin` or `cashier`.
    pub staff_role: String,
}

/// Every staff account (administrators and cashiers), oldest first.
pub fn list(conn: &mut Conn) -> Result<Vec<AdminListing>, StoreError> {
    Ok(admins::table
        .select(AdminListing::as_select())
        .order((admins::created_at.asc(), admins::email.asc()))
        .load(conn)?)
}

/// Why an administrator could not be removed.
#[derive(Debug, thiserror::Error)]
pub enum RemovalError {
    /// Removing them would leave the school with no administrator.
    #[error("the last administrator cannot be removed")]
    LastAdministrator,
    /// The storage failed, or no such administrator exists (`StoreError::NotFound`).
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for RemovalError {
    fn from(error: diesel::result::Error) -> Self {
        RemovalError::Store(error.into())
    }
}

/// Removes the administrator `id` with every session it had, in one transaction, unless it is
/// the last one. Answers its email and the token hashes of its ended sessions, so its browsers
/// can be told at once.
pub fn delete(conn: &mut Conn, id: &str) -> Result<(String, Vec<String>), RemovalError> {
    transaction(conn, |conn| {
        // On PostgreSQL the rows stay locked until the end, so two administrators removing each
        // other at the same moment cannot both succeed and leave none; SQLite's write lock,
        // taken when the transaction begins, already keeps them apart.
        let staff: Vec<(String, String)> = match &mut **conn {
            DbConnection::Postgresql(pg) => {
                admins::table.select((admins::id, admins::staff_role)).for_update().load(pg)?
            }
            DbConnection::Sqlite(sqlite) => admins::table.select((admins::id, admins::staff_role)).load(sqlite)?,
        };
        let Some((_, role)) = staff.iter().find(|(known, _)| known == id) else {
            return Err(StoreError::NotFound.into());
        };
        let administrators = staff.iter().filter(|(_, role)| role == Role::Admin.as_str()).count();
        if role == Role::Admin.as_str() && administrators <= 1 {
            return Err(RemovalError::LastAdministrator);
        }
        let email: String = admins::table.find(id).select(admins::email).first(conn)?;
        let theirs = sessions::table.filter(sessions::user_id.eq(id));
        let ended: Vec<String> = theirs.select(sessions::token_hash).load(conn)?;
        diesel::delete(theirs).execute(conn)?;
        diesel::delete(admins::table.find(id)).execute(conn)?;
        Ok((email, ended))
    })
}
