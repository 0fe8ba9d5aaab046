//! Report cards (`/api/grades/report-card`, `report-cards`, `report-card-jobs`): a year of
//! four quarters around today, published grades and a comment written straight into their
//! tables, and two registers of the section: Juan absent on one day, present on the next.

use actix_web::http::StatusCode;
use chrono::{Datelike, Days, NaiveDate, Weekday};
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{grade_comments, sections, students, subjects, term_grades};
use serde_json::{json, Value};

use crate::helpers::{Answer, TestApp, ADMIN_EMAIL, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_report_card_holds_the_published_grades_finals_average_attendance_and_comments,
    a_card_of_a_year_shows_the_section_the_student_was_in_then,
    a_report_card_comes_as_a_pdf_and_a_sections_cards_as_one_pdf,
    only_admins_the_adviser_and_the_student_see_a_report_card,
    a_report_card_job_makes_a_pdf_per_section_that_admins_download,
    bad_input_is_refused_on_its_field_and_unknown_records_are_404,
);

const OTHER_TEACHER: &str = "teacher2@demo.lyceum.test";
const ROSA_EMAIL: &str = "student2@demo.lyceum.test";
const UNKNOWN: &str = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";

struct School {
    admin: String,
    year: String,
    terms: Vec<String>,
    section: String,
    juan: String,
    rosa: String,
    /// The Monday Juan was absent (the register of the Tuesday after had him present).
    absent_day: NaiveDate,
    first_day: NaiveDate,
    last_day: NaiveDate,
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    let answer = app.call_as(token, "POST", path, Some(body.clone())).await;
    assert!(answer.status.is_success(), "{path} {body}: {}", answer.body);
    answer
}

fn id_of_student(app: &TestApp, email: &str) -> String {
    students::table.filter(students::email.eq(email)).select(students::id).first(&mut app.db.conn().unwrap()).unwrap()
}

/// The year from 60 days ago to 200 days ahead in four quarters of 50 days; the Monday four
/// weeks ago Juan absent in the daily register, the Tuesday after everyone present.
async fn school(app: &TestApp) -> School {
    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    let today = chrono::Local::now().date_naive();
    let (first_day, last_day) = (today - Days::new(60), today + Days::new(200));
    let body = json!({ "name": "2026-2027", "firstDay": first_day.to_string(), "lastDay": last_day.to_string() });
    let year = post(app, &admin, "/api/admins/create-school-year", body).await.body["_id"].as_str().unwrap().to_owned();
    let mut terms = Vec::new();
    for (index, name) in ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"].iter().enumerate() {
        let first = first_day + Days::new(50 * index as u64);
        let last = first + Days::new(49);
        let body =
            json!({ "schoolYearID": year, "name": name, "firstDay": first.to_string(), "lastDay": last.to_string() });
        let answer = post(app, &admin, "/api/admins/add-term", body).await;
        let listed = answer.body["terms"].as_array().unwrap();
        terms.push(listed.iter().find(|t| t["name"] == *name).unwrap()["_id"].as_str().unwrap().to_owned());
    }
    let section: String = sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap();
    let (juan, rosa) = (id_of_student(app, STUDENT_EMAIL), id_of_student(app, ROSA_EMAIL));
    let monday = (today - Days::new(28)).week(Weekday::Mon).first_day();
    let absent = json!([{ "studentID": juan, "code": "absent" }]);
    let register = json!({ "sectionID": section, "date": monday.to_string(), "marks": absent });
    post(app, &admin, "/api/attendance/register", register).await;
    let tuesday = json!({ "sectionID": section, "date": (monday + Days::new(1)).to_string(), "marks": [] });
    post(app, &admin, "/api/attendance/register", tuesday).await;
    School { admin, year, terms, section, juan, rosa, absent_day: monday, first_day, last_day }
}

/// The section's subjects by name.
fn subject_names(app: &TestApp, school: &School) -> Vec<(String, String)> {
    subjects::table
        .filter(subjects::section_id.eq(&school.section))
        .order(subjects::name)
        .select((subjects::id, subjects::name))
        .load(&mut app.db.conn().unwrap())
        .unwrap()
}

/// Publishes Juan's year: Mathematics 90, 91, 89, 90; every other subject 85 four times; and
/// the adviser's comment of the first quarter.
fn publish_juans_year(app: &TestApp, school: &School) {
    let mut conn = app.db.conn().unwrap();
    for (subject, name) in subject_names(app, school) {
        let grades = if name == "Mathematics" { [90, 91, 89, 90] } else { [85, 85, 85, 85] };
        for (term, quarterly) in school.terms.iter().zip(grades) {
            diesel::insert_into(term_grades::table)
                .values((
                    term_grades::subject_id.eq(&subject),
                    term_grades::term_id.eq(term),
                    term_grades::student_id.eq(&school.juan),
                    term_grades::initial.eq(quarterly * 100),
                    term_grades::quarterly.eq(quarterly),
                ))
                .execute(&mut conn)
                .unwrap();
        }
    }
    diesel::insert_into(grade_comments::table)
        .values((
            grade_comments::student_id.eq(&school.juan),
            grade_comments::term_id.eq(&school.terms[0]),
            grade_comments::comment.eq("Diligent and kind."),
            grade_comments::written_by_role.eq("admin"),
            grade_comments::written_by_id.eq("x"),
            grade_comments::updated_at.eq(lyceum_persistence::now()),
        ))
        .execute(&mut conn)
        .unwrap();
}

fn card_path(school: &School, student: &str) -> String {
    format!("/api/grades/report-card?studentID={student}&yearID={}", school.year)
}

async fn a_report_card_holds_the_published_grades_finals_average_attendance_and_comments(app: TestApp) {
    let school = school(&app).await;
    publish_juans_year(&app, &school);
    let card = app.call_as(&school.admin, "GET", &card_path(&school, &school.juan), None).await;
    assert_eq!(card.status, StatusCode::OK, "{}", card.body);
    let card = card.body;
    assert_eq!(card["school"], "Lyceum Academy");
    assert_eq!(card["paper"], "a4");
    assert_eq!(card["year"]["name"], "2026-2027");
    assert_eq!(card["student"]["lrn"], Value::Null);
    assert_eq!(card["terms"].as_array().unwrap().len(), 4);
    let subjects = card["subjects"].as_array().unwrap();
    let math = subjects.iter().find(|s| s["name"] == "Mathematics").unwrap();
    assert_eq!(math["grades"], json!([90, 91, 89, 90]));
    assert_eq!(math["final"], 90);
    assert_eq!(math["descriptor"], "Outstanding");
    assert_eq!(math["passed"], true);
    let others = subjects.len() as u32 - 1;
    // The general average of the finals, rounded half up: (90 + 85 × others) / (others + 1).
    let sum = 90 + 85 * others;
    let n = others + 1;
    assert_eq!(card["generalAverage"], json!((2 * sum + n) / (2 * n)));
    assert_eq!(card["comments"], json!([{ "term": "First Quarter", "comment": "Diligent and kind." }]));
    assert_eq!(card["scale"][4], json!({ "range": "Below 75", "label": "Did Not Meet Expectations" }));

    let month = format!("{}-{:02}", school.absent_day.year(), school.absent_day.month());
    let months = card["attendance"]["months"].as_array().unwrap();
    let first_month = format!("{}-{:02}", school.first_day.year(), school.first_day.month());
    assert_eq!(months[0]["month"], first_month);
    let that = months.iter().find(|m| m["month"] == month).unwrap();
    let weekdays = school
        .first_day
        .iter_days()
        .take_while(|day| *day <= school.last_day)
        .filter(|day| format!("{}-{:02}", day.year(), day.month()) == month)
        .filter(|day| !matches!(day.weekday(), Weekday::Sat | Weekday::Sun))
        .count();
    assert_eq!(that["schoolDays"], weekdays);
    assert_eq!((that["present"].clone(), that["absent"].clone()), (json!(1), json!(1)));
    assert_eq!(card["attendance"]["totals"]["present"], 1);
    assert_eq!(card["attendance"]["totals"]["absent"], 1);

    // Rosa has nothing published: every subject listed without grades, no average.
    let rosa = app.call_as(&school.admin, "GET", &card_path(&school, &school.rosa), None).await.body;
    assert!(rosa["subjects"].as_array().unwrap().iter().all(|s| s["final"].is_null()));
    assert_eq!(rosa["generalAverage"], Value::Null);
    assert_eq!(rosa["attendance"]["totals"]["present"], 2);
}

/// Juan moves to another section after his year was published (as closing the year moves
/// him): his card of that year still names the section he was in, with its subjects and its
/// registers; a student with nothing published gets the section they are in now.
async fn a_card_of_a_year_shows_the_section_the_student_was_in_then(app: TestApp) {
    let school = school(&app).await;
    publish_juans_year(&app, &school);
    let before = app.call_as(&school.admin, "GET", &card_path(&school, &school.juan), None).await.body;
    let level: String =
        sections::table.find(&school.section).select(sections::level_id).first(&mut app.db.conn().unwrap()).unwrap();
    let created =
        post(&app, &school.admin, "/api/admins/create-section", json!({ "level": level, "section": "Mabini" }));
    let other = created.await.body["_id"].as_str().unwrap().to_owned();
    let moved = json!({ "ids": [school.juan, school.rosa], "sectionID": other });
    post(&app, &school.admin, "/api/admins/move-students", moved).await;

    let card = app.call_as(&school.admin, "GET", &card_path(&school, &school.juan), None).await;
    assert_eq!(card.status, StatusCode::OK, "{}", card.body);
    assert_eq!(card.body["student"], before["student"], "the section, level and adviser of that year");
    assert_eq!(card.body["subjects"], before["subjects"]);
    assert_eq!(card.body["generalAverage"], before["generalAverage"]);
    assert_eq!(card.body["attendance"], before["attendance"], "the registers of that year's section");
    assert_eq!(card.body["attendance"]["totals"]["absent"], 1);

    let rosa = app.call_as(&school.admin, "GET", &card_path(&school, &school.rosa), None).await.body;
    assert_eq!(rosa["student"]["section"], "Mabini", "nothing published: the section now");
    assert_eq!(rosa["attendance"]["totals"]["present"], 0, "the other section has no register");

    // A section's cards of the year are those of its students that year, by the same rule:
    // Juan's in the section of his grades, Rosa's in the one she is in now.
    let (juans, rosas) = (app.student_name(&school.juan), app.student_name(&school.rosa));
    app.set_cookie(Some(school.admin.clone()));
    for (section, holds, lacks) in [(&school.section, &juans, &rosas), (&other, &rosas, &juans)] {
        let path = format!("/api/grades/report-cards?sectionID={section}&yearID={}", school.year);
        let (status, _, body) = app.download(&path).await;
        assert_eq!(status, StatusCode::OK);
        assert!(contains(&body, b"/Count 1"), "one card in {section}");
        assert!(contains(&body, holds.as_bytes()), "{holds}'s card in {section}");
        assert!(!contains(&body, lacks.as_bytes()), "no card of {lacks} in {section}");
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|window| window == needle)
}

async fn a_report_card_comes_as_a_pdf_and_a_sections_cards_as_one_pdf(app: TestApp) {
    let school = school(&app).await;
    publish_juans_year(&app, &school);
    app.set_cookie(Some(school.admin.clone()));
    let (status, headers, body) = app.download(&format!("{}&format=pdf", card_path(&school, &school.juan))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers.get("content-type").unwrap(), "application/pdf");
    let disposition = headers.get("content-disposition").unwrap().to_str().unwrap();
    assert!(disposition.starts_with("inline; filename=\"report-card-"), "{disposition}");
    assert!(disposition.ends_with("-2026-2027.pdf\""), "{disposition}");
    assert!(body.starts_with(b"%PDF-1."));
    assert!(contains(&body, b"(Mathematics)"));

    let path = format!("/api/grades/report-cards?sectionID={}&yearID={}", school.section, school.year);
    let (status, headers, body) = app.download(&path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers.get("content-type").unwrap(), "application/pdf");
    let disposition = headers.get("content-disposition").unwrap().to_str().unwrap();
    assert!(disposition.contains("filename=\"report-cards-") && disposition.ends_with("-2026-2027.pdf\""));
    assert!(body.starts_with(b"%PDF-1.") && body.trim_ascii_end().ends_with(b"%%EOF"));
    assert!(contains(&body, b"/Count 2"), "a page per student");
}

async fn only_admins_the_adviser_and_the_student_see_a_report_card(app: TestApp) {
    let school = school(&app).await;
    let adviser: Option<String> =
        sections::table.find(&school.section).select(sections::adviser_id).first(&mut app.db.conn().unwrap()).unwrap();
    let teacher_id: String = lyceum_persistence::schema::teachers::table
        .filter(lyceum_persistence::schema::teachers::email.eq(TEACHER_EMAIL))
        .select(lyceum_persistence::schema::teachers::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let (adviser_email, other_email) = if adviser.as_deref() == Some(&teacher_id) {
        (TEACHER_EMAIL, OTHER_TEACHER)
    } else {
        (OTHER_TEACHER, TEACHER_EMAIL)
    };
    let juan = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let adviser = app.session_of(Role::Teacher, adviser_email).await;
    let other = app.session_of(Role::Teacher, other_email).await;
    let own = card_path(&school, &school.juan);
    let rosas = card_path(&school, &school.rosa);
    let section = format!("/api/grades/report-cards?sectionID={}&yearID={}", school.section, school.year);
    for (token, path, status) in [
        (&juan, &own, StatusCode::OK),
        (&juan, &rosas, StatusCode::FORBIDDEN),
        (&juan, &section, StatusCode::FORBIDDEN),
        (&adviser, &rosas, StatusCode::OK),
        (&adviser, &section, StatusCode::OK),
        (&other, &own, StatusCode::FORBIDDEN),
        (&other, &section, StatusCode::FORBIDDEN),
        (&school.admin, &rosas, StatusCode::OK),
    ] {
        let answer = app.call_as(token, "GET", path, None).await;
        assert_eq!(answer.status, status, "{path}: {}", answer.body);
        if status == StatusCode::FORBIDDEN && path != &section {
            assert_eq!(answer.message(), "You cannot see this report card.");
        }
    }
    for path in ["/api/grades/report-card-jobs"] {
        assert_eq!(app.call_as(&adviser, "GET", path, None).await.status, StatusCode::FORBIDDEN);
        let body = json!({ "yearID": school.year });
        assert_eq!(app.call_as(&juan, "POST", path, Some(body)).await.status, StatusCode::FORBIDDEN);
    }
}

async fn a_report_card_job_makes_a_pdf_per_section_that_admins_download(app: TestApp) {
    let school = school(&app).await;
    publish_juans_year(&app, &school);
    let job = app
        .call_as(&school.admin, "POST", "/api/grades/report-card-jobs", Some(json!({ "yearID": school.year })))
        .await;
    assert_eq!(job.status, StatusCode::ACCEPTED, "{}", job.body);
    assert_eq!(job.body["total"], 2);
    assert_eq!(job.body["year"]["name"], "2026-2027");
    let id = job.body["_id"].as_str().unwrap().to_owned();
    let mut listed = Value::Null;
    for _ in 0..100 {
        let jobs = app.call_as(&school.admin, "GET", "/api/grades/report-card-jobs", None).await;
        listed = jobs.body["jobs"].as_array().unwrap().iter().find(|job| job["_id"] == id.as_str()).unwrap().clone();
        if listed["status"] == "done" || listed["status"] == "failed" {
            break;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert_eq!(listed["status"], "done", "{listed}");
    assert_eq!(listed["done"], 2);
    assert!(listed["finishedAt"].is_string());
    let files = listed["files"].as_array().unwrap();
    assert_eq!(files.len(), 1);
    assert_eq!(files[0]["sectionID"], school.section.as_str());
    assert_eq!(files[0]["students"], 2);
    app.set_cookie(Some(school.admin.clone()));
    let (status, headers, body) =
        app.download(&format!("/api/grades/report-card-jobs/{id}/{}.pdf", school.section)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers.get("content-type").unwrap(), "application/pdf");
    assert!(body.starts_with(b"%PDF-1."));
    assert_eq!(files[0]["bytes"], body.len());
    let (status, _, _) = app.download(&format!("/api/grades/report-card-jobs/{id}/{UNKNOWN}.pdf")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn get(app: &TestApp, token: &str, path: String) -> Answer {
    app.call_as(token, "GET", &path, None).await
}

async fn bad_input_is_refused_on_its_field_and_unknown_records_are_404(app: TestApp) {
    let school = school(&app).await;
    let admin = &school.admin;
    let answer = get(&app, admin, format!("/api/grades/report-card?yearID={}", school.year)).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.body.to_string().contains("Choose a student."), "{}", answer.body);
    let answer = get(&app, admin, format!("/api/grades/report-card?studentID={}", school.juan)).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.body.to_string().contains("Choose a school year."));
    let answer = get(&app, admin, format!("{}&format=xml", card_path(&school, &school.juan))).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    for (path, message) in [
        (card_path(&school, "nope"), "This student does not exist."),
        (card_path(&school, UNKNOWN), "This student does not exist."),
        (
            format!("/api/grades/report-card?studentID={}&yearID={UNKNOWN}", school.juan),
            "This school year does not exist.",
        ),
        (
            format!("/api/grades/report-cards?sectionID={UNKNOWN}&yearID={}", school.year),
            "This section does not exist.",
        ),
        (
            format!("/api/grades/report-cards?sectionID={}&yearID=bad", school.section),
            "This school year does not exist.",
        ),
    ] {
        let answer = get(&app, admin, path.clone()).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{path}: {}", answer.body);
        assert_eq!(answer.message(), message);
    }
    let jobs = "/api/grades/report-card-jobs";
    assert_eq!(app.call_as(admin, "POST", jobs, Some(json!({}))).await.status, StatusCode::BAD_REQUEST);
    let unknown = json!({ "yearID": UNKNOWN });
    assert_eq!(app.call_as(admin, "POST", jobs, Some(unknown)).await.status, StatusCode::NOT_FOUND);
    let unknown = json!({ "yearID": school.year, "sectionID": UNKNOWN });
    assert_eq!(app.call_as(admin, "POST", jobs, Some(unknown)).await.status, StatusCode::NOT_FOUND);
    let listed = app.call_as(admin, "GET", jobs, None).await;
    assert_eq!(listed.body["jobs"], json!([]), "a refusal queues nothing");
}
