//! The audit log names people and sections, not only ids, and its action filter takes an
//! action in the words the screen shows or the call's name (`reset-password`).

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::levels;
use serde_json::{json, Value};

use crate::helpers::{TestApp, STUDENT_EMAIL};

crate::on_every_backend!(entries_name_people_and_sections_and_the_filter_takes_the_actions_words);

async fn entries(app: &TestApp, query: &str) -> Vec<Value> {
    let answer = app.get(&format!("/api/admins/audit-log?pageSize=200&{query}")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body["entries"].as_array().unwrap().clone()
}

async fn entries_name_people_and_sections_and_the_filter_takes_the_actions_words(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let student = app.get(&format!("/api/admins/get-students?q={STUDENT_EMAIL}")).await.body["students"][0].clone();
    let id = student["_id"].as_str().unwrap().to_owned();
    let name = format!(
        "{} {} <{STUDENT_EMAIL}>",
        student["first_name"].as_str().unwrap(),
        student["last_name"].as_str().unwrap()
    );
    let reset = app.post("/api/admins/reset-password", json!({ "role": "student", "id": id })).await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);

    for action in ["password reset", "reset-password", "Password_Reset"] {
        let found = entries(&app, &format!("action={}", action.replace(' ', "%20"))).await;
        assert_eq!(found.len(), 1, "{action}: {found:?}");
        assert_eq!(found[0]["action"], "password reset", "the screen shows the stored words");
        assert_eq!(found[0]["detail"], name.as_str(), "the person, not only the id");
        assert_eq!(found[0]["recordID"], id.as_str());
    }
    assert!(entries(&app, "action=no-such-action").await.is_empty());

    let (level_id, level): (String, String) =
        levels::table.select((levels::id, levels::name)).first(&mut app.db.conn().unwrap()).unwrap();
    let created = app.post("/api/admins/create-section", json!({ "level": level_id, "section": "Mabini Audit" })).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let section = created.body["_id"].as_str().unwrap().to_owned();
    let moved = app.post("/api/admins/move-students", json!({ "ids": [id], "sectionID": section })).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    let updates = entries(&app, "action=update").await;
    let expected = format!("{name} moved to section Mabini Audit ({level})");
    assert!(updates.iter().any(|e| e["detail"] == expected.as_str()), "{expected}: {updates:?}");
    assert!(!updates.iter().any(|e| e["detail"].as_str().unwrap_or_default().contains(&section)), "no section id");

    let deleted = app.post("/api/admins/delete-student", json!({ "ids": [id] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let deletes = entries(&app, "action=delete").await;
    assert_eq!(deletes[0]["detail"], name.as_str(), "a deleted person stays named in the log");
}
