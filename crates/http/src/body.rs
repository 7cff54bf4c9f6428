//! Reading request bodies whole, within the body limit and before a deadline, so a client
//! that trickles (or never finishes) its body gets a 408 instead of holding a worker.

use humanid_core::Code;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http_body_util::{BodyExt, LengthLimitError, Limited};

use crate::ApiError;
use crate::middleware::BODY_LIMIT;

/// When the request's body must have arrived; set per request by the server from its
/// `body_timeout`. Requests without one (tests calling the router directly) get
/// [`DEFAULT_BODY_TIMEOUT`] from now.
#[derive(Clone, Copy, Debug)]
pub struct BodyDeadline(pub Instant);

pub const DEFAULT_BODY_TIMEOUT: Duration = Duration::from_secs(30);

/// Buffers the body (at most [`BODY_LIMIT`] bytes) before the handler runs.
pub async fn read_whole(req: Request, next: Next) -> Response {
    let deadline = req
        .extensions()
        .get::<BodyDeadline>()
        .map_or_else(|| Instant::now() + DEFAULT_BODY_TIMEOUT, |d| d.0);
    let (parts, body) = req.into_parts();
    let read = Limited::new(body, BODY_LIMIT).collect();
    let bytes = match tokio::time::timeout_at(deadline.into(), read).await {
        Ok(Ok(collected)) => collected.to_bytes(),
        Ok(Err(e)) if too_large(&*e) => {
            return ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                Code::PayloadTooLarge,
                "The body is larger than 64 KiB.",
            )
            .into_response();
        }
        Ok(Err(_)) => {
            return ApiError::new(
                StatusCode::BAD_REQUEST,
                Code::InvalidBody,
                "The request body could not be read.",
            )
            .into_response();
        }
        Err(_) => {
            return ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                Code::RequestTimeout,
                "The request body did not arrive in time.",
            )
            .with_header(axum::http::header::CONNECTION, "close")
            .into_response();
        }
    };
    next.run(Request::from_parts(parts, Body::from(bytes)))
        .await
}

/// The limit error may arrive wrapped by an outer limit layer or by axum.
fn too_large(e: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(e);
    while let Some(e) = cause {
        if e.is::<LengthLimitError>() {
            return true;
        }
        cause = e.source();
    }
    false
}
