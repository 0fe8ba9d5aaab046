//! `attendance_marked`: students newly marked absent or late in a register, without an excuse on
//! file. Registers announce them here, once their save has committed, and only here.
//!
//! Each of the event's [`AUDIENCES`] says who hears of a mark and in what words (worded in
//! `lyceum_domain::attendance::marks`): the student.
//! Their guardians are told by `events::guardians` (one alert per linked guardian, which they
//! can mark seen or answer, and an e-mail), reading the register's guardians in one statement.
//! What they decide is stored and pushed live (`events::notifications`) after the register's
//! answer is on its way; a failure there is logged and never fails the register.

use chrono::NaiveDate;
use lyceum_domain::attendance::marks::{headline, Occasion};
use lyceum_domain::Role;
use lyceum_persistence::attendance::places::Place;
use lyceum_persistence::notifications::{NewNotification, Recipient};
use lyceum_persistence::{Conn, StoreError};

pub use lyceum_domain::attendance::marks::Marked;

use super::notifications::notify_later;
use super::outlets::Outlets;

/// One audience of the event: the notifications it makes of one student's mark (none, one, or
/// one per person, as for a student's guardians), reading what it needs in `conn`.
pub type Audience = fn(&mut Conn, &Occasion, &Marked) -> Result<Vec<NewNotification>, StoreError>;

/// Everyone who hears of a student's mark.
pub const AUDIENCES: &[Audience] = &[the_student];

/// The student themself.
fn the_student(_conn: &mut Conn, occasion: &Occasion, marked: &Marked) -> Result<Vec<NewNotification>, StoreError> {
    Ok(vec![NewNotification {
        recipient: Recipient { role: Role::Student, id: marked.student_id.clone() },
        kind: "attendance",
        title: headline(marked),
        body: occasion.describe(),
        link: None,
    }])
}

/// Announces, after the register's save committed, the students `marked` in the register of
/// `place` on `day`: logged at once, and each audience told (stored, then pushed live).
pub fn attendance_marked(outlets: &Outlets, place: &Place, day: NaiveDate, marked: &[Marked]) {
    let register = place.title();
    for student in marked {
        tracing::info!(
            student = %student.student_id,
            code = student.code.as_str(),
            minutes_late = ?student.minutes_late,
            register,
            %day,
            "attendance marked"
        );
    }
    if marked.is_empty() {
        return;
    }
    let occasion = Occasion { subject: place.lesson.as_ref().map(|lesson| lesson.subject.clone()), day };
    super::guardians::alert_guardians(outlets, &occasion, marked);
    let marked = marked.to_vec();
    notify_later(outlets, "attendance marked", move |conn| {
        let mut told = Vec::new();
        for student in &marked {
            for audience in AUDIENCES {
                told.extend(audience(conn, &occasion, student)?);
            }
        }
        Ok(told)
    });
}
