//! Newsletters and memos: a file or a link, read by everyone signed in.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::{samples, TestApp};

crate::on_every_backend!(
    an_admin_adds_a_file_and_a_link_that_everyone_reads_then_deletes_them,
    bad_newsletters_are_refused_and_change_nothing,
);

async fn an_admin_adds_a_file_and_a_link_that_everyone_reads_then_deletes_them(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let file = app.upload_ok("/api/newsletterUpload", "file", "June memo.pdf", samples::PDF).await;
    let by_file = app.post("/api/admins/upload-newsletter-memo", json!({ "file": file })).await;
    assert_eq!(by_file.status, StatusCode::CREATED, "{}", by_file.body);
    assert_eq!(by_file.body["name"], "June memo.pdf");
    assert_eq!(by_file.body["link"], serde_json::Value::Null);
    let by_link = app.post("/api/admins/upload-newsletter-memo", json!({ "link": "https://example.org/memo" })).await;
    assert_eq!(by_link.status, StatusCode::CREATED);
    assert_eq!(by_link.body["link"], "https://example.org/memo");
    assert_eq!(by_link.body["name"], "https://example.org/memo");

    app.forget_cookie();
    app.sign_in_as(Role::Student).await;
    let list = app.get("/api/admins/get-newsletters-memos").await;
    assert_eq!(list.status, StatusCode::OK);
    let items = list.body.as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["link"], "https://example.org/memo", "newest first");
    assert_eq!(app.download(&file).await.0, StatusCode::OK);
    let delete = app.post("/api/admins/delete-newsletters-memos", json!({ "newsletterID": by_file.body["_id"] })).await;
    assert_eq!(delete.status, StatusCode::FORBIDDEN);

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let deleted =
        app.post("/api/admins/delete-newsletters-memos", json!({ "newsletterID": by_file.body["_id"] })).await;
    assert_eq!(deleted.status, StatusCode::OK);
    assert_eq!(app.download(&file).await.0, StatusCode::NOT_FOUND);
    assert!(app.files_in("newsletters").is_empty(), "the file left storage too");
    let again = app.post("/api/admins/delete-newsletters-memos", json!({ "newsletterID": by_file.body["_id"] })).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/admins/get-newsletters-memos").await.body.as_array().unwrap().len(), 1);
}

async fn bad_newsletters_are_refused_and_change_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    for link in ["javascript:alert(1)", "ftp://example.org/x", "not a link", "data:text/html,hi"] {
        let answer = app.post("/api/admins/upload-newsletter-memo", json!({ "link": link })).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{link}");
        assert!(answer.body["errors"]["link"].is_string(), "{link}: {}", answer.body);
    }
    let file = app.upload_ok("/api/newsletterUpload", "file", "memo.pdf", samples::PDF).await;
    let image = app.upload_ok("/api/upload", "image", "x.png", samples::PNG).await;
    let both = app.post("/api/admins/upload-newsletter-memo", json!({ "file": file, "link": "https://x.org" })).await;
    assert_eq!(both.status, StatusCode::BAD_REQUEST);
    let neither = app.post("/api/admins/upload-newsletter-memo", json!({ "link": "  " })).await;
    assert_eq!(neither.status, StatusCode::BAD_REQUEST);
    for path in [image.as_str(), "/api/files/newsletters/0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b.pdf", "../../etc/passwd"]
    {
        let answer = app.post("/api/admins/upload-newsletter-memo", json!({ "file": path })).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{path}");
        assert!(answer.body["errors"]["file"].is_string());
    }
    assert!(app.get("/api/admins/get-newsletters-memos").await.body.as_array().unwrap().is_empty());
    assert_eq!(
        app.post("/api/admins/upload-newsletter-memo", json!({ "file": file })).await.status,
        StatusCode::CREATED
    );
    let reused = app.post("/api/admins/upload-newsletter-memo", json!({ "file": file })).await;
    assert_eq!(reused.status, StatusCode::CONFLICT);
    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let teacher = app.post("/api/admins/upload-newsletter-memo", json!({ "link": "https://x.org" })).await;
    assert_eq!(teacher.status, StatusCode::FORBIDDEN);
}
