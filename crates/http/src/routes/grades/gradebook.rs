//! A teacher's subjects (`GET my-subjects`), a subject's gradebook of a term (`GET gradebook`),
//! and its submission (`POST submit`, `POST withdraw`).

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use lyceum_domain::grading::{Entry as ScoreEntry, Scheme};
use lyceum_persistence::grades::compute::AssessmentRow;
use lyceum_persistence::grades::gradebook;
use lyceum_persistence::grades::places::{self, TermPlace};
use serde::{Deserialize, Serialize, Serializer};
use ts_rs::TS;

use super::access::{self, held};
use crate::audit::Actor;
use crate::auth::caller::{AdminOrTeacher, Signed, TeacherOnly};
use crate::db;
use crate::error::ApiError;
use crate::routes::calendar::current_year;
use crate::routes::forms::today;
use crate::state::AppState;
use lyceum_school::grade_changes::{self, Gradebook};
use lyceum_school::grade_views::{
    assessment_view, grade_of, status_view, subject_view, AssessmentView, EntryView, GradeView, GradedSubjectView,
    MySubjectsView, StatusChangeView, StatusView, TermView,
};

/// The term holding `day`, else the latest begun, else the first.
pub(crate) fn term_of_day(terms: &[TermPlace], day: NaiveDate) -> Option<&TermPlace> {
    terms
        .iter()
        .find(|term| term.first_day <= day && day <= term.last_day)
        .or_else(|| terms.iter().rev().find(|term| term.first_day <= day))
        .or_else(|| terms.first())
}

/// `GET my-subjects`: the teacher's subjects, the current year's terms and the current term.
pub(crate) async fn my_subjects(
    state: web::Data<AppState>,
    caller: Signed<TeacherOnly>,
) -> Result<HttpResponse, ApiError> {
    let year = current_year(&state).await?;
    let teacher = caller.user_id().to_owned();
    let year_id = year.map(|year| year.year.id);
    let (subjects, terms) = db::read(&state.db, move |conn| {
        let subjects = places::taught_by(conn, &teacher)?;
        let terms = match &year_id {
            Some(id) => places::terms_of_year(conn, id)?,
            None => Vec::new(),
        };
        Ok::<_, ApiError>((subjects, terms))
    })
    .await?;
    let current = term_of_day(&terms, today()).map(|term| term.id.clone());
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(MySubjectsView {
        subjects: subjects.iter().map(subject_view).collect(),
        terms: TermView::all(&terms),
        currentTermID: current,
    }))
}

/// The query of `GET gradebook`, and the body of `POST submit` and `POST withdraw`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SubjectTerm {
    #[serde(default)]
    subjectID: Option<String>,
    #[serde(default)]
    termID: Option<String>,
}

/// `GET gradebook`: the subject's assessments, students, scores and live term grades.
pub(crate) async fn read(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    query: web::Query<SubjectTerm>,
) -> Result<HttpResponse, ApiError> {
    let (subject, term) =
        access::gradebook(&state, &caller, query.subjectID.as_deref(), query.termID.as_deref()).await?;
    let (book_subject, book_term) = (subject.clone(), term.clone());
    let (book, terms) = db::read(&state.db, move |conn| {
        let book = gradebook::read(conn, &book_subject, &book_term)?;
        Ok::<_, ApiError>((book, places::terms_of_year(conn, &book_term.year_id)?))
    })
    .await?;
    let scale = &book.scheme.scale;
    let students: Vec<StudentView> = book
        .rows
        .iter()
        .map(|row| StudentView {
            id: &row.student.id,
            full_name: row.student.full_name(),
            first_name: &row.student.first_name,
            last_name: &row.student.last_name,
            image: row.student.image.as_deref(),
            scores: ScoresView { assessments: &book.assessments, entries: &row.entries },
            grade: grade_of(row.grade.as_ref(), scale),
        })
        .collect();
    let answer = GradebookView {
        assessments: book.assessments.iter().map(assessment_view).collect(),
        scheme: &book.scheme,
        status: status_view(&book.status, held(&caller)),
        students,
        subject: subject_view(&subject),
        term: TermView::of(&term),
        terms: TermView::all(&terms),
    };
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(answer))
}

/// `POST submit`: the subject's term submitted (locked for its teacher).
pub(crate) async fn submit(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<SubjectTerm>,
) -> Result<HttpResponse, ApiError> {
    let (subject, term) = access::gradebook(&state, &caller, body.subjectID.as_deref(), body.termID.as_deref()).await?;
    let (actor, held, by) = (Actor::from(&caller), held(&caller), (caller.role(), caller.user_id().to_owned()));
    let status = db::write(&state.db, move |conn| {
        let book = Gradebook { subject: &subject, term: &term, held };
        Ok(grade_changes::submit(conn, &actor, &book, (by.0, &by.1))?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(StatusChangeView { status: status_view(&status, held) }))
}

/// `POST withdraw`: the submission withdrawn, before publication.
pub(crate) async fn withdraw(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<SubjectTerm>,
) -> Result<HttpResponse, ApiError> {
    let (subject, term) = access::gradebook(&state, &caller, body.subjectID.as_deref(), body.termID.as_deref()).await?;
    let (actor, held) = (Actor::from(&caller), held(&caller));
    let status = db::write(&state.db, move |conn| {
        let book = Gradebook { subject: &subject, term: &term, held };
        Ok(grade_changes::withdraw(conn, &actor, &book)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(StatusChangeView { status: status_view(&status, held) }))
}

/// `GET gradebook`'s answer, written straight out (its keys in the order a JSON object of
/// `serde_json` keeps them).
#[derive(Serialize, TS)]
pub(crate) struct GradebookView<'a> {
    assessments: Vec<AssessmentView>,
    scheme: &'a Scheme,
    status: StatusView,
    students: Vec<StudentView<'a>>,
    subject: GradedSubjectView,
    term: TermView,
    terms: Vec<TermView>,
}

/// A gradebook's row, written straight to the answer (a gradebook is a few thousand cells).
#[derive(Serialize, TS)]
#[ts(rename = "GradebookStudentView")]
struct StudentView<'a> {
    #[serde(rename = "_id")]
    id: &'a str,
    full_name: String,
    first_name: &'a str,
    last_name: &'a str,
    image: Option<&'a str>,
    /// Each given score by its assessment's id: a number as text ("18.5") or "ex" (excused).
    #[ts(type = "Record<string, string>")]
    scores: ScoresView<'a>,
    grade: Option<GradeView<'a>>,
}

/// A student's scores as `{"<assessmentID>": "18.5" | "ex"}`: those given, in the order of the
/// assessments.
struct ScoresView<'a> {
    assessments: &'a [AssessmentRow],
    entries: &'a [ScoreEntry],
}

impl Serialize for ScoresView<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let given = self.assessments.iter().zip(self.entries).filter(|(_, entry)| **entry != ScoreEntry::NotYet);
        serializer.collect_map(given.map(|(assessment, entry)| (&assessment.id, EntryView(*entry))))
    }
}
