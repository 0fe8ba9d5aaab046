//! What a grades call names, read with what its checks need: a subject with its section, level,
//! group, teacher and adviser; a term with its year; a section; and the locks on a subject's or
//! a section's term (submitted, published).

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::grading::SubjectGroup;

use crate::attendance::registers::name_of;
use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{grade_publications, grade_submissions, levels, sections, subjects, terms};

/// A subject as the gradebook names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectPlace {
    /// The subject's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its section's id.
    pub section_id: String,
    /// Its section's name.
    pub section: String,
    /// Its section's level.
    pub level: String,
    /// The group its scheme is chosen by.
    pub group: SubjectGroup,
    /// Its teacher, if one is assigned.
    pub teacher_id: Option<String>,
    /// Its section's adviser, if one is assigned.
    pub adviser_id: Option<String>,
}

impl SubjectPlace {
    /// `Mathematics, Grade 7 Rizal`, as audit entries name it.
    pub fn title(&self) -> String {
        format!("{}, {} {}", self.name, self.level, self.section)
    }
}

/// A term, with its year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermPlace {
    /// The term's id.
    pub id: String,
    /// Its name: `First Quarter`.
    pub name: String,
    /// Its first day.
    pub first_day: NaiveDate,
    /// Its last day.
    pub last_day: NaiveDate,
    /// Its school year's id.
    pub year_id: String,
}

/// A section as the adviser's grid and publishing name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionPlace {
    /// The section's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its level's name.
    pub level: String,
    /// Its adviser's id, if any.
    pub adviser_id: Option<String>,
}

type SubjectRow = (String, String, String, String, String, Option<String>, Option<String>, Option<String>);

/// The columns a [`SubjectPlace`] is read from, joined with its section and level.
macro_rules! subject_columns {
    () => {
        (
            subjects::id,
            subjects::name,
            subjects::section_id,
            sections::name,
            levels::name,
            subjects::grading_group,
            subjects::teacher_id,
            sections::adviser_id,
        )
    };
}

fn subject_of(row: SubjectRow) -> SubjectPlace {
    let (id, name, section_id, section, level, group, teacher_id, adviser_id) = row;
    let group = SubjectGroup::of_subject(group.as_deref(), &name);
    SubjectPlace { id, name, section_id, section, level, group, teacher_id, adviser_id }
}

/// The subject with this id.
pub fn subject(conn: &mut Conn, id: &str) -> Result<Option<SubjectPlace>, StoreError> {
    let row: Option<SubjectRow> = subjects::table
        .inner_join(sections::table.inner_join(levels::table))
        .filter(subjects::id.eq(id))
        .select(subject_columns!())
        .first(conn)
        .optional()?;
    Ok(row.map(subject_of))
}

/// The subjects `teacher_id` teaches, by level, section and name.
pub fn taught_by(conn: &mut Conn, teacher_id: &str) -> Result<Vec<SubjectPlace>, StoreError> {
    let rows: Vec<SubjectRow> = subjects::table
        .inner_join(sections::table.inner_join(levels::table))
        .filter(subjects::teacher_id.eq(teacher_id))
        .order((levels::name, sections::name, subjects::name))
        .select(subject_columns!())
        .load(conn)?;
    Ok(rows.into_iter().map(subject_of).collect())
}

/// The subjects of a section, by name.
pub fn subjects_of_section(conn: &mut Conn, section_id: &str) -> Result<Vec<SubjectPlace>, StoreError> {
    let rows: Vec<SubjectRow> = subjects::table
        .inner_join(sections::table.inner_join(levels::table))
        .filter(subjects::section_id.eq(section_id))
        .order((subjects::name, subjects::id))
        .select(subject_columns!())
        .load(conn)?;
    Ok(rows.into_iter().map(subject_of).collect())
}

/// The term with this id.
pub fn term(conn: &mut Conn, id: &str) -> Result<Option<TermPlace>, StoreError> {
    let row: Option<(String, String, NaiveDate, NaiveDate, String)> = terms::table
        .find(id)
        .select((terms::id, terms::name, terms::first_day, terms::last_day, terms::school_year_id))
        .first(conn)
        .optional()?;
    Ok(row.map(|(id, name, first_day, last_day, year_id)| TermPlace { id, name, first_day, last_day, year_id }))
}

/// The terms of a school year, earliest first.
pub fn terms_of_year(conn: &mut Conn, year_id: &str) -> Result<Vec<TermPlace>, StoreError> {
    let rows: Vec<(String, String, NaiveDate, NaiveDate, String)> = terms::table
        .filter(terms::school_year_id.eq(year_id))
        .order((terms::first_day, terms::id))
        .select((terms::id, terms::name, terms::first_day, terms::last_day, terms::school_year_id))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, name, first_day, last_day, year_id)| TermPlace { id, name, first_day, last_day, year_id })
        .collect())
}

/// The section with this id.
pub fn section(conn: &mut Conn, id: &str) -> Result<Option<SectionPlace>, StoreError> {
    let row: Option<(String, String, String, Option<String>)> = sections::table
        .inner_join(levels::table)
        .filter(sections::id.eq(id))
        .select((sections::id, sections::name, levels::name, sections::adviser_id))
        .first(conn)
        .optional()?;
    Ok(row.map(|(id, name, level, adviser_id)| SectionPlace { id, name, level, adviser_id }))
}

/// A teacher's first and last name.
pub fn teacher_name(conn: &mut Conn, id: &str) -> Result<Option<String>, StoreError> {
    name_of(conn, lyceum_domain::Role::Teacher.as_str(), id)
}

/// Where a subject's term stands: submitted (when and by whom) and published (when).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Status {
    /// When the teacher (or an administrator) submitted it.
    pub submitted_at: Option<NaiveDateTime>,
    /// Who submitted it, by name.
    pub submitted_by: Option<String>,
    /// When the term was published for the subject's section.
    pub published_at: Option<NaiveDateTime>,
}

/// The status of `subject_id`'s term `term_id` in section `section_id`.
pub fn status(conn: &mut Conn, subject_id: &str, section_id: &str, term_id: &str) -> Result<Status, StoreError> {
    let submitted: Option<(String, String, NaiveDateTime)> = grade_submissions::table
        .find((subject_id, term_id))
        .select((
            grade_submissions::submitted_by_role,
            grade_submissions::submitted_by_id,
            grade_submissions::submitted_at,
        ))
        .first(conn)
        .optional()?;
    let published_at = published_at(conn, section_id, term_id)?;
    let (submitted_at, submitted_by) = match submitted {
        Some((role, id, at)) => (Some(at), Some(name_of(conn, &role, &id)?.unwrap_or_else(|| "Someone".into()))),
        None => (None, None),
    };
    Ok(Status { submitted_at, submitted_by, published_at })
}

/// When the term was published for the section, if it is.
pub fn published_at(conn: &mut Conn, section_id: &str, term_id: &str) -> Result<Option<NaiveDateTime>, StoreError> {
    Ok(grade_publications::table
        .find((section_id, term_id))
        .select(grade_publications::published_at)
        .first(conn)
        .optional()?)
}

/// True when the subject's term is submitted.
pub fn is_submitted(conn: &mut Conn, subject_id: &str, term_id: &str) -> Result<bool, StoreError> {
    let found: Option<String> = grade_submissions::table
        .find((subject_id, term_id))
        .select(grade_submissions::subject_id)
        .first(conn)
        .optional()?;
    Ok(found.is_some())
}
