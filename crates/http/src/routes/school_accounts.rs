//! Signing in with the school's Google or Microsoft accounts (`lyceum_school::school_accounts`):
//! `GET /api/sign-in/providers` (the login pages' buttons), `GET /api/sign-in/{provider}/start
//! ?role=` (the browser sent to the provider, with a cookie binding it to this sign-in),
//! `GET /api/sign-in/{provider}/callback` (back from the provider: signed in, or waiting for
//! a second step, or refused, each a redirect to the login page), and `POST /api/sign-in/waiting
//! {challenge}` (what a sign-in waiting for its second step asks). A refused sign-in says nothing
//! of why; the reason is audited.

use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use lyceum_domain::Role;
use lyceum_school::passkeys;
use lyceum_school::school_accounts::{self, SchoolAccountRefused};
use lyceum_school::second_step::{self, Needed};
use lyceum_school::Refusal;
use serde::Deserialize;

use crate::auth::session::{client_address, new_token, site_of, NewSession};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// The cookie that binds a sign-in at a provider to the browser that began it.
const BROWSER_COOKIE: &str = "lyceum_sign_in";

/// Registers the calls; the comment after each names who may call it.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/sign-in/providers").get(providers)) // anyone
        .service(web::resource("/sign-in/waiting").post(waiting)) // anyone, with a challenge
        .service(web::resource("/sign-in/{provider}/start").get(start)) // anyone
        .service(web::resource("/sign-in/{provider}/callback").get(callback)); // anyone, back from the provider
}

/// The login page of `area`, where a sign-in at a provider ends.
fn login_page(area: Role) -> &'static str {
    match area {
        Role::Admin | Role::Cashier => "/admin",
        Role::Teacher => "/teacher",
        Role::Guardian => "/guardian",
        Role::Student => "/",
    }
}

fn redirect(to: &str) -> actix_web::HttpResponseBuilder {
    let mut answer = HttpResponse::SeeOther();
    answer.insert_header((header::LOCATION, to.to_owned())).insert_header(("Cache-Control", "no-store"));
    answer
}

/// `GET /api/sign-in/providers`: `{providers: [{id, name}]}`, those turned on.
async fn providers(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(db::read(&state.db, school_accounts::offered).await?))
}

/// The query of `start`: the login page it begins on.
#[derive(Deserialize)]
pub struct StartQuery {
    #[serde(default)]
    role: String,
}

/// `GET /api/sign-in/{provider}/start?role=`: to the provider's sign-in; back to the login page
/// with `sign_in_error=unavailable` when it is off or cannot be reached.
async fn start(
    state: web::Data<AppState>,
    req: HttpRequest,
    provider: web::Path<String>,
    query: web::Query<StartQuery>,
) -> Result<HttpResponse, ApiError> {
    let area = match Role::parse(&query.role) {
        Some(Role::Cashier) | None => Role::Admin,
        Some(role) => role,
    };
    let provider = provider.into_inner();
    let back = format!("{}/api/sign-in/{provider}/callback", site_of(&req));
    // The login page goes with the cookie, so even an expired sign-in comes back to it.
    let browser = format!("{}.{}", area.as_str(), new_token()?);
    let addresses = &state.settings.provider_addresses;
    match school_accounts::begin_sign_in(&state.db, addresses, (provider, area), back, &browser).await {
        Ok(location) => {
            let cookie = Cookie::build(BROWSER_COOKIE, browser)
                .path("/api/sign-in")
                .http_only(true)
                .same_site(SameSite::Lax)
                .secure(state.settings.secure_cookies)
                .max_age(time::Duration::minutes(10))
                .finish();
            Ok(redirect(&location).cookie(cookie).finish())
        }
        Err(_) => Ok(redirect(&format!("{}?sign_in_error=unavailable", login_page(area))).finish()),
    }
}

/// What the provider sends back.
#[derive(Deserialize)]
pub struct CallbackQuery {
    #[serde(default)]
    code: String,
    #[serde(default)]
    state: String,
}

/// `GET /api/sign-in/{provider}/callback?code&state`: signed in (to the login page, which opens
/// the area), waiting for a second step (`#challenge=` for the login page to ask it), or refused
/// (`?sign_in_error=refused`, or `expired`).
async fn callback(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<CallbackQuery>,
) -> Result<HttpResponse, ApiError> {
    let browser = req.cookie(BROWSER_COOKIE).map(|c| c.value().to_owned()).unwrap_or_default();
    let began_on = browser.split_once('.').and_then(|(area, _)| Role::parse(area)).unwrap_or(Role::Admin);
    let (session, address) = (NewSession::new(&state)?, client_address(&req));
    let start = session.start(&req, lyceum_persistence::now());
    let CallbackQuery { code, state: sign_in } = query.into_inner();
    let mut forget = Cookie::build(BROWSER_COOKIE, "").path("/api/sign-in").finish();
    forget.make_removal();
    let refused = |area: Role, why: &str| {
        redirect(&format!("{}?sign_in_error={why}", login_page(area))).cookie(forget.clone()).finish()
    };
    match school_accounts::finish_sign_in(&state.db, (sign_in, code, browser), start).await {
        Ok(done) if done.needed == Needed::Nothing => {
            tracing::info!(role = %done.role, "signed in with a school account");
            let mut answer = session.signed_in(&state, ());
            answer.add_cookie(&forget).map_err(ApiError::internal)?;
            answer.head_mut().status = actix_web::http::StatusCode::SEE_OTHER;
            answer.headers_mut().insert(header::LOCATION, header::HeaderValue::from_static(login_page(done.area)));
            Ok(answer)
        }
        Ok(done) => {
            Ok(redirect(&format!("{}#challenge={}", login_page(done.area), session.token())).cookie(forget).finish())
        }
        Err(SchoolAccountRefused { other: Some(Refusal::NotSignedIn(_)), .. }) => Ok(refused(began_on, "expired")),
        Err(SchoolAccountRefused { other: Some(refusal), .. }) => Err(refusal.into()),
        Err(why) => {
            state.audit.record(why.entry(address));
            Ok(refused(why.started.as_ref().map_or(began_on, |(_, area)| *area), "refused"))
        }
    }
}

/// The form of `waiting`.
#[derive(Deserialize)]
pub struct WaitingBody {
    #[serde(default)]
    challenge: String,
}

/// `POST /api/sign-in/waiting {challenge}`: what the sign-in waiting with `challenge` still
/// needs, as the login answers it (`{second_step, challenge, message, passkey?}`).
async fn waiting(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<WaitingBody>,
) -> Result<HttpResponse, ApiError> {
    let (token, now, rp) =
        (body.into_inner().challenge, lyceum_persistence::now(), super::passkeys::relying_party_of(&req).ok());
    let view = db::run(&state.db, move |conn| {
        let waiting = second_step::waiting(conn, &token, now)?;
        Ok(passkeys::waiting_view(conn, rp.as_ref(), &waiting, token, now)?)
    })
    .await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}
