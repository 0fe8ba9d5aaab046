//! What the administrators' student and teacher account routes share: how their writes fail,
//! who may update an account and how, the form and the work of deleting a batch of accounts, and
//! what follows a change to one.

use actix_web::HttpResponse;
use lyceum_domain::{Role, ValidationError};
use lyceum_persistence::{Conn, StoreError};
use lyceum_school::accounts::{self, Deleted};
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, RoleSet, Signed};
use crate::error::ApiError;
use crate::routes::forms::ids_or;
use crate::state::AppState;
use crate::{db, live, storage};
use lyceum_school::views::NoticeView;

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

/// Updates the account `id` of `kind` with [`accounts::update_account`]: reads it with `find`
/// (404 when it is gone), lets `change` write it, given what is stored, and logs the update by
/// `caller` with the email `email_of` finds in what `change` answered.
pub(crate) async fn update_account<R, C, T, F>(
    state: &AppState,
    caller: &Signed<R>,
    (kind, id): (&'static str, String),
    find: fn(&mut Conn, &str) -> Result<Option<C>, StoreError>,
    change: F,
    email_of: fn(&T) -> &str,
) -> Result<T, ApiError>
where
    R: RoleSet,
    C: 'static,
    T: Send + 'static,
    F: FnOnce(&mut Conn, &str, C) -> Result<T, ApiError> + Send + 'static,
{
    let actor = Actor::from(caller);
    db::run(&state.db, move |conn| accounts::update_account(conn, &actor, (kind, &id), find, change, email_of)).await
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
    let actor = Actor::from(caller);
    let Deleted { ended, released } =
        db::run(&state.db, move |conn| accounts::delete_accounts(conn, &actor, kind, &ids, delete)).await.map_err(
            |error| match error {
                ApiError::NotFound(_) => {
                    ApiError::NotFound(format!("Some of these {kind}s no longer exist; nothing was deleted."))
                }
                other => other,
            },
        )?;
    live::sessions_ended(state, &ended, &deleted);
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released).await;
    Ok(HttpResponse::Ok().json(NoticeView::new(format!("Deleted {count} {kind}(s)."))))
}

/// After an account was updated: the photo it no longer uses (`released`) leaves the disk.
pub(crate) async fn updated(state: &AppState, released: Option<String>) {
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released.into_iter().collect()).await;
}
