//! The must-change-password gate and `POST /api/password`.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::{TestApp, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    an_account_on_its_default_password_can_do_nothing_but_set_its_own,
    a_wrong_current_password_or_a_short_new_one_changes_nothing,
    a_new_password_signs_the_account_out_everywhere_else,
);

async fn an_account_on_its_default_password_can_do_nothing_but_set_its_own(app: TestApp) {
    app.require_password_change(Role::Teacher, TEACHER_EMAIL);
    let login = app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await;
    assert_eq!(login.status, StatusCode::OK);
    assert_eq!(login.body["must_change_password"], true);

    let blocked = app.get("/api/teachers/get-all-students").await;
    assert_eq!(blocked.status, StatusCode::FORBIDDEN);
    assert_eq!(blocked.body["code"], "password_change_required");
    // The session itself still answers, so the UI can ask for the new password.
    let session = app.get("/api/session").await;
    assert_eq!(session.status, StatusCode::OK);
    assert_eq!(session.body["user"]["must_change_password"], true);

    let changed =
        app.post("/api/password", json!({ "current_password": PASSWORD, "new_password": "my-own-secret-9" })).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    assert_eq!(app.get("/api/teachers/get-all-students").await.status, StatusCode::OK);
    assert_eq!(app.get("/api/session").await.body["user"]["must_change_password"], false);

    app.forget_cookie();
    assert_eq!(app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await.status, StatusCode::UNAUTHORIZED);
    let again = app.login(Role::Teacher, TEACHER_EMAIL, "my-own-secret-9").await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(again.body["must_change_password"], false);
}

async fn a_wrong_current_password_or_a_short_new_one_changes_nothing(app: TestApp) {
    let elsewhere = app.session_of(Role::Student, STUDENT_EMAIL).await;
    app.sign_in_as(Role::Student).await;
    let wrong = app
        .post("/api/password", json!({ "current_password": "not-it-at-all", "new_password": "long-enough-1" }))
        .await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST);
    assert!(wrong.body["errors"]["current_password"].is_string());

    let short = app.post("/api/password", json!({ "current_password": PASSWORD, "new_password": "short" })).await;
    assert_eq!(short.status, StatusCode::BAD_REQUEST);
    assert_eq!(short.body["errors"]["new_password"], "Use at least 8 characters.");

    let same = app.post("/api/password", json!({ "current_password": PASSWORD, "new_password": PASSWORD })).await;
    assert_eq!(same.status, StatusCode::BAD_REQUEST);
    assert!(same.body["errors"]["new_password"].is_string());

    let default =
        app.post("/api/password", json!({ "current_password": PASSWORD, "new_password": "Lyceum@2023" })).await;
    assert_eq!(default.status, StatusCode::BAD_REQUEST);

    // A refused change signs nobody out.
    app.set_cookie(Some(elsewhere));
    assert_eq!(app.get("/api/session").await.status, StatusCode::OK);
    app.forget_cookie();
    assert_eq!(app.login(Role::Student, "student1@demo.lyceum.test", PASSWORD).await.status, StatusCode::OK);
}

async fn a_new_password_signs_the_account_out_everywhere_else(app: TestApp) {
    let laptop = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let tablet = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let classmate = app.session_of(Role::Student, "student2@demo.lyceum.test").await;
    let phone = app.session_of(Role::Student, STUDENT_EMAIL).await;

    let changed =
        app.post("/api/password", json!({ "current_password": PASSWORD, "new_password": "my-own-secret-9" })).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    assert_eq!(changed.body["message"], "Password updated.");

    // The browser that changed it stays signed in; it keeps its cookie.
    assert_eq!(app.cookie().as_deref(), Some(phone.as_str()));
    let session = app.get("/api/session").await;
    assert_eq!(session.status, StatusCode::OK, "{}", session.body);
    assert_eq!(session.body["user"]["email"], STUDENT_EMAIL);
    assert_eq!(app.get("/api/students/get-all-teachers").await.status, StatusCode::OK);

    // Every other browser of the account is signed out.
    for (device, token) in [("laptop", &laptop), ("tablet", &tablet)] {
        app.set_cookie(Some(token.clone()));
        let refused = app.get("/api/session").await;
        assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{device}: {}", refused.body);
        assert_eq!(app.get("/api/students/get-all-teachers").await.status, StatusCode::UNAUTHORIZED, "{device}");
    }
    // Another account's session is untouched.
    app.set_cookie(Some(classmate));
    let other = app.get("/api/session").await;
    assert_eq!(other.status, StatusCode::OK);
    assert_eq!(other.body["user"]["email"], "student2@demo.lyceum.test");

    // Signing in again takes the new password.
    app.forget_cookie();
    assert_eq!(app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.login(Role::Student, STUDENT_EMAIL, "my-own-secret-9").await.status, StatusCode::OK);
}
