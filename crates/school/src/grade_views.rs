//! The JSON shapes of `/api/grades/*` (docs/grades.md): a term, a subject, a scheme entry, a
//! term grade with its descriptor, a gradebook's status, an assessment, a section's grid, the
//! publications, the report cards' settings.

use lyceum_domain::grading::{average, Entry, Scale, Scheme, SubjectGroup, TermGrade};
use lyceum_persistence::grades::compute::AssessmentRow;
use lyceum_persistence::grades::places::{SectionPlace, Status, SubjectPlace, TermPlace};
use lyceum_persistence::grades::publish::Publication;
use lyceum_persistence::grades::schemes::GroupScheme;
use lyceum_persistence::grades::section_grid::SectionGrid;
use lyceum_persistence::grades::settings::ReportCardSettings;
use serde::{Serialize, Serializer};
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
pub fn scheme_view(entry: &GroupScheme) -> SchemeEntryView {
    SchemeEntryView {
        group: entry.group,
        label: entry.group.label(),
        scheme: entry.scheme.clone(),
        isDefault: entry.is_default,
    }
}

/// A subject group's scheme, with the group's label and whether it is still DepEd's.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct SchemeEntryView {
    group: SubjectGroup,
    label: &'static str,
    scheme: Scheme,
    isDefault: bool,
}

/// `GET schemes`: every group's scheme, languages, mathScience, mapehTle.
#[derive(Serialize, TS)]
pub struct SchemesView {
    pub schemes: Vec<SchemeEntryView>,
}

/// `GET`/`POST settings`: the report cards' paper (`a4` or `letter`, as saving checks) and the
/// school name they print.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct ReportCardSettingsView {
    #[ts(type = "\"a4\" | \"letter\"")]
    paper: String,
    schoolName: String,
    /// DepEd's school ID, 6 digits; blank until given.
    schoolID: String,
    region: String,
    division: String,
}

impl From<&ReportCardSettings> for ReportCardSettingsView {
    fn from(settings: &ReportCardSettings) -> Self {
        ReportCardSettingsView {
            paper: settings.paper.clone(),
            schoolName: settings.school_name.clone(),
            schoolID: settings.school_id.clone(),
            region: settings.region.clone(),
            division: settings.division.clone(),
        }
    }
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

/// `GET my-subjects`: the teacher's subjects, the current year's terms and the term of today.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct MySubjectsView {
    pub subjects: Vec<GradedSubjectView>,
    pub terms: Vec<TermView>,
    pub currentTermID: Option<String>,
}

/// `POST submit` and `POST withdraw`: where the gradebook now stands.
#[derive(Serialize, TS)]
pub struct StatusChangeView {
    pub status: StatusView,
}

/// `POST score`: the score as kept and the student's term grade after it.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct SavedScoreView<'a> {
    pub assessmentID: String,
    pub studentID: String,
    /// A number as text (`"18.5"`), `"ex"` (excused), or `null` (not yet).
    #[ts(type = "string | null")]
    pub score: EntryView,
    pub grade: Option<GradeView<'a>>,
}

/// One section of `GET publications`: its subjects, how many are submitted, when it was published.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct SectionPublicationView {
    _id: String,
    section: String,
    level: String,
    subjects: usize,
    submitted: usize,
    publishedAt: Option<String>,
}

impl From<&Publication> for SectionPublicationView {
    fn from(p: &Publication) -> Self {
        SectionPublicationView {
            _id: p.section.id.clone(),
            section: p.section.name.clone(),
            level: p.section.level.clone(),
            subjects: p.subjects,
            submitted: p.submitted,
            publishedAt: p.published_at.map(timestamp),
        }
    }
}

/// `GET publications`: a term and where each section with subjects stands in it.
#[derive(Serialize, TS)]
pub struct PublicationsView {
    pub term: TermView,
    pub sections: Vec<SectionPublicationView>,
}

/// The section of `GET section`, with its adviser's name.
#[derive(Serialize, TS)]
#[ts(rename = "GradedSectionView")]
pub struct ReviewSectionView {
    _id: String,
    section: String,
    level: String,
    adviser: Option<String>,
}

/// A subject column of `GET section`: its teacher and when its term was submitted.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct ReviewSubjectView {
    _id: String,
    name: String,
    teacher: Option<String>,
    submittedAt: Option<String>,
}

/// A student row of `GET section`: a grade per subject column (null while none), the average
/// of a complete row with two decimals, and the adviser's comment.
#[derive(Serialize, TS)]
pub struct ReviewStudentView {
    _id: String,
    full_name: String,
    image: Option<String>,
    grades: Vec<Option<u8>>,
    average: Option<String>,
    comment: Option<String>,
}

/// `GET section`: an adviser's section across its subjects in one term.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct SectionGradesView {
    section: ReviewSectionView,
    term: TermView,
    terms: Vec<TermView>,
    subjects: Vec<ReviewSubjectView>,
    students: Vec<ReviewStudentView>,
    publishedAt: Option<String>,
}

impl SectionGradesView {
    /// The grid of `section` (advised by `adviser`) in `term`, one of the year's `terms`.
    pub fn of(
        section: &SectionPlace,
        adviser: Option<String>,
        term: &TermPlace,
        terms: &[TermPlace],
        grid: SectionGrid,
    ) -> Self {
        let subjects = grid
            .subjects
            .into_iter()
            .map(|s| ReviewSubjectView {
                _id: s.subject.id,
                name: s.subject.name,
                teacher: s.teacher,
                submittedAt: s.submitted_at.map(timestamp),
            })
            .collect();
        let students = grid
            .rows
            .into_iter()
            .map(|row| {
                let complete: Option<Vec<_>> = row.grades.iter().copied().collect();
                let average = complete.filter(|grades| !grades.is_empty()).and_then(|grades| average(&grades));
                ReviewStudentView {
                    full_name: row.student.full_name(),
                    _id: row.student.id,
                    image: row.student.image,
                    grades: row.grades.iter().map(|g| g.map(|g| g.value())).collect(),
                    average: average.map(|a| format!("{a:.2}")),
                    comment: row.comment,
                }
            })
            .collect();
        SectionGradesView {
            section: ReviewSectionView {
                _id: section.id.clone(),
                section: section.name.clone(),
                level: section.level.clone(),
                adviser,
            },
            term: TermView::of(term),
            terms: TermView::all(terms),
            subjects,
            students,
            publishedAt: grid.published_at.map(timestamp),
        }
    }
}

/// `POST comment`: the student's term comment as kept (null once deleted).
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct CommentView {
    pub studentID: String,
    pub termID: String,
    pub comment: Option<String>,
}
