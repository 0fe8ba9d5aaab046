//! The teacher's review of classwork: the class's work with its counts, a score and a comment
//! (a graded piece's score is the gradebook's, either way it is entered), the work returned (one
//! or all, each student told live), and what another teacher or bad input is refused.

use actix_web::http::StatusCode;
use chrono::{Duration, Utc};
use serde_json::{json, Value};

use crate::classwork_work::add_file;
use crate::grades::{audited, get, grade_school, gradebook, post, row_of, score, GradeSchool};
use crate::helpers::{samples, TestApp};
use crate::notifications::{notification, told};

crate::on_every_backend!(
    graded_work_is_scored_in_the_gradebook_returned_and_the_student_told,
    ungraded_work_keeps_its_own_score_and_the_counts_follow_the_due_time,
);

fn in_hours(hours: i64) -> String {
    (Utc::now() + Duration::hours(hours)).to_rfc3339()
}

/// Posts a piece to Maria's Mathematics (graded as `category` when given); answers its id.
async fn posted(app: &TestApp, school: &GradeSchool, (appears, due): (i64, i64), category: &str) -> String {
    let form = json!({ "subjectIDs": [school.math], "title": "Fractions", "instructions": "<p>Page 4.</p>",
                       "points": 20, "dueAt": in_hours(due), "appearsAt": in_hours(appears), "category": category });
    let answer = post(app, &school.maria, "/api/teachers/classwork", form).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    answer.body["classwork"][0]["_id"].as_str().unwrap().to_owned()
}

async fn class_work(app: &TestApp, token: &str, id: &str) -> crate::helpers::Answer {
    get(app, token, &format!("/api/teachers/classwork-work?assignmentID={id}")).await
}

fn of<'a>(view: &'a Value, student: &str) -> &'a Value {
    view["students"].as_array().unwrap().iter().find(|row| row["studentID"] == student).expect("the student's work")
}

async fn graded_work_is_scored_in_the_gradebook_returned_and_the_student_told(app: TestApp) {
    let school = grade_school(&app).await;
    let id = posted(&app, &school, (0, 48), "WW").await;
    let photo = add_file(&app, &school.juan_session, &id, "page4.png", samples::PNG).await;
    assert_eq!(photo.status, StatusCode::CREATED, "{}", photo.body);
    let turned = post(&app, &school.juan_session, "/api/students/turn-in", json!({ "assignmentID": id })).await;
    assert_eq!(turned.status, StatusCode::OK, "{}", turned.body);

    // The class with its counts: Juan turned in, Rosa not yet.
    let view = class_work(&app, &school.maria, &id).await;
    assert_eq!(view.status, StatusCode::OK, "{}", view.body);
    assert_eq!(view.body["counts"], json!({ "turnedIn": 1, "late": 0, "missing": 0, "returned": 0, "assigned": 1 }));
    let juan = of(&view.body, &school.juan);
    assert_eq!((juan["status"].as_str(), juan["files"][0]["name"].as_str()), (Some("turnedIn"), Some("page4.png")));
    assert_eq!(of(&view.body, &school.rosa)["status"], "assigned");
    // Only the piece's teacher reviews it.
    let other = class_work(&app, &school.jose, &id).await;
    assert_eq!(other.status, StatusCode::FORBIDDEN, "{}", other.body);
    let by_student = class_work(&app, &school.juan_session, &id).await;
    assert!(by_student.status.is_client_error(), "{}", by_student.status);

    // A score here is the gradebook's; one entered there shows here.
    let review = json!({ "assignmentID": id, "studentID": school.juan, "score": 18, "comment": "Neat work." });
    let reviewed = post(&app, &school.maria, "/api/teachers/review-work", review.clone()).await;
    assert_eq!(reviewed.status, StatusCode::OK, "{}", reviewed.body);
    assert_eq!(of(&reviewed.body, &school.juan)["score"], 18.0);
    let assessment = reviewed.body["assignment"]["assessmentID"].as_str().unwrap().to_owned();
    let book = gradebook(&app, &school.maria, &school, &school.math).await;
    assert_eq!(row_of(&book.body, &school.juan)["scores"][&assessment], "18", "{}", book.body);
    let saved = score(&app, &school.maria, &assessment, &school.rosa, json!("15")).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let view = class_work(&app, &school.maria, &id).await;
    assert_eq!(of(&view.body, &school.rosa)["score"], 15.0);
    assert_eq!(audited(&app, &school.admin, "score changed").await.len(), 2);

    // Bad reviews change nothing: above the points, by another teacher, of someone not in the class.
    let mut high = review.clone();
    high["score"] = json!(25);
    let refused = post(&app, &school.maria, "/api/teachers/review-work", high).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    assert_eq!(refused.body["errors"]["score"], "Enter a score from 0 to 20.");
    let refused = post(&app, &school.jose, "/api/teachers/review-work", review.clone()).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    let mut stranger = review.clone();
    stranger["studentID"] = json!("0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b");
    let refused = post(&app, &school.maria, "/api/teachers/review-work", stranger).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    let book = gradebook(&app, &school.maria, &school, &school.math).await;
    assert_eq!(row_of(&book.body, &school.juan)["scores"][&assessment], "18");

    // Returned: Juan is told live, sees his score and the comment, and may no longer take it back.
    let mut socket = app.socket_of(&school.juan_session).await;
    let refused = post(
        &app,
        &school.jose,
        "/api/teachers/return-work",
        json!({ "assignmentID": id, "studentIDs": [school.juan] }),
    )
    .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    let returned = post(
        &app,
        &school.maria,
        "/api/teachers/return-work",
        json!({ "assignmentID": id, "studentIDs": [school.juan] }),
    )
    .await;
    assert_eq!(returned.status, StatusCode::OK, "{}", returned.body);
    assert_eq!(returned.body["counts"]["returned"], 1);
    let notice = told(&mut socket).await;
    assert_eq!(
        (notice["title"].as_str(), notice["body"].as_str()),
        (Some("Work returned"), Some("Fractions")),
        "{notice}"
    );
    let mine = get(&app, &school.juan_session, "/api/students/classwork").await;
    let work = &mine.body["done"][0]["work"];
    assert_eq!(
        (&work["status"], &work["score"], &work["comment"]),
        (&json!("returned"), &json!(18.0), &json!("Neat work.")),
        "{}",
        mine.body
    );
    let back = post(&app, &school.juan_session, "/api/students/unsubmit", json!({ "assignmentID": id })).await;
    assert_eq!(back.status, StatusCode::CONFLICT, "{}", back.body);
    assert_eq!(back.body["message"], "Your teacher has returned this work.");
    // Returning again tells no one twice; returning all at once covers Rosa too.
    let all = json!({ "assignmentID": id, "studentIDs": [school.juan, school.rosa] });
    let returned = post(&app, &school.maria, "/api/teachers/return-work", all).await;
    assert_eq!(returned.body["counts"]["returned"], 2, "{}", returned.body);
    assert!(notification(&mut socket, 500).await.is_none(), "Juan was told once");
}

async fn ungraded_work_keeps_its_own_score_and_the_counts_follow_the_due_time(app: TestApp) {
    let school = grade_school(&app).await;
    let id = posted(&app, &school, (-72, -24), "").await;
    let turned = post(
        &app,
        &school.juan_session,
        "/api/students/turn-in",
        json!({ "assignmentID": id, "answer": "Late, sorry." }),
    )
    .await;
    assert_eq!(turned.status, StatusCode::OK, "{}", turned.body);
    let view = class_work(&app, &school.maria, &id).await;
    assert_eq!(view.body["counts"], json!({ "turnedIn": 1, "late": 1, "missing": 1, "returned": 0, "assigned": 0 }));
    assert_eq!(of(&view.body, &school.rosa)["status"], "missing");
    assert_eq!(of(&view.body, &school.juan)["answer"], "Late, sorry.");

    let review = json!({ "assignmentID": id, "studentID": school.juan, "score": "12.5", "comment": "" });
    let reviewed = post(&app, &school.maria, "/api/teachers/review-work", review).await;
    assert_eq!(reviewed.status, StatusCode::OK, "{}", reviewed.body);
    assert_eq!(of(&reviewed.body, &school.juan)["score"], 12.5);
    let excused = json!({ "assignmentID": id, "studentID": school.juan, "score": "ex" });
    let refused = post(&app, &school.maria, "/api/teachers/review-work", excused).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    let empty =
        post(&app, &school.maria, "/api/teachers/return-work", json!({ "assignmentID": id, "studentIDs": [] })).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST, "{}", empty.body);
    // Before it is returned the student does not see the score.
    let mine = get(&app, &school.juan_session, "/api/students/classwork").await;
    assert_eq!(mine.body["done"][0]["work"]["score"], Value::Null, "{}", mine.body);
}
