//! Photos through `update-teacher` and `update-student`: a form without an `image` key keeps
//! the photo and its stored file; `image` null or "" removes both.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{students, teachers, uploads};
use serde_json::{json, Value};

use crate::helpers::{samples, TestApp, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_teacher_updating_the_phone_without_an_image_keeps_the_photo,
    an_admin_update_of_a_teacher_keeps_a_photo_left_out_and_removes_a_null_one,
    a_student_photo_stays_unless_the_update_removes_it,
);

fn teacher_image(app: &TestApp) -> Option<String> {
    teachers::table
        .filter(teachers::email.eq(TEACHER_EMAIL))
        .select(teachers::image)
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

fn student_image(app: &TestApp) -> Option<String> {
    students::table
        .filter(students::email.eq(STUDENT_EMAIL))
        .select(students::image)
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

/// True while the photo is both recorded as an upload and stored on disk.
fn photo_stored(app: &TestApp, path: &str) -> bool {
    let recorded: i64 =
        uploads::table.filter(uploads::path.eq(path)).count().get_result(&mut app.db.conn().unwrap()).unwrap();
    let on_disk = app.files_in("images").iter().any(|name| path.ends_with(name.as_str()));
    assert_eq!(recorded == 1, on_disk, "{path}: the record and the file go together");
    on_disk
}

async fn a_teacher_updating_the_phone_without_an_image_keeps_the_photo(app: TestApp) {
    let me = app.sign_in_as(Role::Teacher).await.body;
    let photo = app.upload_ok("/api/upload", "image", "me.png", samples::PNG).await;
    let set =
        app.post("/api/admins/update-teacher", json!({ "id": me["_id"], "phone": me["phone"], "image": photo })).await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.body);

    let kept = app.post("/api/admins/update-teacher", json!({ "id": me["_id"], "phone": "09171112222" })).await;
    assert_eq!(kept.status, StatusCode::OK, "{}", kept.body);
    assert_eq!(kept.body["phone"], "09171112222");
    assert_eq!(kept.body["image"], photo.as_str());
    assert_eq!(teacher_image(&app).as_deref(), Some(photo.as_str()));
    assert!(photo_stored(&app, &photo), "the photo's file stays");
    assert_eq!(app.download(&photo).await.0, StatusCode::OK);
    assert_eq!(app.get("/api/session").await.body["user"]["image"], photo.as_str());

    let removed =
        app.post("/api/admins/update-teacher", json!({ "id": me["_id"], "phone": "09171112222", "image": "" })).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert!(removed.body["image"].is_null(), "{}", removed.body);
    assert_eq!(teacher_image(&app), None);
    assert!(!photo_stored(&app, &photo), "a removed photo leaves storage");
}

async fn an_admin_update_of_a_teacher_keeps_a_photo_left_out_and_removes_a_null_one(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let photo = app.upload_ok("/api/upload", "image", "maria.png", samples::PNG).await;
    let teachers = app.get("/api/admins/get-teachers").await.body;
    let maria = teachers.as_array().unwrap().iter().find(|t| t["email"] == TEACHER_EMAIL).unwrap().clone();
    let mut form = maria.clone();
    form["id"] = maria["_id"].clone();
    form["image"] = json!(photo);
    let set = app.post("/api/admins/update-teacher", form.clone()).await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.body);

    let Value::Object(mut without_image) = form.clone() else { unreachable!() };
    without_image.remove("image");
    without_image.insert("address".into(), json!("12 Mabini St."));
    let kept = app.post("/api/admins/update-teacher", Value::Object(without_image)).await;
    assert_eq!(kept.status, StatusCode::OK, "{}", kept.body);
    assert_eq!(kept.body["address"], "12 Mabini St.");
    assert_eq!(kept.body["image"], photo.as_str());
    assert_eq!(teacher_image(&app).as_deref(), Some(photo.as_str()));
    assert!(photo_stored(&app, &photo), "the photo's file stays");

    form["image"] = Value::Null;
    let removed = app.post("/api/admins/update-teacher", form).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert!(removed.body["image"].is_null(), "{}", removed.body);
    assert_eq!(teacher_image(&app), None);
    assert!(!photo_stored(&app, &photo), "a removed photo leaves storage");
    assert_eq!(app.download(&photo).await.0, StatusCode::NOT_FOUND);
}

/// The admin's edit form for a student, from the list's view of them.
fn student_form(student: &Value) -> Value {
    let parent = &student["parent_guardian"];
    json!({
        "id": student["_id"],
        "first_name": student["first_name"],
        "middle_name": student["middle_name"],
        "last_name": student["last_name"],
        "email": student["email"],
        "address": student["address"],
        "birthdate": student["birthdate"],
        "parent_fName": parent["first_name"],
        "parent_mName": parent["middle_name"],
        "parent_lName": parent["last_name"],
        "parent_email": parent["email"],
        "phone": parent["phone_number"],
        "relationship": parent["relationship"],
        "categoryID": student["categoryID"],
        "levelID": student["levelID"],
        "sectionID": student["sectionID"],
    })
}

async fn a_student_photo_stays_unless_the_update_removes_it(app: TestApp) {
    let me = app.sign_in_as(Role::Student).await.body;
    let photo = app.upload_ok("/api/upload", "image", "juan.png", samples::PNG).await;
    let set = app.post("/api/admins/update-student", json!({ "id": me["_id"], "image": photo })).await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.body);
    let kept = app.post("/api/admins/update-student", json!({ "id": me["_id"] })).await;
    assert_eq!(kept.status, StatusCode::OK, "{}", kept.body);
    assert_eq!(kept.body["image"], photo.as_str(), "a student's form without an image changes nothing");
    assert!(photo_stored(&app, &photo));

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let students = app.get("/api/admins/get-students").await.body;
    let juan = students.as_array().unwrap().iter().find(|s| s["email"] == STUDENT_EMAIL).unwrap().clone();
    let mut form = student_form(&juan);
    form["address"] = json!("34 Rizal Ave.");
    let kept = app.post("/api/admins/update-student", form.clone()).await;
    assert_eq!(kept.status, StatusCode::OK, "{}", kept.body);
    assert_eq!(kept.body["address"], "34 Rizal Ave.");
    assert_eq!(kept.body["image"], photo.as_str());
    assert_eq!(student_image(&app).as_deref(), Some(photo.as_str()));
    assert!(photo_stored(&app, &photo), "the photo's file stays");

    form["image"] = Value::Null;
    let removed = app.post("/api/admins/update-student", form).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert!(removed.body["image"].is_null(), "{}", removed.body);
    assert_eq!(student_image(&app), None);
    assert!(!photo_stored(&app, &photo), "a removed photo leaves storage");
}
