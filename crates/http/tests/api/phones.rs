//! International phone numbers: a leading `+` is accepted and kept, on the create and edit
//! forms of teachers and students and in the teacher's own profile.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::TestApp;

crate::on_every_backend!(international_numbers_keep_their_plus_and_a_misplaced_plus_is_refused);

async fn international_numbers_keep_their_plus_and_a_misplaced_plus_is_refused(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let teacher = json!({
        "first_name": "Ana", "middle_name": "", "last_name": "Reyes", "phone": "+63 917 555 0101",
        "email": "ana@school.edu", "image": null, "birthdate": "1990-01-31",
        "address": "12 Luna St, Manila", "zoom_link": "", "zoom_id": "", "zoom_password": ""
    });
    let created = app.post("/api/admins/create-teacher", teacher.clone()).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let listed = app.get("/api/admins/get-teachers").await.body;
    let ana = listed.as_array().unwrap().iter().find(|t| t["email"] == "ana@school.edu").unwrap().clone();
    assert_eq!(ana["phone"], "+639175550101");

    let mut misplaced = teacher.clone();
    misplaced["email"] = json!("bea@school.edu");
    misplaced["phone"] = json!("63+917 555 0101");
    let refused = app.post("/api/admins/create-teacher", misplaced).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    assert!(refused.body.to_string().contains("with + only at the start"), "{}", refused.body);
    let count = app.get("/api/admins/get-teachers").await.body.as_array().unwrap().len();
    assert_eq!(count, listed.as_array().unwrap().len(), "a refused form creates nothing");

    let student = json!({
        "first_name": "Lea", "middle_name": "", "last_name": "Tan", "email": "lea@school.edu",
        "address": "2 Luna St", "image": null, "birthdate": "2012-01-02", "parent_fName": "Ben",
        "parent_mName": "", "parent_lName": "Tan", "parent_email": "", "phone": "+44 20 7946 0958",
        "relationship": "Father", "categoryID": null, "levelID": null, "sectionID": null
    });
    let created = app.post("/api/admins/create-student", student).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let found = app.get("/api/admins/get-students?q=lea@school.edu").await.body["students"][0].clone();
    assert_eq!(found["parent_guardian"]["phone_number"], "+442079460958");

    // The teacher's own profile form keeps the + too.
    app.forget_cookie();
    let me = app.sign_in_as(Role::Teacher).await.body;
    let saved = app
        .post(
            "/api/admins/update-teacher",
            json!({ "id": me["_id"], "phone": "+1 212-555-0199", "image": me["image"] }),
        )
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(saved.body["phone"], "+12125550199");
}
