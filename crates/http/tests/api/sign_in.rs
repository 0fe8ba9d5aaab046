//! Signing in, restoring the session, signing out, and throttling of failed attempts.

use actix_web::http::StatusCode;
use lyceum_domain::Role;

use diesel::prelude::*;
use lyceum_http::Settings;
use lyceum_persistence::schema::admins;

use crate::helpers::{email_of, spawn_app_with, Backend, TestApp, ADMIN_EMAIL, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    each_role_signs_in_and_gets_its_user_object_without_a_password_hash,
    the_session_cookie_is_http_only_and_same_site_lax,
    a_wrong_password_and_an_unknown_email_get_the_same_401,
    one_role_cannot_sign_in_on_another_roles_login,
    a_reload_restores_the_signed_in_user,
    logout_ends_the_session_on_the_server,
    repeated_failures_for_one_account_are_throttled,
);

crate::on_every_backend!(
    mod at_the_servers_cost with server_cost_11:
    a_sign_in_rehashes_a_cheaper_hash_at_the_servers_cost,
    a_wrong_password_on_a_cheap_hash_costs_what_an_unknown_email_does,
);

/// A server cost above the seeded accounts' 4, dear enough to measure.
fn server_cost_11(settings: &mut Settings) {
    settings.bcrypt_cost = 11;
}

fn admin_hash(app: &TestApp) -> String {
    admins::table
        .filter(admins::email.eq(ADMIN_EMAIL))
        .select(admins::password_hash)
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

async fn a_sign_in_rehashes_a_cheaper_hash_at_the_servers_cost(app: TestApp) {
    assert!(admin_hash(&app).starts_with("$2b$04$"), "seeded at cost 4");
    assert_eq!(app.login(Role::Admin, ADMIN_EMAIL, "not-the-password").await.status, StatusCode::UNAUTHORIZED);
    assert!(admin_hash(&app).starts_with("$2b$04$"), "a failed sign-in changes nothing");
    assert_eq!(app.login(Role::Admin, ADMIN_EMAIL, PASSWORD).await.status, StatusCode::OK);
    let rehashed = admin_hash(&app);
    assert!(rehashed.starts_with("$2b$11$"), "{rehashed}");
    assert!(bcrypt::verify(PASSWORD, &rehashed).unwrap());
    app.forget_cookie();
    assert_eq!(app.login(Role::Admin, ADMIN_EMAIL, PASSWORD).await.status, StatusCode::OK, "same password works");
    assert_eq!(admin_hash(&app), rehashed, "a hash at the server's cost is kept");
}

async fn a_wrong_password_on_a_cheap_hash_costs_what_an_unknown_email_does(app: TestApp) {
    // One bcrypt round at cost 11 takes well over 30 ms; a check at the seeded cost 4 about 1 ms.
    // Only a lower bound is asserted, which a busy machine cannot break.
    for (email, password) in [(TEACHER_EMAIL, "not-the-password"), ("nobody@lyceum.test", PASSWORD)] {
        let started = std::time::Instant::now();
        assert_eq!(app.login(Role::Teacher, email, password).await.status, StatusCode::UNAUTHORIZED);
        let took = started.elapsed();
        assert!(took >= std::time::Duration::from_millis(30), "{email}: {took:?}");
    }
}

async fn each_role_signs_in_and_gets_its_user_object_without_a_password_hash(app: TestApp) {
    let admin = app.login(Role::Admin, "  ADMIN@lyceum.test ", PASSWORD).await;
    assert_eq!(admin.status, StatusCode::OK);
    assert_eq!(admin.body["email"], "admin@lyceum.test");
    assert!(admin.body["_id"].as_str().is_some_and(|id| id.len() == 36));

    let teacher = app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await;
    assert_eq!(teacher.status, StatusCode::OK);
    assert_eq!(teacher.body["full_name"], "Maria Santos");
    assert_eq!(teacher.body["birthdate"], "1985-03-07");
    assert_eq!(teacher.body["advisoryClass"][0]["section"], "Rizal");
    assert_eq!(teacher.body["advisoryClass"][0]["level"], "Grade 7", "the level tells apart sections of one name");
    assert!(teacher.body["classes"].as_array().is_some_and(|c| !c.is_empty()));

    let student = app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await;
    assert_eq!(student.status, StatusCode::OK);
    assert_eq!(student.body["first_name"], "Juan");
    assert_eq!(student.body["section"], "Rizal");
    assert_eq!(student.body["level"], "Grade 7");
    assert_eq!(student.body["category"], "Junior High School");
    assert_eq!(student.body["parent_guardian"]["relationship"], "Mother");

    for answer in [&admin, &teacher, &student] {
        let text = answer.body.to_string();
        assert!(!text.contains("password_hash") && !text.contains("$2b$"), "hash leaked: {text}");
        assert_eq!(answer.body["must_change_password"], false);
    }
}

async fn the_session_cookie_is_http_only_and_same_site_lax(app: TestApp) {
    let answer = app.sign_in_as(Role::Student).await;
    let cookie = answer.set_cookie.expect("a session cookie");
    assert!(cookie.starts_with("lyceum_session="));
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(cookie.contains("Path=/"), "{cookie}");
}

async fn a_wrong_password_and_an_unknown_email_get_the_same_401(app: TestApp) {
    let wrong = app.login(Role::Admin, "admin@lyceum.test", "not-the-password").await;
    let unknown = app.login(Role::Admin, "nobody@lyceum.test", PASSWORD).await;
    for answer in [&wrong, &unknown] {
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
        assert_eq!(answer.message(), "Invalid email or password.");
        assert!(answer.set_cookie.is_none());
    }
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
}

async fn one_role_cannot_sign_in_on_another_roles_login(app: TestApp) {
    let answer = app.login(Role::Student, TEACHER_EMAIL, PASSWORD).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
    let answer = app.login(Role::Admin, STUDENT_EMAIL, PASSWORD).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
}

async fn a_reload_restores_the_signed_in_user(app: TestApp) {
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
    for role in [Role::Admin, Role::Teacher, Role::Student] {
        app.sign_in_as(role).await;
        let session = app.get("/api/session").await;
        assert_eq!(session.status, StatusCode::OK);
        assert_eq!(session.body["role"], role.as_str());
        assert_eq!(session.body["user"]["email"], email_of(role));
    }
}

async fn logout_ends_the_session_on_the_server(app: TestApp) {
    app.sign_in_as(Role::Teacher).await;
    let stolen = app.cookie();
    let answer = app.post("/api/logout", serde_json::json!({})).await;
    assert_eq!(answer.status, StatusCode::OK);
    assert!(answer.set_cookie.is_some_and(|c| c.contains("lyceum_session=;") || c.contains("Max-Age=0")));
    // Even a copy of the old cookie no longer works.
    app.set_cookie(stolen);
    let session = app.get("/api/session").await;
    assert_eq!(session.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/teachers/get-all-students").await.status, StatusCode::UNAUTHORIZED);
}

async fn repeated_failures_for_one_account_are_throttled(app: TestApp) {
    for _ in 0..5 {
        let answer = app.login(Role::Student, STUDENT_EMAIL, "guess-guess").await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
    }
    let locked = app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await;
    assert_eq!(locked.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(locked.message().starts_with("Too many failed sign-in attempts."), "{}", locked.message());
    assert!(locked.set_cookie.is_none());
    // Other accounts are not locked out by someone guessing this one.
    assert_eq!(app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await.status, StatusCode::OK);
}

#[actix_web::test]
async fn repeated_failures_from_one_address_are_throttled_across_accounts() {
    let app = spawn_app_with(Backend::Sqlite, |settings| settings.address_throttle.max_failures = 3).await.unwrap();
    for email in ["a@lyceum.test", "b@lyceum.test", "c@lyceum.test"] {
        assert_eq!(app.login(Role::Admin, email, "whatever-1").await.status, StatusCode::UNAUTHORIZED);
    }
    let answer = app.login(Role::Admin, "admin@lyceum.test", PASSWORD).await;
    assert_eq!(answer.status, StatusCode::TOO_MANY_REQUESTS);
}
