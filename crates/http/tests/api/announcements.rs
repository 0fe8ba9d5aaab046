//! Announcements to a class: a teacher of the section posts to its students, their guardians or
//! both; each recipient is told live and finds it in their stream; bad input changes nothing.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{announcement_files, announcements, guardian_students, guardians};
use serde_json::{json, Value};

use crate::grades::{audited, get, grade_school, post};
use crate::helpers::{samples, TestApp};
use crate::notifications::{notification, told};

crate::on_every_backend!(
    an_announcement_reaches_the_students_and_guardians_chosen_live_and_in_their_streams,
    an_announcements_files_reach_only_those_it_went_to,
);

fn rows(app: &TestApp) -> i64 {
    announcements::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

/// A session of the first guardian of Juan.
async fn juans_guardian(app: &TestApp, juan: &str) -> String {
    let email: String = guardian_students::table
        .inner_join(guardians::table)
        .filter(guardian_students::student_id.eq(juan))
        .select(guardians::email)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    app.session_of(Role::Guardian, &email).await
}

async fn an_announcement_reaches_the_students_and_guardians_chosen_live_and_in_their_streams(app: TestApp) {
    let school = grade_school(&app).await;
    let guardian = juans_guardian(&app, &school.juan).await;
    let (mut student_socket, mut guardian_socket) =
        (app.socket_of(&school.juan_session).await, app.socket_of(&guardian).await);

    // Bad input: no such audience, no text, a class that is not the teacher's.
    let form = json!({ "sectionID": school.section, "audience": "both",
                       "body": "<p>Field trip on <b>Friday</b>.</p><script>alert(1)</script>" });
    for (change, field) in [("audience", json!("everyone")), ("body", json!("<p> </p>"))] {
        let mut bad = form.clone();
        bad[change] = field;
        let refused = post(&app, &school.maria, "/api/teachers/announcements", bad).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
        assert!(refused.body["errors"][change].is_string(), "{}", refused.body);
    }
    let mut elsewhere = form.clone();
    elsewhere["sectionID"] = json!("0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b");
    let refused = post(&app, &school.maria, "/api/teachers/announcements", elsewhere).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    let refused = post(&app, &school.juan_session, "/api/teachers/announcements", form.clone()).await;
    assert!(refused.status.is_client_error(), "{}", refused.status);
    assert_eq!(rows(&app), 0);

    // To both: the student and the guardian are told live; the text comes sanitised.
    let posted = post(&app, &school.maria, "/api/teachers/announcements", form).await;
    assert_eq!(posted.status, StatusCode::CREATED, "{}", posted.body);
    assert!(!posted.body["body"].as_str().unwrap().contains("script"), "{}", posted.body);
    for socket in [&mut student_socket, &mut guardian_socket] {
        let notice = told(socket).await;
        assert!(notice["title"].as_str().unwrap().starts_with("Announcement: "), "{notice}");
        assert_eq!(notice["body"], "Field trip on Friday .", "{notice}");
    }
    // To guardians only: the student is not told.
    let only = json!({ "sectionID": school.section, "audience": "guardians", "body": "<p>Fees are due.</p>" });
    let posted = post(&app, &school.jose, "/api/teachers/announcements", only).await;
    assert_eq!(posted.status, StatusCode::CREATED, "{}", posted.body);
    assert!(told(&mut guardian_socket).await["body"] == "Fees are due.");
    assert!(notification(&mut student_socket, 500).await.is_none(), "the student was not among those told");

    // Each stream holds what went to its reader, newest first.
    let mine = get(&app, &school.juan_session, "/api/students/announcements").await;
    assert_eq!(mine.body["announcements"].as_array().unwrap().len(), 1, "{}", mine.body);
    let theirs = get(&app, &guardian, &format!("/api/guardians/children/{}/announcements", school.juan)).await;
    let audiences: Vec<&str> =
        theirs.body["announcements"].as_array().unwrap().iter().map(|a| a["audience"].as_str().unwrap()).collect();
    assert_eq!(audiences, ["guardians", "both"], "{}", theirs.body);
    let stream = get(&app, &school.maria, &format!("/api/teachers/announcements?sectionID={}", school.section)).await;
    assert_eq!(stream.body["announcements"].as_array().unwrap().len(), 2, "{}", stream.body);
    assert_eq!(stream.body["announcements"][1]["teacher"].as_str().map(str::is_empty), Some(false));
    assert_eq!(audited(&app, &school.admin, "announcement posted").await.len(), 2);
}

/// Whether `token` may download the stored file `path`.
async fn may_download(app: &TestApp, token: &str, path: &str) -> bool {
    app.set_cookie(Some(token.to_owned()));
    let (status, _, body) = app.download(path).await;
    assert!(status == StatusCode::OK || status.is_client_error(), "{status}");
    status == StatusCode::OK && body == samples::PDF
}

async fn an_announcements_files_reach_only_those_it_went_to(app: TestApp) {
    let school = grade_school(&app).await;
    let guardian = juans_guardian(&app, &school.juan).await;
    app.set_cookie(Some(school.jose.clone()));
    let joses = app.upload_ok("/api/subjectUpload", "file", "lab.pdf", samples::PDF).await;
    app.set_cookie(Some(school.maria.clone()));
    let slip = app.upload_ok("/api/subjectUpload", "file", "permission slip.pdf", samples::PDF).await;
    let photo = app.upload_ok("/api/upload", "image", "me.png", samples::PNG).await;
    let form = |audience: &str, files: Value| json!({ "sectionID": school.section, "audience": audience, "body": "<p>Field trip.</p>", "attachedFiles": files });

    // Another teacher's upload, an image, a path never uploaded, too many files: refused, nothing kept.
    let never = "/api/files/subjects/0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b.pdf";
    let eleven = Value::from(vec![slip.clone(); 11]);
    for files in [json!([joses]), json!([photo]), json!([never]), json!([slip, 7]), eleven] {
        let refused = post(&app, &school.maria, "/api/teachers/announcements", form("both", files.clone())).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{files}: {}", refused.body);
        if files.as_array().is_some_and(|f| f.iter().all(Value::is_string)) {
            assert!(refused.body["errors"]["attachedFiles"].is_string(), "{}", refused.body);
        }
    }
    let kept = || announcements::table.count().get_result::<i64>(&mut app.db.conn().unwrap()).unwrap();
    let files = || announcement_files::table.count().get_result::<i64>(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!((kept(), files()), (0, 0));

    // To guardians: the guardian downloads the slip, the student does not.
    let posted = post(&app, &school.maria, "/api/teachers/announcements", form("guardians", json!([slip]))).await;
    assert_eq!(posted.status, StatusCode::CREATED, "{}", posted.body);
    assert_eq!(posted.body["files"][0]["name"], "permission slip.pdf", "{}", posted.body);
    assert_eq!(posted.body["files"][0]["file"], slip.as_str());
    assert!(may_download(&app, &guardian, &slip).await);
    assert!(!may_download(&app, &school.juan_session, &slip).await);
    assert!(!may_download(&app, &school.jose, &slip).await, "another teacher of the section did not post it");
    // An attached file is not attached again.
    let again = post(&app, &school.maria, "/api/teachers/announcements", form("both", json!([slip]))).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "{}", again.body);

    // To students: the student downloads it and finds it in their stream; the guardian does not.
    app.set_cookie(Some(school.maria.clone()));
    let reading = app.upload_ok("/api/subjectUpload", "file", "reading.pdf", samples::PDF).await;
    let posted = post(&app, &school.maria, "/api/teachers/announcements", form("students", json!([reading]))).await;
    assert_eq!(posted.status, StatusCode::CREATED, "{}", posted.body);
    assert!(may_download(&app, &school.juan_session, &reading).await);
    assert!(!may_download(&app, &guardian, &reading).await);
    let stream = get(&app, &school.juan_session, "/api/students/announcements").await;
    assert_eq!(stream.body["announcements"][0]["files"][0]["name"], "reading.pdf", "{}", stream.body);
    let theirs = get(&app, &guardian, &format!("/api/guardians/children/{}/announcements", school.juan)).await;
    assert_eq!(theirs.body["announcements"][0]["files"][0]["name"], "permission slip.pdf", "{}", theirs.body);
    assert_eq!((kept(), files()), (2, 2));
}
