//! Private calendar subscription links. Each student or teacher account has at most one: a
//! long random token that serves the account's lessons and the school's no-school days, and
//! nothing else. Making a new one replaces the row, so the old token ends at once.

use diesel::prelude::*;
use lyceum_domain::Role;

use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::calendar_feeds;
use crate::values::now;

/// 244 random bits as 64 hexadecimal characters: two version-4 UUIDs, whose bits come from the
/// operating system's generator.
fn new_token() -> String {
    format!("{}{}", uuid::Uuid::new_v4().simple(), uuid::Uuid::new_v4().simple())
}

/// The account's current token, if it has made a link.
pub fn token_of(conn: &mut Conn, account_id: &str) -> Result<Option<String>, StoreError> {
    Ok(calendar_feeds::table.find(account_id).select(calendar_feeds::token).first::<String>(conn).optional()?)
}

/// A new token for the account, ending the one it had.
pub fn renew(conn: &mut Conn, account_id: &str, role: Role) -> Result<String, StoreError> {
    let token = new_token();
    transaction(conn, |conn| {
        diesel::delete(calendar_feeds::table.find(account_id)).execute(conn)?;
        diesel::insert_into(calendar_feeds::table)
            .values((
                calendar_feeds::account_id.eq(account_id),
                calendar_feeds::role.eq(role.as_str()),
                calendar_feeds::token.eq(&token),
                calendar_feeds::created_at.eq(now()),
            ))
            .execute(conn)
    })?;
    Ok(token)
}

/// The account a token belongs to, with its role; `None` for an unknown or ended token.
pub fn owner_of(conn: &mut Conn, token: &str) -> Result<Option<(String, Role)>, StoreError> {
    let row: Option<(String, String)> = calendar_feeds::table
        .filter(calendar_feeds::token.eq(token))
        .select((calendar_feeds::account_id, calendar_feeds::role))
        .first(conn)
        .optional()?;
    Ok(row.and_then(|(account, role)| Role::parse(&role).map(|role| (account, role))))
}
