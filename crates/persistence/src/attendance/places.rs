//! Where a register belongs: a lesson (a subject's weekly schedule entry, with its section) or a
//! section for its daily register, with who takes it (the subject's teacher, the adviser).

use diesel::prelude::*;
use lyceum_domain::attendance::RegisterKind;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::sections;
use crate::timetable::{self, Lesson, SectionName, Whose};

/// The register a call names: a lesson's (by its schedule entry) or a section's daily one.
#[derive(Debug, Clone, Copy)]
pub enum Asked<'a> {
    /// The lesson of this schedule entry.
    Lesson(&'a str),
    /// The daily register of this section.
    Daily(&'a str),
}

/// A lesson or a section, as a register belongs to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// The lesson, for a lesson's register; none for a daily register.
    pub lesson: Option<Lesson>,
    /// The section whose students are on the register.
    pub section: SectionName,
    /// The section's adviser, for a daily register.
    pub adviser_id: Option<String>,
}

impl Place {
    /// A lesson's register.
    pub fn of_lesson(lesson: Lesson) -> Place {
        let section =
            SectionName { id: lesson.section_id.clone(), level: lesson.level.clone(), section: lesson.section.clone() };
        Place { lesson: Some(lesson), section, adviser_id: None }
    }

    /// A section's daily register.
    pub fn daily(section: SectionName, adviser_id: Option<String>) -> Place {
        Place { lesson: None, section, adviser_id }
    }

    /// Which kind of register this is.
    pub fn kind(&self) -> RegisterKind {
        if self.lesson.is_some() {
            RegisterKind::Lesson
        } else {
            RegisterKind::Daily
        }
    }

    /// The lesson's schedule entry, for a lesson's register.
    pub fn schedule_id(&self) -> Option<&str> {
        self.lesson.as_ref().map(|lesson| lesson.id.as_str())
    }

    /// The teacher who takes this register: the subject's teacher, or the section's adviser.
    pub fn teacher_in_charge(&self) -> Option<&str> {
        match &self.lesson {
            Some(lesson) => lesson.teacher.as_ref().map(|(id, _)| id.as_str()),
            None => self.adviser_id.as_deref(),
        }
    }

    /// How people name the register: `Mathematics, Grade 7 Rizal` or `Daily register, Grade 7 Rizal`.
    pub fn title(&self) -> String {
        let what = self.lesson.as_ref().map_or("Daily register", |lesson| lesson.subject.as_str());
        format!("{what}, {} {}", self.section.level, self.section.section)
    }
}

/// The lesson or section `asked` names, if it exists.
pub fn find(conn: &mut Conn, asked: Asked<'_>) -> Result<Option<Place>, StoreError> {
    match asked {
        Asked::Lesson(id) => Ok(timetable::lessons(conn, Whose::Lesson(id))?.into_iter().next().map(Place::of_lesson)),
        Asked::Daily(id) => {
            let Some(section) = timetable::section_name(conn, id)? else { return Ok(None) };
            let adviser: Option<String> = sections::table
                .find(id)
                .select(sections::adviser_id)
                .first::<Option<String>>(conn)
                .optional()?
                .flatten();
            Ok(Some(Place::daily(section, adviser)))
        }
    }
}
