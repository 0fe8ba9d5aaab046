//! The figures the portals' Homes open on: the school's attendance by day, the term's grade
//! submissions by level, a teacher's subjects and which were submitted for a term, the marks of
//! a day in the sections a teacher advises, and unread counts.

use std::collections::HashSet;

use chrono::NaiveDate;
use diesel::dsl::count_star;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Date};
use lyceum_domain::DayRange;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{
    grade_submissions, guardian_alerts, levels, messages, register_marks, registers, sections, students, subjects,
};

/// The whole school's attendance of one day a register was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SchoolDay {
    /// The day.
    pub day: NaiveDate,
    /// The current students of the sections a register was taken for that day.
    pub expected: u32,
    /// Of them, absent for the day.
    pub absent: u32,
    /// Of them, excused for the day.
    pub excused: u32,
}

impl SchoolDay {
    /// Those counted present (on time or late).
    pub fn present(&self) -> u32 {
        self.expected.saturating_sub(self.absent + self.excused)
    }
}

/// Per day of `$1..$2`: the students of the sections with a register taken, and the students
/// absent or excused for the day: by the daily register when it was taken, else by missing
/// every lesson taken (the rule of the chronic-absence list).
const SCHOOL_DAYS: &str = "\
    WITH taken AS (
        SELECT DISTINCT day, section_id FROM registers WHERE day BETWEEN $1 AND $2
    ), sizes AS (
        SELECT section_id, COUNT(*) AS size FROM students WHERE section_id IS NOT NULL GROUP BY section_id
    ), expected AS (
        SELECT taken.day, SUM(sizes.size) AS expected FROM taken JOIN sizes ON sizes.section_id = taken.section_id
        GROUP BY taken.day
    ), daily AS (
        SELECT r.day,
            SUM(CASE WHEN m.code = 'absent' THEN 1 ELSE 0 END) AS absent,
            SUM(CASE WHEN m.code = 'excused' THEN 1 ELSE 0 END) AS excused
        FROM registers r JOIN register_marks m ON m.register_id = r.id
        WHERE r.day BETWEEN $1 AND $2 AND r.kind = 'daily' AND m.code IN ('absent', 'excused')
        GROUP BY r.day
    ), lesson_days AS (
        SELECT m.student_id, r.section_id, r.day,
            SUM(CASE WHEN m.code = 'absent' THEN 1 ELSE 0 END) AS absent,
            SUM(CASE WHEN m.code = 'excused' THEN 1 ELSE 0 END) AS excused
        FROM registers r JOIN register_marks m ON m.register_id = r.id
        WHERE r.day BETWEEN $1 AND $2 AND r.kind = 'lesson' AND m.code IN ('absent', 'excused')
            AND NOT EXISTS (
                SELECT 1 FROM registers d WHERE d.day = r.day AND d.kind = 'daily' AND d.section_id = r.section_id
            )
        GROUP BY m.student_id, r.section_id, r.day
    ), lessons AS (
        SELECT l.day,
            SUM(CASE WHEN l.absent > 0 AND l.absent + l.excused = l.taken THEN 1 ELSE 0 END) AS absent,
            SUM(CASE WHEN l.absent = 0 AND l.excused = l.taken THEN 1 ELSE 0 END) AS excused
        FROM (
            SELECT lesson_days.*, (
                SELECT COUNT(*) FROM registers x
                WHERE x.day = lesson_days.day AND x.kind = 'lesson' AND x.section_id = lesson_days.section_id
            ) AS taken
            FROM lesson_days
        ) AS l
        GROUP BY l.day
    )
    SELECT expected.day AS day, CAST(expected.expected AS BIGINT) AS expected,
        CAST(COALESCE(daily.absent, 0) + COALESCE(lessons.absent, 0) AS BIGINT) AS absent,
        CAST(COALESCE(daily.excused, 0) + COALESCE(lessons.excused, 0) AS BIGINT) AS excused
    FROM expected
    LEFT JOIN daily ON daily.day = expected.day
    LEFT JOIN lessons ON lessons.day = expected.day
    ORDER BY expected.day";

/// A row of `SCHOOL_DAYS`.
#[derive(QueryableByName)]
struct DayRow {
    #[diesel(sql_type = Date)]
    day: NaiveDate,
    #[diesel(sql_type = BigInt)]
    expected: i64,
    #[diesel(sql_type = BigInt)]
    absent: i64,
    #[diesel(sql_type = BigInt)]
    excused: i64,
}

/// Counts stored as `i64` as the `u32` they are.
fn count(n: i64) -> u32 {
    u32::try_from(n.max(0)).unwrap_or(u32::MAX)
}

/// The school's attendance on each day of `days` a register was taken, earliest first.
pub fn school_days(conn: &mut Conn, days: DayRange) -> Result<Vec<SchoolDay>, StoreError> {
    let rows: Vec<DayRow> = on_backend!(conn, |c| diesel::sql_query(SCHOOL_DAYS)
        .bind::<Date, _>(days.first())
        .bind::<Date, _>(days.last())
        .load(c))?;
    Ok(rows
        .into_iter()
        .map(|row| SchoolDay {
            day: row.day,
            expected: count(row.expected),
            absent: count(row.absent).min(count(row.expected)),
            excused: count(row.excused).min(count(row.expected)),
        })
        .collect())
}

/// A level's gradebooks of a term: how many subjects it has and how many were submitted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LevelSubmissions {
    /// The level's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its sections' subjects.
    pub expected: u32,
    /// Of them, submitted for the term.
    pub submitted: u32,
}

/// Every level with subjects, by name: its subjects and those submitted for `term_id`.
pub fn submissions_by_level(conn: &mut Conn, term_id: &str) -> Result<Vec<LevelSubmissions>, StoreError> {
    let expected: Vec<(String, String, i64)> = subjects::table
        .inner_join(sections::table.inner_join(levels::table))
        .group_by((levels::id, levels::name))
        .select((levels::id, levels::name, count_star()))
        .load(conn)?;
    let submitted: Vec<(String, i64)> = grade_submissions::table
        .inner_join(subjects::table.inner_join(sections::table))
        .filter(grade_submissions::term_id.eq(term_id))
        .group_by(sections::level_id)
        .select((sections::level_id, count_star()))
        .load(conn)?;
    let mut levels: Vec<LevelSubmissions> = expected
        .into_iter()
        .map(|(id, name, expected)| {
            let submitted = submitted.iter().find(|(level, _)| *level == id).map_or(0, |(_, n)| count(*n));
            LevelSubmissions { id, name, expected: count(expected), submitted }
        })
        .collect();
    levels.sort_by(|a, b| natural_key(&a.name).cmp(&natural_key(&b.name)).then_with(|| a.id.cmp(&b.id)));
    Ok(levels)
}

/// A name ordered by its first number, then its text: 'Grade 2' before 'Grade 10'.
fn natural_key(name: &str) -> (u64, String) {
    let digits: String = name.chars().skip_while(|c| !c.is_ascii_digit()).take_while(char::is_ascii_digit).collect();
    (digits.parse().unwrap_or(u64::MAX), name.to_lowercase())
}

/// One of a teacher's gradebooks of a term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gradebook {
    /// The subject's id.
    pub subject_id: String,
    /// The subject's name.
    pub subject: String,
    /// Its section's id.
    pub section_id: String,
    /// Its section's name.
    pub section: String,
    /// Its level's name.
    pub level: String,
    /// Whether it was submitted for the term.
    pub submitted: bool,
}

/// The subjects `teacher_id` teaches as gradebooks not yet marked submitted, by level (Grade 2
/// before Grade 10), section and subject name: kept with the teacher's week, so a Home reads
/// only which were submitted ([`submitted_of`]).
pub fn taught_by(conn: &mut Conn, teacher_id: &str) -> Result<Vec<Gradebook>, StoreError> {
    let query = subjects::table
        .inner_join(sections::table.inner_join(levels::table))
        .filter(subjects::teacher_id.eq(teacher_id))
        .select((subjects::id, subjects::name, sections::id, sections::name, levels::name));
    let rows: Vec<(String, String, String, String, String)> = on_backend!(conn, |c| query.load(c))?;
    let mut books: Vec<Gradebook> = rows
        .into_iter()
        .map(|(subject_id, subject, section_id, section, level)| Gradebook {
            subject_id,
            subject,
            section_id,
            section,
            level,
            submitted: false,
        })
        .collect();
    books.sort_by(|a, b| {
        (natural_key(&a.level), &a.section, &a.subject, &a.subject_id).cmp(&(
            natural_key(&b.level),
            &b.section,
            &b.subject,
            &b.subject_id,
        ))
    });
    Ok(books)
}

/// Which of `subject_ids` were submitted for `term_id`: one probe of the submissions' own
/// index each, by a statement kept prepared (a join through the subjects reads a page of the
/// subjects table for each, which a small page cache rarely holds).
pub fn submitted_of(conn: &mut Conn, subject_ids: &[&str], term_id: &str) -> Result<HashSet<String>, StoreError> {
    let mut submitted = HashSet::new();
    for subject_id in subject_ids {
        let query = grade_submissions::table
            .filter(grade_submissions::subject_id.eq(subject_id))
            .filter(grade_submissions::term_id.eq(term_id))
            .select(grade_submissions::subject_id);
        let found = on_backend!(conn, |c| query.first::<String>(c).optional())?;
        submitted.extend(found);
    }
    Ok(submitted)
}

/// A student's mark other than present on a day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayMark {
    /// The student's id.
    pub student_id: String,
    /// Given name.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// The section's id.
    pub section_id: String,
    /// `absent`, `late` or `excused`, as stored.
    pub code: String,
    /// Whether the mark is the daily register's (else a lesson's).
    pub daily: bool,
}

/// The marks other than present of `day` in the registers of `section_ids` (the daily
/// register's and the lessons'), by last and first name; a student marked in several registers
/// appears once per register.
pub fn marks_on(conn: &mut Conn, section_ids: &[String], day: NaiveDate) -> Result<Vec<DayMark>, StoreError> {
    if section_ids.is_empty() {
        return Ok(Vec::new());
    }
    // One statement per section (a teacher advises one or two): diesel keeps each prepared,
    // which it cannot do for `IN (...)`.
    let mut rows: Vec<(String, String, String, String, String, String)> = Vec::new();
    for section_id in section_ids {
        let query = register_marks::table
            .inner_join(registers::table)
            .inner_join(students::table.on(students::id.eq(register_marks::student_id)))
            .filter(registers::section_id.eq(section_id))
            .filter(registers::day.eq(day))
            .select((
                students::id,
                students::first_name,
                students::last_name,
                registers::section_id,
                register_marks::code,
                registers::kind,
            ));
        rows.extend(on_backend!(conn, |c| query.load::<(String, String, String, String, String, String)>(c))?);
    }
    rows.sort_by(|a, b| (&a.2, &a.1, &a.0).cmp(&(&b.2, &b.1, &b.0)));
    Ok(rows
        .into_iter()
        .map(|(student_id, first_name, last_name, section_id, code, kind)| DayMark {
            student_id,
            first_name,
            last_name,
            section_id,
            code,
            daily: kind == "daily",
        })
        .collect())
}

/// How many messages to `reader_id` are unread.
pub fn unread_messages(conn: &mut Conn, reader_id: &str) -> Result<u32, StoreError> {
    let query = messages::table
        .filter(messages::receiver_id.eq(reader_id))
        .filter(messages::read_at.is_null())
        .select(count_star());
    let n: i64 = on_backend!(conn, |c| query.get_result(c))?;
    Ok(count(n))
}

/// How many of `guardian_id`'s alerts about `student_id` are unseen.
pub fn unseen_alerts(conn: &mut Conn, guardian_id: &str, student_id: &str) -> Result<u32, StoreError> {
    let n: i64 = guardian_alerts::table
        .filter(guardian_alerts::guardian_id.eq(guardian_id))
        .filter(guardian_alerts::student_id.eq(student_id))
        .filter(guardian_alerts::seen_at.is_null())
        .select(count_star())
        .get_result(conn)?;
    Ok(count(n))
}
