//! Sign-in credentials of every role (administrators and cashiers share one table of staff): looking accounts up by email or id, and setting or
//! resetting their passwords. Sign-in looks an email up within one role only. Administrators',
//! teachers' and students' emails are unique across those three roles ([`email_taken`]); a
//! guardian's email is unique among guardians and may equal another role's (a teacher who is
//! also a parent keeps one address for both accounts).

use diesel::dsl;
use diesel::prelude::*;
use lyceum_domain::Role;

use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{admins, guardians, sessions, students, teachers};

/// What sign-in needs to know about an account.
#[derive(Debug, Clone, Queryable)]
pub struct Credentials {
    /// The account's id.
    pub id: String,
    /// The bcrypt hash of its password.
    pub password_hash: String,
    /// True while the account still uses the password it was created with.
    pub must_change_password: bool,
}

/// Looks up the credentials of a `role` account by its (normalised) email.
pub fn by_email(conn: &mut Conn, role: Role, email: &str) -> Result<Option<Credentials>, StoreError> {
    let found = match role {
        Role::Admin | Role::Cashier => admins::table
            .filter(admins::email.eq(email))
            .filter(admins::staff_role.eq(role.as_str()))
            .select(admin())
            .first(conn),
        Role::Teacher => teachers::table.filter(teachers::email.eq(email)).select(teacher()).first(conn),
        Role::Student => students::table.filter(students::email.eq(email)).select(student()).first(conn),
        Role::Guardian => guardians::table.filter(guardians::email.eq(email)).select(guardian()).first(conn),
    };
    Ok(found.optional()?)
}

/// The account that signs in with `email` at the login page of `role`, with the role its
/// session takes: the staff's page (`Role::Admin`) signs in administrators and cashiers alike,
/// each in their own role.
pub fn for_sign_in(conn: &mut Conn, role: Role, email: &str) -> Result<(Role, Option<Credentials>), StoreError> {
    let role = match role {
        Role::Admin => {
            let stored: Option<String> =
                admins::table.filter(admins::email.eq(email)).select(admins::staff_role).first(conn).optional()?;
            stored.as_deref().and_then(Role::parse).filter(|role| role.is_staff()).unwrap_or(Role::Admin)
        }
        other => other,
    };
    Ok((role, by_email(conn, role, email)?))
}

/// Looks up the credentials of a `role` account by id.
pub fn by_id(conn: &mut Conn, role: Role, id: &str) -> Result<Option<Credentials>, StoreError> {
    let found = match role {
        Role::Admin | Role::Cashier => {
            admins::table.find(id).filter(admins::staff_role.eq(role.as_str())).select(admin()).first(conn)
        }
        Role::Teacher => teachers::table.find(id).select(teacher()).first(conn),
        Role::Student => students::table.find(id).select(student()).first(conn),
        Role::Guardian => guardians::table.find(id).select(guardian()).first(conn),
    };
    Ok(found.optional()?)
}

/// The columns of an administrator that make [`Credentials`].
/// The sign-in email of the account `id` of `role`, if it exists.
pub fn email_by_id(conn: &mut Conn, role: Role, id: &str) -> Result<Option<String>, StoreError> {
    let found = match role {
        Role::Admin | Role::Cashier => {
            admins::table.find(id).filter(admins::staff_role.eq(role.as_str())).select(admins::email).first(conn)
        }
        Role::Teacher => teachers::table.find(id).select(teachers::email).first(conn),
        Role::Student => students::table.find(id).select(students::email).first(conn),
        Role::Guardian => guardians::table.find(id).select(guardians::email).first(conn),
    };
    Ok(found.optional()?)
}

#[dsl::auto_type]
fn admin() -> _ {
    (admins::id, admins::password_hash, admins::must_change_password)
}

/// The columns of a teacher that make [`Credentials`].
#[dsl::auto_type]
fn teacher() -> _ {
    (teachers::id, teachers::password_hash, teachers::must_change_password)
}

/// The columns of a student that make [`Credentials`].
#[dsl::auto_type]
fn student() -> _ {
    (students::id, students::password_hash, students::must_change_password)
}

/// The columns of a guardian that make [`Credentials`].
#[dsl::auto_type]
fn guardian() -> _ {
    (guardians::id, guardians::password_hash, guardians::must_change_password)
}

/// True when an administrator, teacher or student account already signs in with `email`.
pub fn email_taken(conn: &mut Conn, email: &str) -> Result<bool, StoreError> {
    use diesel::dsl::{exists, select};
    let taken = select(exists(admins::table.filter(admins::email.eq(email)))).get_result::<bool>(conn)?
        || select(exists(teachers::table.filter(teachers::email.eq(email)))).get_result::<bool>(conn)?
        || select(exists(students::table.filter(students::email.eq(email)))).get_result::<bool>(conn)?;
    Ok(taken)
}

/// Stores a password the user chose, lifts the must-change flag on the account and on the
/// session `kept` it was chosen in, and ends every other session of the account, all in one
/// transaction: whoever knew the old password is signed out everywhere else. Answers the
/// token hashes of the ended sessions, so their live sockets can be closed.
pub fn set_own_password(
    conn: &mut Conn,
    role: Role,
    id: &str,
    password_hash: &str,
    kept: &str,
) -> Result<Vec<String>, StoreError> {
    transaction(conn, |conn| {
        let updated = match role {
            Role::Admin | Role::Cashier => diesel::update(admins::table.find(id))
                .set((admins::password_hash.eq(password_hash), admins::must_change_password.eq(false)))
                .execute(conn)?,
            Role::Teacher => diesel::update(teachers::table.find(id))
                .set((teachers::password_hash.eq(password_hash), teachers::must_change_password.eq(false)))
                .execute(conn)?,
            Role::Student => diesel::update(students::table.find(id))
                .set((students::password_hash.eq(password_hash), students::must_change_password.eq(false)))
                .execute(conn)?,
            Role::Guardian => diesel::update(guardians::table.find(id))
                .set((guardians::password_hash.eq(password_hash), guardians::must_change_password.eq(false)))
                .execute(conn)?,
        };
        if updated == 0 {
            return Err(StoreError::NotFound);
        }
        let others = sessions::table.filter(sessions::user_id.eq(id)).filter(sessions::token_hash.ne(kept));
        let ended: Vec<String> = others.select(sessions::token_hash).load(conn)?;
        diesel::delete(others).execute(conn)?;
        diesel::update(sessions::table.find(kept)).set(sessions::must_change_password.eq(false)).execute(conn)?;
        Ok(ended)
    })
}

/// Puts an account back on a starting password an administrator chose to reset it to: stores
/// the hash, sets the must-change flag and ends every session of the account, in one
/// transaction. Answers the token hashes of the ended sessions, so their live sockets can be
/// closed; `NotFound` when no such account exists.
pub fn reset_password(conn: &mut Conn, role: Role, id: &str, password_hash: &str) -> Result<Vec<String>, StoreError> {
    conn.transaction(|conn| {
        let updated = match role {
            Role::Admin | Role::Cashier => diesel::update(admins::table.find(id))
                .set((admins::password_hash.eq(password_hash), admins::must_change_password.eq(true)))
                .execute(conn)?,
            Role::Teacher => diesel::update(teachers::table.find(id))
                .set((teachers::password_hash.eq(password_hash), teachers::must_change_password.eq(true)))
                .execute(conn)?,
            Role::Student => diesel::update(students::table.find(id))
                .set((students::password_hash.eq(password_hash), students::must_change_password.eq(true)))
                .execute(conn)?,
            Role::Guardian => diesel::update(guardians::table.find(id))
                .set((guardians::password_hash.eq(password_hash), guardians::must_change_password.eq(true)))
                .execute(conn)?,
        };
        if updated == 0 {
            return Err(StoreError::NotFound);
        }
        let all = sessions::table.filter(sessions::user_id.eq(id));
        let ended: Vec<String> = all.select(sessions::token_hash).load(conn)?;
        diesel::delete(all).execute(conn)?;
        Ok(ended)
    })
}

/// Replaces an account's hash by a new hash of the same password (made at the server's cost),
/// unless the password changed meanwhile: the update only applies while the hash is still `old`.
/// Nothing else about the account or its sessions changes.
pub fn rehash(conn: &mut Conn, role: Role, id: &str, old: &str, new: &str) -> Result<(), StoreError> {
    match role {
        Role::Admin | Role::Cashier => diesel::update(admins::table.find(id).filter(admins::password_hash.eq(old)))
            .set(admins::password_hash.eq(new))
            .execute(conn)?,
        Role::Teacher => diesel::update(teachers::table.find(id).filter(teachers::password_hash.eq(old)))
            .set(teachers::password_hash.eq(new))
            .execute(conn)?,
        Role::Student => diesel::update(students::table.find(id).filter(students::password_hash.eq(old)))
            .set(students::password_hash.eq(new))
            .execute(conn)?,
        Role::Guardian => diesel::update(guardians::table.find(id).filter(guardians::password_hash.eq(old)))
            .set(guardians::password_hash.eq(new))
            .execute(conn)?,
    };
    Ok(())
}
