//! The school's grading schemes per subject group (`GET schemes`, `POST schemes`,
//! `POST reset-scheme`) and the report cards' settings (`GET`/`POST settings`). Grades not yet
//! published follow a scheme at once; published ones keep what they were.

use actix_web::{web, HttpResponse};
use lyceum_domain::grading::{Scheme, SubjectGroup};
use lyceum_domain::ValidationError;
use lyceum_persistence::grades::schemes;
use lyceum_persistence::grades::settings;
use serde::Deserialize;
use serde_json::Value;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;
use lyceum_school::grade_changes::{self, CardSettingsAsked};
use lyceum_school::grade_views::{scheme_view, ReportCardSettingsView, SchemesView};

/// `GET schemes`: every group's scheme, languages, mathScience, mapehTle.
pub(crate) async fn list(state: web::Data<AppState>, _caller: Signed<AdminOnly>) -> Result<HttpResponse, ApiError> {
    let all = db::read(&state.db, schemes::all).await?;
    Ok(HttpResponse::Ok().json(SchemesView { schemes: all.iter().map(scheme_view).collect() }))
}

/// The body of `POST schemes` and `POST reset-scheme`.
#[derive(Deserialize)]
pub(crate) struct SchemeBody {
    #[serde(default)]
    group: Option<Value>,
    #[serde(default)]
    scheme: Option<Value>,
}

fn group_of(raw: Option<&Value>) -> Result<SubjectGroup, ApiError> {
    raw.and_then(Value::as_str)
        .and_then(SubjectGroup::parse)
        .ok_or_else(|| ValidationError::new("group", "Choose languages, mathScience or mapehTle.").into())
}

/// `POST schemes`: saves a group's scheme once the domain's rules pass.
pub(crate) async fn save(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SchemeBody>,
) -> Result<HttpResponse, ApiError> {
    let group = group_of(body.group.as_ref())?;
    let raw = body.scheme.clone().ok_or_else(|| ValidationError::new("scheme", "Send the scheme."))?;
    let mut scheme: Scheme = serde_json::from_value(raw)
        .map_err(|_| ValidationError::new("scheme", "Send categories, transmute and scale as the scheme."))?;
    for category in &mut scheme.categories {
        category.key = category.key.trim().to_owned();
        category.name = category.name.trim().to_owned();
    }
    scheme.validate()?;
    let actor = Actor::from(&caller);
    let saved = db::write(&state.db, move |conn| Ok(grade_changes::save_scheme(conn, &actor, group, &scheme)?)).await?;
    Ok(HttpResponse::Ok().json(scheme_view(&saved)))
}

/// `POST reset-scheme`: the group back on DepEd's scheme.
pub(crate) async fn reset(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SchemeBody>,
) -> Result<HttpResponse, ApiError> {
    let group = group_of(body.group.as_ref())?;
    let actor = Actor::from(&caller);
    let saved = db::write(&state.db, move |conn| Ok(grade_changes::reset_scheme(conn, &actor, group)?)).await?;
    Ok(HttpResponse::Ok().json(scheme_view(&saved)))
}

/// `GET settings`: the report cards' paper and school name.
pub(crate) async fn read_settings(
    state: web::Data<AppState>,
    _caller: Signed<AdminOnly>,
) -> Result<HttpResponse, ApiError> {
    let settings = db::read(&state.db, settings::read).await?;
    Ok(HttpResponse::Ok().json(ReportCardSettingsView::from(&settings)))
}

/// `POST settings {paper, schoolName, schoolID, region, division}`: saves them.
pub(crate) async fn save_settings(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<CardSettingsAsked>,
) -> Result<HttpResponse, ApiError> {
    let actor = Actor::from(&caller);
    let saved =
        db::write(&state.db, move |conn| Ok(grade_changes::save_card_settings(conn, &actor, &body.into_inner())?))
            .await?;
    Ok(HttpResponse::Ok().json(ReportCardSettingsView::from(&saved)))
}
