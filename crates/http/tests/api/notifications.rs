//! Notifications: a register that marks a student absent or late without an excuse on file
//! tells the student, once, live on every socket of theirs and in their list
//! (`GET /api/notifications`); marking read one or all (`POST /api/notifications/read`); each
//! person their own only; and a deleted student's notifications go with them.

use actix_web::http::StatusCode;
use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::notifications::{self, NewNotification, Recipient};
use lyceum_persistence::schema::notifications as rows;
use serde_json::{json, Value};

use crate::attendance::{save, school, ROSA_EMAIL};
use crate::helpers::{Socket, TestApp, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_student_marked_absent_is_told_once_live_and_in_their_list,
    no_one_is_told_of_an_excused_absence_or_one_with_an_excuse_on_file,
    the_list_pages_latest_first_and_marks_read_one_or_all_of_ones_own_only,
    deleting_a_student_deletes_their_notifications,
);

/// The `data` of the next `notification` frame within `millis`, skipping online lists.
pub(crate) async fn notification(socket: &mut Socket, millis: u64) -> Option<Value> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_millis(millis);
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        let left = u64::try_from(left.as_millis()).unwrap_or(0).max(1);
        match socket.next_json_within(left).await {
            Some(frame) if frame["type"] == "notification" => return Some(frame["data"].clone()),
            Some(_) => continue,
            None => return None,
        }
    }
    None
}

/// A notification arrives within the two seconds the school is promised.
pub(crate) async fn told(socket: &mut Socket) -> Value {
    notification(socket, 2_000).await.expect("a notification frame within 2 s")
}

async fn list(app: &TestApp, token: &str, query: &str) -> Value {
    let answer = app.call_as(token, "GET", &format!("/api/notifications{query}"), None).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body
}

/// The students' notifications kept (their guardians' alerts are the guardian tests' concern).
fn stored(app: &TestApp) -> i64 {
    rows::table.filter(rows::recipient_role.eq("student")).count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

/// `Monday 24 November 2026`, as a notification names a day.
fn long_day(day: NaiveDate) -> String {
    day.format("%A %-d %B %Y").to_string()
}

async fn a_student_marked_absent_is_told_once_live_and_in_their_list(app: TestApp) {
    let school = school(&app).await;
    let monday = school.dates.monday;
    let juan = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let rosa = app.session_of(Role::Student, ROSA_EMAIL).await;
    let mut tabs = [app.socket_of(&juan).await, app.socket_of(&juan).await];
    let mut bystander = app.socket_of(&rosa).await;
    let math = ("scheduleID", school.math.as_str());

    let saved = save(&app, &school.maria, math, monday, json!([{ "studentID": school.juan, "code": "absent" }])).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let first = told(&mut tabs[0]).await;
    assert_eq!(told(&mut tabs[1]).await, first, "every tab is told");
    assert_eq!(
        (&first["kind"], &first["title"], &first["link"], &first["read"]),
        (&json!("attendance"), &json!("Marked absent"), &Value::Null, &json!(false))
    );
    assert_eq!(first["body"], format!("Mathematics, {}", long_day(monday)));
    assert!(first["createdAt"].as_str().unwrap().ends_with('Z'), "{first}");
    let listed = list(&app, &juan, "").await;
    assert_eq!(listed, json!({ "notifications": [first], "unread": 1 }), "the list holds what was pushed");
    assert_eq!(notification(&mut bystander, 300).await, None, "a student who was present hears nothing");
    assert_eq!(list(&app, &rosa, "").await, json!({ "notifications": [], "unread": 0 }));

    // The same register saved again changes nothing: nobody is told twice.
    let again = save(&app, &school.maria, math, monday, json!([{ "studentID": school.juan, "code": "absent" }])).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.body);
    assert_eq!(notification(&mut tabs[0], 500).await, None, "a save that changes nothing tells no one");
    assert_eq!(stored(&app), 1);

    // Absent made late is a new mark; the daily register names itself.
    let late = json!([{ "studentID": school.juan, "code": "late", "minutesLate": 10 }]);
    assert_eq!(save(&app, &school.maria, math, monday, late).await.status, StatusCode::OK);
    assert_eq!(told(&mut tabs[0]).await["title"], "Marked late (10 min)");
    let daily = ("sectionID", school.section.as_str());
    let absent = json!([{ "studentID": school.juan, "code": "absent" }]);
    assert_eq!(save(&app, &school.maria, daily, monday, absent).await.status, StatusCode::OK);
    let by_adviser = told(&mut tabs[0]).await;
    assert_eq!(by_adviser["body"], format!("Daily register, {}", long_day(monday)));

    let listed = list(&app, &juan, "").await;
    let titles: Vec<&str> =
        listed["notifications"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Marked absent", "Marked late (10 min)", "Marked absent"], "latest first");
    assert_eq!(listed["notifications"][0], by_adviser);
    assert_eq!(listed["unread"], 3);
    // Marked present again: nothing to tell.
    assert_eq!(save(&app, &school.maria, math, monday, json!([])).await.status, StatusCode::OK);
    assert_eq!(notification(&mut tabs[1], 500).await.map(|n| n["title"].clone()), Some(json!("Marked late (10 min)")));
    assert_eq!(notification(&mut tabs[1], 300).await.map(|n| n["title"].clone()), Some(json!("Marked absent")));
    assert_eq!(notification(&mut tabs[1], 500).await, None);
    assert_eq!(stored(&app), 3);
}

async fn no_one_is_told_of_an_excused_absence_or_one_with_an_excuse_on_file(app: TestApp) {
    let school = school(&app).await;
    let monday = school.dates.monday.to_string();
    let excuse = json!({ "studentID": school.rosa, "firstDay": monday, "lastDay": monday, "reason": "Dentist" });
    let recorded = app.call_as(&school.admin, "POST", "/api/attendance/excuses", Some(excuse)).await;
    assert_eq!(recorded.status, StatusCode::CREATED, "{}", recorded.body);
    let juan = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let rosa = app.session_of(Role::Student, ROSA_EMAIL).await;
    let (mut juan_socket, mut rosa_socket) = (app.socket_of(&juan).await, app.socket_of(&rosa).await);

    let marks = json!([
        { "studentID": school.juan, "code": "excused", "note": "Fever" },
        { "studentID": school.rosa, "code": "absent" },
    ]);
    let saved = save(&app, &school.maria, ("scheduleID", school.math.as_str()), school.dates.monday, marks).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(notification(&mut juan_socket, 500).await, None, "an excused absence is not told");
    assert_eq!(notification(&mut rosa_socket, 200).await, None, "an absence with an excuse on file is not told");
    assert_eq!(stored(&app), 0);
    for token in [&juan, &rosa] {
        assert_eq!(list(&app, token, "").await, json!({ "notifications": [], "unread": 0 }));
    }
}

/// Stores `count` notifications for `recipient` straight in the database; answers their ids.
fn seed(app: &TestApp, role: Role, id: &str, count: usize) -> Vec<String> {
    let mut conn = app.db.conn().unwrap();
    (0..count)
        .map(|n| {
            // A moment apart, so "latest first" has one answer.
            std::thread::sleep(std::time::Duration::from_millis(2));
            let new = NewNotification {
                recipient: Recipient { role, id: id.to_owned() },
                kind: "attendance",
                title: format!("Notice {n}"),
                body: "Mathematics, Monday 24 November 2026".into(),
                link: None,
            };
            notifications::create(&mut conn, &[new]).unwrap().remove(0).id
        })
        .collect()
}

fn ids_of(page: &Value) -> Vec<String> {
    page["notifications"].as_array().unwrap().iter().map(|n| n["_id"].as_str().unwrap().to_owned()).collect()
}

async fn the_list_pages_latest_first_and_marks_read_one_or_all_of_ones_own_only(app: TestApp) {
    let school = school(&app).await;
    let mut mine = seed(&app, Role::Student, &school.juan, 35);
    let theirs = seed(&app, Role::Student, &school.rosa, 1).remove(0);
    let juan = app.session_of(Role::Student, STUDENT_EMAIL).await;
    mine.reverse();

    let first = list(&app, &juan, "").await;
    assert_eq!((ids_of(&first).len(), &first["unread"]), (30, &json!(35)));
    let last = ids_of(&first).pop().unwrap();
    let second = list(&app, &juan, &format!("?before={last}")).await;
    assert_eq!(ids_of(&second).len(), 5);
    assert_eq!([ids_of(&first), ids_of(&second)].concat(), mine, "latest first, every one once");
    for (before, message) in
        [(theirs.as_str(), "There is no such notification in your list."), ("x%00", "This is not a valid id.")]
    {
        let refused = app.call_as(&juan, "GET", &format!("/api/notifications?before={before}"), None).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
        assert_eq!(refused.body["errors"]["before"], message);
    }

    let read = |body: Value| app.call_as(&juan, "POST", "/api/notifications/read", Some(body));
    let one = read(json!({ "id": mine[0] })).await;
    assert_eq!((one.status, &one.body), (StatusCode::OK, &json!({ "unread": 34 })));
    assert_eq!(read(json!({ "id": mine[0] })).await.body, json!({ "unread": 34 }), "read twice is still read");
    let now = list(&app, &juan, "").await;
    assert_eq!((&now["notifications"][0]["read"], &now["notifications"][1]["read"]), (&json!(true), &json!(false)));

    // Another's notification, or none at all, is not there to mark.
    let unknown = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";
    for id in [theirs.as_str(), unknown, "not-an-id"] {
        let refused = read(json!({ "id": id })).await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{id}: {}", refused.body);
        assert_eq!(refused.message(), "This notification does not exist.");
    }
    for (body, field) in [
        (json!({}), "id"),
        (json!({ "id": "" }), "id"),
        (json!({ "id": 7 }), "id"),
        (json!({ "all": false }), "id"),
        (json!({ "all": "yes" }), "all"),
        (json!({ "all": 1, "id": mine[1] }), "all"),
    ] {
        let refused = read(body.clone()).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{body}: {}", refused.body);
        assert!(refused.body["errors"][field].is_string(), "{body}: {}", refused.body);
    }
    let all = read(json!({ "all": true })).await;
    assert_eq!((all.status, &all.body), (StatusCode::OK, &json!({ "unread": 0 })));
    let rosa = app.session_of(Role::Student, ROSA_EMAIL).await;
    assert_eq!(list(&app, &rosa, "").await["unread"], 1, "another's stay unread");

    // Every role has a list, empty until something is told; signed out, none.
    let maria = app.session_of(Role::Teacher, TEACHER_EMAIL).await;
    for token in [&maria, &school.admin] {
        assert_eq!(list(&app, token, "").await, json!({ "notifications": [], "unread": 0 }));
        let marked = app.call_as(token, "POST", "/api/notifications/read", Some(json!({ "all": true }))).await;
        assert_eq!(marked.body, json!({ "unread": 0 }));
    }
    app.forget_cookie();
    assert_eq!(app.get("/api/notifications").await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.post("/api/notifications/read", json!({ "all": true })).await.status, StatusCode::UNAUTHORIZED);
    // Another site's page cannot mark them read.
    app.set_cookie(Some(rosa.clone()));
    let foreign = app
        .post_with_headers("/api/notifications/read", &[("Origin", "https://evil.example")], json!({ "all": true }))
        .await;
    assert_eq!(foreign.status, StatusCode::FORBIDDEN);
    assert_eq!(list(&app, &rosa, "").await["unread"], 1);
}

async fn deleting_a_student_deletes_their_notifications(app: TestApp) {
    let school = school(&app).await;
    seed(&app, Role::Student, &school.juan, 2);
    seed(&app, Role::Student, &school.rosa, 1);
    let deleted =
        app.call_as(&school.admin, "POST", "/api/admins/delete-student", Some(json!({ "ids": [school.juan] }))).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let left: Vec<String> = rows::table.select(rows::recipient_id).load(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(left, vec![school.rosa]);
}
