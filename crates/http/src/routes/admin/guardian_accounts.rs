//! Guardian accounts made from the students' guardian blocks, under `/api/admins`:
//! `preview-guardian-accounts` counts, `create-guardian-accounts` does it (a section, or the
//! whole school), and `students-without-guardian` lists who has no account linked yet.

use actix_web::{web, HttpResponse};
use lyceum_persistence::guardians::bulk::{self, BulkError, Counts, Scope};
use lyceum_persistence::guardians::without;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::auth::passwords;
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::{checked_term, id_or};
use crate::routes::guardian_access::guardian_error;
use crate::routes::paging::Window;
use crate::state::AppState;
use lyceum_school::guardian_views::UnlinkedStudentView;
use lyceum_school::guardians;

/// 404 for a section that is not there.
fn no_section() -> ApiError {
    ApiError::NotFound("This section does not exist.".into())
}

/// The form of both calls: a section, or none for the whole school.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ScopeBody {
    #[serde(default)]
    sectionID: Option<String>,
}

impl ScopeBody {
    /// The section named, none for the whole school; 404 when it cannot be an id.
    fn section(&self) -> Result<Option<String>, ApiError> {
        match self.sectionID.as_deref().map(str::trim).filter(|id| !id.is_empty()) {
            None => Ok(None),
            Some(raw) => id_or(raw, no_section).map(Some),
        }
    }
}

/// The section a count covers.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct ScopeView {
    sectionID: String,
    section: String,
    level: String,
}

/// The counts, as both calls answer them (docs/guardians.md).
#[derive(Serialize, TS)]
#[ts(rename = "GuardianAccountCountsView")]
#[serde(rename_all = "camelCase")]
pub(crate) struct CountsView {
    scope: Option<ScopeView>,
    students: usize,
    accounts_to_create: usize,
    accounts_existing: usize,
    students_to_link: usize,
    students_without_email: usize,
    students_at_limit: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    message: Option<String>,
}

impl CountsView {
    fn new(scope: Scope, counts: Counts) -> CountsView {
        CountsView {
            scope: scope.map(|(id, section, level)| ScopeView { sectionID: id, section, level }),
            students: counts.students,
            accounts_to_create: counts.accounts_to_create,
            accounts_existing: counts.accounts_existing,
            students_to_link: counts.students_to_link,
            students_without_email: counts.students_without_email,
            students_at_limit: counts.students_at_limit,
            message: None,
        }
    }
}

/// A refused bulk creation as the API answers it.
fn bulk_error(error: BulkError) -> ApiError {
    match error {
        BulkError::NoSuchSection => no_section(),
        BulkError::Write(write) => guardian_error(write),
        BulkError::Store(store) => store.into(),
    }
}

/// `preview-guardian-accounts {sectionID?}`: what creating the accounts would do.
pub(crate) async fn preview(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    body: web::Json<ScopeBody>,
) -> Result<HttpResponse, ApiError> {
    let section = body.section()?;
    let plan = db::run(&state.db, move |conn| bulk::plan(conn, section.as_deref()).map_err(bulk_error)).await?;
    Ok(HttpResponse::Ok().json(CountsView::new(plan.scope, plan.counts)))
}

/// `create-guardian-accounts {sectionID?}`: one account per distinct guardian email, linked to
/// every student naming it, in one transaction.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ScopeBody>,
) -> Result<HttpResponse, ApiError> {
    let section = body.section()?;
    let hash = passwords::starting_password_hash(&state.settings, None).await?;
    let actor = Actor::from(&caller);
    let done = db::run(&state.db, move |conn| {
        guardians::create_for_students(conn, &actor, section.as_deref(), &hash, bulk_error)
    })
    .await?;
    let counts = done.counts.clone();
    let message = format!(
        "Created {} guardian account(s) and linked {} student(s).",
        counts.accounts_to_create, counts.students_to_link
    );
    let mut view = CountsView::new(done.scope, counts);
    view.message = Some(message);
    Ok(HttpResponse::Ok().json(view))
}

/// The query of the students without a guardian account.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct WithoutQuery {
    sectionID: Option<String>,
    q: Option<String>,
    page: Option<i64>,
    pageSize: Option<i64>,
}

/// `GET students-without-guardian?sectionID=&q=&page=&pageSize=`.
pub(crate) async fn students_without_guardian(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    query: web::Query<WithoutQuery>,
) -> Result<HttpResponse, ApiError> {
    let WithoutQuery { sectionID, q, page, pageSize } = query.into_inner();
    let window = Window::new(page, pageSize)?;
    let search = checked_term("q", q)?;
    let section = ScopeBody { sectionID }.section()?;
    let (offset, limit) = (window.offset(), window.page_size);
    let (rows, total) = db::read(&state.db, move |conn| {
        if let Some(section) = &section {
            if lyceum_persistence::guardians::placements(conn, std::slice::from_ref(section))?.is_empty() {
                return Err(no_section());
            }
        }
        Ok(without::list(conn, section.as_deref(), search.as_deref(), offset, limit)?)
    })
    .await?;
    let rows: Vec<UnlinkedStudentView> = rows.into_iter().map(UnlinkedStudentView::from).collect();
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(window.answer("students", rows, total)))
}
