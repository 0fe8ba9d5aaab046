//! Teacher accounts: create, list, update (admins, and teachers for their own phone and
//! photo), delete with everything that pointed at them.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{sections, subjects, teachers};
use serde_json::{json, Value};

use crate::helpers::{samples, spawn_app_with, Backend, TestApp, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    the_list_pages_sorts_and_searches_on_the_server,
    an_admin_creates_a_teacher_who_must_set_a_password_at_first_sign_in,
    a_teacher_form_with_bad_fields_is_refused_field_by_field_and_creates_nothing,
    an_admin_updates_every_field_and_a_replaced_photo_leaves_storage,
    a_teacher_changes_only_their_own_phone_and_photo,
    deleting_teachers_frees_their_sections_and_subjects_and_ends_their_sessions,
);

fn new_teacher(email: &str) -> Value {
    json!({
        "first_name": "Ana", "middle_name": "", "last_name": "Reyes", "phone": "0917-555-0101",
        "email": email, "password": "Lyceum@2023", "image": null, "birthdate": "1990-01-31",
        "address": "12 Luna St, Manila", "zoom_link": "https://zoom.us/j/123", "zoom_id": "123", "zoom_password": ""
    })
}

#[actix_web::test]
async fn the_configured_default_password_is_shown_and_set_on_sqlite() {
    let app = spawn_app_with(Backend::Sqlite, |settings| settings.default_password = "Welcome-2031".into()).await;
    the_configured_default_password_is_shown_and_set(app.unwrap()).await;
}

#[actix_web::test]
async fn the_configured_default_password_is_shown_and_set_on_postgres() {
    match spawn_app_with(Backend::Postgres, |settings| settings.default_password = "Welcome-2031".into()).await {
        Some(app) => the_configured_default_password_is_shown_and_set(app).await,
        None => eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: PostgreSQL run skipped"),
    }
}

/// The create forms show what `GET /api/admins/default-password` answers, and an account
/// created without a password starts on exactly that one.
async fn the_configured_default_password_is_shown_and_set(app: TestApp) {
    let path = "/api/admins/default-password";
    let anonymous = app.get(path).await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
    assert_eq!(anonymous.message(), "You are not signed in.");
    for role in [Role::Teacher, Role::Student] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        let refused = app.get(path).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{role}");
        assert_eq!(refused.body.get("password"), None, "{role} never sees it");
    }

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let shown = app.get(path).await;
    assert_eq!(shown.status, StatusCode::OK, "{}", shown.body);
    assert_eq!(shown.body, json!({ "password": "Welcome-2031" }));

    let mut body = new_teacher("ana@school.edu");
    body.as_object_mut().unwrap().remove("password");
    assert_eq!(app.post("/api/admins/create-teacher", body).await.status, StatusCode::CREATED);
    app.forget_cookie();
    assert_eq!(app.login(Role::Teacher, "ana@school.edu", "Lyceum@2023").await.status, StatusCode::UNAUTHORIZED);
    let login = app.login(Role::Teacher, "ana@school.edu", "Welcome-2031").await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.body);
    assert_eq!(login.body["must_change_password"], true);
}

fn teacher_count(app: &TestApp) -> i64 {
    teachers::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn an_admin_creates_a_teacher_who_must_set_a_password_at_first_sign_in(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let photo = app.upload_ok("/api/upload", "image", "ana.png", samples::PNG).await;
    let mut body = new_teacher("Ana.Reyes@School.edu");
    body["image"] = json!(photo);
    let created = app.post("/api/admins/create-teacher", body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let teacher = &created.body;
    assert_eq!(teacher["email"], "ana.reyes@school.edu");
    assert_eq!(teacher["phone"], "09175550101");
    assert_eq!(teacher["middle_name"], Value::Null);
    assert_eq!(teacher["zoom_password"], Value::Null);
    assert_eq!(teacher["image"], photo.as_str());
    assert_eq!(teacher["birthdate"], "1990-01-31");
    assert_eq!(teacher["must_change_password"], true);

    let list = app.get("/api/admins/get-teachers").await;
    assert!(list.body.as_array().unwrap().iter().any(|t| t["email"] == "ana.reyes@school.edu"));

    app.forget_cookie();
    let login = app.login(Role::Teacher, "ana.reyes@school.edu", "Lyceum@2023").await;
    assert_eq!(login.status, StatusCode::OK);
    assert_eq!(login.body["must_change_password"], true);
    assert_eq!(app.get("/api/teachers/get-all-students").await.status, StatusCode::FORBIDDEN);
}

async fn a_teacher_form_with_bad_fields_is_refused_field_by_field_and_creates_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = teacher_count(&app);
    let empty = app.post("/api/admins/create-teacher", json!({})).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    for field in ["first_name", "last_name", "phone", "email", "birthdate", "address"] {
        assert!(empty.body["errors"][field].is_string(), "{field}: {}", empty.body);
    }
    let bad_values = [
        ("email", json!("not-an-email")),
        ("phone", json!("call me")),
        ("birthdate", json!("2999-01-01")),
        ("birthdate", json!("31/01/1990")),
        ("zoom_link", json!("javascript:alert(1)")),
        ("image", json!("/api/files/images/0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b.png")),
        ("password", json!("short")),
    ];
    for (field, value) in bad_values {
        let mut body = new_teacher("fresh@school.edu");
        body[field] = value.clone();
        let answer = app.post("/api/admins/create-teacher", body).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{field} = {value}");
        assert!(answer.body["errors"][field].is_string(), "{field}: {}", answer.body);
    }
    for taken in [TEACHER_EMAIL, "STUDENT1@demo.lyceum.test", "admin@lyceum.test"] {
        let answer = app.post("/api/admins/create-teacher", new_teacher(taken)).await;
        assert_eq!(answer.status, StatusCode::CONFLICT, "{taken}");
        assert_eq!(answer.body["errors"]["email"], "This email is already used by another account.");
    }
    let wrong_type = app.post("/api/admins/create-teacher", json!({ "first_name": 5 })).await;
    assert_eq!(wrong_type.status, StatusCode::BAD_REQUEST);
    assert_eq!(teacher_count(&app), before, "nothing was created");

    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    assert_eq!(app.post("/api/admins/create-teacher", new_teacher("x@school.edu")).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/admins/get-teachers").await.status, StatusCode::FORBIDDEN);
}

async fn an_admin_updates_every_field_and_a_replaced_photo_leaves_storage(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let first = app.upload_ok("/api/upload", "image", "a.png", samples::PNG).await;
    let mut body = new_teacher("ana@school.edu");
    body["image"] = json!(first);
    let id = app.post("/api/admins/create-teacher", body).await.body["_id"].as_str().unwrap().to_owned();

    let second = app.upload_ok("/api/upload", "image", "b.jpg", samples::JPEG).await;
    let mut edit = new_teacher("ana.r@school.edu");
    edit["id"] = json!(id);
    edit["first_name"] = json!("Anabel");
    edit["image"] = json!(second);
    let updated = app.post("/api/admins/update-teacher", edit.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["first_name"], "Anabel");
    assert_eq!(updated.body["email"], "ana.r@school.edu");
    assert_eq!(updated.body["image"], second.as_str());
    assert_eq!(app.download(&first).await.0, StatusCode::NOT_FOUND);
    assert_eq!(app.files_in("images").len(), 1);

    edit["email"] = json!(TEACHER_EMAIL);
    assert_eq!(app.post("/api/admins/update-teacher", edit.clone()).await.status, StatusCode::CONFLICT);
    edit["id"] = json!("0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b");
    edit["email"] = json!("someone@school.edu");
    assert_eq!(app.post("/api/admins/update-teacher", edit).await.status, StatusCode::NOT_FOUND);
}

async fn a_teacher_changes_only_their_own_phone_and_photo(app: TestApp) {
    let me = app.sign_in_as(Role::Teacher).await.body;
    let photo = app.upload_ok("/api/upload", "image", "me.png", samples::PNG).await;
    let mut body = me.clone();
    body["id"] = me["_id"].clone();
    body["phone"] = json!("09998887777");
    body["image"] = json!(photo);
    for (field, value) in [("first_name", "Hacked"), ("email", "other@school.edu"), ("zoom_link", "https://evil.test")]
    {
        let mut changed = body.clone();
        changed[field] = json!(value);
        let refused = app.post("/api/admins/update-teacher", changed).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{field}");
        assert_eq!(refused.message(), "Teachers may change only their phone number and photo.");
    }
    assert_eq!(app.get("/api/session").await.body["user"]["phone"], me["phone"], "refused calls change nothing");
    let updated = app.post("/api/admins/update-teacher", body.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["phone"], "09998887777");
    assert_eq!(updated.body["image"], photo.as_str());
    assert_eq!(updated.body["first_name"], "Maria", "names stay as the admin set them");
    assert_eq!(updated.body["email"], TEACHER_EMAIL);
    let minimal = app
        .post("/api/admins/update-teacher", json!({ "id": me["_id"], "phone": "09171234567", "image": photo }))
        .await;
    assert_eq!(minimal.status, StatusCode::OK, "{}", minimal.body);
    assert_eq!(minimal.body["phone"], "09171234567", "the portal's form sends only id, phone and photo");

    body["phone"] = json!("letters");
    assert_eq!(app.post("/api/admins/update-teacher", body.clone()).await.status, StatusCode::BAD_REQUEST);

    let others = {
        let mut conn = app.db.conn().unwrap();
        teachers::table
            .filter(teachers::email.ne(TEACHER_EMAIL))
            .select(teachers::id)
            .first::<String>(&mut conn)
            .unwrap()
    };
    body["id"] = json!(others);
    body["phone"] = json!("09998887777");
    assert_eq!(app.post("/api/admins/update-teacher", body.clone()).await.status, StatusCode::FORBIDDEN);

    app.forget_cookie();
    assert_eq!(app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await.status, StatusCode::OK);
    assert_eq!(app.post("/api/admins/update-teacher", body).await.status, StatusCode::FORBIDDEN);
}

async fn deleting_teachers_frees_their_sections_and_subjects_and_ends_their_sessions(app: TestApp) {
    let teacher_session = {
        app.sign_in_as(Role::Teacher).await;
        app.cookie()
    };
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let list = app.get("/api/admins/get-teachers").await.body;
    let maria = list.as_array().unwrap().iter().find(|t| t["email"] == TEACHER_EMAIL).unwrap();
    let maria_id = maria["_id"].as_str().unwrap().to_owned();
    assert!(!maria["advisoryClass"].as_array().unwrap().is_empty());

    let unknown = app.post("/api/admins/delete-teacher", json!({ "ids": [maria_id, "no-such-id"] })).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(teacher_count(&app), 2, "all or nothing");
    assert_eq!(app.post("/api/admins/delete-teacher", json!({ "ids": [] })).await.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.post("/api/admins/delete-teacher", json!({ "ids": "x" })).await.status, StatusCode::BAD_REQUEST);

    let deleted = app.post("/api/admins/delete-teacher", json!({ "ids": [maria_id] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(teacher_count(&app), 1);
    {
        let mut conn = app.db.conn().unwrap();
        let advised: i64 =
            sections::table.filter(sections::adviser_id.eq(&maria_id)).count().get_result(&mut conn).unwrap();
        let taught: i64 =
            subjects::table.filter(subjects::teacher_id.eq(&maria_id)).count().get_result(&mut conn).unwrap();
        assert_eq!((advised, taught), (0, 0));
        let subjects_left: i64 = subjects::table.count().get_result(&mut conn).unwrap();
        assert_eq!(subjects_left, 5, "subjects stay, without a teacher");
    }
    app.set_cookie(teacher_session);
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
}

async fn the_list_pages_sorts_and_searches_on_the_server(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    for (first, last, email) in
        [("Ana", "Zamora", "ana@school.edu"), ("Zed", "Abad", "zed@school.edu"), ("Lito", "Mendoza", "lito@school.edu")]
    {
        let mut body = new_teacher(email);
        body["first_name"] = json!(first);
        body["last_name"] = json!(last);
        assert_eq!(app.post("/api/admins/create-teacher", body).await.status, StatusCode::CREATED);
    }
    let all = app.get("/api/admins/get-teachers").await.body;
    assert_eq!(all.as_array().unwrap().len(), 5, "without parameters: the whole list, as the spec has it");

    let names = |page: &serde_json::Value, key: &str| -> Vec<String> {
        page["teachers"].as_array().unwrap().iter().map(|t| t[key].as_str().unwrap().to_owned()).collect()
    };
    let first = app.get("/api/admins/get-teachers?page=1&pageSize=2").await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    assert_eq!(first.body["total"], 5);
    assert_eq!(names(&first.body, "last_name"), ["Abad", "Mendoza"]);
    let last = app.get("/api/admins/get-teachers?page=3&pageSize=2").await.body;
    assert_eq!(names(&last, "last_name"), ["Zamora"]);
    let by_first_desc = app.get("/api/admins/get-teachers?page=1&pageSize=2&sort=first_name&order=desc").await.body;
    assert_eq!(names(&by_first_desc, "first_name"), ["Zed", "Maria"]);
    let seeded = app.get("/api/admins/get-teachers?page=1&pageSize=5&sort=last_name").await.body;
    assert!(seeded["teachers"][0]["advisoryClass"].is_array(), "pages carry advisory classes and subjects");
    let maria = &seeded["teachers"].as_array().unwrap().iter().find(|t| t["first_name"] == "Maria").unwrap().clone();
    assert_eq!(maria["advisoryClass"][0]["section"], "Rizal");
    assert_eq!(maria["advisoryClass"][0]["level"], "Grade 7");
    assert_eq!(maria["classes"].as_array().unwrap().len(), 3);

    let found = app.get("/api/admins/get-teachers?q=ZAM&pageSize=10").await.body;
    assert_eq!((found["total"].clone(), names(&found, "first_name")), (json!(1), vec!["Ana".to_owned()]));
    let literal = app.get("/api/admins/get-teachers?q=%25&pageSize=10").await.body;
    assert_eq!(literal["total"], 0, "a % is searched for literally");
    for bad in ["page=0", "pageSize=500", "sort=email", "sort=last_name&order=up", "page=x"] {
        let refused = app.get(&format!("/api/admins/get-teachers?{bad}")).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{bad}");
    }
}
