//! The cashier: a staff account made on the Administrators screen that signs in at `/admin`,
//! keeps the school's money (schedules, assessment, payments and receipts, the day's closing,
//! the reports) and is refused everything else; and the learners it serves found by name,
//! email or LRN.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{admins, audit_log, learner_records};
use serde_json::{json, Value};

use crate::fees::school_with_fees;
use crate::helpers::{TestApp, CASHIER_EMAIL, PASSWORD};

crate::on_every_backend!(
    an_admin_makes_a_cashier_who_keeps_the_fees_and_nothing_else,
    learners_are_found_by_name_email_or_the_first_digits_of_their_lrn,
);

/// The audit log's entries once all recorded so far are written: the administrator's reading of
/// the log (with the `admin` session) waits for them.
async fn entries_written(app: &TestApp, admin: &Option<String>) -> i64 {
    app.set_cookie(admin.clone());
    let log = app.get("/api/admins/audit-log?pageSize=1").await;
    assert_eq!(log.status, StatusCode::OK, "{}", log.body);
    audit_log::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn an_admin_makes_a_cashier_who_keeps_the_fees_and_nothing_else(app: TestApp) {
    let (year, juan, _) = school_with_fees(&app).await;

    // Made on the Administrators screen, with a role the form names.
    let wrong = app
        .post(
            "/api/admins/create-admin",
            json!({ "email": "x@lyceum.test", "password": "starting-pass-1", "role": "bursar" }),
        )
        .await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST, "{}", wrong.body);
    assert_eq!(wrong.body["errors"]["role"], "Choose Administrator or Cashier.");
    let made = app
        .post(
            "/api/admins/create-admin",
            json!({ "email": "Window2@Lyceum.test", "password": "starting-pass-1", "role": "cashier" }),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    assert_eq!(made.body["role"], "cashier");
    let listed = app.get("/api/admins/admins").await;
    let roles: Vec<(String, String)> = listed.body["admins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| (row["email"].as_str().unwrap().to_owned(), row["role"].as_str().unwrap().to_owned()))
        .collect();
    assert!(roles.contains(&("window2@lyceum.test".into(), "cashier".into())), "{roles:?}");
    assert!(roles.contains(&(CASHIER_EMAIL.into(), "cashier".into())), "{roles:?}");
    assert!(roles.contains(&(crate::helpers::ADMIN_EMAIL.into(), "admin".into())), "{roles:?}");

    // A cashier is no administrator: the last administrator stays, whoever else there is.
    let admin_id: String = admins::table
        .filter(admins::staff_role.eq("admin"))
        .select(admins::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let new_id = made.body["_id"].as_str().unwrap().to_owned();
    let removed = app.post("/api/admins/delete-admin", json!({ "id": new_id })).await;
    assert_eq!(removed.status, StatusCode::OK, "a cashier can be removed: {}", removed.body);
    app.post("/api/fees/assess", json!({ "schoolYearID": year, "studentID": juan, "confirm": true })).await;

    // The seeded cashier signs in at /admin and is a cashier there.
    let admin = app.cookie();
    app.forget_cookie();
    let signed = app.login(Role::Admin, CASHIER_EMAIL, PASSWORD).await;
    assert_eq!(signed.status, StatusCode::OK, "{}", signed.body);
    assert_eq!(signed.body["full_name"], "Cashier");
    let session = app.get("/api/session").await;
    assert_eq!(session.body["role"], "cashier", "{}", session.body);

    // Everything an administrator has outside Fees is refused, and writes nothing: the log is
    // counted once every entry recorded before is written (reading it waits for them).
    let cashier = app.cookie();
    let entries_before = entries_written(&app, &admin).await;
    app.set_cookie(cashier.clone());
    for path in [
        "/api/admins/get-teachers",
        "/api/admins/home",
        "/api/admins/admins",
        "/api/admins/get-students",
        "/api/admins/audit-log",
        "/api/admins/get-news-updates",
        "/api/calendar/current",
        "/api/notifications",
    ] {
        let answer = app.get(path).await;
        assert_eq!(answer.status, StatusCode::FORBIDDEN, "{path}: {}", answer.body);
    }
    let refused = app.post("/api/admins/delete-admin", json!({ "id": admin_id })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    let refused =
        app.post("/api/admins/create-admin", json!({ "email": "me@lyceum.test", "password": "pass-word-9" })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    let entries_after = entries_written(&app, &admin).await;
    assert_eq!(entries_after, entries_before, "a refused call leaves nothing behind");
    app.set_cookie(cashier);

    // The fees are theirs: the account, a payment on its receipt, their own day.
    let account = app.get(&format!("/api/fees/account?studentID={juan}&schoolYearID={year}")).await;
    assert_eq!(account.status, StatusCode::OK, "{}", account.body);
    let paid = app
        .post(
            "/api/fees/payments",
            json!({ "studentID": juan, "schoolYearID": year, "amountCentavos": 250_000, "method": "cash" }),
        )
        .await;
    assert_eq!(paid.status, StatusCode::CREATED, "{}", paid.body);
    let day = app.get("/api/fees/my-day").await;
    assert_eq!(day.status, StatusCode::OK, "{}", day.body);
    assert_eq!(day.body["cashier"], CASHIER_EMAIL, "{}", day.body);
    let receipt = app.get(&format!("/api/fees/receipt?receiptID={}", paid.body["_id"].as_str().unwrap())).await;
    assert_eq!(receipt.status, StatusCode::OK);
    // The lists the Fees screens choose from: the years, categories and levels.
    assert_eq!(app.get("/api/admins/school-years").await.status, StatusCode::OK);
    let categories = app.get("/api/admins/get-categories").await;
    assert_eq!(categories.status, StatusCode::OK, "{}", categories.body);
    let category = categories.body[0]["_id"].clone();
    let levels = app.post("/api/admins/get-levels", json!({ "category": category })).await;
    assert_eq!(levels.status, StatusCode::OK, "{}", levels.body);
    let schedule = app.get(&format!("/api/fees/schedule?schoolYearID={year}&levelID=x")).await;
    assert_ne!(schedule.status, StatusCode::FORBIDDEN, "{}", schedule.body);

    // The payment is audited as the cashier's.
    let by: (Option<String>, Option<String>) = audit_log::table
        .filter(audit_log::action.like("%payment%"))
        .order(audit_log::id.desc())
        .select((audit_log::actor_role, audit_log::actor_id))
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(by.0.as_deref(), Some("cashier"));
}

async fn learners_are_found_by_name_email_or_the_first_digits_of_their_lrn(app: TestApp) {
    let (_, juan, _) = school_with_fees(&app).await;
    diesel::insert_into(learner_records::table)
        .values((
            learner_records::student_id.eq(&juan),
            learner_records::lrn.eq("136114120001"),
            learner_records::updated_at.eq(lyceum_persistence::now()),
        ))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    app.forget_cookie();
    app.sign_in_as(Role::Cashier).await;
    let ids = |answer: &Value| -> Vec<String> {
        answer["learners"].as_array().unwrap().iter().map(|l| l["_id"].as_str().unwrap().to_owned()).collect()
    };

    let by_lrn = app.get("/api/fees/learners?q=1361141").await;
    assert_eq!(by_lrn.status, StatusCode::OK, "{}", by_lrn.body);
    assert_eq!(ids(&by_lrn.body), vec![juan.clone()]);
    assert_eq!(by_lrn.body["learners"][0]["lrn"], "136114120001");
    assert!(by_lrn.body["learners"][0]["level"].is_string(), "{}", by_lrn.body);
    let other_lrn = app.get("/api/fees/learners?q=2000").await;
    assert_eq!(ids(&other_lrn.body), Vec::<String>::new());

    let by_name = app.get(&format!("/api/fees/learners?q={}", crate::helpers::STUDENT_EMAIL)).await;
    assert_eq!(ids(&by_name.body), vec![juan.clone()]);
    for blank in ["", "%20%20", "%00"] {
        let nothing = app.get(&format!("/api/fees/learners?q={blank}")).await;
        assert_eq!(nothing.status, StatusCode::OK, "{blank}: {}", nothing.body);
        assert_eq!(ids(&nothing.body), Vec::<String>::new());
    }

    for role in [Role::Teacher, Role::Student, Role::Guardian] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        let refused = app.get("/api/fees/learners?q=1361").await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{role}: {}", refused.body);
    }
}
