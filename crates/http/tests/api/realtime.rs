//! The live channel with real WebSocket clients: presence across tabs, delivery to every tab,
//! sockets ending with their session or when they stop answering, and refusals (no session,
//! another site, another role, malformed or oversized frames).

use std::time::Duration;

use actix_web::http::StatusCode;
use awc::ws::CloseCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_http::Settings;
use lyceum_persistence::schema::sessions;
use serde_json::json;

use crate::helpers::{Socket, TestApp};
use crate::messages::{student_id, teacher_id};

crate::on_every_backend!(
    a_user_with_two_tabs_stays_online_until_both_close,
    a_message_reaches_every_tab_of_both_people,
    a_message_larger_than_a_write_arrives_whole_and_in_order,
    sockets_without_a_session_from_another_site_or_of_an_admin_are_refused,
    a_malformed_frame_closes_only_that_socket,
    an_oversized_frame_closes_only_that_socket,
    signing_out_closes_the_sockets_of_that_session_only,
    beyond_ten_sockets_of_a_session_or_an_account_the_oldest_close,
);

crate::on_every_backend!(
    mod with_rare_heartbeats with rare_heartbeats:
    a_new_password_closes_the_sockets_of_the_other_sessions_at_once,
    deleting_an_account_closes_its_sockets_at_once,
);

crate::on_every_backend!(
    mod with_frequent_heartbeats with frequent_heartbeats:
    an_expired_session_closes_its_sockets,
);

crate::on_every_backend!(
    mod with_impatient_heartbeats with impatient_heartbeats:
    a_socket_that_never_answers_pings_is_dropped,
);

crate::on_every_backend!(
    mod with_presence_announced_together with presence_announced_together:
    people_arriving_together_are_told_who_is_online_and_everyone_hears_the_final_list,
);

const SESSION_ENDED: &str = "Your session has ended. Please sign in again.";

/// Sessions are checked often, so a test need not wait for the production heartbeat.
fn frequent_heartbeats(settings: &mut Settings) {
    settings.heartbeat = Duration::from_millis(100);
}

/// Sessions are swept only at start, so a socket that closes later was closed by the write itself.
fn rare_heartbeats(settings: &mut Settings) {
    settings.heartbeat = Duration::from_secs(3600);
}

/// Like [`frequent_heartbeats`], and a socket silent for a second counts as dead.
fn impatient_heartbeats(settings: &mut Settings) {
    settings.heartbeat = Duration::from_millis(100);
    settings.client_timeout = Duration::from_secs(1);
}

/// Changes of who is online are announced at most every 200 ms, as in production (where the
/// interval is longer), rather than each as it happens.
fn presence_announced_together(settings: &mut Settings) {
    settings.presence_interval = Duration::from_millis(200);
}

async fn a_user_with_two_tabs_stays_online_until_both_close(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    let juan = student_id(&app, "student1@demo.lyceum.test");
    let teacher = app.session_of(Role::Teacher, "teacher1@demo.lyceum.test").await;
    let student = app.session_of(Role::Student, "student1@demo.lyceum.test").await;

    let mut watcher = app.socket_of(&teacher).await;
    assert_eq!(watcher.next_of("getOnlineUsers").await, json!([maria]));

    let mut first_tab = app.socket_of(&student).await;
    let mut online = vec![maria.clone(), juan.clone()];
    online.sort();
    assert_eq!(first_tab.next_of("getOnlineUsers").await, json!(online));
    assert_eq!(watcher.next_of("getOnlineUsers").await, json!(online));

    let mut second_tab = app.socket_of(&student).await;
    assert_eq!(second_tab.next_of("getOnlineUsers").await, json!(online), "a new tab is told who is online");
    assert!(watcher.stays_quiet(300).await, "a second tab changes nobody's view");

    first_tab.close().await;
    assert!(watcher.stays_quiet(300).await, "still online in the other tab");
    second_tab.close().await;
    assert_eq!(watcher.next_of("getOnlineUsers").await, json!([maria]));
}

async fn a_message_reaches_every_tab_of_both_people(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    let teacher = app.session_of(Role::Teacher, "teacher1@demo.lyceum.test").await;
    let student = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
    let mut teacher_tabs = [app.socket_of(&teacher).await, app.socket_of(&teacher).await];
    let mut student_tabs = [app.socket_of(&student).await, app.socket_of(&student).await];
    let mut bystander = {
        let other = app.session_of(Role::Student, "student2@demo.lyceum.test").await;
        app.socket_of(&other).await
    };

    app.set_cookie(Some(student));
    let answer = app.post(&format!("/api/messages/send/{maria}"), json!({ "message": "Is there a quiz?" })).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    for (n, tab) in teacher_tabs.iter_mut().chain(student_tabs.iter_mut()).enumerate() {
        assert_eq!(tab.next_of("newMessage").await, answer.body, "tab {n}");
    }
    // The bystander only ever hears who is online.
    while let Some(frame) = bystander.next_json_within(300).await {
        assert_eq!(frame["type"], "getOnlineUsers", "{frame}");
    }
}

async fn a_message_larger_than_a_write_arrives_whole_and_in_order(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    let teacher = app.session_of(Role::Teacher, "teacher1@demo.lyceum.test").await;
    let student = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
    let mut tabs = [app.socket_of(&teacher).await, app.socket_of(&teacher).await];

    // 10 KB of two-byte characters: the server writes the frame in several pieces.
    app.set_cookie(Some(student));
    let mut sent = Vec::new();
    for text in ["é".repeat(5000), "and a short one".to_owned(), "ü".repeat(4999)] {
        let answer = app.post(&format!("/api/messages/send/{maria}"), json!({ "message": text })).await;
        assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
        sent.push(answer.body);
    }
    for tab in &mut tabs {
        for message in &sent {
            assert_eq!(&tab.next_of("newMessage").await, message);
        }
    }
}

async fn sockets_without_a_session_from_another_site_or_of_an_admin_are_refused(app: TestApp) {
    assert_eq!(app.open_socket(None, None).await.err(), Some(StatusCode::UNAUTHORIZED));
    assert_eq!(app.open_socket(Some("not-a-session"), None).await.err(), Some(StatusCode::UNAUTHORIZED));
    let student = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
    assert_eq!(app.open_socket(Some(&student), Some("https://evil.example")).await.err(), Some(StatusCode::FORBIDDEN));
    let own_origin = app.address.clone();
    assert!(app.open_socket(Some(&student), Some(&own_origin)).await.is_ok());
    let admin = app.session_of(Role::Admin, "admin@lyceum.test").await;
    assert_eq!(app.open_socket(Some(&admin), None).await.err(), Some(StatusCode::FORBIDDEN));

    // Signing out ends the session the socket was opened with.
    app.set_cookie(Some(student.clone()));
    app.post("/api/logout", json!({})).await;
    assert_eq!(app.open_socket(Some(&student), None).await.err(), Some(StatusCode::UNAUTHORIZED));
}

async fn a_malformed_frame_closes_only_that_socket(app: TestApp) {
    let teacher = app.session_of(Role::Teacher, "teacher1@demo.lyceum.test").await;
    let student = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
    let mut healthy = app.socket_of(&teacher).await;
    healthy.next_of("getOnlineUsers").await;

    let mut pinger = app.socket_of(&student).await;
    healthy.next_of("getOnlineUsers").await;
    pinger.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(pinger.next_of("pong").await, serde_json::Value::Null);

    let unrecognised = r#"Unrecognised frame: only {"type":"ping"} is accepted."#;
    for frame in [r#"this is not a frame"#, r#"{"type":"newMessage","data":"spoofed"}"#] {
        let mut broken = app.socket_of(&student).await;
        broken.send_text(frame).await;
        let reason = broken.close_reason().await;
        assert_eq!(reason.code, CloseCode::Policy, "{frame}");
        assert_eq!(reason.description.as_deref(), Some(unrecognised), "{frame}");
    }
    let mut binary = app.socket_of(&student).await;
    binary.send_binary(b"\x00\x01").await;
    assert_eq!(binary.close_reason().await.description.as_deref(), Some(unrecognised));

    pinger.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(pinger.next_of("pong").await, serde_json::Value::Null, "the student's other tab still works");
    assert!(healthy.stays_quiet(300).await, "the student is still online in another tab");
}

async fn an_oversized_frame_closes_only_that_socket(app: TestApp) {
    let teacher = app.session_of(Role::Teacher, "teacher1@demo.lyceum.test").await;
    let student = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
    let mut healthy = app.socket_of(&teacher).await;
    healthy.next_of("getOnlineUsers").await;
    let mut other_tab = app.socket_of(&student).await;
    healthy.next_of("getOnlineUsers").await;

    let mut flooding = app.socket_of(&student).await;
    let padded_ping = format!(r#"{{"type":"ping","padding":"{}"}}"#, "x".repeat(4 * 1024));
    flooding.send_text(&padded_ping).await;
    let reason = flooding.close_reason().await;
    assert_eq!(reason.code, CloseCode::Size);
    assert_eq!(reason.description.as_deref(), Some("Frames may be at most 4 KB."));

    other_tab.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(other_tab.next_of("pong").await, serde_json::Value::Null, "the student's other tab still works");
    healthy.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(healthy.next_of("pong").await, serde_json::Value::Null);
    assert!(healthy.stays_quiet(300).await, "the student is still online in another tab");
}

/// Juan signed in on a laptop (two tabs) and a phone (one tab), with Maria watching who is online.
struct StudentOnTwoDevices {
    maria: String,
    juan: String,
    teacher: String,
    laptop: String,
    phone: String,
    watcher: Socket,
    laptop_tabs: [Socket; 2],
    phone_tab: Socket,
}

impl StudentOnTwoDevices {
    async fn online(app: &TestApp) -> Self {
        let maria = teacher_id(app, "teacher1@demo.lyceum.test");
        let juan = student_id(app, "student1@demo.lyceum.test");
        let teacher = app.session_of(Role::Teacher, "teacher1@demo.lyceum.test").await;
        let laptop = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
        let phone = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
        let mut watcher = app.socket_of(&teacher).await;
        watcher.next_of("getOnlineUsers").await;
        let laptop_tabs = [app.socket_of(&laptop).await, app.socket_of(&laptop).await];
        let mut phone_tab = app.socket_of(&phone).await;
        let mut both = vec![maria.clone(), juan.clone()];
        both.sort();
        assert_eq!(watcher.next_of("getOnlineUsers").await, json!(both));
        phone_tab.next_of("getOnlineUsers").await;
        Self { maria, juan, teacher, laptop, phone, watcher, laptop_tabs, phone_tab }
    }
}

async fn signing_out_closes_the_sockets_of_that_session_only(app: TestApp) {
    let StudentOnTwoDevices { maria, juan, teacher, laptop, phone, mut watcher, mut laptop_tabs, mut phone_tab } =
        StudentOnTwoDevices::online(&app).await;

    app.set_cookie(Some(laptop));
    assert_eq!(app.post("/api/logout", json!({})).await.status, StatusCode::OK);
    for (n, tab) in laptop_tabs.iter_mut().enumerate() {
        let reason = tab.close_reason().await;
        assert_eq!(reason.code, CloseCode::Policy, "laptop tab {n}");
        assert_eq!(reason.description.as_deref(), Some(SESSION_ENDED), "laptop tab {n}");
    }
    assert!(watcher.stays_quiet(300).await, "still online on the phone");

    // Private pushes reach only the session still signed in.
    app.set_cookie(Some(teacher));
    let sent = app.post(&format!("/api/messages/send/{juan}"), json!({ "message": "Quiz on Friday." })).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
    assert_eq!(phone_tab.next_of("newMessage").await, sent.body);
    assert_eq!(watcher.next_of("newMessage").await, sent.body);

    app.set_cookie(Some(phone));
    assert_eq!(app.post("/api/logout", json!({})).await.status, StatusCode::OK);
    assert_eq!(phone_tab.close_reason().await.description.as_deref(), Some(SESSION_ENDED));
    assert_eq!(watcher.next_of("getOnlineUsers").await, json!([maria]), "signed out everywhere: offline");
}

async fn a_new_password_closes_the_sockets_of_the_other_sessions_at_once(app: TestApp) {
    let StudentOnTwoDevices { juan, teacher, laptop, phone, mut watcher, mut laptop_tabs, mut phone_tab, .. } =
        StudentOnTwoDevices::online(&app).await;

    // Changed on the phone: the laptop's sockets close at once, not at a later sweep.
    app.set_cookie(Some(phone.clone()));
    let changed = app
        .post(
            "/api/password",
            json!({ "current_password": crate::helpers::PASSWORD, "new_password": "my-own-secret-9" }),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    for (n, tab) in laptop_tabs.iter_mut().enumerate() {
        let reason = tab.close_reason().await;
        assert_eq!(reason.code, CloseCode::Policy, "laptop tab {n}");
        assert_eq!(reason.description.as_deref(), Some(SESSION_ENDED), "laptop tab {n}");
    }
    assert_eq!(app.open_socket(Some(&laptop), None).await.err(), Some(StatusCode::UNAUTHORIZED));

    // The phone, where the password was changed, stays connected and online.
    assert!(watcher.stays_quiet(300).await, "still online on the phone");
    phone_tab.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(phone_tab.next_of("pong").await, serde_json::Value::Null);
    app.set_cookie(Some(teacher));
    let sent = app.post(&format!("/api/messages/send/{juan}"), json!({ "message": "Quiz on Friday." })).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
    assert_eq!(phone_tab.next_of("newMessage").await, sent.body);
}

/// Juan online in one tab, with Maria watching who is online; the fixture never reads Juan's tab.
struct StudentWatched {
    maria: String,
    juan: String,
    student: String,
    watcher: Socket,
    tab: Socket,
}

impl StudentWatched {
    async fn online(app: &TestApp) -> Self {
        let maria = teacher_id(app, "teacher1@demo.lyceum.test");
        let juan = student_id(app, "student1@demo.lyceum.test");
        let teacher = app.session_of(Role::Teacher, "teacher1@demo.lyceum.test").await;
        let student = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
        let mut watcher = app.socket_of(&teacher).await;
        assert_eq!(watcher.next_of("getOnlineUsers").await, json!([maria]));
        let tab = app.socket_of(&student).await;
        let mut both = vec![maria.clone(), juan.clone()];
        both.sort();
        assert_eq!(watcher.next_of("getOnlineUsers").await, json!(both));
        Self { maria, juan, student, watcher, tab }
    }
}

/// With heartbeats an hour apart, the sockets close because the delete closed them.
async fn deleting_an_account_closes_its_sockets_at_once(app: TestApp) {
    let StudentWatched { maria, juan, student, mut watcher, tab: mut doomed } = StudentWatched::online(&app).await;

    app.session_of(Role::Admin, "admin@lyceum.test").await;
    let deleted = app.post("/api/admins/delete-student", json!({ "ids": [juan] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let reason = doomed.close_reason().await;
    assert_eq!(reason.code, CloseCode::Policy);
    assert_eq!(reason.description.as_deref(), Some(SESSION_ENDED));
    assert_eq!(watcher.next_of("getOnlineUsers").await, json!([maria]));
    assert_eq!(app.open_socket(Some(&student), None).await.err(), Some(StatusCode::UNAUTHORIZED));

    // A teacher's too.
    let deleted = app.post("/api/admins/delete-teacher", json!({ "ids": [maria] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let reason = watcher.close_reason().await;
    assert_eq!(reason.code, CloseCode::Policy);
    assert_eq!(reason.description.as_deref(), Some(SESSION_ENDED));
}

async fn an_expired_session_closes_its_sockets(app: TestApp) {
    let StudentWatched { maria, juan, mut watcher, tab: mut expiring, .. } = StudentWatched::online(&app).await;

    let an_hour_ago = lyceum_persistence::now() - chrono::Duration::hours(1);
    let expired = diesel::update(sessions::table.filter(sessions::user_id.eq(&juan)))
        .set(sessions::expires_at.eq(an_hour_ago))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(expired, 1);
    assert_eq!(expiring.close_reason().await.description.as_deref(), Some(SESSION_ENDED));
    assert_eq!(watcher.next_of("getOnlineUsers").await, json!([maria]));
}

async fn a_socket_that_never_answers_pings_is_dropped(app: TestApp) {
    // The student's socket is never read, so it answers no pings: a vanished network looks so.
    let StudentWatched { maria, mut watcher, tab: mut silent, .. } = StudentWatched::online(&app).await;
    // The watcher reads, and so answers pings, while it waits.
    assert_eq!(watcher.next_of("getOnlineUsers").await, json!([maria]));

    let reason = silent.close_reason().await;
    assert_eq!(reason.code, CloseCode::Away);
    assert_eq!(reason.description.as_deref(), Some("No answer to pings."));
    watcher.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(watcher.next_of("pong").await, serde_json::Value::Null, "the watcher was kept");
}

async fn people_arriving_together_are_told_who_is_online_and_everyone_hears_the_final_list(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    let mut watcher = app.socket_of(&app.session_of(Role::Teacher, "teacher1@demo.lyceum.test").await).await;
    assert_eq!(watcher.next_of("getOnlineUsers").await, json!([maria]));

    // Each newcomer is told at once who is online, themselves and everyone before them included,
    // whether or not an announcement is due.
    let arriving = [
        (Role::Student, "student1@demo.lyceum.test"),
        (Role::Student, "student2@demo.lyceum.test"),
        (Role::Teacher, "teacher2@demo.lyceum.test"),
    ];
    let mut online = vec![maria.clone()];
    let mut sockets = Vec::new();
    for (role, email) in arriving {
        let session = app.session_of(role, email).await;
        let mut socket = app.socket_of(&session).await;
        online.push(if role == Role::Student { student_id(&app, email) } else { teacher_id(&app, email) });
        online.sort();
        assert_eq!(socket.next_of("getOnlineUsers").await, json!(online), "{email}");
        sockets.push(socket);
    }

    // The watcher hears at most one list per arrival, and the last one it hears is the final list.
    let mut heard = vec![watcher.next_of("getOnlineUsers").await];
    while heard.last() != Some(&json!(online)) {
        assert!(heard.len() < 3, "{heard:?}");
        heard.push(watcher.next_of("getOnlineUsers").await);
    }
    assert!(watcher.stays_quiet(500).await, "nothing else was due");

    let ana = student_id(&app, "student2@demo.lyceum.test");
    sockets.remove(1).close().await;
    online.retain(|id| *id != ana);
    assert_eq!(watcher.next_of("getOnlineUsers").await, json!(online), "her leaving is announced");
}

async fn beyond_ten_sockets_of_a_session_or_an_account_the_oldest_close(app: TestApp) {
    use lyceum_realtime::cap::{MAX_SOCKETS_PER_ACCOUNT, MAX_SOCKETS_PER_SESSION};
    let too_many = "Too many connections are open for this account; this one, the oldest, was closed.";
    let laptop = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
    let mut tabs = Vec::new();
    for _ in 0..MAX_SOCKETS_PER_SESSION {
        tabs.push(app.socket_of(&laptop).await);
    }
    // One more of the same session: the oldest closes, the newest works.
    let mut newest = app.socket_of(&laptop).await;
    let reason = tabs[0].close_reason().await;
    assert_eq!(reason.code, CloseCode::Other(4429));
    assert_eq!(reason.description.as_deref(), Some(too_many));
    newest.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(newest.next_of("pong").await, serde_json::Value::Null);
    for tab in &mut tabs[1..] {
        tab.send_text(r#"{"type":"ping"}"#).await;
        assert_eq!(tab.next_of("pong").await, serde_json::Value::Null, "only the oldest closed");
    }

    // Another session of the same account counts toward the account's cap.
    let phone = app.session_of(Role::Student, "student1@demo.lyceum.test").await;
    let mut on_phone = app.socket_of(&phone).await;
    assert_eq!(MAX_SOCKETS_PER_ACCOUNT, 10);
    assert_eq!(tabs[1].close_reason().await.code, CloseCode::Other(4429));
    on_phone.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(on_phone.next_of("pong").await, serde_json::Value::Null);
}
