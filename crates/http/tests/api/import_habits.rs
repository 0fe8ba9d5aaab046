//! What spreadsheets do to CSV files, and undoing an import: line numbers right for LF and
//! CRLF files and multi-line cells, semicolon files, extra columns as warnings, the
//! template's example row refused, and `undo-import` removing only unused accounts.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{categories, levels, sections, students, teachers, uploads};
use serde_json::{json, Value};

use crate::helpers::{Answer, TestApp};

crate::on_every_backend!(
    line_numbers_count_every_line_of_lf_crlf_and_multi_line_rows,
    semicolons_extra_columns_and_line_breaks_in_an_address_import,
    the_template_example_row_is_refused_by_its_example_address,
    an_unused_import_is_undone_once_and_a_used_one_is_refused_with_why,
    an_import_whose_accounts_have_messages_or_files_is_not_undone,
);

const STUDENT_HEADER: &str = "first_name,middle_name,last_name,email,address,birthdate,parent_fName,parent_mName,parent_lName,parent_email,phone,relationship,category,level,section";
const TEACHER_HEADER: &str =
    "first_name,middle_name,last_name,phone,email,birthdate,address,zoom_link,zoom_id,zoom_password";

fn student(email: &str) -> String {
    format!("Ana,,Reyes,{email},\"12 Mabini St, Quezon City\",2011-03-04,Rosa,,Reyes,,,Mother,,,")
}

async fn import(app: &TestApp, kind: &str, name: &str, text: &str) -> Answer {
    app.upload(&format!("/api/admins/import-{kind}"), "file", name, text.as_bytes()).await
}

fn student_emails(app: &TestApp) -> Vec<String> {
    let mut all: Vec<String> = students::table.select(students::email).load(&mut app.db.conn().unwrap()).unwrap();
    all.sort();
    all
}

fn rows(answer: &Answer) -> Vec<(u64, String)> {
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.body);
    answer.body["rows"]
        .as_array()
        .unwrap_or_else(|| panic!("no rows in {}", answer.body))
        .iter()
        .map(|r| (r["line"].as_u64().unwrap(), r["message"].as_str().unwrap().to_owned()))
        .collect()
}

async fn line_numbers_count_every_line_of_lf_crlf_and_multi_line_rows(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = student_emails(&app);
    for ending in ["\n", "\r\n"] {
        // A byte-order mark and CRLF endings, as Excel on Windows and the template write.
        let file = format!(
            "\u{feff}{STUDENT_HEADER}{ending}{}{ending}{}{ending}",
            student("a@school.test"),
            student("a@school.test")
        );
        let refused = import(&app, "students", "a.csv", &file).await;
        assert_eq!(rows(&refused), [(3, "This email is also on line 2.".to_owned())], "{ending:?}");

        // A quoted address over two lines: the next row starts one line later.
        let two_lines =
            student("b@school.test").replace("12 Mabini St, Quezon City", &format!("12 Mabini St{ending}Quezon City"));
        let file = format!("{STUDENT_HEADER}{ending}{two_lines}{ending}{}{ending}", student("b@school.test"));
        let refused = import(&app, "students", "b.csv", &file).await;
        assert_eq!(rows(&refused), [(4, "This email is also on line 2.".to_owned())], "{ending:?}");
    }
    assert_eq!(student_emails(&app), before, "refused files write nothing");
}

async fn semicolons_extra_columns_and_line_breaks_in_an_address_import(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    // A spreadsheet in a decimal-comma language saves semicolons; the school's own column
    // 'Student No' comes first; the address was typed with Alt+Enter.
    let header = format!("Student No;{}", STUDENT_HEADER.replace(',', ";"));
    let row = "2026-001;Lea;;Tan;lea@school.test;\"2 Luna St,\r\nBarangay 5\r\nManila\";2012-01-02;Ben;;Tan;;+63 917 555 0101;Father;;;";
    let file = format!("{header}\r\n{row}\r\n");
    let checked = app.upload("/api/admins/import-students?dryRun=true", "file", "s.csv", file.as_bytes()).await;
    assert_eq!(checked.status, StatusCode::OK, "{}", checked.body);
    assert_eq!(checked.body["warnings"], json!(["Column 'Student No' is not used and was ignored."]));
    let done = import(&app, "students", "s.csv", &file).await;
    assert_eq!(done.status, StatusCode::CREATED, "{}", done.body);
    assert_eq!(done.body["count"], 1);
    assert_eq!(done.body["warnings"], json!(["Column 'Student No' is not used and was ignored."]));
    let lea = app.get("/api/admins/get-students?q=lea@school.test").await.body["students"][0].clone();
    assert_eq!(lea["address"], "2 Luna St, Barangay 5, Manila");
    assert_eq!(lea["parent_guardian"]["phone_number"], "+639175550101");
    assert_eq!(done.body["importId"].as_str().map(str::len), Some(36));
}

async fn the_template_example_row_is_refused_by_its_example_address(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = student_emails(&app);
    // The template's example row, left in by mistake above a real one.
    let file = format!(
        "\u{feff}{STUDENT_HEADER}\r\nJuan,,Dela Cruz,juan.delacruz@example.com,\"12 Mabini St, Quezon City\",2010-06-15,Maria,,Dela Cruz,,0917-555-0101,Mother,,,\r\n{}\r\n",
        student("real@school.test")
    );
    let refused = import(&app, "students", "template.csv", &file).await;
    let found = rows(&refused);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, 2);
    assert!(found[0].1.contains("example address"), "{found:?}");
    assert_eq!(student_emails(&app), before);
}

fn section_names(app: &TestApp) -> (String, String, String) {
    sections::table
        .inner_join(levels::table.inner_join(categories::table))
        .select((categories::name, levels::name, sections::name))
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

async fn undo(app: &TestApp, id: &Value) -> Answer {
    app.post("/api/admins/undo-import", json!({ "importId": id })).await
}

async fn an_unused_import_is_undone_once_and_a_used_one_is_refused_with_why(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = student_emails(&app);
    let file = format!("{STUDENT_HEADER}\n{}\n{}\n", student("u1@school.test"), student("u2@school.test"));
    let done = import(&app, "students", "intake.csv", &file).await;
    assert_eq!(done.status, StatusCode::CREATED, "{}", done.body);
    let id = done.body["importId"].clone();
    // The new accounts may have signed in already: their sessions end with them.
    app.forget_cookie();
    assert_eq!(app.login(Role::Student, "u1@school.test", "Lyceum@2023").await.status, StatusCode::OK);
    assert_eq!(undo(&app, &id).await.status, StatusCode::FORBIDDEN, "students may not undo");
    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    assert_eq!(undo(&app, &id).await.status, StatusCode::FORBIDDEN, "teachers may not undo");
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;

    for (bad, status) in [
        (json!(""), StatusCode::BAD_REQUEST),
        (json!("not-an-id\u{0}"), StatusCode::NOT_FOUND),
        (json!("0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b"), StatusCode::NOT_FOUND),
    ] {
        let refused = undo(&app, &bad).await;
        assert_eq!(refused.status, status, "{bad}: {}", refused.body);
        assert!(!refused.message().is_empty());
    }
    assert_eq!(student_emails(&app).len(), before.len() + 2, "refusals remove nothing");

    let undone = undo(&app, &id).await;
    assert_eq!(undone.status, StatusCode::OK, "{}", undone.body);
    assert_eq!((undone.body["count"].clone(), undone.message()), (json!(2), "Import undone: 2 student(s) removed."));
    assert_eq!(student_emails(&app), before);
    let again = undo(&app, &id).await;
    assert_eq!((again.status, again.message()), (StatusCode::CONFLICT, "This import was already undone."));
    let log = app.get("/api/admins/audit-log?pageSize=200&action=undo%20import").await.body;
    assert_eq!(log["entries"][0]["detail"], "2 student(s) of intake.csv removed", "{log}");
    let deletes = app.get("/api/admins/audit-log?pageSize=200&action=delete").await.body.to_string();
    assert!(deletes.contains("Ana Reyes <u1@school.test>, by undoing the import of intake.csv"), "{deletes}");

    // One placed in a section: nothing is removed, and the answer says who and why.
    let (category, level, section) = section_names(&app);
    let placed = student("p2@school.test").replace("Mother,,,", &format!("Mother,{category},{level},{section}"));
    let file = format!("{STUDENT_HEADER}\n{}\n{placed}\n", student("p1@school.test"));
    let id = import(&app, "students", "placed.csv", &file).await.body["importId"].clone();
    let refused = undo(&app, &id).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert!(refused.message().contains("Ana Reyes (p2@school.test) is placed in a section"), "{}", refused.body);
    assert!(!refused.message().contains("p1@school.test"), "only those in use are named");
    assert_eq!(student_emails(&app).len(), before.len() + 2);

    // A teacher who has chosen a password is in use too.
    let file = format!("{TEACHER_HEADER}\nTeo,,Cruz,09175550101,teo@school.test,1990-01-31,1 Luna St,,,\n");
    let id = import(&app, "teachers", "teachers.csv", &file).await.body["importId"].clone();
    diesel::update(teachers::table.filter(teachers::email.eq("teo@school.test")))
        .set(teachers::must_change_password.eq(false))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    let refused = undo(&app, &id).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert!(
        refused.message().contains("Teo Cruz (teo@school.test) has changed the starting password"),
        "{}",
        refused.body
    );
    let teo: i64 = teachers::table
        .filter(teachers::email.eq("teo@school.test"))
        .count()
        .get_result(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(teo, 1);
}

/// The id of the student account with `email`.
fn student_id(app: &TestApp, email: &str) -> String {
    students::table.filter(students::email.eq(email)).select(students::id).first(&mut app.db.conn().unwrap()).unwrap()
}

async fn an_import_whose_accounts_have_messages_or_files_is_not_undone(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = student_emails(&app);
    let file = format!(
        "{STUDENT_HEADER}\n{}\n{}\n{}\n",
        student("talks@school.test"),
        student("files@school.test"),
        student("idle@school.test")
    );
    let id = import(&app, "students", "term2.csv", &file).await.body["importId"].clone();
    // One has been written to by a teacher; another has uploaded a file.
    let teacher: String = teachers::table.select(teachers::id).first(&mut app.db.conn().unwrap()).unwrap();
    let talker = student_id(&app, "talks@school.test");
    lyceum_persistence::messages::send(&mut app.db.conn().unwrap(), &teacher, &talker, "Welcome to class").unwrap();
    diesel::insert_into(uploads::table)
        .values((
            uploads::path.eq("files/2026/term2-notes.pdf"),
            uploads::kind.eq("file"),
            uploads::original_name.eq("notes.pdf"),
            uploads::content_type.eq("application/pdf"),
            uploads::size_bytes.eq(1024_i64),
            uploads::uploader_role.eq("student"),
            uploads::uploader_id.eq(student_id(&app, "files@school.test")),
            uploads::created_at.eq(chrono::Utc::now().naive_utc()),
        ))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();

    let refused = undo(&app, &id).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    let message = refused.message();
    assert!(message.contains("Ana Reyes (talks@school.test) has messages"), "{message}");
    assert!(message.contains("Ana Reyes (files@school.test) has uploaded files"), "{message}");
    assert!(!message.contains("idle@school.test"), "only those in use are named: {message}");
    assert_eq!(student_emails(&app).len(), before.len() + 3, "nothing is removed");
    let log = app.get("/api/admins/audit-log?pageSize=200&action=undo%20import").await.body;
    assert_eq!(log["entries"].as_array().map(Vec::len), Some(0), "a refused undo is not logged as done: {log}");
}
