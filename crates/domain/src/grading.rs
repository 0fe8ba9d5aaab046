//! Grading by the Philippine K to 12 rules (DepEd Order No. 8, s. 2015), as pure functions: a
//! school's [`Scheme`] (categories and weights, DepEd's by default), a student's
//! [`quarterly_grade`] from scored assessments, [`final_grade`] and [`general_average`] over the
//! year, and the [`Scale`] that describes a grade and says whether it passes.
//!
//! No float is involved: scores and initial grades are [`Decimal`]s (whole hundredths), the
//! values DepEd leaves unrounded are exact [`Ratio`]s, and every rounding is named where it
//! happens and goes half-up. The submodules only import from each other, never from here.

pub mod average;
pub mod group;
pub mod number;
pub mod ratio;
pub mod scale;
pub mod scheme;
pub mod term;
pub mod transmutation;

#[cfg(test)]
mod examples;
#[cfg(test)]
mod properties;

pub use average::{average, final_grade, general_average};
pub use number::{Decimal, DecimalText, Grade, GradeOutOfRange, ParseDecimalError};
pub use ratio::Ratio;
pub use scale::{Band, Scale};
pub use scheme::{Category, Scheme, SubjectGroup};
pub use term::{quarterly_grade, Assessment, CategoryScore, Entry, GradingError, TermGrade, HIGHEST_MAX};
pub use transmutation::transmute;
