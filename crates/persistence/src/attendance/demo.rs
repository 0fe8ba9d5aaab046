//! The demo school's registers: every register of the past school days of the current term
//! (both kinds, as the settings say), with about 5 % of students absent and 3 % late on a day,
//! a few students absent far more often, and an excuse or two. Written in one transaction with
//! batched inserts, since the benchmarks seed 50,000 students with it.

use std::collections::{HashMap, HashSet};

use chrono::{Datelike, NaiveDate, NaiveDateTime, NaiveTime, Weekday};
use diesel::prelude::*;
use lyceum_domain::attendance::{Code, RegisterKind};
use lyceum_domain::ical::weekday_of;
use lyceum_domain::{DayRange, Role, Slot};

use crate::attendance::{excuses, settings};
use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::schema::{register_marks, registers, schedules, sections, students, subjects};
use crate::school_years::SchoolYear;
use crate::values::new_id;

/// What the demo's registers hold.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DemoAttendance {
    /// The school days taken, from the current (or previous) term's first to yesterday.
    pub days: usize,
    /// Registers taken.
    pub registers: usize,
    /// Marks other than present.
    pub marks: usize,
    /// Excuses on file.
    pub excuses: usize,
}

/// A register the demo takes: its id, kind, section, lesson, teacher and when.
type DemoRegister<'a> = (String, RegisterKind, &'a str, Option<&'a str>, &'a str, NaiveDateTime);
/// A mark the demo gives: the register, the student, the code, minutes late and a note.
type DemoMark<'a> = (String, &'a str, Code, Option<u16>, Option<&'a str>);

/// Rows per INSERT, below SQLite's limit on bound parameters.
const BATCH: usize = 500;
/// Every how many students one is absent far more often than the rest.
const CHRONIC_EVERY: usize = 23;
/// The reasons of the demo's excuses.
const EXCUSES: [&str; 2] = ["Fever, with a note from the doctor", "Family emergency"];

/// A student's day in the demo, in thousandths: a hash of the student and the day, so the same
/// students are away on the same days in every register of that day, and on every run.
fn chance(student: usize, day: usize) -> u64 {
    let mut x = ((student as u64) << 24) ^ day as u64 ^ 0x9e37_79b9_7f4a_7c15;
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (x ^ (x >> 31)) % 1000
}

/// How the demo marks student number `student` on school day number `day`: absent about 5 %
/// of days, late about 3 %, and one student in [`CHRONIC_EVERY`] absent a quarter of the days.
fn outcome(student: usize, day: usize) -> Option<(Code, Option<u16>)> {
    let roll = chance(student, day);
    let absent = if student % CHRONIC_EVERY == 5 { 250 } else { 50 };
    if roll < absent {
        Some((Code::Absent, None))
    } else if roll < absent + 30 {
        Some((Code::Late, Some(5 + (roll % 25) as u16)))
    } else {
        None
    }
}

/// A time of a day on the server's clock, as stored (UTC).
pub(crate) fn at(day: NaiveDate, time: NaiveTime) -> NaiveDateTime {
    day.and_time(time).and_local_timezone(chrono::Local).earliest().map_or(day.and_time(time), |t| t.naive_utc())
}

/// Takes the demo's registers of the current term's school days before `today` in `year`, for
/// every section that has none yet (so seeding a second demo school leaves the first alone).
/// With `previous_term`, also every school day of the term before it, whole: the full term the
/// attendance benchmark reads.
pub fn seed_demo_attendance(
    conn: &mut Conn,
    year: &SchoolYear,
    today: NaiveDate,
    previous_term: bool,
) -> Result<DemoAttendance, StoreError> {
    let Some(current) = year.terms.iter().position(|term| term.first_day <= today && today <= term.last_day) else {
        return Ok(DemoAttendance::default());
    };
    let first = match (previous_term, current) {
        (true, 1..) => year.terms[current - 1].first_day,
        _ => year.terms[current].first_day,
    };
    let days: Vec<NaiveDate> = first
        .iter_days()
        .take_while(|day| *day < today)
        .filter(|day| {
            !matches!(day.weekday(), Weekday::Sat | Weekday::Sun)
                && year.is_school_day(*day)
                && year.terms.iter().any(|term| term.first_day <= *day && *day <= term.last_day)
        })
        .collect();
    transaction(conn, |conn| {
        let takes = settings::read(conn)?.registers;
        let done: HashSet<String> =
            registers::table.select(registers::section_id).distinct().load::<String>(conn)?.into_iter().collect();
        let sections: Vec<(String, Option<String>)> = sections::table
            .order(sections::id)
            .select((sections::id, sections::adviser_id))
            .load::<(String, Option<String>)>(conn)?
            .into_iter()
            .filter(|(id, _)| !done.contains(id))
            .collect();
        let lessons: Vec<(String, String, Option<String>, String, String, String)> = schedules::table
            .inner_join(subjects::table)
            .select((
                schedules::id,
                subjects::section_id,
                subjects::teacher_id,
                schedules::day,
                schedules::start_time,
                schedules::end_time,
            ))
            .load(conn)?;
        let mut lessons_of: HashMap<&str, Vec<(&str, &str, Slot)>> = HashMap::new();
        for (id, section, teacher, day, start, end) in &lessons {
            if let (Some(teacher), Some(slot)) = (teacher, Slot::from_stored(day, start, end)) {
                lessons_of.entry(section.as_str()).or_default().push((id.as_str(), teacher.as_str(), slot));
            }
        }
        let placed: Vec<(String, String)> = students::table
            .filter(students::section_id.is_not_null())
            .order(students::email)
            .select((students::id, students::section_id.assume_not_null()))
            .load(conn)?;
        let mut students_of: HashMap<&str, Vec<(usize, &str)>> = HashMap::new();
        for (n, (id, section)) in placed.iter().enumerate() {
            students_of.entry(section.as_str()).or_default().push((n, id.as_str()));
        }
        let mut summary = DemoAttendance { days: days.len(), ..DemoAttendance::default() };
        let excused = record_excuses(conn, &sections, &students_of, &days, &mut summary)?;
        let morning = NaiveTime::from_hms_opt(7, 25, 0).expect("a real time");
        for (d, &day) in days.iter().enumerate() {
            // The day's rows go in key order, so the tables' keys are filled in order, not at random.
            let mut taken_today: Vec<DemoRegister<'_>> = Vec::new();
            let mut marked: Vec<DemoMark<'_>> = Vec::new();
            for (section, adviser) in &sections {
                let theirs = students_of.get(section.as_str()).map(Vec::as_slice).unwrap_or_default();
                let mut taken: Vec<(RegisterKind, Option<&str>, &str, NaiveDateTime)> = Vec::new();
                if let (Some(adviser), true) = (adviser, takes.takes(RegisterKind::Daily)) {
                    taken.push((RegisterKind::Daily, None, adviser.as_str(), at(day, morning)));
                }
                if takes.takes(RegisterKind::Lesson) {
                    let today_lessons = lessons_of.get(section.as_str()).into_iter().flatten();
                    for (lesson, teacher, slot) in today_lessons.filter(|(_, _, slot)| slot.day == weekday_of(day)) {
                        let start =
                            NaiveTime::from_num_seconds_from_midnight_opt(u32::from(slot.start.minutes()) * 60, 0)
                                .unwrap_or(morning);
                        taken.push((RegisterKind::Lesson, Some(*lesson), *teacher, at(day, start)));
                    }
                }
                for (kind, lesson, teacher, when) in taken {
                    let id = new_id();
                    for &(n, student) in theirs {
                        let excuse = excused.iter().find(|(of, on, _)| *on == day && *of == student);
                        let mark = match excuse {
                            Some((_, _, reason)) => Some((Code::Excused, None, Some(*reason))),
                            None => outcome(n, d).map(|(code, minutes)| (code, minutes, None)),
                        };
                        if let Some((code, minutes, note)) = mark {
                            marked.push((id.clone(), student, code, minutes, note));
                        }
                    }
                    taken_today.push((id, kind, section.as_str(), lesson, teacher, when));
                }
            }
            summary.registers += taken_today.len();
            summary.marks += marked.len();
            taken_today.sort_unstable_by(|a, b| a.0.cmp(&b.0));
            marked.sort_unstable_by(|a, b| (&a.0, a.1).cmp(&(&b.0, b.1)));
            for batch in taken_today.chunks(BATCH) {
                let rows: Vec<_> = batch
                    .iter()
                    .map(|(id, kind, section, lesson, teacher, when)| {
                        (
                            registers::id.eq(id),
                            registers::kind.eq(kind.as_str()),
                            registers::section_id.eq(*section),
                            registers::schedule_id.eq(*lesson),
                            registers::day.eq(day),
                            registers::taken_by_role.eq(Role::Teacher.as_str()),
                            registers::taken_by_id.eq(*teacher),
                            registers::taken_at.eq(*when),
                            registers::updated_at.eq(*when),
                        )
                    })
                    .collect();
                on_backend!(conn, |c| diesel::insert_into(registers::table).values(rows).execute(c))?;
            }
            for batch in marked.chunks(BATCH) {
                let rows: Vec<_> = batch
                    .iter()
                    .map(|(register, student, code, minutes, note)| {
                        (
                            register_marks::register_id.eq(register),
                            register_marks::student_id.eq(*student),
                            register_marks::code.eq(code.as_str()),
                            register_marks::minutes_late.eq(minutes.map(i32::from)),
                            register_marks::note.eq(*note),
                        )
                    })
                    .collect();
                on_backend!(conn, |c| diesel::insert_into(register_marks::table).values(rows).execute(c))?;
            }
        }
        Ok(summary)
    })
}

/// Records an excuse for the first absence of each of the first chronic absentees (one per
/// [`EXCUSES`] reason), by their adviser; answers the excused students, days and reasons.
fn record_excuses<'a>(
    conn: &mut Conn,
    sections: &'a [(String, Option<String>)],
    students_of: &HashMap<&str, Vec<(usize, &'a str)>>,
    days: &[NaiveDate],
    summary: &mut DemoAttendance,
) -> Result<Vec<(&'a str, NaiveDate, &'static str)>, StoreError> {
    let mut excused = Vec::new();
    let mut reasons = EXCUSES.iter();
    'sections: for (section, adviser) in sections {
        let Some(adviser) = adviser else { continue };
        for &(n, student) in students_of.get(section.as_str()).map(Vec::as_slice).unwrap_or_default() {
            if n % CHRONIC_EVERY != 5 {
                continue;
            }
            let absent = days.iter().enumerate().find(|(d, _)| matches!(outcome(n, *d), Some((Code::Absent, _))));
            let Some((_, &day)) = absent else { continue };
            let Some(that_day) = DayRange::new(day, day) else { continue };
            let Some(reason) = reasons.next() else { break 'sections };
            excuses::create(conn, student, that_day, reason, (Role::Teacher, adviser))?;
            excused.push((student, day, *reason));
            summary.excuses += 1;
        }
    }
    Ok(excused)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn about_five_percent_are_absent_and_three_late_and_a_few_far_more_often() {
        let (mut absent, mut late, mut chronic) = (0, 0, 0);
        for student in 0..2_300 {
            for day in 0..50 {
                match outcome(student, day) {
                    Some((Code::Absent, _)) if student % CHRONIC_EVERY == 5 => chronic += 1,
                    Some((Code::Absent, _)) => absent += 1,
                    Some((Code::Late, minutes)) => {
                        assert!(minutes.is_some_and(|m| (5..30).contains(&m)));
                        late += 1;
                    }
                    _ => {}
                }
            }
        }
        let regular = f64::from((2_300 - 100) * 50);
        assert!((0.04..0.06).contains(&(f64::from(absent) / regular)), "{absent}");
        assert!((0.02..0.04).contains(&(f64::from(late) / f64::from(2_300 * 50))), "{late}");
        assert!((0.2..0.3).contains(&(f64::from(chronic) / f64::from(100 * 50))), "{chronic}");
    }
}
