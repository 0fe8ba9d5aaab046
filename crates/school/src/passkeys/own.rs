//! An account's own passkeys: the list in its 'Passkeys' dialog, adding one (a ceremony the
//! browser finishes), naming and removing one. Each change is audited in its transaction.

use chrono::NaiveDateTime;
use lyceum_domain::{Role, ValidationError};
use lyceum_persistence::passkeys::{self, StoredPasskey};
use lyceum_persistence::{credentials, second_steps, values, Conn, StoreError};
use serde::Serialize;
use ts_rs::TS;
use webauthn_rs::prelude::{Passkey, RegisterPublicKeyCredential};

use super::ceremonies::{keep, options_json, take, PasskeyCeremonyView, State};
use super::relying_party::{handle_of, RelyingParty};
use crate::audit::{audited, Actor, Entry};
use crate::views::timestamp;
use crate::Refusal;

/// The kind of record the audit log says a passkey is.
pub const PASSKEY: &str = "passkey";
/// The longest name a passkey may have.
const NAME_MAX: usize = 60;

/// A passkey, as its owner sees it.
#[derive(Debug, Serialize, TS)]
pub struct PasskeyView {
    pub id: String,
    pub name: String,
    /// When it was added (RFC 3339, UTC).
    pub created_at: String,
    /// When it last signed in (RFC 3339, UTC), if ever.
    pub last_used_at: Option<String>,
}

impl From<StoredPasskey> for PasskeyView {
    fn from(stored: StoredPasskey) -> PasskeyView {
        PasskeyView {
            id: stored.id,
            name: stored.name,
            created_at: timestamp(stored.created_at),
            last_used_at: stored.last_used_at.map(timestamp),
        }
    }
}

/// An account's passkeys, oldest first.
#[derive(Debug, Serialize, TS)]
pub struct PasskeysView {
    pub passkeys: Vec<PasskeyView>,
}

/// The passkeys of `user_id`.
pub fn list(conn: &mut Conn, user_id: &str) -> Result<PasskeysView, StoreError> {
    Ok(PasskeysView { passkeys: passkeys::of_user(conn, user_id)?.into_iter().map(PasskeyView::from).collect() })
}

/// The library's form of a stored passkey; `None` for one it cannot read.
pub(super) fn credential_of(stored: &StoredPasskey) -> Option<Passkey> {
    serde_json::from_str(&stored.credential).ok()
}

/// The stored form of a credential's id: base64url, as the browser names it.
pub(super) fn credential_key(id: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(id)
}

/// The name as typed, trimmed, or refused beside its field.
fn named(name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    let refused = |message: &str| Refusal::Invalid(ValidationError::new("name", message).into());
    if name.is_empty() {
        return Err(refused("Give the passkey a name, such as the device it is on."));
    }
    if name.chars().count() > NAME_MAX || name.chars().any(char::is_control) {
        return Err(refused("Keep the name to 60 letters or fewer, on one line."));
    }
    Ok(name.to_owned())
}

/// The account `(role, user_id)` starts adding a passkey at `rp`: the options for the browser
/// (its passkeys already added are excluded, and the new one is kept on the device, so it can
/// later sign in without an email).
pub fn begin_adding(
    conn: &mut Conn,
    rp: &RelyingParty,
    (role, user_id): (Role, &str),
    now: NaiveDateTime,
) -> Result<PasskeyCeremonyView, Refusal> {
    let email = credentials::email_by_id(conn, role, user_id)?
        .ok_or_else(|| Refusal::NotSignedIn("Your account no longer exists.".into()))?;
    let existing: Vec<_> =
        passkeys::of_user(conn, user_id)?.iter().filter_map(credential_of).map(|p| p.cred_id().clone()).collect();
    let (creation, registration) =
        rp.0.start_passkey_registration(handle_of(user_id), &email, &email, Some(existing))
            .map_err(|_| Refusal::BadRequest("Passkeys cannot be added here. Try again later.".into()))?;
    let mut options = options_json(&creation.public_key)?;
    // A passkey kept on the device (a discoverable credential) signs in from the login page
    // alone; the library asks for one only as it checks nothing of it.
    let selection = &mut options["authenticatorSelection"];
    selection["residentKey"] = "required".into();
    selection["requireResidentKey"] = true.into();
    let ceremony = keep(conn, (role, Some(user_id)), &State::Adding(registration), None, now)?;
    Ok(PasskeyCeremonyView { ceremony, options })
}

/// What the browser answers when a passkey was made, with the name its owner gave it.
pub struct NewPasskey {
    pub ceremony: String,
    pub credential: serde_json::Value,
    pub name: String,
}

/// The account finishes adding a passkey: the browser's answer is checked against the
/// ceremony it began (which is then gone), and the passkey is kept under its name. Audited.
pub fn finish_adding(
    conn: &mut Conn,
    rp: &RelyingParty,
    actor: &Actor,
    (role, user_id): (Role, &str),
    new: NewPasskey,
    now: NaiveDateTime,
) -> Result<PasskeyView, Refusal> {
    let name = named(&new.name)?;
    let expired = || Refusal::BadRequest("Adding this passkey took too long. Try again.".into());
    let (ceremony, state) = take(conn, &new.ceremony, now)?.ok_or_else(expired)?;
    let State::Adding(registration) = state else { return Err(expired()) };
    if ceremony.user_id.as_deref() != Some(user_id) || ceremony.role != role.as_str() {
        return Err(expired());
    }
    let refused = || Refusal::BadRequest("That passkey could not be added. Try again.".into());
    let credential: RegisterPublicKeyCredential = serde_json::from_value(new.credential).map_err(|_| refused())?;
    let passkey = rp.0.finish_passkey_registration(&credential, &registration).map_err(|_| refused())?;
    let credential_id = credential_key(passkey.cred_id());
    audited(conn, |conn| {
        if passkeys::by_credential(conn, &credential_id)?.is_some() {
            return Err(Refusal::Conflict { message: "That passkey is added already.".into(), field: None });
        }
        let stored = StoredPasskey {
            id: values::new_id(),
            role: role.as_str().to_owned(),
            user_id: user_id.to_owned(),
            credential_id,
            name: name.clone(),
            credential: serde_json::to_string(&passkey).map_err(|error| StoreError::Setup(error.to_string()))?,
            created_at: now,
            last_used_at: None,
        };
        passkeys::add(conn, &stored)?;
        let entry = Entry::by(actor.clone(), "passkey added").on(PASSKEY, stored.id.clone()).detail(name);
        Ok((PasskeyView::from(stored), vec![entry]))
    })
}

/// A passkey's id as a call names it: one that cannot be an id is not found, without asking.
fn passkey_id(id: &str) -> Result<&str, Refusal> {
    uuid::Uuid::parse_str(id).map(|_| id).map_err(|_| not_found())
}

fn not_found() -> Refusal {
    Refusal::NotFound("That passkey is not yours, or is gone.".into())
}

/// The account renames its passkey `id`. Audited.
pub fn rename(conn: &mut Conn, actor: &Actor, user_id: &str, id: &str, name: &str) -> Result<(), Refusal> {
    let id = passkey_id(id)?;
    let name = named(name)?;
    audited(conn, |conn| {
        if !passkeys::rename(conn, user_id, id, &name)? {
            return Err(not_found());
        }
        Ok(((), vec![Entry::by(actor.clone(), "passkey renamed").on(PASSKEY, id).detail(name)]))
    })
}

/// The account removes its passkey `id`; refused when it is the last second step of an account
/// the school requires one of. Audited.
pub fn remove(conn: &mut Conn, actor: &Actor, (role, user_id): (Role, &str), id: &str) -> Result<(), Refusal> {
    let id = passkey_id(id)?;
    audited(conn, |conn| {
        let removed = passkeys::remove(conn, user_id, id)?.ok_or_else(not_found)?;
        let required = crate::second_step::required_of(role, second_steps::required(conn)?);
        if required && !crate::second_step::has_second_step(conn, user_id)? {
            return Err(Refusal::Conflict {
                message: "Your school requires two-step sign-in: add another passkey or turn on codes first.".into(),
                field: None,
            });
        }
        Ok(((), vec![Entry::by(actor.clone(), "passkey removed").on(PASSKEY, id).detail(removed.name)]))
    })
}
