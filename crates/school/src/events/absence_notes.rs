//! `absence_note_written`: a guardian wrote an absence note for their child. The adviser of the
//! child's section is told (kind `absence note`), stored and pushed live once the note has
//! committed; a child without a section or a section without an adviser tells no one (the
//! note is still on file for administrators).

use chrono::NaiveDate;
use lyceum_domain::Role;
use lyceum_persistence::attendance::excuses::{adviser_of_student, Excuse};
use lyceum_persistence::notifications::{NewNotification, Recipient};

use super::notifications::notify_later;
use super::outlets::Outlets;

/// `Monday 30 November 2026`, or `Monday 30 November 2026 to Tuesday 1 December 2026`.
pub fn days_of(first: NaiveDate, last: NaiveDate) -> String {
    let day = |day: NaiveDate| day.format("%A %-d %B %Y").to_string();
    if first == last {
        day(first)
    } else {
        format!("{} to {}", day(first), day(last))
    }
}

/// What the adviser is told of `note`: `Absence note for Juan Cruz` and
/// `From Teresa Cruz, Monday 30 November 2026: Fever`.
pub fn told_of(note: &Excuse) -> (String, String) {
    let from = note.guardian.as_deref().unwrap_or("a guardian");
    let title = format!("Absence note for {}", note.student);
    let body = format!("From {from}, {}: {}", days_of(note.first_day, note.last_day), note.reason);
    (title, body)
}

/// Tells the adviser of the child's section of `note`, after it committed.
pub fn absence_note_written(outlets: &Outlets, note: &Excuse) {
    tracing::info!(student = %note.student_id, guardian = ?note.guardian_id, "absence note written");
    let note = note.clone();
    notify_later(outlets, "absence note written", move |conn| {
        let Some(Some(adviser)) = adviser_of_student(conn, &note.student_id)? else { return Ok(Vec::new()) };
        let (title, body) = told_of(&note);
        Ok(vec![NewNotification {
            recipient: Recipient { role: Role::Teacher, id: adviser },
            kind: "absence note",
            title,
            body,
            link: None,
        }])
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_adviser_reads_whose_note_it_is_for_which_days_and_why() {
        let day = |d: u32| NaiveDate::from_ymd_opt(2026, 11, d).unwrap();
        let mut note = Excuse {
            id: "e".into(),
            student_id: "s".into(),
            student: "Juan Cruz".into(),
            first_day: day(30),
            last_day: day(30),
            reason: "Fever".into(),
            recorded_by: Some("Teresa Cruz".into()),
            created_at: day(29).and_hms_opt(8, 0, 0).unwrap(),
            guardian_id: Some("g".into()),
            guardian: Some("Teresa Cruz".into()),
            image: None,
        };
        assert_eq!(
            told_of(&note),
            ("Absence note for Juan Cruz".into(), "From Teresa Cruz, Monday 30 November 2026: Fever".into())
        );
        note.first_day = day(26);
        note.guardian = None;
        assert_eq!(told_of(&note).1, "From a guardian, Thursday 26 November 2026 to Monday 30 November 2026: Fever");
    }
}
