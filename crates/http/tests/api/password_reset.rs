//! `POST /api/admins/reset-password`: back to the starting password, signed out everywhere.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::{TestApp, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_reset_puts_the_account_on_the_default_password_and_ends_its_sessions,
    a_reset_of_an_unknown_account_or_role_changes_nothing,
);

const DEFAULT_PASSWORD: &str = "Lyceum@2023";

async fn a_reset_puts_the_account_on_the_default_password_and_ends_its_sessions(app: TestApp) {
    let login = app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await;
    let student_id = login.body["_id"].as_str().expect("the student's id").to_owned();
    let laptop = app.cookie().expect("a session cookie");
    let mut socket = app.socket_of(&laptop).await;
    let classmate = app.session_of(Role::Student, "student2@demo.lyceum.test").await;

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let reset = app.post("/api/admins/reset-password", json!({ "role": "student", "id": student_id })).await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
    assert_eq!(reset.body["message"], "Password reset.");

    // The live socket of the ended session closes at once.
    socket.close_reason().await;
    app.set_cookie(Some(laptop));
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
    // Another account is untouched.
    app.set_cookie(Some(classmate));
    assert_eq!(app.get("/api/session").await.status, StatusCode::OK);

    app.forget_cookie();
    assert_eq!(app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await.status, StatusCode::UNAUTHORIZED);
    let again = app.login(Role::Student, STUDENT_EMAIL, DEFAULT_PASSWORD).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.body);
    assert_eq!(again.body["must_change_password"], true);
    assert_eq!(app.get("/api/students/get-all-teachers").await.status, StatusCode::FORBIDDEN);
}

async fn a_reset_of_an_unknown_account_or_role_changes_nothing(app: TestApp) {
    let teacher = app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await;
    let teacher_id = teacher.body["_id"].as_str().expect("the teacher's id").to_owned();
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    for (body, status, message) in [
        (json!({ "role": "teacher", "id": "no-such-id" }), StatusCode::NOT_FOUND, "This teacher does not exist."),
        (
            json!({ "role": "admin", "id": teacher_id }),
            StatusCode::BAD_REQUEST,
            "Role must be teacher, student or guardian.",
        ),
        (json!({ "role": "teacher", "id": " " }), StatusCode::BAD_REQUEST, "Choose the account to reset."),
    ] {
        let refused = app.post("/api/admins/reset-password", body.clone()).await;
        assert_eq!(refused.status, status, "{body}: {}", refused.body);
        assert_eq!(refused.message(), message);
    }
    app.forget_cookie();
    let still = app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await;
    assert_eq!(still.status, StatusCode::OK);
    assert_eq!(still.body["must_change_password"], false);
}
