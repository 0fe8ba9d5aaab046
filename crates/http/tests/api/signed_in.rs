//! 'Where you're signed in': `GET /api/sessions`, `DELETE /api/sessions/{id}` and
//! `POST /api/sessions/end-others`.

use actix_web::http::StatusCode;
use awc::ws::CloseCode;
use lyceum_domain::Role;
use serde_json::{json, Value};

use crate::helpers::{TestApp, ADMIN_EMAIL, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    each_session_shows_its_device_browser_address_and_times_with_this_one_first,
    ending_one_session_signs_that_browser_out_at_once_and_no_other,
    ending_every_other_session_keeps_this_one,
    a_session_is_ended_only_by_its_own_account_and_only_when_signed_in,
);

crate::on_every_backend!(
    mod written_often with write_last_uses_often:
    when_a_session_was_last_used_is_written_in_a_batch_not_per_request,
);

fn write_last_uses_often(settings: &mut lyceum_http::Settings) {
    settings.last_uses_every = std::time::Duration::from_millis(200);
}

const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS: &str =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const ENDED: &str = "Your session has ended. Please sign in again.";

/// Signs in as `email` from a browser that says it is `user_agent`; answers the session token.
async fn sign_in_with(app: &TestApp, role: Role, email: &str, user_agent: &str) -> String {
    app.forget_cookie();
    let path = if role == Role::Student { "/api/students/login" } else { "/api/teachers/login" };
    let body = json!({ "email": email, "password": PASSWORD });
    let answer = app.post_with_headers(path, &[("User-Agent", user_agent)], body).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    app.cookie().expect("a session cookie")
}

async fn sessions_seen_by(app: &TestApp, token: &str) -> Vec<Value> {
    let listed = app.call_as(token, "GET", "/api/sessions", None).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    listed.body["sessions"].as_array().expect("a list of sessions").clone()
}

async fn each_session_shows_its_device_browser_address_and_times_with_this_one_first(app: TestApp) {
    let laptop = sign_in_with(&app, Role::Teacher, TEACHER_EMAIL, WINDOWS).await;
    let phone = sign_in_with(&app, Role::Teacher, TEACHER_EMAIL, IPHONE).await;
    // Another account's session is not among them.
    sign_in_with(&app, Role::Teacher, "teacher2@demo.lyceum.test", WINDOWS).await;
    // The laptop is used after it signed in.
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    assert_eq!(app.call_as(&laptop, "GET", "/api/session", None).await.status, StatusCode::OK);

    let seen = sessions_seen_by(&app, &phone).await;
    assert_eq!(seen.len(), 2, "{seen:?}");
    let (this, other) = (&seen[0], &seen[1]);
    assert_eq!(this["current"], true);
    assert_eq!((this["device"].as_str(), this["browser"].as_str()), (Some("iPhone"), Some("Safari")));
    assert_eq!(other["current"], false);
    assert_eq!((other["device"].as_str(), other["browser"].as_str()), (Some("Windows computer"), Some("Chrome")));
    assert_eq!(other["ip_address"], "127.0.0.1");
    let (started, used) = (other["started_at"].as_str().unwrap(), other["last_used_at"].as_str().unwrap());
    assert!(started.ends_with('Z') && used > started, "last used {used} after it started {started}");
    let ids: Vec<&str> = seen.iter().map(|s| s["id"].as_str().unwrap()).collect();
    assert!(ids[0] != ids[1] && ids.iter().all(|id| id.len() == 32), "{ids:?}");
    assert!(!ids.iter().any(|id| laptop.contains(id) || phone.contains(id)), "the id is not the cookie");
    // The laptop sees the same two, itself first.
    let from_laptop = sessions_seen_by(&app, &laptop).await;
    assert_eq!(from_laptop[0]["id"], other["id"]);
    assert_eq!(from_laptop[0]["current"], true);
}

async fn ending_one_session_signs_that_browser_out_at_once_and_no_other(app: TestApp) {
    let laptop = sign_in_with(&app, Role::Student, STUDENT_EMAIL, WINDOWS).await;
    let mut laptop_socket = app.socket_of(&laptop).await;
    let tablet = sign_in_with(&app, Role::Student, STUDENT_EMAIL, WINDOWS).await;
    let phone = sign_in_with(&app, Role::Student, STUDENT_EMAIL, IPHONE).await;
    let seen = sessions_seen_by(&app, &phone).await;
    assert_eq!(seen.len(), 3);
    let laptop_id = sessions_seen_by(&app, &laptop).await[0]["id"].as_str().unwrap().to_owned();

    let ended = app.call_as(&phone, "DELETE", &format!("/api/sessions/{laptop_id}"), None).await;
    assert_eq!(ended.status, StatusCode::OK, "{}", ended.body);
    assert_eq!(ended.body["message"], "Signed out of that session.");
    let reason = laptop_socket.close_reason().await;
    assert_eq!((reason.code, reason.description.as_deref()), (CloseCode::Policy, Some(ENDED)));
    assert_eq!(app.call_as(&laptop, "GET", "/api/session", None).await.status, StatusCode::UNAUTHORIZED);
    for kept in [&phone, &tablet] {
        assert_eq!(app.call_as(kept, "GET", "/api/session", None).await.status, StatusCode::OK);
    }
    assert_eq!(sessions_seen_by(&app, &phone).await.len(), 2);
    // Ended already: nothing to end.
    let again = app.call_as(&phone, "DELETE", &format!("/api/sessions/{laptop_id}"), None).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
    assert_eq!(again.body["message"], "That session has already ended.");

    // Ending this browser's own session signs it out and clears its cookie.
    app.set_cookie(Some(phone.clone()));
    let own = sessions_seen_by(&app, &phone).await[0]["id"].as_str().unwrap().to_owned();
    let out = app.delete(&format!("/api/sessions/{own}")).await;
    assert_eq!(out.status, StatusCode::OK, "{}", out.body);
    assert_eq!(app.cookie(), None, "the cookie is cleared");
    assert_eq!(app.call_as(&phone, "GET", "/api/session", None).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.call_as(&tablet, "GET", "/api/session", None).await.status, StatusCode::OK);

    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    let log = app.call_as(&admin, "GET", "/api/admins/audit-log?action=session%20ended", None).await;
    let entries = log.body["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 2, "{entries:?}");
    assert!(entries.iter().any(|e| e["detail"] == "Chrome on Windows computer"), "{entries:?}");
}

async fn ending_every_other_session_keeps_this_one(app: TestApp) {
    let laptop = sign_in_with(&app, Role::Teacher, TEACHER_EMAIL, WINDOWS).await;
    let mut laptop_socket = app.socket_of(&laptop).await;
    let tablet = sign_in_with(&app, Role::Teacher, TEACHER_EMAIL, WINDOWS).await;
    let classmate = sign_in_with(&app, Role::Teacher, "teacher2@demo.lyceum.test", WINDOWS).await;
    let phone = sign_in_with(&app, Role::Teacher, TEACHER_EMAIL, IPHONE).await;

    let out = app.post("/api/sessions/end-others", json!({})).await;
    assert_eq!(out.status, StatusCode::OK, "{}", out.body);
    assert_eq!(out.body["message"], "Signed out of every other session.");
    assert_eq!(app.cookie().as_deref(), Some(phone.as_str()), "this browser stays signed in");
    let reason = laptop_socket.close_reason().await;
    assert_eq!((reason.code, reason.description.as_deref()), (CloseCode::Policy, Some(ENDED)));
    for ended in [&laptop, &tablet] {
        assert_eq!(app.call_as(ended, "GET", "/api/session", None).await.status, StatusCode::UNAUTHORIZED);
    }
    for kept in [&phone, &classmate] {
        assert_eq!(app.call_as(kept, "GET", "/api/session", None).await.status, StatusCode::OK);
    }
    let seen = sessions_seen_by(&app, &phone).await;
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0]["current"], true);

    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    let log = app.call_as(&admin, "GET", "/api/admins/audit-log?action=other%20sessions%20ended", None).await;
    let entries = log.body["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert_eq!(entries[0]["detail"], "2 session(s)");
}

async fn a_session_is_ended_only_by_its_own_account_and_only_when_signed_in(app: TestApp) {
    let theirs = sign_in_with(&app, Role::Teacher, "teacher2@demo.lyceum.test", WINDOWS).await;
    let their_id = sessions_seen_by(&app, &theirs).await[0]["id"].as_str().unwrap().to_owned();
    app.forget_cookie();
    assert_eq!(app.get("/api/sessions").await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.post("/api/sessions/end-others", json!({})).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.delete(&format!("/api/sessions/{their_id}")).await.status, StatusCode::UNAUTHORIZED);

    // Another account's session, by its id: not found, and it stays.
    let mine = sign_in_with(&app, Role::Teacher, TEACHER_EMAIL, IPHONE).await;
    for id in [their_id.as_str(), "not-a-session", "%00"] {
        let refused = app.call_as(&mine, "DELETE", &format!("/api/sessions/{id}"), None).await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{id}: {}", refused.body);
    }
    assert_eq!(app.call_as(&theirs, "GET", "/api/session", None).await.status, StatusCode::OK);
    // Another site's page may not end sessions.
    let cross =
        app.post_with_headers("/api/sessions/end-others", &[("Origin", "https://evil.example")], json!({})).await;
    assert_eq!(cross.status, StatusCode::FORBIDDEN);
    // Every role sees its own.
    for role in [Role::Admin, Role::Student, Role::Guardian] {
        let token = app.session_of(role, crate::helpers::email_of(role)).await;
        let seen = sessions_seen_by(&app, &token).await;
        assert!(seen.iter().any(|s| s["current"] == true), "{role}: {seen:?}");
    }
}

/// When each session was last used, as stored (`None` until written).
fn stored_last_uses(app: &TestApp) -> Vec<Option<chrono::NaiveDateTime>> {
    use diesel::prelude::*;
    use lyceum_persistence::schema::sessions;
    let mut conn = app.db.conn().unwrap();
    sessions::table.order(sessions::created_at.asc()).select(sessions::last_used_at).load(&mut conn).unwrap()
}

async fn when_a_session_was_last_used_is_written_in_a_batch_not_per_request(app: TestApp) {
    let laptop = sign_in_with(&app, Role::Teacher, TEACHER_EMAIL, WINDOWS).await;
    sign_in_with(&app, Role::Teacher, TEACHER_EMAIL, IPHONE).await;
    assert_eq!(stored_last_uses(&app), [None, None], "signing in writes no last use");
    for _ in 0..3 {
        assert_eq!(app.call_as(&laptop, "GET", "/api/session", None).await.status, StatusCode::OK);
    }
    let used_at = lyceum_persistence::now();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let stored = loop {
        let stored = stored_last_uses(&app);
        if stored[0].is_some() || std::time::Instant::now() > deadline {
            break stored;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    // The laptop's last call is written; the phone, not used since it signed in, is not.
    let laptop_used = stored[0].expect("the laptop's last use is written");
    assert!(laptop_used <= used_at, "{laptop_used} <= {used_at}");
    assert_eq!(stored[1], None);
    // Nothing more to write: a later batch leaves the times as they are.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(stored_last_uses(&app), stored);
}
