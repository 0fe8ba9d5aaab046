//! Schemes, settings and publishing: a change of scheme moves the grades not yet published and
//! leaves the published ones; the whole school is published at once; the publications screen;
//! a deleted student's scores, comments and published grades go with them; every change is
//! audited with what it was and what it is.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_persistence::schema::{grade_comments, scores, term_grades};
use serde_json::{json, Value};

use crate::grades::{assessment, audited, get, grade_school, post, row_of, score, GradeSchool};
use crate::helpers::TestApp;

crate::on_every_backend!(
    a_change_of_scheme_moves_unpublished_grades_and_leaves_published_ones,
    the_whole_school_is_published_at_once_and_listed_with_its_submissions,
    settings_read_the_defaults_until_saved_and_changes_are_audited_old_to_new,
    deleting_a_student_takes_their_scores_comments_and_published_grades,
);

/// Juan's Written Work 18/20 and Performance Task 30/50 in Mathematics in `term`.
async fn scored_in(app: &TestApp, school: &GradeSchool, term: &str, day: &str) {
    for (title, category, highest, value) in [("Quiz", "WW", "20", "18"), ("Task", "PT", "50", "30")] {
        let body = json!({ "subjectID": school.math, "termID": term, "title": title, "category": category,
                           "highest": highest, "date": day });
        let added = post(app, &school.maria, "/api/grades/assessments", body).await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
        let id = added.body["_id"].as_str().unwrap();
        assert_eq!(score(app, &school.maria, id, &school.juan, json!(value)).await.status, StatusCode::OK);
    }
}

async fn juans_grade(app: &TestApp, school: &GradeSchool, term: &str) -> Value {
    let book = get(app, &school.maria, &format!("/api/grades/gradebook?subjectID={}&termID={term}", school.math)).await;
    assert_eq!(book.status, StatusCode::OK, "{}", book.body);
    row_of(&book.body, &school.juan)["grade"].clone()
}

async fn a_change_of_scheme_moves_unpublished_grades_and_leaves_published_ones(app: TestApp) {
    let school = grade_school(&app).await;
    let second_day = get(&app, &school.maria, "/api/grades/my-subjects").await.body["terms"][1]["firstDay"].clone();
    scored_in(&app, &school, &school.first, &school.day).await;
    scored_in(&app, &school, &school.second, second_day.as_str().unwrap()).await;
    // 90 % of 40 and 60 % of 40, over the 80 counted: 75.00.
    assert_eq!(juans_grade(&app, &school, &school.first).await["initial"], "75.00");
    school.publish_first_term(&app).await;
    let kept = get(&app, &school.juan_session, "/api/grades/mine").await.body["subjects"][0]["grades"][0].clone();
    assert!(kept.is_u64(), "{kept}");

    let schemes = get(&app, &school.admin, "/api/grades/schemes").await;
    assert_eq!(schemes.status, StatusCode::OK, "{}", schemes.body);
    let groups: Vec<&str> =
        schemes.body["schemes"].as_array().unwrap().iter().map(|s| s["group"].as_str().unwrap()).collect();
    assert_eq!(groups, ["languages", "mathScience", "mapehTle"]);
    assert_eq!(schemes.body["schemes"][1]["label"], "Mathematics and Science");
    assert_eq!(schemes.body["schemes"][1]["isDefault"], true);
    let mut scheme = schemes.body["schemes"][1]["scheme"].clone();
    scheme["categories"][0]["weightPercent"] = json!(70);
    scheme["categories"][1]["weightPercent"] = json!(10);
    let saved =
        post(&app, &school.admin, "/api/grades/schemes", json!({ "group": "mathScience", "scheme": scheme })).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(saved.body["isDefault"], false);

    // (90 % of 70 + 60 % of 10) over the 80 counted: 86.25; the published quarter keeps its grade.
    assert_eq!(juans_grade(&app, &school, &school.second).await["initial"], "86.25");
    let mine = get(&app, &school.juan_session, "/api/grades/mine").await;
    assert_eq!(mine.body["subjects"][0]["grades"][0], kept);
    let grid =
        get(&app, &school.maria, &format!("/api/grades/section?sectionID={}&termID={}", school.section, school.first))
            .await;
    let subjects = grid.body["subjects"].as_array().unwrap();
    let math = subjects.iter().position(|s| s["name"] == "Mathematics").unwrap();
    assert_eq!(row_of(&grid.body, &school.juan)["grades"][math], kept);
    let entries = audited(&app, &school.admin, "grading scheme changed").await;
    assert_eq!(entries[0]["detail"], "Mathematics and Science: WW 70, PT 10, QA 20");

    let reset = post(&app, &school.admin, "/api/grades/reset-scheme", json!({ "group": "mathScience" })).await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
    assert_eq!(reset.body["isDefault"], true);
    assert_eq!(juans_grade(&app, &school, &school.second).await["initial"], "75.00");
    assert_eq!(audited(&app, &school.admin, "grading scheme reset").await.len(), 1);
}

async fn the_whole_school_is_published_at_once_and_listed_with_its_submissions(app: TestApp) {
    let school = grade_school(&app).await;
    let quiz = assessment(&app, &school.maria, &school, &school.math, ("Quiz", "WW", "10")).await;
    assert_eq!(score(&app, &school.maria, &quiz, &school.rosa, json!("7.5")).await.status, StatusCode::OK);
    let submitted =
        post(&app, &school.maria, "/api/grades/submit", json!({ "subjectID": school.math, "termID": school.first }))
            .await;
    assert_eq!(submitted.status, StatusCode::OK, "{}", submitted.body);
    let path = format!("/api/grades/publications?termID={}", school.first);
    let listed = get(&app, &school.admin, &path).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    assert_eq!(listed.body["term"]["name"], "First Quarter");
    let section = &listed.body["sections"][0];
    assert_eq!(
        (section["subjects"].clone(), section["submitted"].clone(), section["publishedAt"].clone()),
        (json!(5), json!(1), Value::Null)
    );

    let published = post(&app, &school.admin, "/api/grades/publish", json!({ "termID": school.first })).await;
    assert_eq!(published.body, json!({ "sections": 1, "students": 1 }), "only Rosa has a grade");
    assert!(get(&app, &school.admin, &path).await.body["sections"][0]["publishedAt"].is_string());
    let withdrawn =
        post(&app, &school.maria, "/api/grades/withdraw", json!({ "subjectID": school.math, "termID": school.first }))
            .await;
    assert_eq!(withdrawn.status, StatusCode::CONFLICT, "{}", withdrawn.body);
    let by_teacher = post(&app, &school.maria, "/api/grades/publish", json!({ "termID": school.first })).await;
    assert_eq!(by_teacher.status, StatusCode::FORBIDDEN);
}

async fn settings_read_the_defaults_until_saved_and_changes_are_audited_old_to_new(app: TestApp) {
    let school = grade_school(&app).await;
    let defaults = get(&app, &school.admin, "/api/grades/settings").await;
    let blank = json!({ "paper": "a4", "schoolName": "Lyceum Academy", "schoolID": "", "region": "", "division": "" });
    assert_eq!(defaults.body, blank);
    // DepEd's school ID has 6 digits; every broken rule beside its field, nothing saved.
    let refused = post(
        &app,
        &school.admin,
        "/api/grades/settings",
        json!({ "paper": "letter", "schoolName": "St. Jude", "schoolID": "13611", "region": "x".repeat(101) }),
    )
    .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    assert_eq!(refused.body["errors"]["schoolID"], "A school ID has 6 digits.");
    assert_eq!(refused.body["errors"]["region"], "Use at most 100 characters.");
    assert_eq!(get(&app, &school.admin, "/api/grades/settings").await.body, blank);
    let asked = json!({ "paper": "letter", "schoolName": " St. Jude ", "schoolID": " 136114 ", "region": "NCR" });
    let saved = post(&app, &school.admin, "/api/grades/settings", asked).await;
    assert_eq!(
        saved.body,
        json!({ "paper": "letter", "schoolName": "St. Jude", "schoolID": "136114", "region": "NCR", "division": "" })
    );
    assert_eq!(get(&app, &school.admin, "/api/grades/settings").await.body, saved.body);
    assert_eq!(audited(&app, &school.admin, "report card settings changed").await[0]["detail"], "letter, St. Jude");

    let quiz = assessment(&app, &school.maria, &school, &school.math, ("Quiz 1", "WW", "20")).await;
    let changed = post(
        &app,
        &school.maria,
        "/api/grades/update-assessment",
        json!({ "id": quiz, "title": "Quiz A", "category": "PT", "highest": 25, "date": school.day }),
    )
    .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    assert_eq!(changed.body["highest"], "25");
    let detail = audited(&app, &school.admin, "assessment changed").await[0]["detail"].as_str().unwrap().to_owned();
    assert!(detail.ends_with("title Quiz 1 -> Quiz A; category WW -> PT; highest 20 -> 25"), "{detail}");
    for value in ["20", "ex", ""] {
        assert_eq!(score(&app, &school.maria, &quiz, &school.juan, json!(value)).await.status, StatusCode::OK);
    }
    let again = score(&app, &school.maria, &quiz, &school.juan, Value::Null).await;
    assert_eq!(again.body["score"], Value::Null);
    let scores: Vec<String> = audited(&app, &school.admin, "score changed")
        .await
        .iter()
        .map(|e| e["detail"].as_str().unwrap().rsplit(": ").next().unwrap().to_owned())
        .collect();
    assert_eq!(scores, ["ex -> none", "20 -> ex", "none -> 20"], "newest first; the same save twice writes once");
    let deleted = post(&app, &school.maria, "/api/grades/delete-assessment", json!({ "id": quiz })).await;
    assert_eq!(deleted.body, json!({ "message": "Assessment deleted." }));
    assert!(audited(&app, &school.admin, "assessment deleted").await[0]["detail"]
        .as_str()
        .unwrap()
        .ends_with("0 scores deleted with it"));
}

async fn deleting_a_student_takes_their_scores_comments_and_published_grades(app: TestApp) {
    let school = grade_school(&app).await;
    let quiz = assessment(&app, &school.maria, &school, &school.math, ("Quiz", "WW", "10")).await;
    for student in [&school.juan, &school.rosa] {
        assert_eq!(score(&app, &school.maria, &quiz, student, json!("8")).await.status, StatusCode::OK);
        let body = json!({ "studentID": student, "termID": school.first, "comment": "Good" });
        assert_eq!(post(&app, &school.maria, "/api/grades/comment", body).await.status, StatusCode::OK);
    }
    post(&app, &school.admin, "/api/grades/publish", json!({ "termID": school.first })).await;
    let rows_of = |student: &str| -> [i64; 3] {
        let mut conn = app.db.conn().unwrap();
        [
            scores::table.filter(scores::student_id.eq(student)).count().get_result(&mut conn).unwrap(),
            grade_comments::table.filter(grade_comments::student_id.eq(student)).count().get_result(&mut conn).unwrap(),
            term_grades::table.filter(term_grades::student_id.eq(student)).count().get_result(&mut conn).unwrap(),
        ]
    };
    assert_eq!(rows_of(&school.rosa), [1, 1, 1]);
    let deleted = post(&app, &school.admin, "/api/admins/delete-student", json!({ "ids": [school.rosa] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(rows_of(&school.rosa), [0, 0, 0]);
    assert_eq!(rows_of(&school.juan), [1, 1, 1], "the others keep theirs");
}
