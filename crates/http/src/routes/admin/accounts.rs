//! What the administrators' student and teacher account routes share: how their writes fail,
//! who may update an account and how, the form and the work of deleting a batch of accounts, and
//! what follows a change to one.

use actix_web::HttpResponse;
use lyceum_domain::{Role, ValidationError};
use lyceum_persistence::{sessions, Conn, Database};
use serde::Deserialize;
use serde_json::json;

use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, RoleSet, Signed};
use crate::error::ApiError;
use crate::routes::forms::ids_or;
use crate::state::AppState;
use crate::{db, live, storage};

/// 409 on `email`: another account, of any role, already signs in with it.
pub(crate) fn email_taken() -> ApiError {
    ApiError::conflict("email", "This email is already used by another account.")
}

/// 404: the `kind` of account (`student`, `teacher`) being changed is no longer there.
pub(crate) fn gone(kind: &str) -> ApiError {
    ApiError::NotFound(format!("This {kind} no longer exists."))
}

/// True when `caller` updates their own account as `own_role`, and may then change only what an
/// account may change itself; false for an administrator. 403 with `refusal` when an account
/// asks to update another one.
pub(crate) fn by_the_account_itself<R: RoleSet>(
    caller: &Signed<R>,
    own_role: Role,
    id: &str,
    refusal: &str,
) -> Result<bool, ApiError> {
    if caller.role() != own_role {
        return Ok(false);
    }
    if id != caller.user_id() {
        return Err(ApiError::Forbidden(refusal.into()));
    }
    Ok(true)
}

/// Updates the account `id` of `kind` in one transaction: reads it with `find` (404 when it is
/// gone), then lets `change` write it, given what is stored.
pub(crate) async fn update_account<C, E, T, F>(
    db: &Database,
    kind: &'static str,
    id: String,
    find: fn(&mut Conn, &str) -> Result<Option<C>, E>,
    change: F,
) -> Result<T, ApiError>
where
    C: 'static,
    E: 'static,
    ApiError: From<E>,
    T: Send + 'static,
    F: FnOnce(&mut Conn, &str, C) -> Result<T, ApiError> + Send + 'static,
{
    db::run(db, move |conn| {
        lyceum_persistence::transaction(conn, |conn| {
            let current = find(conn, &id)?.ok_or_else(|| gone(kind))?;
            change(conn, &id, current)
        })
    })
    .await
}

/// The form of a delete: the ids of the accounts.
#[derive(Deserialize)]
pub(crate) struct IdsBody {
    /// The accounts to delete.
    pub(crate) ids: Vec<String>,
}

/// Deletes the accounts of `kind` listed in `ids`, every one or none, with `delete` (which
/// answers the stored photos it released, or a 404 when one of the accounts is missing). Their
/// sessions end with their live sockets, their photos leave the disk and each deletion is logged.
pub(crate) async fn delete_accounts<F>(
    state: &AppState,
    caller: &Signed<AdminOnly>,
    kind: &'static str,
    ids: Vec<String>,
    delete: F,
) -> Result<HttpResponse, ApiError>
where
    F: FnOnce(&mut Conn, &[String]) -> Result<Vec<String>, ApiError> + Send + 'static,
{
    if ids.is_empty() {
        return Err(ValidationError::new("ids", format!("Choose at least one {kind} to delete.")).into());
    }
    let ids =
        ids_or(&ids, || ApiError::NotFound(format!("Some of these {kind}s no longer exist; nothing was deleted.")))?;
    let count = ids.len();
    let deleted = ids.clone();
    // Named before they go, so the log keeps who was deleted, not only an id; and their
    // sessions read in the deleting transaction, so every socket of the deleted accounts
    // closes now, on every server, rather than at the next heartbeat.
    let (ended, released, mut names) = db::run(&state.db, move |conn| {
        lyceum_persistence::transaction(conn, |conn| {
            let names = lyceum_persistence::audit_names::describe(conn, &ids)?;
            let ended = sessions::of_accounts(conn, &ids)?;
            Ok((ended, delete(conn, &ids)?, names))
        })
    })
    .await
    .map_err(|error| match error {
        ApiError::NotFound(_) => {
            ApiError::NotFound(format!("Some of these {kind}s no longer exist; nothing was deleted."))
        }
        other => other,
    })?;
    live::sessions_ended(state, &ended, &deleted);
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released).await;
    for id in deleted {
        let entry = Entry::by(caller, "delete");
        state.audit.record(match names.remove(&id) {
            Some(name) => entry.on(kind, id).detail(name),
            None => entry.on(kind, id),
        });
    }
    Ok(HttpResponse::Ok().json(json!({ "message": format!("Deleted {count} {kind}(s).") })))
}

/// After an account of `kind` was updated: the photo it no longer uses (`released`) leaves the
/// disk, and the change is logged with the account's id and email.
pub(crate) async fn updated<R: RoleSet>(
    state: &AppState,
    caller: &Signed<R>,
    kind: &str,
    (id, email): (&str, &str),
    released: Option<String>,
) {
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released.into_iter().collect()).await;
    state.audit.record(Entry::by(caller, "update").on(kind, id.to_owned()).detail(email.to_owned()));
}
