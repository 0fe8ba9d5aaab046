//! `POST /api/logout-everywhere` ('Sign out everywhere'), and the live sockets a password
//! change or signing out everywhere closes.

use actix_web::http::StatusCode;
use awc::ws::CloseCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::{TestApp, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    signing_out_everywhere_ends_every_session_of_the_account_and_closes_its_sockets,
    every_role_may_sign_out_everywhere_but_only_when_signed_in,
    a_password_change_closes_the_sockets_of_the_other_sessions_at_once,
);

const ENDED: &str = "Your session has ended. Please sign in again.";

async fn signing_out_everywhere_ends_every_session_of_the_account_and_closes_its_sockets(app: TestApp) {
    let laptop = app.session_of(Role::Teacher, TEACHER_EMAIL).await;
    let mut laptop_socket = app.socket_of(&laptop).await;
    let classmate = app.session_of(Role::Teacher, "teacher2@demo.lyceum.test").await;
    let mut classmate_socket = app.socket_of(&classmate).await;
    let phone = app.session_of(Role::Teacher, TEACHER_EMAIL).await;
    let mut phone_socket = app.socket_of(&phone).await;

    let out = app.post("/api/logout-everywhere", json!({})).await;
    assert_eq!(out.status, StatusCode::OK, "{}", out.body);
    assert_eq!(out.message(), "Signed out everywhere.");
    let cookie = out.set_cookie.expect("the cookie is cleared");
    assert!(cookie.starts_with("lyceum_session=;") || cookie.contains("Max-Age=0"), "{cookie}");
    assert_eq!(app.cookie(), None);

    // Both browsers' sockets close at once, this one's included.
    for socket in [&mut laptop_socket, &mut phone_socket] {
        let reason = socket.close_reason().await;
        assert_eq!(reason.code, CloseCode::Policy);
        assert_eq!(reason.description.as_deref(), Some(ENDED));
    }
    for token in [&laptop, &phone] {
        assert_eq!(app.call_as(token, "GET", "/api/session", None).await.status, StatusCode::UNAUTHORIZED);
        assert_eq!(
            app.call_as(token, "GET", "/api/teachers/conversations", None).await.status,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(app.open_socket(Some(token), None).await.err(), Some(StatusCode::UNAUTHORIZED));
    }
    // Another account keeps its session and its socket.
    assert_eq!(app.call_as(&classmate, "GET", "/api/session", None).await.status, StatusCode::OK);
    classmate_socket.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(classmate_socket.next_of("pong").await, serde_json::Value::Null);

    // The password is unchanged: signing in again works.
    assert_eq!(app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await.status, StatusCode::OK);
    let log =
        app.call_as(&admin_token(&app).await, "GET", "/api/admins/audit-log?action=sign-out%20everywhere", None).await;
    assert_eq!(log.status, StatusCode::OK);
    assert!(log.body["entries"].as_array().unwrap().iter().any(|e| e["action"] == "sign-out everywhere"));
}

async fn admin_token(app: &TestApp) -> String {
    app.session_of(Role::Admin, crate::helpers::ADMIN_EMAIL).await
}

async fn every_role_may_sign_out_everywhere_but_only_when_signed_in(app: TestApp) {
    assert_eq!(app.post("/api/logout-everywhere", json!({})).await.status, StatusCode::UNAUTHORIZED);
    for role in [Role::Admin, Role::Teacher, Role::Student] {
        let first = app.session_of(role, crate::helpers::email_of(role)).await;
        app.sign_in_as(role).await;
        let out = app.post("/api/logout-everywhere", json!({})).await;
        assert_eq!(out.status, StatusCode::OK, "{role}: {}", out.body);
        assert_eq!(app.call_as(&first, "GET", "/api/session", None).await.status, StatusCode::UNAUTHORIZED, "{role}");
    }
    // Even an account still on its starting password may sign out everywhere.
    app.require_password_change(Role::Student, STUDENT_EMAIL);
    app.sign_in_as(Role::Student).await;
    assert_eq!(app.post("/api/logout-everywhere", json!({})).await.status, StatusCode::OK);
    // Another site's page may not sign anyone out.
    app.sign_in_as(Role::Student).await;
    let cross = app.post_with_headers("/api/logout-everywhere", &[("Origin", "https://evil.example")], json!({})).await;
    assert_eq!(cross.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/session").await.status, StatusCode::OK);
}

async fn a_password_change_closes_the_sockets_of_the_other_sessions_at_once(app: TestApp) {
    let laptop = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let mut laptop_socket = app.socket_of(&laptop).await;
    let phone = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let mut phone_socket = app.socket_of(&phone).await;

    let changed =
        app.post("/api/password", json!({ "current_password": PASSWORD, "new_password": "my-own-secret-9" })).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);

    let reason = laptop_socket.close_reason().await;
    assert_eq!(reason.code, CloseCode::Policy);
    assert_eq!(reason.description.as_deref(), Some(ENDED));
    // The browser that changed it keeps its socket.
    phone_socket.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(phone_socket.next_of("pong").await, serde_json::Value::Null);
    assert_eq!(app.call_as(&phone, "GET", "/api/session", None).await.status, StatusCode::OK);
}
