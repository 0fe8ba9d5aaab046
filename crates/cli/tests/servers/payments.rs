//! Cashiers posting payments on two servers at once while one of them is killed outright: every
//! payment a cashier saw acknowledged is kept with its official receipt, no receipt is left
//! without its payment, and the series of receipt numbers has no gap and no number twice.

use std::time::{Duration, Instant};

use diesel::sql_types::{BigInt, Text};
use diesel::{Connection, QueryableByName, RunQueryDsl};
use serde_json::{json, Value};

use crate::harness::*;

#[derive(QueryableByName)]
struct Owing {
    #[diesel(sql_type = Text)]
    student_id: String,
    #[diesel(sql_type = Text)]
    school_year_id: String,
}

#[derive(QueryableByName)]
struct Issued {
    #[diesel(sql_type = BigInt)]
    number: i64,
    #[diesel(sql_type = BigInt)]
    payments: i64,
}

/// Posts ₱1.00 payments as `cashier` on `server` until `until`; answers the receipt numbers
/// acknowledged (201). A request the server never answered (it was killed) acknowledges nothing.
async fn post_until(server: &Server, cashier: &Person, body: &Value, until: Instant) -> Vec<i64> {
    let mut acknowledged = Vec::new();
    while Instant::now() < until {
        let sent = server
            .http
            .post(server.url("/api/fees/payments"))
            .insert_header(("Cookie", cashier.cookie.as_str()))
            .timeout(Duration::from_secs(5))
            .send_json(body)
            .await;
        let Ok(mut answer) = sent else { break };
        let Ok(bytes) = answer.body().await else { break };
        if answer.status().as_u16() == 201 {
            let receipt: Value = serde_json::from_slice(&bytes).unwrap();
            acknowledged.push(receipt["number"].as_i64().unwrap());
        } else {
            panic!("a payment was refused: {} {}", answer.status(), String::from_utf8_lossy(&bytes));
        }
    }
    acknowledged
}

#[actix_web::test]
async fn a_server_killed_while_cashiers_post_loses_no_acknowledged_payment_and_leaves_no_receipt_without_one() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let mut conn = diesel::PgConnection::establish(&school.url).unwrap();
    // The demo learner who owes the most, so a run of ₱1.00 payments never meets the balance.
    let owing: Owing = diesel::sql_query(
        "SELECT student_id, school_year_id FROM fee_entries GROUP BY student_id, school_year_id \
         ORDER BY SUM(amount_centavos) DESC LIMIT 1",
    )
    .get_result(&mut conn)
    .unwrap();
    let body = json!({ "studentID": owing.student_id, "schoolYearID": owing.school_year_id, "amountCentavos": 100, "method": "cash" });
    let (a, b) = (school.serve().await, school.serve().await);
    let mut cashiers = Vec::new();
    for server in [&a, &a, &b, &b] {
        cashiers.push(server.person("admin", ADMIN_EMAIL, ADMIN_PASSWORD).await);
    }
    let until = Instant::now() + Duration::from_millis(1_500);
    let pid = a.child.id().to_string();
    let killer = async {
        actix_web::rt::time::sleep(Duration::from_millis(500)).await;
        let killed = std::process::Command::new("kill").args(["-KILL", &pid]).status().unwrap();
        assert!(killed.success());
    };
    let posting = futures_util::future::join_all(
        cashiers.iter().zip([&a, &a, &b, &b]).map(|(cashier, server)| post_until(server, cashier, &body, until)),
    );
    let (acknowledged, ()) = futures_util::future::join(posting, killer).await;
    let on_a: usize = acknowledged[..2].iter().map(Vec::len).sum();
    let on_b: usize = acknowledged[2..].iter().map(Vec::len).sum();
    assert!(on_a > 0 && on_b > on_a, "both servers took payments, B after A was killed: {on_a} and {on_b}");

    // Each receipt issued has exactly one payment; the numbers run 1, 2, 3, … with none twice.
    let issued: Vec<Issued> = diesel::sql_query(
        "SELECT r.number, COUNT(e.id) AS payments FROM fee_receipts r \
         LEFT JOIN fee_entries e ON e.receipt_id = r.id AND e.kind = 'payment' GROUP BY r.number ORDER BY r.number",
    )
    .load(&mut conn)
    .unwrap();
    let numbers: Vec<i64> = issued.iter().map(|receipt| receipt.number).collect();
    assert_eq!(numbers, (1..=numbers.len() as i64).collect::<Vec<_>>(), "the series has no gap");
    assert!(issued.iter().all(|receipt| receipt.payments == 1), "a receipt without its payment, or with two");
    for number in acknowledged.iter().flatten() {
        assert!(numbers.contains(number), "acknowledged receipt {number} was lost");
    }
}
