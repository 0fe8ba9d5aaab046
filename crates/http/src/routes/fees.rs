//! School fees, under `/api/fees` (administrators; docs/fees.md): a level's `schedule` (read
//! and saved whole), the year's `discounts`, `copy-schedule`, a learner's `account` (read, the
//! choices saved), `assess` (a preview, or posted once confirmed), `payments` with their
//! official receipt, `void-receipt` and the `receipt` as PDF. Every write is audited by its use
//! case; every read of an account or a receipt here.

use actix_web::{web, HttpResponse};
use lyceum_documents::receipt::ReceiptPaper;
use lyceum_school::audit::Actor;
use lyceum_school::fees::accounts::{self, ChoicesAsked};
use lyceum_school::fees::assessment::AssessAsked;
use lyceum_school::fees::payments::{self, PaymentAsked, VoidAsked};
use lyceum_school::fees::schedules::{self, CopyAsked, DiscountsAsked, ScheduleAsked};
use lyceum_school::fees::FeeWrite;
use serde::Deserialize;

use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::today;
use crate::state::AppState;

/// Registers the fees' routes (under `/api/fees`), all for administrators.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/schedule").get(schedule).put(write::<ScheduleAsked>))
        .service(web::resource("/discounts").put(write::<DiscountsAsked>))
        .service(web::resource("/copy-schedule").post(write::<CopyAsked>))
        .service(web::resource("/account").get(account).put(write::<ChoicesAsked>))
        .service(web::resource("/assess").post(write::<AssessAsked>))
        .service(web::resource("/payments").post(write::<PaymentAsked>)) // 201
        .service(web::resource("/void-receipt").post(write::<VoidAsked>))
        .service(web::resource("/receipt").get(receipt));
}

/// `?schoolYearID=&levelID=&studentID=&receiptID=&width=`, as each call needs.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct FeesQuery {
    #[serde(default)]
    schoolYearID: String,
    #[serde(default)]
    levelID: String,
    #[serde(default)]
    studentID: String,
    #[serde(default)]
    receiptID: String,
    #[serde(default)]
    width: String,
}

/// Any write: its body decoded, its use case run as `caller`, its outcome answered as JSON.
async fn write<Asked: FeeWrite>(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<Asked>,
) -> Result<HttpResponse, ApiError> {
    let actor = Actor::from(&caller);
    let done = db::write(&state.db, move |conn| Ok::<_, ApiError>(body.run(conn, &actor, today())?)).await?;
    Ok(if Asked::CREATES { HttpResponse::Created() } else { HttpResponse::Ok() }.json(done))
}

/// `GET schedule?schoolYearID=&levelID=`.
async fn schedule(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    query: web::Query<FeesQuery>,
) -> Result<HttpResponse, ApiError> {
    let view = db::read(&state.db, move |conn| {
        Ok::<_, ApiError>(schedules::schedule(conn, &query.schoolYearID, &query.levelID)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(view))
}

/// `GET account?studentID=&schoolYearID=`: a read of a learner's money, audited.
async fn account(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<FeesQuery>,
) -> Result<HttpResponse, ApiError> {
    let view = db::read(&state.db, move |conn| {
        Ok::<_, ApiError>(accounts::account(conn, &query.studentID, &query.schoolYearID, today())?)
    })
    .await?;
    let (id, name) = view.learner();
    state.audit.record(Entry::by(&caller, "read").on("student", id).detail(format!("fee account of {name}")));
    Ok(HttpResponse::Ok().json(view))
}

/// `GET receipt?receiptID=&width=a5|80mm`: the official receipt as PDF, shown in the browser.
async fn receipt(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<FeesQuery>,
) -> Result<HttpResponse, ApiError> {
    let paper = ReceiptPaper::parse(&query.width);
    let file =
        db::read(&state.db, move |conn| Ok::<_, ApiError>(payments::receipt_pdf(conn, &query.receiptID, paper)?))
            .await?;
    state.audit.record(Entry::by(&caller, "export").on("student", &file.student_id).detail(file.file_name.clone()));
    Ok(HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header(("Content-Disposition", format!("inline; filename=\"{}\"", file.file_name)))
        .insert_header(("Cache-Control", "no-store"))
        .body(file.bytes))
}
