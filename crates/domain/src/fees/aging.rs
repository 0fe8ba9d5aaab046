//! The aging of a balance: what is owed, by how long it has been overdue (current, 1–30,
//! 31–60, 61–90 and over 90 days), from the installments not yet paid.

use chrono::NaiveDate;

use super::installments::Installment;

/// A balance by how overdue it is, in centavos.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Aging {
    /// Not yet due (and any charge beyond the installments).
    pub current: i64,
    /// 1 to 30 days overdue.
    pub days_1_to_30: i64,
    /// 31 to 60 days overdue.
    pub days_31_to_60: i64,
    /// 61 to 90 days overdue.
    pub days_61_to_90: i64,
    /// More than 90 days overdue.
    pub over_90: i64,
}

impl Aging {
    /// Everything owed.
    pub fn total(&self) -> i64 {
        self.current + self.overdue()
    }

    /// What is past its due date.
    pub fn overdue(&self) -> i64 {
        self.days_1_to_30 + self.days_31_to_60 + self.days_61_to_90 + self.over_90
    }

    /// This and `other` together.
    pub fn add(&mut self, other: &Aging) {
        self.current += other.current;
        self.days_1_to_30 += other.days_1_to_30;
        self.days_31_to_60 += other.days_31_to_60;
        self.days_61_to_90 += other.days_61_to_90;
        self.over_90 += other.over_90;
    }
}

/// How `balance` ages on `today`, from the account's installments as they stand (see
/// [`super::standing`]): each one's unpaid part by the days since it fell due; whatever the
/// balance holds beyond them is current. A balance of zero or less owes nothing.
pub fn aging(installments: &[Installment], balance: i64, today: NaiveDate) -> Aging {
    let mut aged = Aging::default();
    if balance <= 0 {
        return aged;
    }
    let mut left_to_place = balance;
    for installment in installments {
        let unpaid = installment.left().min(left_to_place);
        if unpaid <= 0 {
            continue;
        }
        left_to_place -= unpaid;
        match (today - installment.due_on).num_days() {
            ..=0 => aged.current += unpaid,
            1..=30 => aged.days_1_to_30 += unpaid,
            31..=60 => aged.days_31_to_60 += unpaid,
            61..=90 => aged.days_61_to_90 += unpaid,
            _ => aged.over_90 += unpaid,
        }
    }
    aged.current += left_to_place;
    aged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fees::standing;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn each_unpaid_installment_ages_by_the_days_since_it_fell_due() {
        let dues = [
            (day("2026-06-15"), 1_000),
            (day("2026-08-15"), 1_000),
            (day("2026-10-15"), 1_000),
            (day("2027-01-15"), 1_000),
        ];
        let today = day("2026-10-20");
        // 500 paid: half of June is still owed, 127 days on.
        let aged = aging(&standing(&dues, 3_500, today), 3_500, today);
        assert_eq!(
            aged,
            Aging { current: 1_000, days_1_to_30: 1_000, days_31_to_60: 0, days_61_to_90: 1_000, over_90: 500 }
        );
        assert_eq!(aged.total(), 3_500);
        assert_eq!(aged.overdue(), 2_500);
    }

    #[test]
    fn a_charge_beyond_the_installments_is_current_and_a_settled_account_owes_nothing() {
        let dues = [(day("2026-06-15"), 1_000)];
        let today = day("2026-07-01");
        let aged = aging(&standing(&dues, 1_200, today), 1_200, today);
        assert_eq!((aged.current, aged.days_1_to_30), (200, 1_000));
        assert_eq!(aging(&standing(&dues, 0, today), 0, today), Aging::default());
        assert_eq!(aging(&standing(&dues, -300, today), -300, today), Aging::default());
    }
}
