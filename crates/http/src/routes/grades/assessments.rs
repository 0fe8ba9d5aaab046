//! A gradebook's changes: assessments added (`POST assessments`), changed
//! (`POST update-assessment`) and deleted (`POST delete-assessment`), and one score saved
//! (`POST score`). Each checks the caller and the fields first and the locks inside its write,
//! and is audited with what was and what is.

use actix_web::{web, HttpResponse};
use lyceum_domain::ValidationError;
use lyceum_persistence::grades::compute::AssessmentRow;
use lyceum_persistence::grades::places::{SubjectPlace, TermPlace};
use lyceum_persistence::grades::{schemes, scores};
use serde::Deserialize;
use serde_json::Value;

use super::access::{self, held};
use super::refusals::refused;
use crate::audit::{Actor, Entry as AuditEntry};
use crate::auth::caller::{AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::id_or;
use crate::state::AppState;
use lyceum_school::grade_changes::{self, Gradebook};
use lyceum_school::grade_forms::{entry_of, fields, AssessmentForm};
use lyceum_school::grade_views::{assessment_view, entry_text, grade_of, EntryView, SavedScoreView};
use lyceum_school::views::NoticeView;

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
    #[serde(flatten)]
    form: AssessmentForm,
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
    let fields = fields(&body.form, &scheme, &term)?;
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
    let fields = fields(&body.form, &scheme, &term)?;
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
