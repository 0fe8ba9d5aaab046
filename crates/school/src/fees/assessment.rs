//! Learners assessed: the charges of their level, plan and discounts posted to their accounts,
//! after a preview of the totals. Assessing again posts only the differences, as adjustments.

use std::collections::{BTreeMap, HashMap};

use lyceum_domain::fees::assessment::{Discount, Item, Plan};
use lyceum_domain::fees::{assess, Assessed, DiscountValue, ItemKind, LineKind, Payer};
use lyceum_persistence::fees::accounts::{self as stored, Assessable, FeeAccount, Scope};
use lyceum_persistence::fees::ledger::{self, NewFeeEntry};
use lyceum_persistence::fees::schedules::{self, FeeDiscount, FeeItem, FeePlan};
use lyceum_persistence::fees::split_list;
use lyceum_persistence::Conn;
use serde::Deserialize;

use super::basics::{actor_name, known_id, year};
use crate::audit::{audited, Actor, Entry};
use crate::fee_views::{DifferingView, FeeAssessmentView};
use crate::Refusal;

/// How many learners one transaction assesses, so a whole school's assessment never holds the
/// database's writer for long.
const LEARNERS_PER_TRANSACTION: usize = 500;

/// `POST /api/fees/assess`: the learners of one of `studentID`, `sectionID` or `levelID` (none:
/// the whole school) in a school year; posted only when `confirm` is true.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct AssessAsked {
    #[serde(rename = "schoolYearID")]
    school_year_id: String,
    #[serde(rename = "studentID")]
    student_id: Option<String>,
    #[serde(rename = "sectionID")]
    section_id: Option<String>,
    #[serde(rename = "levelID")]
    level_id: Option<String>,
    confirm: bool,
}

impl AssessAsked {
    fn scope(&self) -> Scope<'_> {
        fn given(id: &Option<String>) -> Option<&str> {
            id.as_deref().map(str::trim).filter(|id| !id.is_empty())
        }
        match (given(&self.student_id), given(&self.section_id), given(&self.level_id)) {
            (Some(student), _, _) => Scope::Learner(student),
            (_, Some(section), _) => Scope::Section(section),
            (_, _, Some(level)) => Scope::Level(level),
            _ => Scope::School,
        }
    }
}

/// A year's schedules, by level, and its discounts, as the domain computes with them.
struct YearFees {
    items: HashMap<String, Vec<FeeItem>>,
    plans: HashMap<String, Vec<FeePlan>>,
    discounts: Vec<FeeDiscount>,
}

fn domain_item(item: &FeeItem) -> Item {
    Item {
        key: item.id.clone(),
        name: item.name.clone(),
        kind: ItemKind::parse("kind", &item.kind).unwrap_or(ItemKind::Other),
        amount: item.amount_centavos,
    }
}

fn domain_discount(discount: &FeeDiscount) -> Discount {
    Discount {
        key: discount.id.clone(),
        name: discount.name.clone(),
        value: match (discount.basis_points, discount.amount_centavos) {
            (Some(points), _) => DiscountValue::Percent(points.clamp(0, 10_000) as u32),
            (None, amount) => DiscountValue::Amount(amount.unwrap_or(0)),
        },
        kinds: split_list(&discount.item_kinds).iter().filter_map(|kind| ItemKind::parse("kind", kind).ok()).collect(),
        payer: Payer::parse("payer", &discount.payer).unwrap_or(Payer::Family),
    }
}

impl YearFees {
    fn read(conn: &mut Conn, year_id: &str) -> Result<YearFees, Refusal> {
        let (items, plans) = schedules::of_year(conn, year_id)?;
        let mut by_level_items: HashMap<String, Vec<FeeItem>> = HashMap::new();
        for item in items {
            by_level_items.entry(item.level_id.clone()).or_default().push(item);
        }
        let mut by_level_plans: HashMap<String, Vec<FeePlan>> = HashMap::new();
        for plan in plans {
            by_level_plans.entry(plan.level_id.clone()).or_default().push(plan);
        }
        Ok(YearFees { items: by_level_items, plans: by_level_plans, discounts: schedules::discounts(conn, year_id)? })
    }

    /// What `learner` owes by the schedule and their account's choices; none when their level
    /// has no payment plan.
    fn assess(&self, learner: &Assessable, account: Option<&FeeAccount>) -> Option<Assessed> {
        let plans = self.plans.get(&learner.level_id)?;
        let chosen = account.and_then(|a| a.plan_id.as_deref());
        let plan = chosen.and_then(|id| plans.iter().find(|p| p.id == id)).or_else(|| plans.first())?;
        let optional = account.map(FeeAccount::optional_items).unwrap_or_default();
        let items: Vec<Item> = self
            .items
            .get(&learner.level_id)
            .map(|items| {
                items.iter().filter(|item| item.mandatory || optional.contains(&item.id)).map(domain_item).collect()
            })
            .unwrap_or_default();
        let given = account.map(FeeAccount::discounts).unwrap_or_default();
        let discounts: Vec<Discount> =
            self.discounts.iter().filter(|d| given.contains(&d.id)).map(domain_discount).collect();
        let plan =
            Plan { key: plan.id.clone(), name: plan.name.clone(), dues: plan.dues(), charge: plan.charge_centavos };
        Some(assess(&items, &plan, &discounts))
    }
}

/// What an assessment would post to one account: its new entries and installments.
struct Posting {
    learner: Assessable,
    first: bool,
    entries: Vec<(String, &'static str, String, i64)>,
    installments: Vec<(chrono::NaiveDate, i64)>,
}

/// The entries that bring `posted` (line key → amount) to `assessed`: every line on a first
/// assessment; after it, an adjustment for each line whose amount changed or went away.
fn differences(assessed: &Assessed, posted: Option<&HashMap<String, i64>>) -> Vec<(String, &'static str, String, i64)> {
    let Some(posted) = posted.filter(|posted| !posted.is_empty()) else {
        return assessed
            .lines
            .iter()
            .map(|line| {
                let kind = if line.kind == LineKind::Charge { "charge" } else { "discount" };
                (line.key.clone(), kind, line.description.clone(), line.amount)
            })
            .collect();
    };
    let mut wanted: BTreeMap<&str, (i64, &str)> = BTreeMap::new();
    for line in &assessed.lines {
        wanted.insert(&line.key, (line.amount, &line.description));
    }
    let mut entries = Vec::new();
    for line in &assessed.lines {
        let before = posted.get(&line.key).copied().unwrap_or(0);
        if before != line.amount {
            let what = format!("Re-assessment: {}", line.description);
            entries.push((line.key.clone(), "adjustment", what, line.amount - before));
        }
    }
    let mut gone: Vec<(&String, &i64)> =
        posted.iter().filter(|(key, amount)| !wanted.contains_key(key.as_str()) && **amount != 0).collect();
    gone.sort();
    for (key, amount) in gone {
        entries.push((key.clone(), "adjustment", "Re-assessment: a line no longer charged".into(), -amount));
    }
    entries
}

/// Previews, or with `confirm` posts, the assessment `asked` describes, logged by `actor`.
pub fn assess_learners(conn: &mut Conn, actor: &Actor, asked: &AssessAsked) -> Result<FeeAssessmentView, Refusal> {
    let year = year(conn, &asked.school_year_id)?;
    let unknown = match asked.scope() {
        Scope::Learner(id) | Scope::Section(id) | Scope::Level(id) => known_id(id).is_none(),
        Scope::School => false,
    };
    if unknown {
        return Err(Refusal::NotFound("There is no such learner, section or level.".into()));
    }
    let learners = stored::assessable(conn, &year.year.id, asked.scope())?;
    if let (Scope::Learner(_), true) = (asked.scope(), learners.is_empty()) {
        return Err(Refusal::BadRequest(format!("This learner is not enrolled in {}.", year.year.name)));
    }
    let fees = YearFees::read(conn, &year.year.id)?;
    let ids: Vec<String> = learners.iter().map(|l| l.student_id.clone()).collect();
    let accounts: HashMap<String, FeeAccount> =
        stored::of_learners(conn, &year.year.id, &ids)?.into_iter().map(|a| (a.student_id.clone(), a)).collect();
    let posted = ledger::posted_lines(conn, &year.year.id, &ids)?;
    let mut view = FeeAssessmentView { learners: learners.len(), ..FeeAssessmentView::default() };
    let mut postings = Vec::new();
    for learner in learners {
        let account = accounts.get(&learner.student_id);
        let Some(assessed) = fees.assess(&learner, account) else {
            view.without_schedule += 1;
            continue;
        };
        for line in &assessed.lines {
            match line.kind {
                LineKind::Charge => view.charges_centavos += line.amount,
                LineKind::Discount => view.discounts_centavos -= line.amount,
            }
        }
        let already = posted.get(&learner.student_id);
        let first = account.is_none_or(|a| a.assessed_at.is_none()) && already.is_none_or(HashMap::is_empty);
        let entries = differences(&assessed, already);
        if first {
            view.not_assessed += 1;
        } else if !entries.is_empty() {
            let before: i64 = already.map(|lines| lines.values().sum()).unwrap_or(0);
            view.differing.push(DifferingView {
                student_id: learner.student_id.clone(),
                name: learner.name.clone(),
                posted_centavos: before,
                assessed_centavos: assessed.net(),
            });
        }
        let installments_changed = account.is_none_or(|a| a.installments() != assessed.installments);
        if first || !entries.is_empty() || installments_changed {
            postings.push(Posting { learner, first, entries, installments: assessed.installments });
        }
    }
    view.net_centavos = view.charges_centavos - view.discounts_centavos;
    if !asked.confirm {
        return Ok(view);
    }
    let (actor_id, by) = actor_name(conn, actor)?;
    for chunk in postings.chunks(LEARNERS_PER_TRANSACTION) {
        audited(conn, |conn| {
            let mut entries = Vec::new();
            let mut log = Vec::with_capacity(chunk.len());
            for posting in chunk {
                for (key, kind, description, amount) in &posting.entries {
                    entries.push(NewFeeEntry {
                        student_id: posting.learner.student_id.clone(),
                        school_year_id: year.year.id.clone(),
                        kind,
                        line_key: Some(key.clone()),
                        description: description.clone(),
                        amount_centavos: *amount,
                        receipt_id: None,
                        reason: (!posting.first).then(|| "The fee schedule or the account's choices changed.".into()),
                        actor_id: actor_id.clone(),
                        actor_name: by.clone(),
                    });
                }
                stored::set_assessed(conn, &posting.learner.student_id, &year.year.id, &posting.installments)?;
                let change: i64 = posting.entries.iter().map(|entry| entry.3).sum();
                let what = if posting.first { "fees assessed" } else { "fees re-assessed" };
                let detail =
                    format!("{}, {}: {}", posting.learner.name, year.year.name, lyceum_domain::fees::pesos(change));
                log.push(Entry::by(actor.clone(), what).on("student", &posting.learner.student_id).detail(detail));
            }
            ledger::append(conn, &entries)?;
            Ok::<_, Refusal>(((), log))
        })?;
    }
    view.assessed = postings.iter().filter(|p| p.first).count();
    view.reassessed = postings.iter().filter(|p| !p.first && !p.entries.is_empty()).count();
    Ok(view)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assessed(lines: &[(&str, i64)]) -> Assessed {
        Assessed {
            lines: lines
                .iter()
                .map(|(key, amount)| lyceum_domain::fees::Line {
                    key: (*key).into(),
                    kind: if *amount >= 0 { LineKind::Charge } else { LineKind::Discount },
                    description: (*key).into(),
                    amount: *amount,
                })
                .collect(),
            installments: vec![],
        }
    }

    #[test]
    fn a_first_assessment_posts_every_line_and_a_second_only_what_changed() {
        let now = assessed(&[("item:t", 3_000_000), ("discount:s", -300_000)]);
        let first = differences(&now, None);
        assert_eq!(
            first.iter().map(|e| (e.1, e.3)).collect::<Vec<_>>(),
            vec![("charge", 3_000_000), ("discount", -300_000)]
        );
        let posted: HashMap<String, i64> = [
            ("item:t".to_string(), 2_800_000),
            ("item:books".to_string(), 50_000),
            ("discount:s".to_string(), -300_000),
        ]
        .into();
        let again = differences(&now, Some(&posted));
        assert_eq!(
            again.iter().map(|e| (e.0.as_str(), e.1, e.3)).collect::<Vec<_>>(),
            vec![("item:t", "adjustment", 200_000), ("item:books", "adjustment", -50_000)]
        );
        let same: HashMap<String, i64> =
            [("item:t".to_string(), 3_000_000), ("discount:s".to_string(), -300_000)].into();
        assert!(differences(&now, Some(&same)).is_empty());
    }
}
