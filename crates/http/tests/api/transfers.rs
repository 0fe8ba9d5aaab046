//! Transfers and drop-outs on the current year's enrolment: each checked field by field with
//! nothing written on a refusal; a learner whose leaving day is over goes to the archive (at
//! once, or by the hourly sweep the day after), with their permanent record and report card
//! still served; a transfer in records the previous school and average.

use actix_web::http::StatusCode;
use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{archived_students, sessions, students};
use serde_json::{json, Value};

use crate::helpers::{TestApp, STUDENT_EMAIL};
use crate::records::{create_year, demo, record};

crate::on_every_backend!(
    a_transfer_out_is_checked_recorded_and_archives_the_learner_the_day_after,
    a_drop_out_and_a_transfer_in_are_recorded_with_their_reason_and_school,
);

/// The demo student's id and full name.
fn juan(app: &TestApp) -> (String, String) {
    let (id, first, last): (String, String, String) = students::table
        .filter(students::email.eq(STUDENT_EMAIL))
        .select((students::id, students::first_name, students::last_name))
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    (id, format!("{first} {last}"))
}

async fn enrolment_of(app: &TestApp, student: &str) -> Value {
    let answer = app.get(&format!("/api/admins/get-enrolments?studentID={student}")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body.as_array().unwrap().last().cloned().unwrap_or(Value::Null)
}

fn archived(app: &TestApp, id: &str) -> bool {
    let mut conn = app.db.conn().unwrap();
    let in_archive: i64 =
        archived_students::table.filter(archived_students::id.eq(id)).count().get_result(&mut conn).unwrap();
    let current: i64 = students::table.filter(students::id.eq(id)).count().get_result(&mut conn).unwrap();
    assert_eq!(in_archive + current, 1, "a learner is either current or archived");
    in_archive == 1
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack.windows(needle.len()).any(|window| window == needle.as_bytes())
}

async fn a_transfer_out_is_checked_recorded_and_archives_the_learner_the_day_after(app: TestApp) {
    let (juan, name) = juan(&app);
    app.sign_in_as(Role::Student).await;
    let student_session: i64 =
        sessions::table.filter(sessions::user_id.eq(&juan)).count().get_result(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(student_session, 1);
    app.sign_in_as(Role::Admin).await;
    let out = |date: &str, school: &str| json!({ "studentID": juan, "date": date, "school": school });

    let no_year = app.post("/api/admins/transfer-out", out("2026-09-10", "St. Paul School")).await;
    assert_eq!(no_year.status, StatusCode::BAD_REQUEST, "{}", no_year.body);
    assert_eq!(
        no_year.body["message"],
        "There is no open school year: transfers and drop-outs are recorded in the current school year while it is open."
    );
    let year = create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;

    // Every broken rule beside its field, and nothing written.
    let both = app.post("/api/admins/transfer-out", out("09/10/2026", "  ")).await;
    assert_eq!(both.status, StatusCode::BAD_REQUEST, "{}", both.body);
    assert_eq!(both.body["errors"]["date"], "Choose the day, as YYYY-MM-DD.");
    assert_eq!(both.body["errors"]["school"], "Name the receiving school.");
    let early = app.post("/api/admins/transfer-out", out("2026-05-20", "St. Paul School")).await;
    assert_eq!(early.body["errors"]["date"], "The learner enrolled on 2026-06-01; choose that day or a later one.");
    let late = app.post("/api/admins/transfer-out", out("2027-05-01", "St. Paul School")).await;
    assert_eq!(late.body["errors"]["date"], "Choose a day of the school year, 2026-06-01 to 2027-03-31.");
    let long = app.post("/api/admins/transfer-out", out("2027-01-15", &"x".repeat(201))).await;
    assert_eq!(long.body["errors"]["school"], "A school's name has at most 200 characters.");
    let nobody = app
        .post("/api/admins/transfer-out", json!({ "studentID": "nobody", "date": "2027-01-15", "school": "X" }))
        .await;
    assert_eq!(nobody.status, StatusCode::NOT_FOUND, "{}", nobody.body);
    assert_eq!(enrolment_of(&app, &juan).await["status"], "enrolled", "a refusal writes nothing");

    // A day still to come: recorded, the learner stays until the day after.
    let recorded = app.post("/api/admins/transfer-out", out("2027-01-15", " St.  Paul School ")).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.body);
    assert_eq!(recorded.body["archived"], false);
    let enrolment = &recorded.body["enrolment"];
    assert_eq!(
        (enrolment["status"].as_str(), enrolment["statusOn"].as_str(), enrolment["otherSchool"].as_str()),
        (Some("transferred_out"), Some("2027-01-15"), Some("St. Paul School"))
    );
    assert!(!archived(&app, &juan));
    let again = app.post("/api/admins/transfer-out", out("2027-01-20", "Another School")).await;
    assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.body);
    assert_eq!(again.body["message"], format!("{name} has already left: transferred out on 2027-01-15."));

    // The sweep the day after the leaving day archives them and ends their sessions.
    let mut conn = app.db.conn().unwrap();
    let on_the_day =
        lyceum_school::transfers::archive_departed(&mut conn, NaiveDate::from_ymd_opt(2027, 1, 15).unwrap());
    assert_eq!(on_the_day.unwrap().0, Vec::<String>::new(), "they attend their last day");
    let after = lyceum_school::transfers::archive_departed(&mut conn, NaiveDate::from_ymd_opt(2027, 1, 16).unwrap());
    let (ids, ended) = after.unwrap();
    assert_eq!((ids, ended.len()), (vec![juan.clone()], 1));
    drop(conn);
    assert!(archived(&app, &juan));
    let history = enrolment_of(&app, &juan).await;
    assert_eq!(history["status"], "transferred_out", "an archived learner's history stays");

    // The section's class list of the year still lists them; its list now does not.
    let section = history["sectionID"].as_str().unwrap().to_owned();
    let listed = |list: &Value| -> Vec<String> {
        list["students"].as_array().unwrap().iter().map(|s| s["_id"].as_str().unwrap().to_owned()).collect()
    };
    let of_year = app.get(&format!("/api/admins/class-list?sectionID={section}&schoolYearID={year}")).await;
    assert_eq!(of_year.status, StatusCode::OK, "{}", of_year.body);
    assert!(listed(&of_year.body).contains(&juan), "{}", of_year.body);
    assert_eq!(of_year.body["school_year"], "2026–2027");
    let now = app.get(&format!("/api/admins/class-list?sectionID={section}")).await.body;
    assert!(!listed(&now).contains(&juan) && now["school_year"].is_null());
    let unknown = app.get(&format!("/api/admins/class-list?sectionID={section}&schoolYearID=nope")).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);

    // The receiving school's documents are still served: SF10 and the report card (SF9).
    let (status, headers, pdf) = app.download(&format!("/api/records/sf10.pdf?studentID={juan}")).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&pdf));
    assert_eq!(headers.get("content-type").unwrap(), "application/pdf");
    assert!(pdf.starts_with(b"%PDF"));
    assert!(contains(&pdf, "Transferred out on 2027-01-15 to St. Paul School"));
    assert!(contains(&pdf, "(Learning Areas)"), "the year of the transfer is printed");
    let (status, _, card) =
        app.download(&format!("/api/grades/report-card?studentID={juan}&yearID={year}&format=pdf")).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&card));
    assert!(card.starts_with(b"%PDF"));

    let log = app.get("/api/admins/audit-log?pageSize=50").await.body;
    let details: Vec<&str> = log["entries"].as_array().unwrap().iter().filter_map(|e| e["detail"].as_str()).collect();
    assert!(details.iter().any(|d| d.contains("transferred out on 2027-01-15 to St. Paul School")), "{details:?}");
    assert!(details.iter().any(|d| d.starts_with("SF10 of")), "{details:?}");
}

async fn a_drop_out_and_a_transfer_in_are_recorded_with_their_reason_and_school(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (_, _, people) = demo(&app);
    let (first, second) = (&people[0].0, &people[1].0);
    create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    record(&app, first, "136114120001", "M").await;

    let bad_reason = app
        .post("/api/admins/drop-learner", json!({ "studentID": first, "date": "2026-09-01", "reason": "g.1" }))
        .await;
    assert_eq!(bad_reason.status, StatusCode::BAD_REQUEST, "{}", bad_reason.body);
    assert_eq!(bad_reason.body["errors"]["reason"], "Choose one of DepEd's reasons for dropping out (a.1 to f.1).");
    // A day already over archives the learner at once.
    let dropped = app
        .post("/api/admins/drop-learner", json!({ "studentID": first, "date": "2026-09-01", "reason": "B.1" }))
        .await;
    assert_eq!(dropped.status, StatusCode::OK, "{}", dropped.body);
    assert_eq!(dropped.body["archived"], true);
    assert_eq!(dropped.body["enrolment"]["dropReason"], "b.1");
    assert_eq!(dropped.body["enrolment"]["statusLabel"], "Dropped");
    assert!(archived(&app, first));
    // Restored from the archive, they are enrolled again: the drop-out is undone.
    let restored = app.post("/api/admins/restore-students", json!({ "ids": [first] })).await;
    assert_eq!(restored.status, StatusCode::OK, "{}", restored.body);
    let enrolment = enrolment_of(&app, first).await;
    assert_eq!((enrolment["status"].as_str(), enrolment["dropReason"].as_str()), (Some("enrolled"), None));
    let dropped = app
        .post("/api/admins/drop-learner", json!({ "studentID": first, "date": "2026-09-01", "reason": "b.1" }))
        .await;
    assert_eq!(dropped.status, StatusCode::OK, "{}", dropped.body);

    let bad_average =
        app.post("/api/admins/transfer-in", json!({ "studentID": second, "school": "", "average": 59.5 })).await;
    assert_eq!(bad_average.status, StatusCode::BAD_REQUEST, "{}", bad_average.body);
    assert_eq!(bad_average.body["errors"]["average"], "A general average is a number from 60 to 100.");
    assert_eq!(bad_average.body["errors"]["school"], "Name the previous school.");
    let came = app
        .post("/api/admins/transfer-in", json!({ "studentID": second, "school": "Rizal Elementary", "average": 88.5 }))
        .await;
    assert_eq!(came.status, StatusCode::OK, "{}", came.body);
    let enrolment = &came.body["enrolment"];
    assert_eq!(
        (enrolment["status"].as_str(), enrolment["otherSchool"].as_str(), enrolment["previousAverage"].as_f64()),
        (Some("transferred_in"), Some("Rizal Elementary"), Some(88.5))
    );

    // The LIS lists: the transfer in at the beginning of the year, the drop-out at its end.
    let (status, headers, csv) = app.download("/api/records/lis-enrolment.csv").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers.get("content-type").unwrap(), "text/csv; charset=utf-8");
    let csv = String::from_utf8(csv).unwrap();
    let header = csv.lines().next().unwrap().trim_start_matches('\u{feff}');
    assert_eq!(header, lyceum_school::lis_exports::ENROLMENT_COLUMNS.join(","));
    assert!(csv.lines().any(|line| line.contains("TRANSFERRED IN,Rizal Elementary,88.5")), "{csv}");
    let (_, _, status_csv) = app.download("/api/records/lis-status.csv").await;
    let status_csv = String::from_utf8(status_csv).unwrap();
    assert!(
        status_csv.lines().any(|line| line.starts_with("136114120001,") && line.contains(",DROPPED,2026-09-01,")),
        "{status_csv}"
    );
    assert!(status_csv.contains("b.1 Illness"), "{status_csv}");

    // Teachers record none of it.
    app.sign_in_as(Role::Teacher).await;
    let refused =
        app.post("/api/admins/transfer-in", json!({ "studentID": second, "school": "Rizal Elementary" })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let lis = app.download("/api/records/lis-status.csv").await;
    assert_eq!(lis.0, StatusCode::FORBIDDEN);
}
