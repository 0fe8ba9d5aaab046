//! The School year screen's calls, admins only: `school-years` lists every year with its terms
//! and no-school days; `create-school-year`, `update-school-year`, `delete-school-year` and
//! `set-current-school-year` manage the years (the first one made is current; the current year
//! cannot be deleted while other years exist); `add-term`, `update-term` and `delete-term` its
//! terms; `add-no-school-day` and `delete-no-school-day` its holidays and breaks. Each write is
//! in the audit log with the names it concerns. Dates are `YYYY-MM-DD`; every broken rule is a
//! 400 naming its field (`firstDay`, `lastDay`, `name`), a taken name a 409 on `name`.

use actix_web::{web, HttpResponse};
use lyceum_persistence::school_years;
use lyceum_school::calendar;
use serde::Serialize;
use ts_rs::TS;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, FeesStaff, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::calendar::YearJson;
use crate::routes::forms::IdBody;
use crate::state::AppState;
use lyceum_school::calendar_forms::{record_id, PeriodForm};
use lyceum_school::views::NoticeView;

/// `GET school-years`: `{"years": [...]}`, latest first.
pub(crate) async fn list(state: web::Data<AppState>, _caller: Signed<FeesStaff>) -> Result<HttpResponse, ApiError> {
    let found = db::read(&state.db, school_years::list).await?;
    let years: Vec<YearJson> = found.iter().map(YearJson::of).collect();
    Ok(HttpResponse::Ok().json(SchoolYearsView { years }))
}

/// `GET school-years`: every school year with its terms and no-school days, latest first.
#[derive(Serialize, TS)]
pub(crate) struct SchoolYearsView {
    years: Vec<YearJson>,
}

/// `create-school-year {name, firstDay, lastDay}`: 201 with the new year, current when it is
/// the first.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<PeriodForm>,
) -> Result<HttpResponse, ApiError> {
    let (name, days) = body.named_days(false)?;
    let actor = Actor::from(&caller);
    let year = db::run(&state.db, move |conn| Ok(calendar::create_year(conn, &actor, &name, days)?)).await?;
    state.calendar.forget();
    Ok(HttpResponse::Created().json(YearJson::of(&year)))
}

/// `update-school-year {id, name, firstDay, lastDay}`: the year renamed or moved; refused when
/// a term or no-school day would fall outside its new dates.
pub(crate) async fn update(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<PeriodForm>,
) -> Result<HttpResponse, ApiError> {
    let id = body.record("school year")?;
    let (name, days) = body.named_days(false)?;
    let actor = Actor::from(&caller);
    let (_, after) = db::run(&state.db, move |conn| Ok(calendar::update_year(conn, &actor, &id, &name, days)?)).await?;
    state.calendar.forget();
    Ok(HttpResponse::Ok().json(YearJson::of(&after)))
}

/// `delete-school-year {id}`: the year with its terms and no-school days; 409 for the current
/// year while other years exist.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let id = record_id(&body.id, "school year")?;
    let actor = Actor::from(&caller);
    let year = db::run(&state.db, move |conn| Ok(calendar::delete_year(conn, &actor, &id)?)).await?;
    state.calendar.forget();
    Ok(HttpResponse::Ok().json(NoticeView::new(format!("The school year “{}” was deleted.", year.year.name))))
}

/// `set-current-school-year {id}`: this year becomes the current one, the previous one not.
pub(crate) async fn set_current(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let id = record_id(&body.id, "school year")?;
    let actor = Actor::from(&caller);
    let year = db::run(&state.db, move |conn| Ok(calendar::set_current_year(conn, &actor, &id)?)).await?;
    state.calendar.forget();
    Ok(HttpResponse::Ok().json(YearJson::of(&year)))
}

/// `add-term {schoolYearID, name, firstDay, lastDay}`: 201 with the year, the term added.
pub(crate) async fn add_term(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<PeriodForm>,
) -> Result<HttpResponse, ApiError> {
    let year_id = body.year()?;
    let (name, days) = body.named_days(false)?;
    let actor = Actor::from(&caller);
    let changed = db::run(&state.db, move |conn| Ok(calendar::add_term(conn, &actor, &year_id, &name, days)?)).await?;
    state.calendar.forget();
    Ok(HttpResponse::Created().json(YearJson::of(&changed.year)))
}

/// `update-term {id, name, firstDay, lastDay}`: the year, the term changed.
pub(crate) async fn update_term(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<PeriodForm>,
) -> Result<HttpResponse, ApiError> {
    let id = body.record("term")?;
    let (name, days) = body.named_days(false)?;
    let actor = Actor::from(&caller);
    let changed = db::run(&state.db, move |conn| Ok(calendar::update_term(conn, &actor, &id, &name, days)?)).await?;
    state.calendar.forget();
    Ok(HttpResponse::Ok().json(YearJson::of(&changed.year)))
}

/// `delete-term {id}`: the year, the term gone.
pub(crate) async fn delete_term(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let id = record_id(&body.id, "term")?;
    let actor = Actor::from(&caller);
    let changed = db::run(&state.db, move |conn| Ok(calendar::delete_term(conn, &actor, &id)?)).await?;
    state.calendar.forget();
    Ok(HttpResponse::Ok().json(YearJson::of(&changed.year)))
}

/// `add-no-school-day {schoolYearID, name, firstDay, lastDay?}`: 201 with the year, the day
/// (or range, when `lastDay` is given) added.
pub(crate) async fn add_no_school_day(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<PeriodForm>,
) -> Result<HttpResponse, ApiError> {
    let year_id = body.year()?;
    let (name, days) = body.named_days(true)?;
    let actor = Actor::from(&caller);
    let changed =
        db::run(&state.db, move |conn| Ok(calendar::add_no_school_day(conn, &actor, &year_id, &name, days)?)).await?;
    state.calendar.forget();
    Ok(HttpResponse::Created().json(YearJson::of(&changed.year)))
}

/// `delete-no-school-day {id}`: the year, the day gone.
pub(crate) async fn delete_no_school_day(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let id = record_id(&body.id, "no-school day")?;
    let actor = Actor::from(&caller);
    let changed = db::run(&state.db, move |conn| Ok(calendar::delete_no_school_day(conn, &actor, &id)?)).await?;
    state.calendar.forget();
    Ok(HttpResponse::Ok().json(YearJson::of(&changed.year)))
}
