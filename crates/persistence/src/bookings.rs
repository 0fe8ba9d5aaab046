//! Who is booked when: the lessons of a teacher and of a section, and the clashes a new or
//! changed lesson would make with them. A teacher teaches one lesson at a time, and a section
//! has one lesson at a time; back to back is no clash.

use diesel::prelude::*;
use lyceum_domain::Slot;

use crate::classes::{Clash, ClashKind};
use crate::db::Conn;
use crate::schema::{schedules, sections, subjects};

/// One booked lesson: its subject, its section's name, its section and its slot.
struct Booked {
    subject_id: String,
    subject: String,
    section_id: String,
    section: String,
    slot: Option<Slot>,
}

type BookedRow = (String, String, String, String, String, String, String);

/// The booked lessons matching `$filter`: each filter is its own statement, which the
/// connection keeps prepared.
macro_rules! booked_where {
    ($conn:expr, $filter:expr) => {
        subjects::table
            .inner_join(schedules::table)
            .inner_join(sections::table)
            .filter($filter)
            .select((
                subjects::id,
                subjects::name,
                sections::id,
                sections::name,
                schedules::day,
                schedules::start_time,
                schedules::end_time,
            ))
            .load::<BookedRow>($conn)
    };
}

/// Whose lessons to read.
enum BookedBy<'a> {
    Teacher(&'a str),
    Section(&'a str),
}

/// Every lesson of the subjects a teacher teaches, or of a section.
fn booked(conn: &mut Conn, by: BookedBy<'_>) -> Result<Vec<Booked>, diesel::result::Error> {
    let rows = match by {
        BookedBy::Teacher(teacher) => booked_where!(conn, subjects::teacher_id.eq(teacher)),
        BookedBy::Section(section) => booked_where!(conn, subjects::section_id.eq(section)),
    }?;
    Ok(rows
        .into_iter()
        .map(|(subject_id, subject, section_id, section, day, start, end)| Booked {
            subject_id,
            subject,
            section_id,
            section,
            slot: Slot::from_stored(&day, &start, &end),
        })
        .collect())
}

/// What is being booked, which decides the lessons a clash is looked for among.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Booking {
    /// New lessons of a subject: against its section's lessons (its own included) and its
    /// teacher's.
    Lessons,
    /// A new teacher for a subject's lessons: against the teacher's other lessons only.
    Teacher,
}

/// What booking `slots` for the subject `subject_id` of `section_id`, taught by `teacher_id`,
/// would clash with (see [`Booking`]). Section clashes come first, and a lesson of the same
/// section is named once.
pub(crate) fn clashes(
    conn: &mut Conn,
    (subject_id, section_id, teacher_id): (&str, &str, Option<&str>),
    slots: &[Slot],
    booking: Booking,
) -> Result<Vec<Clash>, diesel::result::Error> {
    let overlapping = |booked: &Booked| {
        (booking == Booking::Lessons || booked.subject_id != subject_id)
            && booked.slot.is_some_and(|other| slots.iter().any(|slot| slot.overlaps(&other)))
    };
    let clash = |kind, booked: Booked| Clash {
        kind,
        subject: booked.subject,
        section: booked.section,
        when: booked.slot.map(|slot| slot.describe()).unwrap_or_default(),
    };
    let mut found: Vec<(Option<Slot>, Clash)> = Vec::new();
    if booking == Booking::Lessons {
        for lesson in booked(conn, BookedBy::Section(section_id))?.into_iter().filter(overlapping) {
            found.push((lesson.slot, clash(ClashKind::Section, lesson)));
        }
    }
    if let Some(teacher) = teacher_id {
        for lesson in booked(conn, BookedBy::Teacher(teacher))?.into_iter().filter(overlapping) {
            if lesson.section_id != section_id {
                found.push((lesson.slot, clash(ClashKind::Teacher, lesson)));
            }
        }
    }
    found.sort_by_key(|(slot, clash)| (clash.kind == ClashKind::Teacher, slot.map(|slot| slot.order_key())));
    Ok(found.into_iter().map(|(_, clash)| clash).collect())
}
