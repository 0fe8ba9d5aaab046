//! The demo school's fees, written through the same use cases as the Fees screens: every level's
//! schedule of the current year (tuition by level, miscellaneous and other fees, optional books;
//! full, quarterly and monthly plans) and the year's discounts (siblings, scholars, the ESC
//! subsidy); each learner's plan, discounts and books chosen and assessed; and the installments
//! already due paid by most families, so some accounts are paid up, some partly paid and some
//! overdue, taken at the window by the demo's cashier (some families' books paid on a receipt
//! of their own, for that item).

use chrono::{Datelike, Months, NaiveDate};
use lyceum_domain::{Email, Role};
use lyceum_persistence::fees::accounts::{assessable, Scope};
use lyceum_persistence::school_years::SchoolYear;
use lyceum_persistence::{seed, Conn};
use lyceum_school::audit::Actor;
use lyceum_school::fees::FeeWrite;
use lyceum_school::fees::{accounts, assessment, payments, schedules};
use serde_json::{json, Value};

/// How many learners' families the demo has paying at the window (a big demo school's others
/// are assessed, with nothing paid yet).
const PAYING_FAMILIES: usize = 2_000;

/// What the demo's fees came to.
pub(super) struct DemoFees {
    /// Levels with a schedule.
    pub levels: usize,
    /// Learners assessed.
    pub assessed: usize,
    /// Official receipts issued.
    pub receipts: usize,
    /// Accounts with an installment overdue.
    pub overdue: usize,
    /// Reminders sent to guardians.
    pub reminders: usize,
}

fn run<Asked: FeeWrite>(conn: &mut Conn, body: Value, today: NaiveDate) -> Result<Asked::Done, String> {
    run_as::<Asked>(conn, &Actor::CommandLine, body, today)
}

fn run_as<Asked: FeeWrite>(
    conn: &mut Conn,
    actor: &Actor,
    body: Value,
    today: NaiveDate,
) -> Result<Asked::Done, String> {
    let asked: Asked = serde_json::from_value(body).map_err(|e| e.to_string())?;
    asked.run(conn, actor, today).map_err(|e| e.to_string())
}

/// The demo's cashier, `cashier1@` the demo domain, who signs in at /admin with the demo's
/// password and has taken the demo's payments at the window.
fn demo_cashier(conn: &mut Conn, password_hash: &str) -> Result<Actor, String> {
    let email = Email::parse_field("email", &format!("cashier1@{}", seed::DEMO_DOMAIN)).map_err(|e| e.message)?;
    let cashier =
        lyceum_school::accounts::create_staff(conn, &Actor::CommandLine, Role::Cashier, &email, password_hash, false)
            .map_err(|e| format!("the demo cashier: {e}"))?;
    Ok(Actor::Account { role: Role::Cashier, id: cashier.id, address: None })
}

/// `first` moved on by `months`, as a date string.
fn months_after(first: NaiveDate, months: u32) -> String {
    first.checked_add_months(Months::new(months)).unwrap_or(first).to_string()
}

/// Fills the fees of `year` (the current one) as of `today`.
pub(super) fn seed_demo_fees(
    conn: &mut Conn,
    year: &SchoolYear,
    today: NaiveDate,
    password_hash: &str,
) -> Result<DemoFees, String> {
    let cashier = demo_cashier(conn, password_hash)?;
    let year_id = year.year.id.clone();
    let first = year.year.first_day.with_day(15).unwrap_or(year.year.first_day).max(year.year.first_day);
    let learners = assessable(conn, &year_id, Scope::School).map_err(|e| e.to_string())?;
    let mut levels: Vec<String> = learners.iter().map(|l| l.level_id.clone()).collect();
    levels.sort();
    levels.dedup();
    let monthly: Vec<String> = (0..10).map(|m| months_after(first, m)).collect();
    let quarterly: Vec<String> = [0, 2, 4, 6].into_iter().map(|m| months_after(first, m)).collect();
    let mut books = Vec::new();
    for (index, level) in levels.iter().enumerate() {
        let tuition = 2_800_000 + 150_000 * index as i64;
        let saved: Value = run::<schedules::ScheduleAsked>(
            conn,
            json!({ "schoolYearID": year_id, "levelID": level,
                "items": [
                    { "name": "Tuition", "kind": "tuition", "amountCentavos": tuition, "mandatory": true },
                    { "name": "Miscellaneous (library, laboratory, ID)", "kind": "miscellaneous", "amountCentavos": 650_000, "mandatory": true },
                    { "name": "Insurance and school paper", "kind": "other", "amountCentavos": 120_000, "mandatory": true },
                    { "name": "Books and workbooks", "kind": "books", "amountCentavos": 450_000, "mandatory": false }
                ],
                "plans": [
                    { "name": "Full payment", "kind": "full", "dueDates": [first.to_string()], "chargeCentavos": 0 },
                    { "name": "Quarterly", "kind": "quarterly", "dueDates": quarterly, "chargeCentavos": 150_000 },
                    { "name": "Monthly", "kind": "monthly", "dueDates": monthly, "chargeCentavos": 250_000 }
                ] }),
            today,
        )
        .and_then(|view| serde_json::to_value(view).map_err(|e| e.to_string()))?;
        books.push((level.clone(), saved["items"][3]["_id"].clone(), saved["plans"].clone()));
    }
    let discounts = serde_json::to_value(run::<schedules::DiscountsAsked>(
        conn,
        json!({ "schoolYearID": year_id, "discounts": [
            { "name": "Siblings", "kind": "percent", "basisPoints": 1_000, "itemKinds": ["tuition"], "payer": "family" },
            { "name": "Academic scholarship", "kind": "percent", "basisPoints": 5_000, "itemKinds": ["tuition"], "payer": "family" },
            { "name": "ESC subsidy", "kind": "amount", "amountCentavos": 900_000, "itemKinds": ["tuition"], "payer": "government" }
        ] }),
        today,
    )?)
    .map_err(|e| e.to_string())?;
    let mut receipts = 0;
    let mut overdue = 0;
    for (n, learner) in learners.iter().enumerate() {
        let Some((_, book, plans)) = books.iter().find(|(level, _, _)| *level == learner.level_id) else { continue };
        let given: Vec<&Value> = [(7, 0), (23, 1), (5, 2)]
            .into_iter()
            .filter(|(every, _)| n % every == every - 1)
            .map(|(_, index)| &discounts[index]["_id"])
            .collect();
        let optional: Vec<&Value> = if n % 2 == 0 { vec![book] } else { vec![] };
        run::<accounts::ChoicesAsked>(
            conn,
            json!({ "studentID": learner.student_id, "schoolYearID": year_id, "planID": plans[n % 3]["_id"],
                "discountIDs": given, "optionalItemIDs": optional }),
            today,
        )?;
    }
    let assessed = run::<assessment::AssessAsked>(conn, json!({ "schoolYearID": year_id, "confirm": true }), today)?;
    let assessed: Value = serde_json::to_value(assessed).map_err(|e| e.to_string())?;
    for (n, learner) in learners.iter().take(PAYING_FAMILIES).enumerate() {
        let account: Value = serde_json::to_value(
            accounts::account(conn, &learner.student_id, &year_id, today).map_err(|e| e.to_string())?,
        )
        .map_err(|e| e.to_string())?;
        let due: i64 = account["installments"]
            .as_array()
            .map(|all| {
                all.iter()
                    .filter(|i| i["dueOn"].as_str().is_some_and(|day| day <= today.to_string().as_str()))
                    .filter_map(|i| i["amountCentavos"].as_i64())
                    .sum()
            })
            .unwrap_or(0);
        // One family in six has not paid what is due; one in six paid half of it.
        let paid = match n % 6 {
            5 => 0,
            4 => due / 2,
            _ => due,
        };
        if paid < due {
            overdue += 1;
        }
        if paid <= 0 {
            continue;
        }
        // One family in four with books paid for them at the window on a receipt of its own,
        // for that item; the rest of what they paid goes to the oldest amount due.
        let books = account["items"]
            .as_array()
            .and_then(|items| items.iter().find(|item| item["name"] == "Books and workbooks"))
            .and_then(|item| Some((item["key"].clone(), item["amountCentavos"].as_i64()?)))
            .filter(|(_, amount)| n % 4 == 0 && *amount < paid);
        let paid = match books {
            Some((key, amount)) => {
                run_as::<payments::PaymentAsked>(
                    conn,
                    &cashier,
                    json!({ "studentID": learner.student_id, "schoolYearID": year_id, "amountCentavos": amount,
                        "method": "cash", "items": [{ "key": key, "amountCentavos": amount }] }),
                    today,
                )?;
                receipts += 1;
                paid - amount
            }
            None => paid,
        };
        let method = ["cash", "cash", "e-wallet", "bank transfer", "cheque"][n % 5];
        run_as::<payments::PaymentAsked>(
            conn,
            &cashier,
            json!({ "studentID": learner.student_id, "schoolYearID": year_id, "amountCentavos": paid, "method": method,
                "bank": "BDO", "reference": format!("DEMO-{:05}", n + 1) }),
            today,
        )?;
        receipts += 1;
    }
    // The families who have not paid all that is due have been reminded, as the server would.
    let reminded: std::collections::HashSet<String> =
        learners.iter().take(PAYING_FAMILIES).map(|learner| learner.student_id.clone()).collect();
    let (reminders, _) = lyceum_school::events::fee_reminders::keep_due_reminders(conn, today, false, Some(&reminded))
        .map_err(|e| format!("the demo reminders: {e}"))?;
    Ok(DemoFees {
        reminders: reminders.len(),
        levels: levels.len(),
        assessed: assessed["assessed"].as_u64().unwrap_or(0) as usize,
        receipts,
        overdue,
    })
}
