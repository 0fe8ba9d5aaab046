//! School fees, under `/api/fees` (docs/fees.md). For administrators and cashiers: a level's `schedule`
//! (read and saved whole), the year's `discounts`, `copy-schedule`, a learner's `account` (read,
//! the choices saved), `assess` (a preview, or posted once confirmed), `payments` with their
//! official receipt, `void-receipt`, a `refund` of a credit, the caller's collections of a day (`my-day`) and
//! `close-day`, the `receipt` and the `statement` as PDF, and the reports
//! (`aging`, `clearance`, `collections`, `ledger.csv`), and `learners` found by name, email or LRN. For a guardian, of their own children:
//! the `child`'s account, a `child-receipt`, the `child-statement` and the `child-reminders`
//! sent; for a student while the school shows them their fees, their `own` account, receipts
//! and statement. The fee `settings` (read by students too, changed by administrators only) and
//! `send-reminders`, the reminders due sent now. Each read and write is
//! a use case of `lyceum_school::fees` (its traits `FeeRead`, `FeeDownload`, `FeeWrite`), which
//! also says what the audit log keeps of it.

use actix_web::web::Bytes;
use actix_web::{web, HttpRequest, HttpResponse};
use lyceum_school::audit::{Actor, Entry};
use lyceum_school::events::fee_reminders::remind_fees_once;
use lyceum_school::fees::api::*;
use lyceum_school::fees::online::{receive_webhook, start_checkout, CheckoutAsked};

use crate::auth::caller::{FeesReaders, FeesStaff, GuardianOnly, RoleSet, Signed, StudentOnly};
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
        .service(web::resource("/refund").post(write::<RefundAsked>))
        .service(web::resource("/my-day").get(read::<FeesStaff, DayQuery>))
        .service(web::resource("/close-day").post(write::<CloseDayAsked>))
        .service(web::resource("/receipt").get(download::<FeesStaff, ReceiptQuery>))
        .service(web::resource("/statement").get(download::<FeesStaff, StatementQuery>))
        .service(web::resource("/aging").get(read::<FeesStaff, AgingQuery>))
        .service(web::resource("/clearance").get(read::<FeesStaff, ClearanceQuery>))
        .service(web::resource("/collections").get(read::<FeesStaff, CollectionsQuery>))
        .service(web::resource("/ledger.csv").get(download::<FeesStaff, LedgerQuery>))
        .service(web::resource("/learners").get(read::<FeesStaff, LearnersQuery>))
        .service(web::resource("/settings").get(read::<FeesReaders, SettingsQuery>).put(write::<SettingsAsked>))
        .service(web::resource("/send-reminders").post(send_reminders))
        // A guardian's own children's; a student's own, when the school shows them.
        .service(web::resource("/child").get(read::<GuardianOnly, AccountQuery>))
        .service(web::resource("/child-receipt").get(download::<GuardianOnly, ReceiptQuery>))
        .service(web::resource("/child-statement").get(download::<GuardianOnly, StatementQuery>))
        .service(web::resource("/child-reminders").get(read::<GuardianOnly, RemindersQuery>))
        .service(web::resource("/own").get(read::<StudentOnly, AccountQuery>))
        .service(web::resource("/own-receipt").get(download::<StudentOnly, ReceiptQuery>))
        .service(web::resource("/own-statement").get(download::<StudentOnly, StatementQuery>))
        .service(web::resource("/checkout").post(checkout)) // guardians
        .service(web::resource("/paymongo-webhook").post(paymongo_webhook)); // the provider, signed
}

/// `POST checkout {studentID, schoolYearID?}`: a guardian's checkout of the next installment at
/// the payment provider: `{checkoutUrl, amountCentavos, dueOn}`.
async fn checkout(
    state: web::Data<AppState>,
    req: HttpRequest,
    caller: Signed<GuardianOnly>,
    body: web::Json<CheckoutAsked>,
) -> Result<HttpResponse, ApiError> {
    let site = crate::auth::session::site_of(&req);
    let (provider, actor) = (state.settings.paymongo.as_ref(), Actor::from(&caller));
    Ok(HttpResponse::Created()
        .json(start_checkout(&state.db, provider, actor, body.into_inner(), today(), site).await?))
}

/// `POST paymongo-webhook`: the provider's event, posted once if its signature verifies.
async fn paymongo_webhook(state: web::Data<AppState>, req: HttpRequest, body: Bytes) -> Result<HttpResponse, ApiError> {
    let signature = req.headers().get("Paymongo-Signature").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    let provider = state.settings.paymongo.clone();
    // A refusal is answered once the write with its audit entry has committed.
    let answer = db::write(&state.db, move |conn| {
        Ok::<_, ApiError>(receive_webhook(conn, provider.as_ref(), &signature, &body, today()))
    });
    Ok(HttpResponse::Ok().json(answer.await??))
}

/// `POST send-reminders`: the reminders due today sent now, as the hourly look would: `{sent}`.
async fn send_reminders(state: web::Data<AppState>, caller: Signed<FeesStaff>) -> Result<HttpResponse, ApiError> {
    let sent = remind_fees_once(&state.db, &state.hub, &state.mail, today()).await?;
    state.audit.record(Entry::by(Actor::from(&caller), "fee reminders sent").detail(format!("{sent} reminder(s)")));
    Ok(HttpResponse::Ok().json(serde_json::json!({ "sent": sent })))
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
