//! Online payment against a local stand-in of PayMongo's documented API: off until the school
//! turns it on and the server has the keys; a guardian's checkout is made for the next
//! installment; the payment is posted only from a webhook whose signature verifies, for the
//! checkout's amount, once; a forged, replayed or wrong webhook posts nothing and is logged.

use std::sync::{Mutex, OnceLock};

use actix_web::http::StatusCode;
use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_http::settings::Settings;
use lyceum_persistence::schema::{audit_log, fee_receipts};
use lyceum_school::fees::paymongo::{sign, PayMongo};
use serde_json::{json, Value};

use crate::fee_reminders::{day, juan_owing};
use crate::helpers::TestApp;

crate::on_every_backend!(online_payment_is_off_until_the_school_and_the_server_have_it_set_up);
crate::on_every_backend!(
    mod with_the_provider with provider_keys:
    a_guardian_pays_an_installment_online_once_and_forged_or_replayed_webhooks_post_nothing
);

const SECRET_KEY: &str = "sk_test_lyceum";
const WEBHOOK_SECRET: &str = "whsk_test_lyceum";

/// The stand-in's address and the checkout sessions it was asked to make.
struct StandIn {
    address: String,
    asked: Mutex<Vec<(Option<String>, Value)>>,
}

/// The stand-in of PayMongo's API, started once for every test of this file:
/// `POST /v1/checkout_sessions` answers a session `cs_test_<reference_number>` with its
/// `checkout_url`, and keeps what it was asked with the Authorization header.
fn stand_in() -> &'static StandIn {
    static STAND_IN: OnceLock<StandIn> = OnceLock::new();
    STAND_IN.get_or_init(|| {
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            actix_web::rt::System::new().block_on(async move {
                let server = HttpServer::new(|| {
                    App::new().route(
                        "/v1/checkout_sessions",
                        web::post().to(|req: HttpRequest, body: web::Json<Value>| async move {
                            let auth =
                                req.headers().get("Authorization").and_then(|v| v.to_str().ok()).map(str::to_owned);
                            let attributes = body["data"]["attributes"].clone();
                            let id = format!("cs_test_{}", attributes["reference_number"].as_str().unwrap_or(""));
                            stand_in().asked.lock().unwrap().push((auth, attributes.clone()));
                            HttpResponse::Ok().json(json!({ "data": { "id": id, "type": "checkout_session",
                                "attributes": { "checkout_url": format!("https://checkout.stand-in/{id}"),
                                    "line_items": attributes["line_items"], "status": "active" } } }))
                        }),
                    )
                })
                .workers(1)
                .bind("127.0.0.1:0")
                .unwrap();
                sender.send(server.addrs()[0]).unwrap();
                server.run().await.unwrap();
            });
        });
        let address = receiver.recv().unwrap();
        StandIn { address: format!("http://{address}"), asked: Mutex::new(Vec::new()) }
    })
}

fn provider_keys(settings: &mut Settings) {
    settings.paymongo = Some(PayMongo {
        api_url: stand_in().address.clone(),
        secret_key: SECRET_KEY.into(),
        webhook_secret: WEBHOOK_SECRET.into(),
    });
}

/// The provider's event that checkout session `session` was paid `amount`, as `event` id.
fn paid_event(event: &str, session: &str, amount: i64) -> Value {
    json!({ "data": { "id": event, "type": "event", "attributes": {
        "type": "checkout_session.payment.paid", "livemode": false,
        "data": { "id": session, "type": "checkout_session", "attributes": {
            "payments": [{ "id": format!("pay_{event}"), "type": "payment",
                "attributes": { "amount": amount, "currency": "PHP", "status": "paid" } }] } } } } })
}

/// Signs `event` as the provider would at `timestamp`.
fn signed(event: &Value, timestamp: i64) -> String {
    sign(WEBHOOK_SECRET, timestamp, &serde_json::to_vec(event).unwrap())
}

/// Posts `event` to the webhook as the bytes `signed` signed, with `signature`.
async fn webhook(app: &TestApp, event: &Value, signature: &str) -> crate::helpers::Answer {
    app.post_with_headers("/api/fees/paymongo-webhook", &[("Paymongo-Signature", signature)], event.clone()).await
}

fn receipts(app: &TestApp) -> i64 {
    fee_receipts::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn online_payment_is_off_until_the_school_and_the_server_have_it_set_up(app: TestApp) {
    let (_, juan) = juan_owing(&app).await;
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
    let off = app.post("/api/fees/checkout", json!({ "studentID": juan })).await;
    assert_eq!(off.status, StatusCode::CONFLICT, "{}", off.body);
    assert_eq!(off.body["message"], "Online payment is not set up on this server.");
    let body = paid_event("evt_1", "cs_test_x", 100_000);
    let refused = webhook(&app, &body, &signed(&body, 1_700_000_000)).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert_eq!(receipts(&app), 0);
}

async fn a_guardian_pays_an_installment_online_once_and_forged_or_replayed_webhooks_post_nothing(app: TestApp) {
    let (year, juan) = juan_owing(&app).await;
    let account = format!("/api/fees/account?studentID={juan}&schoolYearID={year}");

    // Off by default: the school turns it on.
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
    let off = app.post("/api/fees/checkout", json!({ "studentID": juan })).await;
    assert_eq!(off.status, StatusCode::CONFLICT, "{}", off.body);
    assert_eq!(off.body["message"], "Your school does not take payments online.");
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let on = json!({ "studentsSeeFees": false, "remindDaysBefore": 7, "remindOverdue": true, "onlinePayments": true });
    assert_eq!(app.put("/api/fees/settings", on).await.status, StatusCode::OK);

    // The guardian's checkout: the next installment, ₱1,000.00 due ten days ago.
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
    let made = app.post("/api/fees/checkout", json!({ "studentID": juan })).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    assert_eq!(made.body["amountCentavos"], 100_000);
    assert_eq!(made.body["dueOn"], day(-10));
    let url = made.body["checkoutUrl"].as_str().unwrap();
    let session = url.rsplit('/').next().unwrap().to_owned();
    let reference = session.trim_start_matches("cs_test_").to_owned();
    let (auth, asked) = stand_in()
        .asked
        .lock()
        .unwrap()
        .iter()
        .find(|(_, asked)| asked["reference_number"] == reference.as_str())
        .cloned()
        .expect("the stand-in was asked for the session");
    assert_eq!(auth.as_deref(), Some("Basic c2tfdGVzdF9seWNldW06"), "the secret key as the basic-auth user");
    assert_eq!(asked["line_items"][0]["amount"], 100_000);
    assert_eq!(asked["line_items"][0]["currency"], "PHP");
    assert!(asked["success_url"].as_str().unwrap().ends_with(&format!("/guardian/fees?child={juan}&paid=1")));
    let others = app.post("/api/fees/checkout", json!({ "studentID": "00000000-0000-4000-8000-000000000000" })).await;
    assert_ne!(others.status, StatusCode::CREATED, "{}", others.body);

    // Forged: a bad signature, or a signed body changed after.
    let event = paid_event("evt_paid_1", &session, 100_000);
    let signature = signed(&event, 1_700_000_000);
    for (body, signature) in [
        (event.clone(), sign("not the secret", 1_700_000_000, &serde_json::to_vec(&event).unwrap())),
        (paid_event("evt_paid_1", &session, 1), signature.clone()),
        (event.clone(), String::new()),
    ] {
        let forged = webhook(&app, &body, &signature).await;
        assert_eq!(forged.status, StatusCode::FORBIDDEN, "{}", forged.body);
        assert_eq!(forged.body["message"], "The webhook's signature does not verify.");
    }
    // Signed, but not the checkout's amount.
    let wrong = paid_event("evt_wrong", &session, 50_000);
    let answer = webhook(&app, &wrong, &signed(&wrong, 1_700_000_001)).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.body);
    assert_eq!(receipts(&app), 0, "nothing posted");

    // The provider's event, and another of the same session at once: posted once, on an
    // official receipt.
    let twin = paid_event("evt_paid_twin", &session, 100_000);
    let twin_signature = signed(&twin, 1_700_000_003);
    let (posted, twin_answer) =
        futures_util::future::join(webhook(&app, &event, &signature), webhook(&app, &twin, &twin_signature)).await;
    let (posted, other, winner, winner_signature) = if posted.status == StatusCode::OK {
        (posted, twin_answer, &event, &signature)
    } else {
        (twin_answer, posted, &twin, &twin_signature)
    };
    assert_eq!(posted.status, StatusCode::OK, "{}", posted.body);
    assert_eq!(other.status, StatusCode::CONFLICT, "{}", other.body);
    assert_eq!(posted.body["message"], "Payment posted.");
    assert_eq!(receipts(&app), 1);
    let replayed = webhook(&app, winner, winner_signature).await;
    assert_eq!(replayed.status, StatusCode::CONFLICT, "{}", replayed.body);
    let again = paid_event("evt_paid_2", &session, 100_000);
    let second = webhook(&app, &again, &signed(&again, 1_700_000_002)).await;
    assert_eq!(second.status, StatusCode::CONFLICT, "a paid checkout is paid once: {}", second.body);
    assert_eq!(receipts(&app), 1);

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let after = app.get(&account).await;
    assert_eq!(after.body["balanceCentavos"], 300_000, "{}", after.body);
    let refusals: Vec<String> = audit_log::table
        .filter(audit_log::action.eq("online payment webhook refused"))
        .select(audit_log::detail.assume_not_null())
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    for why in ["bad signature", "wrong amount", "replayed event", "checkout already paid"] {
        assert!(refusals.iter().any(|detail| detail.starts_with(why)), "{why} not logged: {refusals:?}");
    }
}
