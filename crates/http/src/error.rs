//! The error body (docs/api-reference.md) `{code, detail, attribute}` and the HTTP error type.

use axum::Json;
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use humanid_core::{Code, CoreError};
use serde::{Deserialize, Serialize};

/// Every refusal on both surfaces (docs/api-reference.md).
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, utoipa::ToSchema)]
pub struct ErrorBody {
    /// Stable snake_case identifier, e.g. `invalid_proof`.
    pub code: String,
    /// A sentence for people.
    pub detail: String,
    /// The field at fault, if one is.
    pub attribute: Option<String>,
}

/// An error on its way to the client.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub body: ErrorBody,
    /// Extra headers (e.g. `WWW-Authenticate`); a Vec keeps the error small.
    pub headers: Vec<(HeaderName, HeaderValue)>,
    /// RFC 6749's `error`, should this reach an OAuth endpoint: the code's own
    /// ([`Code::oauth_error`]) unless an operation names it.
    pub oauth_error: &'static str,
}

impl ApiError {
    pub fn new(status: StatusCode, code: Code, detail: impl Into<String>) -> Self {
        ApiError {
            status,
            body: ErrorBody {
                code: code.as_str().to_owned(),
                detail: detail.into(),
                attribute: None,
            },
            headers: Vec::new(),
            oauth_error: code.oauth_error(),
        }
    }

    pub fn with_oauth_error(mut self, error: &'static str) -> Self {
        self.oauth_error = error;
        self
    }

    pub fn with_attribute(mut self, attribute: &str) -> Self {
        self.body.attribute = Some(attribute.to_owned());
        self
    }

    pub fn with_header(mut self, name: HeaderName, value: &str) -> Self {
        if let Ok(v) = HeaderValue::from_str(value) {
            self.headers.push((name, v));
        }
        self
    }

    pub fn invalid(attribute: &str, detail: impl Into<String>) -> Self {
        ApiError::new(StatusCode::BAD_REQUEST, Code::Invalid, detail).with_attribute(attribute)
    }

    /// A 500 that tells the client only an id to quote; the cause goes to the log.
    pub fn internal(cause: &str) -> Self {
        let id = humanid_core::ids::random_hex(8);
        tracing::error!(error_id = %id, cause, "internal error");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            Code::InternalError,
            format!("Something went wrong on our side (error id {id})."),
        )
    }
}

impl From<CoreError> for ApiError {
    fn from(err: CoreError) -> Self {
        let status = match &err {
            CoreError::Invalid { .. } => StatusCode::BAD_REQUEST,
            CoreError::NotFound { .. } => StatusCode::NOT_FOUND,
            CoreError::Unauthenticated { .. } => StatusCode::UNAUTHORIZED,
            CoreError::Forbidden { .. } => StatusCode::FORBIDDEN,
            CoreError::Conflict { .. } => StatusCode::CONFLICT,
            CoreError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            CoreError::Internal(cause) => return ApiError::internal(cause),
        };
        let mut out = ApiError::new(status, Code::Named(err.code()), err.to_string())
            .with_oauth_error(err.oauth_error());
        out.body.attribute = err.attribute().map(str::to_owned);
        out
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut res = (self.status, Json(self.body)).into_response();
        for (name, value) in self.headers {
            res.headers_mut().insert(name, value);
        }
        res
    }
}
