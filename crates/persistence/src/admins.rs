//! Administrator accounts.

use diesel::prelude::*;

use crate::credentials::email_taken;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::admins;
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
}

/// How many administrators exist.
pub fn count(conn: &mut Conn) -> Result<i64, StoreError> {
    Ok(admins::table.count().get_result(conn)?)
}

/// Creates an administrator; `Duplicate` when the email is taken by any account.
pub fn create(
    conn: &mut Conn,
    email: &str,
    password_hash: &str,
    must_change_password: bool,
) -> Result<Admin, StoreError> {
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
            ))
            .execute(conn)?;
        Ok(Admin { id, email: email.to_owned(), must_change_password })
    })
}

/// An administrator by id.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<Admin>, StoreError> {
    Ok(admins::table.find(id).select(Admin::as_select()).first(conn).optional()?)
}
