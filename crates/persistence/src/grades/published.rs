//! The grades as published, for the people who see them: a student's Grades screen and the
//! report cards. Only `term_grades` is read, so nothing shows before a term is published for
//! a section, and a later change of scheme leaves what was published.

use std::collections::HashSet;

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::grading::{Grade, SubjectGroup};

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{grade_comments, subjects, term_grades, terms};
use crate::stored_day::StoredDay;

/// Students per statement, well below both backends' limits on bound parameters.
const CHUNK: usize = 5_000;

/// One published quarterly grade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublishedGrade {
    /// The student's id.
    pub student_id: String,
    /// The subject's id.
    pub subject_id: String,
    /// The subject's name.
    pub subject_name: String,
    /// The subject's group (its scheme's scale describes the grade).
    pub group: SubjectGroup,
    /// The term's id.
    pub term_id: String,
    /// The quarterly grade as published.
    pub quarterly: Grade,
}

/// The adviser's comment on a student's term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermComment {
    /// The student's id.
    pub student_id: String,
    /// The term's id.
    pub term_id: String,
    /// The comment.
    pub comment: String,
}

/// The published grades and comments of some students in one school year.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PublishedGrades {
    /// Their grades, by student, subject name, subject, then the term's first day.
    pub grades: Vec<PublishedGrade>,
    /// The comments on the terms in which they have a published grade, by student then term.
    pub comments: Vec<TermComment>,
}

/// What report cards and the student's Grades screen read: every published quarterly grade of
/// `student_ids` in the terms of the school year `year_id` (with the subject's name and group),
/// and the adviser's comments on the terms in which each student has a published grade. A
/// handful of statements per 5,000 students, so a whole school's report cards read it section by
/// section or all at once.
pub fn published_for_students(
    conn: &mut Conn,
    student_ids: &[String],
    year_id: &str,
) -> Result<PublishedGrades, StoreError> {
    let mut found = PublishedGrades::default();
    // The year's terms, earliest first: comments are read by term id and sorted by term.
    let term_ids: Vec<String> = terms::table
        .filter(terms::school_year_id.eq(year_id))
        .order((terms::first_day, terms::id))
        .select(terms::id)
        .load(conn)?;
    for chunk in student_ids.chunks(CHUNK) {
        type Row = (String, String, String, Option<String>, String, i32, NaiveDate);
        let rows: Vec<Row> = term_grades::table
            .inner_join(subjects::table)
            .inner_join(terms::table)
            .filter(term_grades::student_id.eq_any(chunk))
            .filter(terms::school_year_id.eq(year_id))
            .select((
                term_grades::student_id,
                term_grades::subject_id,
                subjects::name,
                subjects::grading_group,
                term_grades::term_id,
                term_grades::quarterly,
                terms::first_day,
            ))
            .load(conn)?;
        let mut grades: Vec<(PublishedGrade, NaiveDate)> = rows
            .into_iter()
            .filter_map(|(student_id, subject_id, subject_name, group, term_id, quarterly, first_day)| {
                let quarterly = u8::try_from(quarterly).ok().and_then(Grade::new)?;
                let group = SubjectGroup::of_subject(group.as_deref(), &subject_name);
                Some((PublishedGrade { student_id, subject_id, subject_name, group, term_id, quarterly }, first_day))
            })
            .collect();
        grades.sort_by(|(a, a_day), (b, b_day)| {
            (&a.student_id, &a.subject_name, &a.subject_id, a_day).cmp(&(
                &b.student_id,
                &b.subject_name,
                &b.subject_id,
                b_day,
            ))
        });
        let graded: HashSet<(String, String)> =
            grades.iter().map(|(grade, _)| (grade.student_id.clone(), grade.term_id.clone())).collect();
        let comments: Vec<(String, String, String)> = grade_comments::table
            .filter(grade_comments::student_id.eq_any(chunk))
            .filter(grade_comments::term_id.eq_any(&term_ids))
            .select((grade_comments::student_id, grade_comments::term_id, grade_comments::comment))
            .load(conn)?;
        let mut comments: Vec<(usize, TermComment)> = comments
            .into_iter()
            .filter(|(student, term, _)| graded.contains(&(student.clone(), term.clone())))
            .filter_map(|(student_id, term_id, comment)| {
                let at = term_ids.iter().position(|id| *id == term_id)?;
                Some((at, TermComment { student_id, term_id, comment }))
            })
            .collect();
        comments.sort_by(|(a_at, a), (b_at, b)| (&a.student_id, a_at).cmp(&(&b.student_id, b_at)));
        found.grades.extend(grades.into_iter().map(|(grade, _)| grade));
        found.comments.extend(comments.into_iter().map(|(_, comment)| comment));
    }
    Ok(found)
}

/// One student's published quarterly grades in the terms of the school year `year_id`, in one
/// statement by the student's index and without the comments: what the guardian portal's Home
/// shows. Ordered as [`published_for_students`] orders them.
pub fn published_of_student(
    conn: &mut Conn,
    student_id: &str,
    year_id: &str,
) -> Result<Vec<PublishedGrade>, StoreError> {
    type Row = (String, String, Option<String>, String, i32, StoredDay);
    let rows: Vec<Row> = on_backend!(conn, |c| term_grades::table
        .inner_join(subjects::table)
        .inner_join(terms::table)
        .filter(term_grades::student_id.eq(student_id))
        .filter(terms::school_year_id.eq(year_id))
        .select((
            term_grades::subject_id,
            subjects::name,
            subjects::grading_group,
            term_grades::term_id,
            term_grades::quarterly,
            terms::first_day,
        ))
        .load(c))?;
    let mut grades: Vec<(PublishedGrade, NaiveDate)> = rows
        .into_iter()
        .filter_map(|(subject_id, subject_name, group, term_id, quarterly, StoredDay(first_day))| {
            let quarterly = u8::try_from(quarterly).ok().and_then(Grade::new)?;
            let group = SubjectGroup::of_subject(group.as_deref(), &subject_name);
            let student_id = student_id.to_owned();
            Some((PublishedGrade { student_id, subject_id, subject_name, group, term_id, quarterly }, first_day))
        })
        .collect();
    grades.sort_by(|(a, a_day), (b, b_day)| {
        (&a.subject_name, &a.subject_id, a_day).cmp(&(&b.subject_name, &b.subject_id, b_day))
    });
    Ok(grades.into_iter().map(|(grade, _)| grade).collect())
}
