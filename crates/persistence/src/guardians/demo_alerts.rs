//! The demo school's guardian alerts: what the guardians of the first demo students
//! (`parent1@demo.lyceum.test`, ..., and the fathers linked to them) were told of the absences
//! and lates of the demo registers, as a register tells them: one alert per guardian and mark,
//! worded and stored as `alerts` does, dated when the register was taken. Each child's latest
//! two days marked absent or late in the current term; of each guardian's alerts the first is
//! answered with a one-line reply or only seen, or none is, in turn, and the rest stay unseen.
//! The same few children at any size of school, so seeding 50,000 students stays as fast.

use std::collections::{BTreeMap, HashMap};

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::attendance::marks::{Marked, Occasion};
use lyceum_domain::attendance::Code;

use super::alerts::{self, GuardianOfStudent, NewAlert};
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{register_marks, registers, schedules, students, subjects};
use crate::school_years::SchoolYear;
use crate::seed::DEMO_DOMAIN;

/// How many demo students, the first by number, have their guardians alerted.
pub const ALERTED_STUDENTS: usize = 20;

/// How many of each child's latest days marked absent or late their guardians were told of.
const DAYS_PER_CHILD: usize = 2;

/// The demo replies, by the code of the mark answered.
const REPLY_TO_ABSENT: &str = "Sick that day; stayed home to rest.";
const REPLY_TO_LATE: &str = "Sorry, the traffic held us up that morning.";

/// What the demo alerts came to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DemoAlerts {
    /// Alerts stored, each with its notification.
    pub alerts: usize,
    /// Guardians alerted.
    pub guardians: usize,
    /// Children they were alerted about.
    pub children: usize,
    /// Alerts seen, replied ones included.
    pub seen: usize,
    /// Alerts answered with a reply.
    pub replied: usize,
}

/// A mark of the demo registers: the student, the code, minutes late, the day, when the
/// register was taken and its subject (none for a daily register).
type MarkRow = (String, String, Option<i32>, NaiveDate, NaiveDateTime, Option<String>);

/// Alerts the guardians of the first [`ALERTED_STUDENTS`] demo students of their children's
/// latest absences and lates in the current term of `year` before `today`, in one transaction.
/// Nothing outside a term.
pub fn seed_demo_alerts(conn: &mut Conn, year: &SchoolYear, today: NaiveDate) -> Result<DemoAlerts, StoreError> {
    let Some(term) = year.terms.iter().find(|term| term.first_day <= today && today <= term.last_day) else {
        return Ok(DemoAlerts::default());
    };
    transaction(conn, |conn| {
        let emails: Vec<String> = (1..=ALERTED_STUDENTS).map(|n| format!("student{n}@{DEMO_DOMAIN}")).collect();
        let mut children: Vec<(String, String)> = students::table
            .filter(students::email.eq_any(&emails))
            .select((students::id, students::email))
            .load(conn)?;
        children.sort_by_key(|(_, email)| emails.iter().position(|e| e == email));
        let ids: Vec<String> = children.into_iter().map(|(id, _)| id).collect();
        let marks: Vec<MarkRow> = register_marks::table
            // Flat joins: a nested one reads every lesson of the school first.
            .inner_join(registers::table)
            .left_join(schedules::table.on(schedules::id.nullable().eq(registers::schedule_id)))
            .left_join(subjects::table.on(subjects::id.eq(schedules::subject_id)))
            .filter(register_marks::student_id.eq_any(&ids))
            .filter(register_marks::code.eq_any([Code::Absent.as_str(), Code::Late.as_str()]))
            .filter(registers::day.ge(term.first_day))
            .filter(registers::day.lt(today))
            .select((
                register_marks::student_id,
                register_marks::code,
                register_marks::minutes_late,
                registers::day,
                registers::taken_at,
                subjects::name.nullable(),
            ))
            .load(conn)?;
        let guardians = alerts::guardians_of(conn, &ids)?;
        // The alerts as each register told them, registers in the order they were taken.
        let mut told: BTreeMap<NaiveDateTime, Vec<NewAlert>> = BTreeMap::new();
        for (student, code, minutes, day, taken_at, subject) in latest_days(marks) {
            let Some(code) = Code::parse(&code) else { continue };
            let marked =
                Marked { student_id: student, code, minutes_late: minutes.and_then(|m| u16::try_from(m).ok()) };
            let occasion = Occasion { subject, day };
            for guardian in guardians.iter().filter(|guardian| guardian.student_id == marked.student_id) {
                told.entry(taken_at).or_default().push(NewAlert::of(guardian, &occasion, &marked));
            }
        }
        let mut summary = DemoAlerts::default();
        let mut of_guardian: HashMap<String, Vec<(String, String)>> = HashMap::new();
        for (at, new) in &told {
            for (alert, stored) in new.iter().zip(alerts::record_at(conn, new, *at)?) {
                of_guardian.entry(stored.recipient_id).or_default().push((stored.id, alert.code.clone()));
                summary.alerts += 1;
            }
        }
        let mut alerted_children: Vec<&str> = told.values().flatten().map(|alert| alert.student_id.as_str()).collect();
        alerted_children.sort_unstable();
        alerted_children.dedup();
        summary.children = alerted_children.len();
        for (k, guardian) in in_order(&guardians, &ids).into_iter().enumerate() {
            let Some(theirs) = of_guardian.get(guardian) else { continue };
            summary.guardians += 1;
            answer(conn, guardian, k, theirs, &mut summary)?;
        }
        Ok(summary)
    })
}

/// The marks of each student's latest [`DAYS_PER_CHILD`] days marked, oldest first.
fn latest_days(mut marks: Vec<MarkRow>) -> Vec<MarkRow> {
    marks.sort_by(|a, b| (&a.0, b.3, a.4).cmp(&(&b.0, a.3, b.4)));
    let mut kept: Vec<MarkRow> = Vec::new();
    let mut days: HashMap<String, Vec<NaiveDate>> = HashMap::new();
    for mark in marks {
        let seen = days.entry(mark.0.clone()).or_default();
        if !seen.contains(&mark.3) {
            if seen.len() == DAYS_PER_CHILD {
                continue;
            }
            seen.push(mark.3);
        }
        kept.push(mark);
    }
    kept.sort_by_key(|mark| mark.4);
    kept
}

/// The guardians' ids, those of the first student first (mother, then father), once each.
fn in_order<'a>(guardians: &'a [GuardianOfStudent], students: &[String]) -> Vec<&'a str> {
    let mut order: Vec<&str> = Vec::new();
    for student in students {
        for guardian in guardians.iter().filter(|guardian| &guardian.student_id == student) {
            if !order.contains(&guardian.guardian_id.as_str()) {
                order.push(&guardian.guardian_id);
            }
        }
    }
    order
}

/// What the `k`-th guardian did with their alerts (`(id, code)`, oldest first): every third
/// replied to the first and saw the second, the next saw the first, the next none.
fn answer(
    conn: &mut Conn,
    guardian: &str,
    k: usize,
    theirs: &[(String, String)],
    summary: &mut DemoAlerts,
) -> Result<(), StoreError> {
    let mut theirs = theirs.iter();
    match k % 3 {
        0 => {
            if let Some((id, code)) = theirs.next() {
                let reply = if code == Code::Late.as_str() { REPLY_TO_LATE } else { REPLY_TO_ABSENT };
                match alerts::reply(conn, guardian, id, reply) {
                    Ok(_) => {
                        summary.seen += 1;
                        summary.replied += 1;
                    }
                    Err(alerts::ReplyError::Store(error)) => return Err(error),
                    Err(_) => {}
                }
            }
            if let Some((id, _)) = theirs.next() {
                summary.seen += usize::from(alerts::see(conn, guardian, id)?.is_some());
            }
        }
        1 => {
            if let Some((id, _)) = theirs.next() {
                summary.seen += usize::from(alerts::see(conn, guardian, id)?.is_some());
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mark(student: &str, day: u32, hour: u32) -> MarkRow {
        let day = NaiveDate::from_ymd_opt(2026, 11, day).unwrap();
        (student.into(), "absent".into(), None, day, day.and_hms_opt(hour, 0, 0).unwrap(), None)
    }

    #[test]
    fn each_child_keeps_the_marks_of_their_latest_two_days_oldest_first() {
        let marks =
            vec![mark("a", 2, 8), mark("a", 5, 9), mark("a", 5, 8), mark("b", 3, 8), mark("a", 9, 10), mark("a", 9, 8)];
        use chrono::{Datelike, Timelike};
        let kept: Vec<(String, u32, u32)> =
            latest_days(marks).into_iter().map(|m| (m.0, m.3.day(), m.4.hour())).collect();
        let want = [("b", 3, 8), ("a", 5, 8), ("a", 5, 9), ("a", 9, 8), ("a", 9, 10)];
        assert_eq!(kept, want.map(|(s, day, hour)| (s.to_owned(), day, hour)));
    }
}
