//! `POST /api/admins/reset-password`: an administrator puts a teacher's, student's or guardian's account
//! back on the school's starting password (`--default-password`). The account must choose its
//! own at the next sign-in, and every session it had ends at once, live sockets included, so
//! whoever learned the old password is out.

use actix_web::{web, HttpResponse};
use lyceum_domain::Role;
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::auth::passwords;
use crate::error::ApiError;
use crate::routes::forms::id_or;
use crate::state::AppState;
use crate::{db, live};
use lyceum_school::accounts;
use lyceum_school::views::NoticeView;

/// Which account to reset.
#[derive(Deserialize)]
pub struct ResetBody {
    role: String,
    id: String,
}

/// `reset-password {role, id}`: back to the starting password; every session of the account ends.
pub(crate) async fn reset(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ResetBody>,
) -> Result<HttpResponse, ApiError> {
    let ResetBody { role, id } = body.into_inner();
    // Administrators manage their own passwords; teacher, student and guardian accounts are reset here.
    let role = match role.as_str() {
        "teacher" => Role::Teacher,
        "student" => Role::Student,
        "guardian" => Role::Guardian,
        _ => return Err(ApiError::BadRequest("Role must be teacher, student or guardian.".into())),
    };
    if id.trim().is_empty() {
        return Err(ApiError::BadRequest("Choose the account to reset.".into()));
    }
    let id = id_or(&id, || ApiError::NotFound(format!("This {role} does not exist.")))?;
    let hash = passwords::starting_password_hash(&state.settings, None).await?;
    let (account, actor) = (id.clone(), Actor::from(&caller));
    // The log names the person, not only the id.
    let (ended, _) = db::query(&state.db, move |conn| accounts::reset_password(conn, &actor, (role, &id), &hash))
        .await
        .map_err(|error| match error {
            ApiError::NotFound(_) => ApiError::NotFound(format!("This {role} does not exist.")),
            other => other,
        })?;
    live::sessions_ended(&state, &ended, &[account]);
    Ok(HttpResponse::Ok().json(NoticeView::new("Password reset.")))
}
