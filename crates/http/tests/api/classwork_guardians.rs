//! Guardians and classwork: a child's classwork with their work, to the child's guardians only;
//! and work missing at a piece's due time told to the guardians live, once per piece.

use std::time::Duration;

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_http::Settings;
use lyceum_persistence::schema::{guardian_students, guardians, notifications, students};
use serde_json::json;

use crate::grades::{get, grade_school, post, GradeSchool};
use crate::helpers::TestApp;
use crate::notifications::notification;

crate::on_every_backend!(
    mod looking_often with looking_often:
    guardians_see_their_childs_classwork_and_are_told_once_of_missing_work,
);

crate::on_every_backend!(more_pieces_falling_due_together_than_one_turn_takes_are_each_told_once,);

/// Pieces fallen due looked for every 100 ms.
fn looking_often(settings: &mut Settings) {
    settings.classwork_missing_every = Duration::from_millis(100);
}

/// The email of a guardian of `student`.
fn guardian_of(app: &TestApp, student: &str) -> String {
    guardian_students::table
        .inner_join(guardians::table)
        .filter(guardian_students::student_id.eq(student))
        .select(guardians::email)
        .first(&mut app.db.conn().unwrap())
        .expect("a guardian of the student")
}

/// Posts ungraded classwork to Maria's Mathematics due in `seconds`; answers its id.
async fn due_soon(app: &TestApp, school: &GradeSchool, title: &str, seconds: i64) -> String {
    let due = (chrono::Utc::now() + chrono::Duration::seconds(seconds)).to_rfc3339();
    let form = json!({ "subjectIDs": [school.math], "title": title, "instructions": "<p>Page 4.</p>",
                       "points": 10, "dueAt": due });
    let answer = post(app, &school.maria, "/api/teachers/classwork", form).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    answer.body["classwork"][0]["_id"].as_str().unwrap().to_owned()
}

async fn guardians_see_their_childs_classwork_and_are_told_once_of_missing_work(app: TestApp) {
    let school = grade_school(&app).await;
    let guardian = app.session_of(Role::Guardian, &guardian_of(&app, &school.juan)).await;
    let mut socket = app.socket_of(&guardian).await;
    let handed = due_soon(&app, &school, "Handed in on time", 2).await;
    let forgotten = due_soon(&app, &school, "Forgotten worksheet", 2).await;
    let turned =
        post(&app, &school.juan_session, "/api/students/turn-in", json!({ "assignmentID": handed, "answer": "12" }))
            .await;
    assert_eq!(turned.status, StatusCode::OK, "{}", turned.body);

    // Told once, of the piece not turned in, soon after its due time.
    let notice = notification(&mut socket, 6_000).await.expect("told of the missing work");
    assert!(notice["title"].as_str().unwrap().starts_with("Missing work: "), "{notice}");
    assert_eq!(notice["body"], "Forgotten worksheet (Mathematics) was not turned in by its due time.");
    assert_eq!(notice["link"], format!("/guardian/classwork?child={}", school.juan));
    assert!(notification(&mut socket, 1_500).await.is_none(), "told once, and not of the work turned in");

    // The child's classwork, with their work: the guardian's own child only.
    let path = format!("/api/guardians/children/{}/classwork", school.juan);
    let seen = get(&app, &guardian, &path).await;
    assert_eq!(seen.status, StatusCode::OK, "{}", seen.body);
    assert_eq!(seen.body["missing"][0]["_id"], forgotten.as_str(), "{}", seen.body);
    assert_eq!(seen.body["done"][0]["_id"], handed.as_str(), "{}", seen.body);
    assert_eq!(seen.body["done"][0]["work"]["answer"], "12");
    let rosas_guardian = guardian_of(&app, &school.rosa);
    if rosas_guardian != guardian_of(&app, &school.juan) {
        let other = app.session_of(Role::Guardian, &rosas_guardian).await;
        let refused = get(&app, &other, &path).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    }
    let unknown = get(&app, &guardian, "/api/guardians/children/not-an-id/classwork").await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND, "{}", unknown.body);
    let by_student = get(&app, &school.juan_session, &path).await;
    assert!(by_student.status.is_client_error(), "{}", by_student.status);
}

/// Pieces fallen due are claimed ten at a time, each in its own short write: 23 pieces falling
/// due at the same minute are each told to every guardian of every student who missed them,
/// once, and a second look tells nothing more.
async fn more_pieces_falling_due_together_than_one_turn_takes_are_each_told_once(app: TestApp) {
    let school = grade_school(&app).await;
    for n in 0..23 {
        due_soon(&app, &school, &format!("Worksheet {n}"), 60).await;
    }
    let guardians_of_the_class: i64 = guardian_students::table
        .inner_join(students::table)
        .filter(students::section_id.eq(&school.section))
        .count()
        .get_result(&mut app.db.conn().unwrap())
        .unwrap();
    assert!(guardians_of_the_class > 0);
    let hub: std::sync::Arc<dyn lyceum_realtime::Hub> =
        std::sync::Arc::new(lyceum_realtime::LocalHub::new(Duration::ZERO));
    let later = lyceum_persistence::now() + chrono::Duration::minutes(2);
    let told = lyceum_school::events::classwork::tell_missing_once(&app.db, &hub, later).await.unwrap();
    assert_eq!(told as i64, 23 * guardians_of_the_class);
    assert_eq!(lyceum_school::events::classwork::tell_missing_once(&app.db, &hub, later).await.unwrap(), 0);
    let stored: Vec<String> = notifications::table
        .filter(notifications::title.like("Missing work: %"))
        .select(notifications::body)
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    let pieces: std::collections::HashSet<&String> = stored.iter().collect();
    assert_eq!((stored.len() as i64, pieces.len()), (23 * guardians_of_the_class, 23));
}
