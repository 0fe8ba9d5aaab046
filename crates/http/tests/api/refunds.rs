//! A refund pays back a family's credit: with a reason, never more than the credit, appended
//! to the ledger and audited; refused to anyone but the fees staff.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::fee_entries;
use serde_json::json;

use crate::fee_reminders::juan_owing;
use crate::helpers::TestApp;

crate::on_every_backend!(a_credit_is_refunded_with_a_reason_and_never_more_than_it);

fn entries(app: &TestApp) -> i64 {
    fee_entries::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn a_credit_is_refunded_with_a_reason_and_never_more_than_it(app: TestApp) {
    let (year, juan) = juan_owing(&app).await;
    let refund = |amount: serde_json::Value, reason: &str| json!({ "studentID": juan, "schoolYearID": year, "amountCentavos": amount, "reason": reason });
    let owing = app.post("/api/fees/refund", refund(json!(10_000), "Overpaid")).await;
    assert_eq!(owing.status, StatusCode::CONFLICT, "{}", owing.body);
    assert_eq!(owing.body["errors"]["amountCentavos"], "Juan Dela Cruz's account holds no credit to refund.");

    // Paid in full, then a ₱500.00 adjustment down: a credit of ₱500.00.
    let paid = app
        .post(
            "/api/fees/payments",
            json!({ "studentID": juan, "schoolYearID": year, "amountCentavos": 400_000, "method": "cash" }),
        )
        .await;
    assert_eq!(paid.status, StatusCode::CREATED, "{}", paid.body);
    diesel::insert_into(fee_entries::table)
        .values((
            fee_entries::id.eq("00000000-0000-4000-8000-00000000a0a0"),
            fee_entries::student_id.eq(&juan),
            fee_entries::school_year_id.eq(&year),
            fee_entries::kind.eq("adjustment"),
            fee_entries::description.eq("Tuition lowered"),
            fee_entries::amount_centavos.eq(-50_000_i64),
            fee_entries::actor_name.eq("test"),
            fee_entries::created_at.eq(lyceum_persistence::now()),
        ))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    let before = entries(&app);
    for (amount, reason, field, message) in [
        (json!(10_000), " ", "reason", "Say why the money is paid back."),
        (json!(0), "Overpaid", "amountCentavos", "Enter an amount more than zero."),
        (
            json!(10.5),
            "Overpaid",
            "amountCentavos",
            "Amounts are in whole centavos: a fraction of a centavo cannot be paid.",
        ),
        (json!(50_001), "Overpaid", "amountCentavos", "The credit is ₱500.00: a refund cannot be more."),
    ] {
        let refused = app.post("/api/fees/refund", refund(amount.clone(), reason)).await;
        assert!(refused.status.is_client_error(), "{amount}: {}", refused.body);
        assert_eq!(refused.body["errors"][field], message, "{amount}: {}", refused.body);
    }
    assert_eq!(entries(&app), before, "a refused refund writes nothing");

    app.forget_cookie();
    app.sign_in_as(Role::Cashier).await;
    // Four cashiers refunding the whole credit at once: one refund, the others refused.
    let posts = (0..4).map(|_| app.post("/api/fees/refund", refund(json!(50_000), "Tuition lowered after payment")));
    let mut answers = futures_util::future::join_all(posts).await;
    let statuses: Vec<StatusCode> = answers.iter().map(|answer| answer.status).collect();
    assert_eq!(statuses.iter().filter(|status| **status == StatusCode::OK).count(), 1, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|status| **status == StatusCode::CONFLICT).count(), 3, "{statuses:?}");
    assert_eq!(entries(&app), before + 1, "one refund entry");
    let done = answers.remove(statuses.iter().position(|status| *status == StatusCode::OK).unwrap());
    assert_eq!(done.body["balanceCentavos"], 0, "{}", done.body);
    let last = done.body["entries"].as_array().unwrap().iter().find(|e| e["kind"] == "refund").cloned().unwrap();
    assert_eq!(last["amountCentavos"], 50_000);
    assert_eq!(last["reason"], "Tuition lowered after payment");
    let again = app.post("/api/fees/refund", refund(json!(1), "Twice")).await;
    assert_eq!(again.status, StatusCode::CONFLICT);

    for role in [Role::Teacher, Role::Student, Role::Guardian] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        assert_eq!(app.post("/api/fees/refund", refund(json!(1), "x")).await.status, StatusCode::FORBIDDEN, "{role}");
    }
}
