//! `POST report-card-jobs` (queue the whole school's, or a section's, report cards),
//! `GET report-card-jobs` (the latest 20 with their progress and files) and
//! `GET report-card-jobs/{id}/{sectionID}.pdf` (a file made): administrators only.

use actix_web::{web, HttpResponse};
use lyceum_domain::FieldErrors;
use lyceum_persistence::report_cards::jobs as stored;
use serde::Deserialize;

use super::cards::pdf_answer;
use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::attendance::reports::required;
use crate::routes::forms::id_or;
use crate::state::AppState;
use lyceum_school::report_cards::job_views::{JobView, ReportCardJobsView};
use lyceum_school::report_cards::jobs::{self, job_dir, wake_workers, LISTED};

/// The body of `POST report-card-jobs`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct JobForm {
    yearID: Option<String>,
    sectionID: Option<String>,
}

/// `POST report-card-jobs {yearID, sectionID?}`: 202 the queued job.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    form: web::Json<JobForm>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let year = required(&mut errors, "yearID", &form.yearID, "Choose a school year.").unwrap_or_default();
    errors.into_result()?;
    let not_found = |message: &str| ApiError::NotFound(message.to_owned());
    let year = id_or(year, || not_found("This school year does not exist."))?;
    let section = match form.sectionID.as_deref().map(str::trim).filter(|raw| !raw.is_empty()) {
        Some(raw) => Some(id_or(raw, || not_found("This section does not exist."))?),
        None => None,
    };
    let (requested_by, actor) = (caller.user_id().to_owned(), Actor::from(&caller));
    let made =
        db::run(&state.db, move |conn| Ok(jobs::request(conn, &actor, &year, section.as_deref(), &requested_by)?))
            .await?;
    let Some(job) = made else { return Err(ApiError::NotFound("This job does not exist.".into())) };
    wake_workers();
    Ok(HttpResponse::Accepted().json(JobView::from(job)))
}

/// `GET report-card-jobs`: `{"jobs": [...]}`, the latest 20, latest first.
pub(crate) async fn list(state: web::Data<AppState>, _caller: Signed<AdminOnly>) -> Result<HttpResponse, ApiError> {
    let latest = db::query(&state.db, |conn| stored::latest(conn, LISTED)).await?;
    let jobs: Vec<JobView> = latest.into_iter().map(JobView::from).collect();
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(ReportCardJobsView { jobs }))
}

/// `GET report-card-jobs/{id}/{sectionID}.pdf`: a section's file of a job.
pub(crate) async fn download(
    state: web::Data<AppState>,
    _caller: Signed<AdminOnly>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (job, file) = path.into_inner();
    let missing = || ApiError::NotFound("This report card file does not exist.".into());
    let section = file.strip_suffix(".pdf").ok_or_else(missing)?;
    let job = id_or(&job, missing)?;
    let section = id_or(section, missing)?;
    let (asked_job, asked_section) = (job.clone(), section.clone());
    let recorded =
        db::query(&state.db, move |conn| stored::file(conn, &asked_job, &asked_section)).await?.ok_or_else(missing)?;
    let path = job_dir(&state.settings.uploads_dir, &job).join(format!("{section}.pdf"));
    let bytes = web::block(move || std::fs::read(path)).await?.map_err(|_| missing())?;
    Ok(pdf_answer(&recorded.name, bytes))
}
