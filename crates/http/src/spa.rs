//! Serves the built front end: hashed assets cached for a year, every other path falls back
//! to `index.html` so the browser's router takes over.

use std::path::PathBuf;

use actix_files::{Files, NamedFile};
use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::middleware::DefaultHeaders;
use actix_web::{web, HttpRequest, HttpResponse, Responder};

/// Registers the front end's files from `dist`.
pub fn configure(dist: PathBuf) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        let index = dist.join("index.html");
        if !index.is_file() {
            cfg.default_service(web::to(|| async {
                HttpResponse::ServiceUnavailable()
                    .body("The front end has not been built. Run `cargo build` with Node.js installed.")
            }));
            return;
        }
        cfg.service(
            web::scope("/assets")
                .wrap(DefaultHeaders::new().add(("Cache-Control", "public, max-age=31536000, immutable")))
                .service(Files::new("", dist.join("assets"))),
        )
        .service(
            Files::new("/", &dist)
                .index_file("index.html")
                .default_handler(web::to(move |req: HttpRequest| serve_index(req, index.clone()))),
        );
    }
}

async fn serve_index(req: HttpRequest, index: PathBuf) -> actix_web::Result<HttpResponse> {
    let file = NamedFile::open_async(index).await?;
    let mut res = file.use_etag(true).respond_to(&req).map_into_boxed_body();
    res.headers_mut().insert(
        actix_web::http::header::CACHE_CONTROL,
        CacheControl(vec![CacheDirective::NoCache]).to_string().parse().expect("valid header"),
    );
    Ok(res)
}
