//! The fee settings, the reminders they drive, and the student's own fees: guardians are
//! reminded a set number of days before a due date and once it is overdue, once per due date
//! and kind however often reminders are sent, never of a zero balance, and see every reminder
//! sent; students see their own fees only while the school shows them.

use actix_web::http::StatusCode;
use chrono::{Duration, Utc};
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{fee_reminders, fee_settings, guardian_students, students};
use serde_json::{json, Value};

use crate::helpers::{TestApp, STUDENT_EMAIL};
use crate::records::create_year;

crate::on_every_backend!(
    only_an_administrator_changes_the_fee_settings_and_each_is_checked,
    guardians_are_reminded_once_per_due_date_and_kind_and_see_what_was_sent,
    a_level_of_more_learners_than_a_batch_is_reminded_each_reminder_once,
    a_student_sees_their_own_fees_only_while_the_school_shows_them,
);

pub(crate) fn day(offset: i64) -> String {
    (Utc::now().date_naive() + Duration::days(offset)).to_string()
}

/// A current year around today with Juan's level on a quarterly plan falling due ten days ago,
/// in three days, in forty and in a hundred, ₱1,000.00 each; Juan assessed. Answers (year, Juan).
pub(crate) async fn juan_owing(app: &TestApp) -> (String, String) {
    app.sign_in_as(Role::Admin).await;
    let year = create_year(app, "This year", &day(-60), &day(150)).await;
    let (juan, level): (String, String) = lyceum_persistence::schema::students::table
        .filter(lyceum_persistence::schema::students::email.eq(STUDENT_EMAIL))
        .select((
            lyceum_persistence::schema::students::id,
            lyceum_persistence::schema::students::level_id.assume_not_null(),
        ))
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let schedule = json!({
        "schoolYearID": year, "levelID": level,
        "items": [{ "name": "Tuition", "kind": "tuition", "amountCentavos": 400_000, "mandatory": true }],
        "plans": [{ "name": "Quarterly", "kind": "quarterly", "chargeCentavos": 0,
            "dueDates": [day(-10), day(3), day(40), day(100)] }]
    });
    let saved = app.put("/api/fees/schedule", schedule).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let assessed =
        app.post("/api/fees/assess", json!({ "schoolYearID": year, "studentID": juan, "confirm": true })).await;
    assert_eq!(assessed.status, StatusCode::OK, "{}", assessed.body);
    (year, juan)
}

fn settings_row(app: &TestApp) -> (bool, i32, bool) {
    fee_settings::table
        .select((fee_settings::students_see_fees, fee_settings::remind_days_before, fee_settings::remind_overdue))
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

async fn only_an_administrator_changes_the_fee_settings_and_each_is_checked(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let read = app.get("/api/fees/settings").await;
    assert_eq!(
        read.body,
        json!({ "studentsSeeFees": false, "remindDaysBefore": 7, "remindOverdue": true, "onlinePayments": false })
    );
    for (days, field) in [
        (json!(-1), "remindDaysBefore"),
        (json!(61), "remindDaysBefore"),
        (json!(7.5), "remindDaysBefore"),
        (json!("7"), "remindDaysBefore"),
    ] {
        let body = json!({ "studentsSeeFees": true, "remindDaysBefore": days, "remindOverdue": false });
        let refused = app.put("/api/fees/settings", body).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{days}: {}", refused.body);
        assert_eq!(refused.body["errors"][field], "Enter a whole number of days from 0 to 60.");
    }
    let not_a_choice = app
        .put("/api/fees/settings", json!({ "studentsSeeFees": 1, "remindDaysBefore": 3, "remindOverdue": "x" }))
        .await;
    assert_eq!(not_a_choice.status, StatusCode::BAD_REQUEST, "{}", not_a_choice.body);
    assert_eq!(not_a_choice.body["errors"]["remindOverdue"], "Choose yes or no.");
    assert_eq!(not_a_choice.body["errors"]["studentsSeeFees"], "Choose yes or no.");
    let missing = app.put("/api/fees/settings", json!({ "remindDaysBefore": 3 })).await;
    assert_eq!(missing.body["errors"]["studentsSeeFees"], "Choose whether students see their fees.");
    assert_eq!(settings_row(&app), (false, 7, true), "a refused change changes nothing");

    app.forget_cookie();
    app.sign_in_as(Role::Cashier).await;
    let cashier = app
        .put("/api/fees/settings", json!({ "studentsSeeFees": true, "remindDaysBefore": 3, "remindOverdue": true }))
        .await;
    assert_eq!(cashier.status, StatusCode::FORBIDDEN, "{}", cashier.body);
    assert_eq!(cashier.body["message"], "Only an administrator can change the fee settings.");
    assert_eq!(app.get("/api/fees/settings").await.status, StatusCode::OK, "a cashier reads them");
    assert_eq!(settings_row(&app), (false, 7, true));

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let saved = app
        .put("/api/fees/settings", json!({ "studentsSeeFees": true, "remindDaysBefore": 0, "remindOverdue": false }))
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(settings_row(&app), (true, 0, false));
    let audit = app.get("/api/admins/audit-log?pageSize=5").await;
    assert!(audit.body.to_string().contains("fee settings changed"), "{}", audit.body);
    for role in [Role::Teacher, Role::Guardian] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        assert_eq!(app.get("/api/fees/settings").await.status, StatusCode::FORBIDDEN, "{role}");
    }
}

async fn guardians_are_reminded_once_per_due_date_and_kind_and_see_what_was_sent(app: TestApp) {
    let (year, juan) = juan_owing(&app).await;
    let sent = app.post("/api/fees/send-reminders", json!({})).await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
    // One guardian: the overdue first installment and the one due in three days; the one in
    // forty days is past the seven days' notice.
    assert_eq!(sent.body["sent"], 2, "{}", sent.body);
    let again = app.post("/api/fees/send-reminders", json!({})).await;
    assert_eq!(again.body["sent"], 0, "at most one per due date and kind");
    let kinds: Vec<(String, String)> = fee_reminders::table
        .select((fee_reminders::kind, fee_reminders::due_on))
        .order(fee_reminders::due_on)
        .load::<(String, chrono::NaiveDate)>(&mut app.db.conn().unwrap())
        .unwrap()
        .into_iter()
        .map(|(kind, due)| (kind, due.to_string()))
        .collect();
    assert_eq!(kinds, [("overdue".to_owned(), day(-10)), ("upcoming".to_owned(), day(3))]);

    // The guardian sees them, and was told live (the notifications list is what was pushed).
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
    let theirs = app.get(&format!("/api/fees/child-reminders?studentID={juan}")).await;
    assert_eq!(theirs.status, StatusCode::OK, "{}", theirs.body);
    let listed = theirs.body["reminders"].as_array().unwrap();
    assert_eq!(listed.len(), 2);
    assert!(listed.iter().all(|r| r["amountCentavos"] == 100_000), "{}", theirs.body);
    let told = app.get("/api/notifications").await;
    let titles: Vec<&str> =
        told.body["notifications"].as_array().unwrap().iter().filter_map(|n| n["title"].as_str()).collect();
    assert!(titles.iter().any(|t| t.starts_with("₱1,000.00 overdue since ")), "{titles:?}");
    assert!(titles.iter().any(|t| t.starts_with("₱1,000.00 due on ")), "{titles:?}");
    let others = app.get("/api/fees/child-reminders?studentID=00000000-0000-4000-8000-000000000000").await;
    assert_ne!(others.status, StatusCode::OK, "{}", others.body);

    // Paid in full: nothing more, even with a notice long enough to reach every due date.
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let paid = app
        .post(
            "/api/fees/payments",
            json!({ "studentID": juan, "schoolYearID": year, "amountCentavos": 400_000, "method": "cash" }),
        )
        .await;
    assert_eq!(paid.status, StatusCode::CREATED, "{}", paid.body);
    app.put("/api/fees/settings", json!({ "studentsSeeFees": false, "remindDaysBefore": 60, "remindOverdue": true }))
        .await;
    let none = app.post("/api/fees/send-reminders", json!({})).await;
    assert_eq!(none.body["sent"], 0, "never for a zero balance");
    for role in [Role::Teacher, Role::Student, Role::Guardian] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        assert_eq!(app.post("/api/fees/send-reminders", json!({})).await.status, StatusCode::FORBIDDEN, "{role}");
    }
}

/// Reminders are kept a hundred learners at a time (one short write each): a level of more
/// learners than that gets every reminder, to each guardian of each learner, once.
async fn a_level_of_more_learners_than_a_batch_is_reminded_each_reminder_once(app: TestApp) {
    let (year, juan) = juan_owing(&app).await;
    let (category, level, section): (Option<String>, Option<String>, Option<String>) = students::table
        .find(&juan)
        .select((students::category_id, students::level_id, students::section_id))
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    for n in 0..130 {
        let learner = json!({
            "first_name": format!("Learner{n}"), "middle_name": "", "last_name": "Reyes",
            "email": format!("learner{n}@school.edu"), "address": "3 Mabini St", "password": "Lyceum@2023",
            "image": null, "birthdate": "2011-02-14", "parent_fName": "Rosa", "parent_mName": "",
            "parent_lName": "Reyes", "parent_email": format!("parent{n}@school.edu"), "phone": "",
            "relationship": "Mother", "categoryID": category, "levelID": level, "sectionID": section
        });
        let created = app.post("/api/admins/create-student", learner).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    }
    let linked = app.post("/api/admins/create-guardian-accounts", json!({ "sectionID": section })).await;
    assert_eq!(linked.status, StatusCode::OK, "{}", linked.body);
    let assessed =
        app.post("/api/fees/assess", json!({ "schoolYearID": year, "levelID": level, "confirm": true })).await;
    assert_eq!(assessed.status, StatusCode::OK, "{}", assessed.body);
    let pairs: i64 = guardian_students::table
        .inner_join(students::table)
        .filter(students::level_id.eq(&level))
        .count()
        .get_result(&mut app.db.conn().unwrap())
        .unwrap();
    assert!(pairs > 130, "every new learner has a guardian: {pairs}");

    // The overdue installment and the one due in three days, to every guardian of every learner.
    let sent = app.post("/api/fees/send-reminders", json!({})).await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
    assert_eq!(sent.body["sent"], 2 * pairs, "{}", sent.body);
    assert_eq!(app.post("/api/fees/send-reminders", json!({})).await.body["sent"], 0);
    let kept: Vec<(String, String, chrono::NaiveDate, String)> = fee_reminders::table
        .select((fee_reminders::guardian_id, fee_reminders::student_id, fee_reminders::due_on, fee_reminders::kind))
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    let distinct: std::collections::HashSet<_> = kept.iter().collect();
    assert_eq!((kept.len(), distinct.len()), (2 * pairs as usize, 2 * pairs as usize));
}

async fn a_student_sees_their_own_fees_only_while_the_school_shows_them(app: TestApp) {
    let (year, juan) = juan_owing(&app).await;
    let other: String = lyceum_persistence::schema::students::table
        .filter(lyceum_persistence::schema::students::id.ne(&juan))
        .select(lyceum_persistence::schema::students::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    app.forget_cookie();
    app.sign_in_as(Role::Student).await;
    let own = format!("/api/fees/own?studentID={juan}");
    let hidden = app.get(&own).await;
    assert_eq!(hidden.status, StatusCode::FORBIDDEN, "{}", hidden.body);
    assert_eq!(hidden.body["message"], "Your school does not show fees in the student portal.");
    assert_eq!(app.get("/api/fees/settings").await.body["studentsSeeFees"], false);

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    app.put("/api/fees/settings", json!({ "studentsSeeFees": true, "remindDaysBefore": 7, "remindOverdue": true }))
        .await;
    app.forget_cookie();
    app.sign_in_as(Role::Student).await;
    let shown = app.get(&own).await;
    assert_eq!(shown.status, StatusCode::OK, "{}", shown.body);
    assert_eq!(shown.body["balanceCentavos"], 400_000, "{}", shown.body);
    let statement = app.get(&format!("/api/fees/own-statement?studentID={juan}&schoolYearID={year}")).await;
    assert_eq!(statement.status, StatusCode::OK);
    let theirs = app.get(&format!("/api/fees/own?studentID={other}")).await;
    assert_eq!(theirs.status, StatusCode::FORBIDDEN);
    assert_eq!(theirs.body["message"], "You can see only your own fees.");
    let not_an_id: Value = app.get("/api/fees/own?studentID=%00").await.body;
    assert_eq!(not_an_id["message"], "You can see only your own fees.");
}

/// Reminders go by e-mail too, where the server sends e-mail: one per reminder, to the guardian,
/// and the guardian's list says so.
async fn reminders_go_out_by_email_too(backend: crate::helpers::Backend) {
    use crate::guardian_alerts::{app_mailing_to, mail_server, mail_within};
    let (port, received) = mail_server(false).await;
    let Some(app) = app_mailing_to(backend, port).await else { return };
    let (_, juan) = juan_owing(&app).await;
    let sent = app.post("/api/fees/send-reminders", json!({})).await;
    assert_eq!(sent.body["sent"], 2, "{}", sent.body);
    let mail = mail_within(&received, 2, 5_000).await;
    assert_eq!(mail.len(), 2);
    assert!(mail.iter().all(|m| m.to == [crate::helpers::GUARDIAN_EMAIL]), "to the guardian only");
    let text: String = mail.iter().map(|m| m.data.clone()).collect();
    assert!(text.contains("overdue since"), "{text}");
    assert!(text.contains("Sign in to Lyceum to see the account"), "{text}");
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
    let theirs = app.get(&format!("/api/fees/child-reminders?studentID={juan}")).await;
    assert!(theirs.body["reminders"].as_array().unwrap().iter().all(|r| r["emailed"] == true), "{}", theirs.body);
}

#[actix_web::test]
async fn reminders_go_out_by_email_on_sqlite() {
    reminders_go_out_by_email_too(crate::helpers::Backend::Sqlite).await;
}

#[actix_web::test]
async fn reminders_go_out_by_email_on_postgres() {
    reminders_go_out_by_email_too(crate::helpers::Backend::Postgres).await;
}
