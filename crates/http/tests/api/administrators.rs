//! The Administrators screen's calls: `GET /api/admins/admins`, `create-admin`,
//! `reset-admin-password` and `delete-admin`, admins only; never oneself, never the last one.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use lyceum_persistence::admins::{self, RemovalError};
use serde_json::{json, Value};

use crate::helpers::{TestApp, ADMIN_EMAIL, PASSWORD, TEACHER_EMAIL};

crate::on_every_backend!(
    an_admin_adds_an_administrator_who_must_change_the_starting_password,
    bad_or_duplicate_input_adds_nobody,
    teachers_and_students_may_not_manage_administrators,
    a_reset_puts_another_admin_on_a_new_starting_password_and_ends_their_sessions,
    an_admin_removes_another_after_which_they_cannot_sign_in,
    removing_oneself_or_the_last_administrator_is_refused_and_changes_nothing,
);

const NEW_ADMIN: &str = "registrar@lyceum.test";
const STARTING: &str = "starting-pass-1";

/// The administrators the screen lists (the seeded cashier, listed with them, left out).
async fn administrators(app: &TestApp) -> Vec<Value> {
    let answer = app.get("/api/admins/admins").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let all = answer.body["admins"].as_array().expect("a list of administrators");
    all.iter().filter(|row| row["role"] == "admin").cloned().collect()
}

/// Adds [`NEW_ADMIN`] as the signed-in admin; answers its id.
async fn add_registrar(app: &TestApp) -> String {
    let created = app.post("/api/admins/create-admin", json!({ "email": NEW_ADMIN, "password": STARTING })).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["_id"].as_str().expect("the new admin's id").to_owned()
}

/// The audit entries about administrator accounts, newest first.
async fn admin_entries(app: &TestApp) -> Vec<Value> {
    let answer = app.get("/api/admins/audit-log?record=admin&pageSize=200").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body["entries"].as_array().unwrap().clone()
}

async fn an_admin_adds_an_administrator_who_must_change_the_starting_password(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = administrators(&app).await;
    assert_eq!(before.len(), 1);
    assert_eq!(before[0]["email"], ADMIN_EMAIL);
    assert_eq!(before[0]["you"], true);
    assert_eq!(before[0]["must_change_password"], false);
    assert!(before[0]["createdAt"].as_str().unwrap().ends_with('Z'));

    let created =
        app.post("/api/admins/create-admin", json!({ "email": " Registrar@Lyceum.test ", "password": STARTING })).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    assert_eq!(created.body["email"], NEW_ADMIN);
    assert_eq!(created.body["must_change_password"], true);
    assert_eq!(created.body["you"], false);
    assert!(created.body.get("password_hash").is_none());

    let after = administrators(&app).await;
    let emails: Vec<&str> = after.iter().map(|a| a["email"].as_str().unwrap()).collect();
    assert_eq!(emails, [ADMIN_EMAIL, NEW_ADMIN]);
    assert_eq!(after[1]["must_change_password"], true);

    let entries = admin_entries(&app).await;
    assert!(
        entries.iter().any(|e| e["action"] == "admin created" && e["detail"] == NEW_ADMIN),
        "the creation is in the audit log: {entries:?}"
    );

    // The new administrator signs in on the starting password and must choose their own.
    app.forget_cookie();
    let login = app.login(Role::Admin, NEW_ADMIN, STARTING).await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.body);
    assert_eq!(login.body["must_change_password"], true);
    let blocked = app.get("/api/admins/admins").await;
    assert_eq!(blocked.status, StatusCode::FORBIDDEN);
    assert_eq!(blocked.body["code"], "password_change_required");
    let changed =
        app.post("/api/password", json!({ "current_password": STARTING, "new_password": "registrar-own-9" })).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    let listed = administrators(&app).await;
    assert_eq!(listed[1]["you"], true);
    assert_eq!(listed[1]["must_change_password"], false);
}

async fn bad_or_duplicate_input_adds_nobody(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let cases = [
        (json!({ "email": TEACHER_EMAIL, "password": STARTING }), StatusCode::CONFLICT, "email"),
        (json!({ "email": ADMIN_EMAIL.to_uppercase(), "password": STARTING }), StatusCode::CONFLICT, "email"),
        (json!({ "email": NEW_ADMIN, "password": "short" }), StatusCode::BAD_REQUEST, "password"),
        (json!({ "email": "not an email", "password": STARTING }), StatusCode::BAD_REQUEST, "email"),
        (json!({ "email": "", "password": "" }), StatusCode::BAD_REQUEST, "email"),
        (json!({ "password": STARTING }), StatusCode::BAD_REQUEST, "email"),
    ];
    for (body, status, field) in cases {
        let refused = app.post("/api/admins/create-admin", body.clone()).await;
        assert_eq!(refused.status, status, "{body}: {}", refused.body);
        assert!(refused.body["errors"][field].is_string(), "{body}: a message beside {field}: {}", refused.body);
    }
    let duplicate = app.post("/api/admins/create-admin", json!({ "email": TEACHER_EMAIL, "password": STARTING })).await;
    assert_eq!(duplicate.body["errors"]["email"], "This email is already used by another account.");
    let malformed = app.post_raw("/api/admins/create-admin", "application/json", "{\"email\": 5").await;
    assert_eq!(malformed.status, StatusCode::BAD_REQUEST);
    assert_eq!(administrators(&app).await.len(), 1, "nobody was added");
}

async fn teachers_and_students_may_not_manage_administrators(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let my_id = administrators(&app).await[0]["_id"].as_str().unwrap().to_owned();
    for role in [Role::Teacher, Role::Student] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        assert_eq!(app.get("/api/admins/admins").await.status, StatusCode::FORBIDDEN, "{role}");
        for (path, body) in [
            ("/api/admins/create-admin", json!({ "email": NEW_ADMIN, "password": STARTING })),
            ("/api/admins/reset-admin-password", json!({ "id": my_id, "password": STARTING })),
            ("/api/admins/delete-admin", json!({ "id": my_id })),
        ] {
            let refused = app.post(path, body).await;
            assert_eq!(refused.status, StatusCode::FORBIDDEN, "{role} {path}: {}", refused.body);
        }
    }
    app.forget_cookie();
    assert_eq!(app.get("/api/admins/admins").await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.login(Role::Admin, ADMIN_EMAIL, PASSWORD).await.status, StatusCode::OK, "nothing changed");
    assert_eq!(administrators(&app).await.len(), 1);
}

async fn a_reset_puts_another_admin_on_a_new_starting_password_and_ends_their_sessions(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let me = app.cookie().unwrap();
    let registrar = add_registrar(&app).await;
    // The registrar sets their own password and signs in on two browsers.
    app.forget_cookie();
    app.login(Role::Admin, NEW_ADMIN, STARTING).await;
    let changed =
        app.post("/api/password", json!({ "current_password": STARTING, "new_password": "registrar-own-9" })).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    let laptop = app.cookie().unwrap();
    app.forget_cookie();
    assert_eq!(app.login(Role::Admin, NEW_ADMIN, "registrar-own-9").await.status, StatusCode::OK);
    let phone = app.cookie().unwrap();

    app.set_cookie(Some(me.clone()));
    let short = app.post("/api/admins/reset-admin-password", json!({ "id": registrar, "password": "short" })).await;
    assert_eq!(short.status, StatusCode::BAD_REQUEST);
    assert!(short.body["errors"]["password"].is_string());
    let reset =
        app.post("/api/admins/reset-admin-password", json!({ "id": registrar, "password": "typed-by-admin-2" })).await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
    assert!(reset.message().contains(NEW_ADMIN));

    for token in [laptop, phone] {
        assert_eq!(app.call_as(&token, "GET", "/api/session", None).await.status, StatusCode::UNAUTHORIZED);
    }
    let listed = administrators(&app).await;
    assert_eq!(listed[1]["must_change_password"], true);
    assert!(admin_entries(&app)
        .await
        .iter()
        .any(|e| e["action"] == "password reset" && e["detail"] == NEW_ADMIN && e["recordID"] == registrar.as_str()));

    // One's own password is changed, not reset; unknown and malformed ids change nothing.
    let my_id = listed[0]["_id"].as_str().unwrap();
    let own =
        app.post("/api/admins/reset-admin-password", json!({ "id": my_id, "password": "typed-by-admin-2" })).await;
    assert_eq!(own.status, StatusCode::BAD_REQUEST, "{}", own.body);
    for id in [uuid::Uuid::new_v4().to_string(), "\u{0}".to_owned(), "no-such-admin".to_owned()] {
        let unknown =
            app.post("/api/admins/reset-admin-password", json!({ "id": id, "password": "typed-by-admin-2" })).await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND, "{id:?}: {}", unknown.body);
        assert_eq!(unknown.message(), "This administrator does not exist.");
    }
    assert_eq!(app.get("/api/session").await.status, StatusCode::OK, "the resetting admin stays signed in");

    app.forget_cookie();
    assert_eq!(app.login(Role::Admin, NEW_ADMIN, "registrar-own-9").await.status, StatusCode::UNAUTHORIZED);
    let again = app.login(Role::Admin, NEW_ADMIN, "typed-by-admin-2").await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(again.body["must_change_password"], true);
}

async fn an_admin_removes_another_after_which_they_cannot_sign_in(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let me = app.cookie().unwrap();
    let registrar = add_registrar(&app).await;
    app.forget_cookie();
    app.login(Role::Admin, NEW_ADMIN, STARTING).await;
    let theirs = app.cookie().unwrap();

    app.set_cookie(Some(me));
    let removed = app.post("/api/admins/delete-admin", json!({ "id": registrar })).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert_eq!(removed.message(), format!("{NEW_ADMIN} is no longer an administrator."));
    assert_eq!(administrators(&app).await.len(), 1);
    assert_eq!(app.call_as(&theirs, "GET", "/api/session", None).await.status, StatusCode::UNAUTHORIZED);
    assert!(admin_entries(&app).await.iter().any(|e| e["action"] == "admin removed" && e["detail"] == NEW_ADMIN));

    let again = app.post("/api/admins/delete-admin", json!({ "id": registrar })).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
    app.forget_cookie();
    assert_eq!(app.login(Role::Admin, NEW_ADMIN, STARTING).await.status, StatusCode::UNAUTHORIZED);
}

async fn removing_oneself_or_the_last_administrator_is_refused_and_changes_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let my_id = administrators(&app).await[0]["_id"].as_str().unwrap().to_owned();
    let registrar = add_registrar(&app).await;

    let own = app.post("/api/admins/delete-admin", json!({ "id": my_id })).await;
    assert_eq!(own.status, StatusCode::BAD_REQUEST, "{}", own.body);
    assert_eq!(own.message(), "You cannot remove your own administrator account.");
    for body in [json!({}), json!({ "id": " " })] {
        assert_eq!(app.post("/api/admins/delete-admin", body).await.status, StatusCode::BAD_REQUEST);
    }
    assert_eq!(administrators(&app).await.len(), 2, "nobody was removed");
    assert_eq!(app.get("/api/session").await.status, StatusCode::OK);

    // With one administrator left, the store itself refuses to remove them, whoever asks.
    assert_eq!(app.post("/api/admins/delete-admin", json!({ "id": registrar })).await.status, StatusCode::OK);
    let mut conn = app.db.conn().unwrap();
    assert!(matches!(admins::delete(&mut conn, &my_id), Err(RemovalError::LastAdministrator)));
    assert_eq!(admins::count(&mut conn).unwrap(), 1);
    assert_eq!(app.get("/api/session").await.status, StatusCode::OK);
}
