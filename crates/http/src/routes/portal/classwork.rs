//! Classwork: the teacher portal's `classwork`, `update-classwork` and `delete-classwork`, and
//! the student portal's `classwork` and their work on it (`work-file`, `remove-work-file`,
//! `turn-in`, `unsubmit`). Its rules and the gradebook's part: `lyceum_school::classwork`; a
//! student's work: `lyceum_school::classwork_work`.

use actix_multipart::Multipart;
use actix_web::{web, HttpResponse};
use lyceum_persistence::values::now;

use crate::audit::Actor;
use crate::auth::caller::{Signed, StudentOnly, TeacherOnly};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;
use crate::storage;
use chrono::NaiveDateTime;
use lyceum_persistence::Conn;
use lyceum_school::announcements::{self, AnnouncementForm, SectionQuery};
use lyceum_school::classwork::{self, ChangeForm, DeleteForm, PostForm};
use lyceum_school::classwork_review::{self, ReturnForm, ReviewForm};
use lyceum_school::classwork_views::AssignmentView;
use lyceum_school::classwork_work::{self, PieceQuery, RemoveFileForm};
use lyceum_school::events::classwork::announced;
use lyceum_school::events::work_returned;
use lyceum_school::uploads::UploadKind;
use lyceum_school::views::NoticeView;
use lyceum_school::Refusal;

/// `POST /api/teachers/classwork`: 201 with the classwork posted, one piece per class.
pub(crate) async fn post(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    form: web::Json<PostForm>,
) -> Result<HttpResponse, ApiError> {
    let (actor, teacher) = (Actor::from(&caller), caller.user_id().to_owned());
    let posted =
        db::write(&state.db, move |conn| Ok(classwork::post_form(conn, &actor, &teacher, &form, now())?)).await?;
    Ok(HttpResponse::Created().json(posted))
}

/// `POST /api/teachers/update-classwork`: the classwork as changed.
pub(crate) async fn update(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    form: web::Json<ChangeForm>,
) -> Result<HttpResponse, ApiError> {
    let (actor, teacher) = (Actor::from(&caller), caller.user_id().to_owned());
    let changed =
        db::write(&state.db, move |conn| Ok(classwork::change_form(conn, &actor, &teacher, &form, now())?)).await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// `POST /api/teachers/delete-classwork`: the classwork deleted, with its scores when graded.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    form: web::Json<DeleteForm>,
) -> Result<HttpResponse, ApiError> {
    let (actor, teacher) = (Actor::from(&caller), caller.user_id().to_owned());
    let released = db::write(&state.db, move |conn| Ok(classwork::delete_form(conn, &actor, &teacher, &form)?)).await?;
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released).await;
    Ok(HttpResponse::Ok().json(NoticeView::new("Classwork deleted.")))
}

/// `POST /api/students/work-file?assignmentID=…`: 201 with the piece and the student's work, a
/// file (multipart `file`) added to it. Asked before the file is received; the file streams to
/// disk, and is removed again should keeping it be refused.
pub(crate) async fn add_work_file(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
    query: web::Query<PieceQuery>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    let (student, piece) = (caller.user_id().to_owned(), query.into_inner().assignmentID);
    let (asking, asked) = (student.clone(), piece.clone());
    let asked = db::read(&state.db, move |conn| classwork_work::may_add_file(conn, &asking, &asked, now())).await;
    if let Err(refused) = asked {
        storage::discard(form).await;
        return Err(refused);
    }
    let limit = state.settings.file_limit_bytes;
    let received = storage::receive_to_disk(&state, form, UploadKind::Work, &caller.session, limit).await?;
    let (upload, quota) = (received.upload, state.settings.work_quota_bytes);
    let kept =
        db::write(&state.db, move |conn| Ok(classwork_work::add_file(conn, &student, &piece, &upload, quota, now())?))
            .await;
    match kept {
        Ok(view) => Ok(HttpResponse::Created().json(view)),
        Err(refused) => {
            let _ = std::fs::remove_file(&received.disk);
            Err(refused)
        }
    }
}

/// `POST /api/students/remove-work-file`: the piece with the student's work, a file removed.
pub(crate) async fn remove_work_file(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
    form: web::Json<RemoveFileForm>,
) -> Result<HttpResponse, ApiError> {
    let student = caller.user_id().to_owned();
    let (view, path) =
        db::write(&state.db, move |conn| Ok(classwork_work::remove_file(conn, &student, &form, now())?)).await?;
    storage::remove_from_disk(state.settings.uploads_dir.clone(), vec![path]).await;
    Ok(HttpResponse::Ok().json(view))
}

/// `POST /api/students/turn-in` and `unsubmit`: the piece with the student's work, turned in or
/// taken back.
pub(crate) fn student_work<F: serde::de::DeserializeOwned + Send + 'static>(
    work: fn(&mut Conn, &str, &F, NaiveDateTime) -> Result<AssignmentView, Refusal>,
) -> impl actix_web::Handler<(web::Data<AppState>, Signed<StudentOnly>, web::Json<F>), Output = Result<HttpResponse, ApiError>>
{
    move |state: web::Data<AppState>, caller: Signed<StudentOnly>, form: web::Json<F>| async move {
        let student = caller.user_id().to_owned();
        let view = db::write(&state.db, move |conn| Ok(work(conn, &student, &form, now())?)).await?;
        Ok(HttpResponse::Ok().json(view))
    }
}

/// `GET /api/teachers/classwork-work?assignmentID=…`: the piece with its class's work.
pub(crate) async fn class_work(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    query: web::Query<PieceQuery>,
) -> Result<HttpResponse, ApiError> {
    let (teacher, piece) = (caller.user_id().to_owned(), query.into_inner().assignmentID);
    let view = db::read(&state.db, move |conn| classwork_review::of_piece(conn, &teacher, &piece, now())).await?;
    Ok(HttpResponse::Ok().json(view))
}

/// `POST /api/teachers/review-work`: a student's score and comment saved; the class's work.
pub(crate) async fn review(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    form: web::Json<ReviewForm>,
) -> Result<HttpResponse, ApiError> {
    let (actor, teacher) = (Actor::from(&caller), caller.user_id().to_owned());
    let view =
        db::write(&state.db, move |conn| Ok(classwork_review::review(conn, &actor, &teacher, &form, now())?)).await?;
    Ok(HttpResponse::Ok().json(view))
}

/// `POST /api/teachers/return-work`: the students' work returned, each told live; the class's work.
pub(crate) async fn give_back(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    form: web::Json<ReturnForm>,
) -> Result<HttpResponse, ApiError> {
    let teacher = caller.user_id().to_owned();
    let returned =
        db::write(&state.db, move |conn| Ok(classwork_review::give_back(conn, &teacher, &form, now())?)).await?;
    work_returned(&state.outlets(), &returned.students, &returned.title);
    Ok(HttpResponse::Ok().json(returned.view))
}

/// `POST /api/teachers/announcements`: 201 with the announcement, each recipient told live.
pub(crate) async fn announce(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    form: web::Json<AnnouncementForm>,
) -> Result<HttpResponse, ApiError> {
    let (actor, teacher) = (Actor::from(&caller), caller.user_id().to_owned());
    let (view, notices) =
        db::write(&state.db, move |conn| Ok(announcements::post(conn, &actor, &teacher, &form, now())?)).await?;
    announced(&state.outlets(), notices);
    Ok(HttpResponse::Created().json(view))
}

/// `GET /api/teachers/announcements?sectionID=`: the stream of a section the teacher advises or teaches.
pub(crate) async fn teacher_stream(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    query: web::Query<SectionQuery>,
) -> Result<HttpResponse, ApiError> {
    let (teacher, section) = (caller.user_id().to_owned(), query.into_inner().sectionID);
    Ok(HttpResponse::Ok()
        .json(db::read(&state.db, move |conn| announcements::of_teacher(conn, &teacher, &section)).await?))
}

/// `GET /api/teachers/classwork` (the classwork of every subject taught), `GET
/// /api/students/classwork` (the student's classwork that has appeared, with their work) and
/// `GET /api/students/announcements` (what went to the student's section's students): what
/// `read` answers of the caller.
pub(crate) fn own<R: crate::auth::caller::RoleSet + 'static, V: serde::Serialize + Send + 'static>(
    read: fn(&mut Conn, &str) -> Result<V, Refusal>,
) -> impl actix_web::Handler<(web::Data<AppState>, Signed<R>), Output = Result<HttpResponse, ApiError>> {
    move |state: web::Data<AppState>, caller: Signed<R>| async move {
        let me = caller.user_id().to_owned();
        Ok(HttpResponse::Ok().json(db::read(&state.db, move |conn| read(conn, &me)).await?))
    }
}
