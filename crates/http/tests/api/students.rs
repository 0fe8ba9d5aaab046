//! Student accounts: create, list (paged and searched in SQL), update, search, delete, and
//! section membership whose three fields always agree.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{levels, sections, students};
use serde_json::{json, Value};

use crate::helpers::{samples, TestApp, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    an_admin_creates_a_placed_student_who_must_set_a_password,
    student_forms_follow_the_create_and_edit_rules,
    a_section_from_another_level_or_an_unknown_one_is_refused,
    the_list_pages_and_searches_on_the_server,
    one_student_is_read_by_id_for_administrators_only,
    membership_changes_keep_category_level_and_section_together,
    deleting_students_takes_them_out_of_their_section,
    a_student_changes_only_their_own_photo_and_teachers_search_names_only,
    changing_the_section_moves_the_student,
    a_placed_student_is_not_added_to_a_second_section,
    refused_student_calls_change_nothing,
);

/// The demo school's Rizal section with its level and category.
fn rizal(app: &TestApp) -> (String, String, String) {
    sections::table
        .inner_join(levels::table)
        .filter(sections::name.eq("Rizal"))
        .select((levels::category_id, levels::id, sections::id))
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

/// A demo level by name, with its category: (category, level).
fn level_named(app: &TestApp, name: &str) -> (String, String) {
    levels::table
        .filter(levels::name.eq(name))
        .select((levels::category_id, levels::id))
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

/// Adds a section without an adviser to `level`; answers its id.
async fn add_section(app: &TestApp, level: &str, name: &str) -> String {
    let created = app.post("/api/admins/create-section", json!({ "level": level, "section": name })).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["_id"].as_str().unwrap().to_owned()
}

/// A student as the list shows them.
async fn listed(app: &TestApp, email: &str) -> Value {
    let found = app.get(&format!("/api/admins/get-students?q={email}")).await.body;
    assert_eq!(found["total"], 1, "{found}");
    found["students"][0].clone()
}

/// The edit form of `student` (as the list shows them), every field kept.
fn edit_form(student: &Value) -> Value {
    let parent = &student["parent_guardian"];
    json!({
        "id": student["_id"], "first_name": student["first_name"], "middle_name": student["middle_name"],
        "last_name": student["last_name"], "email": student["email"], "address": student["address"],
        "image": student["image"], "birthdate": student["birthdate"], "parent_fName": parent["first_name"],
        "parent_mName": parent["middle_name"], "parent_lName": parent["last_name"], "parent_email": parent["email"],
        "phone": parent["phone_number"], "relationship": parent["relationship"],
        "categoryID": student["categoryID"], "levelID": student["levelID"], "sectionID": student["sectionID"]
    })
}

/// Every student as the list shows them and each section's student list: what a refused call
/// must leave as it was.
async fn roster(app: &TestApp, sections: &[&str]) -> Value {
    let mut members = Vec::new();
    for section in sections {
        let detail = app.post("/api/admins/get-section", json!({ "id": section })).await;
        assert_eq!(detail.status, StatusCode::OK, "{}", detail.body);
        members.push(detail.body["section"]["students"].clone());
    }
    json!({ "students": app.get("/api/admins/get-students").await.body, "sections": members })
}

/// The `_id`s in a section's student list.
async fn members_of(app: &TestApp, section: &str) -> Vec<String> {
    let detail = app.post("/api/admins/get-section", json!({ "id": section })).await.body;
    detail["section"]["students"].as_array().unwrap().iter().map(|s| s["_id"].as_str().unwrap().to_owned()).collect()
}

fn new_student(email: &str, (category, level, section): &(String, String, String)) -> Value {
    json!({
        "first_name": "Lea", "middle_name": "", "last_name": "Bautista", "email": email,
        "address": "3 Mabini St", "password": "Lyceum@2023", "image": null, "birthdate": "2011-02-14",
        "parent_fName": "Rosa", "parent_mName": "", "parent_lName": "Bautista", "parent_email": "",
        "phone": "", "relationship": "Mother", "categoryID": category, "levelID": level, "sectionID": section
    })
}

async fn an_admin_creates_a_placed_student_who_must_set_a_password(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let place = rizal(&app);
    let photo = app.upload_ok("/api/upload", "image", "lea.png", samples::PNG).await;
    let mut body = new_student("Lea@School.edu", &place);
    body["image"] = json!(photo);
    let created = app.post("/api/admins/create-student", body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let lea = &created.body;
    assert_eq!(lea["email"], "lea@school.edu");
    assert_eq!(lea["section"], "Rizal");
    assert_eq!(lea["sectionID"], place.2.as_str());
    assert_eq!(lea["level"], "Grade 7");
    assert_eq!(lea["category"], "Junior High School");
    assert_eq!(lea["parent_guardian"]["email"], Value::Null);
    assert_eq!(lea["image"], photo.as_str());
    assert_eq!(lea["must_change_password"], true);
    let section = app.post("/api/admins/get-section", json!({ "id": place.2 })).await.body;
    assert!(section["section"]["students"].as_array().unwrap().iter().any(|s| s["email"] == "lea@school.edu"));

    app.forget_cookie();
    let login = app.login(Role::Student, "lea@school.edu", "Lyceum@2023").await;
    assert_eq!(login.body["must_change_password"], true);
}

async fn student_forms_follow_the_create_and_edit_rules(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let place = rizal(&app);
    let empty = app.post("/api/admins/create-student", json!({})).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    for field in
        ["first_name", "last_name", "email", "address", "birthdate", "parent_fName", "parent_lName", "relationship"]
    {
        assert!(empty.body["errors"][field].is_string(), "{field}: {}", empty.body);
    }
    for taken in [STUDENT_EMAIL, TEACHER_EMAIL] {
        let answer = app.post("/api/admins/create-student", new_student(taken, &place)).await;
        assert_eq!(answer.status, StatusCode::CONFLICT);
        assert!(answer.body["errors"]["email"].is_string());
    }
    let lea = app.post("/api/admins/create-student", new_student("lea@school.edu", &place)).await.body;
    // The edit form requires the parent's email and phone.
    let mut edit = new_student("lea@school.edu", &place);
    edit["id"] = lea["_id"].clone();
    let refused = app.post("/api/admins/update-student", edit.clone()).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(refused.body["errors"]["parent_email"].is_string() && refused.body["errors"]["phone"].is_string());
    edit["parent_email"] = json!("rosa@home.ph");
    edit["phone"] = json!("0918-123-4567");
    edit["first_name"] = json!("Leah");
    let updated = app.post("/api/admins/update-student", edit.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["first_name"], "Leah");
    assert_eq!(updated.body["parent_guardian"]["phone_number"], "09181234567");
    edit["email"] = json!(STUDENT_EMAIL);
    assert_eq!(app.post("/api/admins/update-student", edit.clone()).await.status, StatusCode::CONFLICT);
    edit["id"] = json!("no-such-student");
    edit["email"] = json!("x@school.edu");
    assert_eq!(app.post("/api/admins/update-student", edit).await.status, StatusCode::NOT_FOUND);
}

async fn a_section_from_another_level_or_an_unknown_one_is_refused(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (category, _, section) = rizal(&app);
    let other_level: String =
        levels::table.filter(levels::name.eq("Grade 8")).select(levels::id).first(&mut app.db.conn().unwrap()).unwrap();
    let before: i64 = students::table.count().get_result(&mut app.db.conn().unwrap()).unwrap();
    for place in [
        (category.clone(), other_level.clone(), section.clone()),
        ("wrong-category".to_owned(), other_level.clone(), section.clone()),
        (category.clone(), other_level.clone(), "no-such-section".to_owned()),
        (category.clone(), other_level.clone(), String::new()),
        (category.clone(), "\u{0}".to_owned(), section.clone()),
        ("\u{0}".to_owned(), other_level.clone(), section.clone()),
    ] {
        let answer = app.post("/api/admins/create-student", new_student("new@school.edu", &place)).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{place:?}: {}", answer.body);
        assert!(answer.body["errors"]["sectionID"].is_string());
    }
    let after: i64 = students::table.count().get_result(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(before, after);

    // Ids are ids whatever the case of their hex digits: the form's own level and category pass.
    let (_, level, _) = rizal(&app);
    let upper = (category.to_uppercase(), level.to_uppercase(), section.to_uppercase());
    let answer = app.post("/api/admins/create-student", new_student("upper@school.edu", &upper)).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    assert_eq!(answer.body["sectionID"], section.as_str());
}

async fn the_list_pages_and_searches_on_the_server(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let place = rizal(&app);
    for i in 0..5 {
        let mut body = new_student(&format!("pupil{i}@school.edu"), &place);
        body["first_name"] = json!(format!("Pupil{i}"));
        assert_eq!(app.post("/api/admins/create-student", body).await.status, StatusCode::CREATED);
    }
    let all = app.get("/api/admins/get-students").await.body;
    assert_eq!(all.as_array().unwrap().len(), 7, "without parameters: every student, as the spec says");
    let page = app.get("/api/admins/get-students?page=2&pageSize=3").await.body;
    assert_eq!(page["total"], 7);
    assert_eq!(page["students"].as_array().unwrap().len(), 3);
    let found = app.get("/api/admins/get-students?q=PUPIL3").await.body;
    assert_eq!(found["total"], 1);
    assert_eq!(found["students"][0]["email"], "pupil3@school.edu");
    let by_email = app.get("/api/admins/get-students?q=school.edu%20pupil1").await.body;
    assert_eq!(by_email["total"], 1);
    let literal = app.get("/api/admins/get-students?q=%25").await.body;
    assert_eq!(literal["total"], 0, "a % is searched for, not a wildcard");
    assert_eq!(app.get("/api/admins/get-students?page=0").await.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.get("/api/admins/get-students?pageSize=abc").await.status, StatusCode::BAD_REQUEST);
    let search = app.post("/api/admins/search-students", json!({ "searchInput": "Juan" })).await;
    assert_eq!(search.status, StatusCode::OK);
    assert_eq!(search.body[0]["email"], STUDENT_EMAIL);
    let short = app.post("/api/admins/search-students", json!({ "searchInput": "Ju" })).await;
    assert_eq!(short.status, StatusCode::BAD_REQUEST);
    assert_eq!(short.message(), "Search term must be atleast 3 characters long");
}

async fn one_student_is_read_by_id_for_administrators_only(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let juan = listed(&app, STUDENT_EMAIL).await;
    let id = juan["_id"].as_str().unwrap();
    let one = app.get(&format!("/api/admins/get-student?id={id}")).await;
    assert_eq!(one.status, StatusCode::OK, "{}", one.body);
    let mut record = one.body.clone();
    let learner = record.as_object_mut().unwrap().remove("learner");
    assert_eq!(record, juan, "the record as the list shows it, with the learner's");
    assert!(learner.is_some_and(|learner| learner.is_object()));
    let audited = app.get("/api/admins/audit-log?pageSize=200").await.body;
    assert!(
        audited["entries"].as_array().unwrap().iter().any(|entry| entry["action"] == "read" && entry["recordID"] == id),
        "the read of one learner's record is audited: {audited}"
    );

    for unknown in ["made-up", "00000000-0000-4000-8000-000000000000", ""] {
        let refused = app.get(&format!("/api/admins/get-student?id={unknown}")).await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{unknown}: {}", refused.body);
        assert_eq!(refused.message(), "This student no longer exists.");
    }

    app.sign_in_as(Role::Teacher).await;
    assert_eq!(app.get(&format!("/api/admins/get-student?id={id}")).await.status, StatusCode::FORBIDDEN);
}

async fn membership_changes_keep_category_level_and_section_together(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (category, level, section) = rizal(&app);
    let juan = app.get("/api/admins/get-students?q=juan").await.body["students"][0].clone();
    let juan_id = juan["_id"].as_str().unwrap().to_owned();
    let twice =
        app.post("/api/admins/add-student-section", json!({ "studentID": juan_id, "sectionID": section })).await;
    assert_eq!(twice.status, StatusCode::CONFLICT, "already in a section");

    let removed = app.post("/api/admins/remove-student", json!({ "studentID": juan_id, "sectionID": section })).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    for field in ["section", "sectionID", "level", "levelID", "category", "categoryID"] {
        assert_eq!(removed.body[field], Value::Null, "{field}");
    }
    let available = app.get("/api/admins/get-students?available=true").await.body;
    assert!(available["students"].as_array().unwrap().iter().any(|s| s["_id"] == juan_id.as_str()));
    let again = app.post("/api/admins/remove-student", json!({ "studentID": juan_id, "sectionID": section })).await;
    assert_eq!(again.status, StatusCode::CONFLICT, "not in this section any more");

    let added =
        app.post("/api/admins/add-student-section", json!({ "studentID": juan_id, "sectionID": section })).await;
    assert_eq!(added.status, StatusCode::OK);
    assert_eq!(added.body["sectionID"], section.as_str());
    assert_eq!(added.body["levelID"], level.as_str());
    assert_eq!(added.body["categoryID"], category.as_str());
    let unknown =
        app.post("/api/admins/add-student-section", json!({ "studentID": "nobody", "sectionID": section })).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    let missing = app.post("/api/admins/add-student-section", json!({ "studentID": juan_id })).await;
    assert_eq!(missing.status, StatusCode::BAD_REQUEST);
}

async fn deleting_students_takes_them_out_of_their_section(app: TestApp) {
    let juan_session = {
        app.sign_in_as(Role::Student).await;
        app.cookie()
    };
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let (_, _, section) = rizal(&app);
    let all = app.get("/api/admins/get-students").await.body;
    let ids: Vec<Value> = all.as_array().unwrap().iter().map(|s| s["_id"].clone()).collect();
    let mixed = app.post("/api/admins/delete-student", json!({ "ids": [ids[0], "nobody"] })).await;
    assert_eq!(mixed.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/admins/get-students").await.body.as_array().unwrap().len(), 2);
    let deleted = app.post("/api/admins/delete-student", json!({ "ids": ids })).await;
    assert_eq!(deleted.status, StatusCode::OK);
    let detail = app.post("/api/admins/get-section", json!({ "id": section })).await.body;
    assert!(detail["section"]["students"].as_array().unwrap().is_empty());
    app.set_cookie(juan_session);
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
}

async fn a_student_changes_only_their_own_photo_and_teachers_search_names_only(app: TestApp) {
    let me = app.sign_in_as(Role::Student).await.body;
    let photo = app.upload_ok("/api/upload", "image", "me.png", samples::PNG).await;
    for (field, value) in
        [("first_name", "Hacked"), ("email", "x@y.z"), ("sectionID", "elsewhere"), ("password", "new-pass-123")]
    {
        let mut body = json!({ "id": me["_id"], "image": photo });
        body[field] = json!(value);
        let refused = app.post("/api/admins/update-student", body).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{field}");
        assert_eq!(refused.message(), "Students may change only their profile photo.");
    }
    let unchanged = app.get("/api/session").await.body["user"].clone();
    assert!(unchanged["image"].is_null(), "refused calls change nothing: {unchanged}");
    // The whole profile sent back unchanged, with a new photo, passes.
    let mut body = me.clone();
    body["id"] = me["_id"].clone();
    body["image"] = json!(photo);
    body["sectionID"] = json!("");
    let updated = app.post("/api/admins/update-student", body.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["image"], photo.as_str());
    assert_eq!(updated.body["first_name"], "Juan");
    assert_eq!(updated.body["section"], "Rizal", "placement untouched");
    let other: String = students::table
        .filter(students::email.ne(STUDENT_EMAIL))
        .select(students::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    body["id"] = json!(other);
    assert_eq!(app.post("/api/admins/update-student", body).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/admins/get-students").await.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.post("/api/admins/search-students", json!({ "searchInput": "Juan" })).await.status,
        StatusCode::FORBIDDEN
    );

    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let found = app.post("/api/admins/search-students", json!({ "searchInput": "dela cruz" })).await;
    assert_eq!(found.status, StatusCode::OK);
    assert_eq!(found.body[0]["full_name"], "Juan Dela Cruz");
    assert!(found.body[0].get("email").is_none() && found.body[0].get("parent_guardian").is_none(), "{}", found.body);
    assert_eq!(app.post("/api/admins/delete-student", json!({ "ids": [other] })).await.status, StatusCode::FORBIDDEN);
}

async fn changing_the_section_moves_the_student(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (_, _, rizal_section) = rizal(&app);
    let (senior_high, grade_11) = level_named(&app, "Grade 11");
    let luna = add_section(&app, &grade_11, "Luna").await;
    let juan = listed(&app, STUDENT_EMAIL).await;
    let juan_id = juan["_id"].as_str().unwrap().to_owned();
    assert!(members_of(&app, &rizal_section).await.contains(&juan_id));

    let mut edit = edit_form(&juan);
    edit["categoryID"] = json!(senior_high);
    edit["levelID"] = json!(grade_11);
    edit["sectionID"] = json!(luna);
    let moved = app.post("/api/admins/update-student", edit).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    let now_listed = listed(&app, STUDENT_EMAIL).await;
    for (field, value) in [
        ("categoryID", senior_high.as_str()),
        ("category", "Senior High School"),
        ("levelID", grade_11.as_str()),
        ("level", "Grade 11"),
        ("sectionID", luna.as_str()),
        ("section", "Luna"),
    ] {
        assert_eq!(moved.body[field], value, "answer: {field}");
        assert_eq!(now_listed[field], value, "get-students: {field}");
    }
    assert!(!members_of(&app, &rizal_section).await.contains(&juan_id), "the old section no longer lists him");
    assert_eq!(members_of(&app, &luna).await, vec![juan_id]);
}

async fn a_placed_student_is_not_added_to_a_second_section(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (_, _, rizal_section) = rizal(&app);
    let (_, grade_8) = level_named(&app, "Grade 8");
    let luna = add_section(&app, &grade_8, "Luna").await;
    let juan = listed(&app, STUDENT_EMAIL).await;
    let before = roster(&app, &[&rizal_section, &luna]).await;

    let second =
        app.post("/api/admins/add-student-section", json!({ "studentID": juan["_id"], "sectionID": luna })).await;
    assert_eq!(second.status, StatusCode::CONFLICT, "{}", second.body);
    assert_eq!(second.message(), "This student already belongs to a section.");
    assert_eq!(roster(&app, &[&rizal_section, &luna]).await, before, "placement and both lists unchanged");
    assert_eq!(listed(&app, STUDENT_EMAIL).await["sectionID"], rizal_section.as_str());
    assert!(members_of(&app, &luna).await.is_empty());
}

async fn refused_student_calls_change_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (category, grade_7, rizal_section) = rizal(&app);
    let (senior_high, _) = level_named(&app, "Grade 11");
    let (_, grade_8) = level_named(&app, "Grade 8");
    let luna = add_section(&app, &grade_8, "Luna").await;
    let unplaced = new_student("lea@school.edu", &(String::new(), String::new(), String::new()));
    let lea = app.post("/api/admins/create-student", unplaced.clone()).await;
    assert_eq!(lea.status, StatusCode::CREATED, "{}", lea.body);
    assert_eq!(lea.body["sectionID"], Value::Null);
    let lea = lea.body["_id"].as_str().unwrap().to_owned();
    let juan = listed(&app, STUDENT_EMAIL).await;
    let juan_id = juan["_id"].as_str().unwrap().to_owned();
    let juan_edit = |field: &str, value: &str| {
        let mut edit = edit_form(&juan);
        edit[field] = json!(value);
        edit
    };
    let placed_in = |category: &str, level: &str, section: &str| {
        let mut edit = edit_form(&juan);
        edit["categoryID"] = json!(category);
        edit["levelID"] = json!(level);
        edit["sectionID"] = json!(section);
        edit
    };
    let place = (category.clone(), grade_7.clone(), rizal_section.clone());
    let membership = |student: &str, section: &str| json!({ "studentID": student, "sectionID": section });

    // (call, body, status, the field named in `errors`, if any)
    let cases: Vec<(&str, Value, StatusCode, Option<&str>)> = vec![
        ("create-student", new_student("not-an-email", &place), StatusCode::BAD_REQUEST, Some("email")),
        ("create-student", new_student("lea@", &place), StatusCode::BAD_REQUEST, Some("email")),
        ("update-student", juan_edit("email", "juan.school.edu"), StatusCode::BAD_REQUEST, Some("email")),
        ("update-student", juan_edit("email", "juan@"), StatusCode::BAD_REQUEST, Some("email")),
        ("add-student-section", membership(&lea, "no-such-section"), StatusCode::NOT_FOUND, None),
        ("add-student-section", membership("nobody", &rizal_section), StatusCode::NOT_FOUND, None),
        ("remove-student", membership("nobody", &rizal_section), StatusCode::NOT_FOUND, None),
        ("remove-student", membership(&juan_id, "no-such-section"), StatusCode::NOT_FOUND, None),
        ("remove-student", membership(&juan_id, &luna), StatusCode::CONFLICT, Some("studentID")),
        ("remove-student", membership(&lea, &rizal_section), StatusCode::CONFLICT, Some("studentID")),
        ("update-student", placed_in(&category, &grade_7, &luna), StatusCode::BAD_REQUEST, Some("sectionID")),
        (
            "update-student",
            placed_in(&senior_high, &grade_7, &rizal_section),
            StatusCode::BAD_REQUEST,
            Some("sectionID"),
        ),
        ("delete-student", json!({ "ids": [] }), StatusCode::BAD_REQUEST, Some("ids")),
        ("delete-student", json!({ "ids": [juan_id, lea, "nobody"] }), StatusCode::NOT_FOUND, None),
    ];
    let before = roster(&app, &[&rizal_section, &luna]).await;
    assert_eq!(before["students"].as_array().unwrap().len(), 3);
    for (call, body, status, field) in cases {
        let answer = app.post(&format!("/api/admins/{call}"), body.clone()).await;
        assert_eq!(answer.status, status, "{call} {body}: {}", answer.body);
        assert!(!answer.message().is_empty());
        if let Some(field) = field {
            assert!(answer.body["errors"][field].is_string(), "{call} {body}: {}", answer.body);
        }
        assert_eq!(roster(&app, &[&rizal_section, &luna]).await, before, "{call} {body} changed something");
    }
    let unknown = app.post("/api/admins/add-student-section", membership(&lea, "no-such-section")).await;
    assert_eq!(unknown.message(), "This section does not exist.");
}
