//! Excuses on file, for administrators and the adviser of the student's section:
//! `GET /api/attendance/excuses?studentID=|sectionID=` lists them (latest first),
//! `POST /api/attendance/excuses` records one, `POST /api/attendance/delete-excuse` deletes one.
//! Both writes are audited.

use actix_web::{web, HttpResponse};
use lyceum_domain::attendance::parse_reason;
use lyceum_domain::{DayRange, FieldErrors, Role, ValidationError};
use lyceum_persistence::attendance::excuses::{self, Whose};
use lyceum_persistence::attendance::places::{self, Asked};
use lyceum_school::attendance_views::ExcusesView;
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::{id_or, IdBody};
use crate::state::AppState;
use lyceum_school::attendance_changes;
use lyceum_school::attendance_views::ExcuseView;
use lyceum_school::views::NoticeView;

fn no_student() -> ApiError {
    ApiError::NotFound("This student does not exist.".into())
}

fn no_section() -> ApiError {
    ApiError::NotFound("This section does not exist.".into())
}

fn no_excuse() -> ApiError {
    ApiError::NotFound("This excuse does not exist.".into())
}

/// 403 unless the caller is an administrator or `adviser`.
fn ensure_adviser(caller: &Signed<AdminOrTeacher>, adviser: Option<&str>) -> Result<(), ApiError> {
    if caller.role() == Role::Admin || adviser == Some(caller.user_id()) {
        Ok(())
    } else {
        Err(ApiError::Forbidden("This is not one of your advisory classes.".into()))
    }
}

/// The adviser of a student's section; 404 when there is no such student.
async fn adviser_of(state: &AppState, student: &str) -> Result<Option<String>, ApiError> {
    let student = student.to_owned();
    db::read(&state.db, move |conn| excuses::adviser_of_student(conn, &student)).await?.ok_or_else(no_student)
}

/// The query of `GET excuses`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ExcusesQuery {
    studentID: Option<String>,
    sectionID: Option<String>,
}

/// `GET excuses?studentID=` or `?sectionID=`: `{"excuses": [...]}`, latest first.
pub(crate) async fn list(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    query: web::Query<ExcusesQuery>,
) -> Result<HttpResponse, ApiError> {
    let given = |raw: &Option<String>| raw.as_deref().map(str::trim).filter(|raw| !raw.is_empty()).map(str::to_owned);
    let found = match (given(&query.studentID), given(&query.sectionID)) {
        (Some(student), None) => {
            let student = id_or(&student, no_student)?;
            ensure_adviser(&caller, adviser_of(&state, &student).await?.as_deref())?;
            db::read(&state.db, move |conn| excuses::list(conn, Whose::Student(&student))).await?
        }
        (None, Some(section)) => {
            let section = id_or(&section, no_section)?;
            let asked = section.clone();
            let place = db::read(&state.db, move |conn| places::find(conn, Asked::Daily(&asked))).await?;
            ensure_adviser(&caller, place.ok_or_else(no_section)?.adviser_id.as_deref())?;
            db::read(&state.db, move |conn| excuses::list(conn, Whose::Section(&section))).await?
        }
        _ => return Err(ApiError::BadRequest("Name a student or a section.".into())),
    };
    let excuses: Vec<ExcuseView> = found.into_iter().map(ExcuseView::from).collect();
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(ExcusesView { excuses }))
}

/// The body of `POST excuses`; a blank or missing `lastDay` is the first day only.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ExcuseBody {
    #[serde(default)]
    studentID: String,
    #[serde(default)]
    firstDay: String,
    #[serde(default)]
    lastDay: String,
    #[serde(default)]
    reason: String,
}

/// `POST excuses {studentID, firstDay, lastDay, reason}`: 201 with the excuse.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<ExcuseBody>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    if body.studentID.trim().is_empty() {
        errors.add(ValidationError::new("studentID", "Choose a student."));
    }
    let days = match DayRange::parse(&body.firstDay, &body.lastDay, true) {
        Ok(days) => Some(days),
        Err(found) => {
            for (field, message) in found.fields() {
                errors.add(ValidationError::new(field, message.clone()));
            }
            None
        }
    };
    let reason = errors.check(parse_reason(&body.reason));
    errors.into_result()?;
    let (Some(days), Some(reason)) = (days, reason) else { return Err(ApiError::BadRequest("Invalid excuse.".into())) };
    let student = id_or(&body.studentID, no_student)?;
    ensure_adviser(&caller, adviser_of(&state, &student).await?.as_deref())?;
    let (actor, role, by) = (Actor::from(&caller), caller.role(), caller.user_id().to_owned());
    let excuse = db::run(&state.db, move |conn| {
        attendance_changes::noted(conn, &actor, "excuse recorded", |conn| {
            excuses::create(conn, &student, days, &reason, (role, &by))?.ok_or_else(no_student)
        })
    })
    .await?;
    Ok(HttpResponse::Created().json(ExcuseView::from(excuse)))
}

/// `POST delete-excuse {id}`: `{"message": "Excuse deleted."}`.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    if body.id.trim().is_empty() {
        return Err(ValidationError::new("id", "Choose an excuse.").into());
    }
    let id = id_or(&body.id, no_excuse)?;
    let asked = id.clone();
    let excuse = db::read(&state.db, move |conn| excuses::find(conn, &asked)).await?.ok_or_else(no_excuse)?;
    // The student may be gone (a graduate in the archive): then only administrators may.
    let student = excuse.student_id.clone();
    let adviser = db::read(&state.db, move |conn| excuses::adviser_of_student(conn, &student)).await?.flatten();
    ensure_adviser(&caller, adviser.as_deref())?;
    let actor = Actor::from(&caller);
    db::run(&state.db, move |conn| {
        attendance_changes::noted(conn, &actor, "excuse deleted", |conn| match excuses::delete(conn, &id)? {
            true => Ok(excuse),
            false => Err(no_excuse()),
        })
    })
    .await?;
    Ok(HttpResponse::Ok().json(NoticeView::new("Excuse deleted.")))
}
