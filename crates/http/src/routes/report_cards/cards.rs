//! `GET report-card?studentID=&yearID=[&format=pdf]` and `GET report-cards?sectionID=&yearID=`.
//! Who asks is checked before anything is answered: administrators any card; a teacher the
//! cards of the section they advise; a student their own.

use actix_web::{web, HttpResponse};
use lyceum_domain::{FieldErrors, Id, Role, ValidationError};
use lyceum_persistence::report_cards as facts;
use serde::Deserialize;

use crate::audit::Entry;
use crate::auth::caller::{AdminOrTeacher, AnyRole, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::attendance::reports::{not_found, required};
use crate::routes::forms::{given, id_or};
use crate::routes::guardian_access::check_linked;
use crate::state::AppState;
use lyceum_school::report_cards::files::{self, card_pdf};

/// 403 for a caller who may not see the card.
fn cannot_see() -> ApiError {
    ApiError::Forbidden("You cannot see this report card.".into())
}

/// A PDF answer shown in the browser, named `name`.
pub(crate) fn pdf_answer(name: &str, bytes: Vec<u8>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header(("Content-Disposition", format!("inline; filename=\"{name}\"")))
        .insert_header(("Cache-Control", "no-store"))
        .body(bytes)
}

/// The query of `GET report-card`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct CardQuery {
    studentID: Option<String>,
    yearID: Option<String>,
    format: Option<String>,
}

/// `GET report-card?studentID=&yearID=[&format=pdf]`: the student's card as JSON, or a PDF.
pub(crate) async fn student_card(
    state: web::Data<AppState>,
    caller: Signed<AnyRole>,
    query: web::Query<CardQuery>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let student = required(&mut errors, "studentID", &query.studentID, "Choose a student.").unwrap_or_default();
    let year = required(&mut errors, "yearID", &query.yearID, "Choose a school year.").unwrap_or_default();
    let as_pdf = match given(&query.format) {
        None | Some("json") => false,
        Some("pdf") => true,
        Some(_) => {
            errors.add(ValidationError::new("format", "Use format=pdf, or leave it out for JSON."));
            false
        }
    };
    errors.into_result()?;
    let student = Id::parse(student).map(Id::into_string);
    match caller.role() {
        Role::Admin | Role::Teacher => {}
        Role::Student if student.as_deref() == Some(caller.user_id()) => {}
        Role::Guardian => {
            let (session, asked) = (caller.session.clone(), student.clone().unwrap_or_default());
            db::read(&state.db, move |conn| check_linked(conn, (session.role, &session.user_id), &asked)).await?;
        }
        _ => return Err(cannot_see()),
    }
    let student = student.ok_or_else(not_found("This student does not exist."))?;
    let year = id_or(year, not_found("This school year does not exist."))?;
    let (card, adviser) = db::run(&state.db, move |conn| Ok(files::student_card(conn, &year, &student)?)).await?;
    if caller.role() == Role::Teacher && adviser.as_deref() != Some(caller.user_id()) {
        return Err(cannot_see());
    }
    if caller.role() == Role::Guardian {
        let detail = format!("report card of {}", card.student.full_name);
        state.audit.record(Entry::by(&caller, "read").on("student", card.student.id.clone()).detail(detail));
    }
    if !as_pdf {
        return Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(card));
    }
    let (name, bytes) = web::block(move || card_pdf(card)).await?;
    Ok(pdf_answer(&name, bytes))
}

/// The query of `GET report-cards`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SectionQuery {
    sectionID: Option<String>,
    yearID: Option<String>,
}

/// `GET report-cards?sectionID=&yearID=`: one PDF, a page per student of the section by last
/// then first name.
pub(crate) async fn section_cards(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    query: web::Query<SectionQuery>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let section = required(&mut errors, "sectionID", &query.sectionID, "Choose a section.").unwrap_or_default();
    let year = required(&mut errors, "yearID", &query.yearID, "Choose a school year.").unwrap_or_default();
    errors.into_result()?;
    let section = id_or(section, not_found("This section does not exist."))?;
    let year = id_or(year, not_found("This school year does not exist."))?;
    let asked = section.clone();
    let head = db::read(&state.db, move |conn| facts::section_head(conn, &asked))
        .await?
        .ok_or_else(not_found("This section does not exist."))?;
    if caller.role() != Role::Admin && head.adviser_id.as_deref() != Some(caller.user_id()) {
        return Err(cannot_see());
    }
    let file = db::run(&state.db, move |conn| Ok(files::section_pdf(conn, &year, &section)?)).await?;
    Ok(pdf_answer(&file.name, file.bytes))
}
