//! Subjects, under `/api/admins`, admins only: `get-subject`, `create-subject` and
//! `add-subject-section` (the same, from the section's screen), `update-subject-teacher` and
//! `remove-subject`.

use actix_web::{web, HttpResponse};
use lyceum_domain::{FieldErrors, ValidationError};
use lyceum_persistence::subjects;
use serde::Deserialize;

use super::shared::{name, run, Naming};
use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::{required_id as id, IdBody};
use crate::state::AppState;
use crate::storage;
use lyceum_school::class_changes;
use lyceum_school::class_views::SubjectView;
use lyceum_school::views::NoticeView;

/// `get-subject {id}`: a subject with its teacher, schedule and files.
pub(crate) async fn get_subject(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let subject = id("id", &body.id)?;
    let detail = run(&state, Naming::None, move |conn| subjects::find_subject(conn, &subject)).await?;
    Ok(HttpResponse::Ok().json(SubjectView::from(detail)))
}

/// Validates and adds a subject; shared by `create-subject` and `add-subject-section`.
async fn add_subject(
    state: &web::Data<AppState>,
    caller: &Signed<AdminOnly>,
    (subject_field, subject): (&'static str, &str),
    (section_field, section): (&'static str, &str),
    (teacher_field, teacher): (&'static str, &str),
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let subject = errors.check(name(subject_field, "subject name", subject));
    let section = errors.check(id(section_field, section));
    let teacher =
        errors.check(id(teacher_field, teacher).map_err(|_| ValidationError::new(teacher_field, "Choose a teacher.")));
    errors.into_result()?;
    let (subject, section, teacher) =
        (subject.unwrap_or_default(), section.unwrap_or_default(), teacher.unwrap_or_default());
    let actor = Actor::from(caller);
    let created =
        db::run(&state.db, move |conn| Ok(class_changes::create_subject(conn, &actor, &section, &subject, &teacher)?))
            .await?;
    Ok(HttpResponse::Created().json(SubjectView::from(created)))
}

/// The form of `create-subject`: the name, the section and the teacher.
#[derive(Deserialize)]
pub(crate) struct SubjectBody {
    #[serde(default)]
    subject: String,
    #[serde(default)]
    section: String,
    #[serde(default)]
    teacher: String,
}

/// `create-subject {subject, section, teacher}`: a new subject; 409 when the section has the name.
pub(crate) async fn create_subject(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SubjectBody>,
) -> Result<HttpResponse, ApiError> {
    add_subject(&state, &caller, ("subject", &body.subject), ("section", &body.section), ("teacher", &body.teacher))
        .await
}

/// The form of `add-subject-section`: the same as `create-subject` in the section screen's names.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SectionSubjectBody {
    #[serde(default)]
    subjectName: String,
    #[serde(default)]
    subjectTeacher: String,
    #[serde(default)]
    sectionID: String,
}

/// `add-subject-section {subjectName, subjectTeacher, sectionID}`: a new subject of the section.
pub(crate) async fn add_subject_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SectionSubjectBody>,
) -> Result<HttpResponse, ApiError> {
    add_subject(
        &state,
        &caller,
        ("subjectName", &body.subjectName),
        ("sectionID", &body.sectionID),
        ("subjectTeacher", &body.subjectTeacher),
    )
    .await
}

/// The form of `update-subject-teacher`: the subject, its teacher and, optionally, a new name.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SubjectTeacherBody {
    #[serde(default)]
    teacher: String,
    #[serde(default)]
    subject: Option<String>,
    #[serde(default)]
    subjectID: String,
}

/// `update-subject-teacher`: sets the teacher (and optionally renames the subject). Like a new
/// slot, the answer carries a `warning` when the teacher now teaches elsewhere at one of its times.
pub(crate) async fn update_subject_teacher(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SubjectTeacherBody>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let subject_id = errors.check(id("subjectID", &body.subjectID));
    let teacher =
        errors.check(id("teacher", &body.teacher).map_err(|_| ValidationError::new("teacher", "Choose a teacher.")));
    let rename = match body.subject.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(new_name) => errors.check(name("subject", "subject name", new_name)),
        None => None,
    };
    errors.into_result()?;
    let (subject_id, teacher) = (subject_id.unwrap_or_default(), teacher.unwrap_or_default());
    let actor = Actor::from(&caller);
    let updated = db::run(&state.db, move |conn| {
        Ok(class_changes::update_subject(conn, &actor, &subject_id, rename.as_deref(), &teacher)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(SubjectView::from(updated)))
}

/// `remove-subject {id}`: deletes a subject with its schedule and files.
pub(crate) async fn remove_subject(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let subject = id("id", &body.id)?;
    let actor = Actor::from(&caller);
    let removed = db::run(&state.db, move |conn| Ok(class_changes::remove_subject(conn, &actor, &subject)?)).await?;
    storage::remove_from_disk(state.settings.uploads_dir.clone(), removed).await;
    Ok(HttpResponse::Ok().json(NoticeView::new("Subject removed.")))
}
