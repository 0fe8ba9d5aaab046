//! The student and teacher portals' calls: each sees only their own section, subjects and
//! advisory classes, and changes only their own files.
//!
//! Seeded school: section Rizal (Grade 7, Junior High School) advised by teacher1, who teaches
//! Mathematics, English and Araling Panlipunan there; teacher2 teaches Science and Filipino;
//! student1 and student2 are its students.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{section_files, sections, students, subject_files, subjects, teachers, uploads};
use serde_json::{json, Value};

use crate::helpers::{samples, TestApp, PASSWORD};

crate::on_every_backend!(
    a_student_sees_their_section_subjects_and_teachers_and_nothing_else,
    a_student_without_a_section_sees_no_section,
    portal_calls_admit_only_their_own_role,
    a_teacher_sees_only_their_subjects_and_advisory_sections,
    a_teacher_attaches_and_deletes_subject_files_only_on_their_own_subjects,
    an_adviser_shares_lesson_guides_that_the_sections_students_see,
);

const UNKNOWN_ID: &str = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";

fn section_id(app: &TestApp) -> String {
    sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap()
}

fn subject_id(app: &TestApp, name: &str) -> String {
    subjects::table.filter(subjects::name.eq(name)).select(subjects::id).first(&mut app.db.conn().unwrap()).unwrap()
}

fn teacher_id(app: &TestApp, email: &str) -> String {
    teachers::table.filter(teachers::email.eq(email)).select(teachers::id).first(&mut app.db.conn().unwrap()).unwrap()
}

fn names(list: &Value, key: &str) -> Vec<String> {
    list.as_array().unwrap().iter().map(|item| item[key].as_str().unwrap().to_owned()).collect()
}

async fn sign_in(app: &TestApp, role: Role, email: &str) -> Value {
    app.forget_cookie();
    let answer = app.login(role, email, PASSWORD).await;
    assert_eq!(answer.status, StatusCode::OK, "{email}: {}", answer.body);
    answer.body
}

async fn a_student_sees_their_section_subjects_and_teachers_and_nothing_else(app: TestApp) {
    let me = app.sign_in_as(Role::Student).await.body;
    let section = section_id(&app);
    assert_eq!(me["sectionID"], section.as_str());

    let answer = app.post("/api/students/get-section", json!({ "id": section })).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let found = &answer.body["section"];
    assert_eq!(found["section"], "Rizal");
    assert_eq!(found["levelName"], "Grade 7");
    assert_eq!(found["categoryName"], "Junior High School");
    assert_eq!(found["subjects"].as_array().unwrap().len(), 5);
    assert!(found.get("students").is_none(), "classmates' details are not part of a student's view");
    assert_eq!(answer.body["adviser"]["full_name"], "Maria Santos");
    assert!(answer.body["adviser"].get("zoom_link").is_some());
    assert!(answer.body["adviser"].get("password").is_none());

    let subjects = app.post("/api/students/get-subjects", json!({ "sectionID": section })).await;
    assert_eq!(subjects.status, StatusCode::OK, "{}", subjects.body);
    assert_eq!(
        names(&subjects.body, "subject"),
        ["Araling Panlipunan", "English", "Filipino", "Mathematics", "Science"]
    );
    for subject in subjects.body.as_array().unwrap() {
        assert_eq!(subject["schedules"].as_array().unwrap().len(), 1, "{subject}");
        assert!(subject["teacherName"].is_string(), "{subject}");
    }

    let both = [teacher_id(&app, "teacher1@demo.lyceum.test"), teacher_id(&app, "teacher2@demo.lyceum.test")];
    let teachers = app.post("/api/students/get-teachers", json!({ "ids": both })).await;
    assert_eq!(teachers.status, StatusCode::OK, "{}", teachers.body);
    assert_eq!(teachers.body.as_array().unwrap().len(), 2);

    // Another section, another teacher, unknown ids: refused alike.
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let level: String = sections::table.select(sections::level_id).first(&mut app.db.conn().unwrap()).unwrap();
    let other = app
        .post("/api/admins/create-section", json!({ "level": level, "section": "Mabini", "adviser": both[0] }))
        .await;
    assert_eq!(other.status, StatusCode::CREATED, "{}", other.body);
    let other = other.body["_id"].as_str().unwrap().to_owned();
    sign_in(&app, Role::Student, "student1@demo.lyceum.test").await;
    for id in [other.as_str(), UNKNOWN_ID] {
        let refused = app.post("/api/students/get-section", json!({ "id": id })).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{id}");
        assert_eq!(refused.message(), "You are not in this section.");
        let refused = app.post("/api/students/get-subjects", json!({ "sectionID": id })).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{id}");
    }
    assert_eq!(app.post("/api/students/get-section", json!({})).await.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.post("/api/students/get-subjects", json!({ "sectionID": 7 })).await.status, StatusCode::BAD_REQUEST);
    let admin_id: String = lyceum_persistence::schema::admins::table
        .select(lyceum_persistence::schema::admins::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    for id in [admin_id.as_str(), UNKNOWN_ID, me["_id"].as_str().unwrap()] {
        let refused = app.post("/api/students/get-teachers", json!({ "ids": [both[0].clone(), id] })).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{id}");
    }
}

async fn a_student_without_a_section_sees_no_section(app: TestApp) {
    let section = section_id(&app);
    diesel::update(students::table.filter(students::email.eq("student2@demo.lyceum.test")))
        .set((
            students::section_id.eq(None::<String>),
            students::level_id.eq(None::<String>),
            students::category_id.eq(None::<String>),
        ))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    let me = sign_in(&app, Role::Student, "student2@demo.lyceum.test").await;
    assert!(me["sectionID"].is_null());
    assert_eq!(app.post("/api/students/get-section", json!({ "id": section })).await.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.post("/api/students/get-subjects", json!({ "sectionID": section })).await.status,
        StatusCode::FORBIDDEN
    );
    let teacher = teacher_id(&app, "teacher1@demo.lyceum.test");
    assert_eq!(app.post("/api/students/get-teachers", json!({ "ids": [teacher] })).await.status, StatusCode::FORBIDDEN);
    let none = app.post("/api/students/get-teachers", json!({ "ids": [] })).await;
    assert_eq!((none.status, none.body), (StatusCode::OK, json!([])));
}

async fn portal_calls_admit_only_their_own_role(app: TestApp) {
    let student_calls = ["/api/students/get-section", "/api/students/get-subjects", "/api/students/get-teachers"];
    let teacher_calls = [
        "/api/teachers/get-teacher-subjects",
        "/api/teachers/get-subject-details",
        "/api/teachers/attach-subject-file",
        "/api/teachers/delete-subject-file",
        "/api/teachers/get-section-details",
        "/api/teachers/attach-section-file",
        "/api/teachers/delete-section-file",
    ];
    for path in student_calls.iter().chain(&teacher_calls) {
        assert_eq!(app.post(path, json!({})).await.status, StatusCode::UNAUTHORIZED, "{path}");
    }
    for role in [Role::Admin, Role::Teacher] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        for path in student_calls {
            assert_eq!(app.post(path, json!({ "id": "x" })).await.status, StatusCode::FORBIDDEN, "{role} {path}");
        }
    }
    for role in [Role::Admin, Role::Student] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        for path in teacher_calls {
            assert_eq!(app.post(path, json!({ "id": "x" })).await.status, StatusCode::FORBIDDEN, "{role} {path}");
        }
    }
}

async fn a_teacher_sees_only_their_subjects_and_advisory_sections(app: TestApp) {
    let me = app.sign_in_as(Role::Teacher).await.body;
    let section = section_id(&app);
    assert_eq!(me["advisoryClass"][0]["sectionID"], section.as_str());

    let mine = app.post("/api/teachers/get-teacher-subjects", json!({})).await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.body);
    assert_eq!(names(&mine.body["subjects"], "subject"), ["Araling Panlipunan", "English", "Mathematics"]);
    for card in mine.body["subjects"].as_array().unwrap() {
        assert_eq!(card["sectionName"], "Rizal");
        assert_eq!(card["levelName"], "Grade 7");
        assert_eq!(card["studentCount"], 2);
    }
    assert_eq!(mine.body["sections"].as_array().unwrap().len(), 1);
    assert_eq!(mine.body["levels"][0]["level"], "Grade 7");

    let maths = subject_id(&app, "Mathematics");
    let science = subject_id(&app, "Science");
    let one = app.post("/api/teachers/get-teacher-subjects", json!({ "subjectIDs": [maths] })).await;
    assert_eq!(names(&one.body["subjects"], "subject"), ["Mathematics"]);
    let refused = app.post("/api/teachers/get-teacher-subjects", json!({ "subjectIDs": [maths, science] })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);

    let details = app.post("/api/teachers/get-subject-details", json!({ "subjectID": maths })).await;
    assert_eq!(details.status, StatusCode::OK, "{}", details.body);
    assert_eq!(details.body["subject"], "Mathematics");
    assert_eq!(details.body["schedules"].as_array().unwrap().len(), 1);
    assert_eq!(details.body["studentCount"], 2);
    assert_eq!(details.body["levelName"], "Grade 7");
    let cases = [
        (json!({ "subjectID": science }), StatusCode::FORBIDDEN),
        (json!({ "subjectID": UNKNOWN_ID }), StatusCode::NOT_FOUND),
        (json!({}), StatusCode::BAD_REQUEST),
    ];
    for (body, expected) in cases {
        assert_eq!(app.post("/api/teachers/get-subject-details", body.clone()).await.status, expected, "{body}");
    }

    let advisory = app.post("/api/teachers/get-section-details", json!({ "id": section })).await;
    assert_eq!(advisory.status, StatusCode::OK, "{}", advisory.body);
    assert_eq!(advisory.body["students"].as_array().unwrap().len(), 2);
    assert_eq!(advisory.body["subjects"].as_array().unwrap().len(), 5);
    let cases = [
        (json!({ "id": UNKNOWN_ID }), StatusCode::NOT_FOUND),
        (json!({}), StatusCode::BAD_REQUEST),
        (json!({ "id": "" }), StatusCode::BAD_REQUEST),
    ];
    for (body, expected) in cases {
        let answer = app.post("/api/teachers/get-section-details", body.clone()).await;
        assert_eq!(answer.status, expected, "{body}");
        assert!(!answer.message().is_empty(), "{body}: {}", answer.body);
    }

    sign_in(&app, Role::Teacher, "teacher2@demo.lyceum.test").await;
    let theirs = app.post("/api/teachers/get-teacher-subjects", json!({})).await;
    assert_eq!(names(&theirs.body["subjects"], "subject"), ["Filipino", "Science"]);
    let refused = app.post("/api/teachers/get-section-details", json!({ "id": section })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(refused.message(), "This is not one of your advisory classes.");
}

fn count_subject_files(app: &TestApp) -> i64 {
    subject_files::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn a_teacher_attaches_and_deletes_subject_files_only_on_their_own_subjects(app: TestApp) {
    let maths = subject_id(&app, "Mathematics");
    let science = subject_id(&app, "Science");
    sign_in(&app, Role::Teacher, "teacher2@demo.lyceum.test").await;
    let theirs = app.upload_ok("/api/subjectUpload", "file", "science.pdf", samples::PDF).await;

    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let worksheet = app.upload_ok("/api/subjectUpload", "file", "worksheet.pdf", samples::PDF).await;
    let photo = app.upload_ok("/api/upload", "image", "me.png", samples::PNG).await;
    let refused = [
        (json!({ "subjectID": science, "attachedFile": worksheet }), StatusCode::FORBIDDEN),
        (json!({ "subjectID": UNKNOWN_ID, "attachedFile": worksheet }), StatusCode::NOT_FOUND),
        (json!({ "subjectID": maths, "attachedFile": theirs }), StatusCode::BAD_REQUEST),
        (json!({ "subjectID": maths, "attachedFile": photo }), StatusCode::BAD_REQUEST),
        (json!({ "subjectID": maths, "attachedFile": "/api/files/subjects/nothing.pdf" }), StatusCode::BAD_REQUEST),
        (json!({ "subjectID": maths }), StatusCode::BAD_REQUEST),
        (json!({ "attachedFile": worksheet }), StatusCode::BAD_REQUEST),
    ];
    for (body, expected) in refused {
        assert_eq!(app.post("/api/teachers/attach-subject-file", body.clone()).await.status, expected, "{body}");
    }
    assert_eq!(count_subject_files(&app), 0, "nothing attached by refused calls");

    let attached =
        app.post("/api/teachers/attach-subject-file", json!({ "subjectID": maths, "attachedFile": worksheet })).await;
    assert_eq!(attached.status, StatusCode::CREATED, "{}", attached.body);
    let files = attached.body["files"].as_array().unwrap();
    assert_eq!(files.len(), 1);
    assert_eq!(files[0]["name"], "worksheet.pdf");
    assert_eq!(files[0]["file"], worksheet.as_str());
    let file_id = files[0]["_id"].as_str().unwrap().to_owned();
    let again =
        app.post("/api/teachers/attach-subject-file", json!({ "subjectID": maths, "attachedFile": worksheet })).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "a file is attached once");

    // The section's students see and download it.
    sign_in(&app, Role::Student, "student1@demo.lyceum.test").await;
    let section = section_id(&app);
    let subjects = app.post("/api/students/get-subjects", json!({ "sectionID": section })).await.body;
    let listed = subjects.as_array().unwrap().iter().find(|s| s["subject"] == "Mathematics").unwrap();
    assert_eq!(listed["files"][0]["file"], worksheet.as_str());
    assert_eq!(app.download(&worksheet).await.0, StatusCode::OK);

    sign_in(&app, Role::Teacher, "teacher2@demo.lyceum.test").await;
    assert_eq!(
        app.post("/api/teachers/delete-subject-file", json!({ "id": file_id })).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(count_subject_files(&app), 1);

    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let deleted = app.post("/api/teachers/delete-subject-file", json!({ "id": file_id })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(count_subject_files(&app), 0);
    let known: i64 =
        uploads::table.filter(uploads::path.eq(&worksheet)).count().get_result(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(known, 0, "the upload record is gone");
    assert!(!app.files_in("subjects").iter().any(|name| worksheet.ends_with(name.as_str())), "the file left the disk");
    assert_eq!(
        app.post("/api/teachers/delete-subject-file", json!({ "id": file_id })).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.post("/api/teachers/delete-subject-file", json!({ "id": "" })).await.status,
        StatusCode::BAD_REQUEST
    );
}

fn count_section_files(app: &TestApp) -> i64 {
    section_files::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn an_adviser_shares_lesson_guides_that_the_sections_students_see(app: TestApp) {
    let section = section_id(&app);
    sign_in(&app, Role::Teacher, "teacher2@demo.lyceum.test").await;
    let not_adviser = app.upload_ok("/api/sectionUpload", "file", "guide.pdf", samples::PDF).await;
    let refused = app
        .post("/api/teachers/attach-section-file", json!({ "sectionID": section, "attachedFile": not_adviser }))
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(refused.message(), "This is not one of your advisory classes.");
    assert_eq!(count_section_files(&app), 0, "a refused attach adds no lesson guide");

    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let guide = app.upload_ok("/api/sectionUpload", "file", "Week 1 guide.pdf", samples::PDF).await;
    let subject_file = app.upload_ok("/api/subjectUpload", "file", "worksheet.pdf", samples::PDF).await;
    let refused = [
        (json!({ "sectionID": section, "attachedFile": subject_file }), StatusCode::BAD_REQUEST),
        (json!({ "sectionID": UNKNOWN_ID, "attachedFile": guide }), StatusCode::NOT_FOUND),
        (json!({ "sectionID": "", "attachedFile": guide }), StatusCode::BAD_REQUEST),
        (json!({ "attachedFile": guide }), StatusCode::BAD_REQUEST),
        (json!({ "sectionID": section }), StatusCode::BAD_REQUEST),
        (json!({ "sectionID": section, "attachedFile": "" }), StatusCode::BAD_REQUEST),
    ];
    for (body, expected) in refused {
        let answer = app.post("/api/teachers/attach-section-file", body.clone()).await;
        assert_eq!(answer.status, expected, "{body}");
        assert!(!answer.message().is_empty(), "{body}: {}", answer.body);
    }
    assert_eq!(count_section_files(&app), 0, "nothing attached by refused calls");
    let unchanged = app.post("/api/teachers/get-section-details", json!({ "id": section })).await.body;
    assert!(unchanged["files"].as_array().unwrap().is_empty());
    let attached =
        app.post("/api/teachers/attach-section-file", json!({ "sectionID": section, "attachedFile": guide })).await;
    assert_eq!(attached.status, StatusCode::CREATED, "{}", attached.body);
    assert_eq!(attached.body["files"][0]["fileName"], "Week 1 guide.pdf");
    assert_eq!(attached.body["students"].as_array().unwrap().len(), 2);
    let file_id = attached.body["files"][0]["_id"].as_str().unwrap().to_owned();

    sign_in(&app, Role::Student, "student1@demo.lyceum.test").await;
    let seen = app.post("/api/students/get-section", json!({ "id": section })).await.body;
    assert_eq!(seen["section"]["files"][0]["name"], guide.as_str());
    assert_eq!(app.download(&guide).await.0, StatusCode::OK);

    sign_in(&app, Role::Teacher, "teacher2@demo.lyceum.test").await;
    assert_eq!(
        app.post("/api/teachers/delete-section-file", json!({ "id": file_id })).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(count_section_files(&app), 1);
    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let refused = [
        (json!({ "id": UNKNOWN_ID }), StatusCode::NOT_FOUND),
        (json!({ "id": "" }), StatusCode::BAD_REQUEST),
        (json!({}), StatusCode::BAD_REQUEST),
    ];
    for (body, expected) in refused {
        let answer = app.post("/api/teachers/delete-section-file", body.clone()).await;
        assert_eq!(answer.status, expected, "{body}");
        assert!(!answer.message().is_empty(), "{body}: {}", answer.body);
    }
    assert_eq!(count_section_files(&app), 1, "refused deletes keep the lesson guide");
    assert!(app.files_in("sections").iter().any(|name| guide.ends_with(name.as_str())));

    assert_eq!(app.post("/api/teachers/delete-section-file", json!({ "id": file_id })).await.status, StatusCode::OK);
    assert_eq!(count_section_files(&app), 0);
    assert!(!app.files_in("sections").iter().any(|name| guide.ends_with(name.as_str())));
    let details = app.post("/api/teachers/get-section-details", json!({ "id": section })).await.body;
    assert!(details["files"].as_array().unwrap().is_empty());
    assert_eq!(
        app.post("/api/teachers/delete-section-file", json!({ "id": file_id })).await.status,
        StatusCode::NOT_FOUND
    );
}
