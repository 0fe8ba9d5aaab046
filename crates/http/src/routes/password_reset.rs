//! `POST /api/admins/reset-password`: an administrator puts a teacher's or student's account
//! back on the school's starting password (`--default-password`). The account must choose its
//! own at the next sign-in, and every session it had ends at once, live sockets included, so
//! whoever learned the old password is out.

use actix_web::{web, HttpResponse};
use lyceum_domain::Role;
use serde::Deserialize;
use serde_json::json;

use crate::audit::{self, Entry};
use crate::auth::{passwords, AdminOnly, Signed};
use crate::state::AppState;
use crate::{db, live, ApiError};
use lyceum_persistence::credentials;

/// Registers the call inside the `/api/admins` scope.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/reset-password").post(reset_password));
}

/// Which account to reset.
#[derive(Deserialize)]
pub struct ResetBody {
    role: String,
    id: String,
}

async fn reset_password(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ResetBody>,
) -> Result<HttpResponse, ApiError> {
    let ResetBody { role, id } = body.into_inner();
    // Administrators manage their own passwords; only teacher and student accounts are reset here.
    let role = match role.as_str() {
        "teacher" => Role::Teacher,
        "student" => Role::Student,
        _ => return Err(ApiError::BadRequest("Role must be teacher or student.".into())),
    };
    if id.trim().is_empty() {
        return Err(ApiError::BadRequest("Choose the account to reset.".into()));
    }
    let hash = passwords::starting_password_hash(&state, None).await?;
    let entry = Entry::by(&caller, "password reset").on(role.as_str(), id.clone());
    let account = id.clone();
    let ended =
        db::query(&state, move |conn| credentials::reset_password(conn, role, &id, &hash)).await.map_err(|error| {
            match error {
                ApiError::NotFound(_) => ApiError::NotFound(format!("This {role} does not exist.")),
                other => other,
            }
        })?;
    live::sessions_ended(&state, &ended, &[account]);
    audit::record(&state, entry);
    Ok(HttpResponse::Ok().json(json!({ "message": "Password reset." })))
}
