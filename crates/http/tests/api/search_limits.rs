//! Search terms are bounded: every search call refuses a term over 100 characters with a 400
//! and a message, searching and logging nothing; and no audit entry keeps more than 500
//! characters of any text, whatever a caller sent.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::audit_log;
use serde_json::json;

use crate::helpers::TestApp;

crate::on_every_backend!(
    every_search_refuses_a_term_over_100_characters,
    no_audit_entry_keeps_more_than_500_characters
);

/// Every text of every stored audit entry, joined.
fn logged_texts(app: &TestApp) -> Vec<String> {
    type Texts = (String, Option<String>, Option<String>, Option<String>, Option<String>);
    let rows: Vec<Texts> = audit_log::table
        .select((
            audit_log::action,
            audit_log::actor_email,
            audit_log::record_type,
            audit_log::record_id,
            audit_log::detail,
        ))
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    rows.into_iter()
        .flat_map(|(action, email, kind, id, detail)| [Some(action), email, kind, id, detail])
        .flatten()
        .collect()
}

async fn every_search_refuses_a_term_over_100_characters(app: TestApp) {
    let longest = "a".repeat(100);
    let too_long = "a".repeat(101);
    // The largest term a body can carry: longer bodies are refused as too large (413).
    let megabyte = "b".repeat(500_000);
    app.sign_in_as(Role::Admin).await;
    for term in [&too_long, &megabyte] {
        let refused = app.post("/api/admins/search-students", json!({ "searchInput": term })).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", term.len());
        assert_eq!(refused.message(), "Search terms can be at most 100 characters long.");
    }
    assert_eq!(app.post("/api/admins/search-students", json!({ "searchInput": longest })).await.status, StatusCode::OK);
    let query = format!("q={too_long}");
    for path in [
        format!("/api/admins/get-students?{query}"),
        format!("/api/admins/get-teachers?{query}"),
        format!("/api/admins/audit-log?person={too_long}"),
        format!("/api/admins/audit-log?record={too_long}"),
        format!("/api/admins/audit-log?action={too_long}"),
        "/api/admins/get-students?q=ab%00c".to_owned(),
    ] {
        let refused = app.get(&path).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{path}: {}", refused.body);
        assert!(refused.message().starts_with("Search terms"), "{path}: {}", refused.body);
    }
    assert_eq!(app.get(&format!("/api/admins/get-students?q={longest}")).await.status, StatusCode::OK);
    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let refused = app.post("/api/admins/search-students", json!({ "searchInput": too_long })).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    app.forget_cookie();
    app.sign_in_as(Role::Student).await;
    let refused = app.post("/api/students/search-teachers", json!({ "searchInput": megabyte })).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert_eq!(refused.message(), "Search terms can be at most 100 characters long.");
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    assert_eq!(app.get("/api/admins/audit-log").await.status, StatusCode::OK, "flushes the log");
    assert!(logged_texts(&app).iter().all(|text| !text.contains(&too_long)), "a refused search is not logged");
}

async fn no_audit_entry_keeps_more_than_500_characters(app: TestApp) {
    // A failed sign-in logs the email tried, whatever its length.
    let email = format!("{}@lyceum.test", "x".repeat(5_000));
    assert_eq!(app.login(Role::Admin, &email, "whatever-1").await.status, StatusCode::UNAUTHORIZED);
    app.sign_in_as(Role::Admin).await;
    assert_eq!(app.get("/api/admins/audit-log").await.status, StatusCode::OK, "flushes the log");
    let texts = logged_texts(&app);
    let kept = texts.iter().find(|text| text.starts_with("xxxx")).expect("the failed sign-in is logged");
    assert_eq!(kept.chars().count(), 500, "{kept}");
    assert!(kept.ends_with('…'));
    assert!(texts.iter().all(|text| text.chars().count() <= 500));
}
