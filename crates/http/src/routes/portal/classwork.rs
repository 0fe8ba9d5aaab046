//! Classwork: the teacher portal's `classwork`, `update-classwork` and `delete-classwork`, and
//! the student portal's `classwork`. Its rules and the gradebook's part: `lyceum_school::classwork`.

use actix_web::{web, HttpResponse};
use lyceum_persistence::values::now;

use crate::audit::Actor;
use crate::auth::caller::{Signed, StudentOnly, TeacherOnly};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;
use crate::storage;
use lyceum_school::classwork::{self, ChangeForm, DeleteForm, PostForm};
use lyceum_school::classwork_views;
use lyceum_school::views::NoticeView;

/// `GET /api/teachers/classwork`: the classwork of every subject the teacher teaches.
pub(crate) async fn teacher_list(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
) -> Result<HttpResponse, ApiError> {
    let teacher = caller.user_id().to_owned();
    let list = db::query(&state.db, move |conn| classwork_views::of_teacher(conn, &teacher)).await?;
    Ok(HttpResponse::Ok().json(list))
}

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

/// `GET /api/students/classwork`: the student's classwork that has appeared, to do and missing.
pub(crate) async fn student_list(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
) -> Result<HttpResponse, ApiError> {
    let student = caller.user_id().to_owned();
    Ok(HttpResponse::Ok()
        .json(db::read(&state.db, move |conn| classwork_views::of_student(conn, &student, now())).await?))
}
