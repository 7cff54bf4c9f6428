//! Portal errors, shown as a page with the right status (never a 5xx for bad input).

use askama::Template;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use humanid_core::CoreError;

use super::layout::respond;

#[derive(Debug)]
pub enum PortalError {
    /// Not allowed for this user (403); nothing was changed.
    Forbidden(String),
    NotFound(String),
    /// Input the user can fix (400).
    BadRequest(String),
    /// Conflicts with the current state (409), e.g. demoting the last owner.
    Conflict(String),
    /// A fault on our side; only an id is shown, the cause is logged under it.
    Internal(String),
}

impl PortalError {
    pub fn forbidden() -> Self {
        PortalError::Forbidden("Your role in this team does not allow this.".into())
    }
}

#[derive(Template)]
#[template(path = "portal/error.html")]
struct ErrorPage<'a> {
    nav: super::Nav<'a>,
    heading: &'a str,
    detail: &'a str,
}

impl From<CoreError> for PortalError {
    fn from(err: CoreError) -> Self {
        match err {
            CoreError::NotFound { detail } => PortalError::NotFound(detail),
            CoreError::Forbidden { detail, .. } => PortalError::Forbidden(detail),
            CoreError::Conflict { detail, .. } => PortalError::Conflict(detail),
            CoreError::Internal(cause) => PortalError::Internal(cause),
            other => PortalError::BadRequest(other.to_string()),
        }
    }
}

impl IntoResponse for PortalError {
    fn into_response(self) -> Response {
        let (status, heading, detail) = match self {
            PortalError::Forbidden(d) => (StatusCode::FORBIDDEN, "Not allowed", d),
            PortalError::NotFound(d) => (StatusCode::NOT_FOUND, "Not found", d),
            PortalError::BadRequest(d) => (StatusCode::BAD_REQUEST, "That did not work", d),
            PortalError::Conflict(d) => (StatusCode::CONFLICT, "That did not work", d),
            PortalError::Internal(cause) => {
                let id = humanid_core::ids::random_hex(8);
                tracing::error!(error_id = %id, cause, "internal error in the portal");
                let detail = format!("Something went wrong on our side (error id {id}).");
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "Something went wrong",
                    detail,
                )
            }
        };
        let html = crate::pages::render(&ErrorPage {
            nav: super::Nav::anonymous("/portal".into()),
            heading,
            detail: &detail,
        });
        respond(status, html, "")
    }
}
