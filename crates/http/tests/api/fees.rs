//! School fees: a level's schedule and the year's discounts saved whole and checked line by
//! line; learners assessed after a preview, re-assessed by their differences only; payments
//! against official receipts numbered without gaps, even when posted at once; a void that keeps
//! the number and puts the amount back; and none of it for anyone but administrators.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{audit_log, fee_entries, fee_items, fee_receipts, students};
use serde_json::{json, Value};

use crate::helpers::{TestApp, GUARDIAN_EMAIL, STUDENT_EMAIL};
use crate::records::create_year;

crate::on_every_backend!(
    a_schedule_and_discounts_are_saved_whole_and_checked_line_by_line,
    learners_are_assessed_after_a_preview_and_reassessed_by_their_differences,
    payments_take_receipt_numbers_without_gaps_and_a_void_puts_the_amount_back,
    fees_are_for_administrators_only,
    reports_add_up_and_guardians_read_only_their_own_childrens_fees,
    a_closed_day_counts_the_cash_and_its_payments_become_read_only,
);

/// The demo student's id and level.
fn juan(app: &TestApp) -> (String, String) {
    students::table
        .filter(students::email.eq(STUDENT_EMAIL))
        .select((students::id, students::level_id.assume_not_null()))
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

/// How many fee items, ledger entries and receipts are stored.
fn rows(app: &TestApp) -> (i64, i64, i64) {
    let mut conn = app.db.conn().unwrap();
    (
        fee_items::table.count().get_result(&mut conn).unwrap(),
        fee_entries::table.count().get_result(&mut conn).unwrap(),
        fee_receipts::table.count().get_result(&mut conn).unwrap(),
    )
}

fn schedule(year: &str, level: &str) -> Value {
    json!({
        "schoolYearID": year, "levelID": level,
        "items": [
            { "name": "Tuition", "kind": "tuition", "amountCentavos": 3_000_000, "mandatory": true },
            { "name": "Miscellaneous", "kind": "miscellaneous", "amountCentavos": 500_001, "mandatory": true },
            { "name": "Books", "kind": "books", "amountCentavos": 200_000, "mandatory": false }
        ],
        "plans": [
            { "name": "Full payment", "kind": "full", "dueDates": ["2026-06-15"], "chargeCentavos": 0 },
            { "name": "Quarterly", "kind": "quarterly", "chargeCentavos": 150_000,
              "dueDates": ["2026-06-15", "2026-08-15", "2026-10-15", "2027-01-15"] }
        ]
    })
}

/// A year with Juan's level's schedule saved; answers (year, Juan, the saved schedule).
pub(crate) async fn school_with_fees(app: &TestApp) -> (String, String, Value) {
    app.sign_in_as(Role::Admin).await;
    let year = create_year(app, "2026–2027", "2026-06-01", "2027-03-31").await;
    let (juan, level) = juan(app);
    let saved = app.put("/api/fees/schedule", schedule(&year, &level)).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    (year, juan, saved.body)
}

/// The year's one discount, 10 % off tuition for siblings; answers its id.
pub(crate) async fn siblings_discount(app: &TestApp, year: &str) -> Value {
    let body = json!({ "schoolYearID": year, "discounts": [{ "name": "Siblings", "kind": "percent", "basisPoints": 1_000,
        "itemKinds": ["tuition"], "payer": "family" }] });
    let discounts = app.put("/api/fees/discounts", body).await;
    assert_eq!(discounts.status, StatusCode::OK, "{}", discounts.body);
    discounts.body[0]["_id"].clone()
}

async fn a_schedule_and_discounts_are_saved_whole_and_checked_line_by_line(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let year = create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    let (_, level) = juan(&app);

    // Every broken rule named on its list, and nothing written.
    let mut bad = schedule(&year, &level);
    bad["items"][0]["amountCentavos"] = json!(100.5);
    bad["plans"][1]["dueDates"] = json!(["2026-06-15", "2026-08-15"]);
    let refused = app.put("/api/fees/schedule", bad).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    assert_eq!(
        refused.body["errors"]["items"],
        "Line 1: Amounts are in whole centavos: a fraction of a centavo cannot be paid."
    );
    assert_eq!(refused.body["errors"]["plans"], "Line 2: This plan needs 4 due dates.");
    for (field, value, message) in [
        ("amountCentavos", json!(0), "Line 1: Enter an amount more than zero."),
        ("amountCentavos", json!(-100), "Line 1: An amount cannot be negative."),
        ("amountCentavos", json!(1_000_000_001), "Line 1: An amount cannot be more than ₱10,000,000.00."),
        ("amountCentavos", json!("3000"), "Line 1: Enter the amount as a number of centavos."),
        ("kind", json!("lunch"), "Line 1: Choose tuition, miscellaneous, other fees or books."),
        ("name", json!("  "), "Line 1: Give it a name."),
    ] {
        let mut bad = schedule(&year, &level);
        bad["items"][0][field] = value;
        let refused = app.put("/api/fees/schedule", bad).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{field}: {}", refused.body);
        assert_eq!(refused.body["errors"]["items"], message);
    }
    let mut outside = schedule(&year, &level);
    outside["plans"][0]["dueDates"] = json!(["2027-05-01"]);
    let refused = app.put("/api/fees/schedule", outside).await;
    assert_eq!(
        refused.body["errors"]["plans"],
        "Line 1: Due dates fall inside the school year (2026-06-01 to 2027-03-31)."
    );
    let nowhere = app.put("/api/fees/schedule", json!({ "schoolYearID": year, "levelID": "nowhere" })).await;
    assert_eq!(nowhere.status, StatusCode::NOT_FOUND, "{}", nowhere.body);
    assert_eq!(rows(&app).0, 0, "a refused schedule writes nothing");

    // Saved whole; read back in order; rows kept by id, the rest deleted.
    let saved = app.put("/api/fees/schedule", schedule(&year, &level)).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let read = app.get(&format!("/api/fees/schedule?schoolYearID={year}&levelID={level}")).await;
    assert_eq!(read.body, saved.body);
    let names: Vec<&str> = read.body["items"].as_array().unwrap().iter().map(|i| i["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Tuition", "Miscellaneous", "Books"]);
    assert_eq!(read.body["plans"][1]["dueDates"][3], "2027-01-15");
    let tuition_id = read.body["items"][0]["_id"].clone();
    let mut changed = schedule(&year, &level);
    changed["items"] = json!([{ "_id": tuition_id, "name": "Tuition fee", "kind": "tuition", "amountCentavos": 3_100_000, "mandatory": true }]);
    let saved = app.put("/api/fees/schedule", changed.clone()).await;
    assert_eq!(saved.body["items"].as_array().unwrap().len(), 1, "{}", saved.body);
    assert_eq!(saved.body["items"][0]["_id"], tuition_id);
    assert_eq!(saved.body["items"][0]["amountCentavos"], 3_100_000);
    changed["items"][0]["_id"] = json!("someone-elses-item");
    let foreign = app.put("/api/fees/schedule", changed).await;
    assert_eq!(foreign.body["errors"]["items"], "Line 1: this row is not in this schedule.");

    // Discounts: a percentage at most 100 %, on chosen kinds, paid by the family or the government.
    let discount = |kind: &str, points: Value, amount: Value, payer: &str| {
        json!({ "name": format!("{kind} {payer}"), "kind": kind, "basisPoints": points, "amountCentavos": amount,
                "itemKinds": ["tuition"], "payer": payer })
    };
    let over = app
        .put(
            "/api/fees/discounts",
            json!({ "schoolYearID": year, "discounts": [discount("percent", json!(10_001), Value::Null, "family")] }),
        )
        .await;
    assert_eq!(over.status, StatusCode::BAD_REQUEST, "{}", over.body);
    assert_eq!(over.body["errors"]["discounts"], "Line 1: A discount cannot be over 100%.");
    let saved = app
        .put(
            "/api/fees/discounts",
            json!({ "schoolYearID": year, "discounts": [
                discount("percent", json!(1_000), Value::Null, "family"),
                discount("amount", Value::Null, json!(900_000), "government")
            ] }),
        )
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(saved.body[0]["basisPoints"], 1_000);
    assert_eq!(saved.body[1]["amountCentavos"], 900_000);
    assert_eq!(saved.body[1]["payer"], "government");

    // Copied to a year that has none, due dates a year on; never over a year's own fees.
    let next = create_year(&app, "2027–2028", "2027-06-07", "2028-03-31").await;
    let copy = json!({ "fromSchoolYearID": year, "toSchoolYearID": next });
    let copied = app.post("/api/fees/copy-schedule", copy.clone()).await;
    assert_eq!(copied.status, StatusCode::OK, "{}", copied.body);
    assert_eq!(copied.body, json!({ "items": 1, "plans": 2, "discounts": 2 }));
    let next_schedule = app.get(&format!("/api/fees/schedule?schoolYearID={next}&levelID={level}")).await.body;
    assert_eq!(next_schedule["plans"][0]["dueDates"], json!(["2027-06-15"]));
    assert_eq!(next_schedule["plans"][1]["dueDates"][3], "2028-01-15");
    let again = app.post("/api/fees/copy-schedule", copy).await;
    assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.body);
    assert_eq!(again.body["message"], "2027–2028 already has fees: nothing was copied.");
}

async fn learners_are_assessed_after_a_preview_and_reassessed_by_their_differences(app: TestApp) {
    let (year, juan, saved) = school_with_fees(&app).await;
    let books = saved["items"][2]["_id"].clone();
    let quarterly = saved["plans"][1]["_id"].clone();
    let siblings = siblings_discount(&app, &year).await;
    let choices = json!({ "studentID": juan, "schoolYearID": year, "planID": quarterly,
        "discountIDs": [siblings], "optionalItemIDs": [books] });
    let chosen = app.put("/api/fees/account", choices.clone()).await;
    assert_eq!(chosen.status, StatusCode::OK, "{}", chosen.body);
    assert_eq!(chosen.body["assessed"], false);
    let mut wrong = choices.clone();
    wrong["optionalItemIDs"] = json!([saved["items"][0]["_id"]]);
    let refused = app.put("/api/fees/account", wrong).await;
    assert_eq!(refused.body["message"], "Choose optional fee items of the learner's level.");

    // A preview posts nothing.
    let one = json!({ "schoolYearID": year, "studentID": juan, "confirm": false });
    let preview = app.post("/api/fees/assess", one.clone()).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    assert_eq!(preview.body["learners"], 1);
    assert_eq!(preview.body["notAssessed"], 1);
    // 3,000,000 + 500,001 + 200,000 + the plan's 150,000, less 10 % of tuition.
    assert_eq!(preview.body["chargesCentavos"], 3_850_001);
    assert_eq!(preview.body["discountsCentavos"], 300_000);
    assert_eq!(preview.body["netCentavos"], 3_550_001);
    assert_eq!(preview.body["assessed"], 0);
    assert_eq!(rows(&app).1, 0);

    let mut confirm = one.clone();
    confirm["confirm"] = json!(true);
    let done = app.post("/api/fees/assess", confirm.clone()).await;
    assert_eq!(done.body["assessed"], 1, "{}", done.body);
    let account = app.get(&format!("/api/fees/account?studentID={juan}&schoolYearID={year}")).await.body;
    assert_eq!(account["assessed"], true);
    assert_eq!(account["balanceCentavos"], 3_550_001);
    let kinds: Vec<&str> = account["entries"].as_array().unwrap().iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["charge", "charge", "charge", "discount", "charge"]);
    let shares: Vec<i64> =
        account["installments"].as_array().unwrap().iter().map(|i| i["amountCentavos"].as_i64().unwrap()).collect();
    assert_eq!(shares, [887_501, 887_500, 887_500, 887_500]);
    assert_eq!(account["nextDue"]["amountCentavos"], 887_501);

    // Assessing again changes nothing; a changed schedule shows who differs, then posts the difference.
    let again = app.post("/api/fees/assess", confirm.clone()).await;
    assert_eq!((again.body["assessed"].clone(), again.body["reassessed"].clone()), (json!(0), json!(0)));
    assert_eq!(rows(&app).1, 5);
    let (_, level) = self::juan(&app);
    let mut dearer = schedule(&year, &level);
    for (index, item) in saved["items"].as_array().unwrap().iter().enumerate() {
        dearer["items"][index]["_id"] = item["_id"].clone();
    }
    for (index, plan) in saved["plans"].as_array().unwrap().iter().enumerate() {
        dearer["plans"][index]["_id"] = plan["_id"].clone();
    }
    dearer["items"][0]["amountCentavos"] = json!(3_200_000);
    app.put("/api/fees/schedule", dearer).await;
    let whole_school = json!({ "schoolYearID": year, "confirm": false });
    let preview = app.post("/api/fees/assess", whole_school).await.body;
    let differing = preview["differing"].as_array().unwrap();
    assert_eq!(differing.len(), 1, "{preview}");
    assert_eq!(differing[0]["studentID"], json!(juan));
    assert_eq!(differing[0]["postedCentavos"], 3_550_001);
    assert_eq!(differing[0]["assessedCentavos"], 3_730_001);
    let done = app.post("/api/fees/assess", confirm).await;
    assert_eq!(done.body["reassessed"], 1, "{}", done.body);
    let account = app.get(&format!("/api/fees/account?studentID={juan}&schoolYearID={year}")).await.body;
    assert_eq!(account["balanceCentavos"], 3_730_001);
    let adjustments: Vec<(String, i64)> = account["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "adjustment")
        .map(|e| (e["description"].as_str().unwrap().to_owned(), e["amountCentavos"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        adjustments,
        [("Re-assessment: Tuition".to_owned(), 200_000), ("Re-assessment: Siblings".to_owned(), -20_000)]
    );
    let logged: i64 = audit_log::table
        .filter(audit_log::action.eq_any(["fees assessed", "fees re-assessed"]))
        .count()
        .get_result(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(logged, 2);
}

async fn payments_take_receipt_numbers_without_gaps_and_a_void_puts_the_amount_back(app: TestApp) {
    let (year, juan, _) = school_with_fees(&app).await;
    let pay = |amount: Value, method: &str| json!({ "studentID": juan, "schoolYearID": year, "amountCentavos": amount, "method": method });
    let not_assessed = app.post("/api/fees/payments", pay(json!(100_000), "cash")).await;
    assert_eq!(not_assessed.status, StatusCode::BAD_REQUEST, "{}", not_assessed.body);
    assert!(not_assessed.body["message"].as_str().unwrap().contains("has not been assessed for 2026–2027"));
    app.post("/api/fees/assess", json!({ "schoolYearID": year, "studentID": juan, "confirm": true })).await;

    for (amount, message) in [
        (json!(0), "Enter an amount more than zero."),
        (json!(-500), "An amount cannot be negative."),
        (json!(1250.5), "Amounts are in whole centavos: a fraction of a centavo cannot be paid."),
        (json!("1000"), "Enter the amount as a number of centavos."),
        (json!(1_000_000_001), "An amount cannot be more than ₱10,000,000.00."),
    ] {
        let refused = app.post("/api/fees/payments", pay(amount.clone(), "cash")).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{amount}: {}", refused.body);
        assert_eq!(refused.body["errors"]["amountCentavos"], message);
    }
    let cheque = app.post("/api/fees/payments", pay(json!(100_000), "cheque")).await;
    assert_eq!(cheque.body["errors"]["bank"], "Enter the cheque's bank.");
    let over = app.post("/api/fees/payments", pay(json!(3_500_002), "cash")).await;
    assert_eq!(over.status, StatusCode::CONFLICT, "{}", over.body);
    assert_eq!(over.body["message"], "The balance is ₱35,000.01: a payment cannot be more.");
    assert_eq!(rows(&app).2, 0, "a refused payment takes no number");

    let first = app.post("/api/fees/payments", pay(json!(1_000_000), "cash")).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.body);
    assert_eq!(first.body["number"], 1);
    let mut by_cheque = pay(json!(500_000), "cheque");
    by_cheque["bank"] = json!("BDO");
    by_cheque["reference"] = json!("0012345");
    let second = app.post("/api/fees/payments", by_cheque).await;
    assert_eq!(second.body["number"], 2, "{}", second.body);

    // Eight payments at once still take 3 to 10, each once.
    let posts = (0..8).map(|_| app.post("/api/fees/payments", pay(json!(10_000), "e-wallet")));
    let refused_without_reference = futures_util::future::join_all(posts).await;
    assert!(refused_without_reference.iter().all(|a| a.status == StatusCode::BAD_REQUEST));
    let mut e_wallet = pay(json!(10_000), "e-wallet");
    e_wallet["reference"] = json!("GC-7731");
    let posts = (0..8).map(|_| app.post("/api/fees/payments", e_wallet.clone()));
    let answers = futures_util::future::join_all(posts).await;
    assert!(
        answers.iter().all(|a| a.status == StatusCode::CREATED),
        "{:?}",
        answers.iter().map(|a| &a.body).collect::<Vec<_>>()
    );
    let numbers: Vec<i64> = fee_receipts::table
        .order(fee_receipts::number)
        .select(fee_receipts::number)
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(numbers, (1..=10).collect::<Vec<_>>(), "one series, no gaps, no number twice");

    let account = app.get(&format!("/api/fees/account?studentID={juan}&schoolYearID={year}")).await.body;
    assert_eq!(account["balanceCentavos"], 3_500_001 - 1_580_000);
    // Full payment (the level's first plan): one installment, due in June, paid in part.
    assert_eq!(account["installments"][0]["paidCentavos"], 1_580_000);
    assert_eq!(account["installments"][0]["status"], "overdue");
    assert_eq!(account["receipts"].as_array().unwrap().len(), 10);

    // The receipt as PDF on either paper; a void keeps the number and puts the amount back.
    let id = first.body["_id"].as_str().unwrap().to_owned();
    let (status, headers, pdf) = app.download(&format!("/api/fees/receipt?receiptID={id}&width=80mm")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers.get("content-type").unwrap(), "application/pdf");
    let text = String::from_utf8_lossy(&pdf).into_owned();
    assert!(text.contains("No. 000001") && text.contains("PHP 10,000.00"), "the receipt prints its number and amount");
    let unexplained = app.post("/api/fees/void-receipt", json!({ "receiptID": id, "reason": " " })).await;
    assert_eq!(unexplained.body["errors"]["reason"], "Say why the receipt is voided.");
    let voided =
        app.post("/api/fees/void-receipt", json!({ "receiptID": id, "reason": "Paid for the wrong learner" })).await;
    assert_eq!(voided.status, StatusCode::OK, "{}", voided.body);
    assert_eq!((voided.body["number"].clone(), voided.body["voided"].clone()), (json!(1), json!(true)));
    let twice = app.post("/api/fees/void-receipt", json!({ "receiptID": id, "reason": "again" })).await;
    assert_eq!(twice.status, StatusCode::CONFLICT);
    assert_eq!(twice.body["message"], "Official receipt 000001 is already void.");
    let account = app.get(&format!("/api/fees/account?studentID={juan}&schoolYearID={year}")).await.body;
    assert_eq!(account["balanceCentavos"], 3_500_001 - 580_000);
    let last = account["entries"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["kind"], "reversal");
    assert_eq!(last["reason"], "Paid for the wrong learner");
    assert_eq!(last["receiptNumber"], 1);
    let (_, _, pdf) = app.download(&format!("/api/fees/receipt?receiptID={id}")).await;
    assert!(String::from_utf8_lossy(&pdf).contains("VOID"));
    // A year with money on it is kept.
    let deleted = app.post("/api/admins/delete-school-year", json!({ "id": year })).await;
    assert_eq!(deleted.status, StatusCode::CONFLICT, "{}", deleted.body);
}

async fn fees_are_for_administrators_only(app: TestApp) {
    let (year, juan, _) = school_with_fees(&app).await;
    let calls: [(&str, &str, Value); 10] = [
        ("GET", "/api/fees/schedule?schoolYearID=x&levelID=y", Value::Null),
        ("PUT", "/api/fees/schedule", json!({ "schoolYearID": year })),
        ("PUT", "/api/fees/discounts", json!({ "schoolYearID": year, "discounts": [] })),
        ("POST", "/api/fees/copy-schedule", json!({})),
        ("GET", &format!("/api/fees/account?studentID={juan}&schoolYearID={year}"), Value::Null),
        ("PUT", "/api/fees/account", json!({ "studentID": juan, "schoolYearID": year })),
        ("POST", "/api/fees/assess", json!({ "schoolYearID": year, "confirm": true })),
        (
            "POST",
            "/api/fees/payments",
            json!({ "studentID": juan, "schoolYearID": year, "amountCentavos": 100, "method": "cash" }),
        ),
        ("POST", "/api/fees/void-receipt", json!({ "receiptID": "x", "reason": "r" })),
        ("GET", "/api/fees/receipt?receiptID=x", Value::Null),
    ];
    let before = rows(&app);
    for role in [None, Some(Role::Teacher), Some(Role::Student), Some(Role::Guardian)] {
        app.forget_cookie();
        if let Some(role) = role {
            app.sign_in_as(role).await;
        }
        for (method, path, body) in &calls {
            let answer = match *method {
                "GET" => app.get(path).await,
                "PUT" => app.put(path, body.clone()).await,
                _ => app.post(path, body.clone()).await,
            };
            let expected = if role.is_some() { StatusCode::FORBIDDEN } else { StatusCode::UNAUTHORIZED };
            assert_eq!(answer.status, expected, "{role:?} {method} {path}: {}", answer.body);
        }
    }
    assert_eq!(rows(&app), before);
}

async fn reports_add_up_and_guardians_read_only_their_own_childrens_fees(app: TestApp) {
    let (year, juan, _) = school_with_fees(&app).await;
    app.post("/api/fees/assess", json!({ "schoolYearID": year, "confirm": true })).await;
    let paid = app
        .post(
            "/api/fees/payments",
            json!({ "studentID": juan, "schoolYearID": year, "amountCentavos": 1_000_000, "method": "cash" }),
        )
        .await;
    assert_eq!(paid.status, StatusCode::CREATED, "{}", paid.body);
    let receipt = paid.body["_id"].as_str().unwrap().to_owned();

    // Aging: every learner with a balance, each row adding up to its total, the school's too.
    let aging = app.get(&format!("/api/fees/aging?schoolYearID={year}")).await;
    assert_eq!(aging.status, StatusCode::OK, "{}", aging.body);
    let buckets =
        ["currentCentavos", "days1to30Centavos", "days31to60Centavos", "days61to90Centavos", "over90Centavos"];
    let rows = aging.body["rows"].as_array().unwrap();
    assert!(!rows.is_empty());
    for row in rows.iter().chain([&aging.body["totals"]]) {
        let sum: i64 = buckets.iter().map(|bucket| row[*bucket].as_i64().unwrap()).sum();
        assert_eq!(sum, row["totalCentavos"].as_i64().unwrap(), "{row}");
    }
    let learners: u64 = rows.iter().map(|row| row["learners"].as_u64().unwrap()).sum();
    assert_eq!(aging.body["totals"]["learners"].as_u64().unwrap(), learners);
    let clearance = app.get(&format!("/api/fees/clearance?schoolYearID={year}")).await.body;
    let listed = clearance.as_array().unwrap();
    assert_eq!(listed.len() as u64, learners, "the clearance list is every learner with a balance");
    let owed: i64 = listed.iter().map(|row| row["balanceCentavos"].as_i64().unwrap()).sum();
    assert_eq!(owed, aging.body["totals"]["totalCentavos"].as_i64().unwrap());
    let juans = listed.iter().find(|row| row["studentID"] == json!(juan)).unwrap();
    assert_eq!(juans["balanceCentavos"], 3_500_001 - 1_000_000);

    // Collections of today: the one payment, by cash; a backwards or year-long span refused.
    let today = chrono::Utc::now().date_naive();
    let collected =
        app.get(&format!("/api/fees/collections?from={}&to={today}", today - chrono::Duration::days(7))).await;
    assert_eq!(collected.status, StatusCode::OK, "{}", collected.body);
    assert_eq!(collected.body["totalCentavos"], 1_000_000);
    assert_eq!(collected.body["rows"][0]["method"], "cash");
    assert_eq!(collected.body["rows"][0]["receipts"], 1);
    let backwards =
        app.get(&format!("/api/fees/collections?from={today}&to={}", today - chrono::Duration::days(1))).await;
    assert_eq!(backwards.body["errors"]["to"], "Choose a last day on or after the first.");
    let long = app.get(&format!("/api/fees/collections?from={}&to={today}", today - chrono::Duration::days(400))).await;
    assert_eq!(long.body["errors"]["to"], "A report covers at most a year of days.");
    let garbled = app.get("/api/fees/collections?from=June&to=July").await;
    assert_eq!(garbled.status, StatusCode::BAD_REQUEST);

    // The ledger as CSV and the statement as PDF.
    let (status, headers, csv) = app.download(&format!("/api/fees/ledger.csv?schoolYearID={year}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers.get("content-type").unwrap().to_str().unwrap().starts_with("text/csv"));
    let csv = String::from_utf8(csv).unwrap();
    assert!(csv
        .trim_start_matches('\u{feff}')
        .starts_with("time_utc,learner,lrn,student_id,kind,description,amount_centavos,receipt,reason,by"));
    assert!(csv.contains(",payment,") && csv.contains(",-1000000,000001,"), "{csv}");
    let (status, _, pdf) = app.download(&format!("/api/fees/statement?studentID={juan}&schoolYearID={year}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(String::from_utf8_lossy(&pdf).contains("STATEMENT OF ACCOUNT"));

    // A guardian: their child's account, receipt and statement; nobody else's, and no reports.
    let other: String = students::table
        .filter(students::email.ne(STUDENT_EMAIL))
        .select(students::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
    let child = app.get(&format!("/api/fees/child?studentID={juan}")).await;
    assert_eq!(child.status, StatusCode::OK, "{}", child.body);
    assert_eq!(child.body["balanceCentavos"], 2_500_001);
    assert_eq!(child.body["schoolYear"], "2026–2027");
    assert_eq!(child.body["receipts"][0]["number"], 1);
    let not_theirs = app.get(&format!("/api/fees/child?studentID={other}")).await;
    assert_eq!(not_theirs.status, StatusCode::FORBIDDEN, "{}", not_theirs.body);
    let nobody = app.get("/api/fees/child?studentID=00000000-0000-0000-0000-000000000000").await;
    assert_eq!(nobody.status, StatusCode::NOT_FOUND, "{}", nobody.body);
    let (status, _, pdf) = app.download(&format!("/api/fees/child-receipt?receiptID={receipt}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(String::from_utf8_lossy(&pdf).contains("No. 000001"));
    let (status, _, _) = app.download(&format!("/api/fees/child-statement?studentID={juan}")).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _, _) = app.download(&format!("/api/fees/child-statement?studentID={other}")).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&format!("/api/fees/aging?schoolYearID={year}")).await.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.get(&format!("/api/fees/account?studentID={juan}&schoolYearID={year}")).await.status,
        StatusCode::FORBIDDEN
    );
    let guardian: String = lyceum_persistence::schema::guardians::table
        .filter(lyceum_persistence::schema::guardians::email.eq(GUARDIAN_EMAIL))
        .select(lyceum_persistence::schema::guardians::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    // Reads are recorded by the log's writer a moment after the answer.
    let mut logged = 0;
    for _ in 0..50 {
        logged = audit_log::table
            .filter(audit_log::actor_id.eq(&guardian))
            .filter(audit_log::detail.like("fee account of%"))
            .count()
            .get_result::<i64>(&mut app.db.conn().unwrap())
            .unwrap();
        if logged > 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(logged, 1, "the guardian's read of the account is in the audit log");
}

async fn a_closed_day_counts_the_cash_and_its_payments_become_read_only(app: TestApp) {
    let (year, juan, _) = school_with_fees(&app).await;
    app.post("/api/fees/assess", json!({ "schoolYearID": year, "confirm": true })).await;
    let pay = |amount: i64, method: &str| json!({ "studentID": juan, "schoolYearID": year, "amountCentavos": amount, "method": method, "reference": "GC-1" });
    let cash = app.post("/api/fees/payments", pay(150_000, "cash")).await;
    assert_eq!(cash.status, StatusCode::CREATED, "{}", cash.body);
    app.post("/api/fees/payments", pay(50_000, "e-wallet")).await;
    let wrong = app.post("/api/fees/payments", pay(20_000, "cash")).await;
    let voided =
        app.post("/api/fees/void-receipt", json!({ "receiptID": wrong.body["_id"], "reason": "Typed twice" })).await;
    assert_eq!(voided.status, StatusCode::OK, "{}", voided.body);

    let day = app.get("/api/fees/my-day").await;
    assert_eq!(day.status, StatusCode::OK, "{}", day.body);
    assert_eq!((day.body["receipts"].clone(), day.body["voided"].clone()), (json!(2), json!(1)));
    assert_eq!(day.body["totalCentavos"], 200_000);
    assert_eq!(day.body["byMethod"][0], json!({ "method": "cash", "receipts": 1, "amountCentavos": 150_000 }));
    assert_eq!(day.body["closed"], false);

    let tomorrow = chrono::Utc::now().date_naive() + chrono::Duration::days(1);
    let early = app.post("/api/fees/close-day", json!({ "day": tomorrow.to_string(), "countedCashCentavos": 0 })).await;
    assert_eq!(early.body["errors"]["day"], "A day still to come has no collections yet.");
    let uncounted = app.post("/api/fees/close-day", json!({})).await;
    assert_eq!(uncounted.status, StatusCode::BAD_REQUEST, "{}", uncounted.body);
    assert!(uncounted.body["errors"]["countedCashCentavos"].is_string());
    let closed = app.post("/api/fees/close-day", json!({ "countedCashCentavos": 149_000 })).await;
    assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
    assert_eq!(closed.body["closed"], true);
    assert_eq!(closed.body["countedCashCentavos"], 149_000);
    assert_eq!(closed.body["differenceCentavos"], -1_000, "₱10.00 short");
    let again = app.post("/api/fees/close-day", json!({ "countedCashCentavos": 150_000 })).await;
    assert_eq!(again.status, StatusCode::CONFLICT);

    // Read-only: no void of the day's receipts, no more payments by this cashier today.
    let void = app.post("/api/fees/void-receipt", json!({ "receiptID": cash.body["_id"], "reason": "Too late" })).await;
    assert_eq!(void.status, StatusCode::CONFLICT, "{}", void.body);
    assert_eq!(void.body["message"], "Official receipt 000001 is in a closed day's collection: it cannot be voided.");
    let (_, entries, receipts) = rows(&app);
    let late = app.post("/api/fees/payments", pay(10_000, "cash")).await;
    assert_eq!(late.status, StatusCode::CONFLICT, "{}", late.body);
    assert_eq!(rows(&app), (rows(&app).0, entries, receipts), "a refused payment takes no number");
}
