//! Classwork posted to a subject: added, changed and deleted, and listed for the teachers of its
//! subjects and the students of its sections. Times are stored in UTC. A graded piece of
//! classwork is an assessment of the gradebook; its category and highest score are read from
//! that assessment, never kept twice.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use lyceum_domain::grading::Decimal;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::grades::compute::hundredths;
use crate::schema::{assessments, assignment_files, assignments, levels, scores, sections, subjects, uploads};
use crate::sections::FileRef;
use crate::stored_time::StoredTime;
use crate::values::{new_id_in_order, now};

/// A piece of classwork's own fields, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssignmentFields {
    /// Its title.
    pub title: String,
    /// Its instructions, sanitised HTML.
    pub instructions: String,
    /// Its points (for a graded one, also its assessment's highest score).
    pub points: i32,
    /// When it is due (UTC).
    pub due_at: NaiveDateTime,
    /// Whether work turned in after `due_at` is taken.
    pub late_accepted: bool,
    /// When the students first see it (UTC).
    pub appears_at: NaiveDateTime,
}

/// A piece of classwork with its subject's place and, when graded, its assessment's category.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assignment {
    /// Its id.
    pub id: String,
    /// Its subject.
    pub subject_id: String,
    /// The subject's name: `Mathematics`.
    pub subject: String,
    /// The subject's section: `Rizal`.
    pub section: String,
    /// The section's level: `Grade 7`.
    pub level: String,
    /// Its fields (`points` as posted here).
    pub fields: AssignmentFields,
    /// Its points as they stand: a graded one's are its assessment's highest score, which the
    /// gradebook may change.
    pub points: Decimal,
    /// Its assessment in the gradebook, when graded.
    pub assessment_id: Option<String>,
    /// The assessment's category key (`WW`, `PT`), when graded.
    pub category: Option<String>,
    /// When it was posted (UTC).
    pub created_at: NaiveDateTime,
}

type Row = (
    (String, String, String, String, i32, StoredTime, bool, Option<String>, StoredTime, StoredTime),
    (String, String, String),
    Option<(String, i32)>,
);

fn assignment_of(
    (
        (
            id,
            subject_id,
            title,
            instructions,
            points,
            StoredTime(due_at),
            late,
            assessment_id,
            StoredTime(appears_at),
            StoredTime(created_at),
        ),
        (subject, section, level),
        graded,
    ): Row,
) -> Assignment {
    let (category, shown) = match graded {
        Some((category, highest)) => (Some(category), hundredths(highest)),
        None => (None, Decimal::from_hundredths(u64::try_from(points).unwrap_or(0) * 100)),
    };
    let fields = AssignmentFields { title, instructions, points, due_at, late_accepted: late, appears_at };
    Assignment { id, subject_id, subject, section, level, fields, points: shown, assessment_id, category, created_at }
}

macro_rules! listed {
    () => {
        assignments::table
            .inner_join(subjects::table.inner_join(sections::table.inner_join(levels::table)))
            .left_join(assessments::table)
            .select((
                (
                    assignments::id,
                    assignments::subject_id,
                    assignments::title,
                    assignments::instructions,
                    assignments::points,
                    assignments::due_at,
                    assignments::late_accepted,
                    assignments::assessment_id,
                    assignments::appears_at,
                    assignments::created_at,
                ),
                (subjects::name, sections::name, levels::name),
                (assessments::category, assessments::highest).nullable(),
            ))
    };
}

/// The columns a piece's fields and its assessment set, as posted or changed.
macro_rules! written {
    ($fields:expr, $assessment:expr) => {
        (
            assignments::title.eq(&$fields.title),
            assignments::instructions.eq(&$fields.instructions),
            assignments::points.eq($fields.points),
            assignments::due_at.eq($fields.due_at),
            assignments::late_accepted.eq($fields.late_accepted),
            assignments::assessment_id.eq($assessment),
            assignments::appears_at.eq($fields.appears_at),
        )
    };
}

/// The piece of classwork `id`.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<Assignment>, StoreError> {
    let row: Option<Row> = on_backend!(conn, |c| listed!().filter(assignments::id.eq(id)).first(c).optional())?;
    Ok(row.map(assignment_of))
}

/// The classwork of the subjects `subject_ids`, latest due first.
pub fn of_subjects(conn: &mut Conn, subject_ids: &[String]) -> Result<Vec<Assignment>, StoreError> {
    let rows: Vec<Row> = on_backend!(conn, |c| listed!()
        .filter(assignments::subject_id.eq_any(subject_ids))
        .order((assignments::due_at.desc(), assignments::id))
        .load(c))?;
    Ok(rows.into_iter().map(assignment_of).collect())
}

/// The classwork of the section `section`'s subjects that has appeared at `at`, soonest due
/// first.
pub fn of_section(conn: &mut Conn, section: &str, at: NaiveDateTime) -> Result<Vec<Assignment>, StoreError> {
    let rows: Vec<Row> = on_backend!(conn, |c| listed!()
        .filter(subjects::section_id.eq(section))
        .filter(assignments::appears_at.le(at))
        .order((assignments::due_at, assignments::id))
        .load(c))?;
    Ok(rows.into_iter().map(assignment_of).collect())
}

/// Posts a piece of classwork to `subject_id`, graded as `assessment_id` when it has one.
pub fn create(
    conn: &mut Conn,
    subject_id: &str,
    fields: &AssignmentFields,
    assessment_id: Option<&str>,
) -> Result<String, StoreError> {
    let (id, at) = (new_id_in_order(), now());
    diesel::insert_into(assignments::table)
        .values((
            assignments::id.eq(&id),
            assignments::subject_id.eq(subject_id),
            written!(fields, assessment_id),
            assignments::created_at.eq(at),
            assignments::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(id)
}

/// Changes the fields of the piece of classwork `id` and the assessment it is graded as.
pub fn update(
    conn: &mut Conn,
    id: &str,
    fields: &AssignmentFields,
    assessment_id: Option<&str>,
) -> Result<(), StoreError> {
    let changed = diesel::update(assignments::table.find(id))
        .set((written!(fields, assessment_id), assignments::updated_at.eq(now())))
        .execute(conn)?;
    if changed == 0 {
        return Err(StoreError::NotFound);
    }
    Ok(())
}

/// Deletes the piece of classwork `id`.
pub fn delete(conn: &mut Conn, id: &str) -> Result<(), StoreError> {
    match diesel::delete(assignments::table.find(id)).execute(conn)? {
        0 => Err(StoreError::NotFound),
        _ => Ok(()),
    }
}

/// The term of the assessment `id`, when it exists.
pub fn term_of_assessment(conn: &mut Conn, id: &str) -> Result<Option<String>, StoreError> {
    Ok(assessments::table.find(id).select(assessments::term_id).first(conn).optional()?)
}

/// Whether any score of the assessment `id` is entered.
pub fn scored(conn: &mut Conn, id: &str) -> Result<bool, StoreError> {
    let count: i64 = scores::table.filter(scores::assessment_id.eq(id)).count().get_result(conn)?;
    Ok(count > 0)
}

/// The highest score entered for the assessment `id`, if any.
pub fn top_score(conn: &mut Conn, id: &str) -> Result<Option<Decimal>, StoreError> {
    let top: Option<i32> =
        scores::table.filter(scores::assessment_id.eq(id)).select(diesel::dsl::max(scores::score)).first(conn)?;
    Ok(top.map(hundredths))
}

/// The files attached to the pieces of classwork `ids`, each with its piece's id, oldest first.
pub fn files_of(conn: &mut Conn, ids: &[String]) -> Result<Vec<(String, FileRef)>, StoreError> {
    let files: Vec<(String, FileRef)> = assignment_files::table
        .inner_join(uploads::table.on(uploads::path.eq(assignment_files::path)))
        .filter(assignment_files::assignment_id.eq_any(ids))
        .order((assignment_files::created_at, assignment_files::id))
        .select((
            assignment_files::assignment_id,
            (assignment_files::id, assignment_files::path, uploads::original_name),
        ))
        .load(conn)?;
    Ok(files)
}

/// The files attached to the classwork of the section `section_id`'s subjects, each with its
/// piece's id, oldest first. One statement whatever the pieces, so prepared once per connection
/// (a list of ids is a statement of its own each time).
pub fn files_of_section(conn: &mut Conn, section_id: &str) -> Result<Vec<(String, FileRef)>, StoreError> {
    let files: Vec<(String, FileRef)> = on_backend!(conn, |c| assignment_files::table
        .inner_join(assignments::table.inner_join(subjects::table))
        .inner_join(uploads::table.on(uploads::path.eq(assignment_files::path)))
        .filter(subjects::section_id.eq(section_id))
        .order((assignment_files::created_at, assignment_files::id))
        .select((
            assignment_files::assignment_id,
            (assignment_files::id, assignment_files::path, uploads::original_name)
        ))
        .load(c))?;
    Ok(files)
}

/// The stored paths of the files attached to the piece of classwork `id`.
pub fn file_paths(conn: &mut Conn, id: &str) -> Result<Vec<String>, StoreError> {
    Ok(assignment_files::table
        .filter(assignment_files::assignment_id.eq(id))
        .select(assignment_files::path)
        .load(conn)?)
}
