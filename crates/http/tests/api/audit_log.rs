//! The audit log: sign-ins, changes, resets, imports and reads of student records are appended
//! with who, when, what, which record and the client address; `GET /api/admins/audit-log`
//! filters and pages them; nothing edits or deletes an entry; old entries go after the
//! retention period.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::audit::{self, NewEntry};
use lyceum_persistence::schema::{audit_log, sections};
use serde_json::{json, Value};

use crate::helpers::{TestApp, ADMIN_EMAIL, PASSWORD, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    sign_ins_changes_resets_imports_and_reads_are_logged,
    the_log_is_filtered_by_person_record_action_and_date_and_paged,
    entries_cannot_be_changed_through_the_api,
);

crate::on_every_backend!(mod retention with keep_thirty_days: entries_past_the_retention_period_are_deleted);

fn keep_thirty_days(settings: &mut lyceum_http::Settings) {
    settings.audit_retention_days = Some(30);
    settings.audit_prune_every = std::time::Duration::from_millis(100);
}

/// The whole log (up to 200 entries), newest first, as an admin reads it.
async fn log(app: &TestApp, query: &str) -> Value {
    let answer = app.get(&format!("/api/admins/audit-log?pageSize=200&{query}")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body
}

/// The entries whose action is `action`.
fn with_action<'a>(log: &'a Value, action: &str) -> Vec<&'a Value> {
    log["entries"].as_array().unwrap().iter().filter(|e| e["action"] == action).collect()
}

async fn sign_ins_changes_resets_imports_and_reads_are_logged(app: TestApp) {
    // A failed and a successful sign-in of a teacher, who then reads an advisory section.
    assert_eq!(app.login(Role::Teacher, TEACHER_EMAIL, "wrong-password").await.status, StatusCode::UNAUTHORIZED);
    let teacher = app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await;
    let teacher_id = teacher.body["_id"].as_str().unwrap().to_owned();
    let advisory: String = sections::table
        .filter(sections::adviser_id.eq(&teacher_id))
        .select(sections::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let read = app.post("/api/teachers/get-section-details", json!({ "id": advisory })).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.body);
    app.forget_cookie();

    let admin = app.sign_in_as(Role::Admin).await;
    let admin_id = admin.body["_id"].as_str().unwrap().to_owned();
    let student = app.get(&format!("/api/admins/get-students?q={STUDENT_EMAIL}")).await.body["students"][0].clone();
    let student_id = student["_id"].as_str().unwrap().to_owned();
    let reset = app.post("/api/admins/reset-password", json!({ "role": "student", "id": student_id })).await;
    assert_eq!(reset.status, StatusCode::OK);
    let news = app.post("/api/admins/create-news-updates", json!({ "image": null, "text": "<p>Exams</p>" })).await;
    let news_id = news.body["_id"].as_str().unwrap().to_owned();
    let deleted = app.post("/api/admins/delete-news-updates", json!({ "id": news_id })).await;
    assert_eq!(deleted.status, StatusCode::OK);
    let category = app.post("/api/admins/create-category", json!({ "category": "College" })).await;
    let category_id = category.body["_id"].as_str().unwrap().to_owned();
    let file = "first_name,middle_name,last_name,phone,email,birthdate,address,zoom_link,zoom_id,zoom_password\n\
                Ana,,Reyes,09175550101,ana.reyes@school.test,1990-01-31,12 Luna St,,,\n";
    let imported = app.upload("/api/admins/import-teachers", "file", "teachers.csv", file.as_bytes()).await;
    assert_eq!(imported.status, StatusCode::CREATED, "{}", imported.body);

    let log = log(&app, "").await;
    let failed = with_action(&log, "sign-in failed");
    assert_eq!(failed.len(), 1, "{log}");
    assert_eq!(failed[0]["actor"], TEACHER_EMAIL);
    assert_eq!(failed[0]["actorID"], Value::Null);
    assert_eq!(failed[0]["address"], "127.0.0.1");
    let signed_in: Vec<_> = with_action(&log, "sign-in").into_iter().filter(|e| e["actorRole"] == "teacher").collect();
    assert_eq!(signed_in.len(), 1, "{log}");
    assert_eq!(signed_in[0]["actor"], TEACHER_EMAIL);
    assert_eq!(signed_in[0]["actorID"], teacher_id.as_str());
    assert!(with_action(&log, "sign-in").iter().any(|e| e["actor"] == ADMIN_EMAIL));

    let reads = with_action(&log, "read");
    assert!(
        reads.iter().any(|e| e["actorID"] == teacher_id.as_str()
            && e["recordType"] == "section"
            && e["recordID"] == advisory.as_str()),
        "the teacher's read of the advisory section: {log}"
    );
    assert!(
        reads.iter().any(|e| e["actorID"] == admin_id.as_str()
            && e["recordType"] == "student"
            && e["detail"].as_str().unwrap().contains(STUDENT_EMAIL)),
        "the admin's search of the student list: {log}"
    );
    let resets = with_action(&log, "password reset");
    assert_eq!(resets.len(), 1);
    assert_eq!((&resets[0]["recordType"], &resets[0]["recordID"]), (&json!("student"), &json!(student_id)));
    assert_eq!(resets[0]["actor"], ADMIN_EMAIL);
    for (action, kind, id) in
        [("create", "news", &news_id), ("delete", "news", &news_id), ("create", "category", &category_id)]
    {
        assert!(
            with_action(&log, action).iter().any(|e| e["recordType"] == kind && e["recordID"] == id.as_str()),
            "{action} {kind}: {log}"
        );
    }
    let imports = with_action(&log, "import");
    assert_eq!(imports.len(), 1);
    assert_eq!(imports[0]["detail"], "1 teacher(s) from teachers.csv", "the count and the file");
    assert!(with_action(&log, "create").iter().all(|e| e["actorRole"] == "admin"));
    // Newest first, each with a time.
    let ids: Vec<i64> =
        log["entries"].as_array().unwrap().iter().map(|e| e["_id"].as_str().unwrap().parse().unwrap()).collect();
    assert!(ids.windows(2).all(|pair| pair[0] > pair[1]), "{ids:?}");
    assert!(log["entries"][0]["at"].as_str().unwrap().ends_with('Z'));
}

async fn the_log_is_filtered_by_person_record_action_and_date_and_paged(app: TestApp) {
    app.login(Role::Student, STUDENT_EMAIL, PASSWORD).await;
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    for name in ["Arts", "Sciences", "Trades"] {
        let created = app.post("/api/admins/create-category", json!({ "category": name })).await;
        assert_eq!(created.status, StatusCode::CREATED);
    }
    let everything = log(&app, "").await;
    let total = everything["total"].as_i64().unwrap();
    assert!(total >= 5, "{everything}");

    let student = log(&app, "person=STUDENT1@demo").await;
    assert_eq!(student["total"], 1, "{student}");
    assert_eq!(student["entries"][0]["action"], "sign-in");
    let created = log(&app, "action=create&record=category").await;
    assert_eq!(created["total"], 3, "{created}");
    let one_id = created["entries"][0]["recordID"].as_str().unwrap().to_owned();
    let one = log(&app, &format!("record={one_id}")).await;
    assert_eq!(one["total"], 1);
    assert_eq!(one["entries"][0]["detail"], "Trades");

    let today = chrono::Utc::now().date_naive();
    let tomorrow = today.succ_opt().unwrap();
    let yesterday = today.pred_opt().unwrap();
    assert_eq!(log(&app, &format!("from={today}&to={today}")).await["total"], total);
    assert_eq!(log(&app, &format!("from={tomorrow}")).await["total"], 0);
    assert_eq!(log(&app, &format!("to={yesterday}")).await["total"], 0);

    let first = app.get("/api/admins/audit-log?page=1&pageSize=2").await.body;
    let second = app.get("/api/admins/audit-log?page=2&pageSize=2").await.body;
    assert_eq!(first["entries"].as_array().unwrap().len(), 2);
    assert_eq!((first["page"].clone(), first["pageSize"].clone()), (json!(1), json!(2)));
    assert_eq!(first["entries"][0], everything["entries"][0]);
    assert_eq!(second["entries"][0], everything["entries"][2]);

    for (query, message) in [
        ("from=24-11-2026", "The 'from' date must be written YYYY-MM-DD."),
        ("to=yesterday", "The 'to' date must be written YYYY-MM-DD."),
        ("from=2026-11-24&to=2026-11-01", "The 'from' date must not be after the 'to' date."),
        ("pageSize=500", "Use a page from 1 and a pageSize from 1 to 200."),
        ("page=0", "Use a page from 1 and a pageSize from 1 to 200."),
    ] {
        let refused = app.get(&format!("/api/admins/audit-log?{query}")).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{query}");
        assert_eq!(refused.message(), message);
    }
}

async fn entries_cannot_be_changed_through_the_api(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = log(&app, "").await;
    let first_id = before["entries"][0]["_id"].as_str().unwrap().to_owned();
    for method in ["POST", "PUT", "PATCH", "DELETE"] {
        let (status, _, _) = app.fetch(method, "/api/admins/audit-log", &[]).await;
        assert!(status == StatusCode::METHOD_NOT_ALLOWED || status == StatusCode::NOT_FOUND, "{method}: {status}");
        let (status, _, _) = app.fetch(method, &format!("/api/admins/audit-log/{first_id}"), &[]).await;
        assert!(status.is_client_error(), "{method} one entry: {status}");
    }
    let after = log(&app, "").await;
    assert_eq!(after["entries"].as_array().unwrap().last(), before["entries"].as_array().unwrap().last());
    assert_eq!(after["total"], before["total"]);

    for role in [Role::Teacher, Role::Student] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        assert_eq!(app.get("/api/admins/audit-log").await.status, StatusCode::FORBIDDEN, "{role}");
    }
    app.forget_cookie();
    assert_eq!(app.get("/api/admins/audit-log").await.status, StatusCode::UNAUTHORIZED);
}

async fn entries_past_the_retention_period_are_deleted(app: TestApp) {
    let entry = |days_ago: i64, detail: &str| NewEntry {
        at: lyceum_persistence::now() - chrono::Duration::days(days_ago),
        actor_role: None,
        actor_id: None,
        actor_email: Some("someone@school.test".into()),
        action: "sign-in failed".into(),
        record_type: Some("student".into()),
        record_id: None,
        detail: Some(detail.into()),
        address: None,
    };
    audit::append(&mut app.db.conn().unwrap(), &[entry(45, "too old"), entry(20, "kept")]).unwrap();
    let details = || -> Vec<Option<String>> {
        audit_log::table.select(audit_log::detail).load(&mut app.db.conn().unwrap()).unwrap()
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while details().contains(&Some("too old".into())) {
        assert!(std::time::Instant::now() < deadline, "the 45-day-old entry was not deleted");
        actix_web::rt::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(details().contains(&Some("kept".into())));
}
