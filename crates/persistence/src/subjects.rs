//! Subjects of a section, their teacher, weekly schedule and files.

use diesel::prelude::*;
use lyceum_domain::Slot;

use crate::bookings::{self, Booking};
use crate::classes::{ensure_exists, ensure_name_free, forget_files_of_subjects, ClassError, Parent};
use crate::db::{transaction, Conn};
use crate::schema::{schedules, sections, subject_files, subjects, teachers, uploads};
use crate::sections::{FileRef, TeacherRef};
use crate::values::{new_id, now};

/// One weekly slot of a subject.
#[derive(Debug, Clone, Queryable)]
pub struct Schedule {
    /// Its id.
    pub id: String,
    /// The subject it belongs to.
    pub subject_id: String,
    /// Monday to Sunday.
    pub day: String,
    /// Start, e.g. `08:00 AM`.
    pub start_time: String,
    /// End, e.g. `09:00 AM`.
    pub end_time: String,
}

/// A subject with everything its screens show.
#[derive(Debug, Clone)]
pub struct SubjectDetail {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The section it belongs to.
    pub section_id: String,
    /// The section's name.
    pub section_name: String,
    /// Who teaches it.
    pub teacher: Option<TeacherRef>,
    /// Its weekly slots, Monday first.
    pub schedules: Vec<Schedule>,
    /// Its files, newest first.
    pub files: Vec<FileRef>,
}

const SCHEDULE_COLUMNS: (
    schedules::id,
    schedules::subject_id,
    schedules::day,
    schedules::start_time,
    schedules::end_time,
) = (schedules::id, schedules::subject_id, schedules::day, schedules::start_time, schedules::end_time);

/// Orders slots Monday first, then by start time.
fn sort_slots(list: &mut [Schedule]) {
    list.sort_by_key(|s| Slot::from_stored(&s.day, &s.start_time, &s.end_time).map(|slot| slot.order_key()));
}

/// One subject; `Missing("subject")` when it does not exist.
pub fn find_subject(conn: &mut Conn, id: &str) -> Result<SubjectDetail, ClassError> {
    type Row = (String, String, String, String, Option<String>, Option<String>, Option<String>);
    let (id, name, section_id, section_name, teacher_id, first, last): Row = subjects::table
        .inner_join(sections::table)
        .left_join(teachers::table.on(subjects::teacher_id.eq(teachers::id.nullable())))
        .filter(subjects::id.eq(id))
        .select((
            subjects::id,
            subjects::name,
            subjects::section_id,
            sections::name,
            teachers::id.nullable(),
            teachers::first_name.nullable(),
            teachers::last_name.nullable(),
        ))
        .first(conn)
        .optional()?
        .ok_or(ClassError::Missing("subject"))?;
    let mut slots: Vec<Schedule> =
        schedules::table.filter(schedules::subject_id.eq(&id)).select(SCHEDULE_COLUMNS).load(conn)?;
    sort_slots(&mut slots);
    let files = subject_files::table
        .inner_join(uploads::table.on(subject_files::path.eq(uploads::path)))
        .filter(subject_files::subject_id.eq(&id))
        .order((subject_files::created_at.desc(), subject_files::id))
        .select((subject_files::id, subject_files::path, uploads::original_name))
        .load(conn)?;
    let teacher = teacher_id.map(|t| (t, format!("{} {}", first.unwrap_or_default(), last.unwrap_or_default())));
    Ok(SubjectDetail { id, name, section_id, section_name, teacher, schedules: slots, files })
}

/// Names of the section's other subjects: a subject's name must differ from them.
fn sibling_names(conn: &mut Conn, section_id: &str, except: Option<&str>) -> Result<Vec<String>, ClassError> {
    let query = subjects::table.filter(subjects::section_id.eq(section_id)).select(subjects::name).into_boxed();
    let query = match except {
        Some(id) => query.filter(subjects::id.ne(id)),
        None => query,
    };
    Ok(query.load(conn)?)
}

/// Adds a subject to a section with its teacher; `Duplicate` when the section has one by that
/// name, whatever its letter case.
pub fn create_subject(
    conn: &mut Conn,
    section_id: &str,
    name: &str,
    teacher_id: &str,
) -> Result<SubjectDetail, ClassError> {
    transaction(conn, |conn| {
        ensure_exists(conn, Parent::Section, section_id)?;
        ensure_exists(conn, Parent::Teacher, teacher_id)?;
        ensure_name_free(&sibling_names(conn, section_id, None)?, name)?;
        let id = new_id();
        diesel::insert_into(subjects::table)
            .values((
                subjects::id.eq(&id),
                subjects::section_id.eq(section_id),
                subjects::name.eq(name),
                subjects::teacher_id.eq(teacher_id),
                subjects::created_at.eq(now()),
            ))
            .execute(conn)?;
        find_subject(conn, &id)
    })
}

/// Sets a subject's teacher and, when given, its name (`Duplicate` when another subject of
/// the section has that name, whatever its letter case). Refused (`Clash`, nothing changed)
/// when the teacher already teaches elsewhere at a time this subject is taught.
pub fn update_subject(
    conn: &mut Conn,
    id: &str,
    name: Option<&str>,
    teacher_id: &str,
) -> Result<SubjectDetail, ClassError> {
    transaction(conn, |conn| {
        let section_id: String = subjects::table
            .find(id)
            .select(subjects::section_id)
            .first(conn)
            .optional()?
            .ok_or(ClassError::Missing("subject"))?;
        ensure_exists(conn, Parent::Teacher, teacher_id)?;
        if let Some(name) = name {
            ensure_name_free(&sibling_names(conn, &section_id, Some(id))?, name)?;
            diesel::update(subjects::table.find(id)).set(subjects::name.eq(name)).execute(conn)?;
        }
        let subject = find_subject(conn, id)?;
        let own: Vec<Slot> =
            subject.schedules.iter().filter_map(|s| Slot::from_stored(&s.day, &s.start_time, &s.end_time)).collect();
        let clashes = bookings::clashes(conn, (id, &section_id, Some(teacher_id)), &own, Booking::Teacher)?;
        if !clashes.is_empty() {
            return Err(ClassError::Clash(clashes));
        }
        diesel::update(subjects::table.find(id)).set(subjects::teacher_id.eq(teacher_id)).execute(conn)?;
        find_subject(conn, id)
    })
}

/// Removes a subject with its schedules and files; answers the stored files to remove.
pub fn remove_subject(conn: &mut Conn, id: &str) -> Result<Vec<String>, ClassError> {
    transaction(conn, |conn| {
        ensure_exists(conn, Parent::Subject, id)?;
        let removed = forget_files_of_subjects(conn, &[id.to_owned()])?;
        diesel::delete(subjects::table.find(id)).execute(conn)?;
        Ok(removed)
    })
}

/// Adds a weekly slot to a subject. Refused (`Clash`, nothing added) when it overlaps
/// another lesson of the subject's section (its own included) or of its teacher.
pub fn add_schedule(conn: &mut Conn, subject_id: &str, slot: &Slot) -> Result<Schedule, ClassError> {
    transaction(conn, |conn| {
        let (section_id, teacher_id): (String, Option<String>) = subjects::table
            .find(subject_id)
            .select((subjects::section_id, subjects::teacher_id))
            .first(conn)
            .optional()?
            .ok_or(ClassError::Missing("subject"))?;
        let clashes = bookings::clashes(
            conn,
            (subject_id, &section_id, teacher_id.as_deref()),
            std::slice::from_ref(slot),
            Booking::Lessons,
        )?;
        if !clashes.is_empty() {
            return Err(ClassError::Clash(clashes));
        }
        let schedule = Schedule {
            id: new_id(),
            subject_id: subject_id.to_owned(),
            day: slot.day.as_str().to_owned(),
            start_time: slot.start.to_text(),
            end_time: slot.end.to_text(),
        };
        diesel::insert_into(schedules::table)
            .values((
                schedules::id.eq(&schedule.id),
                schedules::subject_id.eq(subject_id),
                schedules::day.eq(&schedule.day),
                schedules::start_time.eq(&schedule.start_time),
                schedules::end_time.eq(&schedule.end_time),
                schedules::created_at.eq(now()),
            ))
            .execute(conn)?;
        Ok(schedule)
    })
}

/// Removes a weekly slot; `Missing("schedule")` when it does not exist.
pub fn delete_schedule(conn: &mut Conn, id: &str) -> Result<(), ClassError> {
    match diesel::delete(schedules::table.find(id)).execute(conn)? {
        0 => Err(ClassError::Missing("schedule")),
        _ => Ok(()),
    }
}
