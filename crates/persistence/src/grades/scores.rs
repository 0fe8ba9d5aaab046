//! Saving one score, the gradebook's every keystroke: one short transaction that reads its
//! checks in one statement (the locks, the student, the stored entry) and writes the score only
//! when it changed; the student's new term grade is read after it, outside the write.

use diesel::dsl;
use diesel::prelude::*;
use lyceum_domain::grading::{Entry, Scale, TermGrade};

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::grades::compute::{entry_of, hundredths, stored, student_entries, term_grade, AssessmentRow};
use crate::grades::places::SubjectPlace;
use crate::grades::refusal::GradeError;
use crate::grades::schemes;
use crate::schema::{assessments, grade_publications, grade_submissions, scores, students};
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
/// (`held_by_submission`) is held by a submission. `term_id` is the assessment's term as the
/// caller read it: what the save checks is read in one statement inside the write (the
/// assessment's limit, the locks of that term, the student, the stored entry), as every save
/// takes its turn among the writers.
pub fn save(
    conn: &mut Conn,
    subject: &SubjectPlace,
    assessment: &AssessmentRow,
    term_id: &str,
    student_id: &str,
    entry: Entry,
    held_by_submission: bool,
) -> Result<SavedScore, GradeError> {
    transaction(conn, |conn| {
        let checked = checks(conn, subject, &assessment.id, term_id, student_id)?.ok_or(GradeError::NoAssessment)?;
        if checked.term_id != term_id {
            // The assessment moved to another term since the caller read it: check that term.
            let moved = checks(conn, subject, &assessment.id, &checked.term_id, student_id)?;
            return decide(
                conn,
                moved.ok_or(GradeError::NoAssessment)?,
                &assessment.id,
                student_id,
                entry,
                held_by_submission,
            );
        }
        decide(conn, checked, &assessment.id, student_id, entry, held_by_submission)
    })
}

/// What a save checks before it writes, read together.
struct Checks {
    highest: i32,
    term_id: String,
    student: Option<(String, String, Option<String>)>,
    stored: Option<(Option<i32>, bool)>,
    published: bool,
    submitted: bool,
    section_id: String,
}

/// The assessment's limit and term, the student, their stored entry, and whether `term_id` is
/// published for the subject's section or submitted for the subject; `None` without the
/// assessment.
fn checks(
    conn: &mut Conn,
    subject: &SubjectPlace,
    assessment_id: &str,
    term_id: &str,
    student_id: &str,
) -> Result<Option<Checks>, StoreError> {
    type Row = (i32, String, Option<(String, String, Option<String>)>, Option<(Option<i32>, bool)>, bool, bool);
    let (student, section, subject_id, term) =
        (student_id.to_owned(), subject.section_id.clone(), subject.id.clone(), term_id.to_owned());
    let row: Option<Row> = assessments::table
        .left_join(students::table.on(students::id.eq(student.clone())))
        .left_join(scores::table.on(scores::assessment_id.eq(assessments::id).and(scores::student_id.eq(student))))
        .filter(assessments::id.eq(assessment_id))
        .select((
            assessments::highest,
            assessments::term_id,
            (students::first_name, students::last_name, students::section_id).nullable(),
            (scores::score, scores::excused).nullable(),
            dsl::exists(grade_publications::table.find((section, term.clone()))),
            dsl::exists(grade_submissions::table.find((subject_id, term))),
        ))
        .first(conn)
        .optional()?;
    Ok(row.map(|(highest, term_id, student, stored, published, submitted)| Checks {
        highest,
        term_id,
        student,
        stored,
        published,
        submitted,
        section_id: subject.section_id.clone(),
    }))
}

/// Refuses the save as the checks say, or writes the entry when it changed.
fn decide(
    conn: &mut Conn,
    checked: Checks,
    assessment_id: &str,
    student_id: &str,
    entry: Entry,
    held_by_submission: bool,
) -> Result<SavedScore, GradeError> {
    if let Entry::Scored(score) = entry {
        let highest = hundredths(checked.highest);
        if score > highest {
            return Err(GradeError::OutOfRange(highest));
        }
    }
    if checked.published {
        return Err(GradeError::Published);
    }
    if held_by_submission && checked.submitted {
        return Err(GradeError::Submitted);
    }
    let Some((first, last, Some(section))) = checked.student else { return Err(GradeError::NotInSubject) };
    if section != checked.section_id {
        return Err(GradeError::NotInSubject);
    }
    let before = checked.stored.map_or(Entry::NotYet, |(score, excused)| entry_of(score, excused));
    if before != entry {
        write(conn, assessment_id, student_id, entry)?;
    }
    Ok(SavedScore {
        student_name: full_name(Some(&first), Some(&last)),
        before,
        after: entry,
        term_id: checked.term_id,
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
