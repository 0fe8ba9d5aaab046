//! The demo school's grades: for every subject without assessments, three Written Works, two
//! Performance Tasks and a Quarterly Assessment in each term that has begun, with plausible
//! scores (each student steady around their own level, from a hash of their number and the
//! assessment's, so every run gives the same); the current term's Quarterly Assessment is not
//! given yet. Terms that have ended are submitted and published; the current one stays open.
//! Written in one transaction with large batched inserts: benchmarks seed 50,000 students.

use std::collections::HashMap;

use chrono::{Days, NaiveDate};
use diesel::prelude::*;
use lyceum_domain::grading::{quarterly_grade, Assessment, Decimal, Entry, Scheme, SubjectGroup};
use lyceum_domain::Role;

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::grades::publish::insert_term_grades;
use crate::grades::schemes;
use crate::raw_sql::grades::{CREATE_SCORES_BY_STUDENT, DROP_SCORES_BY_STUDENT};
use crate::schema::{admins, assessments, grade_publications, grade_submissions, scores, students, subjects};
use crate::school_years::SchoolYear;
use crate::values::{new_id, now};

/// Score rows per INSERT: five parameters each, well below both backends' limits.
const BATCH: usize = 4_000;

/// A term's assessments: title, category, highest possible score, and how far into the term
/// (in hundredths of its length) it is given.
const PLAN: [(&str, &str, u64, u64); 6] = [
    ("Written Work 1", "WW", 20, 15),
    ("Performance Task 1", "PT", 50, 30),
    ("Written Work 2", "WW", 25, 45),
    ("Written Work 3", "WW", 30, 60),
    ("Performance Task 2", "PT", 40, 75),
    ("Quarterly Assessment", "QA", 50, 100),
];

/// What the demo's grades hold.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DemoGrades {
    /// Terms given assessments (those begun by today).
    pub terms: usize,
    /// Assessments made.
    pub assessments: usize,
    /// Scores entered.
    pub scores: usize,
    /// Terms published (those ended before today).
    pub published: usize,
}

/// A number from 0 to 999 made from two others, the same on every run.
fn chance(a: u64, b: u64) -> u64 {
    let mut x = (a << 24) ^ b ^ 0x9e37_79b9_7f4a_7c15;
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (x ^ (x >> 31)) % 1000
}

/// Student `n`'s score out of `highest` on assessment number `a`: their level (55 % to 97 %)
/// give or take 12 points, in whole points, within 0 and the highest.
fn score(n: u64, a: u64, highest: u64) -> Decimal {
    let level = 550 + chance(n, 7) * 42 / 100;
    let percent = (level + chance(n, a + 11) * 24 / 100).saturating_sub(120).min(1000);
    Decimal::from_hundredths((highest * percent / 1000).min(highest) * 100)
}

/// Gives the demo's assessments and scores of the terms of `year` begun by `today`, and
/// publishes those ended before it.
pub fn seed_demo_grades(conn: &mut Conn, year: &SchoolYear, today: NaiveDate) -> Result<DemoGrades, StoreError> {
    transaction(conn, |conn| {
        let graded: Vec<String> = assessments::table.select(assessments::subject_id).distinct().load(conn)?;
        let subjects: Vec<DemoSubject> = subjects::table
            .filter(subjects::id.ne_all(graded))
            .order(subjects::id)
            .select((subjects::id, subjects::section_id, subjects::name, subjects::grading_group, subjects::teacher_id))
            .load(conn)?;
        let placed: Vec<(String, String)> = students::table
            .filter(students::section_id.is_not_null())
            .order(students::email)
            .select((students::id, students::section_id.assume_not_null()))
            .load(conn)?;
        let mut students_of: HashMap<&str, Vec<(u64, &str)>> = HashMap::new();
        for (n, (id, section)) in placed.iter().enumerate() {
            students_of.entry(section.as_str()).or_default().push((n as u64, id.as_str()));
        }
        let schemes: HashMap<SubjectGroup, Scheme> =
            schemes::all(conn)?.into_iter().map(|entry| (entry.group, entry.scheme)).collect();
        let admin: Option<String> = admins::table.select(admins::id).order(admins::email).first(conn).optional()?;
        let admin = admin.unwrap_or_else(|| "seed-demo".to_owned());
        let mut summary = DemoGrades::default();
        let fresh = scores::table.select(scores::assessment_id).first::<String>(conn).optional()?.is_none();
        if fresh {
            on_backend!(conn, |c| diesel::sql_query(DROP_SCORES_BY_STUDENT).execute(c))?;
        }
        // The demo's assessment ids share a random stem and count up, so their scores go in at
        // the end of the table's key rather than all over it (and, like the server's own
        // grouped ids, `values::new_id_grouped`, a gradebook's sit side by side).
        let stem = new_id();
        let mut counter: u64 = 0;
        for term in year.terms.iter().filter(|term| term.first_day <= today) {
            let ended = term.last_day < today;
            let length = (term.last_day - term.first_day).num_days().max(0) as u64;
            let mut made: Vec<DemoAssessment<'_>> = Vec::new();
            let mut score_rows: Vec<(String, &str, i32)> = Vec::new();
            let mut kept: Vec<(String, String, i32, i32)> = Vec::new();
            for (k, (subject, section, name, group, _)) in subjects.iter().enumerate() {
                let scheme = &schemes[&SubjectGroup::of_subject(group.as_deref(), name)];
                let theirs = students_of.get(section.as_str()).map(Vec::as_slice).unwrap_or_default();
                let mut given: Vec<(String, Decimal, u64)> = Vec::new();
                let mut counted: Vec<Assessment> = Vec::new();
                for (a, (title, category, highest, at)) in PLAN.iter().enumerate() {
                    counter += 1;
                    let id = format!("{}{counter:012x}", &stem[..24]);
                    let day = term.first_day + Days::new(length * at / 100);
                    let highest = Decimal::from_hundredths(highest * 100);
                    made.push((id.clone(), subject.as_str(), *title, *category, highest, day));
                    if ended || day < today && *category != "QA" {
                        given.push((id, highest, (k * PLAN.len() + a) as u64));
                        counted.push(Assessment { category: (*category).to_owned(), highest });
                    }
                }
                for &(n, student) in theirs {
                    let mut entries = Vec::with_capacity(given.len());
                    for (id, highest, a) in &given {
                        let value = score(n, *a, highest.hundredths() / 100);
                        score_rows.push((id.clone(), student, i32::try_from(value.hundredths()).unwrap_or(0)));
                        entries.push(Entry::Scored(value));
                    }
                    if let (true, Ok(Some(grade))) = (ended, quarterly_grade(scheme, &counted, &entries)) {
                        let initial = i32::try_from(grade.initial.hundredths()).unwrap_or(0);
                        kept.push((subject.clone(), student.to_owned(), initial, i32::from(grade.quarterly.value())));
                    }
                }
                if score_rows.len() >= BATCH * 8 {
                    // Their assessments first: a score refers to its assessment.
                    summary.assessments += write_assessments(conn, &term.id, &mut made)?;
                    summary.scores += write_scores(conn, &mut score_rows)?;
                }
            }
            summary.assessments += write_assessments(conn, &term.id, &mut made)?;
            summary.scores += write_scores(conn, &mut score_rows)?;
            summary.terms += 1;
            if ended {
                publish_term(conn, &subjects, &term.id, &admin, &kept)?;
                summary.published += 1;
            }
        }
        if fresh {
            on_backend!(conn, |c| diesel::sql_query(CREATE_SCORES_BY_STUDENT).execute(c))?;
        }
        Ok(summary)
    })
}

/// A subject the demo grades: id, section, name, stored group, teacher.
type DemoSubject = (String, String, String, Option<String>, Option<String>);

/// An assessment the demo gives: id, subject, title, category, highest, day.
type DemoAssessment<'a> = (String, &'a str, &'static str, &'static str, Decimal, NaiveDate);

/// Inserts the assessments gathered so far and empties the list; answers how many.
fn write_assessments(conn: &mut Conn, term_id: &str, made: &mut Vec<DemoAssessment<'_>>) -> Result<usize, StoreError> {
    let at = now();
    for batch in made.chunks(BATCH / 2) {
        let rows: Vec<_> = batch
            .iter()
            .map(|(id, subject, title, category, highest, day)| {
                (
                    assessments::id.eq(id),
                    assessments::subject_id.eq(*subject),
                    assessments::term_id.eq(term_id),
                    assessments::title.eq(*title),
                    assessments::category.eq(*category),
                    assessments::highest.eq(i32::try_from(highest.hundredths()).unwrap_or(1)),
                    assessments::day.eq(*day),
                    assessments::created_at.eq(at),
                    assessments::updated_at.eq(at),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(assessments::table).values(rows).execute(c))?;
    }
    let written = made.len();
    made.clear();
    Ok(written)
}

/// Inserts the scores gathered so far, in key order, and empties the list; answers how many.
fn write_scores(conn: &mut Conn, rows: &mut Vec<(String, &str, i32)>) -> Result<usize, StoreError> {
    rows.sort_unstable_by(|a, b| (&a.0, a.1).cmp(&(&b.0, b.1)));
    let at = now();
    for batch in rows.chunks(BATCH) {
        let values: Vec<_> = batch
            .iter()
            .map(|(assessment, student, score)| {
                (
                    scores::assessment_id.eq(assessment),
                    scores::student_id.eq(*student),
                    scores::score.eq(Some(*score)),
                    scores::excused.eq(false),
                    scores::updated_at.eq(at),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(scores::table).values(values).execute(c))?;
    }
    let written = rows.len();
    rows.clear();
    Ok(written)
}

/// Submits every taught subject's term, keeps its grades and publishes it for every section.
fn publish_term(
    conn: &mut Conn,
    subjects: &[DemoSubject],
    term_id: &str,
    admin: &str,
    kept: &[(String, String, i32, i32)],
) -> Result<(), StoreError> {
    let at = now();
    let taught: Vec<(&String, &String)> =
        subjects.iter().filter_map(|(id, _, _, _, teacher)| teacher.as_ref().map(|teacher| (id, teacher))).collect();
    for batch in taught.chunks(BATCH / 2) {
        let rows: Vec<_> = batch
            .iter()
            .map(|(subject, teacher)| {
                (
                    grade_submissions::subject_id.eq(*subject),
                    grade_submissions::term_id.eq(term_id),
                    grade_submissions::submitted_by_role.eq(Role::Teacher.as_str()),
                    grade_submissions::submitted_by_id.eq(*teacher),
                    grade_submissions::submitted_at.eq(at),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(grade_submissions::table).values(rows).execute(c))?;
    }
    insert_term_grades(conn, term_id, kept)?;
    let mut sections: Vec<&String> = subjects.iter().map(|(_, section, _, _, _)| section).collect();
    sections.sort();
    sections.dedup();
    for batch in sections.chunks(BATCH / 2) {
        let rows: Vec<_> = batch
            .iter()
            .map(|section| {
                (
                    grade_publications::section_id.eq(*section),
                    grade_publications::term_id.eq(term_id),
                    grade_publications::published_by_id.eq(admin),
                    grade_publications::published_at.eq(at),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(grade_publications::table).values(rows).execute(c))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_scores_stay_between_0_and_the_highest_and_differ_between_students() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..500 {
            for a in 0..30 {
                let value = score(n, a, 20);
                assert!(value <= Decimal::from_hundredths(2000), "{value}");
                seen.insert(value);
            }
        }
        assert!(seen.len() > 8, "{seen:?}");
        assert_eq!(score(3, 4, 50), score(3, 4, 50));
    }
}
