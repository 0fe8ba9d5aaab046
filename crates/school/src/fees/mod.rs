//! School fees (docs/fees.md): each level's schedule of a school year and the year's discounts
//! (`schedules`), learners assessed from them (`assessment`), their accounts read and their
//! choices kept (`accounts`), and payments posted against official receipts, voided with a
//! reason (`payments`), for the oldest amount due or for items the cashier chose (`items`); the school's fee settings and the reminders guardians were sent
//! (`settings`). Every write keeps its audit entry in its own transaction.

pub mod accounts;
pub mod assessment;
mod basics;
pub mod days;
mod items;
pub mod learners;
pub mod online;
pub mod payments;
pub mod paymongo;
pub mod reads;
pub mod refunds;
pub mod reports;
pub mod schedules;
pub mod settings;
mod writes;

pub use basics::receipt_number;
pub use writes::FeeWrite;

/// Every query and body of the fees' API, for the web layer to name in one import.
pub mod api {
    pub use super::accounts::ChoicesAsked;
    pub use super::assessment::AssessAsked;
    pub use super::days::{CloseDayAsked, DayQuery};
    pub use super::learners::LearnersQuery;
    pub use super::payments::{PaymentAsked, VoidAsked};
    pub use super::reads::*;
    pub use super::refunds::RefundAsked;
    pub use super::schedules::{CopyAsked, DiscountsAsked, ScheduleAsked};
    pub use super::settings::{RemindersQuery, SettingsAsked, SettingsQuery};
    pub use super::FeeWrite;
}
