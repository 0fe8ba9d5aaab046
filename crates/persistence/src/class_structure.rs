//! The whole class structure at once: read as one document for export, and a checked document
//! merged in by name in one transaction (a row with the same name under the same parent is
//! reused, the others are created).

use std::collections::HashMap;

use diesel::prelude::*;
use lyceum_domain::class_structure::{CategoryDoc, ClassDocument, LevelDoc, ScheduleDoc, SectionDoc, SubjectDoc};
use lyceum_domain::class_structure::{FORMAT, VERSION};
use lyceum_domain::Slot;

use crate::bookings::{self, Booking};
use crate::classes::ClassError;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{categories, levels, schedules, sections, subjects, teachers};
use crate::values::{new_id, now};

/// The whole class structure, names only, teachers by email; everything by name.
pub fn read(conn: &mut Conn) -> Result<ClassDocument, StoreError> {
    let category_rows: Vec<(String, String)> =
        categories::table.order(categories::name).select((categories::id, categories::name)).load(conn)?;
    let level_rows: Vec<(String, String, String)> =
        levels::table.order(levels::name).select((levels::category_id, levels::id, levels::name)).load(conn)?;
    let section_rows: Vec<(String, String, String, Option<String>)> = sections::table
        .left_join(teachers::table.on(sections::adviser_id.eq(teachers::id.nullable())))
        .order(sections::name)
        .select((sections::level_id, sections::id, sections::name, teachers::email.nullable()))
        .load(conn)?;
    let subject_rows: Vec<(String, String, String, Option<String>)> = subjects::table
        .left_join(teachers::table.on(subjects::teacher_id.eq(teachers::id.nullable())))
        .order(subjects::name)
        .select((subjects::section_id, subjects::id, subjects::name, teachers::email.nullable()))
        .load(conn)?;
    let slot_rows: Vec<(String, String, String, String)> = schedules::table
        .select((schedules::subject_id, schedules::day, schedules::start_time, schedules::end_time))
        .load(conn)?;
    let mut slots: HashMap<&str, Vec<ScheduleDoc>> = HashMap::new();
    for (subject, day, start, end) in &slot_rows {
        slots.entry(subject).or_default().push(ScheduleDoc {
            day: day.clone(),
            start: start.clone(),
            end: end.clone(),
        });
    }
    for list in slots.values_mut() {
        list.sort_by_key(|s| Slot::from_stored(&s.day, &s.start, &s.end).map(|slot| slot.order_key()));
    }
    let subjects_of = |section: &str| -> Vec<SubjectDoc> {
        subject_rows
            .iter()
            .filter(|row| row.0 == section)
            .map(|(_, id, name, teacher)| SubjectDoc {
                name: name.clone(),
                teacher: teacher.clone(),
                schedules: slots.get(id.as_str()).cloned().unwrap_or_default(),
            })
            .collect()
    };
    let sections_of = |level: &str| -> Vec<SectionDoc> {
        section_rows
            .iter()
            .filter(|row| row.0 == level)
            .map(|(_, id, name, adviser)| SectionDoc {
                name: name.clone(),
                adviser: adviser.clone(),
                subjects: subjects_of(id),
            })
            .collect()
    };
    let categories = category_rows
        .iter()
        .map(|(id, name)| CategoryDoc {
            name: name.clone(),
            levels: level_rows
                .iter()
                .filter(|row| row.0 == *id)
                .map(|(_, level, name)| LevelDoc { name: name.clone(), sections: sections_of(level) })
                .collect(),
        })
        .collect();
    Ok(ClassDocument { format: FORMAT.into(), version: VERSION, categories })
}

/// How many rows of each kind an import created, or found already there.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Categories.
    pub categories: usize,
    /// Levels.
    pub levels: usize,
    /// Sections.
    pub sections: usize,
    /// Subjects.
    pub subjects: usize,
    /// Weekly slots.
    pub schedules: usize,
}

/// What an import did, or would do.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    /// Rows added.
    pub created: Tally,
    /// Rows with the same name already there, kept and filled in.
    pub reused: Tally,
    /// Advisers and teachers left unassigned because no teacher has their email.
    pub warnings: Vec<String>,
    /// Lessons that would overlap another of their section or teacher, each naming both. Any
    /// of them leaves the structure as it was, even when writing was asked for.
    pub clashes: Vec<String>,
}

/// Why [`merge`] stopped: a check ran to its end (everything undone), or storage failed.
enum Stop {
    Checked(Box<Outcome>),
    Store(diesel::result::Error),
}

impl From<diesel::result::Error> for Stop {
    fn from(error: diesel::result::Error) -> Self {
        Stop::Store(error)
    }
}

/// Merges a checked document (see `lyceum_domain::class_structure::check`) into the structure
/// in one transaction. Rows are matched by name ignoring letter case under the same parent,
/// as the create calls compare them. An adviser or teacher named in the document replaces the
/// stored one; one whose email is no teacher's is left unassigned, with a warning. Slots
/// already on a subject are kept, not doubled. With `write` false everything is undone and
/// the answer says what would have happened.
pub fn merge(conn: &mut Conn, document: &ClassDocument, write: bool) -> Result<Outcome, StoreError> {
    let result = transaction(conn, |conn| {
        let outcome = merge_all(conn, document)?;
        if write && outcome.clashes.is_empty() {
            Ok(outcome)
        } else {
            Err(Stop::Checked(Box::new(outcome)))
        }
    });
    match result {
        Ok(outcome) => Ok(outcome),
        Err(Stop::Checked(outcome)) => Ok(*outcome),
        Err(Stop::Store(error)) => Err(error.into()),
    }
}

/// The id of the row named `name` in `rows` (ignoring letter case), if there is one.
fn same_name(rows: &[(String, String)], name: &str) -> Option<String> {
    let wanted = name.to_lowercase();
    rows.iter().find(|(_, other)| other.to_lowercase() == wanted).map(|(id, _)| id.clone())
}

/// Everything of [`merge`] but the transaction.
fn merge_all(conn: &mut Conn, document: &ClassDocument) -> Result<Outcome, diesel::result::Error> {
    let staff: HashMap<String, String> =
        teachers::table.select((teachers::email, teachers::id)).load::<(String, String)>(conn)?.into_iter().collect();
    let mut out = Outcome::default();
    let existing: Vec<(String, String)> = categories::table.select((categories::id, categories::name)).load(conn)?;
    for category in &document.categories {
        let at = format!("Category '{}'", category.name);
        let category_id = match same_name(&existing, &category.name) {
            Some(id) => {
                out.reused.categories += 1;
                id
            }
            None => {
                out.created.categories += 1;
                let id = new_id();
                diesel::insert_into(categories::table)
                    .values((
                        categories::id.eq(&id),
                        categories::name.eq(&category.name),
                        categories::created_at.eq(now()),
                    ))
                    .execute(conn)?;
                id
            }
        };
        let existing: Vec<(String, String)> =
            levels::table.filter(levels::category_id.eq(&category_id)).select((levels::id, levels::name)).load(conn)?;
        for level in &category.levels {
            let at = format!("{at} › Level '{}'", level.name);
            let level_id = match same_name(&existing, &level.name) {
                Some(id) => {
                    out.reused.levels += 1;
                    id
                }
                None => {
                    out.created.levels += 1;
                    let id = new_id();
                    diesel::insert_into(levels::table)
                        .values((
                            levels::id.eq(&id),
                            levels::category_id.eq(&category_id),
                            levels::name.eq(&level.name),
                            levels::created_at.eq(now()),
                        ))
                        .execute(conn)?;
                    id
                }
            };
            for section in &level.sections {
                merge_section(conn, &staff, &mut out, &at, &level_id, section)?;
            }
        }
    }
    Ok(out)
}

/// The teacher with `email`, or a warning naming who is left unassigned.
fn teacher(
    staff: &HashMap<String, String>,
    out: &mut Outcome,
    at: &str,
    role: &str,
    email: Option<&String>,
) -> Option<String> {
    let email = email?;
    let found = staff.get(email).cloned();
    if found.is_none() {
        out.warnings.push(format!("{at}: {role} {email} is not a teacher here; left unassigned."));
    }
    found
}

/// One section of [`merge_all`], with its subjects and their slots.
fn merge_section(
    conn: &mut Conn,
    staff: &HashMap<String, String>,
    out: &mut Outcome,
    at: &str,
    level_id: &str,
    section: &SectionDoc,
) -> Result<(), diesel::result::Error> {
    let at = format!("{at} › Section '{}'", section.name);
    let adviser = teacher(staff, out, &at, "adviser", section.adviser.as_ref());
    let existing: Vec<(String, String)> =
        sections::table.filter(sections::level_id.eq(level_id)).select((sections::id, sections::name)).load(conn)?;
    let section_id = match same_name(&existing, &section.name) {
        Some(id) => {
            out.reused.sections += 1;
            if let Some(adviser) = &adviser {
                diesel::update(sections::table.find(&id)).set(sections::adviser_id.eq(adviser)).execute(conn)?;
            }
            id
        }
        None => {
            out.created.sections += 1;
            let id = new_id();
            diesel::insert_into(sections::table)
                .values((
                    sections::id.eq(&id),
                    sections::level_id.eq(level_id),
                    sections::name.eq(&section.name),
                    sections::adviser_id.eq(&adviser),
                    sections::created_at.eq(now()),
                ))
                .execute(conn)?;
            id
        }
    };
    let existing: Vec<(String, String)> = subjects::table
        .filter(subjects::section_id.eq(&section_id))
        .select((subjects::id, subjects::name))
        .load(conn)?;
    for subject in &section.subjects {
        let at = format!("{at} › Subject '{}'", subject.name);
        let teacher_id = teacher(staff, out, &at, "teacher", subject.teacher.as_ref());
        let subject_id = match same_name(&existing, &subject.name) {
            Some(id) => {
                out.reused.subjects += 1;
                if let Some(teacher_id) = &teacher_id {
                    diesel::update(subjects::table.find(&id)).set(subjects::teacher_id.eq(teacher_id)).execute(conn)?;
                }
                id
            }
            None => {
                out.created.subjects += 1;
                let id = new_id();
                diesel::insert_into(subjects::table)
                    .values((
                        subjects::id.eq(&id),
                        subjects::section_id.eq(&section_id),
                        subjects::name.eq(&subject.name),
                        subjects::teacher_id.eq(&teacher_id),
                        subjects::created_at.eq(now()),
                    ))
                    .execute(conn)?;
                id
            }
        };
        let stored: Vec<(String, String, String)> = schedules::table
            .filter(schedules::subject_id.eq(&subject_id))
            .select((schedules::day, schedules::start_time, schedules::end_time))
            .load(conn)?;
        let stored: Vec<Option<Slot>> = stored.iter().map(|(d, s, e)| Slot::from_stored(d, s, e)).collect();
        for (n, slot) in subject.schedules.iter().enumerate() {
            let parsed = Slot::from_stored(&slot.day, &slot.start, &slot.end);
            if stored.contains(&parsed) {
                out.reused.schedules += 1;
                continue;
            }
            let place = (subject_id.as_str(), section_id.as_str(), teacher_id.as_deref());
            let clashes = match parsed {
                Some(parsed) => bookings::clashes(conn, place, &[parsed], Booking::Lessons)?,
                None => Vec::new(),
            };
            if !clashes.is_empty() {
                out.clashes.push(format!("{at} › Schedule #{}: {}", n + 1, ClassError::Clash(clashes)));
                continue;
            }
            out.created.schedules += 1;
            diesel::insert_into(schedules::table)
                .values((
                    schedules::id.eq(new_id()),
                    schedules::subject_id.eq(&subject_id),
                    schedules::day.eq(&slot.day),
                    schedules::start_time.eq(&slot.start),
                    schedules::end_time.eq(&slot.end),
                    schedules::created_at.eq(now()),
                ))
                .execute(conn)?;
        }
    }
    Ok(())
}
