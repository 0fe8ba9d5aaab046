//! A learner's record beside the account: the LRN (12 digits, one learner's among every learner
//! the school has had), sex and the School Register's fields, on the student forms, the CSV
//! import and export, and only for administrators to write.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{learner_records, students};
use serde_json::{json, Value};

use crate::helpers::{TestApp, PASSWORD, STUDENT_EMAIL};

crate::on_every_backend!(
    an_admin_records_the_learner_and_an_edit_without_the_fields_keeps_them,
    an_lrn_is_twelve_digits_and_one_learners_among_current_and_archived,
    a_student_cannot_write_their_own_learner_record,
    the_student_file_carries_the_learner_columns_and_checks_each_lrn,
);

/// A new unplaced student `first` `last` on `email`, with `learner` fields merged in.
fn new_student(first: &str, last: &str, email: &str, learner: Value) -> Value {
    let mut body = json!({
        "first_name": first, "last_name": last, "email": email, "address": "3 Mabini St",
        "birthdate": "2011-02-14", "parent_fName": "Rosa", "parent_lName": last, "relationship": "Mother",
        "categoryID": "", "levelID": "", "sectionID": ""
    });
    body.as_object_mut().unwrap().extend(learner.as_object().unwrap().clone());
    body
}

/// The edit form of `student` as answered, without any learner field (a form that predates them).
fn edit_form(student: &Value) -> Value {
    let parent = &student["parent_guardian"];
    json!({
        "id": student["_id"], "first_name": student["first_name"], "last_name": student["last_name"],
        "email": student["email"], "address": student["address"], "birthdate": student["birthdate"],
        "parent_fName": parent["first_name"], "parent_lName": parent["last_name"],
        "parent_email": "rosa@home.test", "phone": "09181234567", "relationship": parent["relationship"],
        "categoryID": "", "levelID": "", "sectionID": ""
    })
}

/// Every learner record and student, as text: what a refused call must leave as it was.
fn stored(app: &TestApp) -> (Vec<String>, i64) {
    let mut conn = app.db.conn().unwrap();
    let records: Vec<(String, Option<String>, Option<String>)> = learner_records::table
        .select((learner_records::student_id, learner_records::lrn, learner_records::sex))
        .order(learner_records::student_id)
        .load(&mut conn)
        .unwrap();
    let count = students::table.count().get_result(&mut conn).unwrap();
    (records.into_iter().map(|row| format!("{row:?}")).collect(), count)
}

async fn an_admin_records_the_learner_and_an_edit_without_the_fields_keeps_them(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let learner = json!({
        "lrn": "1361-1412 0001", "sex": "female", "mother_tongue": "Tagalog", "religion": "Roman Catholic",
        "ip_group": "", "father_name": "Jose Bautista", "mother_name": "Rosa Santos", "remarks": "Late enrolment"
    });
    let created =
        app.post("/api/admins/create-student", new_student("Lea", "Bautista", "lea@school.edu", learner)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let expected = json!({
        "lrn": "136114120001", "sex": "F", "mother_tongue": "Tagalog", "religion": "Roman Catholic",
        "ip_group": null, "father_name": "Jose Bautista", "mother_name": "Rosa Santos", "remarks": "Late enrolment"
    });
    assert_eq!(created.body["learner"], expected);
    let id = created.body["_id"].as_str().unwrap().to_owned();
    let one = app.get(&format!("/api/admins/get-student?id={id}")).await;
    assert_eq!(one.body["learner"], expected, "read back as saved");

    // An edit form that does not send the learner's fields keeps them.
    let kept = app.post("/api/admins/update-student", edit_form(&one.body)).await;
    assert_eq!(kept.status, StatusCode::OK, "{}", kept.body);
    assert_eq!(kept.body["learner"], expected);

    // One sent blank clears it; one sent with a value changes it; the rest stay.
    let mut form = edit_form(&one.body);
    form["sex"] = json!("");
    form["religion"] = json!("Iglesia ni Cristo");
    let changed = app.post("/api/admins/update-student", form).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    assert_eq!(changed.body["learner"]["sex"], Value::Null);
    assert_eq!(changed.body["learner"]["religion"], "Iglesia ni Cristo");
    assert_eq!(changed.body["learner"]["lrn"], "136114120001");

    // A student created before the fields existed has an empty record, not an error.
    let juan = app.get(&format!("/api/admins/get-students?q={STUDENT_EMAIL}")).await.body["students"][0].clone();
    let theirs = app.get(&format!("/api/admins/get-student?id={}", juan["_id"].as_str().unwrap())).await;
    assert_eq!(theirs.body["learner"]["lrn"], Value::Null, "{}", theirs.body);

    // Deleting the student deletes their record.
    let deleted = app.post("/api/admins/delete-student", json!({ "ids": [id] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(stored(&app).0, Vec::<String>::new());
}

async fn an_lrn_is_twelve_digits_and_one_learners_among_current_and_archived(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let lea = new_student("Lea", "Bautista", "lea@school.edu", json!({ "lrn": "136114120001" }));
    assert_eq!(app.post("/api/admins/create-student", lea).await.status, StatusCode::CREATED);
    let before = stored(&app);

    for (lrn, message) in [
        ("13611412000", "An LRN has 12 digits; this one has 11."),
        ("1361141200012", "An LRN has 12 digits; this one has 13."),
        ("13611412000A", "An LRN has digits only."),
    ] {
        let body = new_student("Ana", "Reyes", "ana@school.edu", json!({ "lrn": lrn, "sex": "X" }));
        let refused = app.post("/api/admins/create-student", body).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{lrn}: {}", refused.body);
        assert_eq!(refused.body["errors"]["lrn"], message, "{}", refused.body);
        assert_eq!(refused.body["errors"]["sex"], "Choose M or F.", "every broken rule at once");
    }
    let taken = new_student("Ana", "Reyes", "ana@school.edu", json!({ "lrn": "1361 1412 0001" }));
    let refused = app.post("/api/admins/create-student", taken).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert_eq!(refused.body["errors"]["lrn"], "This LRN is already used by Lea Bautista.");
    assert_eq!(stored(&app), before, "nothing written");

    // Another student edited to the same LRN is refused too, and keeps their own.
    let ana = app.post("/api/admins/create-student", new_student("Ana", "Reyes", "ana@school.edu", json!({}))).await;
    let mut form = edit_form(&ana.body);
    form["lrn"] = json!("136114120001");
    let refused = app.post("/api/admins/update-student", form.clone()).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    let ana_id = ana.body["_id"].as_str().unwrap();
    assert_eq!(app.get(&format!("/api/admins/get-student?id={ana_id}")).await.body["learner"]["lrn"], Value::Null);

    // A learner who left keeps their LRN: it is still theirs.
    let moved = [
        "INSERT INTO archived_students (id, first_name, middle_name, last_name, email, password_hash, \
         must_change_password, address, image, birthdate, category_id, level_id, section_id, parent_first_name, \
         parent_middle_name, parent_last_name, parent_relationship, parent_email, parent_phone, created_at, \
         updated_at, archived_at, left_from, school_year) SELECT id, first_name, middle_name, last_name, email, \
         password_hash, must_change_password, address, image, birthdate, category_id, level_id, section_id, \
         parent_first_name, parent_middle_name, parent_last_name, parent_relationship, parent_email, parent_phone, \
         created_at, updated_at, updated_at, 'Grade 10 - Rizal', '2025-2026' FROM students \
         WHERE email = 'lea@school.edu'",
        "DELETE FROM students WHERE email = 'lea@school.edu'",
    ];
    for statement in moved {
        diesel::sql_query(statement).execute(&mut app.db.conn().unwrap()).unwrap();
    }
    let refused = app.post("/api/admins/update-student", form).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert_eq!(refused.body["errors"]["lrn"], "This LRN is already used by Lea Bautista (archived).");
}

async fn a_student_cannot_write_their_own_learner_record(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let juan = app.get(&format!("/api/admins/get-students?q={STUDENT_EMAIL}")).await.body["students"][0].clone();
    app.forget_cookie();
    let signed = app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await;
    assert_eq!(signed.status, StatusCode::OK, "{}", signed.body);
    let before = stored(&app);
    let own = json!({ "id": juan["_id"], "lrn": "136114120099" });
    let refused = app.post("/api/admins/update-student", own).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    assert_eq!(stored(&app), before);
    let read = app.get(&format!("/api/admins/get-student?id={}", juan["_id"].as_str().unwrap())).await;
    assert_eq!(read.status, StatusCode::FORBIDDEN, "another learner's record is for administrators");
}

async fn the_student_file_carries_the_learner_columns_and_checks_each_lrn(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let lea = new_student("Lea", "Bautista", "lea@school.edu", json!({ "lrn": "136114120001" }));
    assert_eq!(app.post("/api/admins/create-student", lea).await.status, StatusCode::CREATED);
    let header = "first_name,last_name,email,address,birthdate,parent_fName,parent_lName,relationship,lrn,sex,\
                  mother_tongue,religion,ip_group,father_name,mother_name,remarks";
    let row = |email: &str, lrn: &str| {
        format!(
            "Ana,Reyes,{email},1 Luna St,2011-03-04,Rosa,Reyes,Mother,{lrn},F,Cebuano,Catholic,,Jose Reyes,Rosa Cruz,"
        )
    };
    let before = stored(&app);
    let bad = format!(
        "{header}\n{}\n{}\n{}\n{}\n",
        row("a1@school.edu", "136114120002"),
        row("a2@school.edu", "136114120002"),
        row("a3@school.edu", "136114120001"),
        row("a4@school.edu", "13611412000x"),
    );
    let refused = app.upload("/api/admins/import-students", "file", "learners.csv", bad.as_bytes()).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    let rows: Vec<(u64, &str, &str)> = refused.body["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| (row["line"].as_u64().unwrap(), row["column"].as_str().unwrap(), row["message"].as_str().unwrap()))
        .collect();
    assert_eq!(
        rows,
        vec![
            (3, "lrn", "This LRN is also on line 2."),
            (4, "lrn", "This LRN is already used by Lea Bautista."),
            (5, "lrn", "An LRN has digits only."),
        ]
    );
    assert_eq!(stored(&app), before, "nothing written");

    let good = format!("{header}\n{}\n", row("a1@school.edu", "1361-1412-0002"));
    let imported = app.upload("/api/admins/import-students", "file", "learners.csv", good.as_bytes()).await;
    assert_eq!(imported.status, StatusCode::CREATED, "{}", imported.body);
    let (status, _, body) = app.download("/api/admins/export-students.csv").await;
    assert_eq!(status, StatusCode::OK);
    let file = String::from_utf8(body).unwrap();
    let head = file.lines().next().unwrap();
    assert!(
        head.ends_with(",section,lrn,sex,mother_tongue,religion,ip_group,father_name,mother_name,remarks"),
        "{head}"
    );
    let ana = file.lines().find(|line| line.contains("a1@school.edu")).unwrap();
    assert!(ana.ends_with(",136114120002,F,Cebuano,Catholic,,Jose Reyes,Rosa Cruz,"), "{ana}");
}
