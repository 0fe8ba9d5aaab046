//! The school calendar as every signed-in role reads it: `GET /api/calendar/current`, the
//! current school year with its terms and no-school days, or `{"year": null}` when none is set.
//! The JSON shapes of a year here are also those of the School year screen's calls.

use actix_web::{web, HttpResponse};
use lyceum_persistence::school_years::{self, Period, SchoolYear};
use serde::Serialize;
use ts_rs::TS;

use crate::auth::caller::{AnyRole, Signed};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// Registers the calendar's shared read under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/calendar/current").get(current)); // anyone signed in
}

/// A term or a no-school day as answered.
#[derive(Serialize, TS)]
pub(crate) struct PeriodJson {
    #[serde(rename = "_id")]
    id: String,
    name: String,
    /// `YYYY-MM-DD`.
    #[serde(rename = "firstDay")]
    first_day: String,
    /// `YYYY-MM-DD`; the first day again for a single day.
    #[serde(rename = "lastDay")]
    last_day: String,
}

impl PeriodJson {
    pub(crate) fn of(period: &Period) -> PeriodJson {
        PeriodJson {
            id: period.id.clone(),
            name: period.name.clone(),
            first_day: period.first_day.to_string(),
            last_day: period.last_day.to_string(),
        }
    }
}

/// A school year as answered, with its terms and no-school days in date order.
#[derive(Serialize, TS)]
pub(crate) struct YearJson {
    #[serde(rename = "_id")]
    id: String,
    name: String,
    #[serde(rename = "firstDay")]
    first_day: String,
    #[serde(rename = "lastDay")]
    last_day: String,
    /// True for the one current year.
    current: bool,
    /// True once the year end was done.
    closed: bool,
    terms: Vec<PeriodJson>,
    #[serde(rename = "noSchoolDays")]
    no_school_days: Vec<PeriodJson>,
}

impl YearJson {
    pub(crate) fn of(year: &SchoolYear) -> YearJson {
        YearJson {
            id: year.year.id.clone(),
            name: year.year.name.clone(),
            first_day: year.year.first_day.to_string(),
            last_day: year.year.last_day.to_string(),
            current: year.year.is_current,
            closed: year.year.closed_at.is_some(),
            terms: year.terms.iter().map(PeriodJson::of).collect(),
            no_school_days: year.no_school_days.iter().map(PeriodJson::of).collect(),
        }
    }
}

/// The current school year, from memory while no calendar call changed it (see
/// `caches::calendar`).
pub(crate) async fn current_year(state: &AppState) -> Result<Option<SchoolYear>, ApiError> {
    match state.calendar.find() {
        Ok(year) => Ok(year),
        Err(writes) => {
            let year = db::read(&state.db, school_years::current).await?;
            state.calendar.store(writes, year.clone());
            Ok(year)
        }
    }
}

/// `GET calendar/current`: `{"year": {...}}` or `{"year": null}`.
async fn current(state: web::Data<AppState>, _caller: Signed<AnyRole>) -> Result<HttpResponse, ApiError> {
    let year = current_year(&state).await?;
    Ok(HttpResponse::Ok().json(CurrentYearView { year: year.as_ref().map(YearJson::of) }))
}

/// `GET calendar/current`: the current school year, or none.
#[derive(Serialize, TS)]
pub(crate) struct CurrentYearView {
    year: Option<YearJson>,
}
