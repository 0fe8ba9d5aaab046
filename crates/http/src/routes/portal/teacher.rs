//! `/api/teachers/*`: the teacher portal's own calls, made by the signed-in teacher. A teacher
//! sees and changes only the subjects they teach and the sections they advise. (Teacher accounts
//! are managed by the administrators' `routes::admin::teachers`.)

use actix_web::{web, HttpResponse};
use lyceum_domain::Role;
use lyceum_persistence::attachments::Owner;
use lyceum_persistence::{people, Conn};
use serde::Deserialize;

use crate::audit::{Actor, Entry};
use crate::auth::caller::{Signed, TeacherOnly};
use crate::db;
use crate::error::ApiError;
use crate::routes::account::login_as;
use crate::routes::forms::{required_id, IdBody};
use crate::routes::messages;
use crate::state::AppState;
use crate::storage;
use lyceum_school::attachments;
use lyceum_school::portal_classes::{section_of_adviser, subject_of_teacher, taught_subjects};
use lyceum_school::views::NoticeView;
use lyceum_school::views::PersonView;
use lyceum_school::Refusal;

/// Registers the teacher portal's routes; the role each admits is in its handler's `Signed<...>`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/login").post(login_as(Role::Teacher)))
        .service(web::resource("/home").get(super::teacher_home::home))
        .service(web::resource("/get-all-students").get(get_all_students))
        .service(web::resource("/classwork").get(super::classwork::teacher_list).post(super::classwork::post))
        .service(web::resource("/update-classwork").post(super::classwork::update))
        .service(web::resource("/delete-classwork").post(super::classwork::delete))
        .service(web::resource("/get-teacher-subjects").post(get_teacher_subjects))
        .service(web::resource("/get-subject-details").post(get_subject_details))
        .service(web::resource("/attach-subject-file").post(attach_subject_file))
        .service(web::resource("/delete-subject-file").post(delete_subject_file))
        .service(web::resource("/get-section-details").post(get_section_details))
        .service(web::resource("/attach-section-file").post(attach_section_file))
        .service(web::resource("/delete-section-file").post(delete_section_file))
        .service(web::resource("/conversations").get(messages::conversations::<TeacherOnly>))
        .service(web::resource("/search-guardians").post(messages::search_guardians));
}

/// `GET /api/teachers/get-all-students`: the students a teacher can message.
async fn get_all_students(state: web::Data<AppState>, caller: Signed<TeacherOnly>) -> Result<HttpResponse, ApiError> {
    let people = db::query(&state.db, people::all_students).await?;
    state.audit.record(Entry::by(&caller, "read").on_kind("student").detail("names and photos of every student"));
    Ok(HttpResponse::Ok().json(people.into_iter().map(PersonView::from).collect::<Vec<_>>()))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct SubjectIdsBody {
    #[serde(default)]
    subjectIDs: Vec<String>,
}

/// `get-teacher-subjects {subjectIDs}`: the teacher's subjects (all when no ids are given) with
/// their sections and levels; an id the teacher does not teach is refused.
async fn get_teacher_subjects(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    body: web::Json<SubjectIdsBody>,
) -> Result<HttpResponse, ApiError> {
    let teacher = caller.user_id().to_owned();
    let view = db::run(&state.db, move |conn| Ok(taught_subjects(conn, &teacher, &body.subjectIDs)?)).await?;
    Ok(HttpResponse::Ok().json(view))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct SubjectIdBody {
    #[serde(default)]
    subjectID: String,
}

/// `get-subject-details {subjectID}`.
async fn get_subject_details(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    body: web::Json<SubjectIdBody>,
) -> Result<HttpResponse, ApiError> {
    let id = required_id("subjectID", &body.subjectID)?;
    let teacher = caller.user_id().to_owned();
    let subject = db::run(&state.db, move |conn| Ok(subject_of_teacher(conn, &id, &teacher)?)).await?;
    Ok(HttpResponse::Ok().json(subject))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct AttachSubjectFileBody {
    #[serde(default)]
    subjectID: String,
    #[serde(default)]
    attachedFile: String,
}

/// `attach-subject-file {subjectID, attachedFile}`: attaches a file the teacher uploaded
/// through `subjectUpload`; answers the subject.
async fn attach_subject_file(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    body: web::Json<AttachSubjectFileBody>,
) -> Result<HttpResponse, ApiError> {
    let id = required_id("subjectID", &body.subjectID)?;
    attach(state, Owner::Subject, id, body.into_inner().attachedFile, caller, subject_of_teacher).await
}

/// Attaches the caller's own unattached upload to a section or subject they are in charge
/// of, in one transaction; answers that section or subject as `view` shows it.
async fn attach<V: serde::Serialize + Send + 'static>(
    state: web::Data<AppState>,
    owner: Owner,
    id: String,
    attached_file: String,
    caller: Signed<TeacherOnly>,
    view: fn(&mut Conn, &str, &str) -> Result<V, Refusal>,
) -> Result<HttpResponse, ApiError> {
    let (teacher, actor) = (caller.user_id().to_owned(), Actor::from(&caller));
    let answer = db::run(&state.db, move |conn| {
        attachments::attach(conn, &actor, (owner, &id), &teacher, &attached_file)?;
        Ok(view(conn, &id, &teacher)?)
    })
    .await?;
    Ok(HttpResponse::Created().json(answer))
}

/// Removes one of the teacher's attachments and its stored file.
async fn detach(
    state: web::Data<AppState>,
    owner: Owner,
    id: String,
    caller: Signed<TeacherOnly>,
) -> Result<HttpResponse, ApiError> {
    let (teacher, actor) = (caller.user_id().to_owned(), Actor::from(&caller));
    let path = db::run(&state.db, move |conn| Ok(attachments::detach(conn, &actor, (owner, &id), &teacher)?)).await?;
    storage::remove_from_disk(state.settings.uploads_dir.clone(), vec![path]).await;
    Ok(HttpResponse::Ok().json(NoticeView::new("File deleted.")))
}

/// `delete-subject-file {id}`: the id of one of the subject's files.
async fn delete_subject_file(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let id = required_id("id", &body.id)?;
    detach(state, Owner::Subject, id, caller).await
}

/// `get-section-details {id}`: one of the teacher's advisory sections.
async fn get_section_details(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let id = required_id("id", &body.id)?;
    let teacher = caller.user_id().to_owned();
    let entry = Entry::by(&caller, "read").on("section", id.clone()).detail("students of the section");
    let section = db::run(&state.db, move |conn| Ok(section_of_adviser(conn, &id, &teacher)?)).await?;
    state.audit.record(entry);
    Ok(HttpResponse::Ok().json(section))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct AttachSectionFileBody {
    #[serde(default)]
    sectionID: String,
    #[serde(default)]
    attachedFile: String,
}

/// `attach-section-file {sectionID, attachedFile}`: attaches a weekly lesson guide the adviser
/// uploaded through `sectionUpload`; answers the section.
async fn attach_section_file(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    body: web::Json<AttachSectionFileBody>,
) -> Result<HttpResponse, ApiError> {
    let id = required_id("sectionID", &body.sectionID)?;
    attach(state, Owner::Section, id, body.into_inner().attachedFile, caller, section_of_adviser).await
}

/// `delete-section-file {id}`: the id of one of the section's lesson guides.
async fn delete_section_file(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let id = required_id("id", &body.id)?;
    detach(state, Owner::Section, id, caller).await
}
