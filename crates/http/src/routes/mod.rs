//! Every `/api` route with the roles it admits. Each area registers its routes in its own file;
//! the role is in each handler's `Signed<...>` extractor.

pub mod account;
pub mod admins;
pub mod audit_log;
pub mod classes;
pub mod default_password;
pub mod files;
pub mod forms;
pub mod health;
pub mod imports;
pub mod messages;
pub mod news;
pub mod newsletters;
pub mod paging;
pub mod password_reset;
pub mod student_accounts;
pub mod students;
pub mod teacher_accounts;
pub mod teachers;

use actix_web::http::StatusCode;
use actix_web::middleware::{from_fn, ErrorHandlers};
use actix_web::web;

use crate::error::{self, no_such_call};
use crate::security::refuse_cross_site;

/// Registers the whole API under `/api`.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/api")
            .wrap(ErrorHandlers::new().handler(StatusCode::METHOD_NOT_ALLOWED, error::method_not_allowed))
            .wrap(from_fn(refuse_cross_site))
            .wrap(from_fn(crate::compression::compress_json))
            .configure(health::routes)
            .configure(account::routes)
            .configure(files::routes)
            .service(web::scope("/admins").configure(admins::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/students").configure(students::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/teachers").configure(teachers::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/messages").configure(messages::routes).default_service(web::to(no_such_call)))
            .configure(crate::live::routes)
            .default_service(web::to(no_such_call)),
    );
}
