//! Layers every surface shares: request ids, logging, metrics, body limits, panic
//! catching, and rewriting bare framework errors (404, 405, 413, …) into the error body.

use humanid_core::Code;
use std::time::Instant;

use axum::Router;
use axum::extract::{DefaultBodyLimit, MatchedPath, Request};
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::{Next, from_fn, map_response};
use axum::response::{IntoResponse, Response};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::request_id::{
    MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer,
};
use tower_http::trace::TraceLayer;

use crate::{ApiError, AppState, metrics};

pub const BODY_LIMIT: usize = 64 * 1024;
static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

#[derive(Clone, Copy)]
struct RandomRequestId;

impl MakeRequestId for RandomRequestId {
    fn make_request_id<B>(&mut self, _: &axum::http::Request<B>) -> Option<RequestId> {
        HeaderValue::from_str(&humanid_core::ids::random_hex(8))
            .ok()
            .map(RequestId::new)
    }
}

/// Applies the shared layers and the fallback to `routes`; `streaming` routes read their
/// own bodies, so they skip the body limit and the whole-body read.
pub fn wrap(routes: Router<AppState>, streaming: Router<AppState>, state: AppState) -> Router {
    let trace = TraceLayer::new_for_http().make_span_with(|req: &Request| {
        let id = req.headers().get(&REQUEST_ID).and_then(|v| v.to_str().ok()).unwrap_or("-");
        tracing::info_span!("request", request_id = %id, method = %req.method(), path = %req.uri().path())
    });
    routes
        .fallback(not_found)
        .layer(from_fn(crate::body::read_whole))
        .layer(from_fn(record_metrics))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        .merge(
            streaming
                .layer(from_fn(record_metrics))
                .layer(DefaultBodyLimit::disable()),
        )
        .layer(CatchPanicLayer::custom(|_| {
            ApiError::internal("handler panicked").into_response()
        }))
        // Outside the limit layers, so their bare 413s get the error body too.
        .layer(map_response(normalise_errors))
        // The relay's CORS must reach the 413s and 405s made above too.
        .layer(from_fn(crate::relay::cors))
        .layer(trace)
        .layer(PropagateRequestIdLayer::new(REQUEST_ID.clone()))
        .layer(SetRequestIdLayer::new(REQUEST_ID.clone(), RandomRequestId))
        .with_state(state)
}

async fn not_found() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        Code::NotFound,
        "There is nothing at this path.",
    )
}

async fn record_metrics(req: Request, next: Next) -> Response {
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_else(|| "unmatched".to_owned());
    let method = metrics::method_label(req.method());
    let started = Instant::now();
    let res = next.run(req).await;
    let status = res.status().as_u16().to_string();
    let labels = [
        ("route", route),
        ("method", method.to_owned()),
        ("status", status),
    ];
    ::metrics::counter!(metrics::REQUESTS, &labels).increment(1);
    ::metrics::histogram!(metrics::DURATION, &labels[..2]).record(started.elapsed().as_secs_f64());
    res
}

/// Framework-made errors arrive with an empty or plain-text body; give them the
/// JSON error body (docs/api-reference.md), keeping headers such as `Allow`.
async fn normalise_errors(res: Response) -> Response {
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    let content_type = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if content_type.starts_with("application/json") || content_type.starts_with("text/html") {
        return res;
    }
    let (code, detail) = match status {
        StatusCode::METHOD_NOT_ALLOWED => (
            Code::MethodNotAllowed,
            "This method is not allowed here; see the Allow header.",
        ),
        StatusCode::NOT_FOUND => (Code::NotFound, "There is nothing at this path."),
        StatusCode::PAYLOAD_TOO_LARGE => (Code::PayloadTooLarge, "The body is larger than 64 KiB."),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => (
            Code::InvalidContentType,
            "This content type is not accepted here.",
        ),
        s if s.is_server_error() => {
            return ApiError::internal(&format!("bare {s} response")).into_response();
        }
        _ => (Code::Invalid, "The request is not valid."),
    };
    let (mut parts, _) = res.into_parts();
    let mut fresh = ApiError::new(status, code, detail).into_response();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.remove(header::CONTENT_TYPE);
    fresh.headers_mut().extend(parts.headers);
    fresh
}
