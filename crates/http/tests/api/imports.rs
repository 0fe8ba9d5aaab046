//! CSV import and export of students and teachers: all rows or none, row errors by line,
//! refused files, one starting-password hash per import, and export then import round-trips.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{categories, levels, sections, students, teachers};
use serde_json::{json, Value};

use lyceum_http::Settings;

use crate::helpers::{Answer, TestApp, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_student_file_imports_every_row_placed_by_name_on_the_starting_password,
    a_dry_run_checks_every_row_and_writes_nothing,
    bad_rows_are_listed_by_line_and_nothing_is_written,
    unreadable_files_are_refused_whole_and_nothing_is_written,
    a_teacher_file_imports_and_duplicates_across_roles_are_refused,
    exported_students_import_back_to_the_same_data,
    exported_teachers_import_back_to_the_same_data,
);

crate::on_every_backend!(mod small_uploads with small_limit: a_file_over_the_upload_limit_is_refused);

const STUDENT_HEADER: &str = "first_name,middle_name,last_name,email,address,birthdate,parent_fName,parent_mName,parent_lName,parent_email,phone,relationship,category,level,section";
const TEACHER_HEADER: &str =
    "first_name,middle_name,last_name,phone,email,birthdate,address,zoom_link,zoom_id,zoom_password";

/// The seeded section's names: (category, level, section).
fn section_names(app: &TestApp) -> (String, String, String) {
    sections::table
        .inner_join(levels::table.inner_join(categories::table))
        .select((categories::name, levels::name, sections::name))
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

/// A good student row on `email`, placed in the seeded section.
fn student_row(app: &TestApp, email: &str) -> String {
    let (category, level, section) = section_names(app);
    format!(
        "Ana,,Reyes,{email},\"12 Mabini St, Quezon City\",2011-03-04,Rosa,,Reyes,,,Mother,{category},{level},{section}"
    )
}

/// Every student and teacher row as text, to show that nothing changed.
fn accounts(app: &TestApp) -> Vec<String> {
    let mut conn = app.db.conn().unwrap();
    let mut all: Vec<String> = students::table
        .select((students::id, students::email, students::section_id, students::password_hash))
        .load::<(String, String, Option<String>, String)>(&mut conn)
        .unwrap()
        .into_iter()
        .map(|row| format!("{row:?}"))
        .collect();
    all.extend(
        teachers::table
            .select((teachers::id, teachers::email, teachers::password_hash))
            .load::<(String, String, String)>(&mut conn)
            .unwrap()
            .into_iter()
            .map(|row| format!("{row:?}")),
    );
    all.sort();
    all
}

async fn import(app: &TestApp, path: &str, bytes: &[u8]) -> Answer {
    app.upload(path, "file", "accounts.csv", bytes).await
}

/// The lines and columns of a refusal's row errors.
fn row_errors(answer: &Answer) -> Vec<(u64, String)> {
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.body);
    answer.body["rows"]
        .as_array()
        .unwrap_or_else(|| panic!("no rows in {}", answer.body))
        .iter()
        .map(|row| (row["line"].as_u64().unwrap(), row["column"].as_str().unwrap().to_owned()))
        .collect()
}

async fn a_student_file_imports_every_row_placed_by_name_on_the_starting_password(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    // A byte-order mark, as spreadsheets write, and names in lower case.
    let (category, level, section) = section_names(&app);
    let file = format!(
        "\u{feff}{STUDENT_HEADER}\r\n{}\r\nJosé,Luis,Dela Cruz,Jose@School.test,1 Rizal Ave,2010-06-15,Teresa,M,Dela Cruz,teresa@home.test,0918 123 4567,Mother,,,\r\nLea,,Tan,lea@school.test,2 Luna St,2012-01-02,Ben,,Tan,,,Father,{},{},{}\r\n",
        student_row(&app, "ana@school.test"),
        category.to_lowercase(),
        level.to_lowercase(),
        section.to_lowercase()
    );
    let answer = import(&app, "/api/admins/import-students", file.as_bytes()).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    assert_eq!((answer.body["count"].clone(), answer.message()), (json!(3), "Imported 3 student(s)."));

    let jose = app.get("/api/admins/get-students?q=jose@school.test").await.body["students"][0].clone();
    assert_eq!((jose["first_name"].clone(), jose["middle_name"].clone()), (json!("José"), json!("Luis")));
    assert_eq!(jose["parent_guardian"]["phone_number"], "09181234567");
    assert_eq!(jose["sectionID"], Value::Null);
    let ana = app.get("/api/admins/get-students?q=ana@school.test").await.body["students"][0].clone();
    assert_eq!(
        (ana["category"].clone(), ana["level"].clone(), ana["section"].clone()),
        (json!(category), json!(level), json!(section))
    );
    let lea = app.get("/api/admins/get-students?q=lea@school.test").await.body["students"][0].clone();
    assert_eq!(lea["sectionID"], ana["sectionID"]);

    // One hash of the starting password at the configured cost, shared until each changes it.
    let hashes: Vec<String> = students::table
        .filter(students::email.like("%@school.test"))
        .select(students::password_hash)
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(hashes.len(), 3);
    assert!(hashes.iter().all(|h| h == &hashes[0] && h.starts_with("$2b$04$")), "{hashes:?}");
    app.forget_cookie();
    let login = app.login(Role::Student, "ana@school.test", "Lyceum@2023").await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.body);
    assert_eq!(login.body["must_change_password"], true);
    let changed = app
        .post("/api/password", json!({ "current_password": "Lyceum@2023", "new_password": "ana-own-secret-1" }))
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    let own: String = students::table
        .filter(students::email.eq("ana@school.test"))
        .select(students::password_hash)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    assert_ne!(own, hashes[0], "a chosen password gets its own salted hash");
}

async fn a_dry_run_checks_every_row_and_writes_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = accounts(&app);
    let file = format!("{STUDENT_HEADER}\n{}\n", student_row(&app, "ana@school.test"));
    let answer = import(&app, "/api/admins/import-students?dryRun=true", file.as_bytes()).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!((answer.body["count"].clone(), answer.body["dryRun"].clone()), (json!(1), json!(true)));
    assert_eq!(accounts(&app), before);
    let bad = format!("{STUDENT_HEADER}\n{}\n", student_row(&app, "not-an-email"));
    let refused = import(&app, "/api/admins/import-students?dryRun=true", bad.as_bytes()).await;
    assert_eq!(row_errors(&refused), vec![(2, "email".to_owned())]);
    assert_eq!(accounts(&app), before);
}

async fn bad_rows_are_listed_by_line_and_nothing_is_written(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = accounts(&app);
    let file = [
        STUDENT_HEADER.to_owned(),
        student_row(&app, "ana@school.test"), // 2: good
        student_row(&app, "ANA@school.test"), // 3: same email as line 2
        student_row(&app, STUDENT_EMAIL),     // 4: a student's email
        student_row(&app, TEACHER_EMAIL),     // 5: a teacher's email
        student_row(&app, "x@school.test").replace("Reyes,x", "=HYPERLINK(\"http://evil.test\"),x"), // 6: formula
        "Bo,,Lim,bo@school.test,3 Luna St,2011-01-01,Al,,Lim,,,Father,Nowhere,Grade 0,Z".to_owned(), // 7: no such section
        "Cy,,Ong,cy@school.test,4 Luna St,2999-01-01,Al,,Ong,,,Father,,,".to_owned(), // 8: birthdate in the future
        "Di,,Go,di@school.test,5 Luna St,2011-01-01,,,Go,,,Father,Junior High School,,".to_owned(), // 9: two errors
        "+63,,Uy,uy@school.test,6 Luna St,2011-01-01,Al,,Uy,,,Father,,,".to_owned(),  // 10: formula start
        "short,row".to_owned(),                                                       // 11: wrong width
    ]
    .join("\n");
    let answer = import(&app, "/api/admins/import-students", file.as_bytes()).await;
    let errors = row_errors(&answer);
    let columns = |line: u64| errors.iter().filter(|(l, _)| *l == line).map(|(_, c)| c.as_str()).collect::<Vec<_>>();
    assert_eq!(columns(2), Vec::<&str>::new());
    assert_eq!(columns(3), ["email"]);
    assert_eq!(columns(4), ["email"]);
    assert_eq!(columns(5), ["email"]);
    assert_eq!(columns(6), ["last_name"]);
    assert_eq!(columns(7), ["section"]);
    assert_eq!(columns(8), ["birthdate"]);
    assert_eq!(columns(9), ["parent_fName", "section"]);
    assert_eq!(columns(10), ["first_name"]);
    assert_eq!(columns(11), [""]);
    assert_eq!(answer.message(), "9 row(s) have errors; nothing was imported.");
    let messages = answer.body["rows"].to_string();
    assert!(messages.contains("This email is also on line 2."), "{messages}");
    assert!(messages.contains("already used by another account"), "{messages}");
    assert!(messages.contains("runs as a formula"), "{messages}");
    assert_eq!(accounts(&app), before);
}

async fn unreadable_files_are_refused_whole_and_nothing_is_written(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = accounts(&app);
    let good = format!("{STUDENT_HEADER}\n{}\n", student_row(&app, "ana@school.test"));
    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend(good.encode_utf16().flat_map(u16::to_le_bytes));
    let latin1 = format!("{STUDENT_HEADER}\n")
        .into_bytes()
        .into_iter()
        .chain(b"Jos\xE9,,Cruz".iter().copied())
        .collect::<Vec<_>>();
    let blank = format!("{STUDENT_HEADER}\n\n");
    let cases: [(&[u8], &str); 4] = [
        (&utf16, "UTF-16"),
        (&latin1, "not UTF-8"),
        (b"first_name,last_name\nAna,Reyes\n", "lacks the column(s) email, address"),
        (blank.as_bytes(), "no rows"),
    ];
    for (bytes, expected) in cases {
        let answer = import(&app, "/api/admins/import-students", bytes).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{expected}: {}", answer.body);
        assert!(answer.message().contains(expected), "{expected}: {}", answer.body);
    }
    let empty = import(&app, "/api/admins/import-teachers", b"").await;
    assert_eq!((empty.status, empty.message()), (StatusCode::BAD_REQUEST, "The file is empty."));
    let wrong_field = app.upload("/api/admins/import-teachers", "upload", "t.csv", good.as_bytes()).await;
    assert_eq!(wrong_field.status, StatusCode::BAD_REQUEST, "{}", wrong_field.body);
    assert!(wrong_field.message().contains("`file`"), "{}", wrong_field.body);
    let not_multipart = app.post("/api/admins/import-students", json!({ "file": good })).await;
    assert_eq!(not_multipart.status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{}", not_multipart.body);
    assert_eq!(accounts(&app), before);
}

fn small_limit(settings: &mut Settings) {
    settings.file_limit_bytes = 1024 * 1024;
}

async fn a_file_over_the_upload_limit_is_refused(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = accounts(&app);
    let mut file = format!("{STUDENT_HEADER}\n");
    // One row read from the database, copied: thousands of reads would take longer than the
    // connection's keep-alive on a busy machine.
    let row = student_row(&app, "EMAIL");
    let mut n = 0;
    while file.len() <= 1024 * 1024 {
        n += 1;
        file.push_str(&row.replace("EMAIL", &format!("s{n}@school.test")));
        file.push('\n');
    }
    let answer = import(&app, "/api/admins/import-students", file.as_bytes()).await;
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", answer.body);
    assert_eq!(answer.message(), "The file is larger than 1 MB.");
    assert_eq!(accounts(&app), before);
}

async fn a_teacher_file_imports_and_duplicates_across_roles_are_refused(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = accounts(&app);
    let clash = format!(
        "{TEACHER_HEADER}\nLiza,,Soberano,0917-555-0101,liza@school.test,1990-05-05,7 Aurora Blvd,,,\nMia,,Cruz,09175550102,{STUDENT_EMAIL},1991-01-01,8 Aurora Blvd,,,\nNoel,,Tan,123,noel@school.test,1992-02-02,9 Aurora Blvd,,,\n"
    );
    let refused = import(&app, "/api/admins/import-teachers", clash.as_bytes()).await;
    assert_eq!(row_errors(&refused), vec![(3, "email".to_owned()), (4, "phone".to_owned())]);
    assert_eq!(accounts(&app), before);

    let file = format!(
        "{TEACHER_HEADER}\nLiza,,Soberano,0917-555-0101,liza@school.test,1990-05-05,7 Aurora Blvd,https://zoom.us/j/123,123 456,'-x9\n"
    );
    let answer = import(&app, "/api/admins/import-teachers", file.as_bytes()).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    assert_eq!(answer.message(), "Imported 1 teacher(s).");
    let teachers = app.get("/api/admins/get-teachers?q=liza").await.body["teachers"].clone();
    assert_eq!(teachers[0]["zoom_password"], "-x9", "{teachers}");
    assert_eq!(teachers[0]["phone"], "09175550101");
    app.forget_cookie();
    let login = app.login(Role::Teacher, "liza@school.test", "Lyceum@2023").await;
    assert_eq!((login.status, login.body["must_change_password"].clone()), (StatusCode::OK, json!(true)));
}

/// Downloads an export, checking its headers; answers its text.
async fn export(app: &TestApp, what: &str) -> String {
    let (status, headers, body) = app.download(&format!("/api/admins/export-{what}.csv")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers.get("content-type").unwrap(), "text/csv; charset=utf-8");
    let disposition = headers.get("content-disposition").unwrap().to_str().unwrap().to_owned();
    assert!(disposition.starts_with(&format!("attachment; filename=\"{what}-")), "{disposition}");
    assert!(body.starts_with(b"\xEF\xBB\xBF"), "a byte-order mark for spreadsheets");
    String::from_utf8(body).unwrap()
}

async fn exported_students_import_back_to_the_same_data(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    // Values a spreadsheet would run: escaped on the way out, restored on the way in.
    let created = app
        .post(
            "/api/admins/create-student",
            json!({
                "first_name": "Ana", "last_name": "Reyes", "email": "ana@school.test",
                "address": "=HYPERLINK(\"http://evil.test\",\"x\")", "birthdate": "2011-03-04",
                "parent_fName": "@Rosa", "parent_lName": "-Reyes", "relationship": "Mother, by law",
                "parent_email": "rosa@home.test", "phone": "09181234567",
                "categoryID": "", "levelID": "", "sectionID": ""
            }),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let first = export(&app, "students").await;
    assert!(first.contains("\"'=HYPERLINK(\"\"http://evil.test\"\",\"\"x\"\")\""), "{first}");
    assert!(first.contains(",'@Rosa,,'-Reyes,rosa@home.test,09181234567,\"Mother, by law\","), "{first}");
    let listed = app.get("/api/admins/get-students").await.body;
    let before = strip_ids(&listed);
    let ids: Vec<Value> = listed.as_array().unwrap().iter().map(|s| s["_id"].clone()).collect();
    assert_eq!(ids.len(), 3);
    let deleted = app.post("/api/admins/delete-student", json!({ "ids": ids })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);

    let answer = import(&app, "/api/admins/import-students", first.as_bytes()).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    assert_eq!(answer.body["count"], 3);
    assert_eq!(strip_ids(&app.get("/api/admins/get-students").await.body), before);
    assert_eq!(export(&app, "students").await, first);
}

async fn exported_teachers_import_back_to_the_same_data(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let file = format!(
        "{TEACHER_HEADER}\nLiza,Q,Soberano,09175550101,liza@school.test,1990-05-05,\"7 Aurora Blvd, Cubao\",https://zoom.us/j/1,1 2 3,'+pass\n"
    );
    let imported = import(&app, "/api/admins/import-teachers", file.as_bytes()).await;
    assert_eq!(imported.status, StatusCode::CREATED, "{}", imported.body);
    let first = export(&app, "teachers").await;
    assert!(first.contains(",'+pass\r\n") || first.contains(",'+pass\n"), "{first}");
    let listed = app.get("/api/admins/get-teachers").await.body;
    let keep = |t: &Value| {
        json!([
            t["first_name"],
            t["middle_name"],
            t["last_name"],
            t["phone"],
            t["email"],
            t["birthdate"],
            t["address"],
            t["zoom_link"],
            t["zoom_id"],
            t["zoom_password"]
        ])
    };
    let before: Vec<Value> = listed.as_array().unwrap().iter().map(keep).collect();
    let ids: Vec<Value> = listed.as_array().unwrap().iter().map(|t| t["_id"].clone()).collect();
    assert_eq!(ids.len(), 3);
    let deleted = app.post("/api/admins/delete-teacher", json!({ "ids": ids })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);

    let answer = import(&app, "/api/admins/import-teachers", first.as_bytes()).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    let after: Vec<Value> =
        app.get("/api/admins/get-teachers").await.body.as_array().unwrap().iter().map(keep).collect();
    assert_eq!(after, before);
    assert_eq!(export(&app, "teachers").await, first);
}

/// A student list without ids (new on import) and photos (files are not exported).
fn strip_ids(list: &Value) -> Vec<Value> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let mut s = s.clone();
            let map = s.as_object_mut().unwrap();
            for key in ["_id", "image", "must_change_password", "createdAt", "updatedAt"] {
                map.remove(key);
            }
            s
        })
        .collect()
}
