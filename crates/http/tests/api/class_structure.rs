//! The class structure as one file: exported without ids, imported into an emptied school,
//! merged by name into an existing one, checked without writing, and refused whole with every
//! problem named by where it is.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::{json, Value};

use crate::helpers::{Answer, TestApp, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    the_structure_exports_without_ids_and_imports_back_into_an_emptied_school,
    a_second_import_reuses_what_is_there_and_adds_only_what_is_new,
    every_problem_is_named_by_where_it_is_and_nothing_is_written,
    unknown_teachers_are_left_unassigned_with_a_warning,
    files_that_are_not_documents_are_refused,
);

/// The exported document, as JSON.
async fn export(app: &TestApp) -> Value {
    let (status, headers, body) = app.download("/api/admins/export-classes").await;
    assert_eq!(status, StatusCode::OK);
    let disposition = headers.get("content-disposition").unwrap().to_str().unwrap();
    assert!(disposition.contains("attachment; filename=\"class-structure-"), "{disposition}");
    serde_json::from_slice(&body).unwrap()
}

async fn import(app: &TestApp, query: &str, document: &Value) -> Answer {
    let bytes = serde_json::to_vec_pretty(document).unwrap();
    app.upload(&format!("/api/admins/import-classes{query}"), "file", "classes.json", &bytes).await
}

/// Where the seeded section is: its category's and level's places in the document.
fn seeded_level(document: &Value) -> (usize, usize) {
    for (c, category) in document["categories"].as_array().unwrap().iter().enumerate() {
        for (l, level) in category["levels"].as_array().unwrap().iter().enumerate() {
            if !level["sections"].as_array().unwrap().is_empty() {
                return (c, l);
            }
        }
    }
    panic!("no section in {document}")
}

/// Every category's id, for deleting them all.
async fn category_ids(app: &TestApp) -> Vec<String> {
    let list = app.get("/api/admins/get-categories").await.body;
    list.as_array().unwrap().iter().map(|c| c["_id"].as_str().unwrap().to_owned()).collect()
}

async fn the_structure_exports_without_ids_and_imports_back_into_an_emptied_school(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let original = export(&app).await;
    assert_eq!((&original["format"], &original["version"]), (&json!("lyceum-classes"), &json!(1)));
    let (c, l) = seeded_level(&original);
    let section = &original["categories"][c]["levels"][l]["sections"][0];
    assert_eq!(section["adviser"].as_str().map(|a| a.contains('@')), Some(true), "{original}");
    let subject = &section["subjects"][0];
    assert!(subject["teacher"].as_str().unwrap().contains('@'), "{original}");
    assert!(subject["schedules"][0]["start"].as_str().unwrap().ends_with('M'), "{original}");
    let ids = category_ids(&app).await;
    assert!(!original.to_string().contains(&ids[0]), "no ids in the file");

    let deleted = app.post("/api/admins/delete-all-classes", json!({ "ids": ids })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let check = import(&app, "?check=1", &original).await;
    assert_eq!(check.status, StatusCode::OK, "{}", check.body);
    assert_eq!(check.body["check"], true);
    assert_eq!(check.body["created"]["categories"], original["categories"].as_array().unwrap().len());
    assert_eq!(check.body["reused"]["sections"], 0);
    assert!(check.message().starts_with("The file is good. It would create "), "{}", check.message());
    assert!(category_ids(&app).await.is_empty(), "a check writes nothing");

    let done = import(&app, "", &original).await;
    assert_eq!(done.status, StatusCode::CREATED, "{}", done.body);
    assert_eq!((&done.body["check"], &done.body["created"]), (&json!(false), &check.body["created"]));
    assert_eq!(done.body["warnings"], json!([]));
    assert_eq!(export(&app).await, original, "the same structure, teachers and slots included");

    let log = app.get("/api/admins/audit-log?action=import&pageSize=50").await.body;
    let entry = log["entries"].as_array().unwrap().iter().find(|e| e["recordType"] == "class structure");
    let detail = entry.unwrap_or_else(|| panic!("{log}"))["detail"].as_str().unwrap().to_owned();
    assert!(
        detail.starts_with("create 2 categories, 6 levels, 1 section") && detail.ends_with("(classes.json)"),
        "{detail}"
    );
}

async fn a_second_import_reuses_what_is_there_and_adds_only_what_is_new(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let mut document = export(&app).await;
    let (c, l) = seeded_level(&document);
    let level = &mut document["categories"][c]["levels"][l];
    // The existing section under another letter case, with one subject more.
    let name = level["sections"][0]["name"].as_str().unwrap().to_uppercase();
    level["sections"][0]["name"] = json!(name);
    level["sections"][0]["subjects"].as_array_mut().unwrap().push(json!({
        "name": "Robotics", "teacher": TEACHER_EMAIL,
        "schedules": [{ "day": "Friday", "start": "01:00 PM", "end": "03:00 PM" }],
    }));
    level["sections"].as_array_mut().unwrap().push(json!({ "name": "Newton", "adviser": null, "subjects": [] }));
    let existing_subjects = document["categories"][c]["levels"][l]["sections"][0]["subjects"].as_array().unwrap().len();
    let body = serde_json::to_vec(&document).unwrap();
    let answer = app.post_raw("/api/admins/import-classes", "application/json", body).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    assert_eq!(
        answer.body["created"],
        json!({ "categories": 0, "levels": 0, "sections": 1, "subjects": 1, "schedules": 1 })
    );
    assert_eq!(answer.body["reused"]["categories"], document["categories"].as_array().unwrap().len());
    assert_eq!(answer.body["reused"]["subjects"], existing_subjects - 1);
    let after = export(&app).await;
    let sections = after["categories"][c]["levels"][l]["sections"].as_array().unwrap();
    assert_eq!(sections.len(), 2, "{after}");
    let kept = sections.iter().find(|s| s["name"] != "Newton").unwrap();
    assert_eq!(kept["name"].as_str().unwrap().to_uppercase(), name);
    assert_ne!(kept["name"], json!(name), "a reused section keeps its own name");
    let robotics = kept["subjects"].as_array().unwrap().iter().find(|s| s["name"] == "Robotics").unwrap();
    assert_eq!(robotics["teacher"], TEACHER_EMAIL);

    // The same file again adds nothing: every slot is already there.
    let again = import(&app, "", &document).await;
    assert_eq!(again.status, StatusCode::CREATED, "{}", again.body);
    assert_eq!(
        again.body["created"],
        json!({ "categories": 0, "levels": 0, "sections": 0, "subjects": 0, "schedules": 0 })
    );
    assert_eq!(export(&app).await, after);
}

async fn every_problem_is_named_by_where_it_is_and_nothing_is_written(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = export(&app).await;
    let document = json!({
        "format": "lyceum-classes", "version": 1,
        "categories": [
            { "name": "Junior High", "levels": [{ "name": "Grade 7", "sections": [
                { "name": "Rizal", "adviser": "teacher9@x", "subjects": [
                    { "name": "Math", "teacher": null, "schedules": [{ "day": "Monday", "start": "09:00 AM", "end": "08:00 AM" }] },
                    { "name": "MATH", "teacher": null, "schedules": [] },
                ] },
                { "name": "", "subjects": [] },
            ] }] },
            { "name": "junior high", "levels": [] },
        ],
    });
    let answer = import(&app, "", &document).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.body);
    let at = "Category 'Junior High' › Level 'Grade 7' › Section 'Rizal'";
    assert_eq!(
        answer.body["problems"],
        json!([
            format!("{at}: adviser 'teacher9@x': Enter a valid email address."),
            format!("{at} › Subject 'Math' › Schedule #1: end: The end time must be after the start time."),
            format!("{at} › Subject 'MATH': the section has another with this name; names must differ."),
            "Category 'Junior High' › Level 'Grade 7' › Section #2: Enter the section name.",
            "Category 'junior high': the school has another with this name; names must differ.",
        ])
    );
    assert_eq!(answer.message(), "5 problem(s) in the file; nothing was imported.");
    assert_eq!(export(&app).await, before);
}

async fn unknown_teachers_are_left_unassigned_with_a_warning(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let document = json!({
        "format": "lyceum-classes", "version": 1,
        "categories": [{ "name": "College", "levels": [{ "name": "Year 1", "sections": [
            { "name": "Curie", "adviser": "Nobody@School.test", "subjects": [
                { "name": "Physics", "teacher": STUDENT_EMAIL, "schedules": [] },
            ] },
        ] }] }],
    });
    let answer = import(&app, "?check=true", &document).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let at = "Category 'College' › Level 'Year 1' › Section 'Curie'";
    let warnings = json!([
        format!("{at}: adviser nobody@school.test is not a teacher here; left unassigned."),
        format!("{at} › Subject 'Physics': teacher {STUDENT_EMAIL} is not a teacher here; left unassigned."),
    ]);
    assert_eq!(answer.body["warnings"], warnings);
    let done = import(&app, "", &document).await;
    assert_eq!((done.status, &done.body["warnings"]), (StatusCode::CREATED, &warnings));
    let after = export(&app).await;
    let college = after["categories"].as_array().unwrap().iter().find(|c| c["name"] == "College").unwrap();
    let curie = &college["levels"][0]["sections"][0];
    assert_eq!((&curie["adviser"], &curie["subjects"][0]["teacher"]), (&Value::Null, &Value::Null));
}

async fn files_that_are_not_documents_are_refused(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = export(&app).await;
    let cases: [(&[u8], &str); 4] = [
        (b"first_name,last_name\nAna,Reyes\n", "The file is not a class-structure document (JSON)"),
        (b"   \n", "The file is empty."),
        (br#"{"format":"lyceum-classes","version":1,"categories":[{"nam":"X"}]}"#, "unknown field `nam`"),
        (br#"{"format":"other","version":7,"categories":[]}"#, "format"),
    ];
    for (bytes, expected) in cases {
        let answer = app.upload("/api/admins/import-classes", "file", "x.json", bytes).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.body);
        assert!(answer.body["problems"][0].as_str().unwrap().contains(expected), "{}", answer.body);
    }
    let empty = app.upload("/api/admins/import-classes", "file", "x.json", b"").await;
    assert_eq!((empty.status, empty.message()), (StatusCode::BAD_REQUEST, "The file is empty."));
    let plain = app.post_raw("/api/admins/import-classes", "text/plain", "{}").await;
    assert_eq!(plain.status, StatusCode::BAD_REQUEST);
    assert!(plain.message().contains("form field `file`"), "{}", plain.body);
    assert_eq!(export(&app).await, before);
}
