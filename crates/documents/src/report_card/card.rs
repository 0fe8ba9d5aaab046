//! The report card's content, as `GET /api/grades/report-card` answers it in JSON and as the
//! PDF prints it (docs/grades.md, "Report card content"): one plain value per student.

use serde::Serialize;
use ts_rs::TS;

/// A student's report card (School Form 9) for a school year.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReportCard {
    /// The school's name, from the report card settings.
    pub school: String,
    /// `a4` or `letter`.
    pub paper: Paper,
    /// The school year.
    pub year: YearRef,
    /// Who the card is for.
    pub student: CardStudent,
    /// The year's terms, earliest first.
    pub terms: Vec<CardTerm>,
    /// Each subject's published grades, by name.
    pub subjects: Vec<CardSubject>,
    /// The general average of the finals, once every subject has one.
    pub general_average: Option<u8>,
    /// The general average's descriptor.
    pub descriptor: Option<String>,
    /// Days present and absent per month.
    pub attendance: Attendance,
    /// The adviser's comment of each term that has one.
    pub comments: Vec<CardComment>,
    /// The descriptors' legend, highest first.
    pub scale: Vec<ScaleRow>,
}

/// The paper report cards are printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(rename = "ReportCardPaper")]
pub enum Paper {
    /// 595 × 842 points.
    A4,
    /// 612 × 792 points.
    Letter,
}

impl Paper {
    /// The paper a setting names; A4 for anything but `letter`.
    pub fn parse(raw: &str) -> Paper {
        if raw.eq_ignore_ascii_case("letter") {
            Paper::Letter
        } else {
            Paper::A4
        }
    }

    /// Width and height in points.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.0, 842.0),
            Paper::Letter => (612.0, 792.0),
        }
    }
}

/// A school year named on the card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "ReportCardYear")]
pub struct YearRef {
    /// Its id.
    #[serde(rename = "_id")]
    pub id: String,
    /// Its name, such as `2026-2027`.
    pub name: String,
}

/// The student as the card names them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "ReportCardStudent")]
pub struct CardStudent {
    /// Their id.
    #[serde(rename = "_id")]
    pub id: String,
    /// First, middle and last name.
    pub full_name: String,
    /// The Learner Reference Number, when recorded.
    pub lrn: Option<String>,
    /// Their section's name.
    pub section: Option<String>,
    /// Their level's name.
    pub level: Option<String>,
    /// The adviser's name.
    pub adviser: Option<String>,
}

/// A term of the year.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "ReportCardTerm")]
pub struct CardTerm {
    /// Its id.
    #[serde(rename = "_id")]
    pub id: String,
    /// Its name, such as `First Quarter`.
    pub name: String,
    /// Its first day.
    #[ts(type = "string")]
    pub first_day: chrono::NaiveDate,
    /// Its last day.
    #[ts(type = "string")]
    pub last_day: chrono::NaiveDate,
}

/// A subject's row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "ReportCardSubject")]
pub struct CardSubject {
    /// The subject's name.
    pub name: String,
    /// The published quarterly grade of each term, `null` where there is none.
    pub grades: Vec<Option<u8>>,
    /// The final grade, once every term has a grade.
    #[serde(rename = "final")]
    pub final_grade: Option<u8>,
    /// The final grade's descriptor.
    pub descriptor: Option<String>,
    /// Whether the final grade passes.
    pub passed: Option<bool>,
}

/// Days of school, present and absent.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "ReportCardDays")]
pub struct Days {
    /// School days.
    pub school_days: u32,
    /// Days present (late counts as present).
    pub present: u32,
    /// Days absent (absent or excused).
    pub absent: u32,
}

/// One month of the attendance table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "ReportCardMonth")]
pub struct MonthDays {
    /// `2026-06`.
    pub month: String,
    /// `Jun`.
    pub label: String,
    /// The month's days.
    #[serde(flatten)]
    pub days: Days,
}

/// The attendance table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "ReportCardAttendance")]
pub struct Attendance {
    /// Each month of the school year.
    pub months: Vec<MonthDays>,
    /// The year's totals.
    pub totals: Days,
}

/// The adviser's comment of a term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "ReportCardComment")]
pub struct CardComment {
    /// The term's name.
    pub term: String,
    /// The comment.
    pub comment: String,
}

/// A row of the descriptors' legend.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "ReportCardScaleRow")]
pub struct ScaleRow {
    /// `90-100`, or `Below 75` for the lowest band.
    pub range: String,
    /// `Outstanding`.
    pub label: String,
}
