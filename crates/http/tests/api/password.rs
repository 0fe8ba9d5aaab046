//! The must-change-password gate and `POST /api/password`.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::{TestApp, PASSWORD, TEACHER_EMAIL};

crate::on_every_backend!(
    an_account_on_its_default_password_can_do_nothing_but_set_its_own,
    a_wrong_current_password_or_a_short_new_one_changes_nothing,
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

    app.forget_cookie();
    assert_eq!(app.login(Role::Student, "student1@demo.lyceum.test", PASSWORD).await.status, StatusCode::OK);
}
