//! The JSON shapes of `/api/grades/*` (docs/grades.md): a term, a subject, a scheme entry, a
//! term grade with its descriptor, a gradebook's status, an assessment; and the refusals of
//! grades' storage as the API answers them.

use lyceum_domain::grading::{Decimal, Entry, Scale, SubjectGroup, TermGrade};
use lyceum_domain::ValidationError;
use lyceum_persistence::grades::compute::AssessmentRow;
use lyceum_persistence::grades::places::{Status, SubjectPlace, TermPlace};
use lyceum_persistence::grades::schemes::GroupScheme;
use lyceum_persistence::grades::GradeError;
use serde::{Serialize, Serializer};
use serde_json::{json, Value};
use ts_rs::TS;

use crate::error::ApiError;
use lyceum_school::views::timestamp;

/// What a change to published grades is told.
pub(crate) const PUBLISHED: &str = "These grades are published; ask an administrator to unlock them.";
/// What a teacher's change to a submitted gradebook is told.
pub(crate) const SUBMITTED: &str = "These grades are submitted; withdraw them to make changes.";

/// A term: `{_id, name, firstDay, lastDay}`.
#[derive(Serialize, TS)]
#[ts(rename = "GradesTermView")]
#[allow(non_snake_case)]
pub(crate) struct TermView {
    _id: String,
    name: String,
    firstDay: String,
    lastDay: String,
}

impl TermView {
    pub(crate) fn of(term: &TermPlace) -> TermView {
        TermView {
            _id: term.id.clone(),
            name: term.name.clone(),
            firstDay: term.first_day.to_string(),
            lastDay: term.last_day.to_string(),
        }
    }

    pub(crate) fn all(terms: &[TermPlace]) -> Vec<TermView> {
        terms.iter().map(TermView::of).collect()
    }
}

/// A subject: `{_id, name, sectionID, section, level, group}`.
pub(crate) fn subject_view(subject: &SubjectPlace) -> GradedSubjectView {
    GradedSubjectView {
        _id: subject.id.clone(),
        name: subject.name.clone(),
        sectionID: subject.section_id.clone(),
        section: subject.section.clone(),
        level: subject.level.clone(),
        group: subject.group,
    }
}

/// A subject as the gradebook names it, with the group its scheme is chosen by.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct GradedSubjectView {
    _id: String,
    name: String,
    sectionID: String,
    section: String,
    level: String,
    group: SubjectGroup,
}

/// A group's scheme: `{group, label, scheme, isDefault}`.
pub(crate) fn scheme_view(entry: &GroupScheme) -> Value {
    json!({
        "group": entry.group.as_str(),
        "label": entry.group.label(),
        "scheme": entry.scheme,
        "isDefault": entry.is_default,
    })
}

/// A term grade as the calls write it: `{initial, quarterly, descriptor, passed, pending}`.
#[derive(Serialize, TS)]
pub(crate) struct GradeView<'a> {
    initial: String,
    quarterly: u8,
    descriptor: Option<&'a str>,
    passed: bool,
    pending: usize,
}

/// A term grade described by `scale`; `None` (written `null`) without one.
pub(crate) fn grade_of<'a>(grade: Option<&TermGrade>, scale: &'a Scale) -> Option<GradeView<'a>> {
    grade.map(|grade| GradeView {
        initial: format!("{:.2}", grade.initial),
        quarterly: grade.quarterly.value(),
        descriptor: scale.descriptor(grade.quarterly),
        passed: scale.passed(grade.quarterly),
        pending: grade.pending,
    })
}

/// A term grade described by `scale`, or `null`.
pub(crate) fn grade_view(grade: Option<&TermGrade>, scale: &Scale) -> Value {
    json!(grade_of(grade, scale))
}

/// A gradebook's status; `locked` when published, or submitted for a teacher.
pub(crate) fn status_view(status: &Status, held_by_submission: bool) -> StatusView {
    let locked = status.published_at.is_some() || (held_by_submission && status.submitted_at.is_some());
    StatusView {
        submittedAt: status.submitted_at.map(timestamp),
        submittedBy: status.submitted_by.clone(),
        publishedAt: status.published_at.map(timestamp),
        locked,
    }
}

/// Where a gradebook stands: submitted (when, by whom), published, and whether the caller may
/// still change it.
#[derive(Serialize, TS)]
#[ts(rename = "GradebookStatusView")]
#[allow(non_snake_case)]
pub(crate) struct StatusView {
    submittedAt: Option<String>,
    submittedBy: Option<String>,
    publishedAt: Option<String>,
    locked: bool,
}

/// An assessment: `{_id, title, category, highest, date}`.
pub(crate) fn assessment_view(row: &AssessmentRow) -> AssessmentView {
    AssessmentView {
        _id: row.id.clone(),
        title: row.title.clone(),
        category: row.category.clone(),
        highest: row.highest.to_string(),
        date: row.day.to_string(),
    }
}

/// An assessment of a gradebook; `highest` is the top score as text (`"20"`, `"12.5"`).
#[derive(Serialize, TS)]
pub(crate) struct AssessmentView {
    _id: String,
    title: String,
    category: String,
    highest: String,
    date: String,
}

/// An entry as the gradebook sends it: `"18.5"`, `"ex"`, or `null` for not yet.
pub(crate) fn entry_view(entry: Entry) -> Value {
    json!(EntryView(entry))
}

/// An entry written as [`entry_view`] says, straight to the answer.
#[derive(Clone, Copy)]
pub(crate) struct EntryView(pub(crate) Entry);

impl Serialize for EntryView {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Entry::Scored(score) => serializer.serialize_str(score.text().as_str()),
            Entry::Excused => serializer.serialize_str("ex"),
            Entry::NotYet => serializer.serialize_none(),
        }
    }
}

/// An entry as audit entries write it: `18`, `ex`, `none`.
pub(crate) fn entry_text(entry: Entry) -> String {
    match entry {
        Entry::Scored(score) => score.to_string(),
        Entry::Excused => "ex".into(),
        Entry::NotYet => "none".into(),
    }
}

/// What a score outside 0 to `highest` is told.
pub(crate) fn score_range(highest: Decimal) -> ApiError {
    ValidationError::new("score", format!("Enter a score from 0 to {highest}.")).into()
}

/// A refusal of grades' storage as the API answers it.
pub(crate) fn refused(error: GradeError) -> ApiError {
    match error {
        GradeError::Published => ApiError::Conflict { message: PUBLISHED.into(), field: None },
        GradeError::Submitted => ApiError::Conflict { message: SUBMITTED.into(), field: None },
        GradeError::NotInSubject => ValidationError::new("studentID", "This student is not in this subject.").into(),
        GradeError::NoStudent => ApiError::NotFound("This student does not exist.".into()),
        GradeError::NoAssessment => ApiError::NotFound("This assessment does not exist.".into()),
        GradeError::ScoreAbove(score) => {
            ValidationError::new("highest", format!("A score of {score} is above this; lower it first.")).into()
        }
        GradeError::OutOfRange(highest) => score_range(highest),
        GradeError::NothingToSubmit => ApiError::BadRequest("Add an assessment before submitting.".into()),
        GradeError::Store(store) => store.into(),
    }
}
