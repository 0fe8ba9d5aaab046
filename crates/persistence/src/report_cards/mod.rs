//! What a report card is made of, read for one student or a whole section in a few statements:
//! the section with its level and adviser, its students that year, their published term grades
//! of the year with each subject's name, the adviser's comments, and attendance per month
//! (`months`, from one pass over the section's registers of the year). The card itself (finals,
//! averages, descriptors) is built from these by the web layer with the domain's rules. Report
//! card jobs and their files are in `jobs`; the settings (paper, school name) in `settings`.

pub mod jobs;
pub mod months;
pub mod settings;

use std::collections::HashMap;

use diesel::prelude::*;

use crate::attendance::reports::month;
use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{
    archived_students, enrolments, grade_comments, learner_records, levels, sections, students, subjects, teachers,
    term_grades,
};
use crate::school_years::SchoolYear;
use months::{MonthDays, YearMonths};

/// A section as the card names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionHead {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its level's name.
    pub level: String,
    /// Its adviser's id.
    pub adviser_id: Option<String>,
    /// Its adviser's first and last name.
    pub adviser: Option<String>,
}

/// A published quarterly grade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublishedGrade {
    /// The subject's name (a student moved during the year has one row per name).
    pub subject: String,
    /// The term's place in the year, from 0.
    pub term: usize,
    /// The grade.
    pub quarterly: u8,
}

/// One student's part of the cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentFacts {
    /// Their id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Their Learner Reference Number, when recorded.
    pub lrn: Option<String>,
    /// Their published grades of the year.
    pub grades: Vec<PublishedGrade>,
    /// The adviser's comment per term, by the term's place in the year.
    pub comments: Vec<(usize, String)>,
    /// Their days, month by month, as the year's months.
    pub months: Vec<MonthDays>,
}

/// Everything the cards of a section (or of one student) are made from.
#[derive(Debug, Clone)]
pub struct CardFacts {
    /// The school year.
    pub year: SchoolYear,
    /// The section, when the student has one.
    pub section: Option<SectionHead>,
    /// The section's subjects' names, so a subject without a grade yet still has its row.
    pub subjects: Vec<String>,
    /// The students, by last then first name.
    pub students: Vec<StudentFacts>,
}

/// The section `id` with its level and adviser, or `None`.
pub fn section_head(conn: &mut Conn, id: &str) -> Result<Option<SectionHead>, StoreError> {
    let row: Option<(String, String, String, Option<String>)> = sections::table
        .inner_join(levels::table)
        .filter(sections::id.eq(id))
        .select((sections::id, sections::name, levels::name, sections::adviser_id))
        .first(conn)
        .optional()?;
    let Some((id, name, level, adviser_id)) = row else { return Ok(None) };
    let adviser = match &adviser_id {
        Some(teacher) => teachers::table
            .find(teacher)
            .select((teachers::first_name, teachers::last_name))
            .first::<(String, String)>(conn)
            .optional()?
            .map(|(first, last)| format!("{first} {last}")),
        None => None,
    };
    Ok(Some(SectionHead { id, name, level, adviser_id, adviser }))
}

/// The section of the student `id`: `None` for no such student, `Some(None)` for a student
/// without a section. A learner who has left is found in the archive, with the section they left.
pub fn section_of_student(conn: &mut Conn, id: &str) -> Result<Option<Option<String>>, StoreError> {
    let current = students::table.find(id).select(students::section_id).first(conn).optional()?;
    if current.is_some() {
        return Ok(current);
    }
    Ok(archived_students::table.find(id).select(archived_students::section_id).first(conn).optional()?)
}

/// The section of `student_id`'s enrolment of `year`, when they were enrolled in one.
fn enrolled_section(conn: &mut Conn, year: &SchoolYear, student_id: &str) -> Result<Option<String>, StoreError> {
    Ok(enrolments::table
        .filter(enrolments::student_id.eq(student_id))
        .filter(enrolments::school_year_id.eq(&year.year.id))
        .select(enrolments::section_id)
        .first::<Option<String>>(conn)
        .optional()?
        .flatten())
}

/// The cards' facts of the section `section_id`'s students of `year`: those whose card of the
/// year is the section's, as [`of_student`] finds it; `None` for no such section.
pub fn of_section(conn: &mut Conn, year: &SchoolYear, section_id: &str) -> Result<Option<CardFacts>, StoreError> {
    let Some(section) = section_head(conn, section_id)? else { return Ok(None) };
    let students = students_in_year(conn, year, section_id)?;
    let grid = month::read_students(conn, section_id, year.days(), &students)?;
    facts_of(conn, year, section, grid).map(Some)
}

/// The students whose card of `year` is the section `section_id`'s, by the rule of
/// [`of_student`]: those whose latest published grade of the year is in one of its subjects;
/// of those with nothing of the year published, those whose enrolment of the year is in it
/// (archived learners included: they left during or after the year), and those in it now
/// without an enrolment of the year.
fn students_in_year(conn: &mut Conn, year: &SchoolYear, section_id: &str) -> Result<Vec<String>, StoreError> {
    let term_ids: Vec<&str> = year.terms.iter().map(|term| term.id.as_str()).collect();
    let now: Vec<String> =
        students::table.filter(students::section_id.eq(section_id)).select(students::id).load(conn)?;
    let graded_here: Vec<String> = term_grades::table
        .inner_join(subjects::table)
        .filter(subjects::section_id.eq(section_id))
        .filter(term_grades::term_id.eq_any(&term_ids))
        .select(term_grades::student_id)
        .distinct()
        .load(conn)?;
    let enrolled_here: Vec<String> = enrolments::table
        .filter(enrolments::school_year_id.eq(&year.year.id))
        .filter(enrolments::section_id.eq(section_id))
        .select(enrolments::student_id)
        .load(conn)?;
    let mut candidates = now.clone();
    candidates.extend(graded_here);
    candidates.extend(enrolled_here);
    candidates.sort_unstable();
    candidates.dedup();
    let graded = sections_in_year(conn, year, &candidates)?;
    let mut enrolled: HashMap<String, Option<String>> = HashMap::new();
    for chunk in candidates.chunks(400) {
        let rows: Vec<(String, Option<String>)> = enrolments::table
            .filter(enrolments::school_year_id.eq(&year.year.id))
            .filter(enrolments::student_id.eq_any(chunk))
            .select((enrolments::student_id, enrolments::section_id))
            .load(conn)?;
        enrolled.extend(rows);
    }
    Ok(candidates
        .into_iter()
        .filter(|id| match (graded.get(id), enrolled.get(id)) {
            (Some(section), _) => section == section_id,
            (None, Some(section)) => section.as_deref() == Some(section_id),
            (None, None) => now.contains(id),
        })
        .collect())
}

/// The cards' facts of the students of `grid`, in `section`, in `year`.
fn facts_of(
    conn: &mut Conn,
    year: &SchoolYear,
    section: SectionHead,
    grid: month::Grid,
) -> Result<CardFacts, StoreError> {
    let calendar = YearMonths::new(year, &grid.register_days);
    let students = grid
        .students
        .into_iter()
        .map(|student| StudentFacts {
            months: calendar.student(&student.marks),
            id: student.id,
            first_name: student.first_name,
            middle_name: student.middle_name,
            last_name: student.last_name,
            lrn: None,
            grades: Vec::new(),
            comments: Vec::new(),
        })
        .collect();
    finish(conn, year, Some(section), students)
}

/// The card's facts of the student `student_id` in `year`; `None` for no such student. The
/// section is the year's: the one whose subjects hold the student's latest published grade of
/// the year (they may have moved on since), else the section of their enrolment of the year,
/// else their section now; its registers give the attendance. A learner who has left is read
/// from the archive.
pub fn of_student(conn: &mut Conn, year: &SchoolYear, student_id: &str) -> Result<Option<CardFacts>, StoreError> {
    let Some(now) = section_of_student(conn, student_id)? else { return Ok(None) };
    let in_year = match section_in_year(conn, year, student_id)? {
        Some(section) => Some(section),
        None => enrolled_section(conn, year, student_id)?,
    };
    let section = match in_year.or(now) {
        Some(section_id) => section_head(conn, &section_id)?,
        None => None,
    };
    if let Some(section) = section {
        let Some(grid) = month::read_student(conn, &section.id, year.days(), student_id)? else { return Ok(None) };
        return facts_of(conn, year, section, grid).map(Some);
    }
    let current = students::table
        .find(student_id)
        .select((students::first_name, students::middle_name, students::last_name))
        .first(conn)
        .optional()?;
    let (first_name, middle_name, last_name) = match current {
        Some(names) => names,
        None => archived_students::table
            .find(student_id)
            .select((archived_students::first_name, archived_students::middle_name, archived_students::last_name))
            .first(conn)?,
    };
    let calendar = YearMonths::new(year, &[]);
    let student = StudentFacts {
        id: student_id.to_owned(),
        first_name,
        middle_name,
        last_name,
        lrn: None,
        grades: Vec::new(),
        comments: Vec::new(),
        months: calendar.student(&Default::default()),
    };
    finish(conn, year, None, vec![student]).map(Some)
}

/// The section of the subject of the student's published grade of the latest term of `year`
/// that has one; `None` before anything of the year is published for them.
fn section_in_year(conn: &mut Conn, year: &SchoolYear, student_id: &str) -> Result<Option<String>, StoreError> {
    Ok(sections_in_year(conn, year, &[student_id.to_owned()])?.remove(student_id))
}

/// [`section_in_year`] of each of `ids` that has a published grade of `year`, by student id.
fn sections_in_year(conn: &mut Conn, year: &SchoolYear, ids: &[String]) -> Result<HashMap<String, String>, StoreError> {
    let term_ids: Vec<&str> = year.terms.iter().map(|term| term.id.as_str()).collect();
    let mut latest: HashMap<String, (usize, String)> = HashMap::new();
    for chunk in ids.chunks(400) {
        let graded: Vec<(String, String, String)> = term_grades::table
            .inner_join(subjects::table)
            .filter(term_grades::student_id.eq_any(chunk))
            .filter(term_grades::term_id.eq_any(&term_ids))
            .select((term_grades::student_id, term_grades::term_id, subjects::section_id))
            .load(conn)?;
        for (student, term, section) in graded {
            let Some(at) = term_ids.iter().position(|id| *id == term) else { continue };
            let found = (at, section);
            match latest.get_mut(&student) {
                Some(best) if *best >= found => {}
                Some(best) => *best = found,
                None => {
                    latest.insert(student, found);
                }
            }
        }
    }
    Ok(latest.into_iter().map(|(student, (_, section))| (student, section)).collect())
}

/// Adds the section's subjects, and the students' published grades and comments of the year.
fn finish(
    conn: &mut Conn,
    year: &SchoolYear,
    section: Option<SectionHead>,
    mut students: Vec<StudentFacts>,
) -> Result<CardFacts, StoreError> {
    let subjects = match &section {
        Some(section) => subjects::table
            .filter(subjects::section_id.eq(&section.id))
            .order(subjects::name)
            .select(subjects::name)
            .load(conn)?,
        None => Vec::new(),
    };
    let term_ids: Vec<&str> = year.terms.iter().map(|term| term.id.as_str()).collect();
    let place: HashMap<&str, usize> = term_ids.iter().enumerate().map(|(index, id)| (*id, index)).collect();
    let index: HashMap<String, usize> =
        students.iter().enumerate().map(|(index, student)| (student.id.clone(), index)).collect();
    let ids: Vec<String> = students.iter().map(|student| student.id.clone()).collect();
    for chunk in ids.chunks(400) {
        let grades: Vec<(String, String, String, i32)> = term_grades::table
            .inner_join(subjects::table)
            .filter(term_grades::student_id.eq_any(chunk))
            .filter(term_grades::term_id.eq_any(&term_ids))
            .select((term_grades::student_id, term_grades::term_id, subjects::name, term_grades::quarterly))
            .load(conn)?;
        for (student, term, subject, quarterly) in grades {
            let (Some(&who), Some(&term)) = (index.get(&student), place.get(term.as_str())) else { continue };
            let quarterly = u8::try_from(quarterly).unwrap_or(0);
            students[who].grades.push(PublishedGrade { subject, term, quarterly });
        }
        let comments: Vec<(String, String, String)> = grade_comments::table
            .filter(grade_comments::student_id.eq_any(chunk))
            .filter(grade_comments::term_id.eq_any(&term_ids))
            .select((grade_comments::student_id, grade_comments::term_id, grade_comments::comment))
            .load(conn)?;
        for (student, term, comment) in comments {
            let (Some(&who), Some(&term)) = (index.get(&student), place.get(term.as_str())) else { continue };
            students[who].comments.push((term, comment));
        }
        let lrns: Vec<(String, Option<String>)> = learner_records::table
            .filter(learner_records::student_id.eq_any(chunk))
            .select((learner_records::student_id, learner_records::lrn))
            .load(conn)?;
        for (student, lrn) in lrns {
            if let Some(&who) = index.get(&student) {
                students[who].lrn = lrn;
            }
        }
    }
    for student in &mut students {
        student.comments.sort();
    }
    Ok(CardFacts { year: year.clone(), section, subjects, students })
}

/// Every section that has students, by level then name, with how many: what a whole-school
/// run makes a file of each.
pub fn sections_with_students(conn: &mut Conn) -> Result<Vec<(String, i64)>, StoreError> {
    use diesel::dsl::count_star;
    let counts: Vec<(String, i64)> = students::table
        .filter(students::section_id.is_not_null())
        .group_by(students::section_id)
        .select((students::section_id.assume_not_null(), count_star()))
        .load(conn)?;
    let counts: HashMap<String, i64> = counts.into_iter().collect();
    let order: Vec<String> = sections::table
        .inner_join(levels::table)
        .order((levels::name, sections::name, sections::id))
        .select(sections::id)
        .load(conn)?;
    Ok(order.into_iter().filter_map(|id| counts.get(&id).map(|&students| (id.clone(), students))).collect())
}

/// The sections `raw` names: its id, its name, or its level and name (`Grade 7 Rizal`), in
/// any letter case.
pub fn sections_named(conn: &mut Conn, raw: &str) -> Result<Vec<String>, StoreError> {
    let wanted = raw.trim().to_lowercase();
    let rows: Vec<(String, String, String)> =
        sections::table.inner_join(levels::table).select((sections::id, levels::name, sections::name)).load(conn)?;
    Ok(rows
        .into_iter()
        .filter(|(id, level, name)| {
            *id == raw.trim() || name.to_lowercase() == wanted || format!("{level} {name}").to_lowercase() == wanted
        })
        .map(|(id, _, _)| id)
        .collect())
}
