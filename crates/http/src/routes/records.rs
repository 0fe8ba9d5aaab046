//! DepEd's School Forms and the learner records behind them, under `/api/records`: `{file}`,
//! a form or export by its file name (`sf1.xlsx`, `sf5.xlsx`, `sf10.pdf` of a section or a
//! learner, `sf4.xlsx`, `sf6.xlsx`, `lis-enrolment.csv`, `lis-status.csv`; who may have which
//! is `lyceum_school::record_downloads`), and `incomplete` (the current learners still without
//! an LRN or sex, for administrators). Each download is audited: these are personal records.

use actix_web::{web, HttpResponse};
use lyceum_persistence::learners::forms;
use lyceum_school::learner_views::IncompleteView;
use lyceum_school::record_downloads::{self, Asked};
use serde::Deserialize;

use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// Registers the records' routes (under `/api/records`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/incomplete").get(incomplete)) // admins
        .service(web::resource("/{file}").get(download)); // admins; a section's adviser its section's forms
}

/// `?sectionID=&studentID=&schoolYearID=&month=`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct DownloadQuery {
    sectionID: Option<String>,
    studentID: Option<String>,
    schoolYearID: Option<String>,
    month: Option<String>,
}

/// `GET {file}`: the form or export named, built for the caller; the download audited.
pub(crate) async fn download(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    file: web::Path<String>,
    query: web::Query<DownloadQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let asked = Asked {
        file: file.into_inner(),
        section: query.sectionID,
        student: query.studentID,
        year: query.schoolYearID,
        month: query.month,
    };
    let (role, id) = (caller.role(), caller.user_id().to_owned());
    let done =
        db::read(&state.db, move |conn| Ok::<_, ApiError>(record_downloads::download(conn, (role, &id), &asked)?))
            .await?;
    let entry = match done.record_id {
        Some(id) => Entry::by(&caller, "export").on(done.record_type, id),
        None => Entry::by(&caller, "export").on_kind(done.record_type),
    };
    state.audit.record(entry.detail(done.detail));
    Ok(HttpResponse::Ok()
        .content_type(done.file.content_type())
        .insert_header(("Content-Disposition", format!("attachment; filename=\"{}\"", done.file.file_name)))
        .insert_header(("Cache-Control", "no-store"))
        .body(done.file.bytes))
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
