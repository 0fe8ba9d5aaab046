//! Guardian accounts in bulk: from the students' guardian blocks (a section or the whole
//! school, after a preview), the students still without one, and the CSV import.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{sections, students};
use serde_json::{json, Value};

use crate::guardians::{all_guardians, as_admin, guardian_row, starting_password, stored, STUDENT2_EMAIL};
use crate::helpers::{TestApp, GUARDIAN_EMAIL, STUDENT_EMAIL};
use crate::messages::student_id;

crate::on_every_backend!(
    the_preview_counts_what_creating_the_accounts_does,
    a_section_or_the_whole_school_gets_one_account_per_guardian_email,
    the_students_without_a_guardian_account_are_listed,
    a_guardian_file_is_imported_whole_or_not_at_all,
);

/// Deletes the seeded guardians, so the students' blocks have no account yet.
async fn without_seeded_guardians(app: &TestApp) {
    let ids: Vec<Value> = all_guardians(app).await.iter().map(|g| g["_id"].clone()).collect();
    let deleted = app.post("/api/admins/delete-guardian", json!({ "ids": ids })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(stored(app), (0, 0));
}

/// Sets the guardian block's email of the student `email`.
fn set_parent_email(app: &TestApp, email: &str, parent: Option<&str>) {
    diesel::update(students::table.filter(students::email.eq(email)))
        .set(students::parent_email.eq(parent))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
}

fn counts(body: &Value) -> [i64; 6] {
    ["students", "accountsToCreate", "accountsExisting", "studentsToLink", "studentsWithoutEmail", "studentsAtLimit"]
        .map(|key| body[key].as_i64().unwrap_or_else(|| panic!("{key} in {body}")))
}

async fn the_preview_counts_what_creating_the_accounts_does(app: TestApp) {
    as_admin(&app).await;
    // Seeded: both students' mothers have accounts already.
    let preview = app.post("/api/admins/preview-guardian-accounts", json!({})).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    assert_eq!(preview.body["scope"], Value::Null);
    assert_eq!(counts(&preview.body), [2, 0, 2, 0, 0, 0]);

    without_seeded_guardians(&app).await;
    // Siblings: the second student names the first one's mother; nothing is written by a preview.
    set_parent_email(&app, STUDENT2_EMAIL, Some("PARENT1@demo.lyceum.test"));
    let preview = app.post("/api/admins/preview-guardian-accounts", json!({ "sectionID": null })).await;
    assert_eq!(counts(&preview.body), [2, 1, 0, 2, 0, 0]);
    assert_eq!(stored(&app), (0, 0));

    set_parent_email(&app, STUDENT2_EMAIL, None);
    let preview = app.post("/api/admins/preview-guardian-accounts", json!({ "sectionID": "" })).await;
    assert_eq!(counts(&preview.body), [2, 1, 0, 1, 1, 0]);

    let unknown = app
        .post("/api/admins/preview-guardian-accounts", json!({ "sectionID": uuid::Uuid::new_v4().to_string() }))
        .await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(unknown.message(), "This section does not exist.");
    let malformed = app.post("/api/admins/preview-guardian-accounts", json!({ "sectionID": "x\u{0}" })).await;
    assert_eq!(malformed.status, StatusCode::NOT_FOUND);
}

async fn a_section_or_the_whole_school_gets_one_account_per_guardian_email(app: TestApp) {
    let (first, second) = (student_id(&app, STUDENT_EMAIL), student_id(&app, STUDENT2_EMAIL));
    as_admin(&app).await;
    without_seeded_guardians(&app).await;
    set_parent_email(&app, STUDENT2_EMAIL, Some("parent1@demo.lyceum.test"));
    let section: String = sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap();

    let made = app.post("/api/admins/create-guardian-accounts", json!({ "sectionID": section })).await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    assert_eq!(made.body["scope"]["sectionID"], section.as_str());
    assert!(made.body["scope"]["level"].is_string());
    assert_eq!(counts(&made.body), [2, 1, 0, 2, 0, 0]);
    assert_eq!(made.message(), "Created 1 guardian account(s) and linked 2 student(s).");
    let row = guardian_row(&app, GUARDIAN_EMAIL).await;
    assert_eq!(row["first_name"], "Teresa");
    assert_eq!(row["must_change_password"], true);
    let mut children: Vec<&str> =
        row["children"].as_array().unwrap().iter().map(|c| c["_id"].as_str().unwrap()).collect();
    children.sort();
    let mut expected = vec![first.as_str(), second.as_str()];
    expected.sort();
    assert_eq!(children, expected);

    // Again: nothing more to do.
    let again = app.post("/api/admins/create-guardian-accounts", json!({})).await;
    assert_eq!(counts(&again.body), [2, 0, 1, 0, 0, 0]);
    assert_eq!(stored(&app), (1, 2));

    // A father named by the second student gets an account; a third email for a student who
    // already has two guardian accounts is left out and counted.
    set_parent_email(&app, STUDENT2_EMAIL, Some("father@family.test"));
    let father = app.post("/api/admins/create-guardian-accounts", json!({})).await;
    assert_eq!(counts(&father.body), [2, 1, 1, 1, 0, 0]);
    set_parent_email(&app, STUDENT2_EMAIL, Some("grandmother@family.test"));
    let full = app.post("/api/admins/create-guardian-accounts", json!({})).await;
    assert_eq!(counts(&full.body), [2, 0, 1, 0, 0, 1]);
    assert_eq!(stored(&app), (2, 3));

    // The guardian signs in on the starting password, as every new account does.
    let starting = starting_password(&app).await;
    app.forget_cookie();
    let signed = app.login(Role::Guardian, "father@family.test", &starting).await;
    assert_eq!(signed.status, StatusCode::OK, "{}", signed.body);
    assert_eq!(signed.body["must_change_password"], true);

    as_admin(&app).await;
    let entry = app.get("/api/admins/audit-log?action=create%20guardian%20accounts").await;
    assert!(entry.body["total"].as_i64().unwrap() >= 1, "{}", entry.body);
}

async fn the_students_without_a_guardian_account_are_listed(app: TestApp) {
    let second = student_id(&app, STUDENT2_EMAIL);
    as_admin(&app).await;
    let none = app.get("/api/admins/students-without-guardian").await;
    assert_eq!(none.status, StatusCode::OK, "{}", none.body);
    assert_eq!(none.body["total"], 0);
    let mother = guardian_row(&app, "parent2@demo.lyceum.test").await;
    app.post("/api/admins/delete-guardian", json!({ "ids": [mother["_id"]] })).await;
    let section: String = sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap();
    let listed = app.get(&format!("/api/admins/students-without-guardian?sectionID={section}&q=demo&pageSize=5")).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    assert_eq!(listed.body["total"], 1);
    assert_eq!(listed.body["pageSize"], 5);
    let row = &listed.body["students"][0];
    assert_eq!(row["_id"], second.as_str());
    assert_eq!(row["parent_email"], "parent2@demo.lyceum.test");
    assert_eq!(row["relationship"], "Mother");
    assert!(row["section"].is_string() && row["level"].is_string() && row["parent_name"].is_string());
    let searched = app.get("/api/admins/students-without-guardian?q=nobody-is-called-this").await;
    assert_eq!(searched.body["total"], 0);
    let unknown = app.get(&format!("/api/admins/students-without-guardian?sectionID={}", uuid::Uuid::new_v4())).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
}

const HEADER: &str = "first_name,middle_name,last_name,email,phone,relationship,student_email\n";

async fn a_guardian_file_is_imported_whole_or_not_at_all(app: TestApp) {
    as_admin(&app).await;
    let before = stored(&app);
    // One father of two children, and a row linking an existing account (a repeat is kept).
    let good = format!(
        "{HEADER}Ramon,,Cruz,ramon@family.test,0917 555 0101,Father,{STUDENT_EMAIL}\n\
         Ramon,,Cruz,RAMON@family.test,,Father,{STUDENT2_EMAIL}\n\
         Teresa,,Cruz,{GUARDIAN_EMAIL},,Mother,{STUDENT_EMAIL}\n"
    );
    let dry = app.upload("/api/admins/import-guardians?dryRun=true", "file", "guardians.csv", good.as_bytes()).await;
    assert_eq!(dry.status, StatusCode::OK, "{}", dry.body);
    assert_eq!((dry.body["count"].as_i64(), dry.body["links"].as_i64()), (Some(1), Some(2)));
    assert_eq!(dry.body["dryRun"], true);
    assert_eq!(stored(&app), before);

    let done = app.upload("/api/admins/import-guardians", "file", "guardians.csv", good.as_bytes()).await;
    assert_eq!(done.status, StatusCode::CREATED, "{}", done.body);
    assert_eq!(done.message(), "Imported 1 guardian(s) and 2 link(s).");
    let father = guardian_row(&app, "ramon@family.test").await;
    assert_eq!(father["children"].as_array().unwrap().len(), 2);
    assert_eq!(father["phone"], "09175550101");
    assert_eq!(stored(&app), (before.0 + 1, before.1 + 2));
    let after = stored(&app);

    // Every bad row is listed by line and nothing is written.
    let bad = format!(
        "{HEADER}Lola,,Cruz,lola@family.test,,Grandmother,{STUDENT_EMAIL}\n\
         Nobody,,Here,nobody@family.test,,,ghost@demo.lyceum.test\n\
         ,,Cruz,not-an-email,12,,{STUDENT2_EMAIL}\n\
         Ana,,Cruz,ana@family.test,,,{STUDENT2_EMAIL}\n\
         Ana,,Cruz,ana@family.test,,,{STUDENT2_EMAIL}\n"
    );
    let refused = app.upload("/api/admins/import-guardians", "file", "bad.csv", bad.as_bytes()).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    let rows = refused.body["rows"].as_array().unwrap();
    let at = |line: i64, column: &str| rows.iter().any(|r| r["line"] == line && r["column"] == column);
    assert!(at(2, "student_email"), "a third guardian for student1: {rows:?}");
    assert!(at(3, "student_email"), "no such student: {rows:?}");
    assert!(at(4, "first_name") && at(4, "email") && at(4, "phone"), "{rows:?}");
    assert!(at(6, "student_email"), "the same pair twice: {rows:?}");
    assert_eq!(stored(&app), after);

    let formula = format!("{HEADER}=HYPERLINK(\"x\"),,Cruz,f@family.test,,,{STUDENT_EMAIL}\n");
    let refused = app.upload("/api/admins/import-guardians", "file", "f.csv", formula.as_bytes()).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    let empty = app.upload("/api/admins/import-guardians", "file", "e.csv", b"").await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    let no_rows = app.upload("/api/admins/import-guardians", "file", "h.csv", HEADER.as_bytes()).await;
    assert_eq!(no_rows.status, StatusCode::BAD_REQUEST);
    assert_eq!(stored(&app), after);
}
