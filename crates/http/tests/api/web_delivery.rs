//! How pages and answers travel: the built front end from memory in the encoding the browser
//! accepts, real files never answered by the page shell, JSON compressed when large, and the
//! security headers on every answer.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use actix_web::http::StatusCode;
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use lyceum_domain::Role;
use serde_json::{json, Value};

use crate::helpers::{spawn_app_with, Backend, TestApp};

const INDEX: &str = "<!doctype html><html><head><script type=\"module\" src=\"/assets/app-1a2b.js\"></script></head><body><div id=\"root\"></div></body></html>";
const SCRIPT: &str = "console.log('Lyceum');";

/// A built front end as the Vite build leaves it: hashed assets with brotli and gzip copies.
fn built_front_end() -> PathBuf {
    let dist = std::env::temp_dir().join(format!("lyceum-dist-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(dist.join("assets")).unwrap();
    let write = |path: &Path, bytes: &[u8]| std::fs::write(path, bytes).unwrap();
    write(&dist.join("index.html"), INDEX.as_bytes());
    write(&dist.join("index.html.gz"), &gzip(INDEX.as_bytes()));
    write(&dist.join("index.html.br"), b"brotli index");
    write(&dist.join("assets/app-1a2b.js"), SCRIPT.as_bytes());
    write(&dist.join("assets/app-1a2b.js.gz"), &gzip(SCRIPT.as_bytes()));
    write(&dist.join("assets/app-1a2b.js.br"), b"brotli script");
    write(&dist.join("robots.txt"), b"User-agent: *\nDisallow: /api/\n");
    dist
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    GzDecoder::new(bytes).read_to_end(&mut out).unwrap();
    out
}

async fn app_serving(dist: &Path, secure_cookies: bool) -> TestApp {
    let dist = dist.to_path_buf();
    spawn_app_with(Backend::Sqlite, move |settings| {
        settings.static_dir = dist;
        settings.secure_cookies = secure_cookies;
    })
    .await
    .unwrap()
}

fn header<'a>(headers: &'a awc::http::header::HeaderMap, name: &str) -> Option<&'a str> {
    headers.get(name).map(|v| v.to_str().unwrap())
}

#[actix_web::test]
async fn pages_and_assets_come_precompressed_in_the_encoding_the_browser_accepts() {
    let dist = built_front_end();
    let app = app_serving(&dist, false).await;

    let (status, headers, body) = app.fetch("GET", "/", &[("Accept-Encoding", "gzip, deflate, br")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&headers, "content-encoding"), Some("br"));
    assert_eq!(body, b"brotli index");
    assert_eq!(header(&headers, "content-type"), Some("text/html; charset=utf-8"));
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
    assert_eq!(header(&headers, "vary"), Some("Accept-Encoding"));

    let (_, headers, body) = app.fetch("GET", "/teacher", &[("Accept-Encoding", "gzip")]).await;
    assert_eq!(header(&headers, "content-encoding"), Some("gzip"));
    assert_eq!(gunzip(&body), INDEX.as_bytes(), "a route of the browser's router gets the page shell");

    let (_, headers, body) = app.fetch("GET", "/admin", &[]).await;
    assert_eq!(header(&headers, "content-encoding"), None);
    assert_eq!(body, INDEX.as_bytes());

    // The shell is revalidated: unchanged, it answers 304 with no body.
    let etag = header(&headers, "etag").expect("an ETag").to_owned();
    let (status, _, body) = app.fetch("GET", "/", &[("If-None-Match", &etag)]).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    assert!(body.is_empty());

    let (status, headers, body) = app.fetch("GET", "/assets/app-1a2b.js", &[("Accept-Encoding", "br;q=0, gzip")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&headers, "content-encoding"), Some("gzip"));
    assert_eq!(gunzip(&body), SCRIPT.as_bytes());
    assert_eq!(header(&headers, "content-type"), Some("text/javascript; charset=utf-8"));
    assert_eq!(header(&headers, "cache-control"), Some("public, max-age=31536000, immutable"));

    // Kept only compressed, the file is unpacked for a client that accepts no encoding.
    let (status, headers, body) = app.fetch("GET", "/assets/app-1a2b.js", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&headers, "content-encoding"), None);
    assert_eq!(body, SCRIPT.as_bytes());
    let _ = std::fs::remove_dir_all(dist);
}

#[actix_web::test]
async fn real_files_are_answered_as_themselves_and_missing_ones_are_not_found() {
    let dist = built_front_end();
    let app = app_serving(&dist, false).await;

    let (status, headers, body) = app.fetch("GET", "/robots.txt", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&headers, "content-type"), Some("text/plain; charset=utf-8"));
    assert_eq!(body, b"User-agent: *\nDisallow: /api/\n");

    for missing in ["/favicon.ico", "/assets/gone-9z9z.js", "/sitemap.xml"] {
        let (status, _, body) = app.fetch("GET", missing, &[]).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{missing}");
        assert_ne!(body, INDEX.as_bytes(), "{missing} must not answer the page shell");
    }
    let (status, _, _) = app.fetch("POST", "/", &[]).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    let _ = std::fs::remove_dir_all(dist);
}

#[actix_web::test]
async fn every_answer_carries_the_security_headers() {
    let dist = built_front_end();
    let app = app_serving(&dist, false).await;
    for path in ["/", "/assets/app-1a2b.js", "/api/health", "/api/session", "/missing.png"] {
        let (_, headers, _) = app.fetch("GET", path, &[]).await;
        let policy = header(&headers, "content-security-policy").unwrap_or_else(|| panic!("{path}: no CSP"));
        let scripts = policy.split(';').map(str::trim).find(|d| d.starts_with("script-src"));
        assert_eq!(scripts, Some("script-src 'self'"), "{path}: no inline or evaluated scripts in {policy}");
        assert!(policy.contains("frame-ancestors 'none'"), "{path}: {policy}");
        assert_eq!(header(&headers, "x-frame-options"), Some("DENY"), "{path}");
        assert_eq!(header(&headers, "x-content-type-options"), Some("nosniff"), "{path}");
        assert_eq!(header(&headers, "referrer-policy"), Some("same-origin"), "{path}");
        assert_eq!(header(&headers, "strict-transport-security"), None, "{path}: HSTS only over HTTPS");
    }

    let secure = app_serving(&dist, true).await;
    let (_, headers, _) = secure.fetch("GET", "/", &[]).await;
    assert_eq!(header(&headers, "strict-transport-security"), Some("max-age=31536000; includeSubDomains"));
    let _ = std::fs::remove_dir_all(dist);
}

#[actix_web::test]
async fn large_json_answers_are_gzipped_for_browsers_that_accept_it_and_small_ones_are_not() {
    let app = crate::helpers::spawn_app(Backend::Sqlite).await.unwrap();
    app.sign_in_as(Role::Admin).await;
    for n in 0..8 {
        let text = format!("<p>School notice {n}: {}</p>", "The library opens at seven. ".repeat(8));
        let created = app.post("/api/admins/create-news-updates", json!({ "text": text })).await;
        assert!(created.status.is_success(), "{}", created.body);
    }
    let (status, headers, plain) = app.fetch("GET", "/api/admins/get-news-updates", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(plain.len() >= lyceum_http::compression::MIN_COMPRESSED_BYTES, "{} bytes", plain.len());
    assert_eq!(header(&headers, "content-encoding"), None);

    let (_, headers, compressed) =
        app.fetch("GET", "/api/admins/get-news-updates", &[("Accept-Encoding", "gzip, br")]).await;
    assert_eq!(header(&headers, "content-encoding"), Some("gzip"));
    assert_eq!(header(&headers, "vary"), Some("Accept-Encoding"));
    assert!(compressed.len() < plain.len() / 2, "{} of {} bytes", compressed.len(), plain.len());
    let decoded: Value = serde_json::from_slice(&gunzip(&compressed)).unwrap();
    assert_eq!(decoded, serde_json::from_slice::<Value>(&plain).unwrap());

    let (_, headers, body) = app.fetch("GET", "/api/health", &[("Accept-Encoding", "gzip")]).await;
    assert_eq!(header(&headers, "content-encoding"), None, "a small answer goes as it is");
    assert_eq!(serde_json::from_slice::<Value>(&body).unwrap(), json!({ "status": "ok" }));
}
