//! A student's portal follows their section live: moving, placing or taking out a student, or
//! deleting their section, pushes `sectionChanged` to the student's sockets once the write has
//! committed, and their very next `GET /api/session` shows the new section (the cached session
//! was forgotten), while other students hear nothing.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{levels, students};
use serde_json::{json, Value};

use crate::helpers::{Socket, TestApp, ADMIN_EMAIL, STUDENT_EMAIL};
use crate::messages::student_id;

crate::on_every_backend!(
    a_moved_student_is_told_at_once_and_reads_the_new_section,
    removing_placing_and_deleting_the_section_are_told_too,
);

/// A student's current section id, from the database.
fn section_of(app: &TestApp, student: &str) -> Option<String> {
    students::table.find(student).select(students::section_id).first(&mut app.db.conn().unwrap()).unwrap()
}

/// A new section in the demo level `level`; answers its id.
async fn new_section(app: &TestApp, admin: &str, level: &str, name: &str) -> String {
    let level: String =
        levels::table.filter(levels::name.eq(level)).select(levels::id).first(&mut app.db.conn().unwrap()).unwrap();
    let created = app
        .call_as(admin, "POST", "/api/admins/create-section", Some(json!({ "level": level, "section": name })))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["_id"].as_str().unwrap().to_owned()
}

/// The `data` of the next `sectionChanged` frame within a second, skipping online lists.
async fn section_changed(socket: &mut Socket) -> Option<Value> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_millis(1000);
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        let millis = u64::try_from(left.as_millis()).unwrap_or(0).max(1);
        match socket.next_json_within(millis).await {
            Some(frame) if frame["type"] == "sectionChanged" => return Some(frame["data"].clone()),
            Some(_) => continue,
            None => return None,
        }
    }
    None
}

/// The section id the student's own `GET /api/session` answers.
async fn session_section(app: &TestApp, token: &str) -> Value {
    let session = app.call_as(token, "GET", "/api/session", None).await;
    assert_eq!(session.status, StatusCode::OK, "{}", session.body);
    session.body["user"]["sectionID"].clone()
}

async fn a_moved_student_is_told_at_once_and_reads_the_new_section(app: TestApp) {
    let juan = student_id(&app, STUDENT_EMAIL);
    let old = section_of(&app, &juan).expect("the demo student has a section");
    let student = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let bystander = app.session_of(Role::Student, "student2@demo.lyceum.test").await;
    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    // Read once, so the server holds the session in its cache.
    assert_eq!(session_section(&app, &student).await, json!(old));
    let mut tabs = [app.socket_of(&student).await, app.socket_of(&student).await];
    let mut other = app.socket_of(&bystander).await;

    let next_year = new_section(&app, &admin, "Grade 8", "Mabini 8").await;
    let moved = app
        .call_as(&admin, "POST", "/api/admins/move-students", Some(json!({ "ids": [juan], "sectionID": next_year })))
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);

    for tab in &mut tabs {
        assert_eq!(section_changed(tab).await, Some(json!({ "sectionID": next_year })), "every tab is told");
    }
    assert_eq!(session_section(&app, &student).await, json!(next_year), "the cached session was forgotten");
    let class = app.call_as(&student, "POST", "/api/students/get-section", Some(json!({ "id": next_year }))).await;
    assert_eq!(class.status, StatusCode::OK, "{}", class.body);
    assert_eq!(section_changed(&mut other).await, None, "a student who did not move hears nothing");

    // A refused move tells nobody.
    let refused = app
        .call_as(
            &admin,
            "POST",
            "/api/admins/move-students",
            Some(json!({ "ids": [juan, "nobody"], "sectionID": old })),
        )
        .await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
    assert_eq!(section_changed(&mut tabs[0]).await, None);
    assert_eq!(section_of(&app, &juan), Some(next_year));
}

async fn removing_placing_and_deleting_the_section_are_told_too(app: TestApp) {
    let juan = student_id(&app, STUDENT_EMAIL);
    let old = section_of(&app, &juan).expect("the demo student has a section");
    let student = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    assert_eq!(session_section(&app, &student).await, json!(old));
    let mut tab = app.socket_of(&student).await;

    let removed = app
        .call_as(&admin, "POST", "/api/admins/remove-student", Some(json!({ "studentID": juan, "sectionID": old })))
        .await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert_eq!(section_changed(&mut tab).await, Some(json!({ "sectionID": null })));
    assert_eq!(session_section(&app, &student).await, Value::Null);

    let fresh = new_section(&app, &admin, "Grade 9", "Silang 9").await;
    let placed = app
        .call_as(
            &admin,
            "POST",
            "/api/admins/add-student-section",
            Some(json!({ "studentID": juan, "sectionID": fresh })),
        )
        .await;
    assert_eq!(placed.status, StatusCode::OK, "{}", placed.body);
    assert_eq!(section_changed(&mut tab).await, Some(json!({ "sectionID": fresh })));
    assert_eq!(session_section(&app, &student).await, json!(fresh));

    let deleted = app.call_as(&admin, "POST", "/api/admins/delete-sections", Some(json!({ "ids": [fresh] }))).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(section_changed(&mut tab).await, Some(json!({ "sectionID": null })));
    assert_eq!(session_section(&app, &student).await, Value::Null);
    tab.close().await;
}
