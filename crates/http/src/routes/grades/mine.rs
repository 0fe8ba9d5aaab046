//! `GET mine[?yearID=]`: a student's published grades of a school year (the current one by
//! default), with each subject's final grade and the general average as the domain computes
//! them. Nothing shows before a term is published.

use std::collections::HashMap;

use actix_web::{web, HttpResponse};
use lyceum_domain::grading::{final_grade, general_average, Grade, Scale, SubjectGroup};
use lyceum_persistence::grades::places::{self, TermPlace};
use lyceum_persistence::grades::published::published_for_students;
use lyceum_persistence::grades::schemes;
use lyceum_persistence::school_years;
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

/// A subject's row: its name, group and grade per term.
struct SubjectYear {
    id: String,
    name: String,
    group: SubjectGroup,
    grades: Vec<Option<Grade>>,
}

/// `GET mine`: the student's published grades of the year.
pub(crate) async fn mine(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
    query: web::Query<YearQuery>,
) -> Result<HttpResponse, ApiError> {
    let no_year = || ApiError::NotFound("This school year does not exist.".into());
    let asked = match query.yearID.as_deref().map(str::trim).filter(|id| !id.is_empty()) {
        Some(raw) => Some(named(Some(raw), "yearID", "Choose a school year.", no_year)?),
        None => None,
    };
    let student = caller.user_id().to_owned();
    let found = db::read(&state.db, move |conn| {
        let year = match &asked {
            Some(id) => Some(school_years::find(conn, id)?.ok_or_else(no_year)?),
            None => school_years::current(conn)?,
        };
        let Some(year) = year else { return Ok::<_, ApiError>(None) };
        let terms = places::terms_of_year(conn, &year.year.id)?;
        let published = published_for_students(conn, &[student], &year.year.id)?;
        let scales: HashMap<SubjectGroup, Scale> =
            schemes::all(conn)?.into_iter().map(|entry| (entry.group, entry.scheme.scale)).collect();
        Ok(Some((year.year.id, year.year.name, terms, published, scales)))
    })
    .await?;
    let Some((year_id, year_name, terms, published, scales)) = found else {
        return Ok(HttpResponse::Ok().json(json!({
            "year": null, "terms": [], "subjects": [], "generalAverage": null, "descriptor": null,
        })));
    };
    let mut subjects: Vec<SubjectYear> = Vec::new();
    for grade in published.grades {
        let Some(term) = terms.iter().position(|term: &TermPlace| term.id == grade.term_id) else { continue };
        if subjects.last().is_none_or(|last| last.id != grade.subject_id) {
            subjects.push(SubjectYear {
                id: grade.subject_id.clone(),
                name: grade.subject_name.clone(),
                group: grade.group,
                grades: vec![None; terms.len()],
            });
        }
        if let Some(last) = subjects.last_mut() {
            last.grades[term] = Some(grade.quarterly);
        }
    }
    let deped = Scale::deped();
    let scale_of = |group: SubjectGroup| scales.get(&group).unwrap_or(&deped);
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
            let scale = scale_of(subject.group);
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
    let overall = scale_of(SubjectGroup::Languages);
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(json!({
        "year": { "_id": year_id, "name": year_name },
        "terms": TermView::all(&terms),
        "subjects": rows,
        "generalAverage": general.map(Grade::value),
        "descriptor": general.and_then(|g| overall.descriptor(g)),
    })))
}
