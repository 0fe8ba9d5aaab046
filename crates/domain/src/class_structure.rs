//! The class-structure document: categories › levels › sections › subjects › weekly slots,
//! written without ids (teachers by email), so one school's structure can be carried to another
//! server or into a new school year. Students are not part of it: their sections come from the
//! student import and from moves.
//!
//! [`check`] applies the create forms' rules to the whole document at once and names every
//! problem by where it is, so a file is fixed in one pass instead of one error at a time.

use serde::{Deserialize, Serialize};

use crate::email::Email;
use crate::person::{required_text, MAX_NAME_LEN};
use crate::schedule::Slot;

/// The `format` every class-structure document carries.
pub const FORMAT: &str = "lyceum-classes";
/// The version of the document this build writes and reads.
pub const VERSION: u32 = 1;
/// Most problems listed for one file; the rest are counted.
pub const MAX_PROBLEMS: usize = 100;

/// The whole class structure, as exported and imported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClassDocument {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u32,
    /// The categories, with everything under them.
    #[serde(default)]
    pub categories: Vec<CategoryDoc>,
}

/// A category and its levels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CategoryDoc {
    /// Its name, unique in the school.
    pub name: String,
    /// Its levels.
    #[serde(default)]
    pub levels: Vec<LevelDoc>,
}

/// A level and its sections.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelDoc {
    /// Its name, unique in its category.
    pub name: String,
    /// Its sections.
    #[serde(default)]
    pub sections: Vec<SectionDoc>,
}

/// A section, its adviser and its subjects.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SectionDoc {
    /// Its name, unique in its level.
    pub name: String,
    /// The adviser's email, or null.
    #[serde(default)]
    pub adviser: Option<String>,
    /// Its subjects.
    #[serde(default)]
    pub subjects: Vec<SubjectDoc>,
}

/// A subject, its teacher and its weekly slots.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubjectDoc {
    /// Its name, unique in its section.
    pub name: String,
    /// The teacher's email, or null.
    #[serde(default)]
    pub teacher: Option<String>,
    /// Its weekly slots.
    #[serde(default)]
    pub schedules: Vec<ScheduleDoc>,
}

/// One weekly slot, in the API's texts: `Monday`, `08:00 AM`, `09:00 AM`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScheduleDoc {
    /// Monday to Sunday.
    pub day: String,
    /// Start, on the hour.
    pub start: String,
    /// End, after the start.
    pub end: String,
}

/// Where a row sits in the document, for messages: "Category 'A' › Level 'B'".
fn place(parent: &str, kind: &str, index: usize, name: &str) -> String {
    let name = name.trim();
    let own = if name.is_empty() || name.chars().count() > MAX_NAME_LEN || name.chars().any(char::is_control) {
        format!("{kind} #{}", index + 1)
    } else {
        format!("{kind} '{name}'")
    };
    if parent.is_empty() {
        own
    } else {
        format!("{parent} › {own}")
    }
}

/// Collects the problems of one document.
struct Problems(Vec<String>);

impl Problems {
    /// A checked name (trimmed) that no sibling in `seen` has, ignoring letter case as the
    /// create calls do; otherwise the problem is recorded at `at`.
    fn name(&mut self, at: &str, label: &str, raw: &str, seen: &mut Vec<String>, parent: &str) -> String {
        match required_text("name", label, raw, MAX_NAME_LEN) {
            Ok(name) => {
                let key = name.to_lowercase();
                if seen.contains(&key) {
                    self.0.push(format!("{at}: the {parent} has another with this name; names must differ."));
                } else {
                    seen.push(key);
                }
                name
            }
            Err(error) => {
                self.0.push(format!("{at}: {}", error.message));
                raw.trim().to_owned()
            }
        }
    }

    /// A checked teacher email (lower-cased), or the problem recorded.
    fn email(&mut self, at: &str, role: &str, raw: &Option<String>) -> Option<String> {
        let raw = raw.as_deref().map(str::trim).filter(|r| !r.is_empty())?;
        match Email::parse_field("email", raw) {
            Ok(email) => Some(email.into_string()),
            Err(error) => {
                self.0.push(format!("{at}: {role} '{raw}': {}", error.message));
                None
            }
        }
    }
}

/// Checks a whole document by the create forms' rules and answers it normalised (names
/// trimmed, emails lower-cased, times as `08:00 AM`), or every problem with where it is.
pub fn check(document: &ClassDocument) -> Result<ClassDocument, Vec<String>> {
    let mut problems = Problems(Vec::new());
    if document.format != FORMAT {
        problems.0.push(format!("This is not a Lyceum class-structure file: \"format\" must be \"{FORMAT}\"."));
    }
    if document.version != VERSION {
        problems.0.push(format!("This file is version {}; this server reads version {VERSION}.", document.version));
    }
    if document.categories.is_empty() {
        problems.0.push("The file has no categories.".into());
    }
    let mut seen = Vec::new();
    let mut categories = Vec::new();
    for (c, category) in document.categories.iter().enumerate() {
        let at = place("", "Category", c, &category.name);
        let name = problems.name(&at, "category name", &category.name, &mut seen, "school");
        let mut seen = Vec::new();
        let mut levels = Vec::new();
        for (l, level) in category.levels.iter().enumerate() {
            let at = place(&at, "Level", l, &level.name);
            let name = problems.name(&at, "level name", &level.name, &mut seen, "category");
            let mut seen = Vec::new();
            let mut sections = Vec::new();
            for (s, section) in level.sections.iter().enumerate() {
                let at = place(&at, "Section", s, &section.name);
                let name = problems.name(&at, "section name", &section.name, &mut seen, "level");
                let adviser = problems.email(&at, "adviser", &section.adviser);
                let subjects = check_subjects(&mut problems, &at, &section.subjects);
                sections.push(SectionDoc { name, adviser, subjects });
            }
            levels.push(LevelDoc { name, sections });
        }
        categories.push(CategoryDoc { name, levels });
    }
    let mut problems = problems.0;
    if problems.is_empty() {
        return Ok(ClassDocument { format: FORMAT.into(), version: VERSION, categories });
    }
    if problems.len() > MAX_PROBLEMS {
        let more = problems.len() - MAX_PROBLEMS;
        problems.truncate(MAX_PROBLEMS);
        problems.push(format!("… and {more} more problem(s)."));
    }
    Err(problems)
}

/// The subjects of one section, checked.
fn check_subjects(problems: &mut Problems, at: &str, subjects: &[SubjectDoc]) -> Vec<SubjectDoc> {
    let mut seen = Vec::new();
    let mut checked = Vec::new();
    for (j, subject) in subjects.iter().enumerate() {
        let at = place(at, "Subject", j, &subject.name);
        let name = problems.name(&at, "subject name", &subject.name, &mut seen, "section");
        let teacher = problems.email(&at, "teacher", &subject.teacher);
        let mut schedules: Vec<ScheduleDoc> = Vec::new();
        for (k, slot) in subject.schedules.iter().enumerate() {
            let at = format!("{at} › Schedule #{}", k + 1);
            match Slot::parse(&slot.day, &slot.start, &slot.end) {
                Ok(slot) => {
                    let doc = ScheduleDoc {
                        day: slot.day.as_str().into(),
                        start: slot.start.to_text(),
                        end: slot.end.to_text(),
                    };
                    if schedules.contains(&doc) {
                        problems.0.push(format!("{at}: the same slot is listed twice."));
                    } else {
                        schedules.push(doc);
                    }
                }
                Err(errors) => {
                    for (field, message) in errors.fields() {
                        problems.0.push(format!("{at}: {}: {message}", slot_field(field)));
                    }
                }
            }
        }
        checked.push(SubjectDoc { name, teacher, schedules });
    }
    checked
}

/// The document's name for a field of [`Slot::parse`].
fn slot_field(field: &str) -> &str {
    match field {
        "startTime" => "start",
        "endTime" => "end",
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(day: &str, start: &str, end: &str) -> ScheduleDoc {
        ScheduleDoc { day: day.into(), start: start.into(), end: end.into() }
    }

    fn document(sections: Vec<SectionDoc>) -> ClassDocument {
        ClassDocument {
            format: FORMAT.into(),
            version: VERSION,
            categories: vec![CategoryDoc {
                name: " Junior High ".into(),
                levels: vec![LevelDoc { name: "Grade 7".into(), sections }],
            }],
        }
    }

    fn section(name: &str, adviser: Option<&str>, subjects: Vec<SubjectDoc>) -> SectionDoc {
        SectionDoc { name: name.into(), adviser: adviser.map(str::to_owned), subjects }
    }

    #[test]
    fn a_good_document_comes_back_normalised() {
        let subject = SubjectDoc {
            name: "Math".into(),
            teacher: Some(" T1@School.Test ".into()),
            schedules: vec![slot("monday", "08:00am", "09:00 AM")],
        };
        let checked = check(&document(vec![section("Rizal", None, vec![subject])])).unwrap();
        let category = &checked.categories[0];
        assert_eq!(category.name, "Junior High");
        let subject = &category.levels[0].sections[0].subjects[0];
        assert_eq!(subject.teacher.as_deref(), Some("t1@school.test"));
        assert_eq!(subject.schedules, vec![slot("Monday", "08:00 AM", "09:00 AM")]);
    }

    #[test]
    fn every_problem_is_named_by_where_it_is() {
        let subjects = vec![
            SubjectDoc { name: "Math".into(), teacher: Some("not-an-email".into()), schedules: vec![] },
            SubjectDoc {
                name: "math".into(),
                teacher: None,
                schedules: vec![slot("Funday", "08:00 AM", "09:00 AM"), slot("Monday", "09:00 AM", "08:00 AM")],
            },
        ];
        let sections = vec![section("Rizal", Some("x@"), subjects), section("", None, vec![])];
        let problems = check(&document(sections)).unwrap_err();
        let at = "Category 'Junior High' › Level 'Grade 7' › Section 'Rizal'";
        assert_eq!(
            problems,
            vec![
                format!("{at}: adviser 'x@': Enter a valid email address."),
                format!("{at} › Subject 'Math': teacher 'not-an-email': Enter a valid email address."),
                format!("{at} › Subject 'math': the section has another with this name; names must differ."),
                format!("{at} › Subject 'math' › Schedule #1: day: Choose a day from Monday to Sunday."),
                format!("{at} › Subject 'math' › Schedule #2: end: The end time must be after the start time."),
                "Category 'Junior High' › Level 'Grade 7' › Section #2: Enter the section name.".to_owned(),
            ]
        );
    }

    #[test]
    fn another_format_or_version_or_an_empty_file_is_refused() {
        let mut other = document(vec![]);
        other.format = "something".into();
        other.version = 2;
        other.categories.clear();
        let problems = check(&other).unwrap_err();
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(problems[1].contains("version 2"), "{problems:?}");
    }

    #[test]
    fn the_same_slot_twice_and_too_many_problems_are_reported_briefly() {
        let twice = SubjectDoc {
            name: "Art".into(),
            teacher: None,
            schedules: vec![slot("Monday", "08:00 AM", "09:00 AM"), slot("monday", "08:00am", "09:00 am")],
        };
        let problems = check(&document(vec![section("A", None, vec![twice])])).unwrap_err();
        assert_eq!(problems.len(), 1);
        assert!(problems[0].ends_with("Schedule #2: the same slot is listed twice."), "{problems:?}");
        let many = (0..150).map(|_| section("", None, vec![])).collect();
        let problems = check(&document(many)).unwrap_err();
        assert_eq!(problems.len(), MAX_PROBLEMS + 1);
        assert_eq!(problems[MAX_PROBLEMS], "… and 50 more problem(s).");
    }
}
