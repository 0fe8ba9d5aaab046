//! What every School Form shares: a learner's sex as the forms count it, and why a form could
//! not be written.

/// A learner's sex as the forms print and count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum FormSex {
    /// M.
    Male,
    /// F.
    Female,
}

/// Why a form could not be written (the spreadsheet library refused a value).
#[derive(Debug, thiserror::Error)]
#[error("the spreadsheet could not be written: {0}")]
pub struct FormError(#[from] rust_xlsxwriter::XlsxError);

/// The head of a section's form: the school and the section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormHead {
    /// The school's name.
    pub school: String,
    /// DepEd's school ID, when the school has given it.
    pub school_id: String,
    /// The region ("NCR"), when given.
    pub region: String,
    /// The schools division ("Manila"), when given.
    pub division: String,
    /// "2026–2027".
    pub school_year: String,
    /// "Grade 7".
    pub level: String,
    /// "Rizal".
    pub section: String,
    /// The adviser's name, who prepares the form.
    pub adviser: String,
}
