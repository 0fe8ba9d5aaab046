//! Messaging between students and teachers: sending, reading, conversations, search, and every
//! refusal (wrong people, blank or oversized text, unknown ids) leaving nothing stored.
//!
//! Seeded school: teacher1 Maria Santos and teacher2; student1 and student2 in section Rizal.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{admins, messages, students, teachers};
use serde_json::{json, Value};

use crate::helpers::TestApp;

crate::on_every_backend!(
    a_student_and_a_teacher_exchange_messages_and_see_their_conversations,
    reading_a_conversation_changes_nothing_and_marking_it_read_clears_its_unread_count,
    messages_go_only_between_a_student_and_a_teacher,
    blank_oversized_or_malformed_messages_are_refused,
    long_conversations_come_in_pages_oldest_first,
    students_search_teachers_and_teachers_search_students_to_message,
    messaging_calls_admit_only_their_own_roles,
    marking_read_is_refused_to_the_wrong_people_and_changes_nothing,
    students_list_every_teacher_and_teachers_every_student_with_only_chat_fields,
);

const UNKNOWN_ID: &str = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";

pub fn teacher_id(app: &TestApp, email: &str) -> String {
    teachers::table.filter(teachers::email.eq(email)).select(teachers::id).first(&mut app.db.conn().unwrap()).unwrap()
}

pub fn student_id(app: &TestApp, email: &str) -> String {
    students::table.filter(students::email.eq(email)).select(students::id).first(&mut app.db.conn().unwrap()).unwrap()
}

fn stored_messages(app: &TestApp) -> i64 {
    messages::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

fn texts(list: &Value) -> Vec<String> {
    list.as_array().unwrap().iter().map(|m| m["message"].as_str().unwrap().to_owned()).collect()
}

async fn as_user(app: &TestApp, role: Role, email: &str) {
    app.session_of(role, email).await;
}

async fn send(app: &TestApp, to: &str, text: &str) -> Value {
    let answer = app.post(&format!("/api/messages/send/{to}"), json!({ "message": text })).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    answer.body
}

async fn a_student_and_a_teacher_exchange_messages_and_see_their_conversations(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    let juan = student_id(&app, "student1@demo.lyceum.test");

    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    let sent = send(&app, &maria, "  Good morning, Ma'am!  ").await;
    assert_eq!(sent["senderId"], juan.as_str());
    assert_eq!(sent["receiverId"], maria.as_str());
    assert_eq!(sent["message"], "Good morning, Ma'am!");
    assert!(sent["_id"].as_str().is_some_and(|id| !id.is_empty()));
    assert!(sent["createdAt"].as_str().unwrap().ends_with('Z'));
    assert_eq!(sent["readAt"], Value::Null);

    let mine = app.get("/api/students/conversations").await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.body);
    let list = mine.body.as_array().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["_id"], maria.as_str());
    assert_eq!(list[0]["full_name"], "Maria Santos");
    assert_eq!(list[0]["lastMessage"]["_id"], sent["_id"]);
    assert_eq!(list[0]["unread"], 0, "one's own messages are never unread");

    as_user(&app, Role::Teacher, "teacher1@demo.lyceum.test").await;
    let theirs = app.get("/api/teachers/conversations").await;
    assert_eq!(theirs.status, StatusCode::OK, "{}", theirs.body);
    assert_eq!(theirs.body[0]["_id"], juan.as_str());
    assert_eq!(theirs.body[0]["unread"], 1);
    let reply = send(&app, &juan, "Good morning, Juan.").await;

    let conversation = app.get(&format!("/api/messages/{juan}")).await;
    assert_eq!(conversation.status, StatusCode::OK, "{}", conversation.body);
    assert_eq!(texts(&conversation.body), vec!["Good morning, Ma'am!", "Good morning, Juan."]);
    assert_eq!(conversation.body[1]["_id"], reply["_id"]);

    // A second partner: the most recent conversation comes first.
    let ana = student_id(&app, "student2@demo.lyceum.test");
    send(&app, &ana, "Please see me after class.").await;
    let theirs = app.get("/api/teachers/conversations").await.body;
    let order: Vec<&str> = theirs.as_array().unwrap().iter().map(|c| c["_id"].as_str().unwrap()).collect();
    assert_eq!(order, vec![ana.as_str(), juan.as_str()]);
    assert_eq!(theirs[1]["lastMessage"]["message"], "Good morning, Juan.");

    // The student's side: the teacher's reply is the last message, and unread.
    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    let mine = app.get("/api/students/conversations").await.body;
    assert_eq!(mine.as_array().unwrap().len(), 1, "{mine}");
    assert_eq!(mine[0]["lastMessage"], reply);
    assert_eq!(mine[0]["unread"], 1);
}

async fn reading_a_conversation_changes_nothing_and_marking_it_read_clears_its_unread_count(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    let juan = student_id(&app, "student1@demo.lyceum.test");
    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    send(&app, &maria, "First question").await;
    send(&app, &maria, "Second question").await;

    as_user(&app, Role::Teacher, "teacher1@demo.lyceum.test").await;
    assert_eq!(app.get("/api/teachers/conversations").await.body[0]["unread"], 2);
    // Reading never writes: a GET is what another site's link can make a browser send.
    let conversation = app.get(&format!("/api/messages/{juan}")).await.body;
    assert_eq!(texts(&conversation), vec!["First question", "Second question"]);
    assert_eq!(app.get("/api/teachers/conversations").await.body[0]["unread"], 2, "a GET marked messages read");
    assert_eq!(conversation[0]["readAt"], Value::Null);
    let answer = app.post(&format!("/api/messages/read/{juan}"), json!({})).await;
    assert_eq!(answer.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/teachers/conversations").await.body[0]["unread"], 0);
    let reread = app.get(&format!("/api/messages/{juan}")).await.body;
    assert!(reread[0]["readAt"].as_str().is_some(), "{reread}");

    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    send(&app, &maria, "Third question").await;
    as_user(&app, Role::Teacher, "teacher1@demo.lyceum.test").await;
    assert_eq!(app.get("/api/teachers/conversations").await.body[0]["unread"], 1);
    let answer = app.post(&format!("/api/messages/read/{juan}"), json!({})).await;
    assert_eq!(answer.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/teachers/conversations").await.body[0]["unread"], 0);
}

async fn messages_go_only_between_a_student_and_a_teacher(app: TestApp) {
    let ana = student_id(&app, "student2@demo.lyceum.test");
    let teacher2 = teacher_id(&app, "teacher2@demo.lyceum.test");
    let admin: String = admins::table.select(admins::id).first(&mut app.db.conn().unwrap()).unwrap();

    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    for (to, status) in [
        (ana.as_str(), StatusCode::FORBIDDEN),
        (admin.as_str(), StatusCode::FORBIDDEN),
        (UNKNOWN_ID, StatusCode::NOT_FOUND),
    ] {
        let answer = app.post(&format!("/api/messages/send/{to}"), json!({ "message": "Hi" })).await;
        assert_eq!(answer.status, status, "student to {to}: {}", answer.body);
        assert!(!answer.message().is_empty());
        let read = app.get(&format!("/api/messages/{to}")).await;
        assert_eq!(read.status, status, "student reading {to}: {}", read.body);
    }
    let refused = app.post(&format!("/api/messages/send/{ana}"), json!({ "message": "Hi" })).await;
    assert_eq!(refused.message(), "Students can only message teachers.");

    as_user(&app, Role::Teacher, "teacher1@demo.lyceum.test").await;
    for to in [teacher2.as_str(), admin.as_str()] {
        let answer = app.post(&format!("/api/messages/send/{to}"), json!({ "message": "Hi" })).await;
        assert_eq!(answer.status, StatusCode::FORBIDDEN, "teacher to {to}: {}", answer.body);
    }
    let refused = app.post(&format!("/api/messages/send/{teacher2}"), json!({ "message": "Hi" })).await;
    assert_eq!(refused.message(), "Teachers can only message students.");
    let unknown = app.post(&format!("/api/messages/send/{UNKNOWN_ID}"), json!({ "message": "Hi" })).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND, "teacher to an unknown id: {}", unknown.body);
    assert_eq!(unknown.message(), "There is no such user.");
    assert_eq!(stored_messages(&app), 0);
}

async fn blank_oversized_or_malformed_messages_are_refused(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    let path = format!("/api/messages/send/{maria}");
    for body in [
        json!({ "message": "" }),
        json!({ "message": "   \n " }),
        json!({ "message": null }),
        json!({}),
        json!({ "message": 42 }),
        json!({ "message": "x".repeat(5001) }),
    ] {
        let answer = app.post(&path, body.clone()).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{body}: {}", answer.body);
        assert!(!answer.message().is_empty());
    }
    let blank = app.post(&path, json!({ "message": " " })).await;
    assert_eq!(blank.message(), "Message cannot be empty.");
    let not_json = app.post_raw(&path, "application/json", "{\"message\":").await;
    assert_eq!(not_json.status, StatusCode::BAD_REQUEST);
    assert_eq!(stored_messages(&app), 0);

    send(&app, &maria, &"x".repeat(5000)).await;
    assert_eq!(stored_messages(&app), 1);
}

async fn long_conversations_come_in_pages_oldest_first(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    for n in 1..=7 {
        send(&app, &maria, &format!("Message {n}")).await;
    }
    let latest = app.get(&format!("/api/messages/{maria}?limit=3")).await.body;
    assert_eq!(texts(&latest), vec!["Message 5", "Message 6", "Message 7"]);
    let oldest_shown = latest[0]["_id"].as_str().unwrap();
    let older = app.get(&format!("/api/messages/{maria}?limit=3&before={oldest_shown}")).await.body;
    assert_eq!(texts(&older), vec!["Message 2", "Message 3", "Message 4"]);
    let rest = app.get(&format!("/api/messages/{maria}?before={}", older[0]["_id"].as_str().unwrap())).await.body;
    assert_eq!(texts(&rest), vec!["Message 1"]);
    assert_eq!(texts(&app.get(&format!("/api/messages/{maria}")).await.body).len(), 7);

    for query in ["limit=0", "limit=201", "limit=ten"] {
        let answer = app.get(&format!("/api/messages/{maria}?{query}")).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{query}: {}", answer.body);
    }
    let answer = app.get(&format!("/api/messages/{maria}?before={UNKNOWN_ID}")).await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND, "{}", answer.body);
}

async fn students_search_teachers_and_teachers_search_students_to_message(app: TestApp) {
    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    let found = app.post("/api/students/search-teachers", json!({ "searchInput": "  maria san " })).await;
    assert_eq!(found.status, StatusCode::OK, "{}", found.body);
    let people = found.body.as_array().unwrap();
    assert_eq!(people.len(), 1);
    assert_eq!(people[0]["full_name"], "Maria Santos");
    assert!(people[0].get("email").is_none(), "only what a chat needs: {}", people[0]);
    let none = app.post("/api/students/search-teachers", json!({ "searchInput": "zzzz" })).await;
    assert_eq!(none.status, StatusCode::OK);
    assert_eq!(none.body, json!([]));
    for short in ["ma", "  m ", ""] {
        let answer = app.post("/api/students/search-teachers", json!({ "searchInput": short })).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{short:?}");
        assert_eq!(answer.message(), "Search term must be atleast 3 characters long");
    }
    let literal = app.post("/api/students/search-teachers", json!({ "searchInput": "%%%" })).await;
    assert_eq!(literal.body, json!([]), "wildcards match literally");

    as_user(&app, Role::Teacher, "teacher1@demo.lyceum.test").await;
    let juan = student_id(&app, "student1@demo.lyceum.test");
    let found = app.post("/api/admins/search-students", json!({ "searchInput": "student1@demo" })).await;
    assert_eq!(found.status, StatusCode::OK, "{}", found.body);
    assert_eq!(found.body[0]["_id"], juan.as_str());
    assert!(found.body[0]["full_name"].as_str().is_some());
}

async fn messaging_calls_admit_only_their_own_roles(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    let juan = student_id(&app, "student1@demo.lyceum.test");
    let calls: [(&str, String, Option<Value>, &[Role]); 6] = [
        ("GET", "/api/students/conversations".into(), None, &[Role::Student]),
        ("GET", "/api/teachers/conversations".into(), None, &[Role::Teacher]),
        ("POST", "/api/students/search-teachers".into(), Some(json!({ "searchInput": "Maria" })), &[Role::Student]),
        ("GET", "/api/students/get-all-teachers".into(), None, &[Role::Student]),
        ("GET", "/api/teachers/get-all-students".into(), None, &[Role::Teacher]),
        ("GET", format!("/api/messages/{maria}"), None, &[Role::Student]),
    ];
    for (method, path, body, admitted) in &calls {
        app.forget_cookie();
        let answer = call(&app, method, path, body.clone()).await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{path} without a session");
        for role in [Role::Admin, Role::Teacher, Role::Student] {
            app.sign_in_as(role).await;
            let answer = call(&app, method, path, body.clone()).await;
            let expected = if admitted.contains(&role) { StatusCode::OK } else { StatusCode::FORBIDDEN };
            assert_eq!(answer.status, expected, "{path} as {role}: {}", answer.body);
        }
    }
    app.sign_in_as(Role::Admin).await;
    let answer = app.post(&format!("/api/messages/send/{juan}"), json!({ "message": "Hello" })).await;
    assert_eq!(answer.status, StatusCode::FORBIDDEN, "admins do not message");
    app.forget_cookie();
    let answer = app.post(&format!("/api/messages/send/{juan}"), json!({ "message": "Hello" })).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "sending without a session: {}", answer.body);
    assert!(!answer.message().is_empty());
    assert_eq!(stored_messages(&app), 0);
}

/// Stores a message straight in the database, as no call would, to show a refusal leaves it be.
fn store_message(app: &TestApp, from: &str, to: &str) {
    diesel::insert_into(messages::table)
        .values((
            messages::id.eq(uuid::Uuid::new_v4().to_string()),
            messages::sender_id.eq(from),
            messages::receiver_id.eq(to),
            messages::message.eq("Unread"),
            messages::created_at.eq(lyceum_persistence::now()),
        ))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
}

fn unread_messages(app: &TestApp) -> i64 {
    messages::table.filter(messages::read_at.is_null()).count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn marking_read_is_refused_to_the_wrong_people_and_changes_nothing(app: TestApp) {
    let maria = teacher_id(&app, "teacher1@demo.lyceum.test");
    let juan = student_id(&app, "student1@demo.lyceum.test");
    let ana = student_id(&app, "student2@demo.lyceum.test");
    let admin: String = admins::table.select(admins::id).first(&mut app.db.conn().unwrap()).unwrap();
    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    send(&app, &maria, "Is the quiz open-book?").await;
    // Messages a refused call would mark read if it were let through.
    store_message(&app, &juan, &ana);
    store_message(&app, &juan, &admin);
    assert_eq!(unread_messages(&app), 3);

    as_user(&app, Role::Student, "student2@demo.lyceum.test").await;
    let answer = app.post(&format!("/api/messages/read/{juan}"), json!({})).await;
    assert_eq!(answer.status, StatusCode::FORBIDDEN, "student marking a student's messages: {}", answer.body);
    assert_eq!(answer.message(), "Students can only message teachers.");
    let answer = app.post(&format!("/api/messages/read/{UNKNOWN_ID}"), json!({})).await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND, "{}", answer.body);
    assert_eq!(answer.message(), "There is no such user.");

    as_user(&app, Role::Teacher, "teacher1@demo.lyceum.test").await;
    let answer = app.post(&format!("/api/messages/read/{UNKNOWN_ID}"), json!({})).await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND, "{}", answer.body);

    app.sign_in_as(Role::Admin).await;
    let answer = app.post(&format!("/api/messages/read/{juan}"), json!({})).await;
    assert_eq!(answer.status, StatusCode::FORBIDDEN, "admins do not message: {}", answer.body);

    app.forget_cookie();
    let answer = app.post(&format!("/api/messages/read/{juan}"), json!({})).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{}", answer.body);
    assert!(!answer.message().is_empty());
    assert_eq!(unread_messages(&app), 3, "no refusal marked anything read");

    as_user(&app, Role::Teacher, "teacher1@demo.lyceum.test").await;
    let answer = app.post(&format!("/api/messages/read/{juan}"), json!({})).await;
    assert_eq!(answer.status, StatusCode::NO_CONTENT);
    assert_eq!(unread_messages(&app), 2, "only the teacher's own message from Juan");
}

/// People (id, first name, last name) as the lists answer them: by last, then first name.
fn people_in_order(mut rows: Vec<(String, String, String)>) -> Vec<Value> {
    rows.sort_by(|a, b| (&a.2, &a.1).cmp(&(&b.2, &b.1)));
    rows.into_iter()
        .map(|(id, first, last)| {
            json!({ "_id": id, "first_name": first, "last_name": last, "full_name": format!("{first} {last}"), "image": null })
        })
        .collect()
}

async fn students_list_every_teacher_and_teachers_every_student_with_only_chat_fields(app: TestApp) {
    let mut conn = app.db.conn().unwrap();
    let all_teachers: Vec<(String, String, String)> =
        teachers::table.select((teachers::id, teachers::first_name, teachers::last_name)).load(&mut conn).unwrap();
    let all_students: Vec<(String, String, String)> =
        students::table.select((students::id, students::first_name, students::last_name)).load(&mut conn).unwrap();
    drop(conn);
    assert_eq!((all_teachers.len(), all_students.len()), (2, 2));

    as_user(&app, Role::Student, "student1@demo.lyceum.test").await;
    let teachers = app.get("/api/students/get-all-teachers").await;
    assert_eq!(teachers.status, StatusCode::OK, "{}", teachers.body);
    assert_eq!(teachers.body, Value::Array(people_in_order(all_teachers)));
    assert!(teachers.body.as_array().unwrap().iter().any(|t| t["full_name"] == "Maria Santos"));

    as_user(&app, Role::Teacher, "teacher1@demo.lyceum.test").await;
    let students = app.get("/api/teachers/get-all-students").await;
    assert_eq!(students.status, StatusCode::OK, "{}", students.body);
    assert_eq!(students.body, Value::Array(people_in_order(all_students)));

    // Exactly the conversation partner's fields: no email, password hash or other private data.
    for person in teachers.body.as_array().unwrap().iter().chain(students.body.as_array().unwrap()) {
        let mut fields: Vec<&str> = person.as_object().unwrap().keys().map(String::as_str).collect();
        fields.sort();
        assert_eq!(fields, ["_id", "first_name", "full_name", "image", "last_name"], "{person}");
    }
    let text = format!("{}{}", teachers.body, students.body);
    for private in ["password", "$2", "email", "phone", "birth"] {
        assert!(!text.contains(private), "{private} leaked: {text}");
    }
}

async fn call(app: &TestApp, method: &str, path: &str, body: Option<Value>) -> crate::helpers::Answer {
    match method {
        "GET" => app.get(path).await,
        _ => app.post(path, body.unwrap_or(json!({}))).await,
    }
}
