//! Which reminders an account is due: the school's settings say how many days before a due
//! date guardians are reminded, and whether they are reminded once an installment is overdue.
//! Each installment is reminded of at most once per kind; the store keeps that promise, this
//! only says what is due on a day.

use chrono::NaiveDate;

use super::installments::Installment;

/// The largest number of days before a due date a reminder may go.
pub const MAX_DAYS_BEFORE: i64 = 60;

/// A reminder's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReminderKind {
    /// The due date is near (or today).
    Upcoming,
    /// The due date has passed.
    Overdue,
}

impl ReminderKind {
    /// As stored and sent: `upcoming`, `overdue`.
    pub fn as_str(self) -> &'static str {
        match self {
            ReminderKind::Upcoming => "upcoming",
            ReminderKind::Overdue => "overdue",
        }
    }
}

/// When the school reminds guardians.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReminderRules {
    /// Days before a due date (0: no reminder before it).
    pub days_before: i64,
    /// Whether an overdue installment is reminded of.
    pub overdue: bool,
}

/// One reminder due: of which installment, what kind, and what is left of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DueReminder {
    /// The installment's due date.
    pub due_on: NaiveDate,
    /// Upcoming or overdue.
    pub kind: ReminderKind,
    /// What is left to pay of it, in centavos.
    pub amount: i64,
}

/// The reminders due on `today` of an account whose installments stand as `installments`
/// and whose balance is `balance`: none for a balance of zero or less; of each installment with
/// something left to pay (as much of it as the balance holds), an upcoming reminder from
/// `days_before` days before its due date to the day itself, and an overdue one after it.
pub fn due_reminders(
    installments: &[Installment],
    balance: i64,
    today: NaiveDate,
    rules: ReminderRules,
) -> Vec<DueReminder> {
    let mut due = Vec::new();
    let mut left_to_place = balance;
    for installment in installments {
        if left_to_place <= 0 {
            break;
        }
        let amount = installment.left().min(left_to_place);
        if amount <= 0 {
            continue;
        }
        left_to_place -= amount;
        let days_left = (installment.due_on - today).num_days();
        let kind = if days_left < 0 {
            rules.overdue.then_some(ReminderKind::Overdue)
        } else {
            (rules.days_before > 0 && days_left <= rules.days_before).then_some(ReminderKind::Upcoming)
        };
        if let Some(kind) = kind {
            due.push(DueReminder { due_on: installment.due_on, kind, amount });
        }
    }
    due
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fees::installments::tests::{day, dues};
    use crate::fees::standing;

    const RULES: ReminderRules = ReminderRules { days_before: 7, overdue: true };

    #[test]
    fn an_installment_is_reminded_of_from_its_days_before_to_the_day_and_after_it() {
        let today = day("2026-08-10");
        let standing = standing(&dues(), 2_000, today);
        // The first is paid; the second is five days away; the third is two months off.
        let due = due_reminders(&standing, 2_000, today, RULES);
        assert_eq!(due, vec![DueReminder { due_on: day("2026-08-15"), kind: ReminderKind::Upcoming, amount: 1_000 }]);
        let on_the_day = due_reminders(&standing, 2_000, day("2026-08-15"), RULES);
        assert_eq!(on_the_day[0].kind, ReminderKind::Upcoming);
        let eight_days_before = due_reminders(&standing, 2_000, day("2026-08-07"), RULES);
        assert!(eight_days_before.is_empty());
        let after = due_reminders(&standing, 2_000, day("2026-08-16"), RULES);
        assert_eq!(after, vec![DueReminder { due_on: day("2026-08-15"), kind: ReminderKind::Overdue, amount: 1_000 }]);
    }

    #[test]
    fn nothing_is_reminded_of_a_paid_account_or_against_the_rules() {
        let today = day("2026-10-20");
        let all_unpaid = standing(&dues(), 3_000, today);
        assert_eq!(due_reminders(&all_unpaid, 3_000, today, RULES).len(), 3, "every one overdue");
        assert!(due_reminders(&all_unpaid, 0, today, RULES).is_empty(), "a zero balance is never reminded");
        assert!(due_reminders(&all_unpaid, -500, today, RULES).is_empty(), "nor a credit");
        let no_overdue = ReminderRules { days_before: 7, overdue: false };
        assert!(due_reminders(&all_unpaid, 3_000, today, no_overdue).is_empty());
        let none_before = ReminderRules { days_before: 0, overdue: true };
        let early = standing(&dues(), 3_000, day("2026-06-14"));
        assert!(due_reminders(&early, 3_000, day("2026-06-14"), none_before).is_empty());
    }

    #[test]
    fn a_part_payment_leaves_only_what_is_left_to_remind_of() {
        let today = day("2026-06-20");
        let standing = standing(&dues(), 2_600, today);
        let due = due_reminders(&standing, 2_600, today, RULES);
        assert_eq!(due, vec![DueReminder { due_on: day("2026-06-15"), kind: ReminderKind::Overdue, amount: 600 }]);
    }
}
