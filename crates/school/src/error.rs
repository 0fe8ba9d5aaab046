//! Why a use case changed nothing: the request broke a rule, named something gone, clashed with
//! what is stored, or storage failed. The web server answers each with its status; the command
//! line prints it.

use lyceum_domain::{FieldErrors, ValidationError};
use lyceum_persistence::{DieselError, StoreError};

/// Why a use case wrote nothing.
#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    /// The request as a whole cannot be carried out as asked.
    #[error("{0}")]
    BadRequest(String),
    /// One or more fields break a rule; each message belongs beside its field.
    #[error("{0}")]
    Invalid(FieldErrors),
    /// The one asking may not do this.
    #[error("{0}")]
    Forbidden(String),
    /// A record it names is not there (any more).
    #[error("{0}")]
    NotFound(String),
    /// It clashes with what is stored, on the named field when there is one.
    #[error("{message}")]
    Conflict {
        /// What clashed.
        message: String,
        /// The input field it concerns.
        field: Option<&'static str>,
    },
    /// The one asking must sign in (again): the sign-in expired, or the account is gone.
    #[error("{0}")]
    NotSignedIn(String),
    /// Too many failed attempts: it waits a while (the sign-in throttle).
    #[error("{0}")]
    TooManyAttempts(String),
    /// A storage failure.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl Refusal {
    /// A clash on `field`.
    pub fn conflict(field: &'static str, message: impl Into<String>) -> Refusal {
        Refusal::Conflict { message: message.into(), field: Some(field) }
    }
}

impl From<DieselError> for Refusal {
    fn from(error: DieselError) -> Self {
        Refusal::Store(error.into())
    }
}

impl From<ValidationError> for Refusal {
    fn from(error: ValidationError) -> Self {
        Refusal::Invalid(error.into())
    }
}

impl From<FieldErrors> for Refusal {
    fn from(errors: FieldErrors) -> Self {
        Refusal::Invalid(errors)
    }
}
