//! Saving one score, the gradebook's every keystroke: one short transaction that checks the
//! locks and the student and writes the score only when it changed; the student's new term grade
//! is read after it, outside the write.

use diesel::prelude::*;
use lyceum_domain::grading::{Entry, Scale, TermGrade};

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::grades::compute::{stored, student_entries, term_grade, AssessmentRow};
use crate::grades::places::SubjectPlace;
use crate::grades::refusal::{ensure_open, GradeError};
use crate::grades::{assessments, schemes};
use crate::schema::{scores, students};
use crate::timetable::full_name;
use crate::values::now;

/// What saving a score did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedScore {
    /// The student's first and last name.
    pub student_name: String,
    /// The entry before (`NotYet` when there was no row).
    pub before: Entry,
    /// The entry now.
    pub after: Entry,
    /// The assessment's term.
    pub term_id: String,
}

impl SavedScore {
    /// True when the save changed the stored entry.
    pub fn changed(&self) -> bool {
        self.before != self.after
    }
}

/// Saves `entry` as `student_id`'s score of the assessment `assessment` of `subject`; a teacher
/// (`held_by_submission`) is held by a submission.
pub fn save(
    conn: &mut Conn,
    subject: &SubjectPlace,
    assessment: &AssessmentRow,
    student_id: &str,
    entry: Entry,
    held_by_submission: bool,
) -> Result<SavedScore, GradeError> {
    transaction(conn, |conn| {
        let (current, term_id) = assessments::find(conn, &assessment.id)?.ok_or(GradeError::NoAssessment)?;
        if let Entry::Scored(score) = entry {
            if score > current.highest {
                return Err(GradeError::OutOfRange(current.highest));
            }
        }
        ensure_open(conn, &subject.section_id, Some(&subject.id), &term_id, held_by_submission)?;
        let student: Option<(String, String, Option<String>)> = students::table
            .find(student_id)
            .select((students::first_name, students::last_name, students::section_id))
            .first(conn)
            .optional()?;
        let Some((first, last, Some(section))) = student else { return Err(GradeError::NotInSubject) };
        if section != subject.section_id {
            return Err(GradeError::NotInSubject);
        }
        let stored_row: Option<(Option<i32>, bool)> = scores::table
            .find((&assessment.id, student_id))
            .select((scores::score, scores::excused))
            .first(conn)
            .optional()?;
        let before = stored_row.map_or(Entry::NotYet, |(score, excused)| super::compute::entry_of(score, excused));
        if before != entry {
            write(conn, &assessment.id, student_id, entry)?;
        }
        Ok(SavedScore { student_name: full_name(Some(&first), Some(&last)), before, after: entry, term_id })
    })
}

/// A student's term grade of `subject` in the term `term_id`, with the scale of the subject's
/// scheme that describes it: what a save answers.
pub fn term_grade_of(
    conn: &mut Conn,
    subject: &SubjectPlace,
    term_id: &str,
    student_id: &str,
) -> Result<(Option<TermGrade>, Scale), StoreError> {
    let scheme = schemes::of_group(conn, subject.group)?;
    let (all, entries) = student_entries(conn, &subject.id, term_id, student_id)?;
    let rows: Vec<&AssessmentRow> = all.iter().collect();
    let grade = term_grade(&scheme, &rows, Some(&entries));
    Ok((grade, scheme.scale))
}

/// Writes the entry: no row for "not yet", else the score or excused.
fn write(conn: &mut Conn, assessment_id: &str, student_id: &str, entry: Entry) -> Result<(), GradeError> {
    let (score, excused) = match entry {
        Entry::NotYet => {
            diesel::delete(scores::table.find((assessment_id, student_id))).execute(conn)?;
            return Ok(());
        }
        Entry::Scored(score) => (Some(stored(score)), false),
        Entry::Excused => (None, true),
    };
    let at = now();
    let row = (
        scores::assessment_id.eq(assessment_id),
        scores::student_id.eq(student_id),
        scores::score.eq(score),
        scores::excused.eq(excused),
        scores::updated_at.eq(at),
    );
    on_backend!(conn, |c| diesel::insert_into(scores::table)
        .values(row)
        .on_conflict((scores::assessment_id, scores::student_id))
        .do_update()
        .set((scores::score.eq(score), scores::excused.eq(excused), scores::updated_at.eq(at)))
        .execute(c))?;
    Ok(())
}
