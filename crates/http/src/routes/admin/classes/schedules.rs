//! A subject's weekly schedule, under `/api/admins`, admins only: `create-schedule` and
//! `add-subject-schedule` (the same, from the subject's screen) add a slot, warning when the
//! teacher is already booked then; `delete-subject-schedule` removes one.

use actix_web::{web, HttpResponse};
use lyceum_domain::{FieldErrors, Slot, ValidationError};
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::required_id as id;
use crate::state::AppState;
use lyceum_school::class_changes;
use lyceum_school::class_views::ScheduleView;
use lyceum_school::views::NoticeView;

/// Validates and adds a weekly slot; shared by `create-schedule` and `add-subject-schedule`.
/// The answer carries a `warning` when the subject's teacher is already booked at that time.
async fn add_schedule(
    state: &web::Data<AppState>,
    caller: &Signed<AdminOnly>,
    (subject_field, subject): (&'static str, &str),
    day: &str,
    start: &str,
    end: &str,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let subject = errors.check(id(subject_field, subject));
    let slot = match Slot::parse(day, start, end) {
        Ok(slot) => Some(slot),
        Err(slot_errors) => {
            for (field, message) in slot_errors.fields() {
                errors.add(ValidationError::new(field, message.clone()));
            }
            None
        }
    };
    errors.into_result()?;
    let (subject, slot) =
        (subject.unwrap_or_default(), slot.ok_or_else(|| ApiError::BadRequest("Invalid time.".into()))?);
    let actor = Actor::from(caller);
    let added = db::run(&state.db, move |conn| Ok(class_changes::add_schedule(conn, &actor, &subject, &slot)?)).await?;
    Ok(HttpResponse::Created().json(ScheduleView::from(added)))
}

/// A weekly slot to add: the subject (`subject` or `subjectID`), day, start and end.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ScheduleBody {
    #[serde(default)]
    subject: String,
    #[serde(default)]
    subjectID: String,
    #[serde(default)]
    day: String,
    #[serde(default)]
    startTime: String,
    #[serde(default)]
    endTime: String,
}

/// `create-schedule {subject, day, startTime, endTime}`: adds a weekly slot.
pub(crate) async fn create_schedule(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ScheduleBody>,
) -> Result<HttpResponse, ApiError> {
    add_schedule(&state, &caller, ("subject", &body.subject), &body.day, &body.startTime, &body.endTime).await
}

/// `add-subject-schedule {subjectID, day, startTime, endTime}`: the same from the subject's screen.
pub(crate) async fn add_subject_schedule(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ScheduleBody>,
) -> Result<HttpResponse, ApiError> {
    add_schedule(&state, &caller, ("subjectID", &body.subjectID), &body.day, &body.startTime, &body.endTime).await
}

/// The form of `delete-subject-schedule`: the slot's id.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ScheduleIdBody {
    #[serde(default)]
    scheduleID: String,
}

/// `delete-subject-schedule {scheduleID}`: removes a weekly slot.
pub(crate) async fn delete_subject_schedule(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ScheduleIdBody>,
) -> Result<HttpResponse, ApiError> {
    let schedule = id("scheduleID", &body.scheduleID)?;
    let actor = Actor::from(&caller);
    db::run(&state.db, move |conn| Ok(class_changes::delete_schedule(conn, &actor, &schedule)?)).await?;
    Ok(HttpResponse::Ok().json(NoticeView::new("Schedule removed.")))
}
