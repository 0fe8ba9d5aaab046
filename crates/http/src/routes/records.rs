//! DepEd's School Forms and the learner records behind them, under `/api/records`:
//! `{form}.xlsx?sectionID=[&schoolYearID=]`, a section's form (`sf1` the School Register, `sf5`
//! the Report on Promotion and Level of Proficiency) for administrators and the section's
//! adviser, and `incomplete` (the current learners still without an LRN or sex, for
//! administrators). Each download is audited: these are personal records.

use actix_web::{web, HttpResponse};
use lyceum_domain::Role;
use lyceum_persistence::attendance::places::{self, Asked};
use lyceum_persistence::learners::forms;
use lyceum_school::learner_views::IncompleteView;
use lyceum_school::school_forms;
use serde::Deserialize;

use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::{edited_id, id_or};
use crate::state::AppState;

/// Registers the records' routes (under `/api/records`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/incomplete").get(incomplete)) // admins
        .service(web::resource("/{form}.xlsx").get(section_form)); // admins; the section's adviser
}

/// `?sectionID=&schoolYearID=`: a section's form of a school year (the current one when left out).
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SectionYearQuery {
    #[serde(default)]
    sectionID: String,
    #[serde(default)]
    schoolYearID: Option<String>,
}

const NO_SECTION: &str = "This section does not exist.";

/// `GET {form}.xlsx` (`sf1`, `sf5`): the section's form of the year asked, for an
/// administrator or the section's adviser; the download audited. Another form is a 404.
pub(crate) async fn section_form(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    form: web::Path<String>,
    query: web::Query<SectionYearQuery>,
) -> Result<HttpResponse, ApiError> {
    let (name, build) =
        school_forms::section_form(&form).ok_or_else(|| ApiError::NotFound("There is no such form.".into()))?;
    let query = query.into_inner();
    let section =
        edited_id(Some(&query.sectionID), "sectionID", "Choose a section.", || ApiError::NotFound(NO_SECTION.into()))?;
    let year = match query.schoolYearID.as_deref().map(str::trim).filter(|id| !id.is_empty()) {
        Some(raw) => Some(id_or(raw, || ApiError::NotFound("This school year does not exist.".into()))?),
        None => None,
    };
    let of = section.clone();
    let place = db::read(&state.db, move |conn| places::find(conn, Asked::Daily(&of)))
        .await?
        .ok_or_else(|| ApiError::NotFound(NO_SECTION.into()))?;
    if caller.role() != Role::Admin && place.adviser_id.as_deref() != Some(caller.user_id()) {
        return Err(ApiError::Forbidden("Only administrators and the section's adviser get its school forms.".into()));
    }
    let form = db::read(&state.db, move |conn| {
        let year = school_forms::year_of(conn, year.as_deref())?;
        Ok::<_, ApiError>(build(conn, &section, &year)?)
    })
    .await?;
    let detail = format!("{name} of {} - {}, {} learner(s)", place.section.level, place.section.section, form.learners);
    state.audit.record(Entry::by(&caller, "export").on("section", place.section.id.clone()).detail(detail));
    Ok(HttpResponse::Ok()
        .content_type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .insert_header(("Content-Disposition", format!("attachment; filename=\"{}\"", form.file_name)))
        .insert_header(("Cache-Control", "no-store"))
        .body(form.bytes))
}

/// How many of the incomplete records `incomplete` lists (the total says the rest).
const LISTED: i64 = 200;

/// `GET incomplete`: the current learners whose record lacks an LRN or sex, by name.
pub(crate) async fn incomplete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
) -> Result<HttpResponse, ApiError> {
    let (listed, total) = db::read(&state.db, |conn| forms::incomplete(conn, LISTED)).await?;
    state.audit.record(Entry::by(&caller, "read").on_kind("student").detail("learners without an LRN or sex"));
    Ok(HttpResponse::Ok().json(IncompleteView::new(listed, total)))
}
