//! Guardians' alerts: a register marking a child absent or late tells each linked guardian
//! (live and in their list, naming the child), and only them; an excused absence tells no one;
//! published grades tell the guardians; Seen and a reply (which becomes an excuse on file); the
//! adviser's view of seen and unseen alerts; the e-mail turned on or off; and, against a mail
//! server inside the test, the e-mails' recipients and text, the reminder of an unseen alert,
//! and a dead mail server that neither fails nor slows the register.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_http::smtp::SmtpSettings;
use lyceum_persistence::schema::{excuses, guardian_alerts, guardians};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

use crate::attendance::{save, school, School};
use crate::grades::{assessment, grade_school, score};
use crate::helpers::{spawn_app_with, Backend, TestApp};

crate::on_every_backend!(
    a_child_marked_absent_or_late_tells_each_linked_guardian_and_only_them,
    an_excused_absence_tells_no_guardian,
    published_grades_tell_the_guardians,
    seen_and_a_reply_make_an_excuse_and_show_in_the_advisers_view,
    the_email_alerts_switch_and_the_resend_setting_are_checked,
);

/// The school of the attendance tests without the demo guardians, so each test links its own.
async fn school_without_guardians(app: &TestApp) -> School {
    diesel::delete(guardians::table).execute(&mut app.db.conn().unwrap()).unwrap();
    school(app).await
}

/// A guardian linked to `students`, signed in on their own password: their id and session.
async fn guardian(app: &TestApp, school_admin: &str, email: &str, first: &str, students: &[&str]) -> (String, String) {
    let created = app
        .call_as(
            school_admin,
            "POST",
            "/api/admins/create-guardian",
            Some(json!({ "first_name": first, "last_name": "Cruz", "email": email, "studentIDs": students })),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let starting = app.call_as(school_admin, "GET", "/api/admins/default-password", None).await;
    let starting = starting.body["password"].as_str().expect("the starting password").to_owned();
    app.forget_cookie();
    assert_eq!(app.login(Role::Guardian, email, &starting).await.status, StatusCode::OK);
    let changed =
        app.post("/api/password", json!({ "current_password": starting, "new_password": "a-family-secret-9" })).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    let token = app.cookie().expect("a session");
    (created.body["_id"].as_str().unwrap().to_owned(), token)
}

/// The guardian's notifications (latest first) once there are `count`, or as they are after
/// `millis`. (What is listed is what was pushed live: `notifications.rs` checks the sockets.)
async fn notified(app: &TestApp, token: &str, count: usize, millis: u64) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_millis(millis);
    loop {
        let answer = app.call_as(token, "GET", "/api/notifications", None).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        let listed = answer.body["notifications"].as_array().unwrap().clone();
        if listed.len() >= count || Instant::now() > deadline {
            return listed;
        }
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The newest notification, which must come within the two seconds the school is promised.
async fn told(app: &TestApp, token: &str, count: usize) -> Value {
    let listed = notified(app, token, count, 2_000).await;
    assert_eq!(listed.len(), count, "a notification within 2 s: {listed:?}");
    listed[0].clone()
}

async fn alerts_of(app: &TestApp, token: &str) -> Vec<Value> {
    let answer = app.call_as(token, "GET", "/api/guardians/alerts", None).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body["alerts"].as_array().unwrap().clone()
}

async fn a_child_marked_absent_or_late_tells_each_linked_guardian_and_only_them(app: TestApp) {
    let school = school_without_guardians(&app).await;
    let (_, maria_g) = guardian(&app, &school.admin, "maria.cruz@family.test", "Maria", &[&school.juan]).await;
    let (_, pedro_g) = guardian(&app, &school.admin, "pedro.cruz@family.test", "Pedro", &[&school.juan]).await;
    let (_, ana_g) = guardian(&app, &school.admin, "ana.cruz@family.test", "Ana", &[&school.rosa]).await;

    let math = ("scheduleID", school.math.as_str());
    let saved =
        save(&app, &school.maria, math, school.dates.monday, json!([{ "studentID": school.juan, "code": "absent" }]))
            .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    for token in [&maria_g, &pedro_g] {
        let told = told(&app, token, 1).await;
        assert_eq!(
            (&told["kind"], &told["title"]),
            (&json!("attendance"), &json!("Juan Dela Cruz marked absent")),
            "{told}"
        );
        assert!(told["body"].as_str().unwrap().starts_with("Mathematics, "), "{told}");
    }
    assert!(notified(&app, &ana_g, 1, 300).await.is_empty(), "a guardian of another child hears nothing");
    let listed = app.call_as(&maria_g, "GET", "/api/notifications", None).await;
    assert_eq!(listed.body["unread"], 1, "{}", listed.body);
    let alerts = alerts_of(&app, &maria_g).await;
    assert_eq!(alerts.len(), 1);
    assert_eq!(alerts[0]["_id"], listed.body["notifications"][0]["_id"], "an alert is its notification");
    assert_eq!(
        (&alerts[0]["code"], &alerts[0]["seen"], &alerts[0]["reply"]),
        (&json!("absent"), &json!(false), &Value::Null)
    );
    assert!(alerts_of(&app, &ana_g).await.is_empty());

    // Late too, with its minutes; saving the same register again tells no one again.
    let daily = ("sectionID", school.section.as_str());
    let marks = json!([{ "studentID": school.rosa, "code": "late", "minutesLate": 10 }]);
    assert_eq!(save(&app, &school.maria, daily, school.dates.monday, marks.clone()).await.status, StatusCode::OK);
    let told = told(&app, &ana_g, 1).await;
    assert_eq!(told["title"], format!("{} marked late (10 min)", app.student_name(&school.rosa)), "{told}");
    assert_eq!(save(&app, &school.maria, daily, school.dates.monday, marks).await.status, StatusCode::OK);
    assert_eq!(notified(&app, &ana_g, 2, 500).await.len(), 1, "an unchanged mark is not told again");
}

async fn an_excused_absence_tells_no_guardian(app: TestApp) {
    let school = school_without_guardians(&app).await;
    let (_, maria_g) = guardian(&app, &school.admin, "maria.cruz@family.test", "Maria", &[&school.juan]).await;
    let daily = ("sectionID", school.section.as_str());
    let marks = json!([{ "studentID": school.juan, "code": "excused", "note": "Dentist" }]);
    assert_eq!(save(&app, &school.maria, daily, school.dates.monday, marks).await.status, StatusCode::OK);
    let excuse = json!({ "studentID": school.juan, "firstDay": school.dates.monday.to_string(), "reason": "Flu" });
    let recorded = app.call_as(&school.admin, "POST", "/api/attendance/excuses", Some(excuse)).await;
    assert_eq!(recorded.status, StatusCode::CREATED, "{}", recorded.body);
    let absent = json!([{ "studentID": school.juan, "code": "absent" }]);
    let math = ("scheduleID", school.math.as_str());
    assert_eq!(save(&app, &school.maria, math, school.dates.monday, absent).await.status, StatusCode::OK);
    assert!(notified(&app, &maria_g, 1, 700).await.is_empty(), "no alert for an excused or noted absence");
    assert!(alerts_of(&app, &maria_g).await.is_empty());
}

async fn published_grades_tell_the_guardians(app: TestApp) {
    diesel::delete(guardians::table).execute(&mut app.db.conn().unwrap()).unwrap();
    let grades = grade_school(&app).await;
    let (_, maria_g) = guardian(&app, &grades.admin, "maria.cruz@family.test", "Maria", &[&grades.rosa]).await;
    let (_, pedro_g) = guardian(&app, &grades.admin, "pedro.cruz@family.test", "Pedro", &[&grades.juan]).await;
    let quiz = assessment(&app, &grades.maria, &grades, &grades.math, ("Quiz", "WW", "10")).await;
    assert_eq!(score(&app, &grades.maria, &quiz, &grades.rosa, json!("7.5")).await.status, StatusCode::OK);
    let published =
        app.call_as(&grades.admin, "POST", "/api/grades/publish", Some(json!({ "termID": grades.first }))).await;
    assert_eq!(published.body, json!({ "sections": 1, "students": 1 }), "only Rosa has a grade");
    let told = told(&app, &maria_g, 1).await;
    assert_eq!(
        (&told["kind"], &told["title"], &told["body"]),
        (
            &json!("grades"),
            &json!(format!("Grades published for {}", app.student_name(&grades.rosa))),
            &json!("First Quarter")
        )
    );
    assert!(notified(&app, &pedro_g, 1, 300).await.is_empty(), "a child without grades tells no one");
}

async fn seen_and_a_reply_make_an_excuse_and_show_in_the_advisers_view(app: TestApp) {
    let school = school_without_guardians(&app).await;
    let (_, maria_g) = guardian(&app, &school.admin, "maria.cruz@family.test", "Maria", &[&school.juan]).await;
    let (_, pedro_g) = guardian(&app, &school.admin, "pedro.cruz@family.test", "Pedro", &[&school.juan]).await;
    let daily = ("sectionID", school.section.as_str());
    let day = school.dates.monday;
    assert_eq!(
        save(&app, &school.maria, daily, day, json!([{ "studentID": school.juan, "code": "absent" }])).await.status,
        StatusCode::OK
    );
    let alert = wait_for_alert(&app, &maria_g).await;
    let id = alert["_id"].as_str().unwrap();

    // Another guardian's alert, a blank or two-line reply: refused, nothing changes.
    let theirs = app.call_as(&pedro_g, "POST", "/api/guardians/alerts/seen", Some(json!({ "id": id }))).await;
    assert_eq!(theirs.status, StatusCode::NOT_FOUND, "{}", theirs.body);
    for bad in [json!(""), json!("sick\ntoday"), json!("x".repeat(201)), json!(5)] {
        let refused =
            app.call_as(&maria_g, "POST", "/api/guardians/alerts/reply", Some(json!({ "id": id, "reply": bad }))).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{bad}: {}", refused.body);
        assert!(refused.body["errors"]["reply"].is_string());
    }
    let by_teacher = app.call_as(&school.maria, "GET", "/api/guardians/alerts", None).await;
    assert_eq!(by_teacher.status, StatusCode::FORBIDDEN);

    let seen = app.call_as(&maria_g, "POST", "/api/guardians/alerts/seen", Some(json!({ "id": id }))).await;
    assert_eq!(seen.status, StatusCode::OK, "{}", seen.body);
    assert_eq!(seen.body["seen"], true);
    let unread = app.call_as(&maria_g, "GET", "/api/notifications", None).await;
    assert_eq!(unread.body["unread"], 0, "seeing an alert reads its notification");

    let replied = app
        .call_as(
            &maria_g,
            "POST",
            "/api/guardians/alerts/reply",
            Some(json!({ "id": id, "reply": "  He is sick today " })),
        )
        .await;
    assert_eq!(replied.status, StatusCode::OK, "{}", replied.body);
    assert_eq!(replied.body["reply"], "He is sick today");
    let again =
        app.call_as(&maria_g, "POST", "/api/guardians/alerts/reply", Some(json!({ "id": id, "reply": "More" }))).await;
    assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.body);
    let notes: Vec<(String, String)> = excuses::table
        .filter(excuses::student_id.eq(&school.juan))
        .select((excuses::reason, excuses::recorded_by_role))
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(notes, [("He is sick today".to_owned(), "guardian".to_owned())], "one excuse, from the guardian");
    let listed =
        app.call_as(&school.maria, "GET", &format!("/api/attendance/excuses?studentID={}", school.juan), None).await;
    assert_eq!(listed.body["excuses"][0]["reason"], "He is sick today", "{}", listed.body);
    assert_eq!(listed.body["excuses"][0]["firstDay"], day.to_string());

    // The adviser sees both guardians' alerts: one seen with its reply, one not seen.
    let path = format!("/api/attendance/guardian-alerts?sectionID={}&date={day}", school.section);
    let view = app.call_as(&school.maria, "GET", &path, None).await;
    assert_eq!(view.status, StatusCode::OK, "{}", view.body);
    let rows: Vec<(Value, Value, Value)> = view.body["alerts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| (row["guardian"].clone(), row["seen"].clone(), row["reply"].clone()))
        .collect();
    assert_eq!(
        rows,
        [
            (json!("Maria Cruz"), json!(true), json!("He is sick today")),
            (json!("Pedro Cruz"), json!(false), Value::Null)
        ]
    );
    assert_eq!(app.call_as(&school.jose, "GET", &path, None).await.status, StatusCode::FORBIDDEN, "not his section");
    assert_eq!(app.call_as(&school.admin, "GET", &path, None).await.status, StatusCode::OK);
    let bad_day = format!("/api/attendance/guardian-alerts?sectionID={}&date=2026-02-30", school.section);
    assert_eq!(app.call_as(&school.maria, "GET", &bad_day, None).await.status, StatusCode::BAD_REQUEST);
}

async fn wait_for_alert(app: &TestApp, token: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(3);
    loop {
        if let Some(alert) = alerts_of(app, token).await.into_iter().next() {
            return alert;
        }
        assert!(Instant::now() < deadline, "no alert within 3 s");
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn the_email_alerts_switch_and_the_resend_setting_are_checked(app: TestApp) {
    let school = school_without_guardians(&app).await;
    let (_, maria_g) = guardian(&app, &school.admin, "maria.cruz@family.test", "Maria", &[&school.juan]).await;
    let session = app.call_as(&maria_g, "GET", "/api/session", None).await;
    assert_eq!(session.body["user"]["email_alerts"], true, "on by default");
    let off = app.call_as(&maria_g, "POST", "/api/guardians/email-alerts", Some(json!({ "enabled": false }))).await;
    assert_eq!(off.status, StatusCode::OK, "{}", off.body);
    assert_eq!(off.body["email_alerts"], false);
    let bad = app.call_as(&maria_g, "POST", "/api/guardians/email-alerts", Some(json!({ "enabled": "no" }))).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.body["errors"]["enabled"].is_string());
    let by_teacher =
        app.call_as(&school.maria, "POST", "/api/guardians/email-alerts", Some(json!({ "enabled": true }))).await;
    assert_eq!(by_teacher.status, StatusCode::FORBIDDEN);

    let path = "/api/admins/guardian-alert-settings";
    assert_eq!(app.call_as(&school.admin, "GET", path, None).await.body, json!({ "resendMinutes": 30 }));
    for wrong in [json!(4), json!(1441), json!("soon"), json!(7.5), Value::Null] {
        let refused = app.call_as(&school.admin, "POST", path, Some(json!({ "resendMinutes": wrong }))).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{wrong}");
    }
    let saved = app.call_as(&school.admin, "POST", path, Some(json!({ "resendMinutes": 45 }))).await;
    assert_eq!(saved.body, json!({ "resendMinutes": 45 }));
    assert_eq!(app.call_as(&school.admin, "GET", path, None).await.body, json!({ "resendMinutes": 45 }));
    let kept = app.call_as(&school.admin, "GET", "/api/admins/attendance-settings", None).await;
    assert_eq!(kept.body["editDays"], 7, "the other settings stay: {}", kept.body);
    assert_eq!(app.call_as(&school.maria, "GET", path, None).await.status, StatusCode::FORBIDDEN);
}

// ---- E-mail, against a mail server inside the test ----

/// A message the test's mail server took: its envelope recipients and its text.
#[derive(Debug, Clone)]
pub(crate) struct Received {
    pub(crate) to: Vec<String>,
    pub(crate) data: String,
}

/// A small SMTP server on a free port, speaking just enough (EHLO, MAIL, RCPT, DATA, QUIT) and
/// keeping what it receives; with `silent`, it takes connections and never answers.
pub(crate) async fn mail_server(silent: bool) -> (u16, Arc<Mutex<Vec<Received>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let received = Arc::new(Mutex::new(Vec::new()));
    let kept = received.clone();
    actix_web::rt::spawn(async move {
        let mut held = Vec::new();
        while let Ok((stream, _)) = listener.accept().await {
            if silent {
                held.push(stream);
                continue;
            }
            let kept = kept.clone();
            actix_web::rt::spawn(async move {
                let (reader, mut writer) = stream.into_split();
                let mut lines = BufReader::new(reader).lines();
                let _ = writer.write_all(b"220 test ESMTP\r\n").await;
                let (mut to, mut data, mut in_data) = (Vec::new(), String::new(), false);
                while let Ok(Some(line)) = lines.next_line().await {
                    if in_data {
                        if line == "." {
                            in_data = false;
                            kept.lock()
                                .unwrap()
                                .push(Received { to: std::mem::take(&mut to), data: std::mem::take(&mut data) });
                            let _ = writer.write_all(b"250 queued\r\n").await;
                        } else {
                            data.push_str(&line);
                            data.push('\n');
                        }
                        continue;
                    }
                    let command = line.to_ascii_uppercase();
                    let answer: &[u8] = if command.starts_with("EHLO") {
                        b"250-test\r\n250 8BITMIME\r\n"
                    } else if command.starts_with("RCPT TO:") {
                        to.push(line[8..].trim().trim_matches(['<', '>']).to_owned());
                        b"250 ok\r\n"
                    } else if command.starts_with("DATA") {
                        in_data = true;
                        b"354 go on\r\n"
                    } else if command.starts_with("QUIT") {
                        let _ = writer.write_all(b"221 bye\r\n").await;
                        break;
                    } else {
                        b"250 ok\r\n"
                    };
                    let _ = writer.write_all(answer).await;
                }
            });
        }
    });
    (port, received)
}

/// The app on `backend`, e-mailing through the mail server on `port` without encryption.
pub(crate) async fn app_mailing_to(backend: Backend, port: u16) -> Option<TestApp> {
    spawn_app_with(backend, |settings| {
        let url = format!("smtp://127.0.0.1:{port}?tls=none");
        settings.smtp = Some(SmtpSettings::parse(&url, "Lyceum School <office@school.test>").unwrap());
        settings.alert_resend_every = Duration::from_millis(200);
    })
    .await
}

pub(crate) async fn mail_within(received: &Arc<Mutex<Vec<Received>>>, count: usize, millis: u64) -> Vec<Received> {
    let deadline = Instant::now() + Duration::from_millis(millis);
    loop {
        let now = received.lock().unwrap().clone();
        if now.len() >= count || Instant::now() > deadline {
            return now;
        }
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn alerts_go_out_by_email_to_guardians_who_want_them(backend: Backend) {
    let (port, received) = mail_server(false).await;
    let Some(app) = app_mailing_to(backend, port).await else { return };
    let school: School = school_without_guardians(&app).await;
    let (_, maria_g) = guardian(&app, &school.admin, "maria.cruz@family.test", "Maria", &[&school.juan]).await;
    let (_, pedro_g) = guardian(&app, &school.admin, "pedro.cruz@family.test", "Pedro", &[&school.juan]).await;
    let off = app.call_as(&pedro_g, "POST", "/api/guardians/email-alerts", Some(json!({ "enabled": false }))).await;
    assert_eq!(off.status, StatusCode::OK);
    let daily = ("sectionID", school.section.as_str());
    let absent = json!([{ "studentID": school.juan, "code": "absent" }]);
    assert_eq!(save(&app, &school.maria, daily, school.dates.monday, absent).await.status, StatusCode::OK);
    let mail = mail_within(&received, 1, 5_000).await;
    assert_eq!(mail.len(), 1, "one e-mail: the other guardian turned them off");
    assert_eq!(mail[0].to, ["maria.cruz@family.test"]);
    let text = &mail[0].data;
    assert!(text.contains("Subject: Juan Dela Cruz marked absent"), "{text}");
    assert!(
        text.contains("From: \"Lyceum School\" <office@school.test>")
            || text.contains("From: Lyceum School <office@school.test>"),
        "{text}"
    );
    assert!(text.contains("Dear Maria Cruz,") && text.contains("Daily register, "), "{text}");
    assert_eq!(mail_within(&received, 2, 500).await.len(), 1, "Pedro gets none");

    // Unseen past the school's time: e-mailed again, once.
    let alert = wait_for_alert(&app, &maria_g).await;
    let an_hour_ago = lyceum_persistence::now() - chrono::Duration::hours(1);
    diesel::update(guardian_alerts::table.find(alert["_id"].as_str().unwrap()))
        .set(guardian_alerts::created_at.eq(an_hour_ago))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    let mail = mail_within(&received, 2, 5_000).await;
    assert_eq!(mail.len(), 2, "a reminder");
    assert!(mail[1].data.contains("Subject: Reminder: Juan Dela Cruz marked absent"), "{}", mail[1].data);
    assert_eq!(mail_within(&received, 3, 800).await.len(), 2, "only once");
    assert_eq!(alerts_of(&app, &maria_g).await[0]["resent"], true);
}

async fn a_dead_mail_server_neither_fails_nor_slows_the_register(backend: Backend) {
    let (port, _) = mail_server(true).await;
    let Some(app) = app_mailing_to(backend, port).await else { return };
    let school = school_without_guardians(&app).await;
    let (_, maria_g) = guardian(&app, &school.admin, "maria.cruz@family.test", "Maria", &[&school.juan]).await;
    let daily = ("sectionID", school.section.as_str());
    let started = Instant::now();
    let saved =
        save(&app, &school.maria, daily, school.dates.monday, json!([{ "studentID": school.juan, "code": "absent" }]))
            .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert!(started.elapsed() < Duration::from_secs(2), "the save waited for the mail: {:?}", started.elapsed());
    assert_eq!(wait_for_alert(&app, &maria_g).await["code"], "absent", "the live alert still goes out");
}

#[actix_web::test]
async fn alerts_go_out_by_email_on_sqlite() {
    alerts_go_out_by_email_to_guardians_who_want_them(Backend::Sqlite).await;
}

#[actix_web::test]
async fn alerts_go_out_by_email_on_postgres() {
    alerts_go_out_by_email_to_guardians_who_want_them(Backend::Postgres).await;
}

#[actix_web::test]
async fn a_dead_mail_server_is_harmless_on_sqlite() {
    a_dead_mail_server_neither_fails_nor_slows_the_register(Backend::Sqlite).await;
}

#[actix_web::test]
async fn a_dead_mail_server_is_harmless_on_postgres() {
    a_dead_mail_server_neither_fails_nor_slows_the_register(Backend::Postgres).await;
}
