//! Several real `lyceum serve` processes on one PostgreSQL database, acting as one school: live
//! messages cross servers both ways, presence is the union and a killed server's users go
//! offline, signing out (or out everywhere) or deleting an account on one server closes sockets
//! on another, the sign-in throttle counts failures made on every server, a file uploaded
//! through one downloads through another, a stopping server closes its sockets with 1001, and a
//! register saved on one server tells the student on another (`notifications`).
//! Skipped without `LYCEUM_TEST_POSTGRES_URL`.

mod harness;
mod notifications;
mod payments;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use awc::ws::{CloseCode, Frame};
use diesel::{Connection, RunQueryDsl};
use serde_json::{json, Value};

use harness::*;

#[actix_web::test]
async fn messages_cross_servers_both_ways_and_presence_is_the_union() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let (a, b) = (school.serve().await, school.serve().await);
    let student = a.person("student", STUDENT, PASSWORD).await;
    let teacher = b.person("teacher", TEACHER, PASSWORD).await;
    let mut student_socket = a.socket(&student).await;
    let mut teacher_socket = b.socket(&teacher).await;

    // Each sees both online, though each server holds one of them.
    let both = |online: &[String]| online.contains(&student.id) && online.contains(&teacher.id);
    student_socket.online_until(SOON, both).await;
    teacher_socket.online_until(SOON, both).await;

    // Through A to the teacher on B, and to the student's own socket on A, once each.
    let (status, sent) =
        a.post(&student, &format!("/api/messages/send/{}", teacher.id), json!({ "message": "Hello from A" })).await;
    assert_eq!(status, 201, "{sent}");
    assert_eq!(teacher_socket.next_of("newMessage", SOON).await["_id"], sent["_id"]);
    assert_eq!(student_socket.next_of("newMessage", SOON).await["_id"], sent["_id"]);
    // And back, through B; a message too large for one notification is fetched by id.
    let long = "é".repeat(4_900);
    let (status, reply) =
        b.post(&teacher, &format!("/api/messages/send/{}", student.id), json!({ "message": long })).await;
    assert_eq!(status, 201, "{reply}");
    let arrived = student_socket.next_of("newMessage", SOON).await;
    assert_eq!(arrived["_id"], reply["_id"]);
    assert_eq!(arrived["message"], long.as_str());
    assert_eq!(teacher_socket.next_of("newMessage", SOON).await["_id"], reply["_id"]);
    // Once: nothing more arrives.
    match teacher_socket.next(Duration::from_millis(600)).await {
        None => {}
        Some(Frame::Text(bytes)) => {
            let frame: Value = serde_json::from_slice(&bytes).unwrap();
            assert_ne!(frame["type"], "newMessage", "a message was delivered twice: {frame}");
        }
        other => panic!("unexpected {other:?}"),
    }

    // A server killed outright stops counting its users online (alive: 2 s here).
    drop(a);
    teacher_socket.online_until(Duration::from_secs(10), |online| !online.contains(&student.id)).await;
}

#[actix_web::test]
async fn signing_out_or_a_password_change_on_one_server_ends_sessions_on_another() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let (a, b) = (school.serve().await, school.serve().await);
    let student = a.person("student", STUDENT, PASSWORD).await;
    let mut socket = b.socket(&student).await;
    socket.next_of("getOnlineUsers", SOON).await;
    // B has just read the session, and keeps it a few seconds.
    assert_eq!(b.get_status(&student, "/api/session").await, 200);
    let (status, _) = a.post(&student, "/api/logout", json!({})).await;
    assert_eq!(status, 200);
    let (code, reason) = socket.closed(SOON).await;
    assert_eq!(code, CloseCode::Policy);
    assert_eq!(reason, "Your session has ended. Please sign in again.");
    // B forgot it with the word that closed the socket: refused at once, not seconds later.
    assert_eq!(b.get_status(&student, "/api/session").await, 401);

    // A password change on B ends the account's other sessions on A too, cached or not.
    let laptop = a.person("teacher", TEACHER, PASSWORD).await;
    let phone = b.person("teacher", TEACHER, PASSWORD).await;
    assert_eq!(a.get_status(&laptop, "/api/session").await, 200);
    let (status, body) = b
        .post(&phone, "/api/password", json!({ "current_password": PASSWORD, "new_password": "a-new-pass-456" }))
        .await;
    assert_eq!(status, 200, "{body}");
    // Well within the 5 s a server may keep a session it was not told about.
    let deadline = Instant::now() + Duration::from_secs(2);
    while a.get_status(&laptop, "/api/session").await != 401 {
        assert!(Instant::now() < deadline, "the other server kept the ended session");
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(b.get_status(&phone, "/api/session").await, 200);
}

#[actix_web::test]
async fn signing_out_everywhere_on_one_server_closes_the_accounts_sockets_on_every_server() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let (a, b) = (school.serve().await, school.serve().await);
    let laptop = a.person("student", STUDENT, PASSWORD).await;
    let phone = b.person("student", STUDENT, PASSWORD).await;
    let mut on_a = a.socket(&laptop).await;
    let mut on_b = b.socket(&phone).await;
    on_a.next_of("getOnlineUsers", SOON).await;
    on_b.next_of("getOnlineUsers", SOON).await;
    // B has just read its session, and would keep it a few seconds if nobody told it.
    assert_eq!(b.get_status(&phone, "/api/session").await, 200);

    let (status, body) = a.post(&laptop, "/api/logout-everywhere", json!({})).await;
    assert_eq!(status, 200, "{body}");
    for socket in [&mut on_a, &mut on_b] {
        let (code, reason) = socket.closed(SOON).await;
        assert_eq!(code, CloseCode::Policy);
        assert_eq!(reason, "Your session has ended. Please sign in again.");
    }
    assert_eq!(b.get_status(&phone, "/api/session").await, 401);
    assert_eq!(a.get_status(&laptop, "/api/session").await, 401);
}

#[actix_web::test]
async fn a_session_signed_out_from_where_youre_signed_in_ends_on_every_server_at_once() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let (a, b) = (school.serve().await, school.serve().await);
    let laptop = a.person("teacher", TEACHER, PASSWORD).await;
    let phone = b.person("teacher", TEACHER, PASSWORD).await;
    let tablet = b.person("teacher", TEACHER, PASSWORD).await;
    // B has just read the phone's session, and would keep it a few seconds if nobody told it.
    assert_eq!(b.get_status(&phone, "/api/session").await, 200);
    let (_, seen) = b.get(&phone, "/api/sessions").await;
    let phone_id = seen["sessions"][0]["id"].as_str().expect("the phone's own session first").to_owned();

    let (status, body) = a.delete(&laptop, &format!("/api/sessions/{phone_id}")).await;
    assert_eq!(status, 200, "{body}");
    // Within a second on the other server, well before the 5 s it may keep a session it read.
    let deadline = Instant::now() + Duration::from_secs(1);
    while b.get_status(&phone, "/api/session").await != 401 {
        assert!(Instant::now() < deadline, "the other server kept the ended session");
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
    for (server, kept) in [(&a, &laptop), (&b, &tablet)] {
        assert_eq!(server.get_status(kept, "/api/session").await, 200);
    }

    // All but this one, from B: the laptop on A is signed out too.
    assert_eq!(a.get_status(&laptop, "/api/session").await, 200);
    let (status, body) = b.post(&tablet, "/api/sessions/end-others", json!({})).await;
    assert_eq!(status, 200, "{body}");
    let deadline = Instant::now() + Duration::from_secs(1);
    while a.get_status(&laptop, "/api/session").await != 401 {
        assert!(Instant::now() < deadline, "the other server kept an ended session");
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(b.get_status(&tablet, "/api/session").await, 200);
}

#[actix_web::test]
async fn deleting_an_account_on_one_server_closes_its_sockets_on_another_at_once() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    // Heartbeats 29 s apart: a socket closed within seconds was closed by the deletion.
    let (a, b) = (school.serve_with_heartbeat(29).await, school.serve_with_heartbeat(29).await);
    let student = b.person("student", STUDENT, PASSWORD).await;
    let teacher = b.person("teacher", TEACHER, PASSWORD).await;
    let mut student_socket = b.socket(&student).await;
    let mut teacher_socket = b.socket(&teacher).await;
    student_socket.next_of("getOnlineUsers", SOON).await;
    teacher_socket.next_of("getOnlineUsers", SOON).await;
    let admin = a.person("admin", ADMIN_EMAIL, ADMIN_PASSWORD).await;
    for (call, who, socket) in [
        ("/api/admins/delete-student", &student, &mut student_socket),
        ("/api/admins/delete-teacher", &teacher, &mut teacher_socket),
    ] {
        let (status, body) = a.post(&admin, call, json!({ "ids": [who.id] })).await;
        assert_eq!(status, 200, "{body}");
        let (code, reason) = socket.closed(SOON).await;
        assert_eq!(code, CloseCode::Policy, "{call}");
        assert_eq!(reason, "Your session has ended. Please sign in again.");
    }
}

#[actix_web::test]
async fn the_throttle_counts_failures_made_on_every_server() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let (a, b) = (school.serve().await, school.serve().await);
    for server in [&a, &b, &a, &b, &a] {
        assert_eq!(server.sign_in("teacher", TEACHER, "wrong-password").await.0, 401);
    }
    // Five failures across the two servers lock the account on both, even with the right password.
    assert_eq!(b.sign_in("teacher", TEACHER, PASSWORD).await.0, 429);
    assert_eq!(a.sign_in("teacher", TEACHER, PASSWORD).await.0, 429);
    // A restarted server still knows.
    drop(a);
    let c = school.serve().await;
    assert_eq!(c.sign_in("teacher", TEACHER, PASSWORD).await.0, 429);
    // Other accounts are not locked.
    assert_eq!(c.sign_in("student", STUDENT, PASSWORD).await.0, 200);
}

#[actix_web::test]
async fn a_file_uploaded_through_one_server_downloads_through_another() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let (a, b) = (school.serve().await, school.serve().await);
    let admin = a.person("admin", ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let boundary = "lyceum-servers-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"memo.pdf\"\r\nContent-Type: application/pdf\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(PDF);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let mut res = a
        .http
        .post(a.url("/api/newsletterUpload"))
        .insert_header(("Cookie", admin.cookie.as_str()))
        .insert_header(("Content-Type", format!("multipart/form-data; boundary={boundary}")))
        .send_body(body)
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 200);
    let path: String = res.json().await.unwrap();
    let mut got = b.http.get(b.url(&path)).insert_header(("Cookie", admin.cookie.as_str())).send().await.unwrap();
    assert_eq!(got.status().as_u16(), 200);
    assert_eq!(got.body().await.unwrap().as_ref(), PDF);
    // No half-written files are left beside it.
    let stored: Vec<String> = std::fs::read_dir(school.dir.join("uploads").join("newsletters"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(stored.len(), 1, "{stored:?}");
}

#[cfg(unix)]
#[actix_web::test]
async fn a_stopping_server_closes_its_sockets_with_1001() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let a = school.serve().await;
    let student = a.person("student", STUDENT, PASSWORD).await;
    let mut socket = a.socket(&student).await;
    socket.next_of("getOnlineUsers", SOON).await;
    let stopped = Command::new("kill").args(["-TERM", &a.child.id().to_string()]).status().unwrap();
    assert!(stopped.success());
    let (code, reason) = socket.closed(SOON).await;
    assert_eq!(code, CloseCode::Away);
    assert_eq!(reason, "The server is stopping.");
}

#[actix_web::test]
async fn readiness_metrics_and_json_logs_serve_operations() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let metrics_port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let bind = format!("127.0.0.1:{port}");
    let metrics_bind = format!("127.0.0.1:{metrics_port}");
    let child = Command::new(env!("CARGO_BIN_EXE_lyceum"))
        .args(["serve", "--bind", &bind, "--database", &school.url, "--uploads", &school.uploads()])
        .args(["--metrics-bind", &metrics_bind])
        .env("LYCEUM_LOG", "info")
        .env("LYCEUM_LOG_FORMAT", "json")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut server = Server { child, base: format!("http://{bind}"), http: awc::Client::default() };
    let stderr = server.child.stderr.take().unwrap();
    let lines = std::thread::spawn(move || {
        use std::io::BufRead;
        // Read to the end (the server stops writing only when it exits); keep the first lines.
        let mut kept = Vec::new();
        for line in std::io::BufReader::new(stderr).lines().map_while(Result::ok) {
            if kept.len() < 3 {
                kept.push(line);
            }
        }
        kept
    });

    let deadline = Instant::now() + Duration::from_secs(30);
    let ready = loop {
        if let Ok(mut res) = server.http.get(server.url("/api/ready")).send().await {
            if res.status().as_u16() == 200 {
                break res.json::<Value>().await.unwrap();
            }
        }
        assert!(Instant::now() < deadline, "the server did not become ready");
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(
        ready,
        json!({ "status": "ready", "database": true, "migrations": true, "hub": true, "stopping": false })
    );
    let student = server.person("student", STUDENT, PASSWORD).await;
    let mut socket = server.socket(&student).await;
    socket.next_of("getOnlineUsers", SOON).await;

    // Metrics are on their own address, not on the public one.
    let mut public = server.http.get(server.url("/metrics")).send().await.unwrap();
    let page = String::from_utf8_lossy(&public.body().await.unwrap()).into_owned();
    assert!(!page.contains("lyceum_http_requests_total"), "metrics leak on the public address");
    let mut res = server.http.get(format!("http://{metrics_bind}/metrics")).send().await.unwrap();
    assert_eq!(res.status().as_u16(), 200);
    let text = String::from_utf8(res.body().await.unwrap().to_vec()).unwrap();
    for expected in [
        "lyceum_http_requests_total{route=\"/api/ready\",status=\"200\"}",
        "lyceum_http_requests_total{route=\"/api/students/login\",status=\"200\"} 1",
        "lyceum_http_request_duration_seconds_bucket{route=\"/api/students/login\",le=\"+Inf\"} 1",
        "lyceum_http_request_latest_seconds{route=\"/api/students/login\",quantile=\"0.99\"}",
        "lyceum_open_sockets 1",
        "lyceum_online_users 1",
        "lyceum_db_pool_max 16",
        "lyceum_hub_connected 1",
        "lyceum_hub_lag_seconds",
    ] {
        assert!(text.contains(expected), "{expected} missing from:\n{text}");
    }

    // Logs are one JSON object per line.
    drop(socket);
    drop(server);
    for line in lines.join().unwrap() {
        let entry: Value = serde_json::from_str(&line).unwrap_or_else(|_| panic!("not JSON: {line}"));
        assert!(entry["level"].is_string() && entry["timestamp"].is_string(), "{entry}");
    }
}

#[actix_web::test]
async fn two_servers_starting_together_on_an_empty_database_both_migrate_it() {
    let Some(admin_url) = std::env::var("LYCEUM_TEST_POSTGRES_URL").ok() else {
        return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped");
    };
    let school = School::empty(&admin_url);
    let (a, b) = (school.start(), school.start());
    for server in [&a, &b] {
        server.wait_ready().await;
    }
    let (status, _) = a.sign_in("admin", ADMIN_EMAIL, ADMIN_PASSWORD).await;
    assert_eq!(status, 401, "an empty school has no such admin, and answers instead of failing");
}

#[actix_web::test]
async fn a_server_that_loses_postgresql_reconnects_and_its_clients_catch_up() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let (a, b) = (school.serve().await, school.serve().await);
    let student = a.person("student", STUDENT, PASSWORD).await;
    let teacher = b.person("teacher", TEACHER, PASSWORD).await;
    let mut teacher_socket = b.socket(&teacher).await;
    teacher_socket.next_of("getOnlineUsers", SOON).await;

    // Every connection to the school's database is cut, the listeners' included.
    let mut conn = diesel::PgConnection::establish(&school.admin_url).unwrap();
    diesel::sql_query(format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{}' AND pid <> pg_backend_pid()",
        school.name
    ))
    .execute(&mut conn)
    .unwrap();
    // B could have missed pushes meanwhile: its sockets close with 1001, and clients reconnect.
    let (code, _) = teacher_socket.closed(Duration::from_secs(15)).await;
    assert_eq!(code, CloseCode::Away);
    let deadline = Instant::now() + Duration::from_secs(15);
    while b.http.get(b.url("/api/ready")).send().await.map(|r| r.status().as_u16()).ok() != Some(200)
        || a.http.get(a.url("/api/ready")).send().await.map(|r| r.status().as_u16()).ok() != Some(200)
    {
        assert!(Instant::now() < deadline, "the servers did not reconnect");
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    let mut teacher_socket = b.socket(&teacher).await;
    teacher_socket.next_of("getOnlineUsers", SOON).await;
    // Messages cross again once reconnected (the first send may meet a pooled connection
    // that was cut; it is refused, not lost, and sent again as a user would).
    let mut sent = None;
    for _ in 0..20 {
        let (status, body) =
            a.post(&student, &format!("/api/messages/send/{}", teacher.id), json!({ "message": "still here" })).await;
        if status == 201 {
            sent = Some(body);
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    let sent = sent.expect("a message is sent after the reconnect");
    let arrived = teacher_socket.next_of("newMessage", Duration::from_secs(10)).await;
    assert_eq!(arrived["_id"], sent["_id"]);
}
