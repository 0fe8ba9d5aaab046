//! The adviser's grid of a section's term: every subject's grade of every student, with the
//! comments and who submitted what. Live grades come from one read of the section's scores;
//! once published, from the grades kept then.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use diesel::prelude::*;
use lyceum_domain::grading::{Entry, Grade, SubjectGroup, TermGrade};

use crate::db::Conn;
use crate::error::StoreError;
use crate::grades::compute::{assessments_of, entries_of, AssessmentRow, Grader};
use crate::grades::gradebook::{students_of, GradedStudent};
use crate::grades::places::{published_at, subjects_of_section, SectionPlace, SubjectPlace, TermPlace};
use crate::grades::schemes;
use crate::schema::{grade_comments, grade_submissions, teachers, term_grades};
use crate::timetable::full_name;

/// A subject's column of the grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridSubject {
    /// The subject.
    pub subject: SubjectPlace,
    /// Its teacher's name, if one is assigned.
    pub teacher: Option<String>,
    /// When its term was submitted, if it was.
    pub submitted_at: Option<NaiveDateTime>,
}

/// A student's row of the grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridRow {
    /// The student.
    pub student: GradedStudent,
    /// Their quarterly grade per subject, in the order of the subjects.
    pub grades: Vec<Option<Grade>>,
    /// The adviser's comment on their term.
    pub comment: Option<String>,
}

/// A section's grid of a term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionGrid {
    /// The section's subjects, by name.
    pub subjects: Vec<GridSubject>,
    /// Its students (current, and any other with a grade), by last then first name.
    pub rows: Vec<GridRow>,
    /// When the term was published for the section, if it was.
    pub published_at: Option<NaiveDateTime>,
}

/// Each student's live term grade of each subject: student id → subject id → grade. Reads the
/// subjects' assessments and scores of the term in two statements.
pub fn live_grades(
    conn: &mut Conn,
    subjects: &[SubjectPlace],
    term_id: &str,
) -> Result<HashMap<String, HashMap<String, TermGrade>>, StoreError> {
    let ids: Vec<String> = subjects.iter().map(|subject| subject.id.clone()).collect();
    let assessments = assessments_of(conn, &ids, term_id)?;
    if assessments.is_empty() {
        return Ok(HashMap::new());
    }
    let entries = entries_of(conn, &ids, term_id)?;
    let schemes: HashMap<SubjectGroup, _> =
        schemes::all(conn)?.into_iter().map(|entry| (entry.group, entry.scheme)).collect();
    let mut of_subject: HashMap<&str, Vec<&AssessmentRow>> = HashMap::new();
    for assessment in &assessments {
        of_subject.entry(assessment.subject_id.as_str()).or_default().push(assessment);
    }
    // Each subject's grader is made once, then grades every student.
    let graders: Vec<(&SubjectPlace, &[&AssessmentRow], Grader)> = subjects
        .iter()
        .filter_map(|subject| {
            let rows = of_subject.get(subject.id.as_str())?;
            let scheme = schemes.get(&subject.group)?;
            Some((subject, rows.as_slice(), Grader::new(scheme, rows)))
        })
        .collect();
    let mut grades: HashMap<String, HashMap<String, TermGrade>> = HashMap::new();
    for (student, theirs) in &entries {
        for (subject, rows, grader) in &graders {
            let entry = |at: usize| theirs.get(&rows[at].id).copied().unwrap_or(Entry::NotYet);
            if let Some(grade) = grader.grade(entry) {
                grades.entry(student.clone()).or_default().insert(subject.id.clone(), grade);
            }
        }
    }
    Ok(grades)
}

/// The grid of `section`'s `term`.
pub fn read(conn: &mut Conn, section: &SectionPlace, term: &TermPlace) -> Result<SectionGrid, StoreError> {
    let subjects = subjects_of_section(conn, &section.id)?;
    let ids: Vec<String> = subjects.iter().map(|subject| subject.id.clone()).collect();
    let published_at = published_at(conn, &section.id, &term.id)?;
    let grades: HashMap<String, HashMap<String, Grade>> = match published_at {
        Some(_) => {
            let rows: Vec<(String, String, i32)> = term_grades::table
                .filter(term_grades::subject_id.eq_any(&ids))
                .filter(term_grades::term_id.eq(&term.id))
                .select((term_grades::student_id, term_grades::subject_id, term_grades::quarterly))
                .load(conn)?;
            let mut kept: HashMap<String, HashMap<String, Grade>> = HashMap::new();
            for (student, subject, quarterly) in rows {
                if let Some(grade) = u8::try_from(quarterly).ok().and_then(Grade::new) {
                    kept.entry(student).or_default().insert(subject, grade);
                }
            }
            kept
        }
        None => live_grades(conn, &subjects, &term.id)?
            .into_iter()
            .map(|(student, of)| (student, of.into_iter().map(|(subject, g)| (subject, g.quarterly)).collect()))
            .collect(),
    };
    let graded: Vec<String> = grades.keys().cloned().collect();
    let students = students_of(conn, &section.id, &graded)?;
    let student_ids: Vec<&String> = students.iter().map(|student| &student.id).collect();
    let mut comments: HashMap<String, String> = grade_comments::table
        .filter(grade_comments::term_id.eq(&term.id))
        .filter(grade_comments::student_id.eq_any(student_ids))
        .select((grade_comments::student_id, grade_comments::comment))
        .load::<(String, String)>(conn)?
        .into_iter()
        .collect();
    let submitted: HashMap<String, NaiveDateTime> = grade_submissions::table
        .filter(grade_submissions::subject_id.eq_any(&ids))
        .filter(grade_submissions::term_id.eq(&term.id))
        .select((grade_submissions::subject_id, grade_submissions::submitted_at))
        .load::<(String, NaiveDateTime)>(conn)?
        .into_iter()
        .collect();
    let teacher_ids: Vec<&String> = subjects.iter().filter_map(|subject| subject.teacher_id.as_ref()).collect();
    let names: HashMap<String, String> = teachers::table
        .filter(teachers::id.eq_any(teacher_ids))
        .select((teachers::id, teachers::first_name, teachers::last_name))
        .load::<(String, String, String)>(conn)?
        .into_iter()
        .map(|(id, first, last)| (id, full_name(Some(&first), Some(&last))))
        .collect();
    let rows = students
        .into_iter()
        .map(|student| {
            let theirs = grades.get(&student.id);
            let grades = subjects.iter().map(|s| theirs.and_then(|of| of.get(&s.id)).copied()).collect();
            let comment = comments.remove(&student.id);
            GridRow { student, grades, comment }
        })
        .collect();
    let subjects = subjects
        .into_iter()
        .map(|subject| GridSubject {
            teacher: subject.teacher_id.as_ref().and_then(|id| names.get(id).cloned()),
            submitted_at: submitted.get(&subject.id).copied(),
            subject,
        })
        .collect();
    Ok(SectionGrid { subjects, rows, published_at })
}
