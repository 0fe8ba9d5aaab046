//! Closing a school year: each section's students move on to the section chosen for them next
//! year, or graduate. Graduates leave `students` for `archived_students` with every column
//! they had, so they cannot sign in and leave every list and count, and [`restore`] brings
//! them back unchanged. All of it happens in one transaction; [`close`] with `commit: false`
//! answers the same counts and writes nothing (the preview).

use std::collections::{HashMap, HashSet};

use diesel::dsl::count_star;
use diesel::prelude::*;
use diesel::sql_types::{Text, Timestamp};
use diesel::IntoSql;
use lyceum_domain::{FieldErrors, ValidationError};

use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::learners::enrolments;
use crate::schema::{archived_students, levels, school_years, sections, sessions, students};
use crate::students::archive::student_columns;
use crate::students::write::section_placement;
use crate::values::now;

/// Where a section's students go next year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Destination {
    /// Into this section.
    Section(String),
    /// Out of the school, into the archive.
    Graduate,
}

/// One line of the plan: the students of `from` go to `to`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The section they are in now.
    pub from: String,
    /// Where they go.
    pub to: Destination,
}

/// What happens to one section's students.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionOutcome {
    /// The section's id.
    pub section_id: String,
    /// "Grade 7 - Rizal".
    pub section: String,
    /// How many students it has now.
    pub students: usize,
    /// Where they go: a section's "Grade 8 - Rizal", or `None` when they stay.
    pub to: Option<Destination>,
    /// The destination's name when it is a section.
    pub to_name: Option<String>,
}

/// The year end's counts, and the graduates' ids (whose sessions end).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YearEnd {
    /// The year's name.
    pub year: String,
    /// Students moved to another section.
    pub moved: usize,
    /// Students archived as graduates.
    pub graduated: usize,
    /// Every section with students, or named in the plan, by level and name.
    pub sections: Vec<SectionOutcome>,
    /// The graduates' ids.
    pub graduate_ids: Vec<String>,
    /// The sessions that ended with them.
    pub ended_sessions: Vec<String>,
}

/// Why a year end was refused.
#[derive(Debug, thiserror::Error)]
pub enum YearEndError {
    /// No such school year.
    #[error("no such school year")]
    MissingYear,
    /// The year was closed before.
    #[error("the year is already closed")]
    Closed,
    /// The plan names an unknown section, a section twice, or a section into itself.
    #[error("{0}")]
    Invalid(FieldErrors),
    /// The storage failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for YearEndError {
    fn from(error: diesel::result::Error) -> Self {
        YearEndError::Store(error.into())
    }
}

fn invalid(message: &str) -> YearEndError {
    YearEndError::Invalid(ValidationError::new("moves", message).into())
}

/// How many ids one statement names at most.
const CHUNK: usize = 500;

/// Previews (`commit: false`) or does the year end of `year_id` with `plan`; sections the plan
/// does not name keep their students.
pub fn close(conn: &mut Conn, year_id: &str, plan: &[Move], commit: bool) -> Result<YearEnd, YearEndError> {
    transaction(conn, |conn| {
        let (year, closed): (String, Option<chrono::NaiveDateTime>) = school_years::table
            .find(year_id)
            .select((school_years::name, school_years::closed_at))
            .first(conn)
            .optional()?
            .ok_or(YearEndError::MissingYear)?;
        if closed.is_some() {
            return Err(YearEndError::Closed);
        }
        let names: HashMap<String, String> = sections::table
            .inner_join(levels::table)
            .select((sections::id, levels::name, sections::name))
            .load::<(String, String, String)>(conn)?
            .into_iter()
            .map(|(id, level, name)| (id, format!("{level} - {name}")))
            .collect();
        let mut seen = HashSet::new();
        for step in plan {
            if !names.contains_key(&step.from) {
                return Err(invalid("The plan names a section that does not exist."));
            }
            if !seen.insert(step.from.as_str()) {
                return Err(invalid("The plan names a section twice."));
            }
            match &step.to {
                Destination::Section(to) if !names.contains_key(to) => {
                    return Err(invalid("The plan sends students to a section that does not exist."))
                }
                Destination::Section(to) if *to == step.from => {
                    return Err(invalid("A section's students cannot move into the same section."))
                }
                _ => {}
            }
        }
        let counts: HashMap<String, usize> = students::table
            .filter(students::section_id.is_not_null())
            .group_by(students::section_id)
            .select((students::section_id.assume_not_null(), count_star()))
            .load::<(String, i64)>(conn)?
            .into_iter()
            .map(|(id, count)| (id, usize::try_from(count).unwrap_or(0)))
            .collect();
        let destination = |id: &str| plan.iter().find(|step| step.from == id).map(|step| step.to.clone());
        let mut outcome: Vec<SectionOutcome> = names
            .iter()
            .filter(|(id, _)| counts.contains_key(*id) || destination(id).is_some())
            .map(|(id, name)| {
                let to = destination(id);
                let to_name = match &to {
                    Some(Destination::Section(to)) => names.get(to).cloned(),
                    _ => None,
                };
                SectionOutcome {
                    section_id: id.clone(),
                    section: name.clone(),
                    students: counts.get(id).copied().unwrap_or(0),
                    to,
                    to_name,
                }
            })
            .collect();
        outcome.sort_by(|a, b| (&a.section, &a.section_id).cmp(&(&b.section, &b.section_id)));
        let total = |wanted: fn(&Destination) -> bool| {
            outcome.iter().filter(|o| o.to.as_ref().is_some_and(wanted)).map(|o| o.students).sum::<usize>()
        };
        let mut done = YearEnd {
            moved: total(|to| matches!(to, Destination::Section(_))),
            graduated: total(|to| matches!(to, Destination::Graduate)),
            year,
            sections: outcome,
            graduate_ids: Vec::new(),
            ended_sessions: Vec::new(),
        };
        if commit {
            let steps: Vec<(&str, Option<&str>)> = plan
                .iter()
                .map(|step| match &step.to {
                    Destination::Section(to) => (step.from.as_str(), Some(to.as_str())),
                    Destination::Graduate => (step.from.as_str(), None),
                })
                .collect();
            enrolments::end_year(conn, year_id, &steps)?;
            carry_out(conn, plan, &names, &mut done)?;
            diesel::update(school_years::table.find(year_id))
                .set((school_years::closed_at.eq(Some(now())), school_years::updated_at.eq(now())))
                .execute(conn)?;
        }
        Ok(done)
    })
}

/// Writes the plan: every section's students are read first, so chained moves (Grade 7 into
/// Grade 8 while Grade 8 moves into Grade 9) move each student once.
fn carry_out(
    conn: &mut Conn,
    plan: &[Move],
    names: &HashMap<String, String>,
    done: &mut YearEnd,
) -> Result<(), YearEndError> {
    let mut members: HashMap<&str, Vec<String>> = HashMap::new();
    for step in plan {
        let ids = students::table.filter(students::section_id.eq(&step.from)).select(students::id).load(conn)?;
        members.insert(step.from.as_str(), ids);
    }
    let at = now();
    for step in plan.iter().filter(|step| step.to == Destination::Graduate) {
        let left_from = names.get(&step.from).cloned().unwrap_or_default();
        diesel::insert_into(archived_students::table)
            .values(students::table.filter(students::section_id.eq(&step.from)).select((
                student_columns!(students),
                (at.into_sql::<Timestamp>(), left_from.into_sql::<Text>(), done.year.clone().into_sql::<Text>()),
            )))
            .into_columns((
                student_columns!(archived_students),
                (archived_students::archived_at, archived_students::left_from, archived_students::school_year),
            ))
            .execute(conn)?;
        let ids = members.remove(step.from.as_str()).unwrap_or_default();
        for chunk in ids.chunks(CHUNK) {
            let ended: Vec<String> =
                sessions::table.filter(sessions::user_id.eq_any(chunk)).select(sessions::token_hash).load(conn)?;
            diesel::delete(sessions::table.filter(sessions::user_id.eq_any(chunk))).execute(conn)?;
            done.ended_sessions.extend(ended);
        }
        diesel::delete(students::table.filter(students::section_id.eq(&step.from))).execute(conn)?;
        done.graduate_ids.extend(ids);
    }
    for step in plan {
        let Destination::Section(to) = &step.to else { continue };
        let place =
            section_placement(conn, to)?.ok_or_else(|| invalid("The plan names a section that does not exist."))?;
        for chunk in members.get(step.from.as_str()).map(Vec::as_slice).unwrap_or_default().chunks(CHUNK) {
            diesel::update(students::table.filter(students::id.eq_any(chunk)))
                .set((&place, students::updated_at.eq(at)))
                .execute(conn)?;
        }
    }
    Ok(())
}
