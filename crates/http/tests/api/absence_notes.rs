//! A guardian's absence notes (`/api/guardians/absence-notes`, `withdraw-absence-note`): an
//! excuse on file written by the guardian, which reaches the adviser, pre-marks the child
//! excused in the registers of its days and keeps an absence on them from being announced;
//! and every refusal, which changes nothing.

use actix_web::http::StatusCode;
use chrono::Days;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::attendance::places::{self, Asked};
use lyceum_persistence::attendance::roll;
use lyceum_persistence::schema::{excuses, notifications};
use serde_json::{json, Value};

use crate::attendance::{daily_on, save, school, School};
use crate::helpers::{samples, Answer, TestApp, GUARDIAN_EMAIL, STUDENT_EMAIL};

crate::on_every_backend!(
    a_guardians_note_excuses_the_child_reaches_the_adviser_and_silences_the_absence,
    a_note_after_the_register_was_taken_leaves_the_mark_for_the_adviser_to_change,
    refused_notes_are_4xx_and_change_nothing,
    a_guardian_withdraws_their_own_note_until_a_register_of_its_days_is_taken,
);

const NOTES: &str = "/api/guardians/absence-notes";

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, "POST", path, Some(body)).await
}

async fn get(app: &TestApp, token: &str, path: &str) -> Answer {
    app.call_as(token, "GET", path, None).await
}

/// How many excuses are on file.
fn excuse_count(app: &TestApp) -> i64 {
    excuses::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

/// The stored notifications of one account: (kind, title, body).
fn told(app: &TestApp, role: Role, id: &str) -> Vec<(String, String, String)> {
    notifications::table
        .filter(notifications::recipient_role.eq(role.as_str()))
        .filter(notifications::recipient_id.eq(id))
        .select((notifications::kind, notifications::title, notifications::body))
        .load(&mut app.db.conn().unwrap())
        .unwrap()
}

/// Waits until `role` `id` has been told `count` things; answers them.
async fn told_at_least(app: &TestApp, role: Role, id: &str, count: usize) -> Vec<(String, String, String)> {
    for _ in 0..50 {
        let now = told(app, role, id);
        if now.len() >= count {
            return now;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("{role:?} {id} was not told {count} thing(s)");
}

/// The id of the signed-in account of `token`.
async fn user_id(app: &TestApp, token: &str) -> String {
    get(app, token, "/api/session").await.body["user"]["_id"].as_str().unwrap().to_owned()
}

/// A student's code and excuse on a register answer.
fn on_register(register: &Answer, student: &str) -> (String, Value) {
    let row = register.body["students"].as_array().unwrap().iter().find(|s| s["_id"] == student).unwrap();
    (row["code"].as_str().unwrap().to_owned(), row["excuse"].clone())
}

/// The seeded guardian of Juan (`parent1`), signed in.
async fn guardian(app: &TestApp) -> String {
    app.session_of(Role::Guardian, GUARDIAN_EMAIL).await
}

async fn a_guardians_note_excuses_the_child_reaches_the_adviser_and_silences_the_absence(app: TestApp) {
    let school = school(&app).await;
    let monday = school.dates.monday;
    let maria_id = user_id(&app, &school.maria).await;
    let parent = guardian(&app).await;
    // The app's own cookie is now the guardian's: the photo is theirs.
    let photo = app.upload_ok("/api/upload", "image", "note.png", samples::PNG).await;
    let note = json!({ "studentID": school.juan, "from": monday.to_string(), "to": school.dates.tomorrow.to_string(),
                       "reason": "  Fever; the doctor says three days of rest.  ", "image": photo });
    let written = post(&app, &parent, NOTES, note).await;
    assert_eq!(written.status, StatusCode::CREATED, "{}", written.body);
    let body = &written.body;
    assert_eq!(body["studentID"], school.juan.as_str());
    assert_eq!(body["firstDay"], monday.to_string());
    assert_eq!(body["lastDay"], school.dates.tomorrow.to_string());
    assert_eq!(body["reason"], "Fever; the doctor says three days of rest.");
    assert_eq!(body["writtenBy"], "guardian");
    assert_eq!(body["image"], photo.as_str());
    assert!(body["guardianName"].as_str().is_some_and(|name| name.starts_with("Teresa ")), "{body}");
    assert_eq!(body["recordedBy"], body["guardianName"]);
    assert_eq!(body["guardianID"], user_id(&app, &parent).await.as_str());

    // The guardian's list, and the adviser's excuses marked as from a guardian.
    let mine = get(&app, &parent, &format!("{NOTES}?studentID={}", school.juan)).await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.body);
    assert_eq!(mine.body["notes"], json!([body.clone()]));
    let listed = get(&app, &school.maria, &format!("/api/attendance/excuses?sectionID={}", school.section)).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    assert_eq!(listed.body["excuses"], json!([body.clone()]));
    // A staff excuse reads as before, with the new fields empty.
    let staff = json!({ "studentID": school.rosa, "firstDay": school.dates.tuesday.to_string(), "reason": "Dentist" });
    let recorded = post(&app, &school.maria, "/api/attendance/excuses", staff).await;
    assert_eq!(recorded.status, StatusCode::CREATED, "{}", recorded.body);
    assert_eq!(recorded.body["writtenBy"], "staff");
    assert_eq!(recorded.body["guardianID"], Value::Null);
    assert_eq!(recorded.body["guardianName"], Value::Null);
    assert_eq!(recorded.body["image"], Value::Null);

    // The adviser is told: whose note, for which days, why.
    let adviser_told = told_at_least(&app, Role::Teacher, &maria_id, 1).await;
    assert_eq!(adviser_told.len(), 1, "{adviser_told:?}");
    let (kind, title, text) = &adviser_told[0];
    assert_eq!(kind, "absence note");
    assert_eq!(title, &format!("Absence note for {}", body["student"].as_str().unwrap()));
    assert!(text.starts_with(&format!("From {}, ", body["guardianName"].as_str().unwrap())), "{text}");
    assert!(text.ends_with(": Fever; the doctor says three days of rest."), "{text}");

    // The register of a day not taken yet pre-marks the child excused, with the note's reason.
    let daily = get(&app, &school.maria, &daily_on(&school.section, monday)).await;
    assert_eq!(daily.status, StatusCode::OK, "{}", daily.body);
    let reason = json!("Fever; the doctor says three days of rest.");
    assert_eq!(on_register(&daily, &school.juan), ("excused".to_owned(), reason.clone()));
    // ... and so does a day still to come (tomorrow's register, read as it will be).
    let mut conn = app.db.conn().unwrap();
    let place = places::find(&mut conn, Asked::Daily(&school.section)).unwrap().unwrap();
    let ahead = roll::read(&mut conn, &place, school.dates.tomorrow).unwrap();
    let juan = ahead.students.iter().find(|s| s.id == school.juan).unwrap();
    assert_eq!(juan.excuse.as_deref(), reason.as_str());
    let after = roll::read(&mut conn, &place, school.dates.tomorrow + Days::new(1)).unwrap();
    assert_eq!(after.students.iter().find(|s| s.id == school.juan).unwrap().excuse, None, "the day after the note");
    drop(conn);

    // Marked absent anyway on a noted day: no alert for Juan; Rosa, absent without one, is told.
    let marks = json!([{ "studentID": school.juan, "code": "absent" }, { "studentID": school.rosa, "code": "absent" }]);
    let saved = save(&app, &school.maria, ("sectionID", school.section.as_str()), monday, marks).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    told_at_least(&app, Role::Student, &school.rosa, 1).await;
    assert_eq!(told(&app, Role::Student, &school.juan), vec![], "an absence with a note on file is not announced");
}

async fn a_note_after_the_register_was_taken_leaves_the_mark_for_the_adviser_to_change(app: TestApp) {
    let school = school(&app).await;
    let monday = school.dates.monday;
    let daily = ("sectionID", school.section.as_str());
    let absent = json!([{ "studentID": school.juan, "code": "absent" }]);
    assert_eq!(save(&app, &school.maria, daily, monday, absent).await.status, StatusCode::OK);
    told_at_least(&app, Role::Student, &school.juan, 1).await;

    let parent = guardian(&app).await;
    let note = json!({ "studentID": school.juan, "from": monday.to_string(), "reason": "Flu" });
    assert_eq!(post(&app, &parent, NOTES, note).await.status, StatusCode::CREATED);
    // A register already taken keeps its mark; the note shows beside it for the adviser.
    let register = get(&app, &school.maria, &daily_on(&school.section, monday)).await;
    assert_eq!(on_register(&register, &school.juan), ("absent".to_owned(), json!("Flu")));
    // Changed to excused without a note of its own, the mark takes the note's reason.
    let excused = json!([{ "studentID": school.juan, "code": "excused" }]);
    let changed = save(&app, &school.maria, daily, monday, excused).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    let row = changed.body["students"].as_array().unwrap().iter().find(|s| s["_id"] == school.juan).unwrap().clone();
    assert_eq!((row["code"].clone(), row["note"].clone()), (json!("excused"), json!("Flu")));
}

/// Every way the note call is refused, as `(caller, body, status, field or message)`.
async fn refused_notes_are_4xx_and_change_nothing(app: TestApp) {
    let school: School = school(&app).await;
    let monday = school.dates.monday.to_string();
    let student = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let parent = guardian(&app).await;
    let note = |student: &str, from: &str, to: &str, reason: &str| json!({ "studentID": student, "from": from, "to": to, "reason": reason });
    let unknown = uuid::Uuid::new_v4().to_string();
    let long = "x".repeat(301);
    let cases: Vec<(&str, Value, StatusCode, &str)> = vec![
        (
            &parent,
            note(&school.rosa, &monday, "", "Flu"),
            StatusCode::FORBIDDEN,
            "This student is not linked to your account.",
        ),
        (&parent, note(&unknown, &monday, "", "Flu"), StatusCode::NOT_FOUND, "This student does not exist."),
        (&parent, note("not-an-id", &monday, "", "Flu"), StatusCode::NOT_FOUND, "This student does not exist."),
        (&parent, note("", &monday, "", "Flu"), StatusCode::BAD_REQUEST, "studentID"),
        (&parent, note(&school.juan, "", "", "Flu"), StatusCode::BAD_REQUEST, "from"),
        (&parent, note(&school.juan, "2026-13-01", "", "Flu"), StatusCode::BAD_REQUEST, "from"),
        (&parent, note(&school.juan, &monday, "someday", "Flu"), StatusCode::BAD_REQUEST, "to"),
        (
            &parent,
            note(&school.juan, &monday, &school.dates.old_monday.to_string(), "Flu"),
            StatusCode::BAD_REQUEST,
            "to",
        ),
        (&parent, note(&school.juan, &monday, "", "   "), StatusCode::BAD_REQUEST, "reason"),
        (&parent, note(&school.juan, &monday, "", &long), StatusCode::BAD_REQUEST, "reason"),
        (&parent, note(&school.juan, &monday, "", "Flu\u{7}"), StatusCode::BAD_REQUEST, "reason"),
        (&school.maria, note(&school.juan, &monday, "", "Flu"), StatusCode::FORBIDDEN, ""),
        (&school.admin, note(&school.juan, &monday, "", "Flu"), StatusCode::FORBIDDEN, ""),
        (&student, note(&school.juan, &monday, "", "Flu"), StatusCode::FORBIDDEN, ""),
    ];
    for (token, body, status, expected) in cases {
        let answer = post(&app, token, NOTES, body.clone()).await;
        assert_eq!(answer.status, status, "{body}: {}", answer.body);
        if status == StatusCode::BAD_REQUEST {
            assert!(answer.body["errors"][expected].is_string(), "{body}: {}", answer.body);
        } else if !expected.is_empty() {
            assert_eq!(answer.message(), expected, "{body}");
        }
    }
    for image in ["/api/files/images/nope.png", "/api/files/subjects/note.pdf", "../../etc/passwd"] {
        let body = json!({ "studentID": school.juan, "from": monday, "reason": "Flu", "image": image });
        let answer = post(&app, &parent, NOTES, body).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{image}: {}", answer.body);
        assert_eq!(answer.body["errors"]["image"], "Upload the image again: this one is not available.");
    }
    // Reading: another's child, a blank child, and other roles.
    let other = get(&app, &parent, &format!("{NOTES}?studentID={}", school.rosa)).await;
    assert_eq!(other.status, StatusCode::FORBIDDEN);
    assert_eq!(other.message(), "This student is not linked to your account.");
    assert_eq!(get(&app, &parent, NOTES).await.status, StatusCode::BAD_REQUEST);
    assert_eq!(get(&app, &parent, &format!("{NOTES}?studentID={unknown}")).await.status, StatusCode::NOT_FOUND);
    for token in [&school.maria, &student] {
        let path = format!("{NOTES}?studentID={}", school.juan);
        assert_eq!(get(&app, token, &path).await.status, StatusCode::FORBIDDEN);
        let withdraw = post(&app, token, "/api/guardians/withdraw-absence-note", json!({ "id": unknown })).await;
        assert_eq!(withdraw.status, StatusCode::FORBIDDEN);
    }
    app.forget_cookie();
    assert_eq!(app.post(NOTES, note(&school.juan, &monday, "", "Flu")).await.status, StatusCode::UNAUTHORIZED);

    assert_eq!(excuse_count(&app), 0, "a refused note writes nothing");
    actix_web::rt::time::sleep(std::time::Duration::from_millis(300)).await;
    let stored: i64 = notifications::table.count().get_result(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(stored, 0, "a refused note tells no one");
}

async fn a_guardian_withdraws_their_own_note_until_a_register_of_its_days_is_taken(app: TestApp) {
    let school = school(&app).await;
    let (monday, tuesday) = (school.dates.monday, school.dates.tuesday);
    let parent = guardian(&app).await;
    let write = |day: chrono::NaiveDate| json!({ "studentID": school.juan, "from": day.to_string(), "reason": "Flu" });
    let first = post(&app, &parent, NOTES, write(monday)).await;
    let second = post(&app, &parent, NOTES, write(tuesday)).await;
    assert_eq!((first.status, second.status), (StatusCode::CREATED, StatusCode::CREATED));
    // Rosa's mother writes for Rosa: not Juan's guardian's to withdraw, nor in their list.
    let rosa_parent = app.session_of(Role::Guardian, "parent2@demo.lyceum.test").await;
    let rosas = post(
        &app,
        &rosa_parent,
        NOTES,
        json!({ "studentID": school.rosa, "from": monday.to_string(), "reason": "Cold" }),
    )
    .await;
    assert_eq!(rosas.status, StatusCode::CREATED, "{}", rosas.body);
    let mine = get(&app, &parent, &format!("{NOTES}?studentID={}", school.juan)).await;
    let days: Vec<&str> =
        mine.body["notes"].as_array().unwrap().iter().map(|n| n["firstDay"].as_str().unwrap()).collect();
    assert_eq!(days, [monday.to_string(), tuesday.to_string()], "latest day first");

    let withdraw = |id: &Value| json!({ "id": id });
    let refused = post(&app, &parent, "/api/guardians/withdraw-absence-note", withdraw(&rosas.body["_id"])).await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
    assert_eq!(refused.message(), "This absence note does not exist.");
    let blank = post(&app, &parent, "/api/guardians/withdraw-absence-note", json!({ "id": " " })).await;
    assert_eq!(blank.status, StatusCode::BAD_REQUEST);

    // Monday's register is taken: that note is in use; Tuesday's is withdrawn.
    let daily = ("sectionID", school.section.as_str());
    assert_eq!(save(&app, &school.maria, daily, monday, json!([])).await.status, StatusCode::OK);
    let used = post(&app, &parent, "/api/guardians/withdraw-absence-note", withdraw(&first.body["_id"])).await;
    assert_eq!(used.status, StatusCode::CONFLICT, "{}", used.body);
    let gone = post(&app, &parent, "/api/guardians/withdraw-absence-note", withdraw(&second.body["_id"])).await;
    assert_eq!(gone.status, StatusCode::OK, "{}", gone.body);
    assert_eq!(gone.body["message"], "Absence note withdrawn.");
    assert_eq!(excuse_count(&app), 2);
    let again = post(&app, &parent, "/api/guardians/withdraw-absence-note", withdraw(&second.body["_id"])).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
    // Tuesday's register is no longer pre-marked.
    let register = get(&app, &school.maria, &daily_on(&school.section, tuesday)).await;
    assert_eq!(on_register(&register, &school.juan), ("present".to_owned(), Value::Null));

    // Both writes are in the audit log.
    let log = get(&app, &school.admin, "/api/admins/audit-log?pageSize=200").await.body;
    let actions: Vec<&str> = log["entries"].as_array().unwrap().iter().filter_map(|e| e["action"].as_str()).collect();
    assert_eq!(actions.iter().filter(|a| **a == "absence note written").count(), 3, "{actions:?}");
    assert_eq!(actions.iter().filter(|a| **a == "absence note withdrawn").count(), 1, "{actions:?}");
}
