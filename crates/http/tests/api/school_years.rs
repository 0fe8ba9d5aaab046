//! The School year screen's calls (`/api/admins/school-years`, `create-school-year`, ...,
//! `delete-no-school-day`), admins only, and `GET /api/calendar/current`, every signed-in role.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::school_years;
use serde_json::{json, Value};

use crate::helpers::TestApp;

crate::on_every_backend!(
    an_admin_builds_a_year_of_four_quarters_and_its_holidays,
    the_first_year_is_current_until_another_is_made_current,
    every_bad_date_or_name_is_refused_beside_its_field_and_changes_nothing,
    teachers_and_students_read_the_current_year_but_change_nothing,
    malformed_and_unknown_ids_are_refused_without_a_server_error,
);

const YEAR: &str = "2026–2027";

/// Creates a school year as the signed-in admin; answers it.
async fn create_year(app: &TestApp, name: &str, first: &str, last: &str) -> Value {
    let created =
        app.post("/api/admins/create-school-year", json!({ "name": name, "firstDay": first, "lastDay": last })).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body
}

async fn add(app: &TestApp, call: &str, year: &Value, name: &str, first: &str, last: &str) -> Value {
    let body = json!({ "schoolYearID": year["_id"], "name": name, "firstDay": first, "lastDay": last });
    let added = app.post(&format!("/api/admins/{call}"), body).await;
    assert_eq!(added.status, StatusCode::CREATED, "{call} {name}: {}", added.body);
    added.body
}

/// A year with four quarters and two holidays, as the signed-in admin.
async fn a_full_year(app: &TestApp) -> Value {
    let year = create_year(app, YEAR, "2026-06-01", "2027-03-31").await;
    add(app, "add-term", &year, "First Quarter", "2026-06-01", "2026-08-14").await;
    add(app, "add-term", &year, "Third Quarter", "2026-10-26", "2027-01-15").await;
    add(app, "add-term", &year, "Second Quarter", "2026-08-17", "2026-10-23").await;
    add(app, "add-term", &year, "Fourth Quarter", "2027-01-18", "2027-03-31").await;
    add(app, "add-no-school-day", &year, "All Saints' Day", "2026-11-01", "").await;
    add(app, "add-no-school-day", &year, "Christmas break", "2026-12-20", "2027-01-03").await
}

async fn years(app: &TestApp) -> Vec<Value> {
    let answer = app.get("/api/admins/school-years").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body["years"].as_array().expect("a list of years").clone()
}

fn names(list: &Value) -> Vec<&str> {
    list.as_array().unwrap().iter().map(|item| item["name"].as_str().unwrap()).collect()
}

/// Everything the calendar stores, with each year's last change.
async fn snapshot(app: &TestApp) -> (Vec<Value>, Vec<(String, chrono::NaiveDateTime)>) {
    let mut conn = app.db.conn().unwrap();
    let changed = school_years::table
        .order(school_years::id)
        .select((school_years::id, school_years::updated_at))
        .load(&mut conn)
        .unwrap();
    (years(app).await, changed)
}

async fn an_admin_builds_a_year_of_four_quarters_and_its_holidays(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    assert!(years(&app).await.is_empty());
    let year = a_full_year(&app).await;
    assert_eq!(year["name"], YEAR);
    assert_eq!((year["firstDay"].as_str(), year["lastDay"].as_str()), (Some("2026-06-01"), Some("2027-03-31")));
    assert_eq!(year["current"], true);
    assert_eq!(names(&year["terms"]), ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"]);
    assert_eq!(names(&year["noSchoolDays"]), ["All Saints' Day", "Christmas break"]);
    assert_eq!(year["noSchoolDays"][0]["lastDay"], "2026-11-01", "a single day ends where it starts");

    let listed = years(&app).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0], year);

    // A term is renamed and moved; then one is deleted, and a holiday.
    let second = &year["terms"][1];
    let moved = app
        .post(
            "/api/admins/update-term",
            json!({ "id": second["_id"], "name": "Quarter 2", "firstDay": "2026-08-18", "lastDay": "2026-10-23" }),
        )
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    assert_eq!(moved.body["terms"][1]["name"], "Quarter 2");
    assert_eq!(moved.body["terms"][1]["firstDay"], "2026-08-18");
    let fourth = &year["terms"][3]["_id"];
    let deleted = app.post("/api/admins/delete-term", json!({ "id": fourth })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(names(&deleted.body["terms"]), ["First Quarter", "Quarter 2", "Third Quarter"]);
    let saints = &year["noSchoolDays"][0]["_id"];
    let deleted = app.post("/api/admins/delete-no-school-day", json!({ "id": saints })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(names(&deleted.body["noSchoolDays"]), ["Christmas break"]);

    // The year is renamed and widened; its terms stay.
    let body = json!({ "id": year["_id"], "name": "SY 2026–2027", "firstDay": "2026-05-25", "lastDay": "2027-04-02" });
    let renamed = app.post("/api/admins/update-school-year", body).await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.body);
    assert_eq!(renamed.body["name"], "SY 2026–2027");
    assert_eq!(renamed.body["terms"].as_array().unwrap().len(), 3);

    let log = app.get("/api/admins/audit-log?pageSize=200").await;
    let entries = log.body["entries"].as_array().unwrap();
    for (action, detail) in [
        ("school year created", "2026–2027 (2026-06-01 to 2027-03-31)"),
        ("term added", "First Quarter (2026-06-01 to 2026-08-14), 2026–2027"),
        ("no-school day added", "All Saints' Day (2026-11-01), 2026–2027"),
        ("term changed", "Quarter 2 (2026-08-18 to 2026-10-23), 2026–2027"),
        ("term deleted", "Fourth Quarter (2027-01-18 to 2027-03-31), 2026–2027"),
        ("no-school day deleted", "All Saints' Day (2026-11-01), 2026–2027"),
        ("school year changed", "2026–2027 (2026-06-01 to 2027-03-31) → SY 2026–2027 (2026-05-25 to 2027-04-02)"),
    ] {
        assert!(
            entries.iter().any(|entry| entry["action"] == action && entry["detail"] == detail),
            "{action}: {detail} is in the audit log: {entries:?}"
        );
    }
}

async fn the_first_year_is_current_until_another_is_made_current(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let none = app.get("/api/calendar/current").await;
    assert_eq!(none.status, StatusCode::OK, "{}", none.body);
    assert_eq!(none.body, json!({ "year": null }));

    let first = a_full_year(&app).await;
    let next = create_year(&app, "2027–2028", "2027-06-07", "2028-03-31").await;
    assert_eq!(first["current"], true);
    assert_eq!(next["current"], false);
    assert_eq!(app.get("/api/calendar/current").await.body["year"], first);

    let refused = app.post("/api/admins/delete-school-year", json!({ "id": first["_id"] })).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert!(refused.message().contains("make another year current"), "{}", refused.body);

    let made = app.post("/api/admins/set-current-school-year", json!({ "id": next["_id"] })).await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    assert_eq!(made.body["current"], true);
    let listed = years(&app).await;
    let current: Vec<&str> =
        listed.iter().filter(|year| year["current"] == true).map(|year| year["name"].as_str().unwrap()).collect();
    assert_eq!(current, ["2027–2028"], "exactly one year is current");
    assert_eq!(app.get("/api/calendar/current").await.body["year"]["name"], "2027–2028");
    let again = app.post("/api/admins/set-current-school-year", json!({ "id": next["_id"] })).await;
    assert_eq!(again.status, StatusCode::OK, "making the current year current again changes nothing");

    // The former year goes with its terms and days; then the only year left may go too.
    let deleted = app.post("/api/admins/delete-school-year", json!({ "id": first["_id"] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(deleted.message(), "The school year “2026–2027” was deleted.");
    assert_eq!(years(&app).await.len(), 1);
    let deleted = app.post("/api/admins/delete-school-year", json!({ "id": next["_id"] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(app.get("/api/calendar/current").await.body, json!({ "year": null }));
}

async fn every_bad_date_or_name_is_refused_beside_its_field_and_changes_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let year = a_full_year(&app).await;
    create_year(&app, "2027–2028", "2027-06-07", "2028-03-31").await;
    let id = year["_id"].clone();
    let first_term = year["terms"][0]["_id"].clone();
    let long = "x".repeat(101);
    let cases: Vec<(&str, Value, StatusCode, &str, &str)> = vec![
        (
            "create-school-year",
            json!({ "name": "Y", "firstDay": "2026-02-30", "lastDay": "2027-03-31" }),
            StatusCode::BAD_REQUEST,
            "firstDay",
            "This date does not exist.",
        ),
        (
            "create-school-year",
            json!({ "name": "Y", "firstDay": "2026-06-01", "lastDay": "2026-05-31" }),
            StatusCode::BAD_REQUEST,
            "lastDay",
            "The last day cannot be before the first day.",
        ),
        (
            "create-school-year",
            json!({ "name": "Y", "firstDay": "06/01/2026", "lastDay": "2027-03-31" }),
            StatusCode::BAD_REQUEST,
            "firstDay",
            "Enter the date as YYYY-MM-DD.",
        ),
        (
            "create-school-year",
            json!({ "name": " ", "firstDay": "2026-06-01", "lastDay": "2027-03-31" }),
            StatusCode::BAD_REQUEST,
            "name",
            "Enter a name.",
        ),
        (
            "create-school-year",
            json!({ "name": long, "firstDay": "2026-06-01", "lastDay": "2027-03-31" }),
            StatusCode::BAD_REQUEST,
            "name",
            "Use at most 100 characters.",
        ),
        (
            "create-school-year",
            json!({ "firstDay": "2026-06-01", "lastDay": "" }),
            StatusCode::BAD_REQUEST,
            "lastDay",
            "Enter a date.",
        ),
        (
            "create-school-year",
            json!({ "name": "2027–2028", "firstDay": "2027-06-01", "lastDay": "2028-03-31" }),
            StatusCode::CONFLICT,
            "name",
            "This name is already used here; choose another.",
        ),
        (
            "update-school-year",
            json!({ "id": id, "name": YEAR, "firstDay": "2026-06-02", "lastDay": "2027-03-31" }),
            StatusCode::BAD_REQUEST,
            "firstDay",
            "The term “First Quarter” (2026-06-01 to 2026-08-14) would fall outside the school year; change it first.",
        ),
        (
            "update-school-year",
            json!({ "id": id, "name": YEAR, "firstDay": "2026-06-01", "lastDay": "2026-12-31" }),
            StatusCode::BAD_REQUEST,
            "lastDay",
            "The term “Third Quarter” (2026-10-26 to 2027-01-15) would fall outside the school year; change it first.",
        ),
        (
            "update-school-year",
            json!({ "id": id, "name": "2027–2028", "firstDay": "2026-06-01", "lastDay": "2027-03-31" }),
            StatusCode::CONFLICT,
            "name",
            "This name is already used here; choose another.",
        ),
        (
            "add-term",
            json!({ "schoolYearID": id, "name": "Summer", "firstDay": "2027-03-20", "lastDay": "2027-04-30" }),
            StatusCode::BAD_REQUEST,
            "lastDay",
            "The term must end inside the school year (2026-06-01 to 2027-03-31).",
        ),
        (
            "add-term",
            json!({ "schoolYearID": id, "name": "Overlap", "firstDay": "2026-08-14", "lastDay": "2026-08-16" }),
            StatusCode::BAD_REQUEST,
            "firstDay",
            "This overlaps the term “First Quarter” (2026-06-01 to 2026-08-14).",
        ),
        (
            "add-term",
            json!({ "schoolYearID": id, "name": "first quarter", "firstDay": "2026-06-01", "lastDay": "2026-06-02" }),
            StatusCode::CONFLICT,
            "name",
            "This name is already used here; choose another.",
        ),
        (
            "add-term",
            json!({ "schoolYearID": id, "name": "Q", "firstDay": "2027-02-29", "lastDay": "2027-03-01" }),
            StatusCode::BAD_REQUEST,
            "firstDay",
            "This date does not exist.",
        ),
        (
            "add-term",
            json!({ "schoolYearID": id, "name": "Q", "firstDay": "2026-06-01", "lastDay": "" }),
            StatusCode::BAD_REQUEST,
            "lastDay",
            "Enter a date.",
        ),
        (
            "add-term",
            json!({ "schoolYearID": "", "name": "Q", "firstDay": "2026-06-01", "lastDay": "2026-06-02" }),
            StatusCode::BAD_REQUEST,
            "schoolYearID",
            "This field is required.",
        ),
        (
            "update-term",
            json!({ "id": first_term, "name": "First Quarter", "firstDay": "2026-06-01", "lastDay": "2026-08-20" }),
            StatusCode::BAD_REQUEST,
            "lastDay",
            "This overlaps the term “Second Quarter” (2026-08-17 to 2026-10-23).",
        ),
        (
            "update-term",
            json!({ "id": first_term, "name": "Second Quarter", "firstDay": "2026-06-01", "lastDay": "2026-08-14" }),
            StatusCode::CONFLICT,
            "name",
            "This name is already used here; choose another.",
        ),
        (
            "add-no-school-day",
            json!({ "schoolYearID": id, "name": "Labor Day", "firstDay": "2027-05-01" }),
            StatusCode::BAD_REQUEST,
            "firstDay",
            "The no-school day must start inside the school year (2026-06-01 to 2027-03-31).",
        ),
        (
            "add-no-school-day",
            json!({ "schoolYearID": id, "name": "Break", "firstDay": "2026-12-20", "lastDay": "2026-12-19" }),
            StatusCode::BAD_REQUEST,
            "lastDay",
            "The last day cannot be before the first day.",
        ),
        (
            "add-no-school-day",
            json!({ "schoolYearID": id, "name": "Christmas Break", "firstDay": "2026-12-21" }),
            StatusCode::CONFLICT,
            "name",
            "This name is already used here; choose another.",
        ),
    ];
    let before = snapshot(&app).await;
    for (call, body, status, field, message) in cases {
        let answer = app.post(&format!("/api/admins/{call}"), body.clone()).await;
        assert_eq!(answer.status, status, "{call} {body}: {}", answer.body);
        assert_eq!(answer.body["errors"][field], message, "{call} {body}: {}", answer.body);
        assert!(answer.body["message"].is_string(), "{}", answer.body);
    }
    assert_eq!(snapshot(&app).await, before, "no refused call changed anything");
}

async fn teachers_and_students_read_the_current_year_but_change_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let year = a_full_year(&app).await;
    let term = year["terms"][0]["_id"].clone();
    let day = year["noSchoolDays"][0]["_id"].clone();
    let before = snapshot(&app).await;
    let dates = json!({ "name": "X", "firstDay": "2026-06-01", "lastDay": "2026-06-02" });
    let mut period = dates.clone();
    period["schoolYearID"] = year["_id"].clone();
    let writes = [
        ("create-school-year", dates.clone()),
        (
            "update-school-year",
            json!({ "id": year["_id"], "name": "X", "firstDay": "2026-06-01", "lastDay": "2027-03-31" }),
        ),
        ("delete-school-year", json!({ "id": year["_id"] })),
        ("set-current-school-year", json!({ "id": year["_id"] })),
        ("add-term", period.clone()),
        ("update-term", json!({ "id": term, "name": "X", "firstDay": "2026-06-01", "lastDay": "2026-06-02" })),
        ("delete-term", json!({ "id": term })),
        ("add-no-school-day", period),
        ("delete-no-school-day", json!({ "id": day })),
    ];
    for role in [Role::Teacher, Role::Student] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        let current = app.get("/api/calendar/current").await;
        assert_eq!(current.status, StatusCode::OK, "{role}: {}", current.body);
        assert_eq!(current.body["year"], year, "{role} reads the current year");
        assert_eq!(app.get("/api/admins/school-years").await.status, StatusCode::FORBIDDEN);
        for (call, body) in &writes {
            let answer = app.post(&format!("/api/admins/{call}"), body.clone()).await;
            assert_eq!(answer.status, StatusCode::FORBIDDEN, "{role} on {call}: {}", answer.body);
        }
    }
    app.forget_cookie();
    assert_eq!(app.get("/api/calendar/current").await.status, StatusCode::UNAUTHORIZED);
    app.sign_in_as(Role::Admin).await;
    assert_eq!(snapshot(&app).await, before);
}

async fn malformed_and_unknown_ids_are_refused_without_a_server_error(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let year = a_full_year(&app).await;
    let before = snapshot(&app).await;
    let unknown = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";
    let dates = |id: &str| json!({ "id": id, "schoolYearID": id, "name": "X", "firstDay": "2026-06-01", "lastDay": "2026-06-02" });
    for call in [
        "update-school-year",
        "delete-school-year",
        "set-current-school-year",
        "update-term",
        "delete-term",
        "delete-no-school-day",
    ] {
        for (id, status) in
            [(unknown, StatusCode::NOT_FOUND), ("not-an-id\u{0}", StatusCode::NOT_FOUND), ("", StatusCode::BAD_REQUEST)]
        {
            let answer = app.post(&format!("/api/admins/{call}"), dates(id)).await;
            assert_eq!(answer.status, status, "{call} {id:?}: {}", answer.body);
            if status == StatusCode::NOT_FOUND {
                assert!(answer.message().ends_with("does not exist."), "{call}: {}", answer.body);
            }
        }
    }
    for call in ["add-term", "add-no-school-day"] {
        let missing = app.post(&format!("/api/admins/{call}"), dates(unknown)).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND, "{call}: {}", missing.body);
        assert_eq!(missing.message(), "This school year does not exist.");
        let malformed = app.post(&format!("/api/admins/{call}"), dates("x\u{0}")).await;
        assert_eq!(malformed.status, StatusCode::BAD_REQUEST, "{call}: {}", malformed.body);
        assert_eq!(malformed.body["errors"]["schoolYearID"], "This is not a valid id.");
    }
    // A term's id is not a no-school day's, nor a year's.
    let term = year["terms"][0]["_id"].as_str().unwrap();
    let crossed = app.post("/api/admins/delete-no-school-day", json!({ "id": term })).await;
    assert_eq!(crossed.status, StatusCode::NOT_FOUND);
    assert_eq!(crossed.message(), "This no-school day does not exist.");
    assert_eq!(snapshot(&app).await, before);
}
