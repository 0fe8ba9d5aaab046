//! The one error type every handler returns; it becomes `{"message": ...}` with a fitting status.
//! The errors actix raises before a handler runs (a body that is not JSON, a known path called
//! with the wrong method, an unknown path) are shaped here the same way.

use actix_web::dev::ServiceResponse;
use actix_web::error::JsonPayloadError;
use actix_web::http::StatusCode;
use actix_web::middleware::ErrorHandlerResponse;
use actix_web::{HttpRequest, HttpResponse, ResponseError};
use lyceum_domain::{FieldErrors, ValidationError};
use lyceum_persistence::StoreError;
use serde::Serialize;
use std::collections::BTreeMap;

/// Why a request failed, in words fit for the person who sent it.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// 400: the request is malformed.
    #[error("{0}")]
    BadRequest(String),
    /// 400: one or more fields break a rule; each message is shown beside its field.
    #[error("{0}")]
    Invalid(FieldErrors),
    /// 401: not signed in, or the credentials are wrong.
    #[error("{0}")]
    Unauthorized(String),
    /// 403: signed in, but this role or this user may not do that.
    #[error("{0}")]
    Forbidden(String),
    /// 403: the account must set its own password before anything else.
    #[error("Set a new password before continuing.")]
    PasswordChangeRequired,
    /// 404: nothing there.
    #[error("{0}")]
    NotFound(String),
    /// 405: the path exists, the method does not.
    #[error("This method is not allowed here.")]
    MethodNotAllowed,
    /// 409: clashes with what is stored, on the named field when there is one.
    #[error("{message}")]
    Conflict {
        /// What clashed.
        message: String,
        /// The input field it concerns.
        field: Option<&'static str>,
    },
    /// 413: the body is too large.
    #[error("{0}")]
    PayloadTooLarge(String),
    /// 415: the body's type is not accepted.
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// 429: too many attempts; try later.
    #[error("{0}")]
    TooManyRequests(String),
    /// 500: a fault on the server. The cause is logged, never shown.
    #[error("internal error")]
    Internal(#[source] Box<dyn std::error::Error + Send + Sync>),
}

#[derive(Serialize)]
struct Body<'a> {
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    errors: Option<BTreeMap<&'a str, &'a str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    code: Option<&'static str>,
}

impl ApiError {
    /// A 500 from any error.
    pub fn internal(error: impl std::error::Error + Send + Sync + 'static) -> Self {
        ApiError::Internal(Box::new(error))
    }

    /// A 409 about one input field.
    pub fn conflict(field: &'static str, message: impl Into<String>) -> Self {
        ApiError::Conflict { message: message.into(), field: Some(field) }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) | ApiError::Invalid(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) | ApiError::PasswordChangeRequired => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Conflict { .. } => StatusCode::CONFLICT,
            ApiError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let mut errors = None;
        let mut code = None;
        let message = match self {
            ApiError::Internal(cause) => {
                let mut chain = cause.to_string();
                let mut source = cause.source();
                while let Some(next) = source {
                    chain.push_str(": ");
                    chain.push_str(&next.to_string());
                    source = next.source();
                }
                tracing::error!(cause = %chain, "request failed");
                "Something went wrong on our side. Please try again.".to_owned()
            }
            ApiError::Invalid(fields) => {
                errors = Some(fields.fields().iter().map(|(k, v)| (*k, v.as_str())).collect());
                fields.summary()
            }
            ApiError::Conflict { message, field: Some(field) } => {
                errors = Some(BTreeMap::from([(*field, message.as_str())]));
                message.clone()
            }
            ApiError::PasswordChangeRequired => {
                code = Some("password_change_required");
                self.to_string()
            }
            other => other.to_string(),
        };
        HttpResponse::build(self.status_code()).json(Body { message, errors, code })
    }
}

impl From<FieldErrors> for ApiError {
    fn from(errors: FieldErrors) -> Self {
        ApiError::Invalid(errors)
    }
}

impl From<ValidationError> for ApiError {
    fn from(error: ValidationError) -> Self {
        ApiError::Invalid(error.into())
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::NotFound => ApiError::NotFound("Not found.".into()),
            StoreError::Duplicate => ApiError::Conflict { message: "This already exists.".into(), field: None },
            other => ApiError::internal(other),
        }
    }
}

/// A refused change to the class structure or its files, when no name clash is expected.
impl From<lyceum_persistence::classes::ClassError> for ApiError {
    fn from(error: lyceum_persistence::classes::ClassError) -> Self {
        use lyceum_persistence::classes::ClassError;
        match error {
            ClassError::Missing(what) => ApiError::NotFound(format!("This {what} does not exist.")),
            ClassError::Duplicate => ApiError::Conflict { message: "This already exists.".into(), field: None },
            clash @ ClassError::Clash(_) => ApiError::Conflict { message: clash.to_string(), field: None },
            ClassError::Store(store) => store.into(),
        }
    }
}

/// A use case that changed nothing, answered with the status of its reason.
impl From<lyceum_school::Refusal> for ApiError {
    fn from(refusal: lyceum_school::Refusal) -> Self {
        use lyceum_school::Refusal;
        match refusal {
            Refusal::BadRequest(message) => ApiError::BadRequest(message),
            Refusal::Invalid(errors) => ApiError::Invalid(errors),
            Refusal::Forbidden(message) => ApiError::Forbidden(message),
            Refusal::NotFound(message) => ApiError::NotFound(message),
            Refusal::Conflict { message, field } => ApiError::Conflict { message, field },
            Refusal::NotSignedIn(message) => ApiError::Unauthorized(message),
            Refusal::TooManyAttempts(message) => ApiError::TooManyRequests(message),
            Refusal::Store(store) => store.into(),
        }
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(error: actix_web::error::BlockingError) -> Self {
        ApiError::internal(error)
    }
}

impl From<lyceum_school::passwords::HashError> for ApiError {
    fn from(error: lyceum_school::passwords::HashError) -> Self {
        ApiError::internal(error)
    }
}

impl From<lyceum_persistence::DieselError> for ApiError {
    fn from(error: lyceum_persistence::DieselError) -> Self {
        StoreError::from(error).into()
    }
}

// The errors actix raises before a handler runs, answered as JSON like any other.

/// Malformed, oversized or non-JSON bodies.
pub fn bad_json(error: JsonPayloadError, _: &HttpRequest) -> actix_web::Error {
    let api_error = match &error {
        JsonPayloadError::OverflowKnownLength { .. } | JsonPayloadError::Overflow { .. } => {
            ApiError::PayloadTooLarge("The request body is too large.".into())
        }
        JsonPayloadError::ContentType => {
            ApiError::UnsupportedMediaType("Send the request body as JSON (Content-Type: application/json).".into())
        }
        JsonPayloadError::Deserialize(cause) if cause.is_data() => {
            ApiError::BadRequest(format!("Invalid request body: {}", describe(cause)))
        }
        JsonPayloadError::Deserialize(_) => ApiError::BadRequest("The request body is not valid JSON.".into()),
        _ => ApiError::BadRequest("The request body could not be read.".into()),
    };
    api_error.into()
}

/// serde's message without the line and column, which mean nothing to a form.
fn describe(cause: &serde_json::Error) -> String {
    let text = cause.to_string();
    match text.find(" at line ") {
        Some(cut) => text[..cut].to_owned(),
        None => text,
    }
}

/// A known path called with the wrong method.
pub fn method_not_allowed<B>(res: ServiceResponse<B>) -> actix_web::Result<ErrorHandlerResponse<B>> {
    let (req, _) = res.into_parts();
    let res = ApiError::MethodNotAllowed.error_response();
    Ok(ErrorHandlerResponse::Response(ServiceResponse::new(req, res).map_into_right_body()))
}

/// The JSON 404 for any unknown path under `/api` (each scope needs its own default).
pub async fn no_such_call() -> Result<HttpResponse, ApiError> {
    Err(ApiError::NotFound("There is no such API call.".into()))
}
