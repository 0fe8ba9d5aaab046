//! What a register announces of a student: the mark (absent or late, and how late) and the
//! register it was made in, with the words every audience reads them in. The student's own
//! notice and their guardians' alerts (`guardian_alert::title`) are worded here, whether a
//! register sends them or the demo school writes them.

use chrono::NaiveDate;

use crate::attendance::Code;

/// A student newly marked absent or late.
#[derive(Debug, Clone)]
pub struct Marked {
    /// The student's id.
    pub student_id: String,
    /// Absent or late.
    pub code: Code,
    /// How late, when the register says.
    pub minutes_late: Option<u16>,
}

/// The register the marks were made in.
#[derive(Debug, Clone)]
pub struct Occasion {
    /// The lesson's subject; none for a daily register.
    pub subject: Option<String>,
    /// The register's day.
    pub day: NaiveDate,
}

/// What a daily register is called where a lesson's register shows its subject.
pub const DAILY_REGISTER: &str = "Daily register";

impl Occasion {
    /// The register as people read it: the subject, or `Daily register`.
    pub fn register(&self) -> &str {
        self.subject.as_deref().unwrap_or(DAILY_REGISTER)
    }

    /// `Mathematics, Monday 24 November 2026`, or `Daily register, ...`.
    pub fn describe(&self) -> String {
        format!("{}, {}", self.register(), self.day.format("%A %-d %B %Y"))
    }
}

/// What a mark is called: `Marked absent`, `Marked late`, `Marked late (10 min)`.
pub fn headline(marked: &Marked) -> String {
    match (marked.code, marked.minutes_late) {
        (Code::Late, Some(minutes)) => format!("Marked late ({minutes} min)"),
        (code, _) => format!("Marked {}", code.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marked(code: Code, minutes_late: Option<u16>) -> Marked {
        Marked { student_id: "s".into(), code, minutes_late }
    }

    #[test]
    fn a_mark_reads_as_the_student_is_told_it() {
        assert_eq!(headline(&marked(Code::Absent, None)), "Marked absent");
        assert_eq!(headline(&marked(Code::Late, None)), "Marked late");
        assert_eq!(headline(&marked(Code::Late, Some(10))), "Marked late (10 min)");
        let day = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
        let lesson = Occasion { subject: Some("Mathematics".into()), day };
        assert_eq!(lesson.register(), "Mathematics");
        assert_eq!(lesson.describe(), "Mathematics, Tuesday 24 November 2026");
        let daily = Occasion { subject: None, day };
        assert_eq!(daily.register(), "Daily register");
        assert_eq!(daily.describe(), "Daily register, Tuesday 24 November 2026");
    }
}
