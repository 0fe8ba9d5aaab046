//! `POST /api/admins/move-students`: the year-end promotion. Students move into another
//! section (its level and category with it) all at once or not at all; students of a deleted
//! section stay listed, without a section.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{levels, sections, students};
use serde_json::{json, Value};

use crate::helpers::TestApp;

crate::on_every_backend!(
    a_whole_section_moves_up_a_level_and_chosen_students_move_back,
    a_refused_move_changes_nothing,
    students_of_a_deleted_section_stay_listed_without_a_section,
);

/// A demo section by name: (category, level, section).
pub(crate) fn section_named(app: &TestApp, name: &str) -> (String, String, String) {
    sections::table
        .inner_join(levels::table)
        .filter(sections::name.eq(name))
        .select((levels::category_id, levels::id, sections::id))
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

/// A student's (id, category, level, section).
type Placed = (String, Option<String>, Option<String>, Option<String>);

/// Every student's placement, by id.
fn placements(app: &TestApp) -> Vec<Placed> {
    students::table
        .order(students::id)
        .select((students::id, students::category_id, students::level_id, students::section_id))
        .load(&mut app.db.conn().unwrap())
        .unwrap()
}

/// The `_id`s in a section's student list.
async fn members_of(app: &TestApp, section: &str) -> Vec<String> {
    let detail = app.post("/api/admins/get-section", json!({ "id": section })).await;
    assert_eq!(detail.status, StatusCode::OK, "{}", detail.body);
    let mut ids: Vec<String> = detail.body["section"]["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["_id"].as_str().unwrap().to_owned())
        .collect();
    ids.sort();
    ids
}

/// A new section without an adviser in the level named `level`; answers its placement.
async fn new_section(app: &TestApp, level: &str, name: &str) -> (String, String, String) {
    let (category, level): (String, String) = levels::table
        .filter(levels::name.eq(level))
        .select((levels::category_id, levels::id))
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let created = app.post("/api/admins/create-section", json!({ "level": level, "section": name })).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    (category, level, created.body["_id"].as_str().unwrap().to_owned())
}

async fn a_whole_section_moves_up_a_level_and_chosen_students_move_back(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let rizal = section_named(&app, "Rizal");
    let class = members_of(&app, &rizal.2).await;
    assert!(!class.is_empty(), "the demo section has students");
    let next_year = new_section(&app, "Grade 8", "Rizal 8").await;

    let moved =
        app.post("/api/admins/move-students", json!({ "fromSectionID": rizal.2, "sectionID": next_year.2 })).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    assert_eq!(moved.body["moved"], class.len());
    assert_eq!(moved.message(), format!("Moved {} student(s).", class.len()));
    assert!(members_of(&app, &rizal.2).await.is_empty());
    assert_eq!(members_of(&app, &next_year.2).await, class);
    for (id, category, level, section) in placements(&app) {
        if class.contains(&id) {
            assert_eq!(
                (category, level, section),
                (Some(next_year.0.clone()), Some(next_year.1.clone()), Some(next_year.2.clone()))
            );
        }
    }
    let listed = app.get("/api/admins/get-students?page=1&pageSize=50").await.body;
    let first = listed["students"].as_array().unwrap().iter().find(|s| s["_id"] == class[0].as_str()).unwrap();
    assert_eq!(first["section"], "Rizal 8");
    assert_eq!(first["level"], "Grade 8");

    // One chosen student goes back.
    let back = app.post("/api/admins/move-students", json!({ "ids": [class[0]], "sectionID": rizal.2 })).await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.body);
    assert_eq!(back.body["moved"], 1);
    assert_eq!(members_of(&app, &rizal.2).await, vec![class[0].clone()]);
    assert_eq!(members_of(&app, &next_year.2).await.len(), class.len() - 1);
}

async fn a_refused_move_changes_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let rizal = section_named(&app, "Rizal");
    let class = members_of(&app, &rizal.2).await;
    let other = new_section(&app, "Grade 9", "Luna 9").await;
    let before = placements(&app);
    let refusals: [(Value, StatusCode, &str); 6] = [
        (
            json!({ "ids": [class[0], "nobody"], "sectionID": other.2 }),
            StatusCode::NOT_FOUND,
            "Some of these students no longer exist; nothing was moved.",
        ),
        (
            json!({ "ids": class, "sectionID": "no-such-section" }),
            StatusCode::NOT_FOUND,
            "This section does not exist.",
        ),
        (
            json!({ "fromSectionID": "no-such-section", "sectionID": other.2 }),
            StatusCode::NOT_FOUND,
            "This section does not exist.",
        ),
        (json!({ "ids": [], "sectionID": other.2 }), StatusCode::BAD_REQUEST, "Choose at least one student to move."),
        (json!({ "ids": class }), StatusCode::BAD_REQUEST, "Choose the section to move the students to."),
        (json!({ "ids": [" "], "sectionID": other.2 }), StatusCode::BAD_REQUEST, "Every student id must be given."),
    ];
    for (body, status, message) in refusals {
        let refused = app.post("/api/admins/move-students", body.clone()).await;
        assert_eq!(refused.status, status, "{body}: {}", refused.body);
        assert!(refused.body.to_string().contains(message), "{body}: {}", refused.body);
    }
    let wrong_type = app.post("/api/admins/move-students", json!({ "ids": "all", "sectionID": other.2 })).await;
    assert_eq!(wrong_type.status, StatusCode::BAD_REQUEST);
    assert_eq!(placements(&app), before, "a refused move changes nobody");

    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let teacher = app.post("/api/admins/move-students", json!({ "ids": class, "sectionID": other.2 })).await;
    assert_eq!(teacher.status, StatusCode::FORBIDDEN);
    assert_eq!(placements(&app), before);
}

async fn students_of_a_deleted_section_stay_listed_without_a_section(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let rizal = section_named(&app, "Rizal");
    let class = members_of(&app, &rizal.2).await;
    let deleted = app.post("/api/admins/delete-sections", json!({ "ids": [rizal.2] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);

    let everyone = app.get("/api/admins/get-students").await.body;
    let unplaced = app.get("/api/admins/get-students?available=true&pageSize=200").await.body;
    for id in &class {
        let listed = everyone.as_array().unwrap().iter().find(|s| s["_id"] == id.as_str());
        let listed = listed.unwrap_or_else(|| panic!("{id} is still listed: {everyone}"));
        for field in ["section", "sectionID", "level", "levelID", "category", "categoryID"] {
            assert_eq!(listed[field], Value::Null, "{field}");
        }
        assert!(unplaced["students"].as_array().unwrap().iter().any(|s| s["_id"] == id.as_str()));
    }
    // And they can be placed again, all together.
    let again = new_section(&app, "Grade 7", "Rizal again").await;
    let moved = app.post("/api/admins/move-students", json!({ "ids": class, "sectionID": again.2 })).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    assert_eq!(members_of(&app, &again.2).await, class);
}
