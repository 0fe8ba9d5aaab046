//! How a learner's installments stand: what has been paid is counted against them in due
//! order, the oldest amount due first.

use chrono::NaiveDate;

/// Where an installment stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InstallmentStatus {
    /// Paid in full.
    Paid,
    /// Paid in part; not yet due.
    PartlyPaid,
    /// Due today and not paid in full.
    Due,
    /// Its due date has passed and it is not paid in full.
    Overdue,
    /// Not due yet, nothing paid.
    Upcoming,
}

impl InstallmentStatus {
    /// As sent: `paid`, `partly paid`, `due`, `overdue`, `upcoming`.
    pub fn as_str(self) -> &'static str {
        match self {
            InstallmentStatus::Paid => "paid",
            InstallmentStatus::PartlyPaid => "partly paid",
            InstallmentStatus::Due => "due",
            InstallmentStatus::Overdue => "overdue",
            InstallmentStatus::Upcoming => "upcoming",
        }
    }
}

/// An installment with what has been paid of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Installment {
    /// 1 for the first.
    pub number: usize,
    /// When it is due.
    pub due_on: NaiveDate,
    /// Its amount, in centavos.
    pub amount: i64,
    /// What has been paid of it, in centavos.
    pub paid: i64,
    /// Where it stands on `today`.
    pub status: InstallmentStatus,
}

impl Installment {
    /// What is still to be paid of it.
    pub fn left(&self) -> i64 {
        self.amount - self.paid
    }
}

/// The installments `(due date, amount)` of an account whose balance is `balance`, on `today`:
/// whatever the balance no longer holds of their sum has been paid, oldest first. A balance
/// above their sum (a later charge) leaves them all unpaid.
pub fn standing(installments: &[(NaiveDate, i64)], balance: i64, today: NaiveDate) -> Vec<Installment> {
    let scheduled: i64 = installments.iter().map(|(_, amount)| amount).sum();
    let mut covered = (scheduled - balance).clamp(0, scheduled.max(0));
    installments
        .iter()
        .enumerate()
        .map(|(index, &(due_on, amount))| {
            let paid = covered.min(amount.max(0));
            covered -= paid;
            let status = if paid >= amount {
                InstallmentStatus::Paid
            } else if due_on < today {
                InstallmentStatus::Overdue
            } else if due_on == today {
                InstallmentStatus::Due
            } else if paid > 0 {
                InstallmentStatus::PartlyPaid
            } else {
                InstallmentStatus::Upcoming
            };
            Installment { number: index + 1, due_on, amount, paid, status }
        })
        .collect()
}

/// The first installment not paid in full: its due date and what is left of it.
pub fn next_due(installments: &[Installment]) -> Option<(NaiveDate, i64)> {
    installments.iter().find(|installment| installment.left() > 0).map(|next| (next.due_on, next.left()))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    /// Three installments of 1,000 centavos, due 15 June, August and October 2026.
    pub(crate) fn dues() -> Vec<(NaiveDate, i64)> {
        vec![(day("2026-06-15"), 1_000), (day("2026-08-15"), 1_000), (day("2026-10-15"), 1_000)]
    }

    #[test]
    fn payments_cover_the_oldest_installment_first() {
        let today = day("2026-08-20");
        let states = standing(&dues(), 1_500, today);
        let statuses: Vec<_> = states.iter().map(|s| (s.paid, s.status)).collect();
        assert_eq!(
            statuses,
            vec![(1_000, InstallmentStatus::Paid), (500, InstallmentStatus::Overdue), (0, InstallmentStatus::Upcoming)]
        );
        assert_eq!(next_due(&states), Some((day("2026-08-15"), 500)));
    }

    #[test]
    fn an_unpaid_installment_is_due_on_its_day_and_partly_paid_before_it() {
        let states = standing(&dues(), 2_600, day("2026-06-15"));
        assert_eq!(states[0].status, InstallmentStatus::Due);
        let early = standing(&dues(), 2_600, day("2026-06-01"));
        assert_eq!(early[0].status, InstallmentStatus::PartlyPaid);
        assert_eq!(early[1].status, InstallmentStatus::Upcoming);
    }

    #[test]
    fn a_settled_account_has_nothing_due_and_a_later_charge_leaves_all_unpaid() {
        let settled = standing(&dues(), 0, day("2027-01-01"));
        assert!(settled.iter().all(|s| s.status == InstallmentStatus::Paid));
        assert_eq!(next_due(&settled), None);
        let charged = standing(&dues(), 3_500, day("2026-06-01"));
        assert!(charged.iter().all(|s| s.paid == 0));
    }
}
