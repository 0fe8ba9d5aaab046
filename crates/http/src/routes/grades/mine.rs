//! `GET mine[?yearID=]`: a student's published grades of a school year (the current one by
//! default), read by `lyceum_school::grade_years`, as the guardian portal reads a child's.

use actix_web::{web, HttpResponse};
use lyceum_school::grade_years::{read_year, YearGradesView};
use serde::Deserialize;

use super::access::named;
use crate::auth::caller::{Signed, StudentOnly};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// The query of `GET mine`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct YearQuery {
    #[serde(default)]
    yearID: Option<String>,
}

impl YearQuery {
    /// The year asked for, checked; none for the current one. 404 for a malformed id.
    pub(crate) fn asked(&self) -> Result<Option<String>, ApiError> {
        match self.yearID.as_deref().map(str::trim).filter(|id| !id.is_empty()) {
            Some(raw) => Ok(Some(named(Some(raw), "yearID", "Choose a school year.", no_year)?)),
            None => Ok(None),
        }
    }
}

fn no_year() -> ApiError {
    ApiError::NotFound("This school year does not exist.".into())
}

/// `GET mine`: the student's published grades of the year.
pub(crate) async fn mine(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
    query: web::Query<YearQuery>,
) -> Result<HttpResponse, ApiError> {
    let asked = query.asked()?;
    let student = caller.user_id().to_owned();
    let found = db::read(&state.db, move |conn| read_year(conn, &student, asked.as_deref())).await?;
    let view = found.map_or_else(YearGradesView::none, |grades| grades.view());
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}
