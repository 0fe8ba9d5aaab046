//! Uploads (`POST /api/upload`, `/api/newsletterUpload`, `/api/sectionUpload`,
//! `/api/subjectUpload`) and downloads (`GET /api/files/{folder}/{name}`).

use actix_files::NamedFile;
use actix_multipart::Multipart;
use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType, ExtendedValue};
use actix_web::{web, HttpRequest, HttpResponse};
use lyceum_persistence::{files, now};
use serde::Deserialize;

use crate::auth::caller::{AdminOnly, AdminOrTeacher, AnyRole, RoleSet, Signed};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;
use crate::storage::{self, UploadKind};

/// Registers uploads and downloads; who may upload what is in each handler's `Signed<...>`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/upload").post(upload::<AnyRole>(UploadKind::Image)))
        .service(web::resource("/newsletterUpload").post(upload::<AdminOnly>(UploadKind::Newsletter)))
        .service(web::resource("/sectionUpload").post(upload::<AdminOrTeacher>(UploadKind::Section)))
        .service(web::resource("/subjectUpload").post(upload::<AdminOrTeacher>(UploadKind::Subject)))
        .service(web::resource("/files/{folder}/{name}").get(download));
}

/// The upload handler for one kind, admitting the roles `R`; answers the stored path.
fn upload<R: RoleSet + 'static>(
    kind: UploadKind,
) -> impl actix_web::Handler<(web::Data<AppState>, Signed<R>, Multipart), Output = Result<HttpResponse, ApiError>> {
    move |state: web::Data<AppState>, caller: Signed<R>, form: Multipart| async move {
        let path = storage::store(&state, form, kind, &caller.session).await?;
        Ok(HttpResponse::Ok().json(path))
    }
}

#[derive(Deserialize)]
struct DownloadQuery {
    #[serde(default)]
    download: Option<String>,
}

/// Serves a stored file to those who may read it (`lyceum_school::uploads::may_read`).
async fn download(
    state: web::Data<AppState>,
    req: HttpRequest,
    caller: Signed<AnyRole>,
    path: web::Path<(String, String)>,
    query: web::Query<DownloadQuery>,
) -> Result<HttpResponse, ApiError> {
    let (folder, name) = path.into_inner();
    let stored = format!("{}{folder}/{name}", storage::FILES_PREFIX);
    let not_found = || ApiError::NotFound("This file does not exist.".into());
    let (kind, _) = storage::parse_stored_path(&stored).ok_or_else(not_found)?;
    let disk = storage::disk_path(&state.settings.uploads_dir, &stored).ok_or_else(not_found)?;
    let session = caller.session.clone();
    let upload = db::run(&state.db, move |conn| {
        let upload = files::find(conn, &stored)?.ok_or_else(not_found)?;
        let reader = (session.role, session.user_id.as_str());
        if storage::may_read(conn, reader, (kind, &stored, &upload.uploader_id), now())? {
            Ok(upload)
        } else {
            Err(ApiError::Forbidden("You do not have access to this file.".into()))
        }
    })
    .await?;
    let file = NamedFile::open_async(&disk).await.map_err(|_| not_found())?;
    let disposition = if query.download.is_some() { DispositionType::Attachment } else { DispositionType::Inline };
    let content_type = upload.content_type.parse().unwrap_or(actix_web::mime::APPLICATION_OCTET_STREAM);
    let mut res = file
        .set_content_type(content_type)
        .set_content_disposition(ContentDisposition { disposition, parameters: download_name(&upload.original_name) })
        .into_response(&req);
    use actix_web::http::header::{self, HeaderValue};
    // A student's work shows in the teacher's review page (a PDF in a frame of this site).
    let (policy, framing) = match kind {
        UploadKind::Work => (crate::security::WORK_FILE_CONTENT_SECURITY_POLICY, "SAMEORIGIN"),
        _ => (crate::security::FILE_CONTENT_SECURITY_POLICY, "DENY"),
    };
    let headers = res.headers_mut();
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(policy));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static(framing));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, max-age=3600"));
    Ok(res)
}

/// The `filename` parameters for a stored file's original name: an ASCII fallback for old
/// clients (anything else, quotes, backslashes and control characters become `_`) and the
/// exact name as RFC 5987's `filename*=UTF-8''...`, percent-encoded, so `Lëtter.pdf` arrives
/// as itself and nothing a user typed can break out of the header.
fn download_name(original: &str) -> Vec<DispositionParam> {
    let fallback: String = original
        .chars()
        .map(|c| if c.is_ascii_graphic() && c != '"' && c != '\\' || c == ' ' { c } else { '_' })
        .collect();
    let mut params = vec![DispositionParam::Filename(fallback.clone())];
    if fallback != original {
        let exact: String = original.chars().filter(|c| !c.is_control()).collect();
        params.push(DispositionParam::FilenameExt(ExtendedValue {
            charset: actix_web::http::header::Charset::Ext("UTF-8".into()),
            language_tag: None,
            value: exact.into_bytes(),
        }));
    }
    params
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(name: &str) -> String {
        ContentDisposition { disposition: DispositionType::Attachment, parameters: download_name(name) }.to_string()
    }

    #[test]
    fn names_beyond_ascii_get_a_fallback_and_an_exact_encoded_name() {
        assert_eq!(header("Lëtter.pdf"), "attachment; filename=\"L_tter.pdf\"; filename*=UTF-8''L%C3%ABtter.pdf");
        assert_eq!(header("June memo.pdf"), "attachment; filename=\"June memo.pdf\"");
    }

    #[test]
    fn quotes_and_control_characters_never_reach_the_header() {
        let value = header("a\"b\\c\r\nd.pdf");
        assert!(!value.contains('\r') && !value.contains('\n'), "{value}");
        assert!(value.starts_with("attachment; filename=\"a_b_c__d.pdf\"; filename*=UTF-8''"), "{value}");
        assert!(!value["attachment; filename=\"".len()..].trim_end_matches('"').contains("\"b"), "{value}");
    }
}
