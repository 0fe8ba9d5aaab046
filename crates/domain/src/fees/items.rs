//! How a learner's fee items stand: each item's amount after the discounts taken off it, and
//! what has been paid of it. A payment for items the cashier chose pays those items; every
//! other payment pays the items in the schedule's order, after the chosen ones took theirs.
//! (The installments are shares of the whole account, so every payment counts towards them
//! alike, the oldest amount due first: see [`super::installments`].)

use std::collections::HashMap;

use super::schedule::ItemKind;

/// An item charged on an account: the sum of its ledger lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemCharge {
    /// Its ledger line's key (`item:<id>` or `plan:<id>`).
    pub key: String,
    /// As the ledger names it.
    pub name: String,
    /// Its kind, when the schedule still has the item (none for the plan's charge).
    pub kind: Option<ItemKind>,
    /// What is charged for it, in centavos.
    pub charged: i64,
}

/// A discount taken off an account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscountTaken {
    /// The kinds of items it is taken off; none when the schedule no longer has it.
    pub kinds: Option<Vec<ItemKind>>,
    /// How much it takes off, in centavos (positive).
    pub off: i64,
}

/// An item with what is due and paid of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemDue {
    /// Its ledger line's key.
    pub key: String,
    /// As the ledger names it.
    pub name: String,
    /// What is due for it after its discounts, in centavos.
    pub amount: i64,
    /// What has been paid of it, in centavos.
    pub paid: i64,
}

impl ItemDue {
    /// What is still to be paid of it.
    pub fn left(&self) -> i64 {
        self.amount - self.paid
    }
}

/// Takes `amount` off the `nets` that `eligible` names, in proportion to each, never below
/// zero; returns what could not be taken.
fn take_off(nets: &mut [i64], amount: i64, eligible: impl Fn(usize) -> bool) -> i64 {
    let chosen: Vec<usize> = (0..nets.len()).filter(|&index| eligible(index) && nets[index] > 0).collect();
    let base: i64 = chosen.iter().map(|&index| nets[index]).sum();
    let amount = amount.max(0);
    if base == 0 || amount == 0 {
        return amount;
    }
    let taking = amount.min(base);
    let mut taken = 0;
    let shares: Vec<i64> =
        chosen.iter().map(|&index| (i128::from(taking) * i128::from(nets[index]) / i128::from(base)) as i64).collect();
    for (&index, share) in chosen.iter().zip(shares) {
        nets[index] -= share;
        taken += share;
    }
    // The odd centavos, one each, in order.
    for &index in chosen.iter().cycle().take(chosen.len() * 2) {
        if taken == taking {
            break;
        }
        if nets[index] > 0 {
            nets[index] -= 1;
            taken += 1;
        }
    }
    amount - taken
}

/// The `items` of an account, less the `discounts` taken off it (each off the items of its
/// kinds in proportion, what is left of it off any item), paid by `chosen` (item key → what
/// payments for that item brought) and by `unassigned`, what every other payment brought.
/// What was paid for an item beyond its amount (the schedule changed since) counts as
/// unassigned; what is left after every item is paid is the account's credit.
pub fn items_standing(
    items: &[ItemCharge],
    discounts: &[DiscountTaken],
    chosen: &HashMap<String, i64>,
    unassigned: i64,
) -> Vec<ItemDue> {
    let mut nets: Vec<i64> = items.iter().map(|item| item.charged.max(0)).collect();
    for discount in discounts {
        let rest = match &discount.kinds {
            Some(kinds) => {
                take_off(&mut nets, discount.off, |index| items[index].kind.is_some_and(|k| kinds.contains(&k)))
            }
            None => discount.off,
        };
        take_off(&mut nets, rest, |_| true);
    }
    let mut pool = unassigned;
    let mut dues: Vec<ItemDue> = items
        .iter()
        .zip(&nets)
        .map(|(item, &amount)| {
            let paid_for = chosen.get(&item.key).copied().unwrap_or(0).max(0);
            let paid = paid_for.min(amount);
            pool += paid_for - paid;
            ItemDue { key: item.key.clone(), name: item.name.clone(), amount, paid }
        })
        .collect();
    for due in &mut dues {
        let paying = pool.clamp(0, due.left());
        due.paid += paying;
        pool -= paying;
    }
    dues
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(key: &str, kind: Option<ItemKind>, charged: i64) -> ItemCharge {
        ItemCharge { key: key.into(), name: key.into(), kind, charged }
    }

    fn school_items() -> Vec<ItemCharge> {
        vec![
            item("item:tuition", Some(ItemKind::Tuition), 3_000_000),
            item("item:misc", Some(ItemKind::Miscellaneous), 500_000),
            item("item:books", Some(ItemKind::Books), 350_000),
            item("plan:q", None, 150_000),
        ]
    }

    fn standing_of(dues: &[ItemDue]) -> Vec<(i64, i64)> {
        dues.iter().map(|due| (due.amount, due.paid)).collect()
    }

    #[test]
    fn unassigned_payments_pay_the_items_in_order() {
        let dues = items_standing(&school_items(), &[], &HashMap::new(), 3_200_000);
        assert_eq!(standing_of(&dues), vec![(3_000_000, 3_000_000), (500_000, 200_000), (350_000, 0), (150_000, 0)]);
        assert_eq!(dues[1].left(), 300_000);
    }

    #[test]
    fn a_payment_for_chosen_items_pays_them_before_the_order_does() {
        let chosen = HashMap::from([("item:books".to_owned(), 350_000)]);
        let dues = items_standing(&school_items(), &[], &chosen, 1_000_000);
        assert_eq!(standing_of(&dues), vec![(3_000_000, 1_000_000), (500_000, 0), (350_000, 350_000), (150_000, 0)]);
    }

    #[test]
    fn discounts_come_off_the_items_of_their_kinds_and_what_is_left_off_any() {
        let siblings = DiscountTaken { kinds: Some(vec![ItemKind::Tuition, ItemKind::Books]), off: 335_001 };
        let gone = DiscountTaken { kinds: None, off: 100 };
        let dues = items_standing(&school_items(), &[siblings, gone], &HashMap::new(), 0);
        let amounts: Vec<i64> = dues.iter().map(|due| due.amount).collect();
        // 335,001 over 3,000,000 and 350,000: 300,000 and 35,000, the odd centavo on tuition;
        // the discount the schedule no longer has comes off every item in proportion (73, 13,
        // 8 and 4 centavos, the two odd ones on the first two).
        assert_eq!(amounts.iter().sum::<i64>(), 4_000_000 - 335_001 - 100);
        assert_eq!(amounts[0], 3_000_000 - 300_001 - 74);
        assert_eq!(amounts[2], 350_000 - 35_000 - 8);
    }

    #[test]
    fn a_discount_never_takes_an_item_below_zero() {
        let grant = DiscountTaken { kinds: Some(vec![ItemKind::Books]), off: 900_000 };
        let dues = items_standing(&school_items(), &[grant], &HashMap::new(), 0);
        let amounts: Vec<i64> = dues.iter().map(|due| due.amount).collect();
        assert_eq!(amounts[2], 0);
        assert_eq!(amounts.iter().sum::<i64>(), 4_000_000 - 900_000);
        assert!(amounts.iter().all(|&amount| amount >= 0));
    }

    #[test]
    fn what_was_paid_for_an_item_beyond_it_pays_the_others_and_the_rest_is_credit() {
        let items =
            [item("item:tuition", Some(ItemKind::Tuition), 1_000), item("item:books", Some(ItemKind::Books), 500)];
        let chosen = HashMap::from([("item:books".to_owned(), 800)]);
        let dues = items_standing(&items, &[], &chosen, 900);
        assert_eq!(standing_of(&dues), vec![(1_000, 1_000), (500, 500)]);
        // A refund taken out of the credit leaves nothing owed: the pool never goes negative.
        let refunded = items_standing(&items, &[], &HashMap::new(), -200);
        assert_eq!(standing_of(&refunded), vec![(1_000, 0), (500, 0)]);
    }
}
