//! Every `/api` route. This file only declares the areas and registers them under `/api`:
//! `admin` is the administrators' area (`/api/admins/*`, one table with each call's roles),
//! `portal` the student's, the teacher's and the guardian's own calls (`/api/students/*`,
//! `/api/teachers/*`, `/api/guardians/*`),
//! `messages` the messaging between them, `attendance` registers and excuses (`/api/attendance/*`),
//! `grades` gradebooks, review and publishing (`/api/grades/*`), `report_cards` the report
//! cards in the same scope, `records` the School Forms (`/api/records/*`), `fees` the school
//! fees (`/api/fees/*`);
//! `account`, `second_step`, `passkeys`, `school_accounts`, `calendar`, `calendar_feed`, `timetable`, `notifications`, `files` and `health` are
//! open to several roles. What the route files share lives in `forms` and `paging`, and the
//! guardian's access to a child in `guardian_access`.

pub mod account;
pub mod admin;
pub mod attendance;
pub mod calendar;
pub mod calendar_feed;
pub mod fees;
pub mod files;
pub mod forms;
pub mod grades;
pub mod guardian_access;
pub mod health;
pub mod messages;
pub mod notifications;
pub mod paging;
pub mod passkeys;
pub mod portal;
pub mod records;
pub mod report_cards;
pub mod school_accounts;
pub mod second_step;
pub mod timetable;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::{from_fn, ErrorHandlers, Next};
use actix_web::web;

use crate::error::{self, no_such_call};
use crate::security::refuse_cross_site;
use crate::state::AppState;

/// Registers the whole API under `/api`.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/api")
            .wrap(ErrorHandlers::new().handler(StatusCode::METHOD_NOT_ALLOWED, error::method_not_allowed))
            .wrap(from_fn(refuse_cross_site))
            .wrap(from_fn(crate::compression::compress_json))
            .wrap(from_fn(forget_after_writes))
            .configure(health::routes)
            .configure(account::routes)
            .configure(second_step::routes)
            .configure(passkeys::routes)
            .configure(school_accounts::routes)
            .configure(files::routes)
            .configure(calendar::routes)
            .configure(calendar_feed::routes)
            .configure(timetable::routes)
            .configure(notifications::routes)
            .service(web::scope("/admins").configure(admin::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/students").configure(portal::student::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/teachers").configure(portal::teacher::routes).default_service(web::to(no_such_call)))
            .service(
                web::scope("/guardians").configure(portal::guardian::routes).default_service(web::to(no_such_call)),
            )
            .service(web::scope("/messages").configure(messages::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/attendance").configure(attendance::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/fees").configure(fees::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/records").configure(records::routes).default_service(web::to(no_such_call)))
            .service(
                web::scope("/grades")
                    .configure(grades::routes)
                    .configure(report_cards::routes)
                    .default_service(web::to(no_such_call)),
            )
            .configure(crate::live::routes)
            .default_service(web::to(no_such_call)),
    );
}

/// Wraps the whole API: once a call that changes something succeeds, `GET /api/session`'s kept
/// answers are forgotten (a profile, a placement, a password, a photo), and after an
/// administrator's call (the class structure, a teacher's name, a placement, an import, the
/// year end) the kept weeks too.
pub async fn forget_after_writes(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let writes = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    let administrators = req.path().starts_with("/api/admins/");
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let answer = next.call(req).await?;
    if writes && answer.status().is_success() {
        if let Some(state) = state {
            state.session_users.forget();
            if administrators {
                state.timetables.forget();
                state.feeds.forget();
            }
        }
    }
    Ok(answer)
}
