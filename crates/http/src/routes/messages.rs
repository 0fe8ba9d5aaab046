//! Messaging: `/api/messages/*`, each portal's `conversations`, a student's `search-teachers`,
//! a guardian's `search-teachers` and a teacher's `search-guardians`. Messages go between a
//! student and a teacher, or between a guardian and the adviser or a subject teacher of one of
//! their children (checked against the links and sections as they are at each call).

use actix_web::{web, HttpResponse};
use lyceum_persistence::guardians::contacts::{self, Wanted};
use lyceum_persistence::teachers::{self, TeacherFilter};
use serde::Deserialize;

use crate::auth::caller::{Correspondent, GuardianOnly, RoleSet, Signed, StudentOnly, TeacherOnly};
use crate::db;
use crate::error::ApiError;
use crate::live;
use crate::routes::forms::{id_or, search_term, SearchBody, SEARCH_LIMIT};
use crate::state::AppState;
use lyceum_school::guardian_views::GuardianContactView;
use lyceum_school::messaging;
use lyceum_school::views::PersonView;

/// Registers `/api/messages/*`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/send/{userId}").post(send))
        .service(web::resource("/read/{userId}").post(mark_read))
        .service(web::resource("/{userId}").get(conversation));
}

#[derive(Deserialize)]
struct SendBody {
    message: Option<serde_json::Value>,
}

/// `POST /api/messages/send/{userId} {message}`: answers 201 with the message, then pushes it to
/// every open socket of both people.
async fn send(
    state: web::Data<AppState>,
    caller: Signed<Correspondent>,
    path: web::Path<String>,
    body: web::Json<SendBody>,
) -> Result<HttpResponse, ApiError> {
    let text = messaging::message_text(body.message.as_ref())?;
    let receiver = id_or(&path.into_inner(), || ApiError::NotFound("There is no such user.".into()))?;
    let (sender, role, to) = (caller.user_id().to_owned(), caller.role(), receiver.clone());
    let view = db::run(&state.db, move |conn| Ok(messaging::send(conn, (role, caller.user_id()), &to, &text)?)).await?;
    live::message_sent(state.hub.as_ref(), &sender, &receiver, &view);
    Ok(HttpResponse::Created().json(view))
}

#[derive(Deserialize)]
struct PageQuery {
    before: Option<String>,
    limit: Option<i64>,
}

/// `GET /api/messages/{userId}[?before&limit]`: the conversation, oldest first (the latest
/// `limit` messages, or those before `before`); changes nothing.
async fn conversation(
    state: web::Data<AppState>,
    caller: Signed<Correspondent>,
    path: web::Path<String>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let PageQuery { before, limit } = query.into_inner();
    let no_message = || ApiError::NotFound("There is no such message in this conversation.".into());
    let before = before.map(|before| id_or(&before, no_message)).transpose()?;
    let other = id_or(&path.into_inner(), || ApiError::NotFound("There is no such user.".into()))?;
    let (me, role) = (caller.user_id().to_owned(), caller.role());
    // Reading never writes: a GET is what another site's link can make a browser send
    // (SameSite=Lax lets the cookie go with it), so marking read is `POST /read/{userId}`.
    let page =
        db::run(&state.db, move |conn| Ok(messaging::page(conn, (role, &me), &other, before.as_deref(), limit)?))
            .await?;
    Ok(HttpResponse::Ok().json(page))
}

/// `POST /api/messages/read/{userId}`: marks that person's messages to the caller read (the
/// front end calls it when a conversation is opened and when a message arrives in it).
async fn mark_read(
    state: web::Data<AppState>,
    caller: Signed<Correspondent>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let other = id_or(&path.into_inner(), || ApiError::NotFound("There is no such user.".into()))?;
    let (me, role) = (caller.user_id().to_owned(), caller.role());
    db::run(&state.db, move |conn| Ok(messaging::mark_read(conn, (role, &me), &other)?)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// `GET /api/students/conversations`, `GET /api/teachers/conversations` and
/// `GET /api/guardians/conversations`: everyone the caller has exchanged messages with and may
/// still message, most recent first, with the last message and the unread count. A teacher's
/// guardians carry `role: "guardian"` and `guardianOf`; a guardian's teachers are those of
/// their children now (an unlinked child's teachers drop out at once).
pub async fn conversations<R: RoleSet + 'static>(
    state: web::Data<AppState>,
    caller: Signed<R>,
) -> Result<HttpResponse, ApiError> {
    let (me, role) = (caller.user_id().to_owned(), caller.role());
    let list = db::query(&state.db, move |conn| messaging::conversations(conn, (role, &me))).await?;
    Ok(HttpResponse::Ok().json(list))
}

/// `POST /api/students/search-teachers {searchInput}`: teachers to message, by name or email.
pub(crate) async fn search_teachers(
    state: web::Data<AppState>,
    _: Signed<StudentOnly>,
    body: web::Json<SearchBody>,
) -> Result<HttpResponse, ApiError> {
    let term = search_term(body.into_inner())?;
    let filter = TeacherFilter { search: Some(term), limit: SEARCH_LIMIT, ..TeacherFilter::default() };
    let people = db::query(&state.db, move |conn| teachers::search_people(conn, &filter)).await?;
    Ok(HttpResponse::Ok().json(people.into_iter().map(PersonView::from).collect::<Vec<_>>()))
}

/// `POST /api/guardians/search-teachers {searchInput}`: the advisers and subject teachers of the
/// guardian's children, by name or email.
pub(crate) async fn search_childrens_teachers(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    body: web::Json<SearchBody>,
) -> Result<HttpResponse, ApiError> {
    let term = search_term(body.into_inner())?;
    let me = caller.user_id().to_owned();
    let people =
        db::query(&state.db, move |conn| contacts::search_teachers_of_children(conn, &me, &term, SEARCH_LIMIT)).await?;
    Ok(HttpResponse::Ok().json(people.into_iter().map(PersonView::from).collect::<Vec<_>>()))
}

/// `POST /api/teachers/search-guardians {searchInput}`: the guardians of the teacher's students
/// (in the sections they advise or teach), by name or email, each with those students.
pub(crate) async fn search_guardians(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
    body: web::Json<SearchBody>,
) -> Result<HttpResponse, ApiError> {
    let term = search_term(body.into_inner())?;
    let me = caller.user_id().to_owned();
    let found =
        db::query(&state.db, move |conn| contacts::guardians_of_pupils(conn, &me, Wanted::Search(&term, SEARCH_LIMIT)))
            .await?;
    Ok(HttpResponse::Ok().json(found.into_iter().map(GuardianContactView::from).collect::<Vec<_>>()))
}
