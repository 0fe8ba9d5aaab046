//! Classwork: a teacher posts it to the subjects they teach, graded classwork is the gradebook's
//! assessment (one source of truth for its points and scores), students see what has appeared,
//! and bad input is refused with nothing written. The school is `grades::grade_school`'s: Maria
//! teaches Mathematics, Jose Science, Juan is in their section, the first quarter holds today.

use actix_web::http::StatusCode;
use chrono::{Duration, Utc};
use diesel::prelude::*;
use lyceum_persistence::schema::{assessments, assignments};
use serde_json::{json, Value};

use crate::grades::{audited, get, grade_school, gradebook, post, score, GradeSchool};
use crate::helpers::{samples, TestApp};

crate::on_every_backend!(
    graded_classwork_is_the_gradebooks_assessment_from_posting_to_deleting,
    students_see_classwork_once_it_appears_and_what_is_past_due_as_missing,
    bad_classwork_is_refused_and_nothing_is_written,
    classwork_files_reach_its_teacher_and_its_students_and_go_with_it,
);

/// An instant `hours` from now, as the form sends it.
fn in_hours(hours: i64) -> String {
    (Utc::now() + Duration::hours(hours)).to_rfc3339()
}

/// A form for Maria's Mathematics, due in two days, graded as Written Works.
fn essay(school: &GradeSchool) -> Value {
    json!({ "subjectIDs": [school.math], "title": "Essay 1", "instructions": "<p>Write <b>300</b> words.</p>",
            "points": 20, "dueAt": in_hours(48), "lateAccepted": true, "category": "WW", "appearsAt": "" })
}

fn assignment_rows(app: &TestApp) -> i64 {
    assignments::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

fn assessment_rows(app: &TestApp) -> i64 {
    assessments::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn graded_classwork_is_the_gradebooks_assessment_from_posting_to_deleting(app: TestApp) {
    let school = grade_school(&app).await;
    let posted = post(&app, &school.maria, "/api/teachers/classwork", essay(&school)).await;
    assert_eq!(posted.status, StatusCode::CREATED, "{}", posted.body);
    let piece = &posted.body["classwork"][0];
    assert_eq!(piece["title"], "Essay 1");
    assert_eq!(piece["subject"], "Mathematics");
    assert_eq!(piece["category"], "WW");
    assert_eq!(piece["points"], 20.0);
    let (id, assessment) =
        (piece["_id"].as_str().unwrap().to_owned(), piece["assessmentID"].as_str().unwrap().to_owned());

    // The gradebook has it, and a score entered there is the classwork's.
    let book = gradebook(&app, &school.maria, &school, &school.math).await;
    let listed = book.body["assessments"].as_array().unwrap().iter().find(|a| a["_id"] == assessment.as_str()).cloned();
    let listed = listed.expect("the classwork's assessment in the gradebook");
    assert_eq!(
        (listed["title"].as_str(), listed["category"].as_str(), listed["highest"].as_str()),
        (Some("Essay 1"), Some("WW"), Some("20"))
    );
    let saved = score(&app, &school.maria, &assessment, &school.juan, json!("18")).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);

    // Changed here, changed there: a new title and points.
    let mut changed = essay(&school);
    changed["id"] = json!(id);
    changed["title"] = json!("Essay 1: my town");
    changed["points"] = json!(25);
    let updated = post(&app, &school.maria, "/api/teachers/update-classwork", changed.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["points"], 25.0);
    let book = gradebook(&app, &school.maria, &school, &school.math).await;
    let listed =
        book.body["assessments"].as_array().unwrap().iter().find(|a| a["_id"] == assessment.as_str()).cloned().unwrap();
    assert_eq!((listed["title"].as_str(), listed["highest"].as_str()), (Some("Essay 1: my town"), Some("25")));

    // Points below a score entered are refused, as the gradebook refuses them.
    changed["points"] = json!(10);
    let lower = post(&app, &school.maria, "/api/teachers/update-classwork", changed.clone()).await;
    assert_eq!(lower.status, StatusCode::BAD_REQUEST, "{}", lower.body);
    assert_eq!(lower.body["errors"]["points"], "A score of 18 is above this; lower it first.", "{}", lower.body);
    // With a score entered it stays graded.
    changed["points"] = json!(25);
    changed["category"] = json!("");
    let ungraded = post(&app, &school.maria, "/api/teachers/update-classwork", changed).await;
    assert_eq!(ungraded.status, StatusCode::BAD_REQUEST, "{}", ungraded.body);
    assert_eq!(
        ungraded.body["errors"]["category"], "It has scores in the gradebook; it stays graded.",
        "{}",
        ungraded.body
    );

    // The gradebook's change of the highest score is the classwork's points.
    let body = json!({ "id": assessment, "title": "Essay 1: my town", "category": "WW", "highest": "30", "date": listed["date"] });
    let edited = post(&app, &school.maria, "/api/grades/update-assessment", body).await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.body);
    let mine = get(&app, &school.maria, "/api/teachers/classwork").await;
    assert_eq!(mine.body["classwork"][0]["points"], 30.0, "{}", mine.body);

    assert_eq!(audited(&app, &school.admin, "classwork posted").await.len(), 1);
    assert_eq!(audited(&app, &school.admin, "classwork changed").await.len(), 1);

    // Deleted with its assessment and the score.
    let deleted = post(&app, &school.maria, "/api/teachers/delete-classwork", json!({ "id": id })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(deleted.body["message"], "Classwork deleted.");
    assert_eq!((assignment_rows(&app), assessment_rows(&app)), (0, 0));
    let again = post(&app, &school.maria, "/api/teachers/delete-classwork", json!({ "id": id })).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND, "{}", again.body);
    assert_eq!(audited(&app, &school.admin, "classwork deleted").await.len(), 1);
}

async fn students_see_classwork_once_it_appears_and_what_is_past_due_as_missing(app: TestApp) {
    let school = grade_school(&app).await;
    // A class named twice gets one piece.
    let mut twice = essay(&school);
    twice["subjectIDs"] = json!([school.math, school.math]);
    twice["category"] = json!("");
    twice["title"] = json!("Named twice");
    let posted = post(&app, &school.maria, "/api/teachers/classwork", twice).await;
    assert_eq!(posted.body["classwork"].as_array().map(Vec::len), Some(1), "{}", posted.body);
    let id = posted.body["classwork"][0]["_id"].clone();
    let deleted = post(&app, &school.maria, "/api/teachers/delete-classwork", json!({ "id": id })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let mut later = essay(&school);
    later["title"] = json!("Shown tomorrow");
    later["appearsAt"] = json!(in_hours(24));
    later["category"] = json!("");
    let mut past = essay(&school);
    past["title"] = json!("Was due yesterday");
    past["appearsAt"] = json!(in_hours(-72));
    past["dueAt"] = json!(in_hours(-24));
    past["category"] = json!("PT");
    for form in [essay(&school), later, past] {
        let posted = post(&app, &school.maria, "/api/teachers/classwork", form).await;
        assert_eq!(posted.status, StatusCode::CREATED, "{}", posted.body);
    }
    let juan = get(&app, &school.juan_session, "/api/students/classwork").await;
    assert_eq!(juan.status, StatusCode::OK, "{}", juan.body);
    let titles = |list: &str| -> Vec<String> {
        juan.body[list].as_array().unwrap().iter().map(|a| a["title"].as_str().unwrap().to_owned()).collect()
    };
    assert_eq!(titles("todo"), ["Essay 1"]);
    assert_eq!(titles("missing"), ["Was due yesterday"]);
    // The instructions come sanitised.
    let mut scripted = essay(&school);
    scripted["instructions"] = json!("<p>Read</p><script>alert(1)</script><img src=x onerror=alert(1)>");
    let posted = post(&app, &school.maria, "/api/teachers/classwork", scripted).await;
    assert_eq!(posted.status, StatusCode::CREATED, "{}", posted.body);
    let html = posted.body["classwork"][0]["instructions"].as_str().unwrap();
    assert!(!html.contains("script") && !html.contains("onerror"), "{html}");
    // The teacher's list holds all four; a student may not call it.
    let mine = get(&app, &school.maria, "/api/teachers/classwork").await;
    assert_eq!(mine.body["classwork"].as_array().unwrap().len(), 4);
    let refused = get(&app, &school.juan_session, "/api/teachers/classwork").await;
    assert!(refused.status.is_client_error(), "{}", refused.status);
}

async fn bad_classwork_is_refused_and_nothing_is_written(app: TestApp) {
    let school = grade_school(&app).await;
    let refused = |changes: Value| {
        let mut form = essay(&school);
        for (key, value) in changes.as_object().unwrap() {
            form[key] = value.clone();
        }
        form
    };
    for (changes, field) in [
        (json!({ "dueAt": in_hours(-1) }), "dueAt"),
        (json!({ "appearsAt": in_hours(72) }), "dueAt"),
        (json!({ "dueAt": "next friday" }), "dueAt"),
        (json!({ "points": 0 }), "points"),
        (json!({ "points": 2.5 }), "points"),
        (json!({ "title": "  " }), "title"),
        (json!({ "instructions": "<p> </p><script>x</script>" }), "instructions"),
        (json!({ "category": "QA" }), "category"),
        (json!({ "lateAccepted": "yes" }), "lateAccepted"),
        (json!({ "dueAt": in_hours(24 * 200) }), "dueAt"),
        (json!({ "subjectIDs": [] }), "subjectIDs"),
    ] {
        let answer = post(&app, &school.maria, "/api/teachers/classwork", refused(changes.clone())).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{changes}: {}", answer.body);
        assert!(answer.body["errors"][field].is_string(), "{changes}: {}", answer.body);
    }
    // Another teacher's subject, among Maria's own: nothing is posted at all.
    let both = refused(json!({ "subjectIDs": [school.math, school.science] }));
    let answer = post(&app, &school.maria, "/api/teachers/classwork", both).await;
    assert_eq!(answer.status, StatusCode::FORBIDDEN, "{}", answer.body);
    assert_eq!((assignment_rows(&app), assessment_rows(&app)), (0, 0));

    // Jose may neither change nor delete Maria's classwork.
    let posted = post(&app, &school.maria, "/api/teachers/classwork", essay(&school)).await;
    let id = posted.body["classwork"][0]["_id"].clone();
    let mut change = essay(&school);
    change["id"] = id.clone();
    change["title"] = json!("Taken over");
    let answer = post(&app, &school.jose, "/api/teachers/update-classwork", change).await;
    assert_eq!(answer.status, StatusCode::FORBIDDEN, "{}", answer.body);
    let answer = post(&app, &school.jose, "/api/teachers/delete-classwork", json!({ "id": id })).await;
    assert_eq!(answer.status, StatusCode::FORBIDDEN, "{}", answer.body);
    let answer = post(&app, &school.juan_session, "/api/teachers/delete-classwork", json!({ "id": id })).await;
    assert!(answer.status.is_client_error(), "{}", answer.status);
    let mine = get(&app, &school.maria, "/api/teachers/classwork").await;
    assert_eq!(mine.body["classwork"][0]["title"], "Essay 1");
    assert_eq!((assignment_rows(&app), assessment_rows(&app)), (1, 1));
}

async fn classwork_files_reach_its_teacher_and_its_students_and_go_with_it(app: TestApp) {
    let school = grade_school(&app).await;
    let posted = post(&app, &school.maria, "/api/teachers/classwork", essay(&school)).await;
    let id = posted.body["classwork"][0]["_id"].as_str().unwrap().to_owned();
    app.set_cookie(Some(school.maria.clone()));
    let file = app.upload_ok("/api/subjectUpload", "file", "rubric.pdf", samples::PDF).await;
    let body = json!({ "assignmentID": id, "attachedFile": file });
    // Only the classwork's teacher attaches, and only their own upload.
    let refused = post(&app, &school.jose, "/api/teachers/attach-classwork-file", body.clone()).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    let attached = post(&app, &school.maria, "/api/teachers/attach-classwork-file", body.clone()).await;
    assert_eq!(attached.status, StatusCode::CREATED, "{}", attached.body);
    assert_eq!(attached.body["files"][0]["name"], "rubric.pdf");
    assert_eq!(attached.body["files"][0]["file"], file.as_str());
    let again = post(&app, &school.maria, "/api/teachers/attach-classwork-file", body).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "{}", again.body);

    // Juan, of the section, sees it listed and downloads it; Jose, who teaches the section
    // another subject, may not.
    let juan = get(&app, &school.juan_session, "/api/students/classwork").await;
    assert_eq!(juan.body["todo"][0]["files"][0]["name"], "rubric.pdf", "{}", juan.body);
    for (session, expected) in [(&school.juan_session, StatusCode::OK), (&school.jose, StatusCode::FORBIDDEN)] {
        app.set_cookie(Some(session.clone()));
        let (status, _, _) = app.download(&file).await;
        assert_eq!(status, expected);
    }

    // Deleting the classwork deletes the file from the disk.
    assert_eq!(app.files_in("subjects").len(), 1);
    let deleted = post(&app, &school.maria, "/api/teachers/delete-classwork", json!({ "id": id })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert!(app.files_in("subjects").is_empty());
    app.set_cookie(Some(school.maria.clone()));
    let (status, _, _) = app.download(&file).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // A file of classwork that has not appeared yet stays the teacher's until it does.
    let mut later = essay(&school);
    later["appearsAt"] = json!(in_hours(24));
    let posted = post(&app, &school.maria, "/api/teachers/classwork", later).await;
    let hidden = posted.body["classwork"][0]["_id"].clone();
    let file = app.upload_ok("/api/subjectUpload", "file", "answers.pdf", samples::PDF).await;
    let body = json!({ "assignmentID": hidden, "attachedFile": file });
    let attached = post(&app, &school.maria, "/api/teachers/attach-classwork-file", body).await;
    assert_eq!(attached.status, StatusCode::CREATED, "{}", attached.body);
    for (session, expected) in [(&school.juan_session, StatusCode::FORBIDDEN), (&school.maria, StatusCode::OK)] {
        app.set_cookie(Some(session.clone()));
        let (status, _, _) = app.download(&file).await;
        assert_eq!(status, expected);
    }
    app.set_cookie(Some(school.maria.clone()));
    let deleted = post(&app, &school.maria, "/api/teachers/delete-classwork", json!({ "id": hidden })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);

    // One file deleted alone.
    let posted = post(&app, &school.maria, "/api/teachers/classwork", essay(&school)).await;
    let id = posted.body["classwork"][0]["_id"].clone();
    let file = app.upload_ok("/api/subjectUpload", "file", "map.pdf", samples::PDF).await;
    let attached = post(
        &app,
        &school.maria,
        "/api/teachers/attach-classwork-file",
        json!({ "assignmentID": id, "attachedFile": file }),
    )
    .await;
    let file_id = attached.body["files"][0]["_id"].clone();
    let removed = post(&app, &school.jose, "/api/teachers/delete-classwork-file", json!({ "id": file_id })).await;
    assert_eq!(removed.status, StatusCode::FORBIDDEN, "{}", removed.body);
    let removed = post(&app, &school.maria, "/api/teachers/delete-classwork-file", json!({ "id": file_id })).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    let mine = get(&app, &school.maria, "/api/teachers/classwork").await;
    assert_eq!(mine.body["classwork"][0]["files"], json!([]));
    assert!(app.files_in("subjects").is_empty());
}
