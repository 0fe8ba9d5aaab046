//! The adviser's side: a section's grid of a term (`GET section`) and a comment per student
//! (`POST comment`).

use actix_web::{web, HttpResponse};
use lyceum_domain::{Role, ValidationError};
use lyceum_persistence::grades::places;
use lyceum_persistence::grades::{review, section_grid};
use serde::Deserialize;
use serde_json::Value;

use super::access::{self, named, NOT_YOURS};
use crate::audit::Actor;
use crate::auth::caller::{AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;
use lyceum_school::grade_changes::{self, Commented};
use lyceum_school::grade_views::{CommentView, SectionGradesView};

/// The longest comment an adviser may write.
const MAX_COMMENT: usize = 500;

/// The query of `GET section`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SectionTerm {
    #[serde(default)]
    sectionID: Option<String>,
    #[serde(default)]
    termID: Option<String>,
}

/// `GET section`: every subject's grade of every student of the section's term, with the
/// averages and comments.
pub(crate) async fn section(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    query: web::Query<SectionTerm>,
) -> Result<HttpResponse, ApiError> {
    let (section, term) = access::section(&state, &caller, query.sectionID.as_deref(), query.termID.as_deref()).await?;
    let (of, at) = (section.clone(), term.clone());
    let (grid, terms, adviser) = db::read(&state.db, move |conn| {
        let grid = section_grid::read(conn, &of, &at)?;
        let terms = places::terms_of_year(conn, &at.year_id)?;
        let adviser = match &of.adviser_id {
            Some(id) => places::teacher_name(conn, id)?,
            None => None,
        };
        Ok::<_, ApiError>((grid, terms, adviser))
    })
    .await?;
    let view = SectionGradesView::of(&section, adviser, &term, &terms, grid);
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// The body of `POST comment`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct CommentBody {
    #[serde(default)]
    studentID: Option<String>,
    #[serde(default)]
    termID: Option<String>,
    #[serde(default)]
    comment: Option<Value>,
}

/// `POST comment`: the adviser's comment on a student's term; blank deletes it.
pub(crate) async fn comment(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<CommentBody>,
) -> Result<HttpResponse, ApiError> {
    let no_student = || ApiError::NotFound("This student does not exist.".into());
    let student = named(body.studentID.as_deref(), "studentID", "Choose a student.", no_student)?;
    let term = access::term(&state, body.termID.as_deref()).await?;
    let text = match &body.comment {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(text)) => text.trim().to_owned(),
        Some(_) => return Err(ValidationError::new("comment", "Write the comment as text.").into()),
    };
    if text.chars().count() > MAX_COMMENT {
        return Err(ValidationError::new("comment", format!("Use at most {MAX_COMMENT} characters.")).into());
    }
    let who = student.clone();
    let found = db::read(&state.db, move |conn| review::student_place(conn, &who)).await?;
    let (name, section) = found.ok_or_else(no_student)?;
    let may = caller.role() == Role::Admin
        || section.as_ref().is_some_and(|s| s.adviser_id.as_deref() == Some(caller.user_id()));
    if !may {
        return Err(ApiError::Forbidden(NOT_YOURS.into()));
    }
    let section = section.ok_or_else(|| ApiError::BadRequest("This student is not in a section.".into()))?;
    let kept = (!text.is_empty()).then(|| text.clone());
    let (actor, by, of, wanted, at) = (
        Actor::from(&caller),
        (caller.role(), caller.user_id().to_owned()),
        student.clone(),
        kept.clone(),
        term.clone(),
    );
    db::write(&state.db, move |conn| {
        let commented = Commented { id: &of, name: &name, section_id: &section.id };
        Ok(grade_changes::comment(conn, &actor, &commented, &at, wanted.as_deref(), (by.0, &by.1))?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(CommentView { studentID: student, termID: term.id, comment: kept }))
}
