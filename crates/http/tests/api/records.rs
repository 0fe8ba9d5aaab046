//! The School Forms and the learner records behind them: a section's School Register (SF1) of
//! the current or a past school year, read back as a spreadsheet program shows it, for
//! administrators and the section's adviser only; and the learners still without an LRN or sex.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_documents::school_forms::testing::cells;
use lyceum_domain::Role;
use lyceum_persistence::schema::{levels, sections, students, teachers};
use serde_json::json;

use crate::helpers::{TestApp, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    the_school_register_lists_the_sections_learners_of_the_year_with_totals_by_sex,
    a_past_years_register_keeps_the_learners_of_that_year,
    only_administrators_and_the_adviser_get_a_sections_forms,
    the_learners_without_an_lrn_or_sex_are_listed_until_recorded,
    the_report_on_promotion_takes_the_action_the_year_end_recorded,
);

const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// The demo section, its adviser's email, and the demo students' ids with their names.
pub(crate) fn demo(app: &TestApp) -> (String, String, Vec<(String, String, String)>) {
    let mut conn = app.db.conn().unwrap();
    let (section, adviser): (String, Option<String>) =
        sections::table.select((sections::id, sections::adviser_id)).first(&mut conn).unwrap();
    let adviser: String = teachers::table.find(adviser.unwrap()).select(teachers::email).first(&mut conn).unwrap();
    let people = students::table
        .filter(students::section_id.eq(&section))
        .select((students::id, students::first_name, students::last_name))
        .order(students::last_name)
        .load(&mut conn)
        .unwrap();
    (section, adviser, people)
}

pub(crate) async fn create_year(app: &TestApp, name: &str, first: &str, last: &str) -> String {
    let year =
        app.post("/api/admins/create-school-year", json!({ "name": name, "firstDay": first, "lastDay": last })).await;
    assert_eq!(year.status, StatusCode::CREATED, "{}", year.body);
    year.body["_id"].as_str().unwrap().to_owned()
}

/// Records `lrn` and `sex` for the student `id` through the edit form.
pub(crate) async fn record(app: &TestApp, id: &str, lrn: &str, sex: &str) {
    let student = app.get(&format!("/api/admins/get-student?id={id}")).await.body;
    let parent = &student["parent_guardian"];
    let form = json!({
        "id": id, "first_name": student["first_name"], "last_name": student["last_name"],
        "email": student["email"], "address": student["address"], "birthdate": student["birthdate"],
        "parent_fName": parent["first_name"], "parent_lName": parent["last_name"], "parent_email": "rosa@home.test",
        "phone": "09181234567", "relationship": parent["relationship"], "categoryID": student["categoryID"],
        "levelID": student["levelID"], "sectionID": student["sectionID"], "lrn": lrn, "sex": sex
    });
    let saved = app.post("/api/admins/update-student", form).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
}

/// The register's file and its cells.
async fn sf1(app: &TestApp, query: &str) -> (String, std::collections::BTreeMap<String, String>) {
    form(app, "sf1", query).await
}

/// A form's file name and its cells.
async fn form(app: &TestApp, form: &str, query: &str) -> (String, std::collections::BTreeMap<String, String>) {
    let (status, headers, body) = app.download(&format!("/api/records/{form}.xlsx?{query}")).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
    assert_eq!(headers.get("content-type").unwrap(), XLSX);
    let disposition = headers.get("content-disposition").unwrap().to_str().unwrap().to_owned();
    (disposition, cells(&body))
}

/// Column `col` of the learners' and totals' rows (from row 8 to the last name in column B),
/// blank cells as "".
fn column(cells: &std::collections::BTreeMap<String, String>, col: char) -> Vec<String> {
    let rows = (8..).take_while(|row| cells.contains_key(&format!("B{row}"))).count();
    (8..8 + rows).map(|row| cells.get(&format!("{col}{row}")).cloned().unwrap_or_default()).collect()
}

async fn the_school_register_lists_the_sections_learners_of_the_year_with_totals_by_sex(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (section, _, people) = demo(&app);
    create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    let (first, second) = (&people[0], &people[1]);
    record(&app, &first.0, "136114120001", "F").await;
    let identity = json!({
        "paper": "a4", "schoolName": "Lyceum Academy", "schoolID": "136114", "region": "NCR", "division": "Manila"
    });
    assert_eq!(app.post("/api/grades/settings", identity).await.status, StatusCode::OK);

    let (disposition, cells) = sf1(&app, &format!("sectionID={section}")).await;
    assert!(disposition.starts_with("attachment; filename=\"sf1-grade-7-"), "{disposition}");
    assert!(disposition.ends_with("-2026-2027.xlsx\""), "{disposition}");
    assert_eq!(cells["A1"], "School Form 1 (SF 1) School Register");
    assert_eq!(cells["J3"], "2026–2027");
    assert_eq!(
        (cells["B3"].as_str(), cells["E3"].as_str()),
        ("136114", "NCR / Manila"),
        "DepEd's identity of the school"
    );
    let name = |(_, first, last): &(String, String, String)| format!("{}, {first}", last.to_uppercase());
    // No boy recorded yet; the girl; the learner whose sex is not recorded, apart.
    assert_eq!(
        column(&cells, 'B'),
        [
            "TOTAL MALE".to_owned(),
            name(first),
            "TOTAL FEMALE".into(),
            name(second),
            "SEX NOT RECORDED".into(),
            "COMBINED".into()
        ]
    );
    assert_eq!(column(&cells, 'C'), ["0", "F", "1", "", "1", "2"].map(String::from));
    assert_eq!(cells["A9"], "136114120001");

    let audited = app.get("/api/admins/audit-log?pageSize=50").await.body;
    assert!(
        audited["entries"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["action"] == "export" && e["recordID"] == section.as_str()),
        "every download is audited: {audited}"
    );
}

async fn a_past_years_register_keeps_the_learners_of_that_year(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (section, _, people) = demo(&app);
    let past = create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    let next = create_year(&app, "2027–2028", "2027-06-07", "2028-03-31").await;
    // The section's learners graduate at the year end; the next year's register is empty.
    let plan = json!([{ "sectionID": section, "to": "graduate" }]);
    let closed = app.post("/api/admins/close-school-year", json!({ "id": past, "moves": plan, "confirm": true })).await;
    assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
    let made = app.post("/api/admins/set-current-school-year", json!({ "id": next })).await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);

    let (_, now) = sf1(&app, &format!("sectionID={section}")).await;
    assert_eq!(column(&now, 'C').last().map(String::as_str), Some("0"), "nobody this year");
    let (_, then) = sf1(&app, &format!("sectionID={section}&schoolYearID={past}")).await;
    let listed = column(&then, 'B');
    for (_, first, last) in &people {
        assert!(listed.contains(&format!("{}, {first}", last.to_uppercase())), "{last} in {listed:?}");
    }
    assert_eq!(column(&then, 'C').last().map(String::as_str), Some("2"));
}

async fn only_administrators_and_the_adviser_get_a_sections_forms(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (section, adviser, _) = demo(&app);
    let refused = app.get(&format!("/api/records/sf1.xlsx?sectionID={section}")).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    assert_eq!(refused.message(), "There is no school year yet: add one under School year first.");
    create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    for (query, status) in [
        (String::new(), StatusCode::BAD_REQUEST),
        ("sectionID=nope".to_owned(), StatusCode::NOT_FOUND),
        ("sectionID=00000000-0000-4000-8000-000000000000".to_owned(), StatusCode::NOT_FOUND),
        (format!("sectionID={section}&schoolYearID=00000000-0000-4000-8000-000000000000"), StatusCode::NOT_FOUND),
    ] {
        let answer = app.get(&format!("/api/records/sf1.xlsx?{query}")).await;
        assert_eq!(answer.status, status, "{query}: {}", answer.body);
    }
    let unknown = app.get(&format!("/api/records/sf9.xlsx?sectionID={section}")).await;
    assert_eq!((unknown.status, unknown.message()), (StatusCode::NOT_FOUND, "There is no such form."));

    app.forget_cookie();
    assert_eq!(app.login(Role::Teacher, &adviser, PASSWORD).await.status, StatusCode::OK);
    sf1(&app, &format!("sectionID={section}")).await;
    let listing = app.get("/api/records/incomplete").await;
    assert_eq!(listing.status, StatusCode::FORBIDDEN, "the list is the administrators'");
    let other = if adviser == TEACHER_EMAIL { "teacher2@demo.lyceum.test" } else { TEACHER_EMAIL };
    app.forget_cookie();
    assert_eq!(app.login(Role::Teacher, other, PASSWORD).await.status, StatusCode::OK);
    let refused = app.get(&format!("/api/records/sf1.xlsx?sectionID={section}")).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    assert_eq!(refused.message(), "Only administrators and the section's adviser get its school forms.");
    app.forget_cookie();
    assert_eq!(app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await.status, StatusCode::OK);
    assert_eq!(app.get(&format!("/api/records/sf1.xlsx?sectionID={section}")).await.status, StatusCode::FORBIDDEN);
}

async fn the_learners_without_an_lrn_or_sex_are_listed_until_recorded(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (_, _, people) = demo(&app);
    let listed = app.get("/api/records/incomplete").await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    assert_eq!(listed.body["total"], people.len());
    let first = &listed.body["learners"][0];
    assert_eq!(first["missing"], json!(["lrn", "sex"]));
    let levels: Vec<String> = levels::table.select(levels::name).load(&mut app.db.conn().unwrap()).unwrap();
    let section = first["section"].as_str().unwrap();
    assert!(levels.iter().any(|level| section.starts_with(&format!("{level} - "))), "{first}");

    record(&app, &people[0].0, "136114120001", "M").await;
    record(&app, &people[1].0, "", "F").await;
    let listed = app.get("/api/records/incomplete").await.body;
    assert_eq!(listed["total"], 1, "{listed}");
    assert_eq!(listed["learners"][0]["studentID"], people[1].0.as_str());
    assert_eq!(listed["learners"][0]["missing"], json!(["lrn"]));
}

async fn the_report_on_promotion_takes_the_action_the_year_end_recorded(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (section, adviser, people) = demo(&app);
    let year = create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    record(&app, &people[0].0, "136114120001", "M").await;
    record(&app, &people[1].0, "136114120002", "F").await;
    let name = |(_, first, last): &(String, String, String)| format!("{}, {first}", last.to_uppercase());

    // Before any grade is published and before the year end: no average, no action yet.
    let (disposition, cells) = form(&app, "sf5", &format!("sectionID={section}")).await;
    assert!(disposition.starts_with("attachment; filename=\"sf5-"), "{disposition}");
    assert_eq!(cells["A1"], "School Form 5 (SF 5) Report on Promotion and Level of Proficiency");
    assert_eq!((cells["B7"].as_str(), cells.get("D7")), (name(&people[0]).as_str(), None));

    // The year end moves the section to another level: both promoted, counted by sex.
    let upper: String = sections::table
        .inner_join(levels::table)
        .filter(sections::id.ne(&section))
        .select(sections::id)
        .first(&mut app.db.conn().unwrap())
        .optional()
        .unwrap()
        .unwrap_or_default();
    let to = if upper.is_empty() { json!("graduate") } else { json!(upper) };
    let plan = json!([{ "sectionID": section, "to": to }]);
    let closed = app.post("/api/admins/close-school-year", json!({ "id": year, "moves": plan, "confirm": true })).await;
    assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
    let (_, cells) = form(&app, "sf5", &format!("sectionID={section}&schoolYearID={year}")).await;
    assert_eq!((cells["B7"].as_str(), cells["D7"].as_str()), (name(&people[0]).as_str(), "PROMOTED"));
    assert_eq!((cells["B8"].as_str(), cells["C8"].as_str()), ("TOTAL MALE", "1"));
    assert_eq!((cells["B9"].as_str(), cells["D9"].as_str()), (name(&people[1]).as_str(), "PROMOTED"));
    let summary = (12..30).find(|row| cells.get(&format!("B{row}")).map(String::as_str) == Some("PROMOTED")).unwrap();
    let counts: Vec<&str> = ['C', 'D', 'E'].iter().map(|col| cells[&format!("{col}{summary}")].as_str()).collect();
    assert_eq!(counts, ["1", "1", "2"]);

    // The adviser gets it; another teacher does not.
    app.forget_cookie();
    assert_eq!(app.login(Role::Teacher, &adviser, PASSWORD).await.status, StatusCode::OK);
    form(&app, "sf5", &format!("sectionID={section}&schoolYearID={year}")).await;
    let other = if adviser == TEACHER_EMAIL { "teacher2@demo.lyceum.test" } else { TEACHER_EMAIL };
    app.forget_cookie();
    assert_eq!(app.login(Role::Teacher, other, PASSWORD).await.status, StatusCode::OK);
    let refused = app.get(&format!("/api/records/sf5.xlsx?sectionID={section}")).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
}
