//! An account's fee items as they stand: read from its ledger (each item's charge lines, the
//! discounts taken off them, the payments for chosen items and every other payment) with the
//! kinds the year's schedule gives its items and discounts.

use std::collections::HashMap;

use lyceum_domain::fees::{items_standing, DiscountTaken, ItemCharge, ItemDue, ItemKind};
use lyceum_persistence::fees::ledger::FeeEntry;
use lyceum_persistence::fees::{schedules, split_list};
use lyceum_persistence::Conn;

use crate::fee_views::AccountItemView;
use crate::Refusal;

/// A line's key as payments for a chosen item name it: an item of the schedule, or the plan's
/// installment charge.
pub(crate) fn is_item_key(key: &str) -> bool {
    key.starts_with("item:") || key.starts_with("plan:")
}

/// Whether `entry` is money in or out: a payment, its reversal (both name the item a cashier
/// chose, if any) or a refund.
fn pays(entry: &FeeEntry) -> bool {
    matches!(entry.kind.as_str(), "payment" | "reversal" | "refund")
}

/// An account's ledger as its items read it.
struct ItemLedger {
    /// The assessment lines in the order they were first posted: key, name, sum.
    lines: Vec<(String, String, i64)>,
    /// What payments for chosen items brought each item.
    chosen: HashMap<String, i64>,
    /// What every other payment brought.
    unassigned: i64,
}

/// Reads `entries` (one learner's ledger) into its lines and payments.
fn read_ledger(entries: &[FeeEntry]) -> ItemLedger {
    let mut lines: Vec<(String, String, i64)> = Vec::new();
    let mut chosen: HashMap<String, i64> = HashMap::new();
    let mut unassigned = 0;
    for entry in entries {
        match (&entry.line_key, pays(entry)) {
            (Some(key), true) => *chosen.entry(key.clone()).or_default() -= entry.amount_centavos,
            (None, true) => unassigned -= entry.amount_centavos,
            (Some(key), false) => match lines.iter_mut().find(|(line, _, _)| line == key) {
                Some((_, name, amount)) => {
                    if entry.kind == "charge" {
                        name.clone_from(&entry.description);
                    }
                    *amount += entry.amount_centavos;
                }
                None => {
                    let name = entry.description.trim_start_matches("Re-assessment: ").to_owned();
                    lines.push((key.clone(), name, entry.amount_centavos));
                }
            },
            (None, false) => {}
        }
    }
    ItemLedger { lines, chosen, unassigned }
}

/// The name of each assessment line of `entries` (the learner's ledger), by key.
pub(crate) fn line_names(entries: &[FeeEntry]) -> HashMap<String, String> {
    read_ledger(entries).lines.into_iter().map(|(key, name, _)| (key, name)).collect()
}

/// The items of the account whose ledger is `entries`, for a learner of `level_id` in
/// `year_id`, each with what is due and paid of it.
pub(crate) fn item_dues(
    conn: &mut Conn,
    year_id: &str,
    level_id: Option<&str>,
    entries: &[FeeEntry],
) -> Result<Vec<ItemDue>, Refusal> {
    let ItemLedger { lines, chosen, unassigned } = read_ledger(entries);
    if lines.is_empty() {
        return Ok(Vec::new());
    }
    let (items, _) = match level_id {
        Some(level) => schedules::of_level(conn, year_id, level)?,
        None => (Vec::new(), Vec::new()),
    };
    let discounts = schedules::discounts(conn, year_id)?;
    let kind_of = |key: &str| {
        let id = key.strip_prefix("item:")?;
        items.iter().find(|item| item.id == id).and_then(|item| ItemKind::parse("kind", &item.kind).ok())
    };
    let charges: Vec<ItemCharge> = lines
        .iter()
        .filter(|(key, _, amount)| is_item_key(key) && *amount != 0)
        .map(|(key, name, amount)| ItemCharge {
            key: key.clone(),
            name: name.clone(),
            kind: kind_of(key),
            charged: *amount,
        })
        .collect();
    let taken: Vec<DiscountTaken> = lines
        .iter()
        .filter_map(|(key, _, amount)| Some((key.strip_prefix("discount:")?, -amount)))
        .filter(|(_, off)| *off > 0)
        .map(|(id, off)| DiscountTaken {
            kinds: discounts.iter().find(|discount| discount.id == id).map(|discount| {
                split_list(&discount.item_kinds).iter().filter_map(|kind| ItemKind::parse("kind", kind).ok()).collect()
            }),
            off,
        })
        .collect();
    Ok(items_standing(&charges, &taken, &chosen, unassigned))
}

/// `due` as sent.
pub(crate) fn item_view(due: ItemDue) -> AccountItemView {
    AccountItemView { key: due.key, name: due.name, amount_centavos: due.amount, paid_centavos: due.paid }
}
