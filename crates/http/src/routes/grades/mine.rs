//! `GET mine[?yearID=]`: a student's published grades of a school year (the current one by
//! default), with each subject's final grade and the general average as the domain computes
//! them. Nothing shows before a term is published. The guardian portal reads a child's grades
//! through the same [`read_year`] and [`YearGrades`].

use std::collections::HashMap;

use actix_web::{web, HttpResponse};
use lyceum_domain::grading::{final_grade, general_average, Grade, Scale, SubjectGroup};
use lyceum_persistence::grades::places::{self, TermPlace};
use lyceum_persistence::grades::published::{published_for_students, published_of_student, PublishedGrades};
use lyceum_persistence::grades::schemes;
use lyceum_persistence::school_years::{self, SchoolYear};
use lyceum_persistence::Conn;
use serde::Deserialize;
use serde_json::{json, Value};

use super::access::named;
use super::views::TermView;
use crate::auth::caller::{Signed, StudentOnly};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// The query of `GET mine`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct YearQuery {
    #[serde(default)]
    yearID: Option<String>,
}

impl YearQuery {
    /// The year asked for, checked; none for the current one. 404 for a malformed id.
    pub(crate) fn asked(&self) -> Result<Option<String>, ApiError> {
        match self.yearID.as_deref().map(str::trim).filter(|id| !id.is_empty()) {
            Some(raw) => Ok(Some(named(Some(raw), "yearID", "Choose a school year.", no_year)?)),
            None => Ok(None),
        }
    }
}

fn no_year() -> ApiError {
    ApiError::NotFound("This school year does not exist.".into())
}

/// A subject's row: its name, group and grade per term.
struct SubjectYear {
    id: String,
    name: String,
    group: SubjectGroup,
    grades: Vec<Option<Grade>>,
}

/// A student's published grades of one school year, as read; [`YearGrades::view`] computes
/// the finals and the general average.
pub(crate) struct YearGrades {
    year_id: String,
    year_name: String,
    terms: Vec<TermPlace>,
    published: PublishedGrades,
    scales: HashMap<SubjectGroup, Scale>,
    /// DepEd's scale, for a group the school has no scheme for.
    deped: Scale,
}

/// The published grades of `student_id` in the year `asked` (the current one when none); none
/// when there is no current year. 404 for an unknown year.
pub(crate) fn read_year(
    conn: &mut Conn,
    student_id: &str,
    asked: Option<&str>,
) -> Result<Option<YearGrades>, ApiError> {
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
pub(crate) fn read_latest(conn: &mut Conn, student_id: &str, year: &SchoolYear) -> Result<YearGrades, ApiError> {
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

/// What `GET mine` answers without a school year.
pub(crate) fn no_grades() -> Value {
    json!({ "year": null, "terms": [], "subjects": [], "generalAverage": null, "descriptor": null })
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

    /// `{year, terms, subjects: [{_id, name, grades, final, descriptor, passed}], generalAverage, descriptor}`.
    pub(crate) fn view(&self) -> Value {
        let subjects = self.subjects();
        let finals: Vec<Option<Grade>> = subjects
            .iter()
            .map(|subject| {
                let all: Option<Vec<Grade>> = subject.grades.iter().copied().collect();
                all.filter(|grades| !grades.is_empty()).and_then(|grades| final_grade(&grades))
            })
            .collect();
        let rows: Vec<Value> = subjects
            .iter()
            .zip(&finals)
            .map(|(subject, final_grade)| {
                let scale = self.scale_of(subject.group);
                json!({
                    "_id": subject.id,
                    "name": subject.name,
                    "grades": subject.grades.iter().map(|g| g.map(Grade::value)).collect::<Vec<_>>(),
                    "final": final_grade.map(Grade::value),
                    "descriptor": final_grade.and_then(|g| scale.descriptor(g)),
                    "passed": final_grade.map(|g| scale.passed(g)),
                })
            })
            .collect();
        // The general average is described by the scale of the languages' scheme, DepEd's by default.
        let every: Option<Vec<Grade>> = finals.iter().copied().collect();
        let general = every.filter(|finals| !finals.is_empty()).and_then(|finals| general_average(&finals));
        let overall = self.scale_of(SubjectGroup::Languages);
        json!({
            "year": { "_id": self.year_id, "name": self.year_name },
            "terms": TermView::all(&self.terms),
            "subjects": rows,
            "generalAverage": general.map(Grade::value),
            "descriptor": general.and_then(|g| overall.descriptor(g)),
        })
    }

    /// The latest term with a published grade and each subject's grade in it:
    /// `{year, term: {_id, name, firstDay, lastDay}, subjects: [{_id, name, grade, descriptor}]}`,
    /// `term` null and `subjects` empty before anything is published.
    pub(crate) fn latest_view(&self) -> Value {
        let subjects = self.subjects();
        let latest =
            (0..self.terms.len()).rev().find(|&at| subjects.iter().any(|subject| subject.grades[at].is_some()));
        let rows: Vec<Value> = match latest {
            Some(at) => subjects
                .iter()
                .filter_map(|subject| {
                    let grade = subject.grades[at]?;
                    Some(json!({
                        "_id": subject.id,
                        "name": subject.name,
                        "grade": grade.value(),
                        "descriptor": self.scale_of(subject.group).descriptor(grade),
                    }))
                })
                .collect(),
            None => Vec::new(),
        };
        json!({
            "year": { "_id": self.year_id, "name": self.year_name },
            "term": latest.map(|at| TermView::of(&self.terms[at])),
            "subjects": rows,
        })
    }
}

/// `GET mine`: the student's published grades of the year.
pub(crate) async fn mine(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
    query: web::Query<YearQuery>,
) -> Result<HttpResponse, ApiError> {
    let asked = query.asked()?;
    let student = caller.user_id().to_owned();
    let found = db::read(&state.db, move |conn| read_year(conn, &student, asked.as_deref())).await?;
    let view = found.map_or_else(no_grades, |grades| grades.view());
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}
