//! An actix-web hello-world: `GET /` answers a fixed JSON body. bench/http.sh loads it beside
//! Lyceum to show how close an API call comes to what the framework alone can do.
#![forbid(unsafe_code)]

use actix_web::{web, App, HttpResponse, HttpServer};

async fn hello() -> HttpResponse {
    HttpResponse::Ok().content_type("application/json").body(r#"{"status":"ok"}"#)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let bind = std::env::args().nth(1).unwrap_or_else(|| "127.0.0.1:8081".into());
    HttpServer::new(|| App::new().route("/", web::get().to(hello))).bind(bind)?.run().await
}
