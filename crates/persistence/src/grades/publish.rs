//! Publishing a term for a section or the whole school (each subject's live grades kept in
//! `term_grades`, the section's term locked), unlocking it again, and the publications screen.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::grades::places::{subjects_of_section, SectionPlace, TermPlace};
use crate::grades::section_grid::live_grades;
use crate::schema::{grade_publications, grade_submissions, levels, sections, subjects, term_grades};
use crate::values::now;

/// Rows per INSERT, below SQLite's limit on bound parameters.
const BATCH: usize = 1_000;

/// What publishing did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Published {
    /// The sections published now (those published before are left as they were).
    pub sections: usize,
    /// The students who got a published grade now.
    pub students: Vec<String>,
}

/// Publishes `term` for `section_id`, or for every section with a subject, as the administrator
/// `by_id`, in one transaction.
pub fn publish(
    conn: &mut Conn,
    term: &TermPlace,
    section_id: Option<&str>,
    by_id: &str,
) -> Result<Published, StoreError> {
    transaction(conn, |conn| {
        let wanted: Vec<String> = match section_id {
            Some(id) => vec![id.to_owned()],
            None => subjects::table.select(subjects::section_id).distinct().load(conn)?,
        };
        let done: HashSet<String> = grade_publications::table
            .filter(grade_publications::term_id.eq(&term.id))
            .select(grade_publications::section_id)
            .load::<String>(conn)?
            .into_iter()
            .collect();
        let mut published = Published::default();
        let mut students: HashSet<String> = HashSet::new();
        let at = now();
        for section in wanted.iter().filter(|id| !done.contains(*id)) {
            let subjects = subjects_of_section(conn, section)?;
            let grades = live_grades(conn, &subjects, &term.id)?;
            let mut rows: Vec<(String, String, i32, i32)> = Vec::new();
            for (student, of) in grades {
                for (subject, grade) in of {
                    let initial = i32::try_from(grade.initial.hundredths()).unwrap_or(i32::MAX);
                    rows.push((subject, student.clone(), initial, i32::from(grade.quarterly.value())));
                }
                students.insert(student);
            }
            insert_term_grades(conn, &term.id, &rows)?;
            diesel::insert_into(grade_publications::table)
                .values((
                    grade_publications::section_id.eq(section),
                    grade_publications::term_id.eq(&term.id),
                    grade_publications::published_by_id.eq(by_id),
                    grade_publications::published_at.eq(at),
                ))
                .execute(conn)?;
            published.sections += 1;
        }
        published.students = students.into_iter().collect();
        published.students.sort();
        Ok(published)
    })
}

/// Inserts published grades of a term: (subject, student, initial in hundredths, quarterly).
pub(crate) fn insert_term_grades(
    conn: &mut Conn,
    term_id: &str,
    rows: &[(String, String, i32, i32)],
) -> Result<(), StoreError> {
    for batch in rows.chunks(BATCH) {
        let values: Vec<_> = batch
            .iter()
            .map(|(subject, student, initial, quarterly)| {
                (
                    term_grades::subject_id.eq(subject),
                    term_grades::term_id.eq(term_id),
                    term_grades::student_id.eq(student),
                    term_grades::initial.eq(*initial),
                    term_grades::quarterly.eq(*quarterly),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(term_grades::table).values(values).execute(c))?;
    }
    Ok(())
}

/// Unlocks `section_id`'s `term_id`: its publication and the grades kept then go. False when it
/// was not published.
pub fn unlock(conn: &mut Conn, term_id: &str, section_id: &str) -> Result<bool, StoreError> {
    transaction(conn, |conn| {
        let removed = diesel::delete(grade_publications::table.find((section_id, term_id))).execute(conn)?;
        if removed == 0 {
            return Ok(false);
        }
        let of_section = subjects::table.filter(subjects::section_id.eq(section_id)).select(subjects::id);
        diesel::delete(
            term_grades::table
                .filter(term_grades::term_id.eq(term_id))
                .filter(term_grades::subject_id.eq_any(of_section)),
        )
        .execute(conn)?;
        Ok(true)
    })
}

/// A section on the publications screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Publication {
    /// The section.
    pub section: SectionPlace,
    /// How many subjects it has.
    pub subjects: usize,
    /// How many of them are submitted.
    pub submitted: usize,
    /// When the term was published for it, if it was.
    pub published_at: Option<NaiveDateTime>,
}

/// Every section with subjects, by level then name, with its term's submissions and publication.
pub fn publications(conn: &mut Conn, term_id: &str) -> Result<Vec<Publication>, StoreError> {
    let rows: Vec<(String, String, String, Option<String>, String)> = subjects::table
        .inner_join(sections::table.inner_join(levels::table))
        .select((sections::id, sections::name, levels::name, sections::adviser_id, subjects::id))
        .load(conn)?;
    let submitted: HashSet<String> = grade_submissions::table
        .filter(grade_submissions::term_id.eq(term_id))
        .select(grade_submissions::subject_id)
        .load::<String>(conn)?
        .into_iter()
        .collect();
    let published: HashMap<String, NaiveDateTime> = grade_publications::table
        .filter(grade_publications::term_id.eq(term_id))
        .select((grade_publications::section_id, grade_publications::published_at))
        .load::<(String, NaiveDateTime)>(conn)?
        .into_iter()
        .collect();
    let mut by_section: BTreeMap<(String, String, String), Publication> = BTreeMap::new();
    for (id, name, level, adviser_id, subject) in rows {
        let entry = by_section.entry((level.clone(), name.clone(), id.clone())).or_insert_with(|| Publication {
            published_at: published.get(&id).copied(),
            section: SectionPlace { id, name, level, adviser_id },
            subjects: 0,
            submitted: 0,
        });
        entry.subjects += 1;
        entry.submitted += usize::from(submitted.contains(&subject));
    }
    Ok(by_section.into_values().collect())
}
