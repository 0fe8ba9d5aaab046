//! Messaging between guardians and their children's teachers: who may write to whom (a
//! table of every pair), search on both sides, conversations, unlinking taking effect at once,
//! and the live channel of a guardian.
//!
//! The school: Maria Santos (teacher1, adviser of Rizal) and Jose Reyes (teacher2) teach Juan in
//! Rizal; Pedro Reyes, made here, advises Mabini 8, where Ana (student2) is moved. Juan's mother
//! is parent1, Ana's parent2.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{admins, guardians, levels, messages, students, teachers};
use serde_json::{json, Value};

use crate::helpers::{Socket, TestApp, ADMIN_EMAIL, GUARDIAN_EMAIL, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};
use crate::messages::{student_id, teacher_id};

crate::on_every_backend!(
    a_guardian_and_their_childs_teachers_exchange_messages,
    only_a_guardian_and_their_childrens_teachers_may_write_to_each_other,
    teachers_find_their_students_guardians_and_guardians_only_their_childrens_teachers,
    unlinking_takes_effect_at_once,
    deleting_a_guardian_takes_their_messages_and_deleting_a_child_tells_them,
    a_guardians_socket_hears_messages_live_and_loses_the_teacher_when_unlinked,
);

const TEACHER2_EMAIL: &str = "teacher2@demo.lyceum.test";
const OUTSIDER_EMAIL: &str = "pedro.reyes@demo.lyceum.test";
const STUDENT2_EMAIL: &str = "student2@demo.lyceum.test";
const GUARDIAN2_EMAIL: &str = "parent2@demo.lyceum.test";
const UNKNOWN_ID: &str = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";

/// The people of the test school, by id.
struct School {
    maria: String,
    jose: String,
    pedro: String,
    juan: String,
    ana: String,
    parent1: String,
    parent2: String,
    admin: String,
}

fn guardian_id(app: &TestApp, email: &str) -> String {
    guardians::table
        .filter(guardians::email.eq(email))
        .select(guardians::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

fn stored_messages(app: &TestApp) -> i64 {
    messages::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

/// Makes Pedro Reyes, adviser of a new section Mabini 8, and moves Ana there.
async fn school(app: &TestApp) -> School {
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let made = app
        .post(
            "/api/admins/create-teacher",
            json!({ "first_name": "Pedro", "middle_name": "", "last_name": "Reyes", "phone": "0917-555-0199",
                "email": OUTSIDER_EMAIL, "password": "Lyceum@2023", "image": null, "birthdate": "1980-02-14",
                "address": "8 Luna St, Manila", "zoom_link": "", "zoom_id": "", "zoom_password": "" }),
        )
        .await;
    assert!(made.status.is_success(), "{}", made.body);
    let pedro = teacher_id(app, OUTSIDER_EMAIL);
    // Signed in on the test password, as the seeded accounts are.
    diesel::update(teachers::table.find(&pedro))
        .set((teachers::password_hash.eq(bcrypt::hash(PASSWORD, 4).unwrap()), teachers::must_change_password.eq(false)))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    let level: String =
        levels::table.filter(levels::name.eq("Grade 8")).select(levels::id).first(&mut app.db.conn().unwrap()).unwrap();
    let section = app
        .post("/api/admins/create-section", json!({ "level": level, "section": "Mabini 8", "adviser": pedro }))
        .await;
    assert_eq!(section.status, StatusCode::CREATED, "{}", section.body);
    let ana = student_id(app, STUDENT2_EMAIL);
    let moved = app
        .post("/api/admins/move-students", json!({ "ids": [ana], "sectionID": section.body["_id"].as_str().unwrap() }))
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    app.forget_cookie();
    School {
        maria: teacher_id(app, TEACHER_EMAIL),
        jose: teacher_id(app, TEACHER2_EMAIL),
        pedro,
        juan: student_id(app, STUDENT_EMAIL),
        ana,
        parent1: guardian_id(app, GUARDIAN_EMAIL),
        parent2: guardian_id(app, GUARDIAN2_EMAIL),
        admin: admins::table.select(admins::id).first(&mut app.db.conn().unwrap()).unwrap(),
    }
}

async fn as_user(app: &TestApp, role: Role, email: &str) {
    app.session_of(role, email).await;
}

async fn send(app: &TestApp, to: &str, text: &str) -> Value {
    let answer = app.post(&format!("/api/messages/send/{to}"), json!({ "message": text })).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    answer.body
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array().unwrap().iter().map(|p| p["_id"].as_str().unwrap().to_owned()).collect()
}

async fn a_guardian_and_their_childs_teachers_exchange_messages(app: TestApp) {
    let s = school(&app).await;
    as_user(&app, Role::Guardian, GUARDIAN_EMAIL).await;
    let sent = send(&app, &s.maria, "  Good morning, Ms. Santos. Juan was sick yesterday.  ").await;
    assert_eq!(sent["senderId"], s.parent1.as_str());
    assert_eq!(sent["receiverId"], s.maria.as_str());
    assert_eq!(sent["message"], "Good morning, Ms. Santos. Juan was sick yesterday.");
    send(&app, &s.jose, "Is there homework in English?").await;

    let mine = app.get("/api/guardians/conversations").await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.body);
    assert_eq!(ids(&mine.body), [s.jose.clone(), s.maria.clone()], "most recent first");
    assert_eq!(mine.body[1]["full_name"], "Maria Santos");
    assert_eq!(mine.body[1]["unread"], 0);

    as_user(&app, Role::Teacher, TEACHER_EMAIL).await;
    let theirs = app.get("/api/teachers/conversations").await;
    assert_eq!(theirs.status, StatusCode::OK, "{}", theirs.body);
    let guardian = &theirs.body[0];
    assert_eq!(guardian["_id"], s.parent1.as_str());
    assert_eq!(guardian["full_name"], "Teresa Dela Cruz");
    assert_eq!(guardian["role"], "guardian");
    assert_eq!(guardian["guardianOf"], json!([{ "_id": s.juan, "full_name": "Juan Dela Cruz" }]));
    assert_eq!(guardian["unread"], 1);
    assert!(guardian.get("email").is_none(), "only what a chat needs: {guardian}");

    let reply = send(&app, &s.parent1, "Thank you for telling me. I hope he is better.").await;
    let conversation = app.get(&format!("/api/messages/{}", s.parent1)).await;
    assert_eq!(conversation.status, StatusCode::OK, "{}", conversation.body);
    assert_eq!(conversation.body.as_array().unwrap().len(), 2);
    let read = app.post(&format!("/api/messages/read/{}", s.parent1), json!({})).await;
    assert_eq!(read.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/teachers/conversations").await.body[0]["unread"], 0);
    // A student's conversation keeps exactly its fields.
    send(&app, &s.juan, "Get well soon, Juan.").await;
    let both = app.get("/api/teachers/conversations").await.body;
    let mut fields: Vec<&str> = both[0].as_object().unwrap().keys().map(String::as_str).collect();
    fields.sort();
    assert_eq!(fields, ["_id", "first_name", "full_name", "image", "lastMessage", "last_name", "unread"]);

    as_user(&app, Role::Guardian, GUARDIAN_EMAIL).await;
    let mine = app.get("/api/guardians/conversations").await.body;
    assert_eq!(mine[0]["_id"], s.maria.as_str());
    assert_eq!(mine[0]["lastMessage"], reply);
    assert_eq!(mine[0]["unread"], 1);
}

/// Who writes (role and email), to whom, and the answer.
type Pair<'a> = (&'static str, Role, &'static str, &'a str, StatusCode, &'static str);

async fn only_a_guardian_and_their_childrens_teachers_may_write_to_each_other(app: TestApp) {
    let s = school(&app).await;
    const OK: StatusCode = StatusCode::CREATED;
    const NO: StatusCode = StatusCode::FORBIDDEN;
    let pairs: Vec<Pair> = vec![
        ("guardian to their child's adviser", Role::Guardian, GUARDIAN_EMAIL, &s.maria, OK, ""),
        ("guardian to their child's subject teacher", Role::Guardian, GUARDIAN_EMAIL, &s.jose, OK, ""),
        ("adviser to a student's guardian", Role::Teacher, TEACHER_EMAIL, &s.parent1, OK, ""),
        ("subject teacher to a student's guardian", Role::Teacher, TEACHER2_EMAIL, &s.parent1, OK, ""),
        ("other guardian to their child's adviser", Role::Guardian, GUARDIAN2_EMAIL, &s.pedro, OK, ""),
        (
            "guardian to another guardian",
            Role::Guardian,
            GUARDIAN_EMAIL,
            &s.parent2,
            NO,
            "Guardians can only message their children's teachers.",
        ),
        (
            "guardian to their own child",
            Role::Guardian,
            GUARDIAN_EMAIL,
            &s.juan,
            NO,
            "Guardians can only message their children's teachers.",
        ),
        (
            "guardian to another student",
            Role::Guardian,
            GUARDIAN_EMAIL,
            &s.ana,
            NO,
            "Guardians can only message their children's teachers.",
        ),
        (
            "guardian to an administrator",
            Role::Guardian,
            GUARDIAN_EMAIL,
            &s.admin,
            NO,
            "Guardians can only message their children's teachers.",
        ),
        (
            "guardian to a teacher of another child",
            Role::Guardian,
            GUARDIAN_EMAIL,
            &s.pedro,
            NO,
            "This teacher does not teach your children.",
        ),
        (
            "guardian to a teacher of their child's old section",
            Role::Guardian,
            GUARDIAN2_EMAIL,
            &s.maria,
            NO,
            "This teacher does not teach your children.",
        ),
        (
            "teacher to a guardian of another's student",
            Role::Teacher,
            OUTSIDER_EMAIL,
            &s.parent1,
            NO,
            "This guardian's children are not in your classes.",
        ),
        (
            "teacher to a guardian whose child moved away",
            Role::Teacher,
            TEACHER_EMAIL,
            &s.parent2,
            NO,
            "This guardian's children are not in your classes.",
        ),
        ("student to a guardian", Role::Student, STUDENT_EMAIL, &s.parent1, NO, "Students can only message teachers."),
        (
            "student to another's guardian",
            Role::Student,
            STUDENT2_EMAIL,
            &s.parent1,
            NO,
            "Students can only message teachers.",
        ),
        (
            "guardian to nobody",
            Role::Guardian,
            GUARDIAN_EMAIL,
            UNKNOWN_ID,
            StatusCode::NOT_FOUND,
            "There is no such user.",
        ),
        ("administrator to a guardian", Role::Admin, ADMIN_EMAIL, &s.parent1, NO, "You do not have access to this."),
    ];
    let mut allowed = 0;
    for (case, role, from, to, status, refusal) in pairs {
        as_user(&app, role, from).await;
        let before = stored_messages(&app);
        let answer = app.post(&format!("/api/messages/send/{to}"), json!({ "message": "Hello" })).await;
        assert_eq!(answer.status, status, "{case} (send): {}", answer.body);
        let read = app.get(&format!("/api/messages/{to}")).await;
        let marked = app.post(&format!("/api/messages/read/{to}"), json!({})).await;
        if status == OK {
            allowed += 1;
            assert_eq!(stored_messages(&app), before + 1, "{case}");
            assert_eq!(read.status, StatusCode::OK, "{case} (read): {}", read.body);
            assert_eq!(marked.status, StatusCode::NO_CONTENT, "{case} (mark read): {}", marked.body);
        } else {
            assert_eq!(answer.message(), refusal, "{case}");
            assert_eq!(stored_messages(&app), before, "{case}: a refusal stores nothing");
            assert_eq!(read.status, status, "{case} (read): {}", read.body);
            assert_eq!(marked.status, status, "{case} (mark read): {}", marked.body);
        }
    }
    assert_eq!(allowed, 5);
    // The refused pairs never show up as conversations either.
    as_user(&app, Role::Guardian, GUARDIAN_EMAIL).await;
    let mine = app.get("/api/guardians/conversations").await.body;
    let mut partners = ids(&mine);
    partners.sort();
    let mut expected = vec![s.maria.clone(), s.jose.clone()];
    expected.sort();
    assert_eq!(partners, expected);
}

async fn teachers_find_their_students_guardians_and_guardians_only_their_childrens_teachers(app: TestApp) {
    let s = school(&app).await;
    as_user(&app, Role::Guardian, GUARDIAN_EMAIL).await;
    let found = app.post("/api/guardians/search-teachers", json!({ "searchInput": " reyes " })).await;
    assert_eq!(found.status, StatusCode::OK, "{}", found.body);
    assert_eq!(ids(&found.body), [s.jose.as_str()], "Pedro Reyes teaches another child");
    let mut fields: Vec<&str> = found.body[0].as_object().unwrap().keys().map(String::as_str).collect();
    fields.sort();
    assert_eq!(fields, ["_id", "first_name", "full_name", "image", "last_name"]);
    let by_email = app.post("/api/guardians/search-teachers", json!({ "searchInput": "TEACHER1@demo" })).await;
    assert_eq!(ids(&by_email.body), [s.maria.as_str()]);
    let both = app.post("/api/guardians/search-teachers", json!({ "searchInput": "demo.lyceum" })).await;
    assert_eq!(ids(&both.body), [s.jose.clone(), s.maria.clone()], "by last then first name");
    for short in ["re", "  r ", ""] {
        let answer = app.post("/api/guardians/search-teachers", json!({ "searchInput": short })).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{short:?}");
        assert_eq!(answer.message(), "Search term must be atleast 3 characters long");
    }
    let literal = app.post("/api/guardians/search-teachers", json!({ "searchInput": "%%%" })).await;
    assert_eq!(literal.body, json!([]), "wildcards match literally");

    as_user(&app, Role::Guardian, GUARDIAN2_EMAIL).await;
    let found = app.post("/api/guardians/search-teachers", json!({ "searchInput": "reyes" })).await;
    assert_eq!(ids(&found.body), [s.pedro.as_str()]);

    as_user(&app, Role::Teacher, TEACHER_EMAIL).await;
    let found = app.post("/api/teachers/search-guardians", json!({ "searchInput": "teresa" })).await;
    assert_eq!(found.status, StatusCode::OK, "{}", found.body);
    assert_eq!(ids(&found.body), [s.parent1.as_str()], "Ana's mother's child is not in Maria's classes");
    assert_eq!(found.body[0]["full_name"], "Teresa Dela Cruz");
    assert_eq!(found.body[0]["role"], "guardian");
    assert_eq!(found.body[0]["guardianOf"], json!([{ "_id": s.juan, "full_name": "Juan Dela Cruz" }]));
    assert!(found.body[0].get("email").is_none(), "{}", found.body);
    let by_email = app.post("/api/teachers/search-guardians", json!({ "searchInput": "PARENT1@demo" })).await;
    assert_eq!(ids(&by_email.body), [s.parent1.as_str()]);
    // The student search teachers already use is unchanged.
    let students = app.post("/api/admins/search-students", json!({ "searchInput": "student1@demo" })).await;
    assert_eq!(ids(&students.body), [s.juan.as_str()]);

    as_user(&app, Role::Teacher, OUTSIDER_EMAIL).await;
    let found = app.post("/api/teachers/search-guardians", json!({ "searchInput": "teresa" })).await;
    assert_eq!(ids(&found.body), [s.parent2.as_str()]);
    assert_eq!(found.body[0]["guardianOf"][0]["_id"], s.ana.as_str());

    // Each search is its own role's.
    for (role, email, path) in [
        (Role::Student, STUDENT_EMAIL, "/api/teachers/search-guardians"),
        (Role::Guardian, GUARDIAN_EMAIL, "/api/teachers/search-guardians"),
        (Role::Student, STUDENT_EMAIL, "/api/guardians/search-teachers"),
        (Role::Teacher, TEACHER_EMAIL, "/api/guardians/search-teachers"),
        (Role::Guardian, GUARDIAN_EMAIL, "/api/students/search-teachers"),
        (Role::Admin, ADMIN_EMAIL, "/api/guardians/search-teachers"),
    ] {
        as_user(&app, role, email).await;
        let answer = app.post(path, json!({ "searchInput": "Teresa" })).await;
        assert_eq!(answer.status, StatusCode::FORBIDDEN, "{role} on {path}: {}", answer.body);
    }
    for (role, email) in [(Role::Student, STUDENT_EMAIL), (Role::Teacher, TEACHER_EMAIL), (Role::Admin, ADMIN_EMAIL)] {
        as_user(&app, role, email).await;
        assert_eq!(app.get("/api/guardians/conversations").await.status, StatusCode::FORBIDDEN, "{role}");
    }
    app.forget_cookie();
    assert_eq!(app.get("/api/guardians/conversations").await.status, StatusCode::UNAUTHORIZED);
}

async fn unlinking_takes_effect_at_once(app: TestApp) {
    let s = school(&app).await;
    let guardian = app.session_of(Role::Guardian, GUARDIAN_EMAIL).await;
    let teacher = app.session_of(Role::Teacher, TEACHER_EMAIL).await;
    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    let to_maria = format!("/api/messages/send/{}", s.maria);
    let to_parent = format!("/api/messages/send/{}", s.parent1);
    let sent = app.call_as(&guardian, "POST", &to_maria, Some(json!({ "message": "Before" }))).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
    let conversations = app.call_as(&guardian, "GET", "/api/guardians/conversations", None).await;
    assert_eq!(ids(&conversations.body), [s.maria.as_str()]);

    let unlink = json!({ "guardianID": s.parent1, "studentID": s.juan });
    let unlinked = app.call_as(&admin, "POST", "/api/admins/unlink-guardian", Some(unlink.clone())).await;
    assert_eq!(unlinked.status, StatusCode::OK, "{}", unlinked.body);

    let before = stored_messages(&app);
    for (who, path) in [(&guardian, &to_maria), (&teacher, &to_parent)] {
        let refused = app.call_as(who, "POST", path, Some(json!({ "message": "After" }))).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{path}: {}", refused.body);
    }
    let read = app.call_as(&guardian, "GET", &format!("/api/messages/{}", s.maria), None).await;
    assert_eq!(read.status, StatusCode::FORBIDDEN, "the history goes with the link: {}", read.body);
    assert_eq!(stored_messages(&app), before);
    let conversations = app.call_as(&guardian, "GET", "/api/guardians/conversations", None).await;
    assert_eq!(conversations.body, json!([]));
    let teachers_side = app.call_as(&teacher, "GET", "/api/teachers/conversations", None).await;
    assert_eq!(teachers_side.body, json!([]));
    let found = app
        .call_as(&guardian, "POST", "/api/guardians/search-teachers", Some(json!({ "searchInput": "Santos" })))
        .await;
    assert_eq!(found.body, json!([]));
    let found =
        app.call_as(&teacher, "POST", "/api/teachers/search-guardians", Some(json!({ "searchInput": "Teresa" }))).await;
    assert_eq!(found.body, json!([]));

    // Linked again, the conversation and its history come back.
    let linked = app.call_as(&admin, "POST", "/api/admins/link-guardian", Some(unlink)).await;
    assert_eq!(linked.status, StatusCode::OK, "{}", linked.body);
    let conversations = app.call_as(&guardian, "GET", "/api/guardians/conversations", None).await;
    assert_eq!(conversations.body[0]["lastMessage"]["message"], "Before");
    let sent = app.call_as(&teacher, "POST", &to_parent, Some(json!({ "message": "Welcome back" }))).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
}

async fn deleting_a_guardian_takes_their_messages_and_deleting_a_child_tells_them(app: TestApp) {
    let s = school(&app).await;
    let guardian = app.session_of(Role::Guardian, GUARDIAN2_EMAIL).await;
    let sent = app
        .call_as(&guardian, "POST", &format!("/api/messages/send/{}", s.pedro), Some(json!({ "message": "Hi" })))
        .await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
    let parent1 = app.session_of(Role::Guardian, GUARDIAN_EMAIL).await;
    let mut socket = app.socket_of(&parent1).await;
    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;

    let deleted = app.call_as(&admin, "POST", "/api/admins/delete-guardian", Some(json!({ "ids": [s.parent2] }))).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(stored_messages(&app), 0, "a deleted guardian's messages go with the account");
    assert!(children_changed(&mut socket).await.is_none(), "another guardian's deletion is not parent1's news");

    // A child moved to another section: the guardian's portal reads the class and teachers again.
    let ana_section: Option<String> = students::table
        .filter(students::id.eq(&s.ana))
        .select(students::section_id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let moved = app
        .call_as(
            &admin,
            "POST",
            "/api/admins/move-students",
            Some(json!({ "ids": [s.juan], "sectionID": ana_section })),
        )
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    assert_eq!(children_changed(&mut socket).await, Some(json!({})), "the guardian of a moved child is told");

    let deleted = app.call_as(&admin, "POST", "/api/admins/delete-student", Some(json!({ "ids": [s.juan] }))).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(children_changed(&mut socket).await, Some(json!({})), "the guardian of a deleted child is told");
    let refused = app
        .call_as(&parent1, "POST", &format!("/api/messages/send/{}", s.maria), Some(json!({ "message": "Hi" })))
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
}

/// The `data` of the next `childrenChanged` frame within a second, skipping the others.
async fn children_changed(socket: &mut Socket) -> Option<Value> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_millis(1000);
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        let millis = u64::try_from(left.as_millis()).unwrap_or(0).max(1);
        match socket.next_json_within(millis).await {
            Some(frame) if frame["type"] == "childrenChanged" => return Some(frame["data"].clone()),
            Some(_) => continue,
            None => return None,
        }
    }
    None
}

async fn a_guardians_socket_hears_messages_live_and_loses_the_teacher_when_unlinked(app: TestApp) {
    let s = school(&app).await;
    let guardian = app.session_of(Role::Guardian, GUARDIAN_EMAIL).await;
    let teacher = app.session_of(Role::Teacher, TEACHER_EMAIL).await;
    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    let mut guardian_socket = app.socket_of(&guardian).await;
    let online = guardian_socket.next_of("getOnlineUsers").await;
    assert_eq!(online, json!([s.parent1]), "a guardian is online while their socket is open");
    let mut teacher_socket = app.socket_of(&teacher).await;
    let mut both = vec![s.parent1.clone(), s.maria.clone()];
    both.sort();
    assert_eq!(teacher_socket.next_of("getOnlineUsers").await, json!(both), "the teacher sees the guardian online");

    let sent = app
        .call_as(
            &teacher,
            "POST",
            &format!("/api/messages/send/{}", s.parent1),
            Some(json!({ "message": "Juan did well today." })),
        )
        .await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
    assert_eq!(guardian_socket.next_of("newMessage").await, sent.body, "delivered live to the guardian");
    assert_eq!(teacher_socket.next_of("newMessage").await, sent.body, "and to the teacher's other tabs");
    let reply = app
        .call_as(
            &guardian,
            "POST",
            &format!("/api/messages/send/{}", s.maria),
            Some(json!({ "message": "Thank you!" })),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
    assert_eq!(teacher_socket.next_of("newMessage").await, reply.body);

    let unlinked = app
        .call_as(
            &admin,
            "POST",
            "/api/admins/unlink-guardian",
            Some(json!({ "guardianID": s.parent1, "studentID": s.juan })),
        )
        .await;
    assert_eq!(unlinked.status, StatusCode::OK, "{}", unlinked.body);
    assert_eq!(children_changed(&mut guardian_socket).await, Some(json!({})), "the open portal is told at once");
    assert!(children_changed(&mut teacher_socket).await.is_none(), "only the guardian's sockets are told");
    let children = app.call_as(&guardian, "GET", "/api/guardians/children", None).await;
    assert_eq!(children.body["children"], json!([]));

    // The same session and socket keep nothing of the old access.
    let refused = app
        .call_as(
            &guardian,
            "POST",
            &format!("/api/messages/send/{}", s.maria),
            Some(json!({ "message": "Still there?" })),
        )
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    assert_eq!(refused.message(), "This teacher does not teach your children.");
    let refused = app
        .call_as(&teacher, "POST", &format!("/api/messages/send/{}", s.parent1), Some(json!({ "message": "Hello?" })))
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    while let Some(frame) = guardian_socket.next_json_within(300).await {
        assert_ne!(frame["type"], "newMessage", "nothing was delivered after the unlink: {frame}");
    }
}
