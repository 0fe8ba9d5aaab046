//! School fees as stored: each level's schedule of a school year (`schedules`), the learners'
//! accounts (`accounts`), the ledger of every account, only ever appended to (`ledger`), and the
//! official receipts with their one series of numbers (`receipts`), and the school's fee
//! settings with the reminders sent to guardians (`reminders`).

pub mod accounts;
pub mod checkouts;
pub mod days;
pub mod ledger;
pub mod receipts;
pub mod reminders;
pub mod schedules;

/// Ids or kinds kept comma-separated in one column, read back as a list.
pub fn split_list(text: &str) -> Vec<String> {
    text.split(',').map(str::trim).filter(|part| !part.is_empty()).map(str::to_owned).collect()
}

/// A list kept in one column, comma-separated.
pub fn join_list<S: AsRef<str>>(parts: &[S]) -> String {
    parts.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(",")
}
