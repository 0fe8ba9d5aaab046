//! The learners' accounts of a school year: the plan, discounts and optional items chosen for
//! each, and the installments their last assessment set; and the learners a school year can
//! assess, from their enrolment.

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::enrolment::EnrolmentStatus;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::fees::{join_list, split_list};
use crate::schema::{enrolments, fee_accounts, students};
use crate::values::now;

/// A learner's account of a year, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Default, Queryable, Selectable)]
#[diesel(table_name = fee_accounts)]
pub struct FeeAccount {
    /// The learner.
    pub student_id: String,
    /// The school year.
    pub school_year_id: String,
    /// The plan chosen; none: the level's first.
    pub plan_id: Option<String>,
    /// The discounts given, comma-separated ids.
    pub discount_ids: String,
    /// The optional items taken, comma-separated ids.
    pub optional_item_ids: String,
    /// `YYYY-MM-DD=centavos`, comma-separated, in due order.
    pub installments: String,
    /// When it was last assessed; none: never.
    pub assessed_at: Option<chrono::NaiveDateTime>,
}

impl FeeAccount {
    /// The discounts given.
    pub fn discounts(&self) -> Vec<String> {
        split_list(&self.discount_ids)
    }

    /// The optional items taken.
    pub fn optional_items(&self) -> Vec<String> {
        split_list(&self.optional_item_ids)
    }

    /// The installments of the last assessment, `(due date, centavos)` in due order.
    pub fn installments(&self) -> Vec<(NaiveDate, i64)> {
        split_list(&self.installments)
            .iter()
            .filter_map(|part| {
                let (day, amount) = part.split_once('=')?;
                Some((day.parse().ok()?, amount.parse().ok()?))
            })
            .collect()
    }
}

/// Installments as one column.
pub fn installments_text(installments: &[(NaiveDate, i64)]) -> String {
    join_list(&installments.iter().map(|(day, amount)| format!("{day}={amount}")).collect::<Vec<_>>())
}

/// The account of `student_id` in `year_id`, if it has one.
pub fn find(conn: &mut Conn, student_id: &str, year_id: &str) -> Result<Option<FeeAccount>, StoreError> {
    Ok(fee_accounts::table.find((student_id, year_id)).select(FeeAccount::as_select()).first(conn).optional()?)
}

/// Every account of `year_id` among `student_ids`.
pub fn of_learners(conn: &mut Conn, year_id: &str, student_ids: &[String]) -> Result<Vec<FeeAccount>, StoreError> {
    let mut found = Vec::with_capacity(student_ids.len());
    for chunk in student_ids.chunks(500) {
        found.extend(
            fee_accounts::table
                .filter(fee_accounts::school_year_id.eq(year_id))
                .filter(fee_accounts::student_id.eq_any(chunk))
                .select(FeeAccount::as_select())
                .load(conn)?,
        );
    }
    Ok(found)
}

/// Keeps the plan, discounts and optional items chosen for `account` (its installments and
/// assessment time as they were).
pub fn save_choices(conn: &mut Conn, account: &FeeAccount) -> Result<(), StoreError> {
    let at = now();
    let values = || {
        (
            fee_accounts::plan_id.eq(account.plan_id.as_deref()),
            fee_accounts::discount_ids.eq(&account.discount_ids),
            fee_accounts::optional_item_ids.eq(&account.optional_item_ids),
            fee_accounts::updated_at.eq(at),
        )
    };
    on_backend!(conn, |c| diesel::insert_into(fee_accounts::table)
        .values((
            fee_accounts::student_id.eq(&account.student_id),
            fee_accounts::school_year_id.eq(&account.school_year_id),
            values(),
        ))
        .on_conflict((fee_accounts::student_id, fee_accounts::school_year_id))
        .do_update()
        .set(values())
        .execute(c))?;
    Ok(())
}

/// Records that `student_id` was assessed in `year_id` with `installments`.
pub fn set_assessed(
    conn: &mut Conn,
    student_id: &str,
    year_id: &str,
    installments: &[(NaiveDate, i64)],
) -> Result<(), StoreError> {
    let at = now();
    let text = installments_text(installments);
    let values =
        || (fee_accounts::installments.eq(&text), fee_accounts::assessed_at.eq(at), fee_accounts::updated_at.eq(at));
    on_backend!(conn, |c| diesel::insert_into(fee_accounts::table)
        .values((fee_accounts::student_id.eq(student_id), fee_accounts::school_year_id.eq(year_id), values()))
        .on_conflict((fee_accounts::student_id, fee_accounts::school_year_id))
        .do_update()
        .set(values())
        .execute(c))?;
    Ok(())
}

/// A learner a school year can assess: enrolled in it (transferred in counts), still a student.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assessable {
    /// The learner.
    pub student_id: String,
    /// "Juan Dela Cruz".
    pub name: String,
    /// The level of their enrolment.
    pub level_id: String,
}

/// Which learners of a year an assessment covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope<'a> {
    /// One learner.
    Learner(&'a str),
    /// A section's.
    Section(&'a str),
    /// A level's.
    Level(&'a str),
    /// The whole school's.
    School,
}

/// The learners of `year_id` in `scope` whose enrolment is current, by name.
pub fn assessable(conn: &mut Conn, year_id: &str, scope: Scope) -> Result<Vec<Assessable>, StoreError> {
    let current = [EnrolmentStatus::Enrolled.as_str(), EnrolmentStatus::TransferredIn.as_str()];
    let mut query = enrolments::table
        .inner_join(students::table.on(students::id.eq(enrolments::student_id)))
        .filter(enrolments::school_year_id.eq(year_id))
        .filter(enrolments::status.eq_any(current))
        .filter(enrolments::level_id.is_not_null())
        .into_boxed();
    query = match scope {
        Scope::Learner(id) => query.filter(enrolments::student_id.eq(id)),
        Scope::Section(id) => query.filter(enrolments::section_id.eq(id)),
        Scope::Level(id) => query.filter(enrolments::level_id.eq(id)),
        Scope::School => query,
    };
    let rows: Vec<(String, String, String, String)> = query
        .order((students::last_name, students::first_name, students::id))
        .select((students::id, students::first_name, students::last_name, enrolments::level_id.assume_not_null()))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(student_id, first, last, level_id)| Assessable { student_id, name: format!("{first} {last}"), level_id })
        .collect())
}

/// Every account of `year_id`.
pub fn of_year(conn: &mut Conn, year_id: &str) -> Result<Vec<FeeAccount>, StoreError> {
    Ok(fee_accounts::table
        .filter(fee_accounts::school_year_id.eq(year_id))
        .select(FeeAccount::as_select())
        .load(conn)?)
}
