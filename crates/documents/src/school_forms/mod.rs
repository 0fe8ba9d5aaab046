//! DepEd's School Forms as spreadsheets in the division office's layout (`.xlsx`, the format
//! of the templates schools are given), each a plain value in and the file's bytes out.

#[cfg(test)]
mod school_tests;
pub mod sf1;
pub mod sf4;
pub mod sf5;
pub mod sf6;
mod sheet;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
#[cfg(test)]
mod tests;
mod values;

pub use sf1::{school_register, RegisterLearner};
pub use sf4::{monthly_movement, BySex, MonthHead, Movement, SectionMovement};
pub use sf5::{promotion_report, PromotionLearner};
pub use sf6::{promotion_summary, LevelSummary, SchoolHead};
pub use values::{FormError, FormHead, FormSex};
