//! The demo school's absence notes: a few written by the demo guardians (`parent1`, `parent2`,
//! `parent3@demo.lyceum.test`) for their child, one after an absence, one for today, one ahead.

use chrono::{Days, NaiveDate};
use diesel::prelude::*;
use lyceum_domain::DayRange;

use crate::attendance::absence_notes::create_guardian_note;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{guardian_students, guardians};
use crate::seed::DEMO_DOMAIN;

/// The demo notes: the guardian's number, the days from today (first, last) and the reason.
const NOTES: &[(usize, i64, i64, &str)] = &[
    (1, -3, -3, "Fever; stayed home to rest, as the doctor advised."),
    (2, 0, 0, "Dental appointment in the morning."),
    (3, 1, 2, "Family trip to the province for a cousin's wedding."),
];

fn shifted(today: NaiveDate, by: i64) -> NaiveDate {
    if by < 0 {
        today - Days::new(by.unsigned_abs())
    } else {
        today + Days::new(by.unsigned_abs())
    }
}

/// Writes the demo guardians' absence notes around `today`, in one transaction; answers how
/// many (a guardian missing, or without a child, writes none).
pub fn seed_demo_absence_notes(conn: &mut Conn, today: NaiveDate) -> Result<usize, StoreError> {
    transaction(conn, |conn| {
        let mut written = 0;
        for (n, first, last, reason) in NOTES {
            let email = format!("parent{n}@{DEMO_DOMAIN}");
            let link: Option<(String, String)> = guardians::table
                .inner_join(guardian_students::table)
                .filter(guardians::email.eq(&email))
                .order(guardian_students::student_id)
                .select((guardians::id, guardian_students::student_id))
                .first(conn)
                .optional()?;
            let Some((guardian, student)) = link else { continue };
            let Some(days) = DayRange::new(shifted(today, *first), shifted(today, *last)) else { continue };
            if create_guardian_note(conn, &student, &guardian, days, reason, None)?.is_some() {
                written += 1;
            }
        }
        Ok(written)
    })
}
