//! What a register announces of a student: the mark (absent or late, and how late) and the
//! register it was made in, with the words every audience uses for them. Shared by the
//! students' notice (`live::attendance`) and their guardians' alerts (`live::guardians`).

use chrono::NaiveDate;
use lyceum_domain::attendance::Code;

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

impl Occasion {
    /// `Mathematics, Monday 24 November 2026`, or `Daily register, ...`.
    pub fn describe(&self) -> String {
        let what = self.subject.as_deref().unwrap_or("Daily register");
        format!("{what}, {}", self.day.format("%A %-d %B %Y"))
    }
}

/// What a mark is called: `Marked absent`, `Marked late`, `Marked late (10 min)`.
pub fn headline(marked: &Marked) -> String {
    match (marked.code, marked.minutes_late) {
        (Code::Late, Some(minutes)) => format!("Marked late ({minutes} min)"),
        (code, _) => format!("Marked {}", code.as_str()),
    }
}
