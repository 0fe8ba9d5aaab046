//! Guardian accounts: signing in on the starting password, the children, the admin's list and
//! one-by-one writes, links and their refusals, resets and deletes (docs/guardians.md).

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{guardian_students, guardians, sections};
use serde_json::{json, Value};

use crate::helpers::{samples, TestApp, GUARDIAN_EMAIL, PASSWORD, STUDENT_EMAIL};
use crate::messages::student_id;

crate::on_every_backend!(
    a_guardian_made_by_an_admin_signs_in_sets_a_password_and_sees_their_children,
    a_guardian_is_made_from_a_students_guardian_block,
    bad_links_and_accounts_are_refused_and_change_nothing,
    linking_and_unlinking_take_effect_at_once,
    a_guardian_reads_only_linked_children,
    the_list_is_paged_and_searched,
    deleting_a_student_takes_its_links_and_deleting_a_guardian_keeps_the_students,
    a_reset_ends_the_guardians_sessions,
    a_guardian_changes_their_own_photo,
    links_made_at_once_never_give_a_student_a_third_guardian,
);

pub const STUDENT2_EMAIL: &str = "student2@demo.lyceum.test";

/// Signs in as the seeded administrator, forgetting any other session.
pub async fn as_admin(app: &TestApp) {
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
}

/// The starting password new accounts get, as the admin's screens read it.
pub async fn starting_password(app: &TestApp) -> String {
    let answer = app.get("/api/admins/default-password").await;
    answer.body["password"].as_str().expect("the starting password").to_owned()
}

/// Every guardian row (the first page of 200), as an admin reads them.
pub async fn all_guardians(app: &TestApp) -> Vec<Value> {
    let answer = app.get("/api/admins/guardians?pageSize=200").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body["guardians"].as_array().unwrap().clone()
}

/// The guardian `email`'s row.
pub async fn guardian_row(app: &TestApp, email: &str) -> Value {
    all_guardians(app).await.into_iter().find(|g| g["email"] == email).unwrap_or_else(|| panic!("no guardian {email}"))
}

/// The ids of the children a guardian row lists.
fn child_ids(row: &Value) -> Vec<String> {
    row["children"].as_array().unwrap().iter().map(|c| c["_id"].as_str().unwrap().to_owned()).collect()
}

/// How many links and guardian accounts are stored.
pub fn stored(app: &TestApp) -> (i64, i64) {
    let mut conn = app.db.conn().unwrap();
    let accounts = guardians::table.count().get_result(&mut conn).unwrap();
    let links = guardian_students::table.count().get_result(&mut conn).unwrap();
    (accounts, links)
}

/// Waits until the audit log holds an entry matching `wanted`.
async fn logged(app: &TestApp, query: &str, wanted: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..50 {
        let log = app.get(&format!("/api/admins/audit-log?pageSize=200&{query}")).await.body;
        if let Some(entry) = log["entries"].as_array().unwrap().iter().find(|e| wanted(e)) {
            return entry.clone();
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("no such audit entry for {query}");
}

async fn a_guardian_made_by_an_admin_signs_in_sets_a_password_and_sees_their_children(app: TestApp) {
    let (first, second) = (student_id(&app, STUDENT_EMAIL), student_id(&app, STUDENT2_EMAIL));
    as_admin(&app).await;
    let starting = starting_password(&app).await;
    let created = app
        .post(
            "/api/admins/create-guardian",
            json!({ "first_name": "Lourdes", "last_name": "Santos", "email": " Lourdes@Family.test ",
                    "phone": "0917 555 0101", "relationship": "Aunt", "studentIDs": [second, first] }),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    assert_eq!(created.body["email"], "lourdes@family.test");
    assert_eq!(created.body["full_name"], "Lourdes Santos");
    assert_eq!(created.body["phone"], "09175550101");
    assert_eq!(created.body["must_change_password"], true);
    assert_eq!(created.body["children"].as_array().unwrap().len(), 2);
    assert!(created.body.get("password_hash").is_none());
    logged(&app, "action=create", |e| {
        e["recordType"] == "guardian" && e["detail"].as_str().unwrap().contains("lourdes@family.test")
    })
    .await;

    // The starting password signs in, but nothing else works until it is changed.
    app.forget_cookie();
    assert_eq!(
        app.login(Role::Guardian, "lourdes@family.test", "wrong-password").await.status,
        StatusCode::UNAUTHORIZED
    );
    let signed = app.login(Role::Guardian, "lourdes@family.test", &starting).await;
    assert_eq!(signed.status, StatusCode::OK, "{}", signed.body);
    assert_eq!(signed.body["must_change_password"], true);
    assert_eq!(signed.body["relationship"], "Aunt");
    let held = app.get("/api/guardians/children").await;
    assert_eq!(held.status, StatusCode::FORBIDDEN);
    assert_eq!(held.body["code"], "password_change_required");
    let changed =
        app.post("/api/password", json!({ "current_password": starting, "new_password": "a-family-secret-9" })).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);

    let session = app.get("/api/session").await;
    assert_eq!(session.body["role"], "guardian");
    assert_eq!(session.body["user"]["email"], "lourdes@family.test");
    assert_eq!(session.body["user"]["must_change_password"], false);
    let children = app.get("/api/guardians/children").await;
    assert_eq!(children.status, StatusCode::OK, "{}", children.body);
    let children = children.body["children"].as_array().unwrap().clone();
    assert_eq!(children.len(), 2);
    for child in &children {
        assert_eq!(child["relationship"], "Aunt");
        assert!(
            child["section"].is_string() && child["level"].is_string() && child["sectionID"].is_string(),
            "{child}"
        );
        assert!(child["full_name"].is_string());
    }
    // The child switcher's order: by last then first name.
    let names: Vec<(String, String)> = children
        .iter()
        .map(|c| (c["last_name"].as_str().unwrap().to_owned(), c["first_name"].as_str().unwrap().to_owned()))
        .collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);

    // Shared reads open to every role admit guardians; other roles' calls do not.
    assert_eq!(app.get("/api/admins/get-news-updates").await.status, StatusCode::OK);
    assert_eq!(app.get("/api/notifications").await.status, StatusCode::OK);
    assert_eq!(app.get("/api/students/get-all-teachers").await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/admins/guardians").await.status, StatusCode::FORBIDDEN);

    // Signing out ends the session; the sign-ins are in the audit log.
    assert_eq!(app.post("/api/logout", json!({})).await.status, StatusCode::OK);
    assert_eq!(app.get("/api/guardians/children").await.status, StatusCode::UNAUTHORIZED);
    as_admin(&app).await;
    let entry = logged(&app, "action=sign-in", |e| e["actorRole"] == "guardian").await;
    assert_eq!(entry["actor"], "lourdes@family.test");
    logged(&app, "action=sign-in%20failed", |e| e["recordType"] == "guardian").await;
}

async fn a_guardian_is_made_from_a_students_guardian_block(app: TestApp) {
    let first = student_id(&app, STUDENT_EMAIL);
    as_admin(&app).await;
    // The seeded mother already has an account: a second one for her email is refused.
    let twice = app.post("/api/admins/create-guardian-from-student", json!({ "studentID": first })).await;
    assert_eq!(twice.status, StatusCode::CONFLICT, "{}", twice.body);
    assert_eq!(twice.body["errors"]["email"], "A guardian account with this email already exists; link it instead.");

    let row = guardian_row(&app, GUARDIAN_EMAIL).await;
    assert_eq!(app.post("/api/admins/delete-guardian", json!({ "ids": [row["_id"]] })).await.status, StatusCode::OK);
    let made = app.post("/api/admins/create-guardian-from-student", json!({ "studentID": first })).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    assert_eq!(made.body["email"], GUARDIAN_EMAIL);
    assert_eq!(made.body["first_name"], "Teresa");
    assert_eq!(made.body["relationship"], "Mother");
    assert_eq!(child_ids(&made.body), vec![first.clone()]);

    // A block without an email, an unknown student, no student: refused.
    diesel::update(lyceum_persistence::schema::students::table.find(&first))
        .set(lyceum_persistence::schema::students::parent_email.eq(None::<String>))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    let before = stored(&app);
    let no_email = app.post("/api/admins/create-guardian-from-student", json!({ "studentID": first })).await;
    assert_eq!(no_email.status, StatusCode::BAD_REQUEST);
    assert_eq!(no_email.body["errors"]["parent_email"], "This student's guardian block has no valid email.");
    let unknown = app
        .post("/api/admins/create-guardian-from-student", json!({ "studentID": uuid::Uuid::new_v4().to_string() }))
        .await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(unknown.message(), "This student does not exist.");
    let blank = app.post("/api/admins/create-guardian-from-student", json!({ "studentID": " " })).await;
    assert_eq!(blank.status, StatusCode::BAD_REQUEST);
    assert!(blank.body["errors"]["studentID"].is_string());
    assert_eq!(stored(&app), before);
}

async fn bad_links_and_accounts_are_refused_and_change_nothing(app: TestApp) {
    let first = student_id(&app, STUDENT_EMAIL);
    as_admin(&app).await;
    let mother = guardian_row(&app, GUARDIAN_EMAIL).await["_id"].as_str().unwrap().to_owned();
    let father = app
        .post(
            "/api/admins/create-guardian",
            json!({ "first_name": "Ramon", "last_name": "Cruz",
            "email": "ramon@family.test", "relationship": "Father", "studentIDs": [first] }),
        )
        .await;
    assert_eq!(father.status, StatusCode::CREATED, "{}", father.body);
    let before = stored(&app);
    let unknown = uuid::Uuid::new_v4().to_string();
    let cases = [
        // A student that does not exist, or cannot be an id.
        (
            "/api/admins/link-guardian",
            json!({ "guardianID": mother, "studentID": unknown }),
            StatusCode::NOT_FOUND,
            "This student does not exist.",
        ),
        (
            "/api/admins/link-guardian",
            json!({ "guardianID": mother, "studentID": "x\u{0}" }),
            StatusCode::NOT_FOUND,
            "This student does not exist.",
        ),
        (
            "/api/admins/link-guardian",
            json!({ "guardianID": unknown, "studentID": first }),
            StatusCode::NOT_FOUND,
            "This guardian does not exist.",
        ),
        (
            "/api/admins/link-guardian",
            json!({ "guardianID": "", "studentID": first }),
            StatusCode::BAD_REQUEST,
            "This field is required.",
        ),
        // Already linked.
        (
            "/api/admins/link-guardian",
            json!({ "guardianID": mother, "studentID": first }),
            StatusCode::CONFLICT,
            "This student is already linked to this guardian.",
        ),
        // A second account for the same email, in any letter case.
        (
            "/api/admins/create-guardian",
            json!({ "first_name": "T", "last_name": "C", "email": GUARDIAN_EMAIL.to_uppercase() }),
            StatusCode::CONFLICT,
            "A guardian account with this email already exists; link it instead.",
        ),
        // A third guardian for a student.
        (
            "/api/admins/create-guardian",
            json!({ "first_name": "Lola", "last_name": "Cruz", "email": "lola@family.test", "studentIDs": [first] }),
            StatusCode::CONFLICT,
            "One of these students already has two guardian accounts.",
        ),
        (
            "/api/admins/create-guardian",
            json!({ "first_name": "Lola", "last_name": "Cruz", "email": "lola@family.test", "studentIDs": [unknown] }),
            StatusCode::NOT_FOUND,
            "This student does not exist.",
        ),
        (
            "/api/admins/create-guardian",
            json!({ "first_name": "Lola", "last_name": "Cruz", "email": "lola@family.test", "studentIDs": [first, first] }),
            StatusCode::BAD_REQUEST,
            "Each student may be listed once.",
        ),
        (
            "/api/admins/create-guardian",
            json!({ "first_name": "", "last_name": "Cruz", "email": "not-an-email", "phone": "12" }),
            StatusCode::BAD_REQUEST,
            "",
        ),
        (
            "/api/admins/unlink-guardian",
            json!({ "guardianID": mother, "studentID": unknown }),
            StatusCode::NOT_FOUND,
            "This student is not linked to this guardian.",
        ),
        (
            "/api/admins/delete-guardian",
            json!({ "ids": [mother, unknown] }),
            StatusCode::NOT_FOUND,
            "Some of these guardians no longer exist; nothing was deleted.",
        ),
        (
            "/api/admins/delete-guardian",
            json!({ "ids": [] }),
            StatusCode::BAD_REQUEST,
            "Choose at least one guardian to delete.",
        ),
        (
            "/api/admins/reset-password",
            json!({ "role": "guardian", "id": unknown }),
            StatusCode::NOT_FOUND,
            "This guardian does not exist.",
        ),
    ];
    for (path, body, status, message) in cases {
        let refused = app.post(path, body.clone()).await;
        assert_eq!(refused.status, status, "{path} {body}: {}", refused.body);
        assert!(refused.body["message"].is_string(), "{path} {body}: {}", refused.body);
        if !message.is_empty() {
            assert_eq!(refused.message(), message, "{path} {body}");
        }
    }
    let third = app
        .post(
            "/api/admins/create-guardian",
            json!({ "first_name": "Lola", "last_name": "Cruz", "email": "lola@family.test", "studentIDs": [first] }),
        )
        .await;
    assert_eq!(third.body["errors"]["studentIDs"], "One of these students already has two guardian accounts.");
    let bad = app
        .post(
            "/api/admins/create-guardian",
            json!({ "first_name": "", "last_name": "Cruz", "email": "not-an-email", "phone": "12" }),
        )
        .await;
    for field in ["first_name", "email", "phone"] {
        assert!(bad.body["errors"][field].is_string(), "{field}: {}", bad.body);
    }
    assert_eq!(stored(&app), before);
    assert!(all_guardians(&app).await.iter().all(|g| g["email"] != "lola@family.test"));
}

async fn linking_and_unlinking_take_effect_at_once(app: TestApp) {
    let second = student_id(&app, STUDENT2_EMAIL);
    as_admin(&app).await;
    let mother = guardian_row(&app, GUARDIAN_EMAIL).await["_id"].as_str().unwrap().to_owned();
    let linked = app
        .post(
            "/api/admins/link-guardian",
            json!({ "guardianID": mother, "studentID": second, "relationship": "Godmother" }),
        )
        .await;
    assert_eq!(linked.status, StatusCode::OK, "{}", linked.body);
    assert_eq!(linked.body["children"].as_array().unwrap().len(), 2);
    logged(&app, "action=link", |e| e["recordID"] == mother.as_str()).await;

    let guardian = app.login(Role::Guardian, GUARDIAN_EMAIL, PASSWORD).await;
    assert_eq!(guardian.status, StatusCode::OK);
    let guardian_cookie = app.cookie();
    let children = app.get("/api/guardians/children").await.body["children"].as_array().unwrap().clone();
    assert_eq!(children.len(), 2);
    assert!(children.iter().any(|c| c["_id"] == second.as_str() && c["relationship"] == "Godmother"));

    as_admin(&app).await;
    let unlinked = app.post("/api/admins/unlink-guardian", json!({ "guardianID": mother, "studentID": second })).await;
    assert_eq!(unlinked.status, StatusCode::OK, "{}", unlinked.body);
    assert_eq!(unlinked.body["children"].as_array().unwrap().len(), 1);
    logged(&app, "action=unlink", |e| e["recordID"] == mother.as_str()).await;
    app.set_cookie(guardian_cookie);
    let children = app.get("/api/guardians/children").await.body["children"].as_array().unwrap().clone();
    assert_eq!(children.len(), 1);
    let summary = app.get(&format!("/api/attendance/student-summary?studentID={second}")).await;
    assert_eq!(summary.status, StatusCode::FORBIDDEN);
}

async fn a_guardian_reads_only_linked_children(app: TestApp) {
    let (own, other) = (student_id(&app, STUDENT_EMAIL), student_id(&app, STUDENT2_EMAIL));
    let year = uuid::Uuid::new_v4();
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
    for path in [
        format!("/api/attendance/student-summary?studentID={other}"),
        format!("/api/grades/report-card?studentID={other}&yearID={year}"),
    ] {
        let refused = app.get(&path).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{path}: {}", refused.body);
        assert_eq!(refused.message(), "This student is not linked to your account.");
    }
    // An id that names no student is 404, as on the portal's calls about a child.
    let nobody = uuid::Uuid::new_v4();
    for path in [
        format!("/api/attendance/student-summary?studentID={nobody}"),
        format!("/api/grades/report-card?studentID={nobody}&yearID={year}"),
        "/api/attendance/student-summary?studentID=not-an-id".to_owned(),
        format!("/api/grades/report-card?studentID=not-an-id&yearID={year}"),
    ] {
        let refused = app.get(&path).await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{path}: {}", refused.body);
        assert_eq!(refused.message(), "This student does not exist.");
    }
    // Their own child passes the link check (the year asked does not exist).
    let own_card = app.get(&format!("/api/grades/report-card?studentID={own}&yearID={year}")).await;
    assert_eq!(own_card.status, StatusCode::NOT_FOUND, "{}", own_card.body);
    let own_summary = app.get(&format!("/api/attendance/student-summary?studentID={own}")).await;
    assert_ne!(own_summary.status, StatusCode::FORBIDDEN, "{}", own_summary.body);
    assert!(!own_summary.status.is_server_error());
    // Portals and messaging of the other roles stay closed.
    for path in ["/api/students/conversations", "/api/teachers/conversations", "/api/timetable", "/api/grades/mine"] {
        assert_eq!(app.get(path).await.status, StatusCode::FORBIDDEN, "{path}");
    }
    let section: String = sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap();
    let refused = app.post("/api/students/get-section", json!({ "id": section })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let send = app.post(&format!("/api/messages/send/{own}"), json!({ "message": "hello" })).await;
    assert_eq!(send.status, StatusCode::FORBIDDEN);
}

async fn the_list_is_paged_and_searched(app: TestApp) {
    as_admin(&app).await;
    for n in 0..3 {
        let made = app
            .post(
                "/api/admins/create-guardian",
                json!({ "first_name": format!("Zenaida{n}"), "last_name": "Zamora",
                "email": format!("zenaida{n}@family.test") }),
            )
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    }
    let page = app.get("/api/admins/guardians?q=zamora&page=2&pageSize=2").await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert_eq!(page.body["total"], 3);
    assert_eq!(page.body["page"], 2);
    assert_eq!(page.body["pageSize"], 2);
    assert_eq!(page.body["guardians"].as_array().unwrap().len(), 1);
    let by_email = app.get("/api/admins/guardians?q=ZENAIDA1%40family").await;
    assert_eq!(by_email.body["total"], 1);
    let with_children = app.get(&format!("/api/admins/guardians?q={}", GUARDIAN_EMAIL)).await;
    let row = &with_children.body["guardians"][0];
    assert_eq!(row["children"][0]["email"], STUDENT_EMAIL);
    assert!(row["children"][0]["section"].is_string());
    for query in ["page=0", "pageSize=201", &format!("q={}", "a".repeat(101))] {
        let refused = app.get(&format!("/api/admins/guardians?{query}")).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{query}");
    }
}

async fn deleting_a_student_takes_its_links_and_deleting_a_guardian_keeps_the_students(app: TestApp) {
    let (first, second) = (student_id(&app, STUDENT_EMAIL), student_id(&app, STUDENT2_EMAIL));
    as_admin(&app).await;
    let mother = guardian_row(&app, GUARDIAN_EMAIL).await["_id"].as_str().unwrap().to_owned();
    let deleted = app.post("/api/admins/delete-student", json!({ "ids": [first] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert!(child_ids(&guardian_row(&app, GUARDIAN_EMAIL).await).is_empty());

    let other = guardian_row(&app, "parent2@demo.lyceum.test").await["_id"].as_str().unwrap().to_owned();
    let gone = app.post("/api/admins/delete-guardian", json!({ "ids": [other, mother] })).await;
    assert_eq!(gone.status, StatusCode::OK, "{}", gone.body);
    assert_eq!(gone.message(), "Deleted 2 guardian(s).");
    assert_eq!(stored(&app), (0, 0));
    let without = app.get("/api/admins/students-without-guardian").await;
    assert_eq!(without.body["students"][0]["_id"], second.as_str());
    assert_eq!(without.body["students"][0]["parent_email"], "parent2@demo.lyceum.test");
    app.forget_cookie();
    assert_eq!(app.login(Role::Guardian, GUARDIAN_EMAIL, PASSWORD).await.status, StatusCode::UNAUTHORIZED);
}

async fn a_reset_ends_the_guardians_sessions(app: TestApp) {
    app.forget_cookie();
    let guardian = app.sign_in_as(Role::Guardian).await;
    let id = guardian.body["_id"].as_str().unwrap().to_owned();
    let cookie = app.cookie();
    as_admin(&app).await;
    let starting = starting_password(&app).await;
    let reset = app.post("/api/admins/reset-password", json!({ "role": "guardian", "id": id })).await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
    app.set_cookie(cookie);
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
    app.forget_cookie();
    let again = app.login(Role::Guardian, GUARDIAN_EMAIL, &starting).await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(again.body["must_change_password"], true);
}

async fn a_guardian_changes_their_own_photo(app: TestApp) {
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
    let path = app.upload_ok("/api/upload", "image", "me.png", samples::PNG).await;
    let updated = app.post("/api/guardians/update-photo", json!({ "image": path })).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["image"], path.as_str());
    assert_eq!(app.get("/api/session").await.body["user"]["image"], path.as_str());
    let bad = app.post("/api/guardians/update-photo", json!({ "image": "/api/files/images/nope.png" })).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.body["errors"]["image"].is_string());
    let removed = app.post("/api/guardians/update-photo", json!({ "image": null })).await;
    assert_eq!(removed.body["image"], Value::Null);
}

async fn links_made_at_once_never_give_a_student_a_third_guardian(app: TestApp) {
    let second = student_id(&app, STUDENT2_EMAIL);
    let admin = app.session_of(Role::Admin, crate::helpers::ADMIN_EMAIL).await;
    // The second student has their mother; eight other guardians ask for the one place left.
    let mut ids = Vec::new();
    for n in 0..8 {
        let made = app
            .post(
                "/api/admins/create-guardian",
                json!({ "first_name": "Kin", "last_name": format!("Number{n}"),
                "email": format!("kin{n}@family.test") }),
            )
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
        ids.push(made.body["_id"].as_str().unwrap().to_owned());
    }
    let calls = ids.iter().map(|guardian| {
        let body = json!({ "guardianID": guardian, "studentID": second });
        app.call_as(&admin, "POST", "/api/admins/link-guardian", Some(body))
    });
    let answers = futures_util::future::join_all(calls).await;
    let linked = answers.iter().filter(|a| a.status == StatusCode::OK).count();
    assert_eq!(linked, 1, "{:?}", answers.iter().map(|a| (a.status, a.body.clone())).collect::<Vec<_>>());
    assert!(answers.iter().all(|a| a.status == StatusCode::OK || a.status == StatusCode::CONFLICT));
    let links: i64 = guardian_students::table
        .filter(guardian_students::student_id.eq(&second))
        .count()
        .get_result(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(links, 2);
}
