//! The school's sign-in rule and another staff account's second step, admins only:
//! `GET sign-in-settings` answers `{second_step_required}`; `POST sign-in-settings
//! {second_step_required}` sets whether administrators and cashiers must sign in with a second
//! step (turning it on takes one's own first, and signs out every administrator and cashier
//! without one); `POST reset-second-step {role, id}` turns another staff account's second step
//! off after a lost phone, ending its sessions. `GET school-accounts` answers the school's
//! Google and Microsoft sign-in settings (never a secret) and `POST school-accounts {provider,
//! enabled, client_id, client_secret, allowed_domains, tenant}` changes one provider's. Each
//! change is audited.

use actix_web::{web, HttpRequest, HttpResponse};
use lyceum_domain::{Role, ValidationError};
use lyceum_school::school_accounts::{self, ProviderForm};
use lyceum_school::second_step;
use lyceum_school::views::NoticeView;
use serde::Deserialize;
use serde_json::Value;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::auth::session::site_of;
use crate::error::ApiError;
use crate::routes::forms::id_or;
use crate::state::AppState;
use crate::{db, live};

/// `GET sign-in-settings`.
pub(crate) async fn show(state: web::Data<AppState>, _caller: Signed<AdminOnly>) -> Result<HttpResponse, ApiError> {
    let view = db::read(&state.db, second_step::settings).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// The form of `POST sign-in-settings`.
#[derive(Deserialize)]
pub(crate) struct SettingsBody {
    #[serde(default)]
    second_step_required: Option<Value>,
}

/// `POST sign-in-settings {second_step_required}`: the saved rule.
pub(crate) async fn save(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SettingsBody>,
) -> Result<HttpResponse, ApiError> {
    let Some(Value::Bool(required)) = body.into_inner().second_step_required else {
        return Err(ValidationError::new("second_step_required", "Choose whether a second step is required.").into());
    };
    let (actor, me) = (Actor::from(&caller), caller.user_id().to_owned());
    let (view, ended) =
        db::run(&state.db, move |conn| Ok(second_step::set_required(conn, &actor, &me, required)?)).await?;
    live::sessions_ended(&state, &ended, &[]);
    Ok(HttpResponse::Ok().json(view))
}

/// The form of `POST reset-second-step`.
#[derive(Deserialize)]
pub(crate) struct ResetBody {
    #[serde(default)]
    role: String,
    #[serde(default)]
    id: String,
}

/// `POST reset-second-step {role, id}`: another administrator's, cashier's or teacher's second
/// step is turned off and its sessions end; it signs in with its password alone again (or sets
/// a second step up, when the school requires one of it).
pub(crate) async fn reset(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ResetBody>,
) -> Result<HttpResponse, ApiError> {
    let ResetBody { role, id } = body.into_inner();
    let role = Role::parse(role.trim())
        .filter(|role| second_step::offered_to(*role))
        .ok_or_else(|| ValidationError::new("role", "Choose an administrator, cashier or teacher."))?;
    let gone = || ApiError::NotFound("This account no longer exists.".into());
    let id = id_or(id.trim(), gone)?;
    let (account, actor) = (id.clone(), Actor::from(&caller));
    let ended = db::run(&state.db, move |conn| Ok(second_step::reset(conn, &actor, (role, &account))?)).await?;
    live::sessions_ended(&state, &ended, std::slice::from_ref(&id));
    Ok(HttpResponse::Ok()
        .json(NoticeView::new("Two-step sign-in is off for that account. It signs in with its password alone.")))
}

/// `GET school-accounts`: `{providers: [{provider, name, enabled, client_id, has_secret,
/// allowed_domains, tenant, redirect_uri}]}`.
pub(crate) async fn school_accounts(
    state: web::Data<AppState>,
    req: HttpRequest,
    _caller: Signed<AdminOnly>,
) -> Result<HttpResponse, ApiError> {
    let site = site_of(&req);
    let view = db::read(&state.db, move |conn| school_accounts::settings(conn, &site)).await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// `POST school-accounts {provider, enabled, client_id, client_secret, allowed_domains, tenant}`:
/// both providers' settings as saved (a blank secret keeps the stored one).
pub(crate) async fn save_school_accounts(
    state: web::Data<AppState>,
    req: HttpRequest,
    caller: Signed<AdminOnly>,
    body: web::Json<ProviderForm>,
) -> Result<HttpResponse, ApiError> {
    let (actor, site, now) = (Actor::from(&caller), site_of(&req), lyceum_persistence::now());
    let view =
        db::run(&state.db, move |conn| Ok(school_accounts::save(conn, &actor, body.into_inner(), (now, &site))?))
            .await?;
    Ok(HttpResponse::Ok().json(view))
}
