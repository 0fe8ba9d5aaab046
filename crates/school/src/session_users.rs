//! Whose a session is, as the browser is told: the session's key (a random token in the cookie,
//! stored only as its hash) and the signed-in account's object in the shape of its role.

use lyceum_domain::Role;
use lyceum_persistence::{admins, guardians, students, teachers, Conn, StoreError};
use serde::Serialize;
use sha2::{Digest, Sha256};
use ts_rs::TS;

use crate::views::UserView;
use crate::Refusal;

/// A new random token (256 bits, hex) for a cookie.
pub fn new_token() -> Result<String, StoreError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|error| StoreError::Setup(format!("no randomness: {error}")))?;
    Ok(hex(&bytes))
}

/// The stored form of a token: the database never holds a usable cookie.
pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut text = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        text.push(char::from(DIGITS[usize::from(b >> 4)]));
        text.push(char::from(DIGITS[usize::from(b & 0x0f)]));
    }
    text
}

/// The signed-in account `id` of `role`, in the shape of its role; refused (sign in again) when
/// the account is gone.
pub fn user_of(conn: &mut Conn, role: Role, id: &str) -> Result<UserView, Refusal> {
    let gone = || Refusal::NotSignedIn("Your account no longer exists.".into());
    Ok(match role {
        Role::Admin | Role::Cashier => UserView::Admin(admins::find(conn, id)?.ok_or_else(gone)?.into()),
        Role::Teacher => UserView::Teacher(Box::new(teachers::find_profile(conn, id)?.ok_or_else(gone)?.into())),
        Role::Student => UserView::Student(Box::new(students::find(conn, id)?.ok_or_else(gone)?.into())),
        Role::Guardian => UserView::Guardian(Box::new(guardians::find(conn, id)?.ok_or_else(gone)?.into())),
    })
}

/// Who is signed in (`GET /api/session`, and a sign-in finished with its second step).
#[derive(Debug, Serialize, TS)]
pub struct SessionView {
    pub role: Role,
    pub user: UserView,
    /// The new recovery codes, shown once, when the sign-in set its second step up.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub recovery_codes: Option<Vec<String>>,
}

impl SessionView {
    /// The session of the account `id` of `role`.
    pub fn of(conn: &mut Conn, role: Role, id: &str) -> Result<SessionView, Refusal> {
        Ok(SessionView { role, user: user_of(conn, role, id)?, recovery_codes: None })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_stored_only_as_hashes() {
        let a = new_token().unwrap();
        let b = new_token().unwrap();
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert_ne!(hash_token(&a), a);
        assert_eq!(hash_token(&a), hash_token(&a));
        assert_eq!(hex(&[0x00, 0x9f, 0xa5, 0xff]), "009fa5ff");
    }
}
