//! Accounts: administrators made by another administrator, by `lyceum create-admin` or by the
//! server itself on a database that has none, and removed; any account changed or deleted; a
//! password reset by an administrator or changed by its owner. Each with its audit entry, in the
//! same transaction.

use lyceum_domain::{Email, Role};
use lyceum_persistence::admins::{self, Admin, RemovalError};
use lyceum_persistence::{audit_names, credentials, sessions, Conn, DieselError, StoreError};

use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// The kind of record the audit log says an administrator is.
pub const ADMIN: &str = "admin";

/// Makes the staff account `email` of `role` (an administrator or a cashier) with the password
/// whose hash is `password_hash`, and logs who made it, in one transaction.
/// `StoreError::Duplicate` when any account uses the email.
pub fn create_staff(
    conn: &mut Conn,
    actor: &Actor,
    role: Role,
    email: &Email,
    password_hash: &str,
    must_change_password: bool,
) -> Result<Admin, StoreError> {
    audited(conn, |conn| {
        let admin = admins::create_staff(conn, role, email.as_str(), password_hash, must_change_password)?;
        let what = if role == Role::Cashier { "cashier created" } else { "admin created" };
        let entry = Entry::by(actor.clone(), what).on(ADMIN, admin.id.clone()).detail(admin.email.clone());
        Ok((admin, vec![entry]))
    })
}

/// Makes an account of `kind` (`student`, `teacher`) with `create` and logs who made it, with
/// the new account's id and email (`named` of what `create` answered), in one transaction.
pub fn create_account<T, E>(
    conn: &mut Conn,
    actor: &Actor,
    kind: &str,
    create: impl FnOnce(&mut Conn) -> Result<T, E>,
    named: impl Fn(&T) -> (&str, &str),
) -> Result<T, E>
where
    E: From<DieselError> + From<StoreError>,
{
    audited(conn, |conn| {
        let made = create(conn)?;
        let (id, email) = named(&made);
        let entry = Entry::by(actor.clone(), "create").on(kind, id).detail(email);
        Ok((made, vec![entry]))
    })
}

/// Changes the account `id` of `kind` (`student`, `teacher`) in one transaction: reads it with
/// `find` (404 when it is gone), lets `change` write it, given what is stored, and logs the
/// update by `actor` with the account's email (`email_of` what `change` answered).
pub fn update_account<C, T, E>(
    conn: &mut Conn,
    actor: &Actor,
    (kind, id): (&str, &str),
    find: fn(&mut Conn, &str) -> Result<Option<C>, StoreError>,
    change: impl FnOnce(&mut Conn, &str, C) -> Result<T, E>,
    email_of: impl Fn(&T) -> &str,
) -> Result<T, E>
where
    E: From<DieselError> + From<StoreError> + From<Refusal>,
{
    audited(conn, |conn| {
        let current = find(conn, id)?.ok_or_else(|| Refusal::NotFound(format!("This {kind} no longer exists.")))?;
        let changed = change(conn, id, current)?;
        let entry = Entry::by(actor.clone(), "update").on(kind, id).detail(email_of(&changed));
        Ok((changed, vec![entry]))
    })
}

/// What deleting accounts leaves to the caller: the sessions that ended (their sockets close)
/// and the stored photos no longer used (they leave the disk).
#[derive(Debug)]
pub struct Deleted {
    /// The ended sessions' token hashes.
    pub ended: Vec<String>,
    /// The released uploads' stored paths.
    pub released: Vec<String>,
}

/// Deletes the accounts `ids` of `kind` with `delete` (which answers the photos it released),
/// every one or none, and logs each deletion by `actor` with the account's name, in one
/// transaction. The accounts are named and their sessions read before they go, so the log keeps
/// who was deleted, not only an id, and every socket of theirs can close at once.
pub fn delete_accounts<E>(
    conn: &mut Conn,
    actor: &Actor,
    kind: &str,
    ids: &[String],
    delete: impl FnOnce(&mut Conn, &[String]) -> Result<Vec<String>, E>,
) -> Result<Deleted, E>
where
    E: From<DieselError> + From<StoreError>,
{
    audited(conn, |conn| {
        let mut names = audit_names::describe(conn, ids)?;
        let ended = sessions::of_accounts(conn, ids)?;
        crate::second_step::forget(conn, ids)?;
        let released = delete(conn, ids)?;
        let entries = ids
            .iter()
            .map(|id| {
                let entry = Entry::by(actor.clone(), "delete").on(kind, id.clone());
                match names.remove(id) {
                    Some(name) => entry.detail(name),
                    None => entry,
                }
            })
            .collect();
        Ok((Deleted { ended, released }, entries))
    })
}

/// Puts the account `id` of `role` back on the password whose hash is `password_hash` (it must
/// choose a new one at the next sign-in), logged with the person's name (for an administrator,
/// the email); answers the sessions that ended. `StoreError::NotFound` when there is no such
/// account.
pub fn reset_password(
    conn: &mut Conn,
    actor: &Actor,
    (role, id): (Role, &str),
    password_hash: &str,
) -> Result<(Vec<String>, Option<String>), StoreError> {
    audited(conn, |conn| {
        let name = match role {
            Role::Admin => admins::find(conn, id)?.map(|admin| admin.email),
            _ => audit_names::describe(conn, &[id.to_owned()])?.remove(id),
        };
        let ended = credentials::reset_password(conn, role, id, password_hash)?;
        let entry = Entry::by(actor.clone(), "password reset").on(role.as_str(), id);
        let entry = match &name {
            Some(name) => entry.detail(name.clone()),
            None => entry,
        };
        Ok(((ended, name), vec![entry]))
    })
}

/// Removes the administrator `id` (never the last one); answers its email and the sessions
/// that ended.
pub fn remove_admin(conn: &mut Conn, actor: &Actor, id: &str) -> Result<(String, Vec<String>), RemovalError> {
    audited(conn, |conn| {
        let (email, ended) = admins::delete(conn, id)?;
        crate::second_step::forget(conn, &[id.to_owned()])?;
        let entry = Entry::by(actor.clone(), "admin removed").on(ADMIN, id).detail(email.clone());
        Ok(((email, ended), vec![entry]))
    })
}

/// The account's owner sets a new password (hash `password_hash`), keeping the session
/// `kept_session`; answers the other sessions, which ended.
pub fn change_own_password(
    conn: &mut Conn,
    actor: &Actor,
    (role, id): (Role, &str),
    password_hash: &str,
    kept_session: &str,
) -> Result<Vec<String>, StoreError> {
    audited(conn, |conn| {
        let ended = credentials::set_own_password(conn, role, id, password_hash, kept_session)?;
        Ok((ended, vec![Entry::by(actor.clone(), "password change").on(role.as_str(), id)]))
    })
}
