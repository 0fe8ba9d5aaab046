//! The School year screen's calls, admins only: `school-years` lists every year with its terms
//! and no-school days; `create-school-year`, `update-school-year`, `delete-school-year` and
//! `set-current-school-year` manage the years (the first one made is current; the current year
//! cannot be deleted while other years exist); `add-term`, `update-term` and `delete-term` its
//! terms; `add-no-school-day` and `delete-no-school-day` its holidays and breaks. Each write is
//! in the audit log with the names it concerns. Dates are `YYYY-MM-DD`; every broken rule is a
//! 400 naming its field (`firstDay`, `lastDay`, `name`), a taken name a 409 on `name`.

use actix_web::{web, HttpResponse};
use lyceum_domain::calendar::parse_name;
use lyceum_domain::{DayRange, FieldErrors, ValidationError};
use lyceum_persistence::school_years;
use lyceum_school::calendar;
use serde::Deserialize;
use serde::Serialize;
use ts_rs::TS;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, FeesStaff, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::calendar::YearJson;
use crate::routes::forms::{id_or, required_id, IdBody};
use crate::state::AppState;
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

/// The form of `create-school-year` and `update-school-year`; missing fields read as blank so
/// the rules can name them.
#[derive(Deserialize)]
pub(crate) struct YearBody {
    #[serde(default)]
    id: String,
    #[serde(default)]
    name: String,
    #[serde(default, rename = "firstDay")]
    first_day: String,
    #[serde(default, rename = "lastDay")]
    last_day: String,
}

/// `create-school-year {name, firstDay, lastDay}`: 201 with the new year, current when it is
/// the first.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<YearBody>,
) -> Result<HttpResponse, ApiError> {
    let (name, days) = named_days(&body.name, &body.first_day, &body.last_day, false)?;
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
    body: web::Json<YearBody>,
) -> Result<HttpResponse, ApiError> {
    let id = record_id(&body.id, "school year")?;
    let (name, days) = named_days(&body.name, &body.first_day, &body.last_day, false)?;
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

/// The form of `add-term`, `update-term` and `add-no-school-day`.
#[derive(Deserialize)]
pub(crate) struct PeriodBody {
    #[serde(default)]
    id: String,
    #[serde(default, rename = "schoolYearID")]
    school_year_id: String,
    #[serde(default)]
    name: String,
    #[serde(default, rename = "firstDay")]
    first_day: String,
    #[serde(default, rename = "lastDay")]
    last_day: Option<String>,
}

impl PeriodBody {
    fn named_days(&self, last_optional: bool) -> Result<(String, DayRange), ApiError> {
        named_days(&self.name, &self.first_day, self.last_day.as_deref().unwrap_or_default(), last_optional)
    }
}

/// `add-term {schoolYearID, name, firstDay, lastDay}`: 201 with the year, the term added.
pub(crate) async fn add_term(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<PeriodBody>,
) -> Result<HttpResponse, ApiError> {
    let year_id = required_id("schoolYearID", &body.school_year_id)?;
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
    body: web::Json<PeriodBody>,
) -> Result<HttpResponse, ApiError> {
    let id = record_id(&body.id, "term")?;
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
    body: web::Json<PeriodBody>,
) -> Result<HttpResponse, ApiError> {
    let year_id = required_id("schoolYearID", &body.school_year_id)?;
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

/// A form's name and days, every broken rule named by its field.
fn named_days(name: &str, first: &str, last: &str, last_optional: bool) -> Result<(String, DayRange), ApiError> {
    let mut errors = FieldErrors::new();
    let name = errors.check(parse_name(name));
    let days = match DayRange::parse(first, last, last_optional) {
        Ok(days) => Some(days),
        Err(broken) => {
            for (field, message) in broken.fields() {
                errors.add(ValidationError::new(field, message.clone()));
            }
            None
        }
    };
    errors.into_result()?;
    match (name, days) {
        (Some(name), Some(days)) => Ok((name, days)),
        _ => Err(ApiError::BadRequest("Enter a name and dates.".into())),
    }
}

/// The id of the record a call names: blank is 400 on `id`; one that cannot be an id is the
/// 404 of an unknown record, without asking the database.
fn record_id(raw: &str, what: &'static str) -> Result<String, ApiError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(ValidationError::new("id", "This field is required.").into());
    }
    id_or(raw, || missing(what))
}

fn missing(what: &str) -> ApiError {
    calendar::missing(what).into()
}
