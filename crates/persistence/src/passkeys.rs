//! Passkeys: each account's WebAuthn credentials (the public key and counter as the WebAuthn
//! library keeps them, JSON), and the ceremonies under way. The ceremonies themselves are checked
//! by `lyceum_school::passkeys`.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{passkey_ceremonies, passkeys};

/// A passkey of an account.
#[derive(Debug, Clone, Queryable, Insertable)]
#[diesel(table_name = passkeys)]
pub struct StoredPasskey {
    /// Its id, as its owner's list names it.
    pub id: String,
    /// The account's role's stored name.
    pub role: String,
    /// The account's id.
    pub user_id: String,
    /// The credential's id, base64url, as the browser names it.
    pub credential_id: String,
    /// What its owner calls it ('Phone', 'Laptop').
    pub name: String,
    /// The credential as the WebAuthn library keeps it (JSON).
    pub credential: String,
    /// When it was added.
    pub created_at: NaiveDateTime,
    /// When it last signed in.
    pub last_used_at: Option<NaiveDateTime>,
}

/// The account's passkeys, oldest first.
pub fn of_user(conn: &mut Conn, user_id: &str) -> Result<Vec<StoredPasskey>, StoreError> {
    Ok(passkeys::table
        .filter(passkeys::user_id.eq(user_id))
        .order((passkeys::created_at.asc(), passkeys::id.asc()))
        .load(conn)?)
}

/// Whether the account has a passkey.
pub fn has_any(conn: &mut Conn, user_id: &str) -> Result<bool, StoreError> {
    Ok(diesel::select(diesel::dsl::exists(passkeys::table.filter(passkeys::user_id.eq(user_id)))).get_result(conn)?)
}

/// Of `user_ids`, those with a passkey.
pub fn holders_among(conn: &mut Conn, user_ids: &[String]) -> Result<Vec<String>, StoreError> {
    let mut found = Vec::new();
    for chunk in user_ids.chunks(500) {
        let ids: Vec<String> =
            passkeys::table.filter(passkeys::user_id.eq_any(chunk)).select(passkeys::user_id).distinct().load(conn)?;
        found.extend(ids);
    }
    Ok(found)
}

/// The passkey whose credential id is `credential_id`.
pub fn by_credential(conn: &mut Conn, credential_id: &str) -> Result<Option<StoredPasskey>, StoreError> {
    Ok(passkeys::table.filter(passkeys::credential_id.eq(credential_id)).load(conn)?.pop())
}

/// Stores a new passkey.
pub fn add(conn: &mut Conn, passkey: &StoredPasskey) -> Result<(), StoreError> {
    diesel::insert_into(passkeys::table).values(passkey).execute(conn)?;
    Ok(())
}

/// Renames the account's passkey `id`; answers whether it had one.
pub fn rename(conn: &mut Conn, user_id: &str, id: &str, name: &str) -> Result<bool, StoreError> {
    let renamed = diesel::update(passkeys::table.find(id).filter(passkeys::user_id.eq(user_id)))
        .set(passkeys::name.eq(name))
        .execute(conn)?;
    Ok(renamed == 1)
}

/// Keeps what a sign-in changed of the passkey `id` (its counter) and when it was used.
pub fn used(conn: &mut Conn, id: &str, credential: Option<&str>, at: NaiveDateTime) -> Result<(), StoreError> {
    let target = passkeys::table.find(id);
    match credential {
        Some(credential) => diesel::update(target)
            .set((passkeys::credential.eq(credential), passkeys::last_used_at.eq(at)))
            .execute(conn)?,
        None => diesel::update(target).set(passkeys::last_used_at.eq(at)).execute(conn)?,
    };
    Ok(())
}

/// Removes the account's passkey `id`; answers it, if the account had it.
pub fn remove(conn: &mut Conn, user_id: &str, id: &str) -> Result<Option<StoredPasskey>, StoreError> {
    let Some(passkey) = passkeys::table.find(id).filter(passkeys::user_id.eq(user_id)).load(conn)?.pop() else {
        return Ok(None);
    };
    diesel::delete(passkeys::table.find(id)).execute(conn)?;
    Ok(Some(passkey))
}

/// Removes every passkey of the accounts `user_ids` (a reset, or accounts being deleted) and
/// their ceremonies under way, a few statements per 500 accounts; answers how many passkeys went.
pub fn remove_all_of(conn: &mut Conn, user_ids: &[String]) -> Result<usize, StoreError> {
    let mut removed = 0;
    for chunk in user_ids.chunks(500) {
        removed += diesel::delete(passkeys::table.filter(passkeys::user_id.eq_any(chunk))).execute(conn)?;
        diesel::delete(passkey_ceremonies::table.filter(passkey_ceremonies::user_id.eq_any(chunk))).execute(conn)?;
    }
    Ok(removed)
}

/// A passkey ceremony under way.
#[derive(Debug, Clone, Queryable, Insertable)]
#[diesel(table_name = passkey_ceremonies)]
pub struct Ceremony {
    /// SHA-256 of the token the browser holds, hex.
    pub token_hash: String,
    /// Adding a passkey: the account's role; signing in: the role (or area) signing in.
    pub role: String,
    /// Adding a passkey, or the second step of a sign-in: the account; a sign-in with a passkey
    /// alone: `None` until the passkey says whose it is.
    pub user_id: Option<String>,
    /// The library's state of the ceremony (JSON).
    pub state: String,
    /// When it began.
    pub created_at: NaiveDateTime,
    /// When the browser's answer stops being taken.
    pub expires_at: NaiveDateTime,
}

/// Stores a ceremony, forgetting the expired ones.
pub fn open(conn: &mut Conn, ceremony: &Ceremony) -> Result<(), StoreError> {
    diesel::delete(passkey_ceremonies::table.filter(passkey_ceremonies::expires_at.le(ceremony.created_at)))
        .execute(conn)?;
    diesel::delete(passkey_ceremonies::table.find(&ceremony.token_hash)).execute(conn)?;
    diesel::insert_into(passkey_ceremonies::table).values(ceremony).execute(conn)?;
    Ok(())
}

/// Takes the ceremony with this token hash, if it has not expired by `now`: it is gone after,
/// so of two requests with one ceremony only one finds it.
pub fn take(conn: &mut Conn, token_hash: &str, now: NaiveDateTime) -> Result<Option<Ceremony>, StoreError> {
    let Some(ceremony) = passkey_ceremonies::table.find(token_hash).load::<Ceremony>(conn)?.pop() else {
        return Ok(None);
    };
    let taken = diesel::delete(passkey_ceremonies::table.find(token_hash)).execute(conn)? == 1;
    Ok(Some(ceremony).filter(|c| taken && c.expires_at > now))
}
