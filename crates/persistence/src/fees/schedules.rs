//! Each level's fee schedule of a school year (items and payment plans) and the year's
//! discounts: read, replaced as a whole (rows kept by id), and copied from another year.

use chrono::NaiveDate;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::fees::{join_list, split_list};
use crate::schema::{fee_discounts, fee_items, fee_plans};
use crate::values::{new_id, now};

/// A fee item.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = fee_items)]
pub struct FeeItem {
    /// Its id.
    pub id: String,
    /// The school year.
    pub school_year_id: String,
    /// The level.
    pub level_id: String,
    /// As the statement prints it.
    pub name: String,
    /// `tuition`, `miscellaneous`, `other` or `books`.
    pub kind: String,
    /// In centavos.
    pub amount_centavos: i64,
    /// Charged to every learner of the level (else only to those who take it).
    pub mandatory: bool,
    /// Its place in the schedule.
    pub position: i32,
}

/// A payment plan.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = fee_plans)]
pub struct FeePlan {
    /// Its id.
    pub id: String,
    /// The school year.
    pub school_year_id: String,
    /// The level.
    pub level_id: String,
    /// As the statement prints it.
    pub name: String,
    /// `full`, `semestral`, `quarterly` or `monthly`.
    pub kind: String,
    /// The due dates, `YYYY-MM-DD` comma-separated, in order.
    pub due_dates: String,
    /// The plan's flat installment charge, in centavos.
    pub charge_centavos: i64,
    /// Its place in the schedule.
    pub position: i32,
}

impl FeePlan {
    /// The due dates, in order (a date that does not read is left out).
    pub fn dues(&self) -> Vec<NaiveDate> {
        split_list(&self.due_dates).iter().filter_map(|day| day.parse().ok()).collect()
    }
}

/// A discount of a school year.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = fee_discounts)]
pub struct FeeDiscount {
    /// Its id.
    pub id: String,
    /// The school year.
    pub school_year_id: String,
    /// As the statement prints it.
    pub name: String,
    /// A percentage, in hundredths of a percent.
    pub basis_points: Option<i32>,
    /// Or an amount, in centavos.
    pub amount_centavos: Option<i64>,
    /// The kinds of items it is taken off, comma-separated.
    pub item_kinds: String,
    /// `family` or `government`.
    pub payer: String,
    /// Its place in the list.
    pub position: i32,
}

/// The items and plans of `level_id` in `year_id`, in their order.
pub fn of_level(conn: &mut Conn, year_id: &str, level_id: &str) -> Result<(Vec<FeeItem>, Vec<FeePlan>), StoreError> {
    let items = fee_items::table
        .filter(fee_items::school_year_id.eq(year_id))
        .filter(fee_items::level_id.eq(level_id))
        .order((fee_items::position, fee_items::id))
        .select(FeeItem::as_select())
        .load(conn)?;
    let plans = fee_plans::table
        .filter(fee_plans::school_year_id.eq(year_id))
        .filter(fee_plans::level_id.eq(level_id))
        .order((fee_plans::position, fee_plans::id))
        .select(FeePlan::as_select())
        .load(conn)?;
    Ok((items, plans))
}

/// Every level's items and plans of `year_id`.
pub fn of_year(conn: &mut Conn, year_id: &str) -> Result<(Vec<FeeItem>, Vec<FeePlan>), StoreError> {
    let items = fee_items::table
        .filter(fee_items::school_year_id.eq(year_id))
        .order((fee_items::level_id, fee_items::position, fee_items::id))
        .select(FeeItem::as_select())
        .load(conn)?;
    let plans = fee_plans::table
        .filter(fee_plans::school_year_id.eq(year_id))
        .order((fee_plans::level_id, fee_plans::position, fee_plans::id))
        .select(FeePlan::as_select())
        .load(conn)?;
    Ok((items, plans))
}

/// The discounts of `year_id`, in their order.
pub fn discounts(conn: &mut Conn, year_id: &str) -> Result<Vec<FeeDiscount>, StoreError> {
    Ok(fee_discounts::table
        .filter(fee_discounts::school_year_id.eq(year_id))
        .order((fee_discounts::position, fee_discounts::id))
        .select(FeeDiscount::as_select())
        .load(conn)?)
}

/// Replaces the items and plans of `level_id` in `year_id` with `items` and `plans` (their
/// `school_year_id`, `level_id` and `position` are set here): a row whose id is kept is
/// changed, one with a blank id is added with a new id, and the rest are deleted. Answers
/// the schedule as stored.
pub fn replace_level(
    conn: &mut Conn,
    (year_id, level_id): (&str, &str),
    items: Vec<FeeItem>,
    plans: Vec<FeePlan>,
) -> Result<(Vec<FeeItem>, Vec<FeePlan>), StoreError> {
    let at = now();
    let item_ids: Vec<&str> = items.iter().map(|item| item.id.as_str()).filter(|id| !id.is_empty()).collect();
    diesel::delete(
        fee_items::table
            .filter(fee_items::school_year_id.eq(year_id))
            .filter(fee_items::level_id.eq(level_id))
            .filter(fee_items::id.ne_all(&item_ids)),
    )
    .execute(conn)?;
    let plan_ids: Vec<&str> = plans.iter().map(|plan| plan.id.as_str()).filter(|id| !id.is_empty()).collect();
    diesel::delete(
        fee_plans::table
            .filter(fee_plans::school_year_id.eq(year_id))
            .filter(fee_plans::level_id.eq(level_id))
            .filter(fee_plans::id.ne_all(&plan_ids)),
    )
    .execute(conn)?;
    for (position, item) in items.into_iter().enumerate() {
        let values = (
            fee_items::name.eq(item.name),
            fee_items::kind.eq(item.kind),
            fee_items::amount_centavos.eq(item.amount_centavos),
            fee_items::mandatory.eq(item.mandatory),
            fee_items::position.eq(position as i32),
            fee_items::updated_at.eq(at),
        );
        if item.id.is_empty() {
            diesel::insert_into(fee_items::table)
                .values((
                    fee_items::id.eq(new_id()),
                    fee_items::school_year_id.eq(year_id),
                    fee_items::level_id.eq(level_id),
                    values,
                ))
                .execute(conn)?;
        } else {
            diesel::update(
                fee_items::table
                    .find(&item.id)
                    .filter(fee_items::school_year_id.eq(year_id))
                    .filter(fee_items::level_id.eq(level_id)),
            )
            .set(values)
            .execute(conn)?;
        }
    }
    for (position, plan) in plans.into_iter().enumerate() {
        let values = (
            fee_plans::name.eq(plan.name),
            fee_plans::kind.eq(plan.kind),
            fee_plans::due_dates.eq(plan.due_dates),
            fee_plans::charge_centavos.eq(plan.charge_centavos),
            fee_plans::position.eq(position as i32),
            fee_plans::updated_at.eq(at),
        );
        if plan.id.is_empty() {
            diesel::insert_into(fee_plans::table)
                .values((
                    fee_plans::id.eq(new_id()),
                    fee_plans::school_year_id.eq(year_id),
                    fee_plans::level_id.eq(level_id),
                    values,
                ))
                .execute(conn)?;
        } else {
            diesel::update(
                fee_plans::table
                    .find(&plan.id)
                    .filter(fee_plans::school_year_id.eq(year_id))
                    .filter(fee_plans::level_id.eq(level_id)),
            )
            .set(values)
            .execute(conn)?;
        }
    }
    of_level(conn, year_id, level_id)
}

/// Replaces the discounts of `year_id` as [`replace_level`] does items. Answers them as stored.
pub fn replace_discounts(
    conn: &mut Conn,
    year_id: &str,
    discounts: Vec<FeeDiscount>,
) -> Result<Vec<FeeDiscount>, StoreError> {
    let at = now();
    let kept: Vec<&str> = discounts.iter().map(|d| d.id.as_str()).filter(|id| !id.is_empty()).collect();
    diesel::delete(
        fee_discounts::table.filter(fee_discounts::school_year_id.eq(year_id)).filter(fee_discounts::id.ne_all(&kept)),
    )
    .execute(conn)?;
    for (position, discount) in discounts.into_iter().enumerate() {
        let values = (
            fee_discounts::name.eq(discount.name),
            fee_discounts::basis_points.eq(discount.basis_points),
            fee_discounts::amount_centavos.eq(discount.amount_centavos),
            fee_discounts::item_kinds.eq(discount.item_kinds),
            fee_discounts::payer.eq(discount.payer),
            fee_discounts::position.eq(position as i32),
            fee_discounts::updated_at.eq(at),
        );
        if discount.id.is_empty() {
            diesel::insert_into(fee_discounts::table)
                .values((fee_discounts::id.eq(new_id()), fee_discounts::school_year_id.eq(year_id), values))
                .execute(conn)?;
        } else {
            diesel::update(fee_discounts::table.find(&discount.id).filter(fee_discounts::school_year_id.eq(year_id)))
                .set(values)
                .execute(conn)?;
        }
    }
    self::discounts(conn, year_id)
}

/// How many items, plans and discounts `year_id` has.
pub fn counts(conn: &mut Conn, year_id: &str) -> Result<(i64, i64, i64), StoreError> {
    let items = fee_items::table.filter(fee_items::school_year_id.eq(year_id)).count().get_result(conn)?;
    let plans = fee_plans::table.filter(fee_plans::school_year_id.eq(year_id)).count().get_result(conn)?;
    let discounts = fee_discounts::table.filter(fee_discounts::school_year_id.eq(year_id)).count().get_result(conn)?;
    Ok((items, plans, discounts))
}

/// Adds copies of `items`, `plans` and `discounts` to `year_id` under new ids (levels and
/// positions kept, the plans' due dates as given).
pub fn add_copies(
    conn: &mut Conn,
    year_id: &str,
    items: &[FeeItem],
    plans: &[FeePlan],
    discounts: &[FeeDiscount],
) -> Result<(), StoreError> {
    let at = now();
    for item in items {
        diesel::insert_into(fee_items::table)
            .values((
                fee_items::id.eq(new_id()),
                fee_items::school_year_id.eq(year_id),
                fee_items::level_id.eq(&item.level_id),
                fee_items::name.eq(&item.name),
                fee_items::kind.eq(&item.kind),
                fee_items::amount_centavos.eq(item.amount_centavos),
                fee_items::mandatory.eq(item.mandatory),
                fee_items::position.eq(item.position),
                fee_items::updated_at.eq(at),
            ))
            .execute(conn)?;
    }
    for plan in plans {
        diesel::insert_into(fee_plans::table)
            .values((
                fee_plans::id.eq(new_id()),
                fee_plans::school_year_id.eq(year_id),
                fee_plans::level_id.eq(&plan.level_id),
                fee_plans::name.eq(&plan.name),
                fee_plans::kind.eq(&plan.kind),
                fee_plans::due_dates.eq(&plan.due_dates),
                fee_plans::charge_centavos.eq(plan.charge_centavos),
                fee_plans::position.eq(plan.position),
                fee_plans::updated_at.eq(at),
            ))
            .execute(conn)?;
    }
    for discount in discounts {
        diesel::insert_into(fee_discounts::table)
            .values((
                fee_discounts::id.eq(new_id()),
                fee_discounts::school_year_id.eq(year_id),
                fee_discounts::name.eq(&discount.name),
                fee_discounts::basis_points.eq(discount.basis_points),
                fee_discounts::amount_centavos.eq(discount.amount_centavos),
                fee_discounts::item_kinds.eq(&discount.item_kinds),
                fee_discounts::payer.eq(&discount.payer),
                fee_discounts::position.eq(discount.position),
                fee_discounts::updated_at.eq(at),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// Due dates as one column.
pub fn due_dates_text(dates: &[NaiveDate]) -> String {
    join_list(&dates.iter().map(|day| day.to_string()).collect::<Vec<_>>())
}

/// The name of the level `level_id`, if there is one.
pub fn level_name(conn: &mut Conn, level_id: &str) -> Result<Option<String>, StoreError> {
    Ok(crate::schema::levels::table.find(level_id).select(crate::schema::levels::name).first(conn).optional()?)
}
