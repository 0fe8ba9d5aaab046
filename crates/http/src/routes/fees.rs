//! School fees, under `/api/fees` (docs/fees.md). For administrators and cashiers: a level's `schedule`
//! (read and saved whole), the year's `discounts`, `copy-schedule`, a learner's `account` (read,
//! the choices saved), `assess` (a preview, or posted once confirmed), `payments` with their
//! official receipt, `void-receipt`, the caller's collections of a day (`my-day`) and
//! `close-day`, the `receipt` and the `statement` as PDF, and the reports
//! (`aging`, `clearance`, `collections`, `ledger.csv`), and `learners` found by name, email or LRN. For a guardian, of their own children:
//! the `child`'s account, a `child-receipt` and the `child-statement`. Each read and write is
//! a use case of `lyceum_school::fees` (its traits `FeeRead`, `FeeDownload`, `FeeWrite`), which
//! also says what the audit log keeps of it.

use actix_web::{web, HttpResponse};
use lyceum_school::audit::Actor;
use lyceum_school::fees::accounts::ChoicesAsked;
use lyceum_school::fees::assessment::AssessAsked;
use lyceum_school::fees::days::{CloseDayAsked, DayQuery};
use lyceum_school::fees::learners::LearnersQuery;
use lyceum_school::fees::payments::{PaymentAsked, VoidAsked};
use lyceum_school::fees::reads::*;
use lyceum_school::fees::schedules::{CopyAsked, DiscountsAsked, ScheduleAsked};
use lyceum_school::fees::FeeWrite;

use crate::auth::caller::{FeesStaff, GuardianOnly, RoleSet, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::today;
use crate::state::AppState;

/// Registers the fees' routes (under `/api/fees`): the guardians' last, the rest for
/// the fees staff (administrators and cashiers).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/schedule").get(read::<FeesStaff, ScheduleQuery>).put(write::<ScheduleAsked>))
        .service(web::resource("/discounts").put(write::<DiscountsAsked>))
        .service(web::resource("/copy-schedule").post(write::<CopyAsked>))
        .service(web::resource("/account").get(read::<FeesStaff, AccountQuery>).put(write::<ChoicesAsked>))
        .service(web::resource("/assess").post(write::<AssessAsked>))
        .service(web::resource("/payments").post(write::<PaymentAsked>)) // 201
        .service(web::resource("/void-receipt").post(write::<VoidAsked>))
        .service(web::resource("/my-day").get(read::<FeesStaff, DayQuery>))
        .service(web::resource("/close-day").post(write::<CloseDayAsked>))
        .service(web::resource("/receipt").get(download::<FeesStaff, ReceiptQuery>))
        .service(web::resource("/statement").get(download::<FeesStaff, StatementQuery>))
        .service(web::resource("/aging").get(read::<FeesStaff, AgingQuery>))
        .service(web::resource("/clearance").get(read::<FeesStaff, ClearanceQuery>))
        .service(web::resource("/collections").get(read::<FeesStaff, CollectionsQuery>))
        .service(web::resource("/ledger.csv").get(download::<FeesStaff, LedgerQuery>))
        .service(web::resource("/learners").get(read::<FeesStaff, LearnersQuery>))
        // A guardian's own children's.
        .service(web::resource("/child").get(read::<GuardianOnly, AccountQuery>))
        .service(web::resource("/child-receipt").get(download::<GuardianOnly, ReceiptQuery>))
        .service(web::resource("/child-statement").get(download::<GuardianOnly, StatementQuery>));
}

/// Any write: its body decoded, its use case run as `caller`, its outcome answered as JSON.
async fn write<Asked: FeeWrite>(
    state: web::Data<AppState>,
    caller: Signed<FeesStaff>,
    body: web::Json<Asked>,
) -> Result<HttpResponse, ApiError> {
    let actor = Actor::from(&caller);
    let done = db::write(&state.db, move |conn| Ok::<_, ApiError>(body.run(conn, &actor, today())?)).await?;
    Ok(if Asked::CREATES { HttpResponse::Created() } else { HttpResponse::Ok() }.json(done))
}

/// Any read answered as JSON, for the roles `R`; the read's audit entry recorded.
async fn read<R: RoleSet, Asked: FeeRead>(
    state: web::Data<AppState>,
    caller: Signed<R>,
    query: web::Query<Asked>,
) -> Result<HttpResponse, ApiError> {
    let actor = Actor::from(&caller);
    let (done, entry) = db::read(&state.db, move |conn| Ok::<_, ApiError>(query.run(conn, &actor, today())?)).await?;
    if let Some(entry) = entry {
        state.audit.record(entry);
    }
    Ok(HttpResponse::Ok().json(done))
}

/// Any file, for the roles `R`: a PDF shown in the browser, a CSV saved; the download audited.
async fn download<R: RoleSet, Asked: FeeDownload>(
    state: web::Data<AppState>,
    caller: Signed<R>,
    query: web::Query<Asked>,
) -> Result<HttpResponse, ApiError> {
    let actor = Actor::from(&caller);
    let (file, entry) = db::read(&state.db, move |conn| Ok::<_, ApiError>(query.run(conn, &actor, today())?)).await?;
    state.audit.record(entry);
    let shown = if file.content_type == "application/pdf" { "inline" } else { "attachment" };
    Ok(HttpResponse::Ok()
        .content_type(file.content_type)
        .insert_header(("Content-Disposition", format!("{shown}; filename=\"{}\"", file.file_name)))
        .insert_header(("Cache-Control", "no-store"))
        .body(file.bytes))
}
