//! The demo school's announcements: each adviser's three to their section over the last ten days
//! (a field trip to students and guardians, a conference to guardians, a reminder to students).
//! Batched inserts: benchmarks seed 50,000 students.

use chrono::{Days, NaiveDate, NaiveDateTime, NaiveTime};
use diesel::prelude::*;

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::schema::{announcements, sections};
use crate::values::new_id_in_order;

/// Rows per INSERT: seven parameters each, well below both backends' limits.
const BATCH: usize = 2_000;

/// What each adviser posts: days before today, to students, to guardians, the text.
const POSTED: [(u64, bool, bool, &str); 3] = [
    (
        9,
        true,
        true,
        "<p><strong>Field trip to the National Museum</strong> next Friday. Bring the signed permission \
         slip, a packed lunch and a water bottle; we leave at 7:30 and are back by 3:00.</p>",
    ),
    (
        4,
        false,
        true,
        "<p>Parent-teacher conferences are on Saturday from 8:00 to 12:00 in our classroom. \
         Reply to this announcement to choose a time that suits you.</p>",
    ),
    (
        1,
        true,
        false,
        "<p>Reminder: wear your PE uniform tomorrow, and hand in your reading logs before the first bell.</p>",
    ),
];

/// Eight in the morning in Manila (UTC+8), as stored.
fn morning(day: NaiveDate) -> NaiveDateTime {
    day.and_time(NaiveTime::from_hms_opt(0, 0, 0).expect("a time"))
}

/// Gives each advised section its adviser's announcements; answers how many.
pub fn seed_demo_announcements(conn: &mut Conn, today: NaiveDate) -> Result<usize, StoreError> {
    transaction(conn, |conn| {
        let advised: Vec<(String, Option<String>)> = sections::table
            .filter(sections::adviser_id.is_not_null())
            .order(sections::id)
            .select((sections::id, sections::adviser_id))
            .load(conn)?;
        let mut rows = Vec::new();
        for (section, adviser) in advised {
            let Some(adviser) = adviser else { continue };
            for (days, to_students, to_guardians, body) in POSTED {
                let at = morning(today - Days::new(days));
                rows.push((section.clone(), adviser.clone(), to_students, to_guardians, body, at));
            }
        }
        // Oldest first, so the ids (made in order) follow the times.
        rows.sort_by_key(|row| row.5);
        for chunk in rows.chunks(BATCH) {
            let values: Vec<_> = chunk
                .iter()
                .map(|(section, adviser, to_students, to_guardians, body, at)| {
                    (
                        announcements::id.eq(new_id_in_order()),
                        announcements::section_id.eq(section.clone()),
                        announcements::teacher_id.eq(adviser.clone()),
                        announcements::to_students.eq(*to_students),
                        announcements::to_guardians.eq(*to_guardians),
                        announcements::body.eq(*body),
                        announcements::created_at.eq(*at),
                    )
                })
                .collect();
            on_backend!(conn, |c| diesel::insert_into(announcements::table).values(values).execute(c))?;
        }
        Ok(rows.len())
    })
}
