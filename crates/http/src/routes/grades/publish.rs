//! An administrator's side: publishing a term for a section or the whole school
//! (`POST publish`), unlocking it with a reason (`POST unlock`), and where each section stands
//! (`GET publications`). Students with a new grade are told once the publication committed.

use actix_web::{web, HttpResponse};
use lyceum_domain::person::required_text;
use lyceum_persistence::grades::places;
use lyceum_persistence::grades::publish;
use lyceum_school::grade_views::PublishedView;
use serde::Deserialize;
use serde_json::Value;

use super::access::{self, named, no_section};
use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;
use lyceum_school::events::grades_published;
use lyceum_school::grade_changes;
use lyceum_school::grade_views::{PublicationsView, SectionPublicationView, TermView};
use lyceum_school::views::NoticeView;

/// The longest reason for unlocking.
const MAX_REASON: usize = 300;

/// The body of `POST publish` and `POST unlock`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct PublishBody {
    #[serde(default)]
    termID: Option<String>,
    #[serde(default)]
    sectionID: Option<String>,
    #[serde(default)]
    reason: Option<Value>,
}

/// `POST publish`: the term published for one section, or every section with subjects.
pub(crate) async fn publish(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<PublishBody>,
) -> Result<HttpResponse, ApiError> {
    let term = access::term(&state, body.termID.as_deref()).await?;
    let section = match body.sectionID.as_deref().map(str::trim).filter(|id| !id.is_empty()) {
        Some(raw) => {
            let id = named(Some(raw), "sectionID", "Choose a section.", no_section)?;
            Some(db::read(&state.db, move |conn| places::section(conn, &id)).await?.ok_or_else(no_section)?)
        }
        None => None,
    };
    let (actor, by, at) = (Actor::from(&caller), caller.user_id().to_owned(), term.clone());
    let published =
        db::write(&state.db, move |conn| Ok(grade_changes::publish(conn, &actor, &at, section.as_ref(), &by)?)).await?;
    grades_published(&state.outlets(), &published.students, &term.name);
    Ok(HttpResponse::Ok().json(PublishedView { sections: published.sections, students: published.students.len() }))
}

/// `POST unlock`: the section's term unlocked, with the reason.
pub(crate) async fn unlock(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<PublishBody>,
) -> Result<HttpResponse, ApiError> {
    let term = access::term(&state, body.termID.as_deref()).await?;
    let id = named(body.sectionID.as_deref(), "sectionID", "Choose a section.", no_section)?;
    let reason = body.reason.as_ref().and_then(Value::as_str).unwrap_or_default();
    let reason = required_text("reason", "reason", reason, MAX_REASON).map_err(|problem| {
        if reason.trim().is_empty() {
            lyceum_domain::ValidationError::new("reason", "Give the reason for unlocking.")
        } else {
            problem
        }
    })?;
    let section = db::read(&state.db, move |conn| places::section(conn, &id)).await?.ok_or_else(no_section)?;
    let actor = Actor::from(&caller);
    db::write(&state.db, move |conn| Ok(grade_changes::unlock(conn, &actor, &term, &section, &reason)?)).await?;
    Ok(HttpResponse::Ok().json(NoticeView::new("Grades unlocked.")))
}

/// The query of `GET publications`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct TermQuery {
    #[serde(default)]
    termID: Option<String>,
}

/// `GET publications`: every section with subjects and where its term stands.
pub(crate) async fn publications(
    state: web::Data<AppState>,
    _caller: Signed<AdminOnly>,
    query: web::Query<TermQuery>,
) -> Result<HttpResponse, ApiError> {
    let term = access::term(&state, query.termID.as_deref()).await?;
    let term_id = term.id.clone();
    let sections = db::read(&state.db, move |conn| publish::publications(conn, &term_id)).await?;
    let sections = sections.iter().map(SectionPublicationView::from).collect();
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(PublicationsView { term: TermView::of(&term), sections }))
}
