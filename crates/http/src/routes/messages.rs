//! Messaging between students and teachers: `/api/messages/*`, each portal's `conversations`
//! and a student's `search-teachers`. Messages go between a student and a teacher only.

use std::collections::HashMap;

use actix_web::{web, HttpResponse};
use lyceum_domain::{MessageText, Role, ValidationError};
use lyceum_persistence::teachers::{self, TeacherFilter};
use lyceum_persistence::{messages, people, Conn};
use serde::Deserialize;

use crate::auth::caller::{RoleSet, Signed, StudentOnly, StudentOrTeacher};
use crate::db;
use crate::error::ApiError;
use crate::live;
use crate::routes::forms::{id_or, search_term, SearchBody, SEARCH_LIMIT};
use crate::state::AppState;
use crate::views::{ConversationView, MessageView, PersonView};

/// Most messages one page of a conversation answers, and the default.
const MAX_PAGE: i64 = 200;
const DEFAULT_PAGE: i64 = 50;

/// Registers `/api/messages/*`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/send/{userId}").post(send))
        .service(web::resource("/read/{userId}").post(mark_read))
        .service(web::resource("/{userId}").get(conversation));
}

/// The role a person must have for `role` to message them.
fn counterpart_of(role: Role) -> Option<Role> {
    match role {
        Role::Student => Some(Role::Teacher),
        Role::Teacher => Some(Role::Student),
        // Guardians do not message anyone yet; the routes refuse them before this is asked.
        Role::Admin | Role::Guardian => None,
    }
}

/// Checks that the signed-in `role` may message `other`: 404 when nobody has that id, 403 for
/// anyone but a teacher (for a student) or a student (for a teacher).
fn check_counterpart(conn: &mut Conn, role: Role, other: &str) -> Result<(), ApiError> {
    let wanted = counterpart_of(role);
    match messages::role_of(conn, other)? {
        None => Err(ApiError::NotFound("There is no such user.".into())),
        Some(found) if Some(found) == wanted => Ok(()),
        Some(_) => Err(ApiError::Forbidden(match role {
            Role::Student => "Students can only message teachers.".into(),
            _ => "Teachers can only message students.".into(),
        })),
    }
}

#[derive(Deserialize)]
struct SendBody {
    message: Option<serde_json::Value>,
}

/// `POST /api/messages/send/{userId} {message}`: answers 201 with the message, then pushes it to
/// every open socket of both people.
async fn send(
    state: web::Data<AppState>,
    caller: Signed<StudentOrTeacher>,
    path: web::Path<String>,
    body: web::Json<SendBody>,
) -> Result<HttpResponse, ApiError> {
    let text = match &body.message {
        Some(serde_json::Value::String(text)) => MessageText::parse(text)?,
        Some(serde_json::Value::Null) | None => MessageText::parse("")?,
        Some(_) => return Err(ValidationError::new("message", "Message must be text.").into()),
    };
    let receiver = id_or(&path.into_inner(), || ApiError::NotFound("There is no such user.".into()))?;
    let (sender, role) = (caller.user_id().to_owned(), caller.role());
    let stored = db::run(&state.db, move |conn| {
        check_counterpart(conn, role, &receiver)?;
        Ok(messages::send(conn, &sender, &receiver, text.as_str())?)
    })
    .await?;
    let (sender, receiver) = (stored.sender_id.clone(), stored.receiver_id.clone());
    let view = MessageView::from(stored);
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
    caller: Signed<StudentOrTeacher>,
    path: web::Path<String>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let PageQuery { before, limit } = query.into_inner();
    let no_message = || ApiError::NotFound("There is no such message in this conversation.".into());
    let before = before.map(|before| id_or(&before, no_message)).transpose()?;
    let limit = limit.unwrap_or(DEFAULT_PAGE);
    if !(1..=MAX_PAGE).contains(&limit) {
        return Err(ValidationError::new("limit", format!("limit must be between 1 and {MAX_PAGE}.")).into());
    }
    let other = id_or(&path.into_inner(), || ApiError::NotFound("There is no such user.".into()))?;
    let (me, role) = (caller.user_id().to_owned(), caller.role());
    let page = db::run(&state.db, move |conn| {
        check_counterpart(conn, role, &other)?;
        // Reading never writes: a GET is what another site's link can make a browser send
        // (SameSite=Lax lets the cookie go with it), so marking read is `POST /read/{userId}`.
        messages::between(conn, &me, &other, before.as_deref(), limit)?
            .ok_or_else(|| ApiError::NotFound("There is no such message in this conversation.".into()))
    })
    .await?;
    Ok(HttpResponse::Ok().json(page.into_iter().map(MessageView::from).collect::<Vec<_>>()))
}

/// `POST /api/messages/read/{userId}`: marks that person's messages to the caller read (the
/// front end calls it when a conversation is opened and when a message arrives in it).
async fn mark_read(
    state: web::Data<AppState>,
    caller: Signed<StudentOrTeacher>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let other = id_or(&path.into_inner(), || ApiError::NotFound("There is no such user.".into()))?;
    let (me, role) = (caller.user_id().to_owned(), caller.role());
    db::run(&state.db, move |conn| {
        check_counterpart(conn, role, &other)?;
        Ok(messages::mark_read(conn, &me, &other)?)
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// `GET /api/students/conversations` and `GET /api/teachers/conversations`: everyone the caller
/// has exchanged messages with, most recent first, with the last message and the unread count.
pub async fn conversations<R: RoleSet + 'static>(
    state: web::Data<AppState>,
    caller: Signed<R>,
) -> Result<HttpResponse, ApiError> {
    let (me, role) = (caller.user_id().to_owned(), caller.role());
    let partner_role = counterpart_of(role).unwrap_or(Role::Admin);
    let list = db::query(&state.db, move |conn| {
        let conversations = messages::conversations(conn, &me)?;
        let ids: Vec<String> = conversations.iter().map(|c| c.partner_id.clone()).collect();
        let mut people: HashMap<String, people::Person> =
            people::by_ids(conn, partner_role, &ids)?.into_iter().map(|p| (p.id.clone(), p)).collect();
        // Partners of the wrong kind cannot exist (sending checks); skip any all the same.
        Ok(conversations
            .into_iter()
            .filter_map(|c| people.remove(&c.partner_id).map(|p| ConversationView::new(PersonView::from(p), c)))
            .collect::<Vec<_>>())
    })
    .await?;
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
