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
use lyceum_school::classwork::shown_to_teacher;
use lyceum_school::classwork_views;
use lyceum_school::portal_classes::{section_of_adviser, subject_of_teacher, taught_subjects};
use lyceum_school::views::NoticeView;
use lyceum_school::views::PersonView;
use lyceum_school::Refusal;

/// Registers the teacher portal's routes; the role each admits is in its handler's `Signed<...>`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/login").post(login_as(Role::Teacher)))
        .service(web::resource("/home").get(super::teacher_home::home))
        .service(web::resource("/get-all-students").get(get_all_students))
        .service(
            web::resource("/classwork")
                .get(super::classwork::own::<TeacherOnly, _>(|conn, me| Ok(classwork_views::of_teacher(conn, me)?)))
                .post(super::classwork::post),
        )
        .service(web::resource("/update-classwork").post(super::classwork::update))
        .service(web::resource("/delete-classwork").post(super::classwork::delete))
        .service(web::resource("/classwork-work").get(super::classwork::class_work))
        .service(web::resource("/review-work").post(super::classwork::review))
        .service(web::resource("/return-work").post(super::classwork::give_back))
        .service(web::resource("/announcements").get(super::classwork::teacher_stream).post(super::classwork::announce))
        .service(web::resource("/attach-classwork-file").post(attach_file(Owner::Assignment, shown_to_teacher)))
        .service(web::resource("/delete-classwork-file").post(delete_file(Owner::Assignment)))
        .service(web::resource("/get-teacher-subjects").post(get_teacher_subjects))
        .service(web::resource("/get-subject-details").post(get_subject_details))
        .service(web::resource("/attach-subject-file").post(attach_file(Owner::Subject, subject_of_teacher)))
        .service(web::resource("/delete-subject-file").post(delete_file(Owner::Subject)))
        .service(web::resource("/get-section-details").post(get_section_details))
        .service(web::resource("/attach-section-file").post(attach_file(Owner::Section, section_of_adviser)))
        .service(web::resource("/delete-section-file").post(delete_file(Owner::Section)))
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

/// The body of `attach-subject-file`, `attach-section-file` and `attach-classwork-file`: whose
/// file (by the call's own id field) and the upload's stored path.
#[derive(Deserialize)]
#[allow(non_snake_case)]
struct AttachBody {
    #[serde(default)]
    subjectID: String,
    #[serde(default)]
    sectionID: String,
    #[serde(default)]
    assignmentID: String,
    #[serde(default)]
    attachedFile: String,
}

/// `attach-{subject,section,classwork}-file`: attaches the teacher's own upload (`subjectUpload`,
/// or `sectionUpload` for a section's lesson guides) to what they are in charge of, in one
/// transaction; answers it as `view` shows it.
fn attach_file<V: serde::Serialize + Send + 'static>(
    owner: Owner,
    view: fn(&mut Conn, &str, &str) -> Result<V, Refusal>,
) -> impl actix_web::Handler<
    (web::Data<AppState>, Signed<TeacherOnly>, web::Json<AttachBody>),
    Output = Result<HttpResponse, ApiError>,
> {
    move |state: web::Data<AppState>, caller: Signed<TeacherOnly>, body: web::Json<AttachBody>| async move {
        let body = body.into_inner();
        let (field, raw) = match owner {
            Owner::Subject => ("subjectID", body.subjectID),
            Owner::Section => ("sectionID", body.sectionID),
            Owner::Assignment | Owner::Announcement => ("assignmentID", body.assignmentID),
        };
        let id = required_id(field, &raw)?;
        let (teacher, actor, file) = (caller.user_id().to_owned(), Actor::from(&caller), body.attachedFile);
        let answer = db::run(&state.db, move |conn| {
            attachments::attach(conn, &actor, (owner, &id), &teacher, &file)?;
            Ok(view(conn, &id, &teacher)?)
        })
        .await?;
        Ok(HttpResponse::Created().json(answer))
    }
}

/// `delete-{subject,section,classwork}-file {id}`: removes one of the teacher's attachments and
/// its stored file.
fn delete_file(
    owner: Owner,
) -> impl actix_web::Handler<
    (web::Data<AppState>, Signed<TeacherOnly>, web::Json<IdBody>),
    Output = Result<HttpResponse, ApiError>,
> {
    move |state: web::Data<AppState>, caller: Signed<TeacherOnly>, body: web::Json<IdBody>| async move {
        let id = required_id("id", &body.id)?;
        let (teacher, actor) = (caller.user_id().to_owned(), Actor::from(&caller));
        let path =
            db::run(&state.db, move |conn| Ok(attachments::detach(conn, &actor, (owner, &id), &teacher)?)).await?;
        storage::remove_from_disk(state.settings.uploads_dir.clone(), vec![path]).await;
        Ok(HttpResponse::Ok().json(NoticeView::new("File deleted.")))
    }
}
