//! `POST /api/admins/import-guardians[?dryRun=true]` (multipart field `file`): guardian accounts
//! and their links from a CSV file, all rows or none, refused rows listed by line, as the
//! student and teacher imports are.

use actix_multipart::Multipart;
use actix_web::{web, HttpResponse};
use lyceum_school::audit::Actor;
use lyceum_school::imports::{self, ImportView};

use crate::auth::caller::{AdminOnly, Signed};
use crate::auth::passwords;
use crate::error::ApiError;
use crate::routes::admin::imports::{refusal, ImportQuery};
use crate::state::AppState;
use crate::{db, storage};

/// `import-guardians`: checks the whole file, then (unless a dry run) writes it with one hash of
/// the starting password for every new account.
pub(crate) async fn import_guardians(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<ImportQuery>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    let (file_name, bytes) = storage::receive(form, "file", state.settings.file_limit_bytes).await?;
    if bytes.is_empty() {
        return Err(ApiError::BadRequest("The file is empty.".into()));
    }
    let file_name = file_name.filter(|name| !name.trim().is_empty()).unwrap_or_else(|| "the uploaded file".into());
    let bytes = std::sync::Arc::new(bytes);
    let checked = {
        let bytes = bytes.clone();
        db::run(&state.db, move |conn| Ok(imports::guardians::run(conn, &bytes, None))).await?
    };
    let checked = match checked {
        Ok(checked) => checked,
        Err(error) => return refusal(error),
    };
    if query.dry_run() {
        return Ok(HttpResponse::Ok().json(ImportView {
            message: format!(
                "All rows are good: {} guardian(s) and {} link(s); nothing was imported (dry run).",
                checked.count, checked.links
            ),
            count: checked.count,
            links: Some(checked.links),
            dryRun: true,
            warnings: checked.warnings,
            importId: None,
        }));
    }
    let hash = passwords::starting_password_hash(&state.settings, None).await?;
    let actor = Actor::from(&caller);
    let written =
        db::run(&state.db, move |conn| Ok(imports::write::guardian_accounts(conn, &actor, &bytes, &hash, &file_name)))
            .await?;
    let done = match written {
        Ok(done) => done,
        Err(error) => return refusal(error),
    };
    Ok(HttpResponse::Created().json(ImportView {
        message: format!("Imported {} guardian(s) and {} link(s).", done.count, done.links),
        count: done.count,
        links: Some(done.links),
        dryRun: false,
        warnings: done.warnings,
        importId: None,
    }))
}
