//! The Administrators screen's calls, admins only: `GET admins` lists the administrators and
//! cashiers (staff who sign in at `/admin` and see only Fees), `create-admin` adds one on a starting password it must change at first sign-in,
//! `reset-admin-password` puts another one back on a starting password the resetting
//! administrator types (ending its sessions and sockets), and `delete-admin` removes one, never
//! oneself and never the last. Every change is written to the audit log as an `admin` record
//! with the affected administrator's email.

use actix_web::{web, HttpResponse};
use lyceum_domain::{Email, FieldErrors, NewPassword, Role, ValidationError};
use lyceum_persistence::admins::{self, RemovalError};
use lyceum_persistence::StoreError;
use lyceum_school::{accounts, second_step};
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::auth::passwords;
use crate::error::ApiError;
use crate::routes::admin::accounts::email_taken;
use crate::routes::forms::id_or;
use crate::state::AppState;
use crate::{db, live};
use lyceum_school::staff_views::{AdminRow, AdminsView};
use lyceum_school::views::NoticeView;

/// `GET admins`: `{"admins": [...]}`, oldest first.
pub(crate) async fn list(state: web::Data<AppState>, caller: Signed<AdminOnly>) -> Result<HttpResponse, ApiError> {
    let (found, with_step) = db::read(&state.db, |conn| {
        let found = admins::list(conn)?;
        let ids: Vec<String> = found.iter().map(|admin| admin.id.clone()).collect();
        Ok::<_, ApiError>((found, second_step::enabled_among(conn, &ids)?))
    })
    .await?;
    let me = caller.user_id();
    let admins: Vec<AdminRow> = found
        .into_iter()
        .map(|admin| {
            let on = with_step.contains(&admin.id);
            AdminRow::of(admin, me, on)
        })
        .collect();
    Ok(HttpResponse::Ok().json(AdminsView { admins }))
}

/// The form of `create-admin`; missing fields read as blank so the rules can name them.
#[derive(Deserialize)]
pub(crate) struct CreateBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    /// `admin` (when left out) or `cashier`.
    #[serde(default)]
    role: Option<String>,
}

/// `create-admin {email, password, role?}`: a new administrator, or a cashier with `"role":
/// "cashier"`, on that starting password, which it must change at first sign-in. 409 on
/// `email` when any account already uses it.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<CreateBody>,
) -> Result<HttpResponse, ApiError> {
    let CreateBody { email, password, role } = body.into_inner();
    let mut errors = FieldErrors::new();
    let role =
        errors.check(Role::staff_choice(role.as_deref()).map_err(|message| ValidationError::new("role", message)));
    let email = errors.check(Email::parse_field("email", &email));
    let password = errors.check(NewPassword::parse_field("password", &password));
    errors.into_result()?;
    let (Some(email), Some(password), Some(role)) = (email, password, role) else {
        return Err(ApiError::BadRequest("Enter an email and a starting password.".into()));
    };
    let hash = passwords::hash(password.expose().to_owned(), state.settings.bcrypt_cost).await?;
    let actor = Actor::from(&caller);
    let created =
        db::query(&state.db, move |conn| accounts::create_staff(conn, &actor, role, &email, &hash, true)).await;
    let admin = match created {
        Ok(admin) => admin,
        Err(ApiError::Conflict { .. }) => return Err(email_taken()),
        Err(other) => return Err(other),
    };
    Ok(HttpResponse::Created().json(AdminRow::made(admin, caller.user_id())))
}

/// The form of `reset-admin-password`.
#[derive(Deserialize)]
pub(crate) struct ResetBody {
    #[serde(default)]
    id: String,
    #[serde(default)]
    password: String,
}

/// `reset-admin-password {id, password}`: another administrator goes back to the starting
/// password typed here, must change it at the next sign-in, and is signed out everywhere.
pub(crate) async fn reset_password(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ResetBody>,
) -> Result<HttpResponse, ApiError> {
    let ResetBody { id, password } = body.into_inner();
    let id = administrator_id(&id)?;
    if id == caller.user_id() {
        return Err(ApiError::BadRequest("Use 'Change password' to change your own password.".into()));
    }
    let password = NewPassword::parse_field("password", &password)?;
    let hash = passwords::hash(password.expose().to_owned(), state.settings.bcrypt_cost).await?;
    let (account, actor) = (id.clone(), Actor::from(&caller));
    let (ended, email) =
        db::query(&state.db, move |conn| accounts::reset_password(conn, &actor, (Role::Admin, &account), &hash))
            .await
            .map_err(not_found)?;
    let email = email.unwrap_or_default();
    live::sessions_ended(&state, &ended, std::slice::from_ref(&id));
    Ok(HttpResponse::Ok().json(NoticeView::new(format!("{email} must choose a new password at the next sign-in."))))
}

/// The form of `delete-admin`.
#[derive(Deserialize)]
pub(crate) struct DeleteBody {
    #[serde(default)]
    id: String,
}

/// `delete-admin {id}`: removes another administrator and ends its sessions; never oneself,
/// never the last administrator.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<DeleteBody>,
) -> Result<HttpResponse, ApiError> {
    let id = administrator_id(&body.id)?;
    if id == caller.user_id() {
        return Err(ApiError::BadRequest("You cannot remove your own administrator account.".into()));
    }
    let (account, actor) = (id.clone(), Actor::from(&caller));
    let removed = db::run(&state.db, move |conn| {
        accounts::remove_admin(conn, &actor, &account).map_err(|error| match error {
            RemovalError::LastAdministrator => {
                ApiError::Conflict { message: "The last administrator cannot be removed.".into(), field: None }
            }
            RemovalError::Store(StoreError::NotFound) => not_found(ApiError::NotFound(String::new())),
            RemovalError::Store(other) => other.into(),
        })
    })
    .await?;
    let (email, ended) = removed;
    live::sessions_ended(&state, &ended, std::slice::from_ref(&id));
    Ok(HttpResponse::Ok().json(NoticeView::new(format!("{email} is no longer an administrator."))))
}

/// An administrator's id as sent: a UUID, or 404 without asking the database (so no malformed
/// text, such as one holding a NUL, ever reaches it); blank is 400.
fn administrator_id(raw: &str) -> Result<String, ApiError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(ValidationError::new("id", "Choose an administrator.").into());
    }
    id_or(raw, || not_found(ApiError::NotFound(String::new())))
}

/// The 404 of these calls, in their words.
fn not_found(error: ApiError) -> ApiError {
    match error {
        ApiError::NotFound(_) => ApiError::NotFound("This administrator does not exist.".into()),
        other => other,
    }
}
