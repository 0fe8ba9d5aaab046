//! Enrolment per school year: the current year's follows every placement (create, edit,
//! add to and remove from a section, moves, imports), a year made current enrols everyone
//! placed, and a year end records who was promoted and who retained, keeping the sections of
//! the year that ended.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{levels, sections, students};
use serde_json::{json, Value};

use crate::helpers::{TestApp, STUDENT_EMAIL};

crate::on_every_backend!(
    the_current_years_enrolment_follows_each_placement,
    a_year_made_current_enrols_everyone_placed_and_a_year_end_ends_their_enrolments,
);

/// The demo student's id and section.
fn juan(app: &TestApp) -> (String, String) {
    let (id, section): (String, Option<String>) = students::table
        .filter(students::email.eq(STUDENT_EMAIL))
        .select((students::id, students::section_id))
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    (id, section.unwrap())
}

/// A new section named `name` in the level of `beside` (`same_level`) or another level.
async fn section_near(app: &TestApp, beside: &str, name: &str, same_level: bool) -> String {
    let mut conn = app.db.conn().unwrap();
    let level: String = sections::table.find(beside).select(sections::level_id).first(&mut conn).unwrap();
    let level = if same_level {
        level
    } else {
        levels::table.filter(levels::id.ne(&level)).select(levels::id).order(levels::name).first(&mut conn).unwrap()
    };
    let created = app.post("/api/admins/create-section", json!({ "level": level, "section": name })).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["_id"].as_str().unwrap().to_owned()
}

async fn create_year(app: &TestApp, name: &str, first: &str, last: &str) -> String {
    let year =
        app.post("/api/admins/create-school-year", json!({ "name": name, "firstDay": first, "lastDay": last })).await;
    assert_eq!(year.status, StatusCode::CREATED, "{}", year.body);
    year.body["_id"].as_str().unwrap().to_owned()
}

/// A student's enrolments as `get-enrolments` answers them: (year, section id, status).
async fn history(app: &TestApp, student: &str) -> Vec<(String, Value, String)> {
    let answer = app.get(&format!("/api/admins/get-enrolments?studentID={student}")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (e["schoolYear"].as_str().unwrap().to_owned(), e["sectionID"].clone(), e["status"].as_str().unwrap().into())
        })
        .collect()
}

async fn the_current_years_enrolment_follows_each_placement(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (juan, rizal) = juan(&app);
    assert_eq!(history(&app, &juan).await, vec![], "no school year, no enrolment");
    create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    assert_eq!(history(&app, &juan).await, vec![("2026–2027".into(), json!(rizal), "enrolled".into())]);

    // A move keeps the one enrolment of the year, in the new section.
    let other = section_near(&app, &rizal, "Mabini", true).await;
    let moved = app.post("/api/admins/move-students", json!({ "ids": [juan], "sectionID": other })).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    assert_eq!(history(&app, &juan).await, vec![("2026–2027".into(), json!(other), "enrolled".into())]);

    // Taken out of a section: still enrolled, without one; added back: in it.
    let removed = app.post("/api/admins/remove-student", json!({ "studentID": juan, "sectionID": other })).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert_eq!(history(&app, &juan).await, vec![("2026–2027".into(), Value::Null, "enrolled".into())]);
    let added = app.post("/api/admins/add-student-section", json!({ "studentID": juan, "sectionID": rizal })).await;
    assert_eq!(added.status, StatusCode::OK, "{}", added.body);
    let one = app.get(&format!("/api/admins/get-enrolments?studentID={juan}")).await.body[0].clone();
    assert_eq!((one["sectionID"].as_str(), one["section"].as_str()), (Some(rizal.as_str()), Some("Rizal")));
    assert_eq!(one["statusLabel"], "Enrolled");

    // A new student placed at creation is enrolled; one created without a section is not yet.
    let new = |email: &str, section: &str| {
        json!({
            "first_name": "Lea", "last_name": "Bautista", "email": email, "address": "3 Mabini St",
            "birthdate": "2011-02-14", "parent_fName": "Rosa", "parent_lName": "Bautista", "relationship": "Mother",
            "sectionID": section
        })
    };
    let placed = app.post("/api/admins/create-student", new("lea@school.edu", &rizal)).await;
    assert_eq!(placed.status, StatusCode::CREATED, "{}", placed.body);
    let lea = placed.body["_id"].as_str().unwrap();
    assert_eq!(history(&app, lea).await.len(), 1);
    let loose = app.post("/api/admins/create-student", new("ana@school.edu", "")).await;
    assert_eq!(history(&app, loose.body["_id"].as_str().unwrap()).await, vec![]);

    // Deleting a student deletes their enrolments; an unknown student is a 404.
    let deleted = app.post("/api/admins/delete-student", json!({ "ids": [lea] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let gone = app.get(&format!("/api/admins/get-enrolments?studentID={lea}")).await;
    assert_eq!(gone.status, StatusCode::NOT_FOUND, "{}", gone.body);
    assert_eq!(app.get("/api/admins/get-enrolments?studentID=nope").await.status, StatusCode::NOT_FOUND);
}

async fn a_year_made_current_enrols_everyone_placed_and_a_year_end_ends_their_enrolments(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (juan, rizal) = juan(&app);
    let this_year = create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    let next_year = create_year(&app, "2027–2028", "2027-06-07", "2028-03-31").await;
    assert_eq!(history(&app, &juan).await.len(), 1, "only the current year enrols");

    // Rizal's students move up a level at the year end: promoted in the year that ended, which
    // keeps them in Rizal; the next year, made current, enrols them in their new section.
    let upper = section_near(&app, &rizal, "Luna", false).await;
    let plan = json!([{ "sectionID": rizal, "to": upper }]);
    let closed =
        app.post("/api/admins/close-school-year", json!({ "id": this_year, "moves": plan, "confirm": true })).await;
    assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
    assert_eq!(history(&app, &juan).await, vec![("2026–2027".into(), json!(rizal), "promoted".into())]);
    let made = app.post("/api/admins/set-current-school-year", json!({ "id": next_year })).await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    assert_eq!(
        history(&app, &juan).await,
        vec![
            ("2026–2027".into(), json!(rizal), "promoted".into()),
            ("2027–2028".into(), json!(upper), "enrolled".into())
        ]
    );
    let enrolled = app.get(&format!("/api/admins/get-enrolments?studentID={juan}")).await.body[1].clone();
    assert_eq!(enrolled["enrolledOn"], "2027-06-07", "from the year's first day");

    // Moving into a section of the same level at the next year end is a retention.
    let again = section_near(&app, &upper, "Jacinto", true).await;
    let plan = json!([{ "sectionID": upper, "to": again }]);
    let closed =
        app.post("/api/admins/close-school-year", json!({ "id": next_year, "moves": plan, "confirm": true })).await;
    assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
    assert_eq!(history(&app, &juan).await[1], ("2027–2028".into(), json!(upper), "retained".into()));
}
