//! The JSON shapes of the attendance reports: a subject's registers, a section's month (School
//! Form 2), a student's term, a day's registers not taken, and the chronic-absence list.

use crate::attendance_sheets::MonthTable;
use std::collections::HashMap;

use chrono::NaiveDate;
use lyceum_domain::attendance::report::{short_weekday, tally, Month, Percent};
use lyceum_domain::attendance::Code;
use lyceum_persistence::attendance::reports::chronic::Absentee;
use lyceum_persistence::attendance::reports::history::{LessonDay, SubjectOf};
use lyceum_persistence::attendance::reports::summary::{Event, StudentName, Summary};
use lyceum_persistence::school_years::Period;
use lyceum_persistence::timetable::SectionName;
use serde::Serialize;
use ts_rs::TS;

use crate::attendance_views::{CountsView, RegisterSummary};
use crate::views::full_name;

/// A term: `{_id, name, firstDay, lastDay}`.
#[derive(Serialize, TS)]
#[ts(rename = "AttendanceTermView")]
#[allow(non_snake_case)]
pub struct TermView {
    _id: String,
    name: String,
    firstDay: String,
    lastDay: String,
}

impl TermView {
    /// The term, if the report covers one.
    pub fn of(term: Option<&Period>) -> Option<TermView> {
        term.map(|term| TermView {
            _id: term.id.clone(),
            name: term.name.clone(),
            firstDay: term.first_day.to_string(),
            lastDay: term.last_day.to_string(),
        })
    }
}

/// The subject a history is of, with its section.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
struct HistorySubject {
    _id: String,
    name: String,
    sectionID: String,
    section: String,
    level: String,
}

/// `GET history`: a subject's registers, latest first.
#[derive(Serialize, TS)]
pub struct HistoryView {
    subject: HistorySubject,
    term: Option<TermView>,
    registers: Vec<RegisterSummary>,
}

impl HistoryView {
    /// The registers of `subject` over `term`.
    pub fn new(subject: &SubjectOf, term: Option<&Period>, registers: &[LessonDay]) -> HistoryView {
        HistoryView {
            subject: HistorySubject {
                _id: subject.id.clone(),
                name: subject.name.clone(),
                sectionID: subject.section.id.clone(),
                section: subject.section.section.clone(),
                level: subject.section.level.clone(),
            },
            term: TermView::of(term),
            registers: registers
                .iter()
                .map(|register| RegisterSummary::new(&register.place, register.day, register.taken.as_ref()))
                .collect(),
        }
    }
}

/// A day of the grid.
#[derive(Serialize, TS)]
struct GridDay {
    date: String,
    weekday: &'static str,
}

/// A student's row of the grid.
#[derive(Serialize, TS)]
struct GridRow {
    _id: String,
    first_name: String,
    last_name: String,
    full_name: String,
    /// `M` or `F` as the learner's record has it; null when not recorded.
    #[ts(type = "'M' | 'F' | null")]
    sex: Option<String>,
    /// One per day of the grid; null when no register was taken that day.
    #[ts(type = "Array<'present' | 'late' | 'absent' | 'excused' | null>")]
    marks: Vec<Option<&'static str>>,
    totals: CountsView,
}

/// The section a month grid is of, with its adviser's name.
#[derive(Serialize, TS)]
struct MonthSection {
    _id: String,
    section: String,
    level: String,
    adviser: Option<String>,
}

/// `GET section-month`: the section's students by the month's days.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct MonthView {
    section: MonthSection,
    month: String,
    days: Vec<GridDay>,
    students: Vec<GridRow>,
    dayTotals: Vec<CountsView>,
    /// Each day's counts of the boys and of the girls (School Form 2's totals by sex); learners
    /// whose sex is not recorded count only in `dayTotals`.
    dayTotalsBySex: SexTotals,
}

/// One count per day for each sex.
#[derive(Serialize, TS)]
struct SexTotals {
    male: Vec<CountsView>,
    female: Vec<CountsView>,
}

impl MonthView {
    /// The month `month` of `section` (with its adviser's name), each learner with their sex
    /// from `sexes` (student id → `M` or `F`).
    pub fn new(
        section: &SectionName,
        adviser: Option<String>,
        month: Month,
        table: MonthTable,
        sexes: &HashMap<String, String>,
    ) -> MonthView {
        let totals = |sex: Option<&str>| -> Vec<CountsView> {
            let rows: Vec<_> = table
                .rows
                .iter()
                .filter(|row| sex.is_none_or(|sex| sexes.get(&row.id).map(String::as_str) == Some(sex)))
                .collect();
            (0..table.days.len())
                .map(|at| tally(rows.iter().map(|row| row.marks.get(at).copied().flatten())).into())
                .collect()
        };
        let day_totals = totals(None);
        let by_sex = SexTotals { male: totals(Some("M")), female: totals(Some("F")) };
        MonthView {
            section: MonthSection {
                _id: section.id.clone(),
                section: section.section.clone(),
                level: section.level.clone(),
                adviser,
            },
            month: month.to_string(),
            days: table
                .days
                .iter()
                .map(|day| GridDay { date: day.to_string(), weekday: short_weekday(*day) })
                .collect(),
            students: table
                .rows
                .into_iter()
                .map(|row| GridRow {
                    sex: sexes.get(&row.id).cloned(),
                    totals: tally(row.marks.iter().copied()).into(),
                    marks: row.marks.into_iter().map(|mark| mark.map(Code::as_str)).collect(),
                    _id: row.id,
                    first_name: row.first_name,
                    last_name: row.last_name,
                    full_name: row.full_name,
                })
                .collect(),
            dayTotals: day_totals,
            dayTotalsBySex: by_sex,
        }
    }
}

/// A mark other than present, in a student's summary.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
struct EventView {
    date: String,
    #[ts(type = "'lesson' | 'daily'")]
    kind: &'static str,
    subject: Option<String>,
    startTime: Option<String>,
    /// Every mark but `present`.
    #[ts(type = "'late' | 'absent' | 'excused'")]
    code: &'static str,
    minutesLate: Option<u16>,
    note: Option<String>,
}

impl From<&Event> for EventView {
    fn from(event: &Event) -> Self {
        EventView {
            date: event.day.to_string(),
            kind: event.kind.as_str(),
            subject: event.subject.clone(),
            startTime: event.start.map(|start| start.to_text()),
            code: event.code.as_str(),
            minutesLate: event.minutes_late,
            note: event.note.clone(),
        }
    }
}

/// The student a summary is of, with their section if they have one.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
struct SummaryStudent {
    _id: String,
    full_name: String,
    sectionID: Option<String>,
    section: Option<String>,
    level: Option<String>,
}

/// `GET student-summary`: a student's term so far.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct SummaryView {
    student: SummaryStudent,
    term: Option<TermView>,
    schoolDays: usize,
    daysRecorded: usize,
    present: u32,
    late: u32,
    absent: u32,
    excused: u32,
    percentPresent: Option<f64>,
    events: Vec<EventView>,
    /// The days recorded, by month, earliest first.
    months: Vec<MonthTallyView>,
}

/// A student's days recorded in one month.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct MonthTallyView {
    /// `YYYY-MM`.
    month: String,
    present: u32,
    late: u32,
    absent: u32,
    excused: u32,
    /// Present or late, of the days recorded, in percent with one decimal.
    percentPresent: Option<f64>,
}

/// `summary`'s days tallied by month.
fn months_of(summary: &Summary) -> Vec<MonthTallyView> {
    let mut months: Vec<(String, Vec<Code>)> = Vec::new();
    for (day, code) in &summary.days {
        let month = day.format("%Y-%m").to_string();
        match months.last_mut() {
            Some((last, codes)) if *last == month => codes.push(*code),
            _ => months.push((month, vec![*code])),
        }
    }
    months
        .into_iter()
        .map(|(month, codes)| {
            let counts = tally(codes.iter().copied().map(Some));
            let recorded = u32::try_from(codes.len()).unwrap_or(u32::MAX);
            MonthTallyView {
                month,
                present: counts.present,
                late: counts.late,
                absent: counts.absent,
                excused: counts.excused,
                percentPresent: Percent::of(counts.present + counts.late, recorded).map(Percent::as_f64),
            }
        })
        .collect()
}

impl SummaryView {
    /// The summary of `student` over `term`, whose school days so far are `school_days`.
    pub fn new(
        student: &StudentName,
        term: Option<&Period>,
        school_days: &[NaiveDate],
        summary: &Summary,
    ) -> SummaryView {
        let counts = tally(summary.days.values().copied().map(Some));
        let recorded = summary.days.len();
        // A day a register of the section was taken counts as a school day, even on a weekend.
        let weekends = summary.days.keys().filter(|day| school_days.binary_search(day).is_err()).count();
        let attended = counts.present + counts.late;
        let section = student.section.as_ref();
        SummaryView {
            student: SummaryStudent {
                _id: student.id.clone(),
                full_name: full_name(&student.first_name, student.middle_name.as_deref(), &student.last_name),
                sectionID: section.map(|s| s.id.clone()),
                section: section.map(|s| s.section.clone()),
                level: section.map(|s| s.level.clone()),
            },
            term: TermView::of(term),
            schoolDays: school_days.len() + weekends,
            daysRecorded: recorded,
            present: counts.present,
            late: counts.late,
            absent: counts.absent,
            excused: counts.excused,
            percentPresent: Percent::of(attended, u32::try_from(recorded).unwrap_or(u32::MAX)).map(Percent::as_f64),
            events: summary.events.iter().map(EventView::from).collect(),
            months: months_of(summary),
        }
    }
}

/// `GET not-taken`: the registers of a day not taken.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct NotTakenView {
    pub date: String,
    pub schoolDay: bool,
    pub registers: Vec<RegisterSummary>,
}

/// A student of the chronic-absence list.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct AbsenteeView {
    _id: String,
    pub full_name: String,
    sectionID: Option<String>,
    pub section: Option<String>,
    pub level: Option<String>,
    pub absent: u32,
    pub excused: u32,
    pub missed: u32,
    pub percent: f64,
}

impl AbsenteeView {
    /// `absentee`, who missed their days of `school_days`.
    pub fn new(absentee: Absentee, school_days: u32) -> AbsenteeView {
        let missed = absentee.absent + absentee.excused;
        let section = absentee.section;
        AbsenteeView {
            full_name: full_name(&absentee.first_name, absentee.middle_name.as_deref(), &absentee.last_name),
            _id: absentee.id,
            sectionID: section.as_ref().map(|s| s.id.clone()),
            section: section.as_ref().map(|s| s.section.clone()),
            level: section.map(|s| s.level),
            absent: absentee.absent,
            excused: absentee.excused,
            missed,
            percent: Percent::of(missed, school_days).map_or(0.0, Percent::as_f64),
        }
    }
}

/// `GET chronic`: the chronic-absence list.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct ChronicView {
    pub term: Option<TermView>,
    pub schoolDays: usize,
    pub threshold: u8,
    pub students: Vec<AbsenteeView>,
}
