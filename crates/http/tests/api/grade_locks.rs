//! Every refusal of the grades calls is a 4xx JSON message that changes nothing: a score for a
//! student not in the subject, out of range or not a number; a category the scheme lacks;
//! weights not adding to 100; another teacher's subject; a highest below a score entered; a
//! submission without assessments; and every change to a published term.

use actix_web::http::StatusCode;
use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_persistence::schema::{
    assessments, grade_comments, grade_publications, grade_submissions, grading_schemes, scores, term_grades,
};
use serde_json::{json, Value};

use crate::grades::{assessment, grade_school, post, score, GradeSchool};
use crate::helpers::{Answer, TestApp};

crate::on_every_backend!(
    every_refusal_is_a_4xx_json_message_that_changes_nothing,
    a_published_term_refuses_every_change_to_assessments_scores_and_comments,
);

/// Everything grades store, to compare before and after a refused call.
#[derive(Debug, PartialEq)]
struct Stored {
    assessments: Vec<(String, String, String, i32, NaiveDate)>,
    scores: Vec<(String, String, Option<i32>, bool)>,
    comments: Vec<(String, String, String)>,
    schemes: Vec<(String, String)>,
    submissions: i64,
    publications: i64,
    term_grades: i64,
}

fn stored(app: &TestApp) -> Stored {
    let mut conn = app.db.conn().unwrap();
    let conn = &mut conn;
    Stored {
        assessments: assessments::table
            .order(assessments::id)
            .select((
                assessments::id,
                assessments::title,
                assessments::category,
                assessments::highest,
                assessments::day,
            ))
            .load(conn)
            .unwrap(),
        scores: scores::table
            .order((scores::assessment_id, scores::student_id))
            .select((scores::assessment_id, scores::student_id, scores::score, scores::excused))
            .load(conn)
            .unwrap(),
        comments: grade_comments::table
            .order(grade_comments::student_id)
            .select((grade_comments::student_id, grade_comments::term_id, grade_comments::comment))
            .load(conn)
            .unwrap(),
        schemes: grading_schemes::table
            .select((grading_schemes::subject_group, grading_schemes::scheme))
            .load(conn)
            .unwrap(),
        submissions: grade_submissions::table.count().get_result(conn).unwrap(),
        publications: grade_publications::table.count().get_result(conn).unwrap(),
        term_grades: term_grades::table.count().get_result(conn).unwrap(),
    }
}

/// Asserts the answer is `status` with a JSON message (and, when given, the field's error).
fn refused(answer: &Answer, status: StatusCode, field: Option<(&str, &str)>, what: &str) {
    assert_eq!(answer.status, status, "{what}: {}", answer.body);
    assert!(answer.body["message"].is_string(), "{what}: {}", answer.body);
    if let Some((field, message)) = field {
        assert_eq!(answer.body["errors"][field], message, "{what}: {}", answer.body);
    }
}

async fn graded(app: &TestApp) -> (GradeSchool, String) {
    let school = grade_school(app).await;
    let quiz = assessment(app, &school.maria, &school, &school.math, ("Quiz 1", "WW", "20")).await;
    assert_eq!(score(app, &school.maria, &quiz, &school.juan, json!("19")).await.status, StatusCode::OK);
    (school, quiz)
}

async fn every_refusal_is_a_4xx_json_message_that_changes_nothing(app: TestApp) {
    let (school, quiz) = graded(&app).await;
    let before = stored(&app);
    let maria = school.maria.as_str();
    let nobody = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";
    let range = Some(("score", "Enter a score from 0 to 20."));
    for (body, field, what) in [
        (json!("20.5"), range, "above the highest"),
        (json!("-1"), range, "below 0"),
        (json!("abc"), Some(("score", "Enter a number, \"ex\" or nothing.")), "not a number"),
        (json!("1.234"), Some(("score", "Enter a number, \"ex\" or nothing.")), "three decimals"),
        (json!([1]), Some(("score", "Enter a number, \"ex\" or nothing.")), "a list"),
    ] {
        refused(&score(&app, maria, &quiz, &school.juan, body).await, StatusCode::BAD_REQUEST, field, what);
    }
    let outsider = score(&app, maria, &quiz, nobody, json!("10")).await;
    refused(
        &outsider,
        StatusCode::BAD_REQUEST,
        Some(("studentID", "This student is not in this subject.")),
        "not in it",
    );
    let other = score(&app, &school.jose, &quiz, &school.juan, json!("10")).await;
    refused(&other, StatusCode::FORBIDDEN, None, "another teacher's subject");
    assert_eq!(other.message(), "You cannot see these grades.");
    let book = crate::grades::gradebook(&app, &school.jose, &school, &school.math).await;
    refused(&book, StatusCode::FORBIDDEN, None, "another teacher's gradebook");

    let add = |category: &str, highest: Value, date: &str| {
        json!({ "subjectID": school.math, "termID": school.first, "title": "Quiz 2", "category": category,
                "highest": highest, "date": date })
    };
    for (body, field, message) in [
        (add("XX", json!("20"), &school.day), "category", "Choose a category of this subject's scheme."),
        (add("WW", json!("0"), &school.day), "highest", "Enter a highest possible score from 1 to 1000."),
        (add("WW", json!("1000.5"), &school.day), "highest", "Enter a highest possible score from 1 to 1000."),
        (add("WW", json!("20"), "2001-01-01"), "date", "Choose a day within the term."),
        (add("WW", json!("20"), "yesterday"), "date", "Choose a day within the term."),
    ] {
        let answer = post(&app, maria, "/api/grades/assessments", body).await;
        refused(&answer, StatusCode::BAD_REQUEST, Some((field, message)), field);
    }
    let other_add = post(&app, &school.jose, "/api/grades/assessments", add("WW", json!("20"), &school.day)).await;
    refused(&other_add, StatusCode::FORBIDDEN, None, "adding to another teacher's subject");
    let lower = json!({ "id": quiz, "title": "Quiz 1", "category": "WW", "highest": "15", "date": school.day });
    let lowered = post(&app, maria, "/api/grades/update-assessment", lower).await;
    refused(
        &lowered,
        StatusCode::BAD_REQUEST,
        Some(("highest", "A score of 19 is above this; lower it first.")),
        "lower",
    );
    let missing = post(&app, maria, "/api/grades/gradebook", json!({})).await;
    assert_eq!(missing.status, StatusCode::METHOD_NOT_ALLOWED);
    let no_subject = crate::grades::get(&app, maria, &format!("/api/grades/gradebook?termID={}", school.first)).await;
    refused(&no_subject, StatusCode::BAD_REQUEST, Some(("subjectID", "Choose a subject.")), "no subject");
    let unknown =
        crate::grades::get(&app, maria, &format!("/api/grades/gradebook?subjectID={nobody}&termID={}", school.first))
            .await;
    refused(&unknown, StatusCode::NOT_FOUND, None, "unknown subject");
    assert_eq!(unknown.message(), "This subject does not exist.");

    let empty =
        post(&app, &school.jose, "/api/grades/submit", json!({ "subjectID": school.science, "termID": school.first }))
            .await;
    refused(&empty, StatusCode::BAD_REQUEST, None, "submit without assessments");
    assert_eq!(empty.message(), "Add an assessment before submitting.");

    let mut short =
        crate::grades::get(&app, &school.admin, "/api/grades/schemes").await.body["schemes"][1]["scheme"].clone();
    short["categories"][0]["weightPercent"] = json!(39);
    let saved =
        post(&app, &school.admin, "/api/grades/schemes", json!({ "group": "mathScience", "scheme": short })).await;
    refused(
        &saved,
        StatusCode::BAD_REQUEST,
        Some(("weightPercent", "The weights add up to 99; they must add up to 100.")),
        "weights",
    );
    let unknown_group =
        post(&app, &school.admin, "/api/grades/schemes", json!({ "group": "sports", "scheme": short })).await;
    refused(&unknown_group, StatusCode::BAD_REQUEST, None, "unknown group");
    assert!(unknown_group.body["errors"]["group"].is_string());
    let by_teacher = post(&app, maria, "/api/grades/schemes", json!({ "group": "mathScience", "scheme": short })).await;
    refused(&by_teacher, StatusCode::FORBIDDEN, None, "a teacher changing a scheme");
    let paper = post(&app, &school.admin, "/api/grades/settings", json!({ "paper": "a3", "schoolName": " " })).await;
    refused(&paper, StatusCode::BAD_REQUEST, Some(("paper", "Choose A4 or Letter.")), "paper");
    assert!(paper.body["errors"]["schoolName"].is_string());
    let long = "x".repeat(501);
    let comment = post(
        &app,
        maria,
        "/api/grades/comment",
        json!({ "studentID": school.juan, "termID": school.first, "comment": long }),
    )
    .await;
    refused(&comment, StatusCode::BAD_REQUEST, None, "a long comment");
    assert!(comment.body["errors"]["comment"].is_string());
    let not_adviser = post(
        &app,
        &school.jose,
        "/api/grades/comment",
        json!({ "studentID": school.juan, "termID": school.first, "comment": "Hi" }),
    )
    .await;
    refused(&not_adviser, StatusCode::FORBIDDEN, None, "a comment by another teacher");
    assert_eq!(stored(&app), before, "a refused call changed grades");
}

async fn a_published_term_refuses_every_change_to_assessments_scores_and_comments(app: TestApp) {
    let (school, quiz) = graded(&app).await;
    school.publish_first_term(&app).await;
    let before = stored(&app);
    let locked = "These grades are published; ask an administrator to unlock them.";
    for token in [&school.maria, &school.admin] {
        let calls = [
            ("/api/grades/score", json!({ "assessmentID": quiz, "studentID": school.juan, "score": "10" })),
            (
                "/api/grades/assessments",
                json!({ "subjectID": school.math, "termID": school.first, "title": "Quiz 2",
                                                "category": "WW", "highest": "10", "date": school.day }),
            ),
            (
                "/api/grades/update-assessment",
                json!({ "id": quiz, "title": "Quiz A", "category": "WW",
                                                      "highest": "20", "date": school.day }),
            ),
            ("/api/grades/delete-assessment", json!({ "id": quiz })),
            ("/api/grades/comment", json!({ "studentID": school.juan, "termID": school.first, "comment": "Late" })),
            ("/api/grades/submit", json!({ "subjectID": school.math, "termID": school.first })),
            ("/api/grades/withdraw", json!({ "subjectID": school.math, "termID": school.first })),
        ];
        for (path, body) in calls {
            let answer = post(&app, token, path, body).await;
            refused(&answer, StatusCode::CONFLICT, None, path);
            assert_eq!(answer.message(), locked, "{path}");
        }
    }
    assert_eq!(stored(&app), before, "a change to a published term went through");
}
