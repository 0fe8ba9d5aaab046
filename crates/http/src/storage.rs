//! Every upload of the product comes in here: the file is read from the form within its size
//! limit and an uploader's hourly cap, then kept as `lyceum_school::uploads` says (the type
//! decided by the content, a server-made name in its kind's folder); clients only ever name
//! files by the path it gave them.

use actix_multipart::{Multipart, MultipartError};
use actix_web::web;
use futures_util::StreamExt;
use lyceum_persistence::files::{self, Upload};
use lyceum_persistence::unreferenced_uploads;
use lyceum_school::receiving::{NotKept, Received, Receiving};
use lyceum_school::uploads::megabytes;
pub use lyceum_school::uploads::{
    attachable_file, disk_path, may_read, parse_stored_path, remove_from_disk, uploaded_image, UploadKind,
    FILES_PREFIX, FILE_TYPE_REFUSED,
};

use crate::auth::caller::CurrentSession;
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// The most bytes an upload of `kind` may have, as the server is set.
fn limit(kind: UploadKind, state: &AppState) -> usize {
    match kind {
        UploadKind::Image => state.settings.image_limit_bytes,
        _ => state.settings.file_limit_bytes,
    }
}

fn read_error(error: MultipartError) -> ApiError {
    match error {
        MultipartError::ContentTypeMissing
        | MultipartError::ContentTypeParse
        | MultipartError::ContentTypeIncompatible => {
            ApiError::UnsupportedMediaType("Send the file as multipart/form-data.".into())
        }
        _ => ApiError::BadRequest("The upload could not be read.".into()),
    }
}

/// Reads the file of the form's `field` (its name and bytes), refusing more than `limit` bytes.
/// Most bytes read and dropped from a refused upload before answering anyway.
const DRAIN_LIMIT: usize = 64 * 1024 * 1024;

/// Reads the multipart field `field_name` (a file of at most `limit` bytes). A refused upload
/// is still read to its end (within [`DRAIN_LIMIT`]) before the refusal goes out, so the client
/// finishes sending and reads the answer instead of a broken connection.
pub async fn receive(
    mut form: Multipart,
    field_name: &str,
    limit: usize,
) -> Result<(Option<String>, Vec<u8>), ApiError> {
    let too_large = || ApiError::PayloadTooLarge(format!("The file is larger than {} MB.", limit / (1024 * 1024)));
    let mut received = None;
    let mut other_bytes = 0usize;
    let mut refused = false;
    let mut drained = 0usize;
    while let Some(field) = form.next().await {
        let mut field = field.map_err(read_error)?;
        let wanted = !refused && field.name() == Some(field_name) && received.is_none();
        let name = field.content_disposition().and_then(|cd| cd.get_filename()).map(str::to_owned);
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(read_error)?;
            if refused {
                drained += chunk.len();
                if drained > DRAIN_LIMIT {
                    return Err(too_large());
                }
            } else if !wanted {
                // Other fields are read and dropped, within a bound.
                other_bytes += chunk.len();
                refused = other_bytes > 64 * 1024;
            } else if bytes.len() + chunk.len() > limit {
                refused = true;
                bytes = Vec::new();
            } else {
                bytes.extend_from_slice(&chunk);
            }
        }
        if wanted && !refused {
            received = Some((name, bytes));
        }
    }
    if refused {
        return Err(too_large());
    }
    received.ok_or_else(|| ApiError::BadRequest(format!("Choose a file to upload (form field `{field_name}`).")))
}

/// Stores an upload of `kind` from `uploader` and answers the path it is served at.
pub async fn store(
    state: &web::Data<AppState>,
    form: Multipart,
    kind: UploadKind,
    uploader: &CurrentSession,
) -> Result<String, ApiError> {
    let OnDisk { upload, disk } = receive_to_disk(state, form, kind, uploader, limit(kind, state)).await?;
    let path = upload.path.clone();
    if let Err(error) = db::query(&state.db, move |conn| files::insert(conn, &upload)).await {
        let _ = std::fs::remove_file(&disk);
        return Err(error);
    }
    Ok(path)
}

/// Reads a form refused before its file was read to its end (within [`DRAIN_LIMIT`]): see `receive`.
pub async fn discard(form: Multipart) {
    let _ = receive(form, "", 0).await;
}

/// A file on disk ([`receive_to_disk`]): its upload row, not yet stored, and where it lies.
pub struct OnDisk {
    /// The upload as it will be recorded.
    pub upload: Upload,
    /// Its file.
    pub disk: std::path::PathBuf,
}

fn not_kept(refused: NotKept) -> ApiError {
    match refused {
        NotKept::Empty => ApiError::BadRequest(refused.message()),
        NotKept::WrongType(_) => ApiError::UnsupportedMediaType(refused.message()),
        NotKept::TooLarge(_) => ApiError::PayloadTooLarge(refused.message()),
        NotKept::Disk(error) => ApiError::internal(error),
    }
}

/// Receives the file of an upload of `kind` (at most `limit` bytes) straight to disk, never
/// whole in memory (`lyceum_school::receiving`), within the uploader's hourly cap. A refused
/// file is still read to its end (within [`DRAIN_LIMIT`]) before the refusal goes out, so the
/// client finishes sending and reads the answer instead of a broken connection.
pub async fn receive_to_disk(
    state: &web::Data<AppState>,
    mut form: Multipart,
    kind: UploadKind,
    uploader: &CurrentSession,
    limit: usize,
) -> Result<OnDisk, ApiError> {
    let mut received: Option<Received> = None;
    let mut refusal: Option<ApiError> = None;
    let mut drained = 0usize;
    while let Some(field) = form.next().await {
        let mut field = field.map_err(read_error)?;
        let mut complete = false;
        if refusal.is_none() && received.is_none() && field.name() == Some(kind.field()) {
            let name = field.content_disposition().and_then(|cd| cd.get_filename()).map(str::to_owned);
            let mut receiving = Receiving::new(&state.settings.uploads_dir, kind, limit, name);
            let mut fed = Ok(());
            while fed.is_ok() {
                fed = match receiving.while_waiting(field.next()).await.map_err(not_kept)? {
                    Some(Ok(chunk)) => receiving.feed(&chunk).await.map_err(not_kept),
                    Some(Err(error)) => {
                        receiving.abandon().await;
                        return Err(read_error(error));
                    }
                    None => {
                        complete = true;
                        break;
                    }
                };
            }
            match fed {
                Ok(()) => match receiving.finish().await {
                    Ok(file) => received = Some(file),
                    Err(refused) => refusal = Some(not_kept(refused)),
                },
                Err(refused) => {
                    receiving.abandon().await;
                    refusal = Some(refused);
                }
            }
        }
        while let Some(chunk) = if complete { None } else { field.next().await } {
            drained += chunk.map_err(read_error)?.len();
            if drained > DRAIN_LIMIT {
                break;
            }
        }
        if drained > DRAIN_LIMIT {
            refusal = refusal.or_else(|| Some(ApiError::PayloadTooLarge("The upload is too large.".into())));
            break;
        }
    }
    let refusal = match (refusal, &received) {
        (Some(refusal), _) => Some(refusal),
        (None, None) => Some(ApiError::BadRequest(format!("Choose a file to upload (form field `{}`).", kind.field()))),
        (None, Some(file)) => within_hourly_cap(state, uploader, file.size).await.err(),
    };
    if let Some(refusal) = refusal {
        if let Some(file) = received {
            let _ = std::fs::remove_file(file.disk);
        }
        return Err(refusal);
    }
    let file = received.ok_or_else(|| ApiError::BadRequest("The upload could not be read.".into()))?;
    let upload = file.upload(kind, (uploader.role.as_str(), &uploader.user_id), lyceum_persistence::now());
    Ok(OnDisk { upload, disk: file.disk })
}

/// 429 when `uploader` (a teacher or student; administrators are not capped) would pass
/// `--upload-mb-per-hour` with `size` more bytes: uploads are stored before anything refers to
/// them, so without a cap any account could fill the disk within the sweep's grace period.
async fn within_hourly_cap(state: &AppState, uploader: &CurrentSession, size: usize) -> Result<(), ApiError> {
    let Some(cap) = state.settings.upload_bytes_per_hour.filter(|_| uploader.role != lyceum_domain::Role::Admin) else {
        return Ok(());
    };
    let uploader_id = uploader.user_id.clone();
    let since = lyceum_persistence::now() - chrono::Duration::hours(1);
    let used =
        db::query(&state.db, move |conn| unreferenced_uploads::uploaded_since(conn, &uploader_id, since)).await?;
    let used = u64::try_from(used).unwrap_or(0);
    if used.saturating_add(size as u64) <= cap {
        return Ok(());
    }
    Err(ApiError::TooManyRequests(format!(
        "You have uploaded {} MB in the last hour; the limit is {} MB. Try again later.",
        megabytes(used),
        megabytes(cap)
    )))
}
