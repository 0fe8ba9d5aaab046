//! News and updates: sanitised rich text, images, and who may read and write them.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::{samples, TestApp};

crate::on_every_backend!(
    an_admin_publishes_edits_and_deletes_news_that_every_role_reads,
    news_html_is_stored_only_in_its_sanitised_form,
    bad_news_input_is_refused_and_changes_nothing,
);

async fn an_admin_publishes_edits_and_deletes_news_that_every_role_reads(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let first_image = app.upload_ok("/api/upload", "image", "banner.png", samples::PNG).await;
    let created = app
        .post(
            "/api/admins/create-news-updates",
            json!({ "image": first_image, "text": "<h1>Enrolment</h1><p>Opens Monday.</p>" }),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["_id"].as_str().unwrap().to_owned();
    assert_eq!(created.body["image"], first_image.as_str());
    assert!(created.body["createdAt"].as_str().unwrap().ends_with('Z'));
    let second = app.post("/api/admins/create-news-updates", json!({ "image": null, "text": "<p>Second</p>" })).await;
    assert_eq!(second.status, StatusCode::CREATED);

    for role in [Role::Teacher, Role::Student] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        let list = app.get("/api/admins/get-news-updates").await;
        assert_eq!(list.status, StatusCode::OK);
        let texts: Vec<&str> = list.body.as_array().unwrap().iter().map(|n| n["text"].as_str().unwrap()).collect();
        assert_eq!(texts, ["<p>Second</p>", "<h1>Enrolment</h1><p>Opens Monday.</p>"], "newest first");
        assert_eq!(app.download(&first_image).await.0, StatusCode::OK, "{role} sees news images");
        let write = app.post("/api/admins/create-news-updates", json!({ "text": "<p>x</p>" })).await;
        assert_eq!(write.status, StatusCode::FORBIDDEN);
    }

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let new_image = app.upload_ok("/api/upload", "image", "new.jpg", samples::JPEG).await;
    let edited = app
        .post("/api/admins/edit-news-updates", json!({ "id": id, "image": new_image, "text": "<p>Opens Tuesday.</p>" }))
        .await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.body);
    assert_eq!(edited.body["text"], "<p>Opens Tuesday.</p>");
    assert_eq!(edited.body["image"], new_image.as_str());
    assert_eq!(app.download(&first_image).await.0, StatusCode::NOT_FOUND, "the replaced image is removed");
    assert_eq!(app.files_in("images").len(), 1);

    let deleted = app.post("/api/admins/delete-news-updates", json!({ "id": id })).await;
    assert_eq!(deleted.status, StatusCode::OK);
    assert_eq!(app.download(&new_image).await.0, StatusCode::NOT_FOUND, "its image went with it");
    assert!(app.files_in("images").is_empty());
    assert_eq!(app.get("/api/admins/get-news-updates").await.body.as_array().unwrap().len(), 1);
}

async fn news_html_is_stored_only_in_its_sanitised_form(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let hostile = concat!(
        "<p onclick=\"steal()\">Hello <a href=\"javascript:alert(1)\">click</a> ",
        "<a href=\"https://school.edu\">site</a></p><script>alert(1)</script><iframe src=\"//evil\"></iframe>",
        "<p><span style=\"font-size: 20px; position: fixed\">big</span></p><img src=x onerror=alert(1)>"
    );
    let created = app.post("/api/admins/create-news-updates", json!({ "text": hostile })).await;
    assert_eq!(created.status, StatusCode::CREATED);
    let stored = app.get("/api/admins/get-news-updates").await.body[0]["text"].as_str().unwrap().to_owned();
    for gone in ["onclick", "javascript:", "<script", "<iframe", "position", "<img", "onerror"] {
        assert!(!stored.contains(gone), "{gone} survived: {stored}");
    }
    for kept in ["href=\"https://school.edu\"", "rel=\"noopener noreferrer\"", "font-size:20px", "Hello"] {
        assert!(stored.contains(kept), "{kept} lost: {stored}");
    }
}

async fn bad_news_input_is_refused_and_changes_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let empty = app.post("/api/admins/create-news-updates", json!({ "text": "<p> </p>" })).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    assert_eq!(empty.body["errors"]["text"], "Write the news text.");
    let missing = app.post("/api/admins/create-news-updates", json!({ "image": null })).await;
    assert_eq!(missing.status, StatusCode::BAD_REQUEST);
    let newsletter = app.upload_ok("/api/newsletterUpload", "file", "memo.pdf", samples::PDF).await;
    for image in [
        newsletter.as_str(),
        "/api/files/images/0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b.png",
        "https://evil.example/x.png",
    ] {
        let answer = app.post("/api/admins/create-news-updates", json!({ "image": image, "text": "<p>x</p>" })).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{image}");
        assert!(answer.body["errors"]["image"].is_string());
    }
    let unknown = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";
    let edit = app.post("/api/admins/edit-news-updates", json!({ "id": unknown, "text": "<p>x</p>" })).await;
    assert_eq!(edit.status, StatusCode::NOT_FOUND);
    assert_eq!(edit.message(), "This news item no longer exists.");
    assert_eq!(
        app.post("/api/admins/delete-news-updates", json!({ "id": unknown })).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(app.post("/api/admins/delete-news-updates", json!({})).await.status, StatusCode::BAD_REQUEST);
    assert!(app.get("/api/admins/get-news-updates").await.body.as_array().unwrap().is_empty());
}
