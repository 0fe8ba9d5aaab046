//! Sessions and the news feed are kept in memory between calls; whatever ends a session or
//! changes the feed on this server shows on the very next call. Each scenario first uses the
//! cookie, so the session is held, then ends it and tries the old cookie at once.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::{TestApp, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_signed_out_cookie_is_refused_at_once,
    a_new_password_refuses_the_other_cookies_at_once,
    an_admin_reset_refuses_the_old_cookie_at_once,
    a_deleted_account_is_refused_at_once,
    a_session_that_must_change_its_password_stays_restricted,
    news_writes_show_in_the_feed_at_once,
);

/// Calls that any session, or a student's, uses on every page.
const STUDENT_READS: [&str; 2] = ["/api/session", "/api/admins/get-news-updates"];

/// Uses `token` on each read, so the server holds the session, and checks each answers 200.
async fn use_cookie(app: &TestApp, token: &str, reads: &[&str]) {
    for _ in 0..2 {
        for path in reads {
            let answer = app.call_as(token, "GET", path, None).await;
            assert_eq!(answer.status, StatusCode::OK, "{path}: {}", answer.body);
        }
    }
}

async fn assert_refused(app: &TestApp, token: &str, reads: &[&str]) {
    for path in reads {
        let answer = app.call_as(token, "GET", path, None).await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{path}: {}", answer.body);
        assert!(!answer.message().is_empty(), "{path} says why");
    }
}

async fn a_signed_out_cookie_is_refused_at_once(app: TestApp) {
    let token = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let other = app.session_of(Role::Student, STUDENT_EMAIL).await;
    use_cookie(&app, &token, &STUDENT_READS).await;
    use_cookie(&app, &other, &STUDENT_READS).await;

    let out = app.call_as(&token, "POST", "/api/logout", None).await;
    assert_eq!(out.status, StatusCode::OK, "{}", out.body);
    assert_refused(&app, &token, &STUDENT_READS).await;
    assert_refused(&app, &token, &["/api/students/get-all-teachers"]).await;
    // The same account's other browser stays signed in.
    use_cookie(&app, &other, &STUDENT_READS).await;
}

async fn a_new_password_refuses_the_other_cookies_at_once(app: TestApp) {
    let laptop = app.session_of(Role::Teacher, TEACHER_EMAIL).await;
    let phone = app.session_of(Role::Teacher, TEACHER_EMAIL).await;
    let reads = ["/api/session", "/api/admins/get-news-updates", "/api/teachers/get-all-students"];
    use_cookie(&app, &laptop, &reads).await;
    use_cookie(&app, &phone, &reads).await;

    let body = json!({ "current_password": PASSWORD, "new_password": "my-own-secret-9" });
    let changed = app.call_as(&phone, "POST", "/api/password", Some(body)).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    assert_refused(&app, &laptop, &reads).await;
    use_cookie(&app, &phone, &reads).await;
}

async fn an_admin_reset_refuses_the_old_cookie_at_once(app: TestApp) {
    let login = app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await;
    let student_id = login.body["_id"].as_str().expect("the student's id").to_owned();
    let token = app.cookie().expect("a session cookie");
    use_cookie(&app, &token, &STUDENT_READS).await;

    let admin = app.session_of(Role::Admin, crate::helpers::ADMIN_EMAIL).await;
    let reset =
        app.call_as(&admin, "POST", "/api/admins/reset-password", Some(json!({ "role": "student", "id": student_id })));
    let reset = reset.await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
    assert_refused(&app, &token, &STUDENT_READS).await;
    // The administrator's own session is untouched.
    use_cookie(&app, &admin, &["/api/session", "/api/admins/get-students"]).await;
}

async fn a_deleted_account_is_refused_at_once(app: TestApp) {
    let student = app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await;
    let student_id = student.body["_id"].as_str().expect("the student's id").to_owned();
    let student_token = app.cookie().expect("a session cookie");
    let teacher = app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await;
    let teacher_id = teacher.body["_id"].as_str().expect("the teacher's id").to_owned();
    let teacher_token = app.cookie().expect("a session cookie");
    use_cookie(&app, &student_token, &STUDENT_READS).await;
    use_cookie(&app, &teacher_token, &STUDENT_READS).await;

    let admin = app.session_of(Role::Admin, crate::helpers::ADMIN_EMAIL).await;
    let deleted = app.call_as(&admin, "POST", "/api/admins/delete-student", Some(json!({ "ids": [student_id] }))).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_refused(&app, &student_token, &STUDENT_READS).await;
    use_cookie(&app, &teacher_token, &STUDENT_READS).await;

    let deleted = app.call_as(&admin, "POST", "/api/admins/delete-teacher", Some(json!({ "ids": [teacher_id] }))).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_refused(&app, &teacher_token, &STUDENT_READS).await;
}

async fn a_session_that_must_change_its_password_stays_restricted(app: TestApp) {
    let login = app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await;
    let student_id = login.body["_id"].as_str().expect("the student's id").to_owned();
    let admin = app.session_of(Role::Admin, crate::helpers::ADMIN_EMAIL).await;
    let reset =
        app.call_as(&admin, "POST", "/api/admins/reset-password", Some(json!({ "role": "student", "id": student_id })));
    assert_eq!(reset.await.status, StatusCode::OK);

    app.forget_cookie();
    let again = app.login(Role::Student, STUDENT_EMAIL, "Lyceum@2023").await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.body);
    let token = app.cookie().expect("a session cookie");
    // However often it asks, the session answers and everything else stays closed.
    for _ in 0..3 {
        let session = app.call_as(&token, "GET", "/api/session", None).await;
        assert_eq!(session.status, StatusCode::OK);
        assert_eq!(session.body["user"]["must_change_password"], true);
        for path in ["/api/admins/get-news-updates", "/api/students/get-all-teachers"] {
            let blocked = app.call_as(&token, "GET", path, None).await;
            assert_eq!(blocked.status, StatusCode::FORBIDDEN, "{path}: {}", blocked.body);
            assert_eq!(blocked.body["code"], "password_change_required");
        }
    }

    // Setting its own password opens the same session at once.
    let body = json!({ "current_password": "Lyceum@2023", "new_password": "my-own-secret-9" });
    let changed = app.call_as(&token, "POST", "/api/password", Some(body)).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    use_cookie(&app, &token, &["/api/admins/get-news-updates", "/api/students/get-all-teachers"]).await;
}

async fn news_writes_show_in_the_feed_at_once(app: TestApp) {
    let student = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let admin = app.session_of(Role::Admin, crate::helpers::ADMIN_EMAIL).await;
    let feed = || async { app.call_as(&student, "GET", "/api/admins/get-news-updates", None).await.body };
    assert_eq!(feed().await, json!([]));

    let created = app.call_as(
        &admin,
        "POST",
        "/api/admins/create-news-updates",
        Some(json!({ "text": "<p>Exams on Monday</p>" })),
    );
    let created = created.await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["_id"].as_str().expect("the item's id").to_owned();
    assert_eq!(feed().await[0]["text"], "<p>Exams on Monday</p>");

    let edit = json!({ "id": id, "text": "<p>Exams on Tuesday</p>" });
    let edited = app.call_as(&admin, "POST", "/api/admins/edit-news-updates", Some(edit)).await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.body);
    assert_eq!(feed().await[0]["text"], "<p>Exams on Tuesday</p>");
    assert_eq!(feed().await, app.call_as(&admin, "GET", "/api/admins/get-news-updates", None).await.body);

    let deleted = app.call_as(&admin, "POST", "/api/admins/delete-news-updates", Some(json!({ "id": id }))).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(feed().await, json!([]));
}
