//! Many people at once on one conversation: readers opening it (which marks it read) and
//! writers sending into it, all concurrently. Nothing a user does concurrently may fail with a
//! server error, and every message the server acknowledged is stored.

use std::collections::HashSet;

use actix_web::http::StatusCode;
use diesel::prelude::*;
use futures_util::future::join_all;
use lyceum_domain::Role;
use lyceum_persistence::schema::messages;
use serde_json::json;

use crate::helpers::{TestApp, STUDENT_EMAIL, TEACHER_EMAIL};
use crate::messages::{student_id, teacher_id};

crate::on_every_backend!(concurrent_readers_and_writers_of_one_conversation_meet_no_errors);

/// Clients of each kind calling at once.
const CLIENTS_PER_KIND: usize = 8;
/// Calls each client makes, one after another.
const CALLS_PER_CLIENT: usize = 12;

async fn concurrent_readers_and_writers_of_one_conversation_meet_no_errors(app: TestApp) {
    let maria = teacher_id(&app, TEACHER_EMAIL);
    let juan = student_id(&app, STUDENT_EMAIL);
    let student = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let teacher = app.session_of(Role::Teacher, TEACHER_EMAIL).await;

    // Four kinds of client: each person sends, and each person reads the conversation and marks
    // the other's messages read, while the others do the same.
    let mut clients = Vec::new();
    for n in 0..CLIENTS_PER_KIND {
        for (token, other, sends) in
            [(&student, &maria, true), (&teacher, &juan, true), (&student, &maria, false), (&teacher, &juan, false)]
        {
            let app = &app;
            clients.push(async move {
                let mut answers = Vec::new();
                for call in 0..CALLS_PER_CLIENT {
                    let answer = if sends {
                        let text = format!("client {n} message {call}");
                        app.call_as(
                            token,
                            "POST",
                            &format!("/api/messages/send/{other}"),
                            Some(json!({ "message": text })),
                        )
                        .await
                    } else if call % 3 == 2 {
                        app.call_as(token, "POST", &format!("/api/messages/read/{other}"), None).await
                    } else {
                        app.call_as(token, "GET", &format!("/api/messages/{other}?limit=20"), None).await
                    };
                    answers.push((sends, answer));
                }
                answers
            });
        }
    }
    let answers: Vec<_> = join_all(clients).await.into_iter().flatten().collect();

    let failures: Vec<String> = answers
        .iter()
        .filter(|(_, a)| !a.status.is_success())
        .map(|(_, a)| format!("{} {}", a.status, a.body))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} calls failed: {:?}",
        failures.len(),
        answers.len(),
        &failures[..failures.len().min(5)]
    );

    let acknowledged: HashSet<String> = answers
        .iter()
        .filter(|(sends, a)| *sends && a.status == StatusCode::CREATED)
        .map(|(_, a)| a.body["_id"].as_str().expect("the message's id").to_owned())
        .collect();
    assert_eq!(acknowledged.len(), 2 * CLIENTS_PER_KIND * CALLS_PER_CLIENT);
    let stored: HashSet<String> =
        messages::table.select(messages::id).load::<String>(&mut app.db.conn().unwrap()).unwrap().into_iter().collect();
    assert_eq!(stored, acknowledged, "every acknowledged message is stored, and nothing else");

    // Both people marked the conversation read at the end: nothing either sent stays unread.
    app.call_as(&student, "POST", &format!("/api/messages/read/{maria}"), None).await;
    app.call_as(&teacher, "POST", &format!("/api/messages/read/{juan}"), None).await;
    let unread: i64 =
        messages::table.filter(messages::read_at.is_null()).count().get_result(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(unread, 0);
}
