//! A level's fee schedule of a school year and the year's discounts, read and saved as a whole;
//! and a year's whole schedule copied to a year that has none.

use chrono::{Datelike, Months, NaiveDate};
use lyceum_domain::fees::schedule::{self, DiscountValue, ItemKind, Payer, PlanKind};
use lyceum_domain::fees::{money, RawAmount};
use lyceum_domain::{FieldErrors, ValidationError};
use lyceum_persistence::fees::schedules::{self as stored, FeeDiscount, FeeItem, FeePlan};
use lyceum_persistence::fees::{join_list, split_list};
use lyceum_persistence::Conn;
use serde::Deserialize;
use serde_json::Value;

use super::basics::{raw_amount, year};
use crate::audit::{audited, Actor, Entry};
use crate::fee_views::{CopiedView, FeeDiscountView, FeeItemView, FeePlanView, FeeScheduleView};
use crate::Refusal;

/// The most items, plans and discounts a schedule holds.
const MOST_LINES: usize = 40;

/// A fee item as sent: `_id` to change one, none to add one.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ItemAsked {
    #[serde(rename = "_id")]
    id: String,
    name: String,
    kind: String,
    amount_centavos: Value,
    mandatory: bool,
}

/// A payment plan as sent.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct PlanAsked {
    #[serde(rename = "_id")]
    id: String,
    name: String,
    kind: String,
    due_dates: Vec<String>,
    charge_centavos: Value,
}

/// `PUT /api/fees/schedule`: a level's items and plans of a school year, whole.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ScheduleAsked {
    #[serde(rename = "schoolYearID")]
    school_year_id: String,
    #[serde(rename = "levelID")]
    level_id: String,
    items: Vec<ItemAsked>,
    plans: Vec<PlanAsked>,
}

/// A discount as sent.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DiscountAsked {
    #[serde(rename = "_id")]
    id: String,
    name: String,
    kind: String,
    basis_points: Value,
    amount_centavos: Value,
    item_kinds: Vec<String>,
    payer: String,
}

/// `PUT /api/fees/discounts`: a school year's discounts, whole.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct DiscountsAsked {
    #[serde(rename = "schoolYearID")]
    school_year_id: String,
    discounts: Vec<DiscountAsked>,
}

/// `POST /api/fees/copy-schedule`.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct CopyAsked {
    #[serde(rename = "fromSchoolYearID")]
    from: String,
    #[serde(rename = "toSchoolYearID")]
    to: String,
}

pub(crate) fn item_view(item: FeeItem) -> FeeItemView {
    FeeItemView {
        id: item.id,
        name: item.name,
        kind: item.kind,
        amount_centavos: item.amount_centavos,
        mandatory: item.mandatory,
    }
}

pub(crate) fn plan_view(plan: FeePlan) -> FeePlanView {
    FeePlanView {
        id: plan.id,
        name: plan.name,
        kind: plan.kind,
        due_dates: split_list(&plan.due_dates),
        charge_centavos: plan.charge_centavos,
    }
}

pub(crate) fn discount_view(discount: FeeDiscount) -> FeeDiscountView {
    FeeDiscountView {
        id: discount.id,
        name: discount.name,
        kind: if discount.basis_points.is_some() { "percent" } else { "amount" }.into(),
        basis_points: discount.basis_points,
        amount_centavos: discount.amount_centavos,
        item_kinds: split_list(&discount.item_kinds),
        payer: discount.payer,
    }
}

/// The name of `level_id`; 404 when there is no such level.
fn level_name(conn: &mut Conn, level_id: &str) -> Result<String, Refusal> {
    let missing = || Refusal::NotFound("This level does not exist.".into());
    let Some(level_id) = super::basics::known_id(level_id) else { return Err(missing()) };
    stored::level_name(conn, &level_id)?.ok_or_else(|| Refusal::NotFound("This level does not exist.".into()))
}

/// The schedule of `level_id` in `year_id`, with the year's discounts.
pub fn schedule(conn: &mut Conn, year_id: &str, level_id: &str) -> Result<FeeScheduleView, Refusal> {
    let year = year(conn, year_id)?;
    level_name(conn, level_id)?;
    let (items, plans) = stored::of_level(conn, &year.year.id, level_id.trim())?;
    let discounts = stored::discounts(conn, &year.year.id)?;
    Ok(FeeScheduleView {
        school_year_id: year.year.id,
        level_id: level_id.trim().to_owned(),
        items: items.into_iter().map(item_view).collect(),
        plans: plans.into_iter().map(plan_view).collect(),
        discounts: discounts.into_iter().map(discount_view).collect(),
    })
}

/// `Line n: message` on `field`, for a row of a list.
fn on_line(field: &'static str, line: usize, error: ValidationError) -> ValidationError {
    ValidationError::new(field, format!("Line {}: {}", line + 1, error.message))
}

/// Refuses ids that are not among `known` (a row of another level or year).
fn check_ids<'a>(
    field: &'static str,
    asked: impl Iterator<Item = &'a str>,
    known: &[&str],
) -> Result<(), ValidationError> {
    for (line, id) in asked.enumerate() {
        if !id.is_empty() && !known.contains(&id) {
            return Err(ValidationError::new(field, format!("Line {}: this row is not in this schedule.", line + 1)));
        }
    }
    Ok(())
}

/// Checks the items sent: names, kinds, amounts, no name twice.
fn checked_items(asked: &[ItemAsked], errors: &mut FieldErrors) -> Vec<FeeItem> {
    if asked.len() > MOST_LINES {
        errors.add(ValidationError::new("items", format!("A schedule has at most {MOST_LINES} fee items.")));
    }
    let mut items: Vec<FeeItem> = Vec::new();
    for (line, item) in asked.iter().enumerate() {
        let name = errors.check(schedule::name("items", &item.name).map_err(|e| on_line("items", line, e)));
        let kind = errors.check(ItemKind::parse("items", &item.kind).map_err(|e| on_line("items", line, e)));
        let amount = errors
            .check(money::amount("items", raw_amount(&item.amount_centavos)).map_err(|e| on_line("items", line, e)));
        if let (Some(name), Some(kind), Some(amount)) = (name, kind, amount) {
            if items.iter().any(|other| other.name.eq_ignore_ascii_case(&name)) {
                errors.add(ValidationError::new("items", format!("Two fee items are named {name}.")));
            }
            items.push(FeeItem {
                id: item.id.trim().to_owned(),
                school_year_id: String::new(),
                level_id: String::new(),
                name,
                kind: kind.as_str().to_owned(),
                amount_centavos: amount,
                mandatory: item.mandatory,
                position: 0,
            });
        }
    }
    items
}

/// Checks the plans sent against the year's days.
fn checked_plans(asked: &[PlanAsked], days: (NaiveDate, NaiveDate), errors: &mut FieldErrors) -> Vec<FeePlan> {
    if asked.len() > MOST_LINES {
        errors.add(ValidationError::new("plans", format!("A schedule has at most {MOST_LINES} payment plans.")));
    }
    let mut plans = Vec::new();
    for (line, plan) in asked.iter().enumerate() {
        let name = errors.check(schedule::name("plans", &plan.name).map_err(|e| on_line("plans", line, e)));
        let kind = errors.check(PlanKind::parse("plans", &plan.kind).map_err(|e| on_line("plans", line, e)));
        let dues = kind.and_then(|kind| {
            errors.check(kind.due_dates("plans", &plan.due_dates, days).map_err(|e| on_line("plans", line, e)))
        });
        let charge = errors
            .check(money::charge("plans", raw_amount(&plan.charge_centavos)).map_err(|e| on_line("plans", line, e)));
        if let (Some(name), Some(kind), Some(dues), Some(charge)) = (name, kind, dues, charge) {
            plans.push(FeePlan {
                id: plan.id.trim().to_owned(),
                school_year_id: String::new(),
                level_id: String::new(),
                name,
                kind: kind.as_str().to_owned(),
                due_dates: stored::due_dates_text(&dues),
                charge_centavos: charge,
                position: 0,
            });
        }
    }
    plans
}

/// Saves the schedule `asked` sends, whole, logged by `actor`.
pub fn save_schedule(conn: &mut Conn, actor: &Actor, asked: &ScheduleAsked) -> Result<FeeScheduleView, Refusal> {
    let year = year(conn, &asked.school_year_id)?;
    let level = level_name(conn, &asked.level_id)?;
    let level_id = asked.level_id.trim();
    let mut errors = FieldErrors::new();
    let items = checked_items(&asked.items, &mut errors);
    let plans = checked_plans(&asked.plans, (year.year.first_day, year.year.last_day), &mut errors);
    let (known_items, known_plans) = stored::of_level(conn, &year.year.id, level_id)?;
    let item_ids: Vec<&str> = known_items.iter().map(|item| item.id.as_str()).collect();
    errors.check(check_ids("items", asked.items.iter().map(|item| item.id.trim()), &item_ids));
    let plan_ids: Vec<&str> = known_plans.iter().map(|plan| plan.id.as_str()).collect();
    errors.check(check_ids("plans", asked.plans.iter().map(|plan| plan.id.trim()), &plan_ids));
    errors.into_result()?;
    let detail = format!("{level}, {}: {} fee items, {} payment plans", year.year.name, items.len(), plans.len());
    audited(conn, |conn| {
        stored::replace_level(conn, (&year.year.id, level_id), items, plans)?;
        Ok::<_, Refusal>((
            (),
            vec![Entry::by(actor.clone(), "fee schedule saved").on("level", level_id).detail(detail)],
        ))
    })?;
    schedule(conn, &year.year.id, level_id)
}

/// Checks one discount sent.
fn checked_discount(line: usize, asked: &DiscountAsked) -> Result<FeeDiscount, ValidationError> {
    let at = |error| on_line("discounts", line, error);
    let name = schedule::name("discounts", &asked.name).map_err(at)?;
    let value = match asked.kind.trim() {
        // Anything but a whole number of hundredths (a fraction, a text) is no percentage.
        "percent" => DiscountValue::percent(
            "discounts",
            match raw_amount(&asked.basis_points) {
                RawAmount::Missing => None,
                RawAmount::Whole(points) => Some(points),
                RawAmount::Fraction | RawAmount::NotANumber => Some(0),
            },
        )
        .map_err(at)?,
        "amount" => DiscountValue::Amount(money::amount("discounts", raw_amount(&asked.amount_centavos)).map_err(at)?),
        _ => return Err(at(ValidationError::new("discounts", "Choose a percentage or an amount."))),
    };
    if asked.item_kinds.is_empty() {
        return Err(at(ValidationError::new("discounts", "Choose the fees it is taken off.")));
    }
    let kinds = asked
        .item_kinds
        .iter()
        .map(|kind| ItemKind::parse("discounts", kind).map(ItemKind::as_str))
        .collect::<Result<Vec<_>, _>>()
        .map_err(at)?;
    let payer = Payer::parse("discounts", &asked.payer).map_err(at)?;
    let (basis_points, amount_centavos) = match value {
        DiscountValue::Percent(points) => (Some(points as i32), None),
        DiscountValue::Amount(amount) => (None, Some(amount)),
    };
    Ok(FeeDiscount {
        id: asked.id.trim().to_owned(),
        school_year_id: String::new(),
        name,
        basis_points,
        amount_centavos,
        item_kinds: join_list(&kinds),
        payer: payer.as_str().to_owned(),
        position: 0,
    })
}

/// Saves the discounts of the year `asked` names, whole, logged by `actor`.
pub fn save_discounts(conn: &mut Conn, actor: &Actor, asked: &DiscountsAsked) -> Result<Vec<FeeDiscountView>, Refusal> {
    let year = year(conn, &asked.school_year_id)?;
    if asked.discounts.len() > MOST_LINES {
        return Err(ValidationError::new("discounts", format!("A year has at most {MOST_LINES} discounts.")).into());
    }
    let mut discounts = Vec::with_capacity(asked.discounts.len());
    for (line, discount) in asked.discounts.iter().enumerate() {
        let discount = checked_discount(line, discount)?;
        if discounts.iter().any(|other: &FeeDiscount| other.name.eq_ignore_ascii_case(&discount.name)) {
            return Err(ValidationError::new("discounts", format!("Two discounts are named {}.", discount.name)).into());
        }
        discounts.push(discount);
    }
    let known = stored::discounts(conn, &year.year.id)?;
    let known_ids: Vec<&str> = known.iter().map(|discount| discount.id.as_str()).collect();
    check_ids("discounts", asked.discounts.iter().map(|d| d.id.trim()), &known_ids)?;
    let detail = format!("{}: {} discounts", year.year.name, discounts.len());
    let saved = audited(conn, |conn| {
        let saved = stored::replace_discounts(conn, &year.year.id, discounts)?;
        Ok::<_, Refusal>((
            saved,
            vec![Entry::by(actor.clone(), "fee discounts saved").on("school year", &year.year.id).detail(detail)],
        ))
    })?;
    Ok(saved.into_iter().map(discount_view).collect())
}

/// `day` moved by `years` whole years, kept inside `first..=last`.
fn moved(day: NaiveDate, years: i32, (first, last): (NaiveDate, NaiveDate)) -> NaiveDate {
    let months = Months::new(years.unsigned_abs() * 12);
    let moved = if years >= 0 { day.checked_add_months(months) } else { day.checked_sub_months(months) };
    moved.unwrap_or(day).clamp(first, last)
}

/// Copies every level's items and plans and the discounts of the year `asked.from` to the year
/// `asked.to`, which has none, each due date moved by the years between them; logged by `actor`.
pub fn copy_schedule(conn: &mut Conn, actor: &Actor, asked: &CopyAsked) -> Result<CopiedView, Refusal> {
    let from = year(conn, &asked.from)?;
    let to = year(conn, &asked.to)?;
    if from.year.id == to.year.id {
        return Err(Refusal::conflict("toSchoolYearID", "Choose another school year to copy to."));
    }
    if stored::counts(conn, &to.year.id)? != (0, 0, 0) {
        return Err(Refusal::conflict(
            "toSchoolYearID",
            format!("{} already has fees: nothing was copied.", to.year.name),
        ));
    }
    let (items, mut plans) = stored::of_year(conn, &from.year.id)?;
    let discounts = stored::discounts(conn, &from.year.id)?;
    if items.is_empty() && plans.is_empty() && discounts.is_empty() {
        return Err(Refusal::BadRequest(format!("{} has no fees to copy.", from.year.name)));
    }
    let years = to.year.first_day.year() - from.year.first_day.year();
    let days = (to.year.first_day, to.year.last_day);
    for plan in &mut plans {
        let dues: Vec<NaiveDate> = plan.dues().into_iter().map(|day| moved(day, years, days)).collect();
        plan.due_dates = stored::due_dates_text(&dues);
    }
    let copied = CopiedView { items: items.len() as i64, plans: plans.len() as i64, discounts: discounts.len() as i64 };
    let detail = format!(
        "{} to {}: {} fee items, {} payment plans, {} discounts",
        from.year.name, to.year.name, copied.items, copied.plans, copied.discounts
    );
    audited(conn, |conn| {
        stored::add_copies(conn, &to.year.id, &items, &plans, &discounts)?;
        Ok::<_, Refusal>((
            (),
            vec![Entry::by(actor.clone(), "fee schedule copied").on("school year", &to.year.id).detail(detail)],
        ))
    })?;
    Ok(copied)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn a_copied_due_date_moves_by_whole_years_and_stays_inside_the_year() {
        let next = (day("2027-06-07"), day("2028-03-31"));
        assert_eq!(moved(day("2026-08-15"), 1, next), day("2027-08-15"));
        assert_eq!(moved(day("2026-06-01"), 1, next), day("2027-06-07"));
        assert_eq!(moved(day("2028-02-29"), -1, (day("2026-06-01"), day("2027-03-31"))), day("2027-02-28"));
    }

    #[test]
    fn an_amount_with_a_fraction_of_a_centavo_is_refused_on_its_line() {
        let asked: Vec<ItemAsked> = serde_json::from_str(
            r#"[{"name":"Tuition","kind":"tuition","amountCentavos":100.5,"mandatory":true},
                {"name":"Books","kind":"books","amountCentavos":"12","mandatory":false}]"#,
        )
        .unwrap();
        let mut errors = FieldErrors::new();
        let items = checked_items(&asked, &mut errors);
        assert!(items.is_empty());
        assert_eq!(
            errors.fields()["items"],
            "Line 1: Amounts are in whole centavos: a fraction of a centavo cannot be paid."
        );
    }
}
