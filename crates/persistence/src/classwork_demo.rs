//! The demo school's classwork, for the term holding today: each Written Work and Performance
//! Task of the demo's gradebooks is a piece of graded classwork (shown four days before its
//! day, due at five in the afternoon in Manila; its scores are the gradebook's), and each subject
//! has a reading due in three days and a project brief that appears in two. Batched inserts:
//! benchmarks seed 50,000 students.

use chrono::{Days, NaiveDate, NaiveDateTime, NaiveTime};
use diesel::prelude::*;

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::schema::{assessments, assignments, subjects};
use crate::school_years::SchoolYear;
use crate::values::{new_id_in_order, now};

/// Rows per INSERT: eleven parameters each, well below both backends' limits.
const BATCH: usize = 2_000;

/// Five in the afternoon in Manila (UTC+8), as stored.
fn afternoon(day: NaiveDate) -> NaiveDateTime {
    day.and_time(NaiveTime::from_hms_opt(9, 0, 0).expect("a time"))
}

type NewRow = (String, String, String, String, i32, NaiveDateTime, bool, Option<String>, NaiveDateTime);

/// Gives the demo's classwork; answers how many pieces, of which graded.
pub fn seed_demo_classwork(conn: &mut Conn, year: &SchoolYear, today: NaiveDate) -> Result<(usize, usize), StoreError> {
    let Some(term) = year.terms.iter().find(|term| term.first_day <= today && today <= term.last_day) else {
        return Ok((0, 0));
    };
    transaction(conn, |conn| {
        let graded: Vec<(String, String, String, String, i32, NaiveDate, String)> = assessments::table
            .inner_join(subjects::table)
            .filter(assessments::term_id.eq(&term.id))
            .filter(assessments::category.eq_any(["WW", "PT"]))
            .order(assessments::id)
            .select((
                assessments::id,
                assessments::subject_id,
                assessments::title,
                assessments::category,
                assessments::highest,
                assessments::day,
                subjects::name,
            ))
            .load(conn)?;
        let mut rows: Vec<NewRow> = Vec::new();
        let mut subjects_seen: Vec<(String, String)> = Vec::new();
        for (id, subject, title, category, highest, day, name) in graded {
            let due = afternoon(day);
            let instructions = match category.as_str() {
                "WW" => format!("<p>Answer every item of the {name} worksheet. Show your solutions.</p>"),
                _ => {
                    format!("<p>Work with your group on the {name} task. Hand in a photo or a PDF of your output.</p>")
                }
            };
            let (points, late) = (highest / 100, category == "WW");
            rows.push((
                subject.clone(),
                title,
                instructions,
                category,
                points,
                due,
                late,
                Some(id),
                due - Days::new(4),
            ));
            if subjects_seen.last().is_none_or(|(last, _)| *last != subject) {
                subjects_seen.push((subject, name));
            }
        }
        let graded_count = rows.len();
        subjects_seen.sort();
        subjects_seen.dedup();
        for (subject, name) in subjects_seen {
            let reading = format!("<p>Read the {name} notes for this week and write three questions about them.</p>");
            let shown = afternoon(today) - Days::new(1);
            let due = afternoon(today + Days::new(3));
            rows.push((
                subject.clone(),
                format!("Reading: {name} notes"),
                reading,
                String::new(),
                10,
                due,
                true,
                None,
                shown,
            ));
            let brief = format!("<p>The brief of the {name} project: read it before our next meeting.</p>");
            let (shown, due) = (afternoon(today + Days::new(2)), afternoon(today + Days::new(9)));
            rows.push((subject, format!("Project brief: {name}"), brief, String::new(), 20, due, false, None, shown));
        }
        let created = now();
        for chunk in rows.chunks(BATCH) {
            let values: Vec<_> = chunk
                .iter()
                .map(|(subject, title, instructions, _, points, due, late, assessment, shown)| {
                    (
                        assignments::id.eq(new_id_in_order()),
                        assignments::subject_id.eq(subject.clone()),
                        assignments::title.eq(title.clone()),
                        assignments::instructions.eq(instructions.clone()),
                        assignments::points.eq(*points),
                        assignments::due_at.eq(*due),
                        assignments::late_accepted.eq(*late),
                        assignments::assessment_id.eq(assessment.clone()),
                        assignments::appears_at.eq(*shown),
                        assignments::created_at.eq(created),
                        assignments::updated_at.eq(created),
                    )
                })
                .collect();
            on_backend!(conn, |c| diesel::insert_into(assignments::table).values(values).execute(c))?;
        }
        Ok((rows.len(), graded_count))
    })
}
