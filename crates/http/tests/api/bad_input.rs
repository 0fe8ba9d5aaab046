//! Bad input of any kind gets a clear 4xx JSON message and changes nothing.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::TestApp;

crate::on_every_backend!(
    missing_or_wrong_typed_fields_get_400_naming_the_problem,
    malformed_json_wrong_content_type_and_oversized_bodies_get_4xx,
    unknown_api_paths_and_wrong_methods_get_json_errors,
    state_changing_requests_from_other_sites_are_refused,
);

crate::on_every_backend!(
    mod behind_a_trusted_proxy with trusting_the_proxy:
    behind_a_trusted_proxy_the_forwarded_host_is_this_server,
);

/// `--trust-proxy-headers`: a reverse proxy in front says which host the browser addressed.
fn trusting_the_proxy(settings: &mut lyceum_http::Settings) {
    settings.trust_proxy_headers = true;
}

async fn behind_a_trusted_proxy_the_forwarded_host_is_this_server(app: TestApp) {
    let body = json!({ "email": "admin@lyceum.test", "password": crate::helpers::PASSWORD });
    let proxied = &[("Origin", "https://school.example"), ("X-Forwarded-Host", "school.example")];
    let answer = app.post_with_headers("/api/admins/login", proxied, body.clone()).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let foreign = &[("Origin", "https://evil.example"), ("X-Forwarded-Host", "school.example")];
    assert_eq!(app.post_with_headers("/api/admins/login", foreign, body).await.status, StatusCode::FORBIDDEN);
}

async fn missing_or_wrong_typed_fields_get_400_naming_the_problem(app: TestApp) {
    let missing = app.post("/api/admins/login", json!({ "email": "admin@lyceum.test" })).await;
    assert_eq!(missing.status, StatusCode::BAD_REQUEST);
    assert!(missing.message().contains("password"), "{}", missing.message());

    let blank = app.post("/api/students/login", json!({ "email": "  ", "password": "" })).await;
    assert_eq!(blank.status, StatusCode::BAD_REQUEST);
    assert_eq!(blank.body["errors"]["email"], "Enter your email.");
    assert_eq!(blank.body["errors"]["password"], "Enter your password.");

    let wrong_type = app.post("/api/teachers/login", json!({ "email": 42, "password": ["x"] })).await;
    assert_eq!(wrong_type.status, StatusCode::BAD_REQUEST);
    assert!(wrong_type.message().starts_with("Invalid request body"), "{}", wrong_type.message());

    let not_object = app.post("/api/teachers/login", json!("hello")).await;
    assert_eq!(not_object.status, StatusCode::BAD_REQUEST);
}

async fn malformed_json_wrong_content_type_and_oversized_bodies_get_4xx(app: TestApp) {
    let malformed = app.post_raw("/api/admins/login", "application/json", "{\"email\": ").await;
    assert_eq!(malformed.status, StatusCode::BAD_REQUEST);
    assert_eq!(malformed.message(), "The request body is not valid JSON.");

    let form = app.post_raw("/api/admins/login", "text/plain", "email=a&password=b").await;
    assert_eq!(form.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(form.body["message"].is_string());

    let huge = format!("{{\"email\":\"{}\",\"password\":\"x\"}}", "a".repeat(2 * 1024 * 1024));
    let oversized = app.post_raw("/api/admins/login", "application/json", huge).await;
    assert_eq!(oversized.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(oversized.message(), "The request body is too large.");

    // Nothing was signed in by any of it.
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
}

async fn unknown_api_paths_and_wrong_methods_get_json_errors(app: TestApp) {
    let unknown = app.get("/api/no/such/call").await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(unknown.message(), "There is no such API call.");

    let wrong_method = app.get("/api/admins/login").await;
    assert_eq!(wrong_method.status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(wrong_method.body["message"].is_string());

    app.sign_in_as(Role::Admin).await;
    let unknown_signed_in = app.post("/api/admins/no-such-call", json!({})).await;
    assert_eq!(unknown_signed_in.status, StatusCode::NOT_FOUND);
}

async fn state_changing_requests_from_other_sites_are_refused(app: TestApp) {
    let body = json!({ "email": "admin@lyceum.test", "password": crate::helpers::PASSWORD });
    let foreign = app.post_with_headers("/api/admins/login", &[("Origin", "https://evil.example")], body.clone()).await;
    assert_eq!(foreign.status, StatusCode::FORBIDDEN);
    assert!(foreign.set_cookie.is_none());

    let cross = app.post_with_headers("/api/admins/login", &[("Sec-Fetch-Site", "cross-site")], body.clone()).await;
    assert_eq!(cross.status, StatusCode::FORBIDDEN);

    // A forwarded host is a reverse proxy's word, believed only with `--trust-proxy-headers`:
    // otherwise another site's page could name itself as this server.
    let forwarded = app
        .post_with_headers(
            "/api/admins/login",
            &[("Origin", "https://evil.example"), ("X-Forwarded-Host", "evil.example")],
            body.clone(),
        )
        .await;
    assert_eq!(forwarded.status, StatusCode::FORBIDDEN);
    assert!(forwarded.set_cookie.is_none());

    let host = app.address.trim_start_matches("http://").to_owned();
    let own_origin = format!("http://{host}");
    let same = app.post_with_headers("/api/admins/login", &[("Origin", own_origin.as_str())], body).await;
    assert_eq!(same.status, StatusCode::OK, "{}", same.body);
}
