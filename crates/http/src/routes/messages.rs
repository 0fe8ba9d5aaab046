//! Messaging: `/api/messages/*`, each portal's `conversations`, a student's `search-teachers`,
//! a guardian's `search-teachers` and a teacher's `search-guardians`. Messages go between a
//! student and a teacher, or between a guardian and the adviser or a subject teacher of one of
//! their children (checked against the links and sections as they are at each call).

use std::collections::HashMap;

use actix_web::{web, HttpResponse};
use lyceum_domain::{MessageText, Role, ValidationError};
use lyceum_persistence::guardians::contacts::{self, Wanted};
use lyceum_persistence::teachers::{self, TeacherFilter};
use lyceum_persistence::{messages, people, Conn, StoreError};
use serde::Deserialize;

use crate::auth::caller::{Correspondent, GuardianOnly, RoleSet, Signed, StudentOnly, TeacherOnly};
use crate::db;
use crate::error::ApiError;
use crate::live;
use crate::routes::forms::{id_or, search_term, SearchBody, SEARCH_LIMIT};
use crate::state::AppState;
use lyceum_school::guardian_views::{GuardianContactView, PartnerView};
use lyceum_school::views::{ConversationView, MessageView, PersonView};

/// Most messages one page of a conversation answers, and the default.
const MAX_PAGE: i64 = 200;
const DEFAULT_PAGE: i64 = 50;

/// Registers `/api/messages/*`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/send/{userId}").post(send))
        .service(web::resource("/read/{userId}").post(mark_read))
        .service(web::resource("/{userId}").get(conversation));
}

/// Checks that `me`, signed in as `role`, may message `other`: 404 when nobody has that id;
/// 403 unless it is a student and a teacher, or a guardian and a teacher of one of their
/// children.
fn check_counterpart(conn: &mut Conn, role: Role, me: &str, other: &str) -> Result<(), ApiError> {
    let Some(found) = messages::role_of(conn, other)? else {
        return Err(ApiError::NotFound("There is no such user.".into()));
    };
    let refusal = match (role, found) {
        (Role::Student, Role::Teacher) | (Role::Teacher, Role::Student) => return Ok(()),
        (Role::Guardian, Role::Teacher) if contacts::teaches_a_child_of(conn, me, other)? => return Ok(()),
        (Role::Teacher, Role::Guardian) if contacts::teaches_a_child_of(conn, other, me)? => return Ok(()),
        (Role::Guardian, Role::Teacher) => "This teacher does not teach your children.",
        (Role::Teacher, Role::Guardian) => "This guardian's children are not in your classes.",
        (Role::Guardian, _) => "Guardians can only message their children's teachers.",
        (Role::Student, _) => "Students can only message teachers.",
        _ => "Teachers can only message students.",
    };
    Err(ApiError::Forbidden(refusal.into()))
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
    let text = match &body.message {
        Some(serde_json::Value::String(text)) => MessageText::parse(text)?,
        Some(serde_json::Value::Null) | None => MessageText::parse("")?,
        Some(_) => return Err(ValidationError::new("message", "Message must be text.").into()),
    };
    let receiver = id_or(&path.into_inner(), || ApiError::NotFound("There is no such user.".into()))?;
    let (sender, role) = (caller.user_id().to_owned(), caller.role());
    let stored = db::run(&state.db, move |conn| {
        check_counterpart(conn, role, &sender, &receiver)?;
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
    caller: Signed<Correspondent>,
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
        check_counterpart(conn, role, &me, &other)?;
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
    caller: Signed<Correspondent>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let other = id_or(&path.into_inner(), || ApiError::NotFound("There is no such user.".into()))?;
    let (me, role) = (caller.user_id().to_owned(), caller.role());
    db::run(&state.db, move |conn| {
        check_counterpart(conn, role, &me, &other)?;
        Ok(messages::mark_read(conn, &me, &other)?)
    })
    .await?;
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
    let list = db::query(&state.db, move |conn| {
        let conversations = messages::conversations(conn, &me)?;
        let ids: Vec<String> = conversations.iter().map(|c| c.partner_id.clone()).collect();
        let mut partners = partners(conn, role, &me, &ids)?;
        // Partners of the wrong kind cannot exist (sending checks); skip any all the same.
        Ok(conversations
            .into_iter()
            .filter_map(|c| partners.remove(&c.partner_id).map(|p| ConversationView::new(p, c)))
            .collect::<Vec<_>>())
    })
    .await?;
    Ok(HttpResponse::Ok().json(list))
}

/// Those among `ids` whom `me`, signed in as `role`, may message, each as their card.
fn partners(conn: &mut Conn, role: Role, me: &str, ids: &[String]) -> Result<HashMap<String, PartnerView>, StoreError> {
    let card = |p: people::Person| (p.id.clone(), PartnerView::Person(PersonView::from(p)));
    Ok(match role {
        Role::Student => people::by_ids(conn, Role::Teacher, ids)?.into_iter().map(card).collect(),
        Role::Teacher => {
            let mut found: HashMap<String, PartnerView> =
                people::by_ids(conn, Role::Student, ids)?.into_iter().map(card).collect();
            for contact in contacts::guardians_of_pupils(conn, me, Wanted::Among(ids))? {
                found.insert(contact.guardian.id.clone(), PartnerView::Guardian(contact.into()));
            }
            found
        }
        Role::Guardian => {
            let teachers = contacts::teachers_of_children(conn, me)?;
            let ids: Vec<String> = ids.iter().filter(|id| teachers.binary_search(id).is_ok()).cloned().collect();
            people::by_ids(conn, Role::Teacher, &ids)?.into_iter().map(card).collect()
        }
        Role::Admin | Role::Cashier => HashMap::new(),
    })
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
