//! School fees (docs/fees.md): each level's schedule of a school year and the year's discounts
//! (`schedules`), learners assessed from them (`assessment`), their accounts read and their
//! choices kept (`accounts`), and payments posted against official receipts, voided with a
//! reason (`payments`). Every write keeps its audit entry in its own transaction.

pub mod accounts;
pub mod assessment;
mod basics;
pub mod days;
pub mod learners;
pub mod payments;
pub mod reads;
pub mod reports;
pub mod schedules;
mod writes;

pub use basics::receipt_number;
pub use writes::FeeWrite;
