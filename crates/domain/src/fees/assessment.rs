//! A learner's assessment: the charges of their items, the discounts given them, the plan's
//! installment charge, and the installments what is left is paid in. Computed in whole
//! centavos; a percentage is rounded half up, once per discount.

use chrono::NaiveDate;

use super::schedule::{DiscountValue, ItemKind, Payer};

/// A fee item charged to the learner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// What names it on the ledger across re-assessments (the item's id).
    pub key: String,
    /// As the statement prints it.
    pub name: String,
    /// What it is for.
    pub kind: ItemKind,
    /// In centavos.
    pub amount: i64,
}

/// A discount given to the learner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Discount {
    /// What names it on the ledger (the discount's id).
    pub key: String,
    /// As the statement prints it.
    pub name: String,
    /// How much it takes off.
    pub value: DiscountValue,
    /// The kinds of items it is taken off.
    pub kinds: Vec<ItemKind>,
    /// Who pays it.
    pub payer: Payer,
}

/// The learner's payment plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// What names its charge on the ledger (the plan's id).
    pub key: String,
    /// As the statement prints it.
    pub name: String,
    /// The due dates, in order.
    pub dues: Vec<NaiveDate>,
    /// The flat installment charge, in centavos (zero for none).
    pub charge: i64,
}

/// Whether a line raises or lowers the balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineKind {
    /// An item or the plan's charge.
    Charge,
    /// A discount.
    Discount,
}

/// One line of an assessment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// `item:<id>`, `discount:<id>` or `plan:<id>`: the same line across re-assessments.
    pub key: String,
    /// Charge or discount.
    pub kind: LineKind,
    /// As the ledger names it.
    pub description: String,
    /// Signed centavos: a charge is positive, a discount negative.
    pub amount: i64,
}

/// What a learner owes for the year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assessed {
    /// Charges, then discounts, then the plan's charge.
    pub lines: Vec<Line>,
    /// Each due date with its amount; they add up to the lines' sum.
    pub installments: Vec<(NaiveDate, i64)>,
}

impl Assessed {
    /// The sum of the lines: what the family owes before any payment.
    pub fn net(&self) -> i64 {
        self.lines.iter().map(|line| line.amount).sum()
    }
}

/// `amount × basis_points / 10 000`, rounded half up to the centavo.
pub fn percent_of(amount: i64, basis_points: u32) -> i64 {
    (i128::from(amount) * i128::from(basis_points) + 5_000).div_euclid(10_000) as i64
}

/// `total` split over `parts` installments: equal shares, the odd centavos on the first.
pub fn split(total: i64, parts: usize) -> Vec<i64> {
    let parts_i64 = parts.max(1) as i64;
    let share = total.div_euclid(parts_i64);
    let mut shares = vec![share; parts.max(1)];
    shares[0] += total - share * parts_i64;
    shares
}

/// The assessment of a learner charged `items`, given `discounts` (in this order), paying by
/// `plan`. A discount never takes off more than the items of its kinds, nor, with the ones
/// before it, more than all the items.
pub fn assess(items: &[Item], plan: &Plan, discounts: &[Discount]) -> Assessed {
    let mut lines: Vec<Line> = items
        .iter()
        .map(|item| Line {
            key: format!("item:{}", item.key),
            kind: LineKind::Charge,
            description: item.name.clone(),
            amount: item.amount,
        })
        .collect();
    let mut left = items.iter().map(|item| item.amount).sum::<i64>();
    for discount in discounts {
        let base: i64 = items.iter().filter(|item| discount.kinds.contains(&item.kind)).map(|item| item.amount).sum();
        let off = match discount.value {
            DiscountValue::Percent(points) => percent_of(base, points),
            DiscountValue::Amount(amount) => amount.min(base),
        }
        .min(left);
        if off > 0 {
            left -= off;
            let paid_by = match discount.payer {
                Payer::Family => String::new(),
                Payer::Government => " (paid by the government)".into(),
            };
            lines.push(Line {
                key: format!("discount:{}", discount.key),
                kind: LineKind::Discount,
                description: format!("{}{paid_by}", discount.name),
                amount: -off,
            });
        }
    }
    if plan.charge > 0 {
        lines.push(Line {
            key: format!("plan:{}", plan.key),
            kind: LineKind::Charge,
            description: format!("Installment charge ({})", plan.name),
            amount: plan.charge,
        });
    }
    let net: i64 = lines.iter().map(|line| line.amount).sum();
    let installments = plan.dues.iter().copied().zip(split(net, plan.dues.len())).collect();
    Assessed { lines, installments }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn item(key: &str, kind: ItemKind, amount: i64) -> Item {
        Item { key: key.into(), name: key.into(), kind, amount }
    }

    fn quarterly(charge: i64) -> Plan {
        Plan {
            key: "q".into(),
            name: "Quarterly".into(),
            dues: ["2026-06-15", "2026-08-15", "2026-10-15", "2027-01-15"].map(day).to_vec(),
            charge,
        }
    }

    #[test]
    fn percentages_round_half_up_to_the_centavo() {
        assert_eq!(percent_of(12_345, 1_000), 1_235); // 1234.5 → 1235
        assert_eq!(percent_of(12_344, 1_000), 1_234); // 1234.4 → 1234
        assert_eq!(percent_of(3_000_000, 10_000), 3_000_000);
        assert_eq!(percent_of(MAXED, 10_000), MAXED);
    }

    const MAXED: i64 = 1_000_000_000;

    #[test]
    fn the_odd_centavos_go_on_the_first_installment() {
        assert_eq!(split(100_001, 4), vec![25_001, 25_000, 25_000, 25_000]);
        assert_eq!(split(100_003, 4).iter().sum::<i64>(), 100_003);
        assert_eq!(split(0, 3), vec![0, 0, 0]);
    }

    #[test]
    fn a_learner_owes_the_items_less_the_discounts_plus_the_plans_charge_in_installments() {
        let items = [item("tuition", ItemKind::Tuition, 3_000_000), item("misc", ItemKind::Miscellaneous, 500_001)];
        let siblings = Discount {
            key: "s".into(),
            name: "Siblings".into(),
            value: DiscountValue::Percent(1_000),
            kinds: vec![ItemKind::Tuition],
            payer: Payer::Family,
        };
        let esc = Discount {
            key: "esc".into(),
            name: "ESC".into(),
            value: DiscountValue::Amount(900_000),
            kinds: vec![ItemKind::Tuition],
            payer: Payer::Government,
        };
        let assessed = assess(&items, &quarterly(150_000), &[siblings, esc]);
        let amounts: Vec<i64> = assessed.lines.iter().map(|line| line.amount).collect();
        assert_eq!(amounts, vec![3_000_000, 500_001, -300_000, -900_000, 150_000]);
        assert_eq!(assessed.lines[3].description, "ESC (paid by the government)");
        assert_eq!(assessed.lines[4].key, "plan:q");
        assert_eq!(assessed.net(), 2_450_001);
        let shares: Vec<i64> = assessed.installments.iter().map(|(_, amount)| *amount).collect();
        assert_eq!(shares, vec![612_501, 612_500, 612_500, 612_500]);
        assert_eq!(assessed.installments[0].0, day("2026-06-15"));
    }

    #[test]
    fn discounts_never_take_off_more_than_their_items_or_all_of_them() {
        let items = [item("books", ItemKind::Books, 200_000), item("tuition", ItemKind::Tuition, 100_000)];
        let on_books = |value| Discount {
            key: "d".into(),
            name: "Books grant".into(),
            value,
            kinds: vec![ItemKind::Books],
            payer: Payer::Family,
        };
        let everything = Discount { kinds: ItemKind::ALL.to_vec(), ..on_books(DiscountValue::Percent(10_000)) };
        let plan = Plan { dues: vec![day("2026-06-15")], charge: 0, ..quarterly(0) };
        let assessed = assess(&items, &plan, &[on_books(DiscountValue::Amount(900_000)), everything]);
        let amounts: Vec<i64> = assessed.lines.iter().map(|line| line.amount).collect();
        assert_eq!(amounts, vec![200_000, 100_000, -200_000, -100_000]);
        assert_eq!(assessed.net(), 0);
        // A discount with nothing to take off is not a line.
        let nothing = assess(&items[1..], &plan, &[on_books(DiscountValue::Amount(5_000))]);
        assert_eq!(nothing.lines.len(), 1);
    }
}
