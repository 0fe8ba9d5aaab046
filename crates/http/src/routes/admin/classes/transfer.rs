//! The class structure as one file, under `/api/admins`, admins only: `export-classes` answers
//! the whole structure as a JSON document (see `lyceum_domain::class_structure`), and
//! `import-classes` merges such a document in, all or nothing, `?check=1` to see what it would
//! do without writing.

use actix_multipart::Multipart;
use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType};
use actix_web::{web, HttpRequest, HttpResponse};
use futures_util::StreamExt;
use lyceum_domain::class_structure;
use lyceum_persistence::class_structure as store;
use lyceum_school::class_structure::{import, parse, summary, ProblemsView, StructureImportView};
use serde::Deserialize;

use crate::audit::{Actor, Entry};
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::today;
use crate::state::AppState;
use crate::storage;

/// `export-classes`: the whole class structure as a download named after today's date.
pub(crate) async fn export_classes(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
) -> Result<HttpResponse, ApiError> {
    let document = db::query(&state.db, store::read).await?;
    let sections: usize = document.categories.iter().flat_map(|c| &c.levels).map(|l| l.sections.len()).sum();
    state.audit.record(
        Entry::by(&caller, "export")
            .on_kind("class structure")
            .detail(format!("{} categories, {sections} sections", document.categories.len())),
    );
    let body = serde_json::to_vec_pretty(&document).map_err(ApiError::internal)?;
    let disposition = ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![DispositionParam::Filename(format!("class-structure-{}.json", today().format("%Y-%m-%d")))],
    };
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header(disposition)
        .insert_header(("Cache-Control", "no-store"))
        .body(body))
}

/// `?check=1` (or `true`): answer what the import would do, and write nothing.
#[derive(Deserialize)]
pub(crate) struct ImportQuery {
    #[serde(default)]
    check: Option<String>,
}

impl ImportQuery {
    /// Whether only a check was asked for.
    fn check_only(&self) -> bool {
        matches!(self.check.as_deref(), Some("1" | "true" | "yes" | ""))
    }
}

/// `import-classes`: a class-structure document, sent as the multipart field `file` or as the
/// JSON body itself. Every problem of the document is answered at once (400, `problems`) and
/// nothing is written; otherwise it is merged in one transaction and the counts are answered.
pub(crate) async fn import_classes(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<ImportQuery>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let limit = state.settings.file_limit_bytes;
    let (file_name, bytes) = receive(&req, payload, limit).await?;
    let document = match parse(&bytes).and_then(|document| class_structure::check(&document)) {
        Ok(document) => document,
        Err(problems) => {
            let message = format!("{} problem(s) in the file; nothing was imported.", problems.len());
            return Ok(HttpResponse::BadRequest().json(ProblemsView { message, problems }));
        }
    };
    let check = query.check_only();
    let from = file_name.map(|name| format!(" ({name})")).unwrap_or_default();
    let actor = Actor::from(&caller);
    let outcome = db::query(&state.db, move |conn| import(conn, &actor, &document, !check, &from)).await?;
    if !outcome.clashes.is_empty() {
        let message = format!("{} lesson(s) in the file overlap others; nothing was imported.", outcome.clashes.len());
        return Ok(HttpResponse::BadRequest().json(ProblemsView { message, problems: outcome.clashes }));
    }
    let counts = summary(&outcome);
    if check {
        return Ok(HttpResponse::Ok().json(StructureImportView::of(
            &outcome,
            format!("The file is good. It would {counts}."),
            true,
        )));
    }
    Ok(HttpResponse::Created().json(StructureImportView::of(
        &outcome,
        format!("Imported the class structure: {counts}."),
        false,
    )))
}

/// The request's document bytes and file name: multipart `file`, or a JSON body.
async fn receive(
    req: &HttpRequest,
    mut payload: web::Payload,
    limit: usize,
) -> Result<(Option<String>, Vec<u8>), ApiError> {
    let content_type = req.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let content_type = content_type.to_ascii_lowercase();
    if content_type.starts_with("multipart/form-data") {
        let (name, bytes) = storage::receive(Multipart::new(req.headers(), payload), "file", limit).await?;
        if bytes.is_empty() {
            return Err(ApiError::BadRequest("The file is empty.".into()));
        }
        return Ok((name, bytes));
    }
    if !content_type.starts_with("application/json") {
        return Err(ApiError::BadRequest(
            "Send the class-structure file as the form field `file` or as a JSON body.".into(),
        ));
    }
    let mut bytes = Vec::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|_| ApiError::BadRequest("The request body could not be read.".into()))?;
        if bytes.len() + chunk.len() > limit {
            return Err(ApiError::PayloadTooLarge(format!("The file is larger than {} MB.", limit / (1024 * 1024))));
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok((None, bytes))
}
