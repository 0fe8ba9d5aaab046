//! A gradebook's changes: assessments added (`POST assessments`), changed
//! (`POST update-assessment`) and deleted (`POST delete-assessment`), and one score saved
//! (`POST score`). Each checks the caller and the fields first and the locks inside its write,
//! and is audited with what was and what is.

use actix_web::{web, HttpResponse};
use lyceum_domain::calendar::parse_day;
use lyceum_domain::grading::{Decimal, Entry, Scheme, HIGHEST_MAX};
use lyceum_domain::person::required_text;
use lyceum_domain::{FieldErrors, ValidationError};
use lyceum_persistence::grades::assessments::AssessmentFields;
use lyceum_persistence::grades::compute::AssessmentRow;
use lyceum_persistence::grades::places::{SubjectPlace, TermPlace};
use lyceum_persistence::grades::{schemes, scores};
use serde::Deserialize;
use serde_json::Value;

use super::access::{self, held};
use super::refusals::{refused, score_range};
use crate::audit::{Actor, Entry as AuditEntry};
use crate::auth::caller::{AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::id_or;
use crate::state::AppState;
use lyceum_school::grade_changes::{self, Gradebook};
use lyceum_school::grade_views::{assessment_view, entry_text, grade_of, EntryView, SavedScoreView};
use lyceum_school::views::NoticeView;

/// The longest an assessment's title may be.
const MAX_TITLE: usize = 100;

/// Text or a number sent for a numeric field, as text.
fn text_of(value: Option<&Value>) -> Option<String> {
    match value? {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// The body of `POST assessments` and `POST update-assessment`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct AssessmentBody {
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    subjectID: Option<String>,
    #[serde(default)]
    termID: Option<String>,
    #[serde(default)]
    title: Option<Value>,
    #[serde(default)]
    category: Option<Value>,
    #[serde(default)]
    highest: Option<Value>,
    #[serde(default)]
    date: Option<Value>,
}

/// The assessment's fields, checked against the subject's scheme and the term.
fn fields(body: &AssessmentBody, scheme: &Scheme, term: &TermPlace) -> Result<AssessmentFields, ApiError> {
    let mut errors = FieldErrors::new();
    let title = body.title.as_ref().and_then(Value::as_str).unwrap_or_default();
    let title = required_text("title", "title", title, MAX_TITLE).map_err(|e| errors.add(e)).unwrap_or_default();
    let category = body.category.as_ref().and_then(Value::as_str).map(str::trim).unwrap_or_default();
    if !scheme.categories.iter().any(|c| c.key == category) {
        errors.add(ValidationError::new("category", "Choose a category of this subject's scheme."));
    }
    let highest = text_of(body.highest.as_ref()).and_then(|text| text.parse::<Decimal>().ok());
    let highest = highest.filter(|h| *h > Decimal::ZERO && *h <= HIGHEST_MAX);
    if highest.is_none() {
        errors.add(ValidationError::new("highest", "Enter a highest possible score from 1 to 1000."));
    }
    let date = body.date.as_ref().and_then(Value::as_str).unwrap_or_default();
    let day = parse_day("date", date).ok().filter(|day| term.first_day <= *day && *day <= term.last_day);
    if day.is_none() {
        errors.add(ValidationError::new("date", "Choose a day within the term."));
    }
    errors.into_result()?;
    match (highest, day) {
        (Some(highest), Some(day)) => Ok(AssessmentFields { title, category: category.to_owned(), highest, day }),
        _ => Err(ApiError::BadRequest("Check the assessment's fields.".into())),
    }
}

/// `Quiz 1 (Mathematics, Grade 7 Rizal, First Quarter)`.
fn named(row: &AssessmentRow, subject: &SubjectPlace, term: &TermPlace) -> String {
    format!("{} ({}, {})", row.title, subject.title(), term.name)
}

/// `POST assessments`: 201 the new assessment.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<AssessmentBody>,
) -> Result<HttpResponse, ApiError> {
    let (subject, term) = access::gradebook(&state, &caller, body.subjectID.as_deref(), body.termID.as_deref()).await?;
    let group = subject.group;
    let scheme = db::read(&state.db, move |conn| schemes::of_group(conn, group)).await?;
    let fields = fields(&body, &scheme, &term)?;
    let (actor, held) = (Actor::from(&caller), held(&caller));
    let row = db::write(&state.db, move |conn| {
        let book = Gradebook { subject: &subject, term: &term, held };
        Ok(grade_changes::add_assessment(conn, &actor, &book, fields)?)
    })
    .await?;
    Ok(HttpResponse::Created().json(assessment_view(&row)))
}

/// `POST update-assessment`: 200 the assessment as changed.
pub(crate) async fn update(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<AssessmentBody>,
) -> Result<HttpResponse, ApiError> {
    let (row, term, subject) = access::assessment(&state, &caller, "id", body.id.as_deref()).await?;
    let group = subject.group;
    let scheme = db::read(&state.db, move |conn| schemes::of_group(conn, group)).await?;
    let fields = fields(&body, &scheme, &term)?;
    let (actor, held) = (Actor::from(&caller), held(&caller));
    let after = db::write(&state.db, move |conn| {
        let book = Gradebook { subject: &subject, term: &term, held };
        Ok(grade_changes::update_assessment(conn, &actor, &book, &row.id, fields)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(assessment_view(&after)))
}

/// The body of `POST delete-assessment`.
#[derive(Deserialize)]
pub(crate) struct IdBody {
    #[serde(default)]
    id: Option<String>,
}

/// `POST delete-assessment`: the assessment and its scores deleted.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let (row, term, subject) = access::assessment(&state, &caller, "id", body.id.as_deref()).await?;
    let (actor, held) = (Actor::from(&caller), held(&caller));
    db::write(&state.db, move |conn| {
        let book = Gradebook { subject: &subject, term: &term, held };
        Ok(grade_changes::delete_assessment(conn, &actor, &book, &row.id)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(NoticeView::new("Assessment deleted.")))
}

/// The body of `POST score`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ScoreBody {
    #[serde(default)]
    assessmentID: Option<String>,
    #[serde(default)]
    studentID: Option<String>,
    #[serde(default)]
    score: Option<Value>,
}

/// The entry a score's text means: a number from 0 to `highest`, `ex` (any case) for excused,
/// or blank (or `null`) for not yet.
fn entry_of(raw: Option<&Value>, highest: Decimal) -> Result<Entry, ApiError> {
    let not_a_number = || ApiError::from(ValidationError::new("score", "Enter a number, \"ex\" or nothing."));
    let text = match raw {
        None | Some(Value::Null) => return Ok(Entry::NotYet),
        Some(value) => text_of(Some(value)).ok_or_else(not_a_number)?,
    };
    let text = text.trim();
    if text.is_empty() {
        return Ok(Entry::NotYet);
    }
    if text.eq_ignore_ascii_case("ex") {
        return Ok(Entry::Excused);
    }
    if let Some(negative) = text.strip_prefix('-') {
        return match negative.parse::<Decimal>() {
            Ok(_) => Err(score_range(highest)),
            Err(_) => Err(not_a_number()),
        };
    }
    let score: Decimal = text.parse().map_err(|_| not_a_number())?;
    if score > highest {
        return Err(score_range(highest));
    }
    Ok(Entry::Scored(score))
}

/// `POST score`: one student's score of one assessment, and their new term grade.
pub(crate) async fn score(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<ScoreBody>,
) -> Result<HttpResponse, ApiError> {
    let (row, term, subject) =
        access::assessment(&state, &caller, "assessmentID", body.assessmentID.as_deref()).await?;
    let no_student = || ApiError::from(ValidationError::new("studentID", "This student is not in this subject."));
    let raw = body.studentID.as_deref().map(str::trim).filter(|id| !id.is_empty()).ok_or_else(no_student)?;
    let student = id_or(raw, no_student)?;
    let entry = entry_of(body.score.as_ref(), row.highest)?;
    let (at, assessment, term_id, who, teacher) =
        (subject.clone(), row.clone(), term.id.clone(), student.clone(), held(&caller));
    let saved = db::write(&state.db, move |conn| {
        scores::save(conn, &at, &assessment, &term_id, &who, entry, teacher).map_err(refused)
    })
    .await?;
    let (at, term_id, who) = (subject.clone(), saved.term_id.clone(), student.clone());
    let (grade, scale) = db::read(&state.db, move |conn| scores::term_grade_of(conn, &at, &term_id, &who)).await?;
    if saved.changed() {
        let detail = format!(
            "{}, {}: {} -> {}",
            saved.student_name,
            named(&row, &subject, &term),
            entry_text(saved.before),
            entry_text(saved.after)
        );
        state.audit.record(
            AuditEntry::by(&caller, "score changed").on("score", format!("{}/{student}", row.id)).detail(detail),
        );
    }
    Ok(HttpResponse::Ok().json(SavedScoreView {
        assessmentID: row.id,
        studentID: student,
        score: EntryView(saved.after),
        grade: grade_of(grade.as_ref(), &scale),
    }))
}
