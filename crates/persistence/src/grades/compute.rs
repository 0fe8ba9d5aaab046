//! A term's grades computed from the scores by a scheme, for one student or many: the rows the
//! gradebook, a saved score, the adviser's grid and publishing all read, and the domain's
//! [`quarterly_grade`] over them.

use std::collections::HashMap;

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::grading::{quarterly_grade, Assessment, Decimal, Entry, Scheme, TermGrade};

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{assessments, scores};

/// An assessment of a subject's term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssessmentRow {
    /// Its id.
    pub id: String,
    /// Its subject.
    pub subject_id: String,
    /// Its title: `Quiz 1`.
    pub title: String,
    /// The key of its category in the subject's scheme: `WW`.
    pub category: String,
    /// Its highest possible score.
    pub highest: Decimal,
    /// The day it was given.
    pub day: NaiveDate,
}

/// The entries of one student: assessment id → entry (a missing one is "not yet").
pub type Entries = HashMap<String, Entry>;

type AssessmentTuple = (String, String, String, String, i32, NaiveDate);

fn assessment_of((id, subject_id, title, category, highest, day): AssessmentTuple) -> AssessmentRow {
    AssessmentRow { id, subject_id, title, category, highest: hundredths(highest), day }
}

/// A stored whole number of hundredths as a decimal.
pub(crate) fn hundredths(stored: i32) -> Decimal {
    Decimal::from_hundredths(u64::try_from(stored).unwrap_or(0))
}

/// A decimal as stored: whole hundredths (at most 1000.00 for a highest, so it always fits).
pub(crate) fn stored(value: Decimal) -> i32 {
    i32::try_from(value.hundredths()).unwrap_or(i32::MAX)
}

/// The assessments of these subjects' term, by date then title.
pub fn assessments_of(
    conn: &mut Conn,
    subject_ids: &[String],
    term_id: &str,
) -> Result<Vec<AssessmentRow>, StoreError> {
    let rows: Vec<AssessmentTuple> = assessments::table
        .filter(assessments::subject_id.eq_any(subject_ids))
        .filter(assessments::term_id.eq(term_id))
        .order((assessments::day, assessments::title, assessments::id))
        .select((
            assessments::id,
            assessments::subject_id,
            assessments::title,
            assessments::category,
            assessments::highest,
            assessments::day,
        ))
        .load(conn)?;
    Ok(rows.into_iter().map(assessment_of).collect())
}

/// A stored score as an entry.
pub(crate) fn entry_of(score: Option<i32>, excused: bool) -> Entry {
    match score {
        Some(score) if !excused => Entry::Scored(hundredths(score)),
        _ => Entry::Excused,
    }
}

/// Every score of these subjects' term, as student id → their entries; with `student`, only
/// theirs. One statement, walking the assessments' index and then each one's scores.
pub fn entries_of(
    conn: &mut Conn,
    subject_ids: &[String],
    term_id: &str,
    student: Option<&str>,
) -> Result<HashMap<String, Entries>, StoreError> {
    let mut query = scores::table
        .inner_join(assessments::table)
        .filter(assessments::subject_id.eq_any(subject_ids))
        .filter(assessments::term_id.eq(term_id))
        .select((scores::assessment_id, scores::student_id, scores::score, scores::excused))
        .into_boxed();
    if let Some(student) = student {
        query = query.filter(scores::student_id.eq(student.to_owned()));
    }
    let rows: Vec<(String, String, Option<i32>, bool)> = query.load(conn)?;
    let mut entries: HashMap<String, Entries> = HashMap::new();
    for (assessment, student, score, excused) in rows {
        entries.entry(student).or_default().insert(assessment, entry_of(score, excused));
    }
    Ok(entries)
}

/// A student's term grade of one subject: the subject's assessments (of a scheme category;
/// one whose category the scheme no longer has does not count) and their entries. `None`
/// while no category has a score.
pub fn term_grade(scheme: &Scheme, assessments: &[&AssessmentRow], entries: Option<&Entries>) -> Option<TermGrade> {
    let counted: Vec<&&AssessmentRow> = assessments
        .iter()
        .filter(|row| scheme.categories.iter().any(|category| category.key == row.category))
        .collect();
    let domain: Vec<Assessment> =
        counted.iter().map(|row| Assessment { category: row.category.clone(), highest: row.highest }).collect();
    let given: Vec<Entry> = counted
        .iter()
        .map(|row| entries.and_then(|entries| entries.get(&row.id)).copied().unwrap_or(Entry::NotYet))
        .collect();
    // The gradebook's checks keep every score within its highest; a row that is not (edited by
    // hand) leaves the grade out rather than failing the whole read.
    quarterly_grade(scheme, &domain, &given).ok().flatten()
}
