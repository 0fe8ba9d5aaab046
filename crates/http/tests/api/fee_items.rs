//! Payments for the items a cashier chose: each chosen item is paid its part, checked against
//! what is left of it; every other payment pays the oldest amount due; a void puts each item's
//! part back; and neither disturbs a re-assessment.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{fee_entries, fee_receipts};
use serde_json::{json, Value};

use crate::fees::{school_with_fees, siblings_discount};
use crate::helpers::TestApp;

crate::on_every_backend!(a_payment_for_chosen_items_pays_them_and_a_void_puts_each_part_back);

/// How many ledger entries and receipts are stored.
fn rows(app: &TestApp) -> (i64, i64) {
    let mut conn = app.db.conn().unwrap();
    (
        fee_entries::table.count().get_result(&mut conn).unwrap(),
        fee_receipts::table.count().get_result(&mut conn).unwrap(),
    )
}

/// Each item of `account`: (name, amount, paid).
fn items(account: &Value) -> Vec<(String, i64, i64)> {
    account["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            (
                item["name"].as_str().unwrap().to_owned(),
                item["amountCentavos"].as_i64().unwrap(),
                item["paidCentavos"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// The key of the item named `name` on `account`.
fn key_of(account: &Value, name: &str) -> String {
    let items = account["items"].as_array().unwrap();
    items.iter().find(|item| item["name"] == name).unwrap()["key"].as_str().unwrap().to_owned()
}

async fn a_payment_for_chosen_items_pays_them_and_a_void_puts_each_part_back(app: TestApp) {
    let (year, juan, saved) = school_with_fees(&app).await;
    let siblings = siblings_discount(&app, &year).await;
    let choices = json!({ "studentID": juan, "schoolYearID": year, "planID": saved["plans"][1]["_id"],
        "discountIDs": [siblings], "optionalItemIDs": [saved["items"][2]["_id"]] });
    assert_eq!(app.put("/api/fees/account", choices).await.status, StatusCode::OK);
    let assess = json!({ "schoolYearID": year, "studentID": juan, "confirm": true });
    assert_eq!(app.post("/api/fees/assess", assess.clone()).await.body["assessed"], 1);
    let address = format!("/api/fees/account?studentID={juan}&schoolYearID={year}");
    let account = app.get(&address).await.body;

    // Each item after its discounts, in the schedule's order, the plan's charge last.
    let unpaid = |tuition: i64, misc: i64, books: i64, plan: i64| {
        vec![
            ("Tuition".to_owned(), 2_700_000, tuition),
            ("Miscellaneous".to_owned(), 500_001, misc),
            ("Books".to_owned(), 200_000, books),
            ("Installment charge (Quarterly)".to_owned(), 150_000, plan),
        ]
    };
    assert_eq!(items(&account), unpaid(0, 0, 0, 0));
    let books = key_of(&account, "Books");
    let misc = key_of(&account, "Miscellaneous");
    let plan = key_of(&account, "Installment charge (Quarterly)");
    assert!(books.starts_with("item:") && plan.starts_with("plan:"));

    let pay = |amount: i64, chosen: Value| json!({ "studentID": juan, "schoolYearID": year, "amountCentavos": amount, "method": "cash", "items": chosen });
    // Bad choices: a clear message, and nothing written.
    let before = rows(&app);
    for (asked, status, field, message) in [
        (
            pay(1_000, json!([{ "key": "item:nothing", "amountCentavos": 1_000 }])),
            StatusCode::CONFLICT,
            "message",
            "Choose items charged to this account.",
        ),
        (
            pay(1_000, json!([{ "key": "discount:x", "amountCentavos": 1_000 }])),
            StatusCode::BAD_REQUEST,
            "items",
            "Choose items charged to this account.",
        ),
        (
            pay(2_000, json!([{ "key": books, "amountCentavos": 1_000 }, { "key": books, "amountCentavos": 1_000 }])),
            StatusCode::BAD_REQUEST,
            "items",
            "Choose each item once.",
        ),
        (
            pay(1_000, json!([{ "key": books, "amountCentavos": 0 }, { "key": misc, "amountCentavos": 1_000 }])),
            StatusCode::BAD_REQUEST,
            "items",
            "Enter an amount more than zero.",
        ),
        (
            pay(1_000, json!([{ "key": books, "amountCentavos": 10.5 }])),
            StatusCode::BAD_REQUEST,
            "items",
            "Amounts are in whole centavos: a fraction of a centavo cannot be paid.",
        ),
        (
            pay(
                300_000,
                json!([{ "key": books, "amountCentavos": 200_000 }, { "key": misc, "amountCentavos": 50_000 }]),
            ),
            StatusCode::BAD_REQUEST,
            "amountCentavos",
            "The items chosen add up to ₱2,500.00: the amount must be the same.",
        ),
        (
            pay(200_001, json!([{ "key": books, "amountCentavos": 200_001 }])),
            StatusCode::CONFLICT,
            "message",
            "Books has ₱2,000.00 left to pay: its part cannot be more.",
        ),
    ] {
        let refused = app.post("/api/fees/payments", asked).await;
        assert_eq!(refused.status, status, "{message}: {}", refused.body);
        let said = if field == "message" { &refused.body["message"] } else { &refused.body["errors"][field] };
        assert_eq!(said, message, "{}", refused.body);
    }
    assert_eq!(rows(&app), before, "a refused payment writes nothing and takes no number");

    // Books and part of the miscellaneous fee: those items are paid, not the oldest.
    let chosen =
        pay(250_000, json!([{ "key": books, "amountCentavos": 200_000 }, { "key": misc, "amountCentavos": 50_000 }]));
    let first = app.post("/api/fees/payments", chosen).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.body);
    let account = app.get(&address).await.body;
    assert_eq!(items(&account), unpaid(0, 50_000, 200_000, 0));
    assert_eq!(account["balanceCentavos"], 3_550_001 - 250_000);
    let paid: Vec<(&str, i64)> = account["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| entry["kind"] == "payment")
        .map(|entry| (entry["description"].as_str().unwrap(), entry["amountCentavos"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        paid,
        [
            ("Payment, official receipt 000001 (cash): Books", -200_000),
            ("Payment, official receipt 000001 (cash): Miscellaneous", -50_000)
        ]
    );
    // The installments are shares of the whole account: any payment counts, the oldest first.
    assert_eq!(account["installments"][0]["paidCentavos"], 250_000);

    // Without a choice, the oldest amount due: the items in order, tuition first.
    let oldest = app.post("/api/fees/payments", pay(1_000_000, json!([]))).await;
    assert_eq!(oldest.status, StatusCode::CREATED, "{}", oldest.body);
    assert_eq!(items(&app.get(&address).await.body), unpaid(1_000_000, 50_000, 200_000, 0));
    let again = app.post("/api/fees/payments", pay(100, json!([{ "key": books, "amountCentavos": 100 }]))).await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(again.body["message"], "Books is paid in full.");
    let plan_paid =
        app.post("/api/fees/payments", pay(150_000, json!([{ "key": plan, "amountCentavos": 150_000 }]))).await;
    assert_eq!(plan_paid.status, StatusCode::CREATED, "{}", plan_paid.body);

    // The receipt names each item with its part.
    let id = first.body["_id"].as_str().unwrap().to_owned();
    let (_, _, pdf) = app.download(&format!("/api/fees/receipt?receiptID={id}")).await;
    let text = String::from_utf8_lossy(&pdf).into_owned();
    assert!(
        text.contains("Books: PHP 2,000.00") && text.contains("Miscellaneous: PHP 500.00"),
        "the receipt lists its items"
    );
    let (_, _, pdf) =
        app.download(&format!("/api/fees/receipt?receiptID={}", oldest.body["_id"].as_str().unwrap())).await;
    assert!(!String::from_utf8_lossy(&pdf).contains("(For)"), "a payment of the oldest amount due names no items");

    // A re-assessment reads only the charges: the payments for items change nothing.
    let reassessed = app.post("/api/fees/assess", assess).await;
    assert_eq!((reassessed.body["assessed"].clone(), reassessed.body["reassessed"].clone()), (json!(0), json!(0)));

    // A void puts each item's part back.
    let voided = app.post("/api/fees/void-receipt", json!({ "receiptID": id, "reason": "Wrong learner" })).await;
    assert_eq!(voided.status, StatusCode::OK, "{}", voided.body);
    let account = app.get(&address).await.body;
    assert_eq!(items(&account), unpaid(1_000_000, 0, 0, 150_000));
    assert_eq!(account["balanceCentavos"], 3_550_001 - 1_150_000);
    let reversals = account["entries"].as_array().unwrap().iter().filter(|entry| entry["kind"] == "reversal").count();
    assert_eq!(reversals, 2, "one reversal per item paid");

    // A guardian cannot post a payment at the window, for items or not.
    app.sign_in_as(Role::Guardian).await;
    let refused = app.post("/api/fees/payments", pay(100, json!([{ "key": books, "amountCentavos": 100 }]))).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
}
