//! A section's class list (the printable page and its CSV file): where the section sits, its
//! adviser and its students in order, each with their parent or guardian and how to reach them.
//! A past school year's list is the section's learners of that year, from their enrolments,
//! those who have left since (archived) included.

use lyceum_persistence::learners::{enrolments, forms};
use lyceum_persistence::school_years;
use lyceum_persistence::students::{self, StudentProfile};
use lyceum_persistence::{sections, Conn};
use serde::Serialize;
use ts_rs::TS;

use crate::class_changes::{refused, Naming};
use crate::imports::sheet::Column;
use crate::Refusal;

/// One row of the class list.
#[derive(Serialize, TS)]
pub struct ClassListRow {
    _id: String,
    /// The row's number on the list, from 1.
    no: usize,
    first_name: String,
    middle_name: Option<String>,
    last_name: String,
    email: String,
    birthdate: String,
    /// The parent or guardian's full name.
    parent_name: String,
    relationship: String,
    parent_email: Option<String>,
    parent_phone: Option<String>,
}

/// A section's class list: where the section sits, its adviser and its students in order.
#[derive(Serialize, TS)]
pub struct ClassList {
    /// The section's id.
    pub section_id: String,
    /// Its name.
    pub section: String,
    /// Its level's name.
    pub level: String,
    category: String,
    adviser: Option<String>,
    /// The school year listed, when one was asked for; null for the section's students now.
    school_year: Option<String>,
    /// The students, numbered.
    pub students: Vec<ClassListRow>,
}

impl ClassListRow {
    fn new(no: usize, s: StudentProfile) -> ClassListRow {
        let parent = [Some(s.parent_first_name), s.parent_middle_name, Some(s.parent_last_name)];
        ClassListRow {
            _id: s.id,
            no,
            first_name: s.first_name,
            middle_name: s.middle_name,
            last_name: s.last_name,
            email: s.email,
            birthdate: s.birthdate.format("%Y-%m-%d").to_string(),
            parent_name: parent
                .into_iter()
                .flatten()
                .filter(|part| !part.trim().is_empty())
                .collect::<Vec<_>>()
                .join(" "),
            relationship: s.parent_relationship,
            parent_email: s.parent_email,
            parent_phone: s.parent_phone,
        }
    }

    fn of_learner(no: usize, learner: forms::FormLearner) -> ClassListRow {
        ClassListRow {
            _id: learner.id,
            no,
            first_name: learner.first_name,
            middle_name: learner.middle_name,
            last_name: learner.last_name,
            email: learner.email,
            birthdate: learner.birthdate.format("%Y-%m-%d").to_string(),
            parent_name: learner.parent,
            relationship: learner.relationship,
            parent_email: learner.parent_email,
            parent_phone: learner.phone,
        }
    }

    /// The row as the cells of [`COLUMNS`].
    pub fn cells(self) -> Vec<String> {
        vec![
            self.no.to_string(),
            self.last_name,
            self.first_name,
            self.middle_name.unwrap_or_default(),
            self.email,
            self.birthdate,
            self.parent_name,
            self.relationship,
            self.parent_email.unwrap_or_default(),
            self.parent_phone.unwrap_or_default(),
        ]
    }
}

const fn column(name: &'static str) -> Column {
    Column { name, required: false }
}

/// The columns of the CSV file, in order.
pub const COLUMNS: &[Column] = &[
    column("No."),
    column("Last name"),
    column("First name"),
    column("Middle name"),
    column("Email"),
    column("Birthdate"),
    column("Parent or guardian"),
    column("Relationship"),
    column("Parent email"),
    column("Parent phone"),
];

/// The class list of `section_id`: its students now, or its learners of the school year
/// `year_id`; 404 for an unknown section or year.
pub fn read(conn: &mut Conn, section_id: &str, year_id: Option<&str>) -> Result<ClassList, Refusal> {
    let heading = sections::heading(conn, section_id).map_err(refused(Naming::None))?;
    let (school_year, students) = match year_id {
        None => {
            let rows = students::in_section(conn, section_id)?;
            (None, rows.into_iter().enumerate().map(|(i, s)| ClassListRow::new(i + 1, s)).collect())
        }
        Some(year_id) => {
            let year = school_years::find(conn, year_id)?
                .ok_or_else(|| Refusal::NotFound("This school year does not exist.".into()))?;
            let ids: Vec<String> =
                enrolments::in_section(conn, section_id, year_id)?.into_iter().map(|e| e.student_id).collect();
            let mut learners = forms::learners(conn, &ids)?;
            learners.sort_by_cached_key(|l| (l.last_name.to_lowercase(), l.first_name.to_lowercase(), l.id.clone()));
            let rows = learners.into_iter().enumerate().map(|(i, l)| ClassListRow::of_learner(i + 1, l)).collect();
            (Some(year.year.name), rows)
        }
    };
    Ok(ClassList {
        section_id: section_id.to_owned(),
        section: heading.name,
        level: heading.level,
        category: heading.category,
        adviser: heading.adviser,
        school_year,
        students,
    })
}
