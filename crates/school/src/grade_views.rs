//! The JSON shapes of `/api/grades/*` (docs/grades.md): a term, a subject, a scheme entry, a
//! term grade with its descriptor, a gradebook's status, an assessment.

use lyceum_domain::grading::{Entry, Scale, SubjectGroup, TermGrade};
use lyceum_persistence::grades::compute::AssessmentRow;
use lyceum_persistence::grades::places::{Status, SubjectPlace, TermPlace};
use lyceum_persistence::grades::schemes::GroupScheme;
use serde::{Serialize, Serializer};
use serde_json::{json, Value};
use ts_rs::TS;

use crate::views::timestamp;

/// A term: `{_id, name, firstDay, lastDay}`.
#[derive(Serialize, TS)]
#[ts(rename = "GradesTermView")]
#[allow(non_snake_case)]
pub struct TermView {
    _id: String,
    name: String,
    firstDay: String,
    lastDay: String,
}

impl TermView {
    pub fn of(term: &TermPlace) -> TermView {
        TermView {
            _id: term.id.clone(),
            name: term.name.clone(),
            firstDay: term.first_day.to_string(),
            lastDay: term.last_day.to_string(),
        }
    }

    pub fn all(terms: &[TermPlace]) -> Vec<TermView> {
        terms.iter().map(TermView::of).collect()
    }
}

/// A subject: `{_id, name, sectionID, section, level, group}`.
pub fn subject_view(subject: &SubjectPlace) -> GradedSubjectView {
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
pub struct GradedSubjectView {
    _id: String,
    name: String,
    sectionID: String,
    section: String,
    level: String,
    group: SubjectGroup,
}

/// A group's scheme: `{group, label, scheme, isDefault}`.
pub fn scheme_view(entry: &GroupScheme) -> Value {
    json!({
        "group": entry.group.as_str(),
        "label": entry.group.label(),
        "scheme": entry.scheme,
        "isDefault": entry.is_default,
    })
}

/// A term grade as the calls write it: `{initial, quarterly, descriptor, passed, pending}`.
#[derive(Serialize, TS)]
pub struct GradeView<'a> {
    initial: String,
    quarterly: u8,
    descriptor: Option<&'a str>,
    passed: bool,
    pending: usize,
}

/// A term grade described by `scale`; `None` (written `null`) without one.
pub fn grade_of<'a>(grade: Option<&TermGrade>, scale: &'a Scale) -> Option<GradeView<'a>> {
    grade.map(|grade| GradeView {
        initial: format!("{:.2}", grade.initial),
        quarterly: grade.quarterly.value(),
        descriptor: scale.descriptor(grade.quarterly),
        passed: scale.passed(grade.quarterly),
        pending: grade.pending,
    })
}

/// A term grade described by `scale`, or `null`.
pub fn grade_view(grade: Option<&TermGrade>, scale: &Scale) -> Value {
    json!(grade_of(grade, scale))
}

/// A gradebook's status; `locked` when published, or submitted for a teacher.
pub fn status_view(status: &Status, held_by_submission: bool) -> StatusView {
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
pub struct StatusView {
    submittedAt: Option<String>,
    submittedBy: Option<String>,
    publishedAt: Option<String>,
    locked: bool,
}

/// An assessment: `{_id, title, category, highest, date}`.
pub fn assessment_view(row: &AssessmentRow) -> AssessmentView {
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
pub struct AssessmentView {
    _id: String,
    title: String,
    category: String,
    highest: String,
    date: String,
}

/// An entry as the gradebook sends it: `"18.5"`, `"ex"`, or `null` for not yet.
pub fn entry_view(entry: Entry) -> Value {
    json!(EntryView(entry))
}

/// An entry written as [`entry_view`] says, straight to the answer.
#[derive(Clone, Copy)]
pub struct EntryView(pub Entry);

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
pub fn entry_text(entry: Entry) -> String {
    match entry {
        Entry::Scored(score) => score.to_string(),
        Entry::Excused => "ex".into(),
        Entry::NotYet => "none".into(),
    }
}

/// `POST publish`: the sections published now, and their students who got a grade.
#[derive(Serialize, TS)]
pub struct PublishedView {
    /// Sections published now.
    pub sections: usize,
    /// Their students who got a grade.
    pub students: usize,
}
