//! `GET report-card?studentID=&yearID=[&format=pdf]` and `GET report-cards?sectionID=&yearID=`.
//! Who asks is checked before anything is answered: administrators any card; a teacher the
//! cards of the section they advise; a student their own.

use actix_web::{web, HttpResponse};
use lyceum_domain::file_name::file_name_part;
use lyceum_domain::{FieldErrors, Id, Role, ValidationError};
use lyceum_persistence::report_cards::{self as facts, settings};
use lyceum_persistence::StoreError;
use serde::Deserialize;

use crate::audit::Entry;
use crate::auth::caller::{AdminOrTeacher, AnyRole, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::id_or;
use crate::routes::guardian_access::check_linked;
use crate::state::AppState;
use lyceum_documents::report_card::pdf;
use lyceum_school::report_cards::build::{self, Common};
use lyceum_school::report_cards::files::{find_year, section_file};

/// 403 for a caller who may not see the card.
fn cannot_see() -> ApiError {
    ApiError::Forbidden("You cannot see this report card.".into())
}

/// 404 with `message`.
fn not_found(message: &'static str) -> impl FnOnce() -> ApiError {
    move || ApiError::NotFound(message.to_owned())
}

/// A query value, trimmed; none when missing or blank.
fn given(raw: &Option<String>) -> Option<&str> {
    raw.as_deref().map(str::trim).filter(|raw| !raw.is_empty())
}

/// A required id of the query, or the broken rule on `field` recorded in `errors`.
pub(crate) fn required<'a>(
    errors: &mut FieldErrors,
    field: &'static str,
    raw: &'a Option<String>,
    ask: &str,
) -> &'a str {
    let value = given(raw);
    if value.is_none() {
        errors.add(ValidationError::new(field, ask));
    }
    value.unwrap_or_default()
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
    let student = required(&mut errors, "studentID", &query.studentID, "Choose a student.");
    let year = required(&mut errors, "yearID", &query.yearID, "Choose a school year.");
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
            db::read(&state.db, move |conn| check_linked(conn, &session, &asked)).await?;
        }
        _ => return Err(cannot_see()),
    }
    let student = student.ok_or_else(not_found("This student does not exist."))?;
    let year = id_or(year, not_found("This school year does not exist."))?;
    let found = db::query(&state.db, move |conn| {
        let Some(year) = find_year(conn, &year)? else { return Ok::<_, StoreError>(Err("year")) };
        let Some(facts) = facts::of_student(conn, &year, &student)? else { return Ok(Err("student")) };
        Ok(Ok((settings::read(conn)?, facts)))
    })
    .await?;
    let (settings, facts) = match found {
        Ok(found) => found,
        Err("year") => return Err(not_found("This school year does not exist.")()),
        Err(_) => return Err(not_found("This student does not exist.")()),
    };
    let adviser = facts.section.as_ref().and_then(|section| section.adviser_id.as_deref());
    if caller.role() == Role::Teacher && adviser != Some(caller.user_id()) {
        return Err(cannot_see());
    }
    let common = Common::new(&settings, &facts);
    let Some(student) = facts.students.first() else { return Err(not_found("This student does not exist.")()) };
    let card = build::card(&common, &facts, student);
    if caller.role() == Role::Guardian {
        let detail = format!("report card of {}", card.student.full_name);
        state.audit.record(Entry::by(&caller, "read").on("student", card.student.id.clone()).detail(detail));
    }
    if !as_pdf {
        return Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(card));
    }
    let name = format!(
        "report-card-{}-{}.pdf",
        file_name_part(&card.student.full_name, "x"),
        file_name_part(&card.year.name, "x")
    );
    let bytes =
        web::block(move || pdf::render(card.paper, &format!("Report card {}", card.student.full_name), &[card]))
            .await?;
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
    let section = required(&mut errors, "sectionID", &query.sectionID, "Choose a section.");
    let year = required(&mut errors, "yearID", &query.yearID, "Choose a school year.");
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
    // Read and rendered on the blocking pool, one section held at a time.
    let file = db::query(&state.db, move |conn| {
        let Some(year) = find_year(conn, &year)? else { return Ok(None) };
        let settings = settings::read(conn)?;
        Ok(Some(section_file(conn, &settings, &year, &section)?))
    })
    .await?
    .ok_or_else(not_found("This school year does not exist."))?
    .ok_or_else(not_found("This section does not exist."))?;
    Ok(pdf_answer(&file.name, file.bytes))
}
