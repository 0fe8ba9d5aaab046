//! The live channel with real WebSocket clients: presence across tabs, delivery to every tab,
//! and refusals (no session, another site, another role, malformed frames).

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::TestApp;
use crate::messages::{student_id, teacher_id};

crate::on_every_backend!(
    a_user_with_two_tabs_stays_online_until_both_close,
    a_message_reaches_every_tab_of_both_people,
    sockets_without_a_session_from_another_site_or_of_an_admin_are_refused,
    a_malformed_frame_closes_only_that_socket,
);

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

    let mut broken = app.socket_of(&student).await;
    broken.send_text("this is not a frame").await;
    loop {
        match broken.next_frame().await {
            awc::ws::Frame::Close(reason) => {
                assert_eq!(reason.expect("a close reason").code, awc::ws::CloseCode::Policy);
                break;
            }
            awc::ws::Frame::Text(_) => continue,
            other => panic!("expected the socket to close, got {other:?}"),
        }
    }
    pinger.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(pinger.next_of("pong").await, serde_json::Value::Null, "the student's other tab still works");
    assert!(healthy.stays_quiet(300).await, "the student is still online in another tab");
}
