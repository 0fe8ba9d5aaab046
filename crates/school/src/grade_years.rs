//! A student's published grades of a school year (`GET /api/grades/mine`, and a child's grades
//! in the guardian portal), with each subject's final grade and the general average as the
//! domain computes them; and the latest published term of the year (the guardian's Home).
//! Nothing shows before a term is published.

use std::collections::HashMap;

use lyceum_domain::grading::{final_grade, general_average, Grade, Scale, SubjectGroup};
use lyceum_persistence::grades::places::{self, TermPlace};
use lyceum_persistence::grades::published::{published_for_students, published_of_student, PublishedGrades};
use lyceum_persistence::grades::schemes;
use lyceum_persistence::school_years::{self, SchoolYear};
use lyceum_persistence::Conn;
use serde::Serialize;
use ts_rs::TS;

use crate::grade_views::TermView;
use crate::Refusal;

/// A subject's row: its name, group and grade per term.
struct SubjectYear {
    id: String,
    name: String,
    group: SubjectGroup,
    grades: Vec<Option<Grade>>,
}

/// A student's published grades of one school year, as read; [`YearGrades::view`] computes
/// the finals and the general average.
pub struct YearGrades {
    year_id: String,
    year_name: String,
    terms: Vec<TermPlace>,
    published: PublishedGrades,
    scales: HashMap<SubjectGroup, Scale>,
    /// DepEd's scale, for a group the school has no scheme for.
    deped: Scale,
}

/// The school year grades are of: `{_id, name}`.
#[derive(Serialize, TS)]
#[ts(rename = "GradesYearView")]
pub struct YearView {
    _id: String,
    name: String,
}

/// A subject's grades of the year: one per term (null before it is published), the final grade
/// once every term has one, described by the subject's scale.
#[derive(Serialize, TS)]
#[ts(rename = "SubjectYearGradesView")]
pub struct SubjectYearView {
    _id: String,
    name: String,
    grades: Vec<Option<u8>>,
    #[serde(rename = "final")]
    final_grade: Option<u8>,
    descriptor: Option<String>,
    passed: Option<bool>,
}

/// `GET /api/grades/mine`: a student's published grades of a year; `year` null and the lists
/// empty without a school year.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct YearGradesView {
    year: Option<YearView>,
    terms: Vec<TermView>,
    subjects: Vec<SubjectYearView>,
    generalAverage: Option<u8>,
    descriptor: Option<String>,
}

impl YearGradesView {
    /// What a student without a school year is answered.
    pub fn none() -> YearGradesView {
        YearGradesView { year: None, terms: Vec::new(), subjects: Vec::new(), generalAverage: None, descriptor: None }
    }
}

/// A subject's grade in the latest published term.
#[derive(Serialize, TS)]
#[ts(rename = "LatestSubjectGradeView")]
pub struct LatestSubjectView {
    _id: String,
    name: String,
    grade: u8,
    descriptor: Option<String>,
}

/// The latest term with a published grade and each subject's grade in it; `term` null and
/// `subjects` empty before anything is published.
#[derive(Serialize, TS)]
pub struct LatestGradesView {
    year: YearView,
    term: Option<TermView>,
    subjects: Vec<LatestSubjectView>,
}

fn no_year() -> Refusal {
    Refusal::NotFound("This school year does not exist.".into())
}

/// The published grades of `student_id` in the year `asked` (the current one when none); none
/// when there is no current year. Refused for an unknown year.
pub fn read_year(conn: &mut Conn, student_id: &str, asked: Option<&str>) -> Result<Option<YearGrades>, Refusal> {
    let year = match asked {
        Some(id) => Some(school_years::find(conn, id)?.ok_or_else(no_year)?),
        None => school_years::current(conn)?,
    };
    let Some(year) = year else { return Ok(None) };
    let terms = places::terms_of_year(conn, &year.year.id)?;
    let published = published_for_students(conn, &[student_id.to_owned()], &year.year.id)?;
    let scales = schemes::all(conn)?.into_iter().map(|entry| (entry.group, entry.scheme.scale)).collect();
    Ok(Some(YearGrades {
        year_id: year.year.id,
        year_name: year.year.name,
        terms,
        published,
        scales,
        deped: Scale::deped(),
    }))
}

/// The latest published grades of `student_id` in `year` (the current school year, as kept in
/// memory): two statements, the grades by the student's index and the schemes.
pub fn read_latest(conn: &mut Conn, student_id: &str, year: &SchoolYear) -> Result<YearGrades, Refusal> {
    let grades = published_of_student(conn, student_id, &year.year.id)?;
    let scales = schemes::all(conn)?.into_iter().map(|entry| (entry.group, entry.scheme.scale)).collect();
    let terms = year
        .terms
        .iter()
        .map(|term| TermPlace {
            id: term.id.clone(),
            name: term.name.clone(),
            first_day: term.first_day,
            last_day: term.last_day,
            year_id: year.year.id.clone(),
        })
        .collect();
    Ok(YearGrades {
        year_id: year.year.id.clone(),
        year_name: year.year.name.clone(),
        terms,
        published: PublishedGrades { grades, comments: Vec::new() },
        scales,
        deped: Scale::deped(),
    })
}

impl YearGrades {
    /// The subjects with a published grade, by name, each with its grade per term.
    fn subjects(&self) -> Vec<SubjectYear> {
        let mut subjects: Vec<SubjectYear> = Vec::new();
        for grade in &self.published.grades {
            let Some(term) = self.terms.iter().position(|term| term.id == grade.term_id) else { continue };
            if subjects.last().is_none_or(|last| last.id != grade.subject_id) {
                subjects.push(SubjectYear {
                    id: grade.subject_id.clone(),
                    name: grade.subject_name.clone(),
                    group: grade.group,
                    grades: vec![None; self.terms.len()],
                });
            }
            if let Some(last) = subjects.last_mut() {
                last.grades[term] = Some(grade.quarterly);
            }
        }
        subjects
    }

    fn scale_of(&self, group: SubjectGroup) -> &Scale {
        self.scales.get(&group).unwrap_or(&self.deped)
    }

    fn year(&self) -> YearView {
        YearView { _id: self.year_id.clone(), name: self.year_name.clone() }
    }

    /// The year's grades, each subject's final and the general average.
    pub fn view(&self) -> YearGradesView {
        let subjects = self.subjects();
        let finals: Vec<Option<Grade>> = subjects
            .iter()
            .map(|subject| {
                let all: Option<Vec<Grade>> = subject.grades.iter().copied().collect();
                all.filter(|grades| !grades.is_empty()).and_then(|grades| final_grade(&grades))
            })
            .collect();
        let rows = subjects
            .iter()
            .zip(&finals)
            .map(|(subject, final_grade)| {
                let scale = self.scale_of(subject.group);
                SubjectYearView {
                    _id: subject.id.clone(),
                    name: subject.name.clone(),
                    grades: subject.grades.iter().map(|g| g.map(Grade::value)).collect(),
                    final_grade: final_grade.map(Grade::value),
                    descriptor: final_grade.and_then(|g| scale.descriptor(g)).map(str::to_owned),
                    passed: final_grade.map(|g| scale.passed(g)),
                }
            })
            .collect();
        // The general average is described by the scale of the languages' scheme, DepEd's by default.
        let every: Option<Vec<Grade>> = finals.iter().copied().collect();
        let general = every.filter(|finals| !finals.is_empty()).and_then(|finals| general_average(&finals));
        let overall = self.scale_of(SubjectGroup::Languages);
        YearGradesView {
            year: Some(self.year()),
            terms: TermView::all(&self.terms),
            subjects: rows,
            generalAverage: general.map(Grade::value),
            descriptor: general.and_then(|g| overall.descriptor(g)).map(str::to_owned),
        }
    }

    /// The latest term with a published grade and each subject's grade in it.
    pub fn latest_view(&self) -> LatestGradesView {
        let subjects = self.subjects();
        let latest =
            (0..self.terms.len()).rev().find(|&at| subjects.iter().any(|subject| subject.grades[at].is_some()));
        let rows = match latest {
            Some(at) => subjects
                .iter()
                .filter_map(|subject| {
                    let grade = subject.grades[at]?;
                    Some(LatestSubjectView {
                        _id: subject.id.clone(),
                        name: subject.name.clone(),
                        grade: grade.value(),
                        descriptor: self.scale_of(subject.group).descriptor(grade).map(str::to_owned),
                    })
                })
                .collect(),
            None => Vec::new(),
        };
        LatestGradesView { year: self.year(), term: latest.map(|at| TermView::of(&self.terms[at])), subjects: rows }
    }
}
