//! A learner's enrolment in each school year, under `/api/admins`: `get-enrolments?studentID=`
//! (administrators only; a read of a learner record, audited), for a current learner or one who
//! has left (archived).

use actix_web::{web, HttpResponse};
use lyceum_persistence::learners::enrolments;
use lyceum_persistence::learners::forms;
use lyceum_school::learner_views::EnrolmentView;
use serde::Deserialize;

use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::admin::accounts::gone;
use crate::routes::forms::id_or;
use crate::state::AppState;

/// `?studentID=`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct StudentQuery {
    #[serde(default)]
    studentID: String,
}

/// `get-enrolments?studentID=`: the learner's enrolments, earliest year first; 404 for an id
/// that names no current or archived learner.
pub(crate) async fn list(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<StudentQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = id_or(&query.studentID, || gone("student"))?;
    let of = id.clone();
    let (student, found) = db::read(&state.db, move |conn| {
        let student = forms::learners(conn, std::slice::from_ref(&of))?.pop().ok_or_else(|| gone("student"))?;
        Ok::<_, ApiError>((student, enrolments::of_student(conn, &of)?))
    })
    .await?;
    let name = format!("{} {}", student.first_name, student.last_name);
    state.audit.record(Entry::by(&caller, "read").on("student", id).detail(format!("enrolments of {name}")));
    Ok(HttpResponse::Ok().json(found.into_iter().map(EnrolmentView::from).collect::<Vec<_>>()))
}
