//! Closing a school year (`POST /api/admins/close-school-year`): a preview of the counts that
//! changes nothing, then every section moved on or graduated at once; graduates archived
//! (no sign-in, out of the lists, in `archived-students` and its CSV) and restorable.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{archived_students, sections, sessions, students};
use serde_json::{json, Value};

use crate::classes::{build_class, teacher_id};
use crate::helpers::{TestApp, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_year_closes_after_a_preview_moving_one_section_on_and_graduating_another,
    a_bad_plan_is_refused_and_changes_nothing,
);

/// Every student's (id, email, section), by id.
fn placements(app: &TestApp) -> Vec<(String, String, Option<String>)> {
    students::table
        .select((students::id, students::email, students::section_id))
        .order(students::id)
        .load(&mut app.db.conn().unwrap())
        .unwrap()
}

/// Two sections with students: the demo student's, and another (given some of the demo
/// section's other students when it has none); with their students' emails.
async fn two_sections(app: &TestApp) -> ((String, Vec<String>), (String, Vec<String>)) {
    let all = placements(app);
    let own = all.iter().find(|(_, email, _)| email == STUDENT_EMAIL).and_then(|s| s.2.clone()).unwrap();
    let known: Option<String> = sections::table
        .filter(sections::id.ne(&own))
        .select(sections::id)
        .order(sections::id)
        .first(&mut app.db.conn().unwrap())
        .optional()
        .unwrap();
    let other = match known {
        Some(section) => section,
        None => {
            app.sign_in_as(Role::Admin).await;
            let maria = teacher_id(app, TEACHER_EMAIL).await;
            let (_, _, section, _) = build_class(app, &maria).await;
            app.forget_cookie();
            section
        }
    };
    if !all.iter().any(|s| s.2.as_deref() == Some(other.as_str())) {
        let movers: Vec<&String> =
            all.iter().filter(|s| s.2.as_deref() == Some(own.as_str()) && s.1 != STUDENT_EMAIL).map(|s| &s.0).collect();
        assert!(!movers.is_empty(), "the demo section has more than one student");
        app.sign_in_as(Role::Admin).await;
        let moved = app.post("/api/admins/move-students", json!({ "ids": movers, "sectionID": other })).await;
        assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
        app.forget_cookie();
    }
    let all = placements(app);
    let of = |section: &str| all.iter().filter(|s| s.2.as_deref() == Some(section)).map(|s| s.1.clone()).collect();
    ((own.clone(), of(&own)), (other.clone(), of(&other)))
}

async fn create_year(app: &TestApp) -> String {
    let year = app
        .post(
            "/api/admins/create-school-year",
            json!({ "name": "2026–2027", "firstDay": "2026-06-01", "lastDay": "2027-03-31" }),
        )
        .await;
    assert_eq!(year.status, StatusCode::CREATED, "{}", year.body);
    year.body["_id"].as_str().unwrap().to_owned()
}

fn outcome<'a>(answer: &'a Value, section: &str) -> &'a Value {
    answer["sections"].as_array().unwrap().iter().find(|s| s["sectionID"] == section).expect("the section is listed")
}

async fn a_year_closes_after_a_preview_moving_one_section_on_and_graduating_another(app: TestApp) {
    let ((own, own_students), (other, graduates)) = two_sections(&app).await;
    // A graduate signed in now is signed out by the year end.
    let graduate = app.login(Role::Student, &graduates[0], PASSWORD).await;
    assert_eq!(graduate.status, StatusCode::OK, "{}", graduate.body);
    let graduate_cookie = app.cookie();
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let year = create_year(&app).await;
    let plan = json!([{ "sectionID": own, "to": other }, { "sectionID": other, "to": "graduate" }]);

    let before = placements(&app);
    let preview = app.post("/api/admins/close-school-year", json!({ "id": year, "moves": plan })).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    assert_eq!(preview.body["preview"], true);
    assert_eq!(
        (preview.body["moved"].as_u64(), preview.body["graduated"].as_u64()),
        (Some(own_students.len() as u64), Some(graduates.len() as u64))
    );
    assert_eq!(outcome(&preview.body, &own)["to"], other.as_str());
    assert_eq!(outcome(&preview.body, &other)["toName"], "Graduate");
    assert_eq!(outcome(&preview.body, &other)["students"], graduates.len());
    assert_eq!(placements(&app), before, "a preview changes nothing");
    assert_eq!(app.get("/api/admins/school-years").await.body["years"][0]["closed"], false);

    let closed = app.post("/api/admins/close-school-year", json!({ "id": year, "moves": plan, "confirm": true })).await;
    assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
    assert_eq!(closed.body["preview"], false);
    let after = placements(&app);
    assert_eq!(after.len(), before.len() - graduates.len(), "graduates left the students");
    for email in &own_students {
        let placed = after.iter().find(|s| &s.1 == email).expect("moved on, still a student");
        assert_eq!(placed.2.as_deref(), Some(other.as_str()), "{email} moved into the next section");
    }
    assert!(after.iter().all(|s| !graduates.contains(&s.1)));
    assert_eq!(app.get("/api/admins/school-years").await.body["years"][0]["closed"], true);
    let again = app.post("/api/admins/close-school-year", json!({ "id": year, "moves": [], "confirm": true })).await;
    assert_eq!((again.status, again.message()), (StatusCode::CONFLICT, "This school year is already closed."));

    // Graduates: no sign-in, no session, out of the list, in the archive and its CSV.
    let listed = app.get(&format!("/api/admins/get-students?q={}&pageSize=5", graduates[0])).await;
    assert_eq!(listed.body["total"], 0, "{}", listed.body);
    let archived = app.get("/api/admins/archived-students?pageSize=200").await;
    assert_eq!(archived.status, StatusCode::OK, "{}", archived.body);
    assert_eq!(archived.body["total"], graduates.len());
    let first = &archived.body["students"][0];
    assert!(first["leftFrom"].as_str().unwrap().contains(" - "), "{first}");
    assert_eq!(first["schoolYear"], "2026–2027");
    let found = app.get(&format!("/api/admins/archived-students?q={}", graduates[0])).await;
    assert_eq!(found.body["total"], 1, "{}", found.body);
    let (status, _, csv) = app.fetch("GET", "/api/admins/export-archived-students.csv", &[]).await;
    assert_eq!(status, StatusCode::OK);
    let csv = String::from_utf8(csv).unwrap();
    assert!(csv.contains(&graduates[0]) && csv.contains("Left from"), "{csv}");
    let admin_cookie = app.cookie();
    app.set_cookie(graduate_cookie);
    assert_eq!(app.get("/api/timetable").await.status, StatusCode::UNAUTHORIZED, "the graduate's session ended");
    app.forget_cookie();
    let refused = app.login(Role::Student, &graduates[0], PASSWORD).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{}", refused.body);
    let graduate_id: String = archived_students::table
        .filter(archived_students::email.eq(&graduates[0]))
        .select(archived_students::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let no_sessions: i64 = sessions::table
        .filter(sessions::user_id.eq(&graduate_id))
        .count()
        .get_result(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(no_sessions, 0);

    // Restored, the graduate is a student again, in the section they left, and signs in.
    app.set_cookie(admin_cookie);
    let restored = app.post("/api/admins/restore-students", json!({ "ids": [graduate_id] })).await;
    assert_eq!((restored.status, &restored.body["restored"]), (StatusCode::OK, &json!(1)), "{}", restored.body);
    let back = placements(&app).into_iter().find(|s| s.1 == graduates[0]).expect("a student again");
    assert_eq!(back.2.as_deref(), Some(other.as_str()));
    assert_eq!(app.get("/api/admins/archived-students").await.body["total"], graduates.len() - 1);
    let again = app.post("/api/admins/restore-students", json!({ "ids": [graduate_id] })).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND, "restored once only");
    // The close (not its preview, nor the refused second close) and the one restore are logged.
    let log = app.get("/api/admins/audit-log?pageSize=200").await.body;
    let details = |action: &str, record: &str| -> Vec<String> {
        let entries = log["entries"].as_array().unwrap().iter();
        let theirs = entries.filter(|e| e["action"] == action && e["recordType"] == record);
        theirs.map(|e| e["detail"].as_str().unwrap_or_default().to_owned()).collect()
    };
    let closing =
        format!("closed 2026–2027: {} student(s) moved on, {} graduated", own_students.len(), graduates.len());
    assert_eq!(details("close", "school year"), [closing]);
    assert_eq!(details("restore", "student"), [format!("1 archived student(s): {graduate_id}")]);
    app.forget_cookie();
    assert_eq!(app.login(Role::Student, &graduates[0], PASSWORD).await.status, StatusCode::OK);
}

async fn a_bad_plan_is_refused_and_changes_nothing(app: TestApp) {
    let ((own, _), (other, _)) = two_sections(&app).await;
    app.sign_in_as(Role::Admin).await;
    let year = create_year(&app).await;
    let before = placements(&app);
    let unknown = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";
    for (body, status) in [
        (json!({ "id": year, "moves": [{ "sectionID": unknown, "to": "graduate" }], "confirm": true }), 400),
        (json!({ "id": year, "moves": [{ "sectionID": own, "to": unknown }], "confirm": true }), 400),
        (json!({ "id": year, "moves": [{ "sectionID": own, "to": own }], "confirm": true }), 400),
        (
            json!({ "id": year, "moves": [{ "sectionID": own, "to": other }, { "sectionID": own, "to": "graduate" }], "confirm": true }),
            400,
        ),
        (json!({ "id": year, "moves": [{ "sectionID": "x' OR 1=1", "to": "graduate" }], "confirm": true }), 400),
        (json!({ "id": year, "moves": [{ "sectionID": own, "to": "" }], "confirm": true }), 400),
        (json!({ "id": year, "moves": "everyone", "confirm": true }), 400),
        (json!({ "id": unknown, "moves": [], "confirm": true }), 404),
        (json!({ "moves": [], "confirm": true }), 400),
    ] {
        let refused = app.post("/api/admins/close-school-year", body.clone()).await;
        assert_eq!(refused.status.as_u16(), status, "{body}: {}", refused.body);
        assert!(!refused.message().is_empty(), "{body}: a message");
    }
    assert_eq!(placements(&app), before, "nothing moved");
    assert_eq!(app.get("/api/admins/school-years").await.body["years"][0]["closed"], false, "the year is open");
    for (body, status) in
        [(json!({ "ids": [] }), 400), (json!({ "ids": ["nope"] }), 404), (json!({ "ids": [unknown] }), 404)]
    {
        assert_eq!(app.post("/api/admins/restore-students", body.clone()).await.status.as_u16(), status, "{body}");
    }
    assert_eq!(app.get("/api/admins/archived-students?pageSize=0").await.status, StatusCode::BAD_REQUEST);
}
