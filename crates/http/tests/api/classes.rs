//! The class structure: category › level › section › subject › schedule.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{categories, levels, schedules, section_files, sections, students, subjects};
use serde_json::{json, Value};

use crate::helpers::{samples, TestApp, TEACHER_EMAIL};

crate::on_every_backend!(
    the_wizard_builds_a_class_from_category_to_schedule,
    bad_class_input_is_refused_and_creates_nothing,
    a_section_and_its_subjects_are_edited,
    deleting_a_category_removes_everything_beneath_and_frees_its_students,
    deleting_sections_is_all_or_nothing,
    only_admins_manage_classes,
);

pub(crate) async fn teacher_id(app: &TestApp, email: &str) -> String {
    let list = app.get("/api/admins/get-teachers").await.body;
    list.as_array().unwrap().iter().find(|t| t["email"] == email).unwrap()["_id"].as_str().unwrap().to_owned()
}

pub(crate) fn id_of(answer: &Value) -> String {
    answer["_id"].as_str().unwrap_or_else(|| panic!("no _id in {answer}")).to_owned()
}

/// Runs the wizard's calls for a new class; answers (category, level, section, subject) ids.
pub(crate) async fn build_class(app: &TestApp, adviser: &str) -> (String, String, String, String) {
    let category = app.post("/api/admins/create-category", json!({ "category": "College" })).await;
    assert_eq!(category.status, StatusCode::CREATED, "{}", category.body);
    let level =
        app.post("/api/admins/create-level", json!({ "category": id_of(&category.body), "level": "First Year" })).await;
    assert_eq!(level.status, StatusCode::CREATED, "{}", level.body);
    let section = app
        .post(
            "/api/admins/create-section",
            json!({ "level": id_of(&level.body), "section": "Einstein", "adviser": adviser }),
        )
        .await;
    assert_eq!(section.status, StatusCode::CREATED, "{}", section.body);
    let subject = app
        .post(
            "/api/admins/create-subject",
            json!({ "subject": "Physics", "section": id_of(&section.body), "teacher": adviser }),
        )
        .await;
    assert_eq!(subject.status, StatusCode::CREATED, "{}", subject.body);
    (id_of(&category.body), id_of(&level.body), id_of(&section.body), id_of(&subject.body))
}

async fn the_wizard_builds_a_class_from_category_to_schedule(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let maria = teacher_id(&app, TEACHER_EMAIL).await;
    let (category, level, section, subject) = build_class(&app, &maria).await;
    let schedule = app
        .post(
            "/api/admins/create-schedule",
            json!({ "subject": subject, "day": "Saturday", "startTime": "08:00 AM", "endTime": "09:00AM" }),
        )
        .await;
    assert_eq!(schedule.status, StatusCode::CREATED, "{}", schedule.body);
    assert_eq!(schedule.body["endTime"], "09:00 AM");

    let all = app.get("/api/admins/get-categories").await.body;
    let college = all.as_array().unwrap().iter().find(|c| c["_id"] == category.as_str()).unwrap();
    assert_eq!(college["levels"], json!([{ "levelID": level, "level": "First Year" }]));
    let levels = app.post("/api/admins/get-levels", json!({ "category": category })).await.body;
    assert_eq!(levels[0]["sections"], json!([{ "sectionID": section, "section": "Einstein" }]));
    let level_view = app.post("/api/admins/get-level", json!({ "levelID": level })).await;
    assert_eq!(level_view.status, StatusCode::OK);
    assert_eq!(level_view.body["sections"][0]["adviserName"], "Maria Santos");
    assert_eq!(level_view.body["sections"][0]["subjects"][0]["subject"], "Physics");
    assert!(level_view.body["teachers"].as_array().unwrap().len() >= 2);
    let sections = app.post("/api/admins/get-sections", json!({ "levelID": level })).await.body;
    assert_eq!(sections.as_array().unwrap().len(), 1);
    let detail = app.post("/api/admins/get-section", json!({ "id": section })).await.body;
    assert_eq!(detail["section"]["section"], "Einstein");
    assert_eq!(detail["section"]["levelName"], "First Year");
    assert_eq!(detail["level"]["_id"], level.as_str());
    assert_eq!(detail["adviser"]["full_name"], "Maria Santos");
    assert_eq!(detail["teacher"]["_id"], maria.as_str());
    let subject_view = app.post("/api/admins/get-subject", json!({ "id": subject })).await.body;
    assert_eq!(subject_view["teacherName"], "Maria Santos");
    assert_eq!(subject_view["schedules"][0]["day"], "Saturday");
    assert_eq!(subject_view["schedules"][0]["startTime"], "08:00 AM");
}

pub(crate) fn count_classes(app: &TestApp) -> (i64, i64, i64, i64, i64) {
    let mut conn = app.db.conn().unwrap();
    (
        categories::table.count().get_result(&mut conn).unwrap(),
        levels::table.count().get_result(&mut conn).unwrap(),
        sections::table.count().get_result(&mut conn).unwrap(),
        subjects::table.count().get_result(&mut conn).unwrap(),
        schedules::table.count().get_result(&mut conn).unwrap(),
    )
}

async fn bad_class_input_is_refused_and_creates_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = count_classes(&app);
    let maria = teacher_id(&app, TEACHER_EMAIL).await;
    let unknown = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";
    let a_section: String = sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap();
    let cases: Vec<(&str, Value, StatusCode)> = vec![
        ("/api/admins/create-category", json!({ "category": "  " }), StatusCode::BAD_REQUEST),
        ("/api/admins/create-category", json!({ "category": 7 }), StatusCode::BAD_REQUEST),
        ("/api/admins/create-level", json!({ "level": "X" }), StatusCode::BAD_REQUEST),
        ("/api/admins/create-level", json!({ "category": unknown, "level": "X" }), StatusCode::NOT_FOUND),
        ("/api/admins/create-level", json!({ "category": a_section, "level": "X" }), StatusCode::NOT_FOUND),
        ("/api/admins/create-section", json!({ "level": unknown, "section": "X" }), StatusCode::NOT_FOUND),
        ("/api/admins/create-section", json!({ "level": "", "section": "" }), StatusCode::BAD_REQUEST),
        ("/api/admins/create-subject", json!({ "subject": "Art", "section": a_section }), StatusCode::BAD_REQUEST),
        (
            "/api/admins/create-subject",
            json!({ "subject": "Art", "section": a_section, "teacher": unknown }),
            StatusCode::NOT_FOUND,
        ),
        (
            "/api/admins/create-subject",
            json!({ "subject": "Art", "section": unknown, "teacher": maria }),
            StatusCode::NOT_FOUND,
        ),
        (
            "/api/admins/create-schedule",
            json!({ "subject": unknown, "day": "Monday", "startTime": "08:00 AM", "endTime": "09:00 AM" }),
            StatusCode::NOT_FOUND,
        ),
        ("/api/admins/get-level", json!({ "levelID": unknown }), StatusCode::NOT_FOUND),
        ("/api/admins/get-section", json!({ "id": unknown }), StatusCode::NOT_FOUND),
        ("/api/admins/get-subject", json!({ "id": a_section }), StatusCode::NOT_FOUND),
        ("/api/admins/get-levels", json!({}), StatusCode::BAD_REQUEST),
        ("/api/admins/delete-subject-schedule", json!({ "scheduleID": unknown }), StatusCode::NOT_FOUND),
        ("/api/admins/remove-subject", json!({ "id": unknown }), StatusCode::NOT_FOUND),
        (
            "/api/admins/update-adviser-section",
            json!({ "sectionID": a_section, "section": "New" }),
            StatusCode::BAD_REQUEST,
        ),
        (
            "/api/admins/update-adviser-section",
            json!({ "sectionID": a_section, "section": "New", "adviser": unknown }),
            StatusCode::NOT_FOUND,
        ),
        ("/api/admins/delete-all-classes", json!({ "ids": [] }), StatusCode::BAD_REQUEST),
        ("/api/admins/delete-sections", json!({ "ids": [unknown] }), StatusCode::NOT_FOUND),
    ];
    for (path, body, expected) in cases {
        let answer = app.post(path, body.clone()).await;
        assert_eq!(answer.status, expected, "{path} {body}: {}", answer.body);
        assert!(answer.body["message"].is_string());
    }
    assert_eq!(count_classes(&app), before, "nothing changed");
}

async fn a_section_and_its_subjects_are_edited(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let maria = teacher_id(&app, TEACHER_EMAIL).await;
    let other = teacher_id(&app, "teacher2@demo.lyceum.test").await;
    let (_, level, section, physics) = build_class(&app, &maria).await;
    let updated = app
        .post(
            "/api/admins/update-adviser-section",
            json!({ "sectionID": section, "section": "Einstein A", "adviser": other }),
        )
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["section"], "Einstein A");
    assert_eq!(updated.body["adviser"], other.as_str());
    let second = app.post("/api/admins/create-section", json!({ "level": level, "section": "Curie" })).await;
    assert_eq!(second.body["adviser"], Value::Null, "the adviser is optional at creation");
    let clash = app
        .post(
            "/api/admins/update-adviser-section",
            json!({ "sectionID": id_of(&second.body), "section": "Einstein A", "adviser": other }),
        )
        .await;
    assert_eq!(clash.status, StatusCode::CONFLICT);

    let chemistry = app
        .post(
            "/api/admins/add-subject-section",
            json!({ "subjectName": "Chemistry", "subjectTeacher": maria, "sectionID": section }),
        )
        .await;
    assert_eq!(chemistry.status, StatusCode::CREATED);
    let set = app
        .post(
            "/api/admins/update-subject-teacher",
            json!({ "teacher": other, "subject": "Applied Physics", "subjectID": physics }),
        )
        .await;
    assert_eq!(set.status, StatusCode::OK);
    assert_eq!(set.body["subject"], "Applied Physics");
    assert_eq!(set.body["teacher"], other.as_str());
    let rename_clash = app
        .post(
            "/api/admins/update-subject-teacher",
            json!({ "teacher": other, "subject": "Chemistry", "subjectID": physics }),
        )
        .await;
    assert_eq!(rename_clash.status, StatusCode::CONFLICT);

    let added = app
        .post(
            "/api/admins/add-subject-schedule",
            json!({ "subjectID": physics, "day": "Friday", "startTime": "01:00 PM", "endTime": "03:00 PM" }),
        )
        .await;
    let removed = app.post("/api/admins/delete-subject-schedule", json!({ "scheduleID": id_of(&added.body) })).await;
    assert_eq!(removed.status, StatusCode::OK);
    assert!(app.post("/api/admins/get-subject", json!({ "id": physics })).await.body["schedules"]
        .as_array()
        .unwrap()
        .is_empty());

    // A subject's files leave storage with it.
    let file = app.upload_ok("/api/subjectUpload", "file", "notes.pdf", samples::PDF).await;
    attach_subject_file(&app, &physics, &file);
    assert_eq!(
        app.post("/api/admins/get-subject", json!({ "id": physics })).await.body["files"][0]["name"],
        "notes.pdf"
    );
    assert_eq!(app.post("/api/admins/remove-subject", json!({ "id": physics })).await.status, StatusCode::OK);
    assert_eq!(app.download(&file).await.0, StatusCode::NOT_FOUND);
    assert!(app.files_in("subjects").is_empty());
    let names: Vec<Value> = app.post("/api/admins/get-section", json!({ "id": section })).await.body["section"]
        ["subjects"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["subject"].clone())
        .collect();
    assert_eq!(names, vec![json!("Chemistry")]);
}

fn attach_subject_file(app: &TestApp, subject: &str, path: &str) {
    use lyceum_persistence::schema::subject_files;
    diesel::insert_into(subject_files::table)
        .values((
            subject_files::id.eq(lyceum_persistence::new_id()),
            subject_files::subject_id.eq(subject),
            subject_files::path.eq(path),
            subject_files::created_at.eq(lyceum_persistence::now()),
        ))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
}

fn attach_section_file(app: &TestApp, section: &str, path: &str) {
    diesel::insert_into(section_files::table)
        .values((
            section_files::id.eq(lyceum_persistence::new_id()),
            section_files::section_id.eq(section),
            section_files::path.eq(path),
            section_files::created_at.eq(lyceum_persistence::now()),
        ))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
}

async fn deleting_a_category_removes_everything_beneath_and_frees_its_students(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let all = app.get("/api/admins/get-categories").await.body;
    let junior = all.as_array().unwrap().iter().find(|c| c["category"] == "Junior High School").unwrap()["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let rizal: String = sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap();
    let guide = app.upload_ok("/api/sectionUpload", "file", "week1.pdf", samples::PDF).await;
    attach_section_file(&app, &rizal, &guide);
    let maths: String = subjects::table.select(subjects::id).first(&mut app.db.conn().unwrap()).unwrap();
    let notes = app.upload_ok("/api/subjectUpload", "file", "notes.pdf", samples::PDF).await;
    attach_subject_file(&app, &maths, &notes);

    let deleted = app.post("/api/admins/delete-all-classes", json!({ "ids": [junior] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let (categories_left, levels_left, sections_left, subjects_left, schedules_left) = count_classes(&app);
    assert_eq!((categories_left, levels_left), (1, 2), "Senior High School and its two levels remain");
    assert_eq!((sections_left, subjects_left, schedules_left), (0, 0, 0));
    let placed: i64 = students::table
        .filter(
            students::section_id
                .is_not_null()
                .or(students::level_id.is_not_null())
                .or(students::category_id.is_not_null()),
        )
        .count()
        .get_result(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(placed, 0, "students are available for another section");
    assert_eq!(app.download(&guide).await.0, StatusCode::NOT_FOUND);
    assert_eq!(app.download(&notes).await.0, StatusCode::NOT_FOUND);
    assert!(app.files_in("sections").is_empty() && app.files_in("subjects").is_empty());
    let session = app.get("/api/session").await;
    assert_eq!(session.status, StatusCode::OK);
}

async fn deleting_sections_is_all_or_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let rizal: String = sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap();
    let mixed = app.post("/api/admins/delete-sections", json!({ "ids": [rizal, "no-such-section"] })).await;
    assert_eq!(mixed.status, StatusCode::NOT_FOUND);
    assert_eq!(count_classes(&app).2, 1);
    let deleted = app.post("/api/admins/delete-sections", json!({ "ids": [rizal] })).await;
    assert_eq!(deleted.status, StatusCode::OK);
    let (_, levels_left, sections_left, subjects_left, _) = count_classes(&app);
    assert_eq!((levels_left, sections_left, subjects_left), (6, 0, 0));
    app.forget_cookie();
    let student = app.sign_in_as(Role::Student).await;
    assert_eq!(student.body["section"], Value::Null);
    assert_eq!(student.body["level"], Value::Null);
}

async fn only_admins_manage_classes(app: TestApp) {
    let calls: [(&str, Value); 4] = [
        ("/api/admins/create-category", json!({ "category": "X" })),
        ("/api/admins/get-levels", json!({ "category": "x" })),
        ("/api/admins/delete-all-classes", json!({ "ids": ["x"] })),
        ("/api/admins/update-subject-teacher", json!({ "teacher": "x", "subjectID": "y" })),
    ];
    for (path, body) in &calls {
        assert_eq!(app.post(path, body.clone()).await.status, StatusCode::UNAUTHORIZED, "{path}");
    }
    for role in [Role::Teacher, Role::Student] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        for (path, body) in &calls {
            assert_eq!(app.post(path, body.clone()).await.status, StatusCode::FORBIDDEN, "{role} on {path}");
        }
        assert_eq!(app.get("/api/admins/get-categories").await.status, StatusCode::FORBIDDEN);
    }
    assert_eq!(count_classes(&app).0, 2);
}
