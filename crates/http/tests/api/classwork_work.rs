//! Students hand in classwork: files (checked by content, streamed to disk, within the per-file
//! limit and the per-student quota) and an answer, turned in (late after the due time), taken
//! back until returned or past due; one work per student and piece however the requests race;
//! its files reach only the student, their guardians, the piece's teacher and administrators.

use actix_web::http::StatusCode;
use chrono::{Duration, Utc};
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_http::Settings;
use lyceum_persistence::schema::{guardian_students, guardians, students, submission_files, submissions};
use serde_json::{json, Value};

use crate::grades::{get, grade_school, post, GradeSchool};
use crate::helpers::{samples, TestApp, GUARDIAN_EMAIL};

crate::on_every_backend!(
    students_add_files_turn_in_and_take_back_their_work,
    late_work_is_marked_and_closed_work_is_refused,
    two_turn_ins_at_once_make_one,
);

crate::on_every_backend!(
    mod with_small_limits with small_limits:
    files_over_the_limit_or_the_quota_are_refused_with_nothing_kept,
);

/// Files up to 1 MB, 2.5 MB of work files per student.
fn small_limits(settings: &mut Settings) {
    settings.file_limit_bytes = 1024 * 1024;
    settings.work_quota_bytes = 5 * 512 * 1024;
}

fn in_hours(hours: i64) -> String {
    (Utc::now() + Duration::hours(hours)).to_rfc3339()
}

/// Posts ungraded classwork to Maria's Mathematics; answers its id.
async fn posted(app: &TestApp, school: &GradeSchool, (appears, due, late): (i64, i64, bool)) -> String {
    let form = json!({ "subjectIDs": [school.math], "title": "Worksheet", "instructions": "<p>Answer page 4.</p>",
                       "points": 10, "dueAt": in_hours(due), "appearsAt": in_hours(appears), "lateAccepted": late });
    let answer = post(app, &school.maria, "/api/teachers/classwork", form).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    answer.body["classwork"][0]["_id"].as_str().unwrap().to_owned()
}

/// Uploads a file to `student`'s work on `id`.
pub(crate) async fn add_file(
    app: &TestApp,
    student: &str,
    id: &str,
    name: &str,
    bytes: &[u8],
) -> crate::helpers::Answer {
    app.set_cookie(Some(student.to_owned()));
    app.upload(&format!("/api/students/work-file?assignmentID={id}"), "file", name, bytes).await
}

fn work_rows(app: &TestApp) -> (i64, i64) {
    let mut conn = app.db.conn().unwrap();
    (
        submissions::table.count().get_result(&mut conn).unwrap(),
        submission_files::table.count().get_result(&mut conn).unwrap(),
    )
}

/// A PDF of `size` bytes.
fn pdf_of(size: usize) -> Vec<u8> {
    let mut bytes = samples::PDF.to_vec();
    bytes.resize(size, b' ');
    bytes
}

/// The smallest Word document a browser would send: a zip whose parts are named as Word names
/// them (its type is told by those names).
fn docx() -> Vec<u8> {
    let mut bytes = Vec::new();
    for (name, data) in [
        ("[Content_Types].xml", "<Types/>"),
        ("_rels/.rels", "<Relationships/>"),
        ("word/document.xml", "<w:document/>"),
    ] {
        bytes.extend_from_slice(b"PK\x03\x04\x14\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00");
        let size = u32::try_from(data.len()).unwrap().to_le_bytes();
        bytes.extend_from_slice(&size);
        bytes.extend_from_slice(&size);
        bytes.extend_from_slice(&u16::try_from(name.len()).unwrap().to_le_bytes());
        bytes.extend_from_slice(&[0, 0]);
        bytes.extend_from_slice(name.as_bytes());
        bytes.extend_from_slice(data.as_bytes());
    }
    bytes
}

fn work(list: &Value, id: &str) -> Value {
    list.as_array().unwrap().iter().find(|piece| piece["_id"] == id).map(|piece| piece["work"].clone()).unwrap()
}

async fn students_add_files_turn_in_and_take_back_their_work(app: TestApp) {
    let school = grade_school(&app).await;
    let id = posted(&app, &school, (0, 48, true)).await;
    let listed = get(&app, &school.juan_session, "/api/students/classwork").await;
    assert_eq!(work(&listed.body["todo"], &id)["status"], "assigned", "{}", listed.body);
    assert_eq!(listed.body["done"], json!([]));

    // Nothing to turn in yet.
    let empty = post(&app, &school.juan_session, "/api/students/turn-in", json!({ "assignmentID": id })).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST, "{}", empty.body);
    assert_eq!(empty.body["errors"]["answer"], "Add a file or write your answer before turning it in.");
    assert_eq!(work_rows(&app), (0, 0));

    // A photo and a Word document are kept; a web page is refused by its content, whatever its name.
    let photo = add_file(&app, &school.juan_session, &id, "photo.jpg", samples::JPEG).await;
    assert_eq!(photo.status, StatusCode::CREATED, "{}", photo.body);
    assert_eq!(photo.body["work"]["files"][0]["name"], "photo.jpg");
    assert_eq!(photo.body["work"]["status"], "assigned");
    let document = add_file(&app, &school.juan_session, &id, "essay.docx", &docx()).await;
    assert_eq!(document.status, StatusCode::CREATED, "{}", document.body);
    assert!(document.body["work"]["files"][1]["file"].as_str().unwrap().ends_with(".docx"), "{}", document.body);
    let page = add_file(&app, &school.juan_session, &id, "essay.pdf", samples::HTML).await;
    assert_eq!(page.status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{}", page.body);
    assert_eq!(
        page.body["message"],
        "Hand in a photo (JPEG, PNG or WebP), a PDF, or a Word, Excel or PowerPoint file."
    );
    assert_eq!(work_rows(&app), (1, 2));
    assert_eq!(app.files_in("work").len(), 2);

    // Another student and a teacher of another subject may not read the photo; the student, the
    // piece's teacher, Juan's guardian and the administrator may.
    let file = photo.body["work"]["files"][0]["file"].as_str().unwrap().to_owned();
    let rosa = app.session_of(Role::Student, "student2@demo.lyceum.test").await;
    let guardian = app.session_of(Role::Guardian, GUARDIAN_EMAIL).await;
    let juans_guardian = {
        let mut conn = app.db.conn().unwrap();
        let children: Vec<String> = guardian_students::table
            .inner_join(guardians::table)
            .filter(guardians::email.eq(GUARDIAN_EMAIL))
            .select(guardian_students::student_id)
            .load(&mut conn)
            .unwrap();
        children.contains(&school.juan)
    };
    let guardian_may = if juans_guardian { StatusCode::OK } else { StatusCode::FORBIDDEN };
    for (session, expected) in [
        (&school.juan_session, StatusCode::OK),
        (&school.maria, StatusCode::OK),
        (&school.admin, StatusCode::OK),
        (&guardian, guardian_may),
        (&rosa, StatusCode::FORBIDDEN),
        (&school.jose, StatusCode::FORBIDDEN),
    ] {
        app.set_cookie(Some(session.clone()));
        let (status, _, _) = app.download(&file).await;
        assert_eq!(status, expected, "download by {session}");
    }

    // The site's own review page may frame it (a PDF shown in the page); no one else.
    app.set_cookie(Some(school.maria.clone()));
    let (_, headers, _) = app.download(&file).await;
    let header = |name: &str| headers.get(name).and_then(|value| value.to_str().ok()).map(str::to_owned);
    assert_eq!(header("content-security-policy").as_deref(), Some("frame-ancestors 'self'"));
    assert_eq!(header("x-frame-options").as_deref(), Some("SAMEORIGIN"));

    // Turned in with an answer: done, not late; turning in again or changing it is refused.
    let body = json!({ "assignmentID": id, "answer": "  Page 4: 12, 15, 18.  " });
    let turned = post(&app, &school.juan_session, "/api/students/turn-in", body.clone()).await;
    assert_eq!(turned.status, StatusCode::OK, "{}", turned.body);
    assert_eq!(
        (&turned.body["work"]["status"], &turned.body["work"]["late"], &turned.body["work"]["answer"]),
        (&json!("turnedIn"), &json!(false), &json!("Page 4: 12, 15, 18."))
    );
    let listed = get(&app, &school.juan_session, "/api/students/classwork").await;
    assert_eq!(
        (listed.body["todo"].as_array().unwrap().len(), listed.body["done"][0]["_id"].as_str()),
        (0, Some(id.as_str()))
    );
    // The list shows the work's own files, oldest first, as the piece's answer does.
    assert_eq!(listed.body["done"][0]["work"]["files"], turned.body["work"]["files"], "{}", listed.body);
    assert_eq!(listed.body["done"][0]["work"]["files"].as_array().map(Vec::len), Some(2), "{}", listed.body);
    let again = post(&app, &school.juan_session, "/api/students/turn-in", body).await;
    assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.body);
    assert_eq!(again.body["message"], "You have turned this in; unsubmit it to change your work.");
    let more = add_file(&app, &school.juan_session, &id, "more.pdf", samples::PDF).await;
    assert_eq!(more.status, StatusCode::CONFLICT, "{}", more.body);
    let file_id = turned.body["work"]["files"][0]["_id"].clone();
    let removal = json!({ "assignmentID": id, "fileID": file_id });
    let removed = post(&app, &school.juan_session, "/api/students/remove-work-file", removal.clone()).await;
    assert_eq!(removed.status, StatusCode::CONFLICT, "{}", removed.body);
    assert_eq!((work_rows(&app), app.files_in("work").len()), ((1, 2), 2));

    // Taken back, a file removed (from the disk too), turned in again.
    let back = post(&app, &school.juan_session, "/api/students/unsubmit", json!({ "assignmentID": id })).await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.body);
    assert_eq!(back.body["work"]["status"], "assigned");
    let removed = post(&app, &school.juan_session, "/api/students/remove-work-file", removal.clone()).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert_eq!(removed.body["work"]["files"].as_array().unwrap().len(), 1);
    assert_eq!((work_rows(&app), app.files_in("work").len()), ((1, 1), 1));
    let gone = post(&app, &school.juan_session, "/api/students/remove-work-file", removal).await;
    assert_eq!(gone.status, StatusCode::NOT_FOUND, "{}", gone.body);
    let not_in = post(&app, &school.juan_session, "/api/students/unsubmit", json!({ "assignmentID": id })).await;
    assert_eq!(not_in.status, StatusCode::CONFLICT, "{}", not_in.body);

    // A student outside the section may neither hand in nor add a file; a teacher may not call
    // a student's route; an id that is no classwork is gone.
    {
        let mut conn = app.db.conn().unwrap();
        diesel::update(students::table.find(&school.rosa))
            .set(students::section_id.eq(None::<String>))
            .execute(&mut conn)
            .unwrap();
    }
    let outside = post(&app, &rosa, "/api/students/turn-in", json!({ "assignmentID": id, "answer": "Mine" })).await;
    assert_eq!(outside.status, StatusCode::FORBIDDEN, "{}", outside.body);
    assert_eq!(outside.body["message"], "This classwork is not for your class.");
    let outside = add_file(&app, &rosa, &id, "mine.pdf", samples::PDF).await;
    assert_eq!(outside.status, StatusCode::FORBIDDEN, "{}", outside.body);
    let teacher =
        post(&app, &school.maria, "/api/students/turn-in", json!({ "assignmentID": id, "answer": "x" })).await;
    assert!(teacher.status.is_client_error(), "{}", teacher.status);
    let unknown = json!({ "assignmentID": "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b", "answer": "x" });
    let unknown = post(&app, &school.juan_session, "/api/students/turn-in", unknown).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND, "{}", unknown.body);
    assert_eq!((work_rows(&app), app.files_in("work").len()), ((1, 1), 1));

    // Classwork not yet shown takes no work.
    let later = posted(&app, &school, (24, 48, true)).await;
    let early =
        post(&app, &school.juan_session, "/api/students/turn-in", json!({ "assignmentID": later, "answer": "x" }))
            .await;
    assert_eq!(early.status, StatusCode::NOT_FOUND, "{}", early.body);

    // Deleting the classwork deletes the work and its files.
    let deleted = post(&app, &school.maria, "/api/teachers/delete-classwork", json!({ "id": id })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!((work_rows(&app), app.files_in("work").len()), ((0, 0), 0));
}

async fn late_work_is_marked_and_closed_work_is_refused(app: TestApp) {
    let school = grade_school(&app).await;
    let late = posted(&app, &school, (-72, -24, true)).await;
    let closed = posted(&app, &school, (-72, -24, false)).await;
    let listed = get(&app, &school.juan_session, "/api/students/classwork").await;
    assert_eq!(listed.body["missing"].as_array().unwrap().len(), 2, "{}", listed.body);

    let turned =
        post(&app, &school.juan_session, "/api/students/turn-in", json!({ "assignmentID": late, "answer": "Sorry" }))
            .await;
    assert_eq!(turned.status, StatusCode::OK, "{}", turned.body);
    assert_eq!((&turned.body["work"]["status"], &turned.body["work"]["late"]), (&json!("turnedIn"), &json!(true)));
    // Past due, work turned in stays turned in.
    let back = post(&app, &school.juan_session, "/api/students/unsubmit", json!({ "assignmentID": late })).await;
    assert_eq!(back.status, StatusCode::CONFLICT, "{}", back.body);
    assert_eq!(back.body["message"], "It is past due: work turned in stays turned in.");

    let refused =
        post(&app, &school.juan_session, "/api/students/turn-in", json!({ "assignmentID": closed, "answer": "Sorry" }))
            .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert!(refused.body["message"].as_str().unwrap().ends_with("and takes no late work."), "{}", refused.body);
    let file = add_file(&app, &school.juan_session, &closed, "late.pdf", samples::PDF).await;
    assert_eq!(file.status, StatusCode::CONFLICT, "{}", file.body);
    assert_eq!((work_rows(&app), app.files_in("work").len()), ((1, 0), 0));

    let listed = get(&app, &school.juan_session, "/api/students/classwork").await;
    assert_eq!(work(&listed.body["done"], &late)["late"], true, "{}", listed.body);
    assert_eq!(work(&listed.body["missing"], &closed)["status"], "assigned", "{}", listed.body);
}

async fn two_turn_ins_at_once_make_one(app: TestApp) {
    let school = grade_school(&app).await;
    let id = posted(&app, &school, (0, 48, true)).await;
    let body = json!({ "assignmentID": id, "answer": "Done" });
    let (first, second) = futures_util::future::join(
        post(&app, &school.juan_session, "/api/students/turn-in", body.clone()),
        post(&app, &school.juan_session, "/api/students/turn-in", body),
    )
    .await;
    let mut statuses = [first.status, second.status];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT], "{} / {}", first.body, second.body);
    assert_eq!(work_rows(&app), (1, 0));
}

async fn files_over_the_limit_or_the_quota_are_refused_with_nothing_kept(app: TestApp) {
    let school = grade_school(&app).await;
    let id = posted(&app, &school, (0, 48, true)).await;
    let large = add_file(&app, &school.juan_session, &id, "scan.pdf", &pdf_of(1024 * 1024 + 1)).await;
    assert_eq!(large.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", large.body);
    assert_eq!(large.body["message"], "The file is larger than 1 MB.");
    assert_eq!((work_rows(&app), app.files_in("work").len()), ((0, 0), 0));
    for _ in 0..2 {
        let kept = add_file(&app, &school.juan_session, &id, "scan.pdf", &pdf_of(900 * 1024)).await;
        assert_eq!(kept.status, StatusCode::CREATED, "{}", kept.body);
    }
    let over = add_file(&app, &school.juan_session, &id, "scan.pdf", &pdf_of(900 * 1024)).await;
    assert_eq!(over.status, StatusCode::CONFLICT, "{}", over.body);
    assert_eq!(
        over.body["message"],
        "Your handed-in files take 1.8 MB of the 2.5 MB each student may keep; this file (0.9 MB) does not fit."
    );
    assert_eq!((work_rows(&app), app.files_in("work").len()), ((1, 2), 2));
    // What was kept is whole.
    let listed = get(&app, &school.juan_session, "/api/students/classwork").await;
    let file = work(&listed.body["todo"], &id)["files"][1]["file"].as_str().unwrap().to_owned();
    app.set_cookie(Some(school.juan_session.clone()));
    let (status, _, bytes) = app.download(&file).await;
    assert_eq!((status, bytes), (StatusCode::OK, pdf_of(900 * 1024)));
}
