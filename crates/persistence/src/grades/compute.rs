//! A term's grades computed from the scores by a scheme, for one student or many: the rows the
//! gradebook, a saved score, the adviser's grid and publishing all read, and the domain's
//! [`quarterly_grade`] over them.

use std::collections::HashMap;

use chrono::NaiveDate;
use diesel::connection::DefaultLoadingMode;
use diesel::dsl;
use diesel::prelude::*;
use lyceum_domain::grading::{quarterly_grade, Assessment, Decimal, Entry, Scheme, TermGrade};

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::id_text::IdText;
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

/// The assessments of these subjects' term, by date then title. One subject (a gradebook) is
/// asked with a statement prepared once per connection.
pub fn assessments_of(
    conn: &mut Conn,
    subject_ids: &[String],
    term_id: &str,
) -> Result<Vec<AssessmentRow>, StoreError> {
    let of_term = assessments::table
        .filter(assessments::term_id.eq(term_id))
        .order((assessments::day, assessments::title, assessments::id))
        .select(assessment_columns());
    let rows: Vec<AssessmentTuple> = match subject_ids {
        [one] => on_backend!(conn, |c| of_term.filter(assessments::subject_id.eq(one)).load(c))?,
        many => of_term.filter(assessments::subject_id.eq_any(many)).load(conn)?,
    };
    Ok(rows.into_iter().map(assessment_of).collect())
}

/// The columns of an [`AssessmentRow`].
#[dsl::auto_type]
fn assessment_columns() -> _ {
    (
        assessments::id,
        assessments::subject_id,
        assessments::title,
        assessments::category,
        assessments::highest,
        assessments::day,
    )
}

/// A stored score as an entry.
pub(crate) fn entry_of(score: Option<i32>, excused: bool) -> Entry {
    match score {
        Some(score) if !excused => Entry::Scored(hundredths(score)),
        _ => Entry::Excused,
    }
}

/// Every score of these subjects' term, as student id → their entries. One statement, walking
/// the assessments' index and then each one's scores; one subject (a gradebook) is asked with a
/// statement prepared once per connection.
pub fn entries_of(
    conn: &mut Conn,
    subject_ids: &[String],
    term_id: &str,
) -> Result<HashMap<String, Entries>, StoreError> {
    let of_term = scores::table.inner_join(assessments::table).filter(assessments::term_id.eq(term_id)).select((
        scores::assessment_id,
        scores::student_id,
        scores::score,
        scores::excused,
    ));
    let rows: Vec<(String, String, Option<i32>, bool)> = match subject_ids {
        [one] => on_backend!(conn, |c| of_term.filter(assessments::subject_id.eq(one)).load(c))?,
        many => of_term.filter(assessments::subject_id.eq_any(many)).load(conn)?,
    };
    let mut entries: HashMap<String, Entries> = HashMap::new();
    for (assessment, student, score, excused) in rows {
        entries.entry(student).or_default().insert(assessment, entry_of(score, excused));
    }
    Ok(entries)
}

/// One subject's assessments of a term with one student's entries of them, in one statement:
/// what a saved score's new term grade needs.
pub fn student_entries(
    conn: &mut Conn,
    subject_id: &str,
    term_id: &str,
    student_id: &str,
) -> Result<(Vec<AssessmentRow>, Entries), StoreError> {
    let theirs = scores::assessment_id.eq(assessments::id).and(scores::student_id.eq(student_id));
    let rows: Vec<(AssessmentTuple, Option<i32>, Option<bool>)> = on_backend!(conn, |c| assessments::table
        .left_join(scores::table.on(theirs))
        .filter(assessments::subject_id.eq(subject_id))
        .filter(assessments::term_id.eq(term_id))
        .select((assessment_columns(), scores::score.nullable(), scores::excused.nullable()))
        .load(c))?;
    let mut entries = Entries::new();
    let assessments = rows
        .into_iter()
        .map(|(assessment, score, excused)| {
            if let Some(excused) = excused {
                entries.insert(assessment.0.clone(), entry_of(score, excused));
            }
            assessment_of(assessment)
        })
        .collect();
    Ok((assessments, entries))
}

/// One subject's scores of a term, as a gradebook lays them out: each student's entries in the
/// order of the assessments (`NotYet` where there is no score).
#[derive(Debug, Default)]
pub struct EntryGrid {
    /// The entries of the students asked for, in their order.
    pub rows: Vec<Vec<Entry>>,
    /// The entries of anyone else with a score (moved out of the section since), by their id.
    pub others: HashMap<String, Vec<Entry>>,
}

/// The [`EntryGrid`] of `subject_id`'s `term_id`, whose `assessments` are given, for the
/// students `student_ids`. One statement, its rows placed as they come, with no allocation per
/// score: each row's ids are only looked up (`IdText`), the assessment once per run of its
/// scores, the student first as the one after the last found (each assessment's scores come by
/// student id), else among the ids sorted.
pub fn entry_grid(
    conn: &mut Conn,
    subject_id: &str,
    term_id: &str,
    assessments: &[AssessmentRow],
    student_ids: &[&str],
) -> Result<EntryGrid, StoreError> {
    let blank = || vec![Entry::NotYet; assessments.len()];
    let mut grid = EntryGrid { rows: vec![blank(); student_ids.len()], others: HashMap::new() };
    if assessments.is_empty() {
        return Ok(grid);
    }
    let position: HashMap<&str, usize> =
        assessments.iter().enumerate().map(|(at, assessment)| (assessment.id.as_str(), at)).collect();
    let mut by_id: Vec<(&str, usize)> = student_ids.iter().enumerate().map(|(row, id)| (*id, row)).collect();
    by_id.sort_unstable();
    let mut last_assessment: Option<(IdText, usize)> = None;
    let mut next_student = 0;
    let mut place = |(assessment, student, score): (IdText, IdText, Option<i32>)| {
        let at = match &last_assessment {
            Some((id, at)) if *id == assessment => *at,
            _ => {
                let Some(&at) = position.get(assessment.as_str()) else { return };
                last_assessment = Some((assessment, at));
                next_student = 0;
                at
            }
        };
        // `excused` is not read: a score is NULL exactly when it is excused (the table's CHECK).
        let entry = score.map_or(Entry::Excused, |score| Entry::Scored(hundredths(score)));
        let student = student.as_str();
        let found = match by_id.get(next_student) {
            Some((id, _)) if *id == student => Some(next_student),
            _ => by_id.binary_search_by(|(id, _)| (*id).cmp(student)).ok(),
        };
        let entries = match found {
            Some(found) => {
                next_student = found + 1;
                &mut grid.rows[by_id[found].1]
            }
            None => grid.others.entry(student.to_owned()).or_insert_with(blank),
        };
        entries[at] = entry;
    };
    let of_subject = scores::table
        .inner_join(assessments::table)
        .filter(assessments::subject_id.eq(subject_id))
        .filter(assessments::term_id.eq(term_id))
        .select((scores::assessment_id, scores::student_id, scores::score));
    on_backend!(conn, |c| {
        for row in of_subject.load_iter::<(IdText, IdText, Option<i32>), DefaultLoadingMode>(c)? {
            place(row?);
        }
    });
    Ok(grid)
}

/// A subject's assessments of a term made ready to grade one student after another: which of
/// them count (those of a category the scheme has; one whose category the scheme no longer has
/// does not) is found once, not per student.
pub struct Grader<'a> {
    scheme: &'a Scheme,
    /// The positions, among the assessments given, of those that count.
    counted: Vec<usize>,
    /// Those that count, as the domain takes them.
    domain: Vec<Assessment>,
}

impl<'a> Grader<'a> {
    /// The grader of `assessments` by `scheme`.
    pub fn new(scheme: &'a Scheme, assessments: &[&AssessmentRow]) -> Grader<'a> {
        let counted: Vec<usize> = assessments
            .iter()
            .enumerate()
            .filter(|(_, row)| scheme.categories.iter().any(|category| category.key == row.category))
            .map(|(at, _)| at)
            .collect();
        let domain = counted
            .iter()
            .map(|&at| Assessment { category: assessments[at].category.clone(), highest: assessments[at].highest })
            .collect();
        Grader { scheme, counted, domain }
    }

    /// The term grade of a student whose entry of the assessment at position `at` is
    /// `entry(at)`; `None` while no category has a score.
    pub fn grade(&self, entry: impl Fn(usize) -> Entry) -> Option<TermGrade> {
        let given: Vec<Entry> = self.counted.iter().map(|&at| entry(at)).collect();
        // The gradebook's checks keep every score within its highest; a row that is not (edited
        // by hand) leaves the grade out rather than failing the whole read.
        quarterly_grade(self.scheme, &self.domain, &given).ok().flatten()
    }
}

/// A student's term grade of one subject: the subject's assessments and their entries (by
/// assessment id). `None` while no category has a score.
pub fn term_grade(scheme: &Scheme, assessments: &[&AssessmentRow], entries: Option<&Entries>) -> Option<TermGrade> {
    let entry =
        |at: usize| entries.and_then(|entries| entries.get(&assessments[at].id)).copied().unwrap_or(Entry::NotYet);
    Grader::new(scheme, assessments).grade(entry)
}
