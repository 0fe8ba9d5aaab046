//! A subject's assessments of a term: added, changed and deleted (with their scores), each in
//! one transaction that checks the locks first. The fields come validated (title, a category of
//! the subject's scheme, a highest possible score, a day of the term).

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::grading::Decimal;

use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::grades::compute::{hundredths, stored, AssessmentRow};
use crate::grades::places::SubjectPlace;
use crate::grades::refusal::{ensure_open, GradeError};
use crate::schema::{assessments, scores};
use crate::values::{new_id_grouped, now};

/// An assessment's own fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssessmentFields {
    /// Its title.
    pub title: String,
    /// Its category's key.
    pub category: String,
    /// Its highest possible score.
    pub highest: Decimal,
    /// The day it was given.
    pub day: NaiveDate,
}

/// The assessment with this id and its term's id.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<(AssessmentRow, String)>, StoreError> {
    let row: Option<(String, String, String, String, i32, NaiveDate, String)> = assessments::table
        .find(id)
        .select((
            assessments::id,
            assessments::subject_id,
            assessments::title,
            assessments::category,
            assessments::highest,
            assessments::day,
            assessments::term_id,
        ))
        .first(conn)
        .optional()?;
    Ok(row.map(|(id, subject_id, title, category, highest, day, term_id)| {
        (AssessmentRow { id, subject_id, title, category, highest: hundredths(highest), day }, term_id)
    }))
}

/// Adds an assessment to `subject`'s term; `held_by_submission` for a teacher.
pub fn create(
    conn: &mut Conn,
    subject: &SubjectPlace,
    term_id: &str,
    fields: AssessmentFields,
    held_by_submission: bool,
) -> Result<AssessmentRow, GradeError> {
    transaction(conn, |conn| {
        ensure_open(conn, &subject.section_id, Some(&subject.id), term_id, held_by_submission)?;
        let (id, at) = (new_id_grouped(&[&subject.id, term_id]), now());
        diesel::insert_into(assessments::table)
            .values((
                assessments::id.eq(&id),
                assessments::subject_id.eq(&subject.id),
                assessments::term_id.eq(term_id),
                assessments::title.eq(&fields.title),
                assessments::category.eq(&fields.category),
                assessments::highest.eq(stored(fields.highest)),
                assessments::day.eq(fields.day),
                assessments::created_at.eq(at),
                assessments::updated_at.eq(at),
            ))
            .execute(conn)?;
        Ok(AssessmentRow {
            id,
            subject_id: subject.id.clone(),
            title: fields.title,
            category: fields.category,
            highest: fields.highest,
            day: fields.day,
        })
    })
}

/// Changes an assessment's fields; refused when a score already entered is above the new
/// highest possible score. Answers it as it was and as it is.
pub fn update(
    conn: &mut Conn,
    subject: &SubjectPlace,
    id: &str,
    fields: AssessmentFields,
    held_by_submission: bool,
) -> Result<(AssessmentRow, AssessmentRow), GradeError> {
    transaction(conn, |conn| {
        let (before, term_id) = find(conn, id)?.ok_or(GradeError::NoAssessment)?;
        ensure_open(conn, &subject.section_id, Some(&subject.id), &term_id, held_by_submission)?;
        let top: Option<i32> =
            scores::table.filter(scores::assessment_id.eq(id)).select(diesel::dsl::max(scores::score)).first(conn)?;
        if let Some(top) = top.map(hundredths).filter(|top| *top > fields.highest) {
            return Err(GradeError::ScoreAbove(top));
        }
        diesel::update(assessments::table.find(id))
            .set((
                assessments::title.eq(&fields.title),
                assessments::category.eq(&fields.category),
                assessments::highest.eq(stored(fields.highest)),
                assessments::day.eq(fields.day),
                assessments::updated_at.eq(now()),
            ))
            .execute(conn)?;
        let after = AssessmentRow {
            id: before.id.clone(),
            subject_id: before.subject_id.clone(),
            title: fields.title,
            category: fields.category,
            highest: fields.highest,
            day: fields.day,
        };
        Ok((before, after))
    })
}

/// Deletes an assessment and its scores; answers it and how many scores went with it.
pub fn delete(
    conn: &mut Conn,
    subject: &SubjectPlace,
    id: &str,
    held_by_submission: bool,
) -> Result<(AssessmentRow, usize), GradeError> {
    transaction(conn, |conn| {
        let (row, term_id) = find(conn, id)?.ok_or(GradeError::NoAssessment)?;
        ensure_open(conn, &subject.section_id, Some(&subject.id), &term_id, held_by_submission)?;
        let scores = diesel::delete(scores::table.filter(scores::assessment_id.eq(id))).execute(conn)?;
        diesel::delete(assessments::table.find(id)).execute(conn)?;
        Ok((row, scores))
    })
}
