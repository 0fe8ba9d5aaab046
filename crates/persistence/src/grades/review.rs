//! A teacher's submission of a subject's term (and its withdrawal), and the adviser's comment on
//! a student's term. Each checks the locks inside its write.

use diesel::prelude::*;
use lyceum_domain::Role;

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::grades::places::{published_at, section, status, SectionPlace, Status, SubjectPlace};
use crate::grades::refusal::GradeError;
use crate::schema::{assessments, grade_comments, grade_submissions, students};
use crate::timetable::full_name;
use crate::values::now;

/// Submits `subject`'s term as the account `by`; submitting again leaves the first submission.
/// Refused when the term is published or has no assessment.
pub fn submit(conn: &mut Conn, subject: &SubjectPlace, term_id: &str, by: (Role, &str)) -> Result<Status, GradeError> {
    transaction(conn, |conn| {
        if published_at(conn, &subject.section_id, term_id)?.is_some() {
            return Err(GradeError::Published);
        }
        let count: i64 = assessments::table
            .filter(assessments::subject_id.eq(&subject.id))
            .filter(assessments::term_id.eq(term_id))
            .count()
            .get_result(conn)?;
        if count == 0 {
            return Err(GradeError::NothingToSubmit);
        }
        let row = (
            grade_submissions::subject_id.eq(&subject.id),
            grade_submissions::term_id.eq(term_id),
            grade_submissions::submitted_by_role.eq(by.0.as_str()),
            grade_submissions::submitted_by_id.eq(by.1),
            grade_submissions::submitted_at.eq(now()),
        );
        on_backend!(conn, |c| diesel::insert_into(grade_submissions::table)
            .values(row)
            .on_conflict_do_nothing()
            .execute(c))?;
        Ok(status(conn, &subject.id, &subject.section_id, term_id)?)
    })
}

/// Withdraws `subject`'s submission of the term; refused once the term is published.
pub fn withdraw(conn: &mut Conn, subject: &SubjectPlace, term_id: &str) -> Result<Status, GradeError> {
    transaction(conn, |conn| {
        if published_at(conn, &subject.section_id, term_id)?.is_some() {
            return Err(GradeError::Published);
        }
        diesel::delete(grade_submissions::table.find((&subject.id, term_id))).execute(conn)?;
        Ok(status(conn, &subject.id, &subject.section_id, term_id)?)
    })
}

/// A student as a comment names them: their name and their section, if any.
pub fn student_place(conn: &mut Conn, id: &str) -> Result<Option<(String, Option<SectionPlace>)>, StoreError> {
    let found: Option<(String, String, Option<String>)> = students::table
        .find(id)
        .select((students::first_name, students::last_name, students::section_id))
        .first(conn)
        .optional()?;
    let Some((first, last, section_id)) = found else { return Ok(None) };
    let place = match section_id {
        Some(section_id) => section(conn, &section_id)?,
        None => None,
    };
    Ok(Some((full_name(Some(&first), Some(&last)), place)))
}

/// Sets (or, with `None`, deletes) the comment on `student_id`'s term, written by `by`, when the
/// term is not published for `section_id`. Answers the comment it replaced.
pub fn comment(
    conn: &mut Conn,
    student_id: &str,
    section_id: &str,
    term_id: &str,
    comment: Option<&str>,
    by: (Role, &str),
) -> Result<Option<String>, GradeError> {
    transaction(conn, |conn| {
        if published_at(conn, section_id, term_id)?.is_some() {
            return Err(GradeError::Published);
        }
        let before: Option<String> =
            grade_comments::table.find((student_id, term_id)).select(grade_comments::comment).first(conn).optional()?;
        if before.as_deref() == comment {
            return Ok(before);
        }
        diesel::delete(grade_comments::table.find((student_id, term_id))).execute(conn)?;
        if let Some(text) = comment {
            diesel::insert_into(grade_comments::table)
                .values((
                    grade_comments::student_id.eq(student_id),
                    grade_comments::term_id.eq(term_id),
                    grade_comments::comment.eq(text),
                    grade_comments::written_by_role.eq(by.0.as_str()),
                    grade_comments::written_by_id.eq(by.1),
                    grade_comments::updated_at.eq(now()),
                ))
                .execute(conn)?;
        }
        Ok(before)
    })
}
