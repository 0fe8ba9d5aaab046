//! Attendance's rules: the four codes a student is marked with, what a mark may carry (minutes
//! late, a note), the school's attendance settings (which registers it takes, how many days a
//! teacher may still change one, when absence counts as chronic), an excuse's reason, and the
//! counts a register is summed up by.
//!
//! A register stores only what differs from "present": a student without a mark was present.
//! The reports' rules (a student's day, school days, percentages) are in [`report`]; the words a
//! mark is announced in are in [`marks`].

pub mod marks;
pub mod report;

use chrono::{Days, NaiveDate};

use crate::error::ValidationError;
use crate::id::Id;

/// How a student is marked in a register.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Code {
    /// There.
    Present,
    /// There, but late (optionally by how many minutes).
    Late,
    /// Not there.
    Absent,
    /// Not there, for a known reason.
    Excused,
}

impl Code {
    /// Every code, in the order the screen shows them.
    pub const ALL: [Code; 4] = [Code::Present, Code::Late, Code::Absent, Code::Excused];

    /// Reads a code as the API writes it (`present`, `late`, `absent`, `excused`).
    pub fn parse(raw: &str) -> Option<Code> {
        Code::ALL.into_iter().find(|code| code.as_str() == raw.trim())
    }

    /// The code as the API writes and the database stores it.
    pub fn as_str(self) -> &'static str {
        match self {
            Code::Present => "present",
            Code::Late => "late",
            Code::Absent => "absent",
            Code::Excused => "excused",
        }
    }

    /// True for the marks a family hears about: absent or late.
    pub fn is_missed(self) -> bool {
        matches!(self, Code::Absent | Code::Late)
    }
}

/// Which registers a school takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Registers {
    /// One per lesson.
    Lesson,
    /// One per section and day.
    Daily,
    /// Both.
    Both,
}

impl Registers {
    /// Reads the setting as the API writes it (`lesson`, `daily`, `both`).
    pub fn parse(raw: &str) -> Option<Registers> {
        [Registers::Lesson, Registers::Daily, Registers::Both].into_iter().find(|r| r.as_str() == raw.trim())
    }

    /// The setting as the API writes and the database stores it.
    pub fn as_str(self) -> &'static str {
        match self {
            Registers::Lesson => "lesson",
            Registers::Daily => "daily",
            Registers::Both => "both",
        }
    }

    /// True when registers of `kind` are taken.
    pub fn takes(self, kind: RegisterKind) -> bool {
        matches!(
            (self, kind),
            (Registers::Both, _) | (Registers::Lesson, RegisterKind::Lesson) | (Registers::Daily, RegisterKind::Daily)
        )
    }
}

/// The two kinds of register.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RegisterKind {
    /// A lesson's register: one per weekly lesson and day.
    Lesson,
    /// A section's register of the day.
    Daily,
}

impl RegisterKind {
    /// The kind as the API writes and the database stores it.
    pub fn as_str(self) -> &'static str {
        match self {
            RegisterKind::Lesson => "lesson",
            RegisterKind::Daily => "daily",
        }
    }
}

/// The school's attendance settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttendanceSettings {
    /// Which registers are taken.
    pub registers: Registers,
    /// How many days after its day a teacher may still change a register (0: that day only).
    pub edit_days: u16,
    /// The share of missed school days, in percent, from which absence counts as chronic.
    pub chronic_percent: u8,
}

impl Default for AttendanceSettings {
    fn default() -> Self {
        AttendanceSettings { registers: Registers::Both, edit_days: 7, chronic_percent: 10 }
    }
}

/// The longest span a teacher may be given to change a register, in days.
pub const EDIT_DAYS_MAX: i64 = 365;
/// The longest note a mark may carry, in characters.
pub const NOTE_MAX: usize = 500;
/// The longest reason an excuse may give, in characters.
pub const REASON_MAX: usize = 300;
/// The most minutes a student may be marked late by.
pub const MINUTES_LATE_MAX: i64 = 600;

/// The field every refused mark is reported on.
pub const MARKS: &str = "marks";

/// A number as a form sent it: whole, or something else (a fraction, a word, `true`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Number {
    /// A whole number.
    Whole(i64),
    /// Anything that is not a whole number.
    Other,
}

impl AttendanceSettings {
    /// The settings a form sent, each field required; every broken rule names its field
    /// (`registers`, `editDays`, `chronicPercent`).
    pub fn parse(
        registers: Option<&str>,
        edit_days: Option<Number>,
        chronic_percent: Option<Number>,
    ) -> Result<AttendanceSettings, crate::error::FieldErrors> {
        let mut errors = crate::error::FieldErrors::new();
        let registers = registers.and_then(Registers::parse);
        if registers.is_none() {
            errors.add(ValidationError::new("registers", "Choose lesson, daily or both."));
        }
        let edit_days = match edit_days {
            Some(Number::Whole(days)) if (0..=EDIT_DAYS_MAX).contains(&days) => u16::try_from(days).ok(),
            _ => None,
        };
        if edit_days.is_none() {
            errors.add(ValidationError::new("editDays", "Enter a whole number of days from 0 to 365."));
        }
        let chronic_percent = match chronic_percent {
            Some(Number::Whole(percent)) if (1..=100).contains(&percent) => u8::try_from(percent).ok(),
            _ => None,
        };
        if chronic_percent.is_none() {
            errors.add(ValidationError::new("chronicPercent", "Enter a whole percentage from 1 to 100."));
        }
        match (registers, edit_days, chronic_percent) {
            (Some(registers), Some(edit_days), Some(chronic_percent)) => {
                Ok(AttendanceSettings { registers, edit_days, chronic_percent })
            }
            _ => Err(errors),
        }
    }

    /// The last day a teacher may change the register of `day`.
    pub fn editable_until(&self, day: NaiveDate) -> NaiveDate {
        day.checked_add_days(Days::new(u64::from(self.edit_days))).unwrap_or(NaiveDate::MAX)
    }
}

/// One student's mark as a register is saved: the student's id, the code, minutes late (late
/// only) and a note (trimmed; none when blank).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    /// The student's id.
    pub student_id: String,
    /// The code.
    pub code: Code,
    /// How late, for a late mark that says so.
    pub minutes_late: Option<u16>,
    /// A note, e.g. the reason of an excused absence.
    pub note: Option<String>,
}

/// One mark as a form sent it.
#[derive(Debug, Clone, Default)]
pub struct MarkInput {
    /// The student's id.
    pub student_id: String,
    /// The code, as written.
    pub code: String,
    /// Minutes late, when sent and not null.
    pub minutes_late: Option<Number>,
    /// The note, when sent.
    pub note: Option<String>,
}

/// The marks of a register as a form sent them, each checked on its own and against the others
/// (a student twice); every refusal is on [`MARKS`]. Whether each student is in the section,
/// and whether an excused absence without a note has an excuse on file, the register's store
/// checks.
pub fn parse_marks(inputs: Vec<MarkInput>) -> Result<Vec<Mark>, ValidationError> {
    let refuse = |message: String| ValidationError::new(MARKS, message);
    let mut marks: Vec<Mark> = Vec::with_capacity(inputs.len());
    let mut seen = std::collections::HashSet::new();
    for input in inputs {
        let student_id = Id::parse(&input.student_id)
            .map(Id::into_string)
            .ok_or_else(|| refuse("This student is not in this section.".into()))?;
        let code = Code::parse(&input.code)
            .ok_or_else(|| refuse(format!("Unknown attendance code: \"{}\".", shown(&input.code))))?;
        let minutes_late = match (input.minutes_late, code) {
            (None, _) => None,
            (Some(_), code) if code != Code::Late => {
                return Err(refuse("Minutes late go only with a late mark.".into()));
            }
            (Some(Number::Whole(minutes)), _) if (1..=MINUTES_LATE_MAX).contains(&minutes) => {
                u16::try_from(minutes).ok()
            }
            (Some(_), _) => return Err(refuse("Enter the minutes late as a whole number from 1 to 600.".into())),
        };
        let note = parse_text(input.note.as_deref(), NOTE_MAX).map_err(refuse)?;
        if !seen.insert(student_id.clone()) {
            return Err(refuse("A student is marked more than once.".into()));
        }
        marks.push(Mark { student_id, code, minutes_late, note });
    }
    Ok(marks)
}

/// What is kept of a mark: none for a plain "present" (the absence of a mark says it).
pub fn kept(mark: Mark) -> Option<Mark> {
    (mark.code != Code::Present || mark.note.is_some()).then_some(mark)
}

/// An excuse's reason: required, trimmed, at most [`REASON_MAX`] characters.
pub fn parse_reason(raw: &str) -> Result<String, ValidationError> {
    match parse_text(Some(raw), REASON_MAX) {
        Ok(Some(reason)) => Ok(reason),
        Ok(None) => Err(ValidationError::new("reason", "Give the reason for the absence.")),
        Err(message) => Err(ValidationError::new("reason", message)),
    }
}

/// A short free text: trimmed, none when blank, at most `max` characters, no control
/// characters but line breaks.
fn parse_text(raw: Option<&str>, max: usize) -> Result<Option<String>, String> {
    let Some(text) = raw.map(str::trim).filter(|text| !text.is_empty()) else { return Ok(None) };
    if text.chars().count() > max {
        return Err(format!("Use at most {max} characters."));
    }
    if text.chars().any(|c| c.is_control() && c != '\n' && c != '\r') {
        return Err("Use letters, digits and punctuation only.".into());
    }
    Ok(Some(text.to_owned()))
}

/// A sent code as an error message may quote it: short and printable.
fn shown(raw: &str) -> String {
    raw.chars().filter(|c| !c.is_control()).take(40).collect()
}

/// How many students of a register were present, late, absent and excused.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Present.
    pub present: u32,
    /// Late.
    pub late: u32,
    /// Absent.
    pub absent: u32,
    /// Excused.
    pub excused: u32,
}

impl Counts {
    /// The counts of a register of `students` students whose marks have `codes` (one per marked
    /// student of the register; those without a mark were present).
    pub fn of(students: usize, codes: impl IntoIterator<Item = Code>) -> Counts {
        let mut counts = Counts { present: u32::try_from(students).unwrap_or(u32::MAX), ..Counts::default() };
        for code in codes {
            let slot = match code {
                Code::Present => continue,
                Code::Late => &mut counts.late,
                Code::Absent => &mut counts.absent,
                Code::Excused => &mut counts.excused,
            };
            *slot += 1;
            counts.present = counts.present.saturating_sub(1);
        }
        counts
    }
}

impl std::fmt::Display for Counts {
    /// `38 present, 1 late, 1 absent`: the present always, the others when there are any.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} present", self.present)?;
        for (count, word) in [(self.late, "late"), (self.absent, "absent"), (self.excused, "excused")] {
            if count > 0 {
                write!(f, ", {count} {word}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const JUAN: &str = "452d36d5-1c2b-4e0f-9a3b-0123456789ab";
    const ROSA: &str = "552d36d5-1c2b-4e0f-9a3b-0123456789ab";

    fn input(student: &str, code: &str, minutes: Option<Number>, note: Option<&str>) -> MarkInput {
        MarkInput {
            student_id: student.into(),
            code: code.into(),
            minutes_late: minutes,
            note: note.map(str::to_owned),
        }
    }

    fn refusal(inputs: Vec<MarkInput>) -> String {
        let error = parse_marks(inputs).unwrap_err();
        assert_eq!(error.field, MARKS);
        error.message
    }

    #[test]
    fn marks_are_read_with_their_minutes_and_trimmed_notes() {
        let marks = parse_marks(vec![
            input(JUAN, "late", Some(Number::Whole(12)), Some("  bus  ")),
            input(ROSA, "excused", None, Some("   ")),
        ])
        .unwrap();
        assert_eq!(
            marks[0],
            Mark { student_id: JUAN.into(), code: Code::Late, minutes_late: Some(12), note: Some("bus".into()) }
        );
        assert_eq!((marks[1].code, &marks[1].note), (Code::Excused, &None));
    }

    #[test]
    fn unknown_codes_duplicates_and_misused_minutes_are_refused_on_marks() {
        assert_eq!(refusal(vec![input(JUAN, "sick", None, None)]), "Unknown attendance code: \"sick\".");
        assert!(refusal(vec![input(JUAN, "absent", None, None), input(JUAN, "late", None, None)])
            .contains("more than once"));
        assert!(refusal(vec![input(JUAN, "absent", Some(Number::Whole(5)), None)]).contains("late mark"));
        for bad in [Number::Whole(0), Number::Whole(601), Number::Other] {
            assert!(refusal(vec![input(JUAN, "late", Some(bad), None)]).contains("1 to 600"), "{bad:?}");
        }
        assert!(refusal(vec![input("x", "late", None, None)]).contains("not in this section"));
        assert!(refusal(vec![input(JUAN, "late", None, Some(&"a".repeat(501)))]).contains("500"));
        assert!(refusal(vec![input(JUAN, "late", None, Some("a\u{0}b"))]).contains("letters"));
    }

    #[test]
    fn a_plain_present_is_not_kept_but_one_with_a_note_is() {
        let present = Mark { student_id: JUAN.into(), code: Code::Present, minutes_late: None, note: None };
        assert_eq!(kept(present.clone()), None);
        let noted = Mark { note: Some("left early".into()), ..present };
        assert!(kept(noted).is_some());
    }

    #[test]
    fn settings_are_checked_field_by_field() {
        let good = AttendanceSettings::parse(Some("daily"), Some(Number::Whole(0)), Some(Number::Whole(100))).unwrap();
        assert_eq!(good, AttendanceSettings { registers: Registers::Daily, edit_days: 0, chronic_percent: 100 });
        let bad = AttendanceSettings::parse(Some("weekly"), Some(Number::Whole(366)), Some(Number::Other)).unwrap_err();
        assert_eq!(bad.fields().len(), 3);
        assert_eq!(bad.fields()["registers"], "Choose lesson, daily or both.");
        assert_eq!(bad.fields()["editDays"], "Enter a whole number of days from 0 to 365.");
        assert_eq!(bad.fields()["chronicPercent"], "Enter a whole percentage from 1 to 100.");
        assert!(AttendanceSettings::parse(None, None, Some(Number::Whole(0))).unwrap_err().fields().len() == 3);
    }

    #[test]
    fn which_registers_a_setting_takes() {
        assert!(Registers::Both.takes(RegisterKind::Lesson) && Registers::Both.takes(RegisterKind::Daily));
        assert!(Registers::Lesson.takes(RegisterKind::Lesson) && !Registers::Lesson.takes(RegisterKind::Daily));
        assert!(Registers::Daily.takes(RegisterKind::Daily) && !Registers::Daily.takes(RegisterKind::Lesson));
    }

    #[test]
    fn the_edit_window_ends_edit_days_after_the_day() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
        let settings = AttendanceSettings::default();
        assert_eq!(settings.editable_until(day), NaiveDate::from_ymd_opt(2026, 12, 1).unwrap());
        assert_eq!(AttendanceSettings { edit_days: 0, ..settings }.editable_until(day), day);
    }

    #[test]
    fn counts_start_from_everyone_present_and_read_as_the_log_writes_them() {
        let counts = Counts::of(40, [Code::Late, Code::Absent, Code::Present]);
        assert_eq!(counts, Counts { present: 38, late: 1, absent: 1, excused: 0 });
        assert_eq!(counts.to_string(), "38 present, 1 late, 1 absent");
        assert_eq!(Counts::of(2, []).to_string(), "2 present");
    }

    #[test]
    fn reasons_are_required_and_short() {
        assert_eq!(parse_reason("  Dentist  ").unwrap(), "Dentist");
        assert!(parse_reason("   ").is_err());
        assert!(parse_reason(&"a".repeat(301)).is_err());
    }
}
