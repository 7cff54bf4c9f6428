use humanid_store::StoreError;
use thiserror::Error;

use crate::Code;

pub type CoreResult<T> = Result<T, CoreError>;

/// Errors of the domain layer. Each carries a stable snake_case `code`; the HTTP layer
/// maps the variant to a status and renders `{code, detail, attribute}`.
#[derive(Debug, Error)]
pub enum CoreError {
    /// The request is wrong in a way the caller can fix (400).
    #[error("{detail}")]
    Invalid {
        code: Code,
        detail: String,
        attribute: Option<String>,
    },
    /// The thing does not exist, or is not visible to the caller (404).
    #[error("{detail}")]
    NotFound { detail: String },
    /// Missing or bad credentials (401).
    #[error("{detail}")]
    Unauthenticated { code: Code, detail: String },
    /// The caller is known but may not do this (403): `insufficient_scope` for an API
    /// key whose scope does not reach, `forbidden` for a role that does not.
    #[error("{detail}")]
    Forbidden { code: Code, detail: String },
    /// Conflicts with existing state (409).
    #[error("{detail}")]
    Conflict {
        code: Code,
        detail: String,
        attribute: Option<String>,
    },
    /// Too many requests (429).
    #[error("{detail}")]
    RateLimited { detail: String },
    /// A fault on our side; the detail is logged, never shown.
    #[error("internal error: {0}")]
    Internal(String),
}

impl CoreError {
    pub fn invalid(code: Code, attribute: Option<&str>, detail: impl Into<String>) -> Self {
        CoreError::Invalid {
            code,
            detail: detail.into(),
            attribute: attribute.map(str::to_owned),
        }
    }

    pub fn not_found(detail: impl Into<String>) -> Self {
        CoreError::NotFound {
            detail: detail.into(),
        }
    }

    /// The code on the wire.
    pub fn code(&self) -> &'static str {
        match self {
            CoreError::Invalid { code, .. }
            | CoreError::Unauthenticated { code, .. }
            | CoreError::Forbidden { code, .. }
            | CoreError::Conflict { code, .. } => code.as_str(),
            CoreError::NotFound { .. } => Code::NotFound.as_str(),
            CoreError::RateLimited { .. } => Code::RateLimited.as_str(),
            CoreError::Internal(_) => Code::InternalError.as_str(),
        }
    }

    /// RFC 6749's `error` for this refusal at the OAuth endpoints.
    pub fn oauth_error(&self) -> &'static str {
        match self {
            CoreError::Invalid { code, .. }
            | CoreError::Unauthenticated { code, .. }
            | CoreError::Forbidden { code, .. }
            | CoreError::Conflict { code, .. } => code.oauth_error(),
            CoreError::Internal(_) => Code::InternalError.oauth_error(),
            CoreError::NotFound { .. } | CoreError::RateLimited { .. } => "invalid_request",
        }
    }

    pub fn attribute(&self) -> Option<&str> {
        match self {
            CoreError::Invalid { attribute, .. } | CoreError::Conflict { attribute, .. } => {
                attribute.as_deref()
            }
            _ => None,
        }
    }
}

/// The one way a storage error reaches a caller. The database's own words (SQLite's
/// "UNIQUE constraint failed: table.column", PostgreSQL's constraint names) stay in the
/// log: answers say what happened in ours. Operations that know which rule a conflict
/// broke say so themselves before falling back to this.
impl From<StoreError> for CoreError {
    fn from(err: StoreError) -> Self {
        match err {
            StoreError::NotFound | StoreError::MissingReference => {
                CoreError::not_found("The requested resource was not found.")
            }
            StoreError::Conflict { constraint } => {
                tracing::debug!(constraint, "refused: conflicts with an existing row");
                CoreError::Conflict {
                    code: Code::ConstraintViolation,
                    detail: "This conflicts with an existing record.".into(),
                    attribute: None,
                }
            }
            StoreError::Check { constraint } => {
                tracing::debug!(constraint, "refused: a value broke a database rule");
                CoreError::invalid(Code::Invalid, None, "A value was rejected as invalid.")
            }
            other => CoreError::Internal(other.to_string()),
        }
    }
}
