//! Grades (docs/grades.md): a teacher grades a term, submits it, the adviser reviews and
//! comments, an administrator publishes, the student sees the result, and an unlock with a
//! reason opens it again. The school: one section (Maria advises it and teaches Mathematics,
//! Jose teaches Science), Juan and Rosa its students, a year with two quarters around today.

use actix_web::http::StatusCode;
use chrono::Days;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{notifications, sections, students, subjects};
use serde_json::{json, Value};

use crate::helpers::{Answer, TestApp, ADMIN_EMAIL, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_term_is_graded_submitted_reviewed_published_seen_and_unlocked,
    a_teacher_lists_their_subjects_with_the_years_terms_and_the_current_one,
    a_gradebook_lists_the_section_by_name_and_keeps_a_student_moved_out_with_their_scores,
);

const JOSE_EMAIL: &str = "teacher2@demo.lyceum.test";
const ROSA_EMAIL: &str = "student2@demo.lyceum.test";

/// The seeded school's ids and sessions, with a school year of two quarters.
pub(crate) struct GradeSchool {
    pub(crate) admin: String,
    pub(crate) maria: String,
    pub(crate) jose: String,
    pub(crate) juan_session: String,
    pub(crate) section: String,
    pub(crate) math: String,
    pub(crate) science: String,
    pub(crate) juan: String,
    pub(crate) rosa: String,
    /// The quarter holding today, and the next.
    pub(crate) first: String,
    pub(crate) second: String,
    /// A day of the first quarter, before today.
    pub(crate) day: String,
}

fn id_of(app: &TestApp, email: &str) -> String {
    students::table.filter(students::email.eq(email)).select(students::id).first(&mut app.db.conn().unwrap()).unwrap()
}

fn subject(app: &TestApp, name: &str) -> String {
    subjects::table.filter(subjects::name.eq(name)).select(subjects::id).first(&mut app.db.conn().unwrap()).unwrap()
}

/// Signs everyone in and makes the current school year: the first quarter from 60 days ago to
/// 10 days ahead, the second after it.
pub(crate) async fn grade_school(app: &TestApp) -> GradeSchool {
    let today = chrono::Local::now().date_naive();
    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    let day = |offset: i64| {
        if offset < 0 { today - Days::new(offset.unsigned_abs()) } else { today + Days::new(offset as u64) }.to_string()
    };
    let year = call(
        app,
        &admin,
        "POST",
        "/api/admins/create-school-year",
        json!({
        "name": "Grades year", "firstDay": day(-60), "lastDay": day(100) }),
    )
    .await;
    assert_eq!(year.status, StatusCode::CREATED, "{}", year.body);
    let mut terms = Vec::new();
    for (name, first, last) in [("First Quarter", -60, 10), ("Second Quarter", 11, 100)] {
        let added = call(
            app,
            &admin,
            "POST",
            "/api/admins/add-term",
            json!({
            "schoolYearID": year.body["_id"], "name": name, "firstDay": day(first), "lastDay": day(last) }),
        )
        .await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
        let term = added.body["terms"].as_array().unwrap().iter().find(|t| t["name"] == name).unwrap().clone();
        terms.push(term["_id"].as_str().unwrap().to_owned());
    }
    let section = sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap();
    GradeSchool {
        maria: app.session_of(Role::Teacher, TEACHER_EMAIL).await,
        jose: app.session_of(Role::Teacher, JOSE_EMAIL).await,
        juan_session: app.session_of(Role::Student, STUDENT_EMAIL).await,
        admin,
        section,
        math: subject(app, "Mathematics"),
        science: subject(app, "Science"),
        juan: id_of(app, STUDENT_EMAIL),
        rosa: id_of(app, ROSA_EMAIL),
        first: terms[0].clone(),
        second: terms[1].clone(),
        day: day(-5),
    }
}

impl GradeSchool {
    /// The administrator publishes the first quarter of the section; answers what publishing said.
    pub(crate) async fn publish_first_term(&self, app: &TestApp) -> Answer {
        let published =
            post(app, &self.admin, "/api/grades/publish", json!({ "termID": self.first, "sectionID": self.section }))
                .await;
        assert_eq!(published.status, StatusCode::OK, "{}", published.body);
        published
    }
}

pub(crate) async fn call(app: &TestApp, token: &str, method: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, method, path, (method == "POST").then_some(body)).await
}

pub(crate) async fn get(app: &TestApp, token: &str, path: &str) -> Answer {
    app.call_as(token, "GET", path, None).await
}

pub(crate) async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, "POST", path, Some(body)).await
}

/// Adds an assessment as `token`; answers its id.
pub(crate) async fn assessment(
    app: &TestApp,
    token: &str,
    school: &GradeSchool,
    subject: &str,
    (title, category, highest): (&str, &str, &str),
) -> String {
    let body = json!({ "subjectID": subject, "termID": school.first, "title": title, "category": category,
                       "highest": highest, "date": school.day });
    let added = post(app, token, "/api/grades/assessments", body).await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
    added.body["_id"].as_str().unwrap().to_owned()
}

/// Saves a score as `token`.
pub(crate) async fn score(app: &TestApp, token: &str, assessment: &str, student: &str, score: Value) -> Answer {
    post(app, token, "/api/grades/score", json!({ "assessmentID": assessment, "studentID": student, "score": score }))
        .await
}

/// The gradebook of a subject's first quarter, as `token` sees it.
pub(crate) async fn gradebook(app: &TestApp, token: &str, school: &GradeSchool, subject: &str) -> Answer {
    get(app, token, &format!("/api/grades/gradebook?subjectID={subject}&termID={}", school.first)).await
}

/// The student's row of a gradebook.
pub(crate) fn row_of<'a>(book: &'a Value, student: &str) -> &'a Value {
    book["students"].as_array().unwrap().iter().find(|row| row["_id"] == student).expect("the student's row")
}

/// The audit log's entries of `action`, newest first.
pub(crate) async fn audited(app: &TestApp, admin: &str, action: &str) -> Vec<Value> {
    let log = get(app, admin, "/api/admins/audit-log?pageSize=200").await;
    assert_eq!(log.status, StatusCode::OK, "{}", log.body);
    log.body["entries"].as_array().unwrap().iter().filter(|entry| entry["action"] == action).cloned().collect()
}

async fn a_teacher_lists_their_subjects_with_the_years_terms_and_the_current_one(app: TestApp) {
    let school = grade_school(&app).await;
    let mine = get(&app, &school.maria, "/api/grades/my-subjects").await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.body);
    let names: Vec<&str> =
        mine.body["subjects"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Araling Panlipunan", "English", "Mathematics"]);
    let math = &mine.body["subjects"][2];
    assert_eq!(math["group"], "mathScience");
    assert_eq!(math["sectionID"], school.section.as_str());
    assert_eq!(mine.body["terms"].as_array().unwrap().len(), 2);
    assert_eq!(mine.body["currentTermID"], school.first.as_str());
    let english = &mine.body["subjects"][1];
    assert_eq!(english["group"], "languages");
}

async fn a_gradebook_lists_the_section_by_name_and_keeps_a_student_moved_out_with_their_scores(app: TestApp) {
    let school = grade_school(&app).await;
    let maria = &school.maria;
    let quiz = assessment(&app, maria, &school, &school.math, ("Quiz 1", "WW", "20")).await;
    let exam = assessment(&app, maria, &school, &school.math, ("Exam", "QA", "50")).await;
    for (id, student, value) in [(&quiz, &school.juan, "18"), (&exam, &school.juan, "ex"), (&quiz, &school.rosa, "10")]
    {
        let saved = score(&app, maria, id, student, json!(value)).await;
        assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    }
    let in_section: i64 = students::table
        .filter(students::section_id.eq(&school.section))
        .count()
        .get_result(&mut app.db.conn().unwrap())
        .unwrap();
    // Rosa leaves the section: her scores of its subject stay, and so does her row.
    diesel::update(students::table.filter(students::id.eq(&school.rosa)))
        .set(students::section_id.eq(None::<String>))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();

    let book = gradebook(&app, maria, &school, &school.math).await;
    assert_eq!(book.status, StatusCode::OK, "{}", book.body);
    let rows = book.body["students"].as_array().unwrap();
    assert_eq!(rows.len() as i64, in_section, "the section's students, Rosa still among them");
    let names: Vec<(&str, &str)> =
        rows.iter().map(|row| (row["last_name"].as_str().unwrap(), row["first_name"].as_str().unwrap())).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted, "by last name, then first name");
    let juan = row_of(&book.body, &school.juan);
    assert_eq!(juan["scores"], json!({ &exam: "ex", &quiz: "18" }));
    let rosa = row_of(&book.body, &school.rosa);
    assert_eq!(rosa["scores"], json!({ &quiz: "10" }));
    assert_eq!(rosa["grade"]["initial"], "50.00");
    let unscored: Vec<&Value> =
        rows.iter().filter(|row| row["_id"] != school.juan.as_str() && row["_id"] != school.rosa.as_str()).collect();
    assert!(unscored.iter().all(|row| row["scores"] == json!({}) && row["grade"].is_null()), "{unscored:?}");
}

async fn a_term_is_graded_submitted_reviewed_published_seen_and_unlocked(app: TestApp) {
    let school = grade_school(&app).await;
    let maria = &school.maria;
    let quiz = assessment(&app, maria, &school, &school.math, ("Quiz 1", "WW", "20")).await;
    let project = assessment(&app, maria, &school, &school.math, ("Project", "PT", "50")).await;
    let exam = assessment(&app, maria, &school, &school.math, ("Exam", "QA", "50")).await;
    // A subject's term's assessments share the first six bytes of their ids, so their scores
    // (kept in the order of the assessment's id) sit together in the database file.
    assert!([&project, &exam].iter().all(|id| id[..13] == quiz[..13] && **id != quiz), "{quiz} {project} {exam}");
    for (id, value) in [(&quiz, "18"), (&project, "40"), (&exam, "35")] {
        let saved = score(&app, maria, id, &school.juan, json!(value)).await;
        assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    }
    // 18/20 = 90 % of 40, 40/50 = 80 % of 40, 35/50 = 70 % of 20: 36 + 32 + 14 = 82.00, which
    // DepEd's table (80.80 to 82.39) transmutes to 88, Very Satisfactory.
    let saved = score(&app, maria, &quiz, &school.rosa, json!("10")).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    // Only Written Works scored: 10/20 is 50.00 of the weights counted, transmuted to 72.
    assert_eq!(
        saved.body,
        json!({ "assessmentID": quiz, "studentID": school.rosa, "score": "10",
                "grade": { "initial": "50.00", "quarterly": 72, "descriptor": "Did Not Meet Expectations",
                           "passed": false, "pending": 2 } })
    );
    let excused = score(&app, maria, &project, &school.rosa, json!("EX")).await;
    assert_eq!(excused.body["score"], "ex");
    assert_eq!(excused.body["grade"]["pending"], 1);

    let book = gradebook(&app, maria, &school, &school.math).await;
    assert_eq!(book.status, StatusCode::OK, "{}", book.body);
    let titles: Vec<&str> =
        book.body["assessments"].as_array().unwrap().iter().map(|a| a["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Exam", "Project", "Quiz 1"], "by date, then title");
    assert_eq!(book.body["assessments"][2]["highest"], "20");
    let juan = row_of(&book.body, &school.juan);
    assert_eq!(
        juan["grade"],
        json!({ "initial": "82.00", "quarterly": 88, "descriptor": "Very Satisfactory",
                                      "passed": true, "pending": 0 })
    );
    assert_eq!(juan["scores"][&quiz], "18");
    assert_eq!(row_of(&book.body, &school.rosa)["scores"][&project], "ex");
    assert_eq!(book.body["status"]["locked"], false);
    assert_eq!(book.body["scheme"]["categories"][0]["weightPercent"], 40);

    // Submitted: the teacher is held, an administrator is not.
    let submitted =
        post(&app, maria, "/api/grades/submit", json!({ "subjectID": school.math, "termID": school.first })).await;
    assert_eq!(submitted.status, StatusCode::OK, "{}", submitted.body);
    assert_eq!(submitted.body["status"]["locked"], true);
    assert!(submitted.body["status"]["submittedAt"].is_string());
    let held = score(&app, maria, &exam, &school.rosa, json!("30")).await;
    assert_eq!(held.status, StatusCode::CONFLICT);
    assert_eq!(held.message(), "These grades are submitted; withdraw them to make changes.");
    let by_admin = score(&app, &school.admin, &exam, &school.rosa, json!("30")).await;
    assert_eq!(by_admin.status, StatusCode::OK, "{}", by_admin.body);

    // The adviser's grid and comment; another teacher may not see it.
    let path = format!("/api/grades/section?sectionID={}&termID={}", school.section, school.first);
    let grid = get(&app, maria, &path).await;
    assert_eq!(grid.status, StatusCode::OK, "{}", grid.body);
    let subjects: Vec<&str> =
        grid.body["subjects"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    let math_at = subjects.iter().position(|name| *name == "Mathematics").unwrap();
    assert!(grid.body["subjects"][math_at]["submittedAt"].is_string());
    let juan_row = row_of(&grid.body, &school.juan);
    assert_eq!(juan_row["grades"][math_at], 88);
    assert_eq!(juan_row["average"], Value::Null, "not every subject has a grade");
    assert_eq!(get(&app, &school.jose, &path).await.status, StatusCode::FORBIDDEN);
    let commented = post(
        &app,
        maria,
        "/api/grades/comment",
        json!({ "studentID": school.juan, "termID": school.first, "comment": "  Works hard.  " }),
    )
    .await;
    assert_eq!(commented.status, StatusCode::OK, "{}", commented.body);
    assert_eq!(commented.body["comment"], "Works hard.");
    assert_eq!(row_of(&get(&app, maria, &path).await.body, &school.juan)["comment"], "Works hard.");

    // Nothing shows to the student before publication.
    let before = get(&app, &school.juan_session, "/api/grades/mine").await;
    assert_eq!(before.status, StatusCode::OK, "{}", before.body);
    assert_eq!(before.body["subjects"], json!([]));
    assert_eq!(before.body["terms"].as_array().unwrap().len(), 2);

    let published = school.publish_first_term(&app).await;
    assert_eq!(published.body, json!({ "sections": 1, "students": 2 }));
    let again = post(&app, &school.admin, "/api/grades/publish", json!({ "termID": school.first })).await;
    assert_eq!(again.body, json!({ "sections": 0, "students": 0 }), "a published section is left as it is");

    let after = get(&app, &school.juan_session, "/api/grades/mine").await;
    assert_eq!(
        after.body["subjects"],
        json!([{ "_id": school.math, "name": "Mathematics", "grades": [88, null], "final": null,
                 "descriptor": null, "passed": null }])
    );
    assert_eq!(after.body["generalAverage"], Value::Null);
    let book = gradebook(&app, maria, &school, &school.math).await;
    assert_eq!(book.body["status"]["locked"], true);
    assert!(book.body["status"]["publishedAt"].is_string());

    // Juan is told once the publication is stored.
    let told = wait_for_notification(&app, &school.juan).await;
    assert_eq!(
        told,
        (
            "grades".to_owned(),
            "Grades published".to_owned(),
            "First Quarter".to_owned(),
            Some("/student/grades".to_owned())
        )
    );

    // Locked for everyone, until an administrator unlocks it with a reason.
    let locked = score(&app, &school.admin, &quiz, &school.juan, json!("19")).await;
    assert_eq!(locked.status, StatusCode::CONFLICT);
    assert_eq!(locked.message(), "These grades are published; ask an administrator to unlock them.");
    let no_reason = post(
        &app,
        &school.admin,
        "/api/grades/unlock",
        json!({ "termID": school.first, "sectionID": school.section, "reason": " " }),
    )
    .await;
    assert_eq!(no_reason.status, StatusCode::BAD_REQUEST);
    assert_eq!(no_reason.body["errors"]["reason"], "Give the reason for unlocking.");
    let unlocked = post(
        &app,
        &school.admin,
        "/api/grades/unlock",
        json!({ "termID": school.first, "sectionID": school.section, "reason": "Quiz 1 was misread" }),
    )
    .await;
    assert_eq!(unlocked.status, StatusCode::OK, "{}", unlocked.body);
    assert_eq!(unlocked.body["message"], "Grades unlocked.");
    let twice = post(
        &app,
        &school.admin,
        "/api/grades/unlock",
        json!({ "termID": school.first, "sectionID": school.section, "reason": "again" }),
    )
    .await;
    assert_eq!(twice.status, StatusCode::NOT_FOUND);
    assert_eq!(twice.message(), "These grades are not published.");
    let edited = score(&app, &school.admin, &quiz, &school.juan, json!("19")).await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.body);
    assert_eq!(get(&app, &school.juan_session, "/api/grades/mine").await.body["subjects"], json!([]));

    let entries = audited(&app, &school.admin, "grades unlocked").await;
    assert_eq!(entries.len(), 1);
    assert!(entries[0]["detail"].as_str().unwrap().ends_with("First Quarter: Quiz 1 was misread"), "{}", entries[0]);
    let changed = audited(&app, &school.admin, "score changed").await;
    assert!(
        changed
            .iter()
            .any(|e| e["detail"] == "Juan Cruz, Quiz 1 (Mathematics, Grade 7 Rizal, First Quarter): 18 -> 19"
                || e["detail"].as_str().unwrap().ends_with(": 18 -> 19")),
        "{changed:?}"
    );
    assert_eq!(audited(&app, &school.admin, "grades submitted").await.len(), 1);
    assert_eq!(audited(&app, &school.admin, "grades published").await.len(), 2);
    let comment = audited(&app, &school.admin, "grade comment changed").await;
    assert!(comment[0]["detail"].as_str().unwrap().ends_with("none -> \"Works hard.\""), "{comment:?}");
}

/// The kind, title, body and link of the student's first notification, once stored.
async fn wait_for_notification(app: &TestApp, student: &str) -> (String, String, String, Option<String>) {
    for _ in 0..100 {
        let found: Option<(String, String, String, Option<String>)> = notifications::table
            .filter(notifications::recipient_id.eq(student))
            .select((notifications::kind, notifications::title, notifications::body, notifications::link))
            .first(&mut app.db.conn().unwrap())
            .optional()
            .unwrap();
        if let Some(found) = found {
            return found;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("no notification for {student}");
}
