//! `GET /api/admins/class-list` and `GET /api/admins/export-section.csv`: a section's class list
//! with each student's parent or guardian, as JSON for the printable page and as a CSV file.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::TestApp;
use crate::year_end::section_named;

crate::on_every_backend!(
    a_section_class_list_names_every_student_with_their_guardian,
    the_class_list_file_escapes_formulas_and_is_named_after_the_section,
    a_class_list_of_no_section_is_refused,
);

/// Places a new student in `place` whose guardian's cells look like formulas; answers the id.
async fn add_reyes(app: &TestApp, place: &(String, String, String)) -> String {
    let created = app
        .post(
            "/api/admins/create-student",
            json!({
                "first_name": "Ana", "middle_name": "Cruz", "last_name": "Aaron", "email": "ana@school.test",
                "address": "1 Mabini St", "birthdate": "2011-03-04",
                "parent_fName": "@Rosa", "parent_lName": "-Reyes", "relationship": "Mother",
                "parent_email": "rosa@home.test", "phone": "+63 917 555 0101",
                "categoryID": place.0, "levelID": place.1, "sectionID": place.2
            }),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["_id"].as_str().unwrap().to_owned()
}

async fn a_section_class_list_names_every_student_with_their_guardian(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let rizal = section_named(&app, "Rizal");
    let ana = add_reyes(&app, &rizal).await;
    let members = app.post("/api/admins/get-section", json!({ "id": rizal.2 })).await.body["section"]["students"]
        .as_array()
        .unwrap()
        .len();

    let list = app.get(&format!("/api/admins/class-list?sectionID={}", rizal.2)).await;
    assert_eq!(list.status, StatusCode::OK, "{}", list.body);
    assert_eq!(list.body["section"], "Rizal");
    assert_eq!(list.body["section_id"], rizal.2.as_str());
    assert!(list.body["level"].as_str().is_some_and(|l| !l.is_empty()));
    assert!(list.body["category"].as_str().is_some_and(|c| !c.is_empty()));
    let rows = list.body["students"].as_array().unwrap();
    assert_eq!(rows.len(), members, "every student of the section, no one else");
    let numbers: Vec<u64> = rows.iter().map(|r| r["no"].as_u64().unwrap()).collect();
    assert_eq!(numbers, (1..=members as u64).collect::<Vec<_>>(), "numbered from 1 in order");
    let last_names: Vec<String> = rows.iter().map(|r| r["last_name"].as_str().unwrap().to_lowercase()).collect();
    assert!(last_names.windows(2).all(|w| w[0] <= w[1]), "by last name: {last_names:?}");
    let first = &rows[0];
    assert_eq!(first["_id"], ana.as_str(), "'Aaron' comes first");
    assert_eq!(first["parent_name"], "@Rosa -Reyes");
    assert_eq!(first["relationship"], "Mother");
    assert_eq!(first["parent_email"], "rosa@home.test");
    assert_eq!(first["parent_phone"], "+639175550101", "as stored: digits after the +");
    assert_eq!(first["birthdate"], "2011-03-04");
    assert!(rows.iter().all(|r| !r["parent_name"].as_str().unwrap().is_empty()), "every student has a guardian");

    let log = app.get("/api/admins/audit-log?pageSize=200&action=read").await;
    assert_eq!(log.status, StatusCode::OK, "{}", log.body);
    let audited = log.body["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["detail"].as_str().is_some_and(|d| d.starts_with("class list of Rizal (")))
        .count();
    assert_eq!(audited, 1, "reading a class list is in the audit log");
}

async fn the_class_list_file_escapes_formulas_and_is_named_after_the_section(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let rizal = section_named(&app, "Rizal");
    add_reyes(&app, &rizal).await;
    let (status, headers, body) = app.download(&format!("/api/admins/export-section.csv?sectionID={}", rizal.2)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers.get("content-type").unwrap(), "text/csv; charset=utf-8");
    let disposition = headers.get("content-disposition").unwrap().to_str().unwrap();
    assert!(
        disposition.starts_with("attachment; filename=\"class-list-") && disposition.contains("-rizal-"),
        "{disposition}"
    );
    assert!(body.starts_with(b"\xEF\xBB\xBF"), "a byte-order mark for spreadsheets");
    let text = String::from_utf8(body).unwrap();
    let mut lines = text.trim_start_matches('\u{feff}').lines();
    assert_eq!(
        lines.next().unwrap(),
        "No.,Last name,First name,Middle name,Email,Birthdate,Parent or guardian,Relationship,Parent email,Parent phone"
    );
    assert_eq!(
        lines.next().unwrap(),
        "1,Aaron,Ana,Cruz,ana@school.test,2011-03-04,'@Rosa -Reyes,Mother,rosa@home.test,'+639175550101",
        "every cell that starts like a formula is escaped, a guardian's name as an international number"
    );
    let members = app.get(&format!("/api/admins/class-list?sectionID={}", rizal.2)).await.body["students"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(lines.count(), members - 1, "one line per student");
}

async fn a_class_list_of_no_section_is_refused(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    for path in ["class-list", "export-section.csv"] {
        let unknown = app.get(&format!("/api/admins/{path}?sectionID=6f1f5bbd-0d6c-4a8e-9d5e-1f0c2a3b4c5d")).await;
        assert_eq!((unknown.status, unknown.message()), (StatusCode::NOT_FOUND, "This section does not exist."));
        let malformed = app.get(&format!("/api/admins/{path}?sectionID=%00x")).await;
        assert_eq!(malformed.status, StatusCode::BAD_REQUEST, "{}", malformed.body);
        assert_eq!(malformed.body["errors"]["sectionID"], "This is not a valid id.", "{}", malformed.body);
        let missing = app.get(&format!("/api/admins/{path}")).await;
        assert_eq!((missing.status, missing.message()), (StatusCode::BAD_REQUEST, "This field is required."));
    }
    let rizal = section_named(&app, "Rizal");
    for role in [Role::Teacher, Role::Student] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        let refused = app.get(&format!("/api/admins/class-list?sectionID={}", rizal.2)).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{role:?}");
        let (status, _, _) = app.download(&format!("/api/admins/export-section.csv?sectionID={}", rizal.2)).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role:?}");
    }
}
