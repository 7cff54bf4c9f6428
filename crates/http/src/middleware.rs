//! Layers every surface shares: request ids, logging, metrics, body limits, panic
//! catching, and rewriting bare framework errors (404, 405, 413, …) into the error body.

use humanid_core::Code;
use std::time::Instant;

use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, MatchedPath, Request};
use axum::http::{self, HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::{Next, from_fn, map_response};
use axum::response::{IntoResponse, Response};
use tower::ServiceBuilder;
use tower_http::body::Limited;
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
        // Only a label to find a request's log lines by: the thread's generator (seeded
        // from the OS) spares every request a system call for it.
        let id = hex::encode(rand::random::<[u8; 8]>());
        HeaderValue::from_str(&id).ok().map(RequestId::new)
    }
}

/// `routes` with the fallback and the layers of a routed request; `streaming` routes
/// read their own bodies, so they skip the body limit and the whole-body read.
///
/// Each stack here and in [`wrap`] is composed once with `ServiceBuilder` and applied
/// with one call: every `Router::layer` call boxes each route again, and axum clones a
/// route's whole chain of boxes for every request (a `from_fn` layer clones the chain
/// below it once more), so ten separate calls cost dozens of allocations a request.
pub fn routed(routes: Router<AppState>, streaming: Router<AppState>, state: AppState) -> Router {
    // Outermost first. The limits come before the whole-body read, and the metrics see
    // the route (`MatchedPath`) and what the limits answer.
    let buffered = ServiceBuilder::new()
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        // Back to axum's body type (a layer of its own used to box it there).
        .map_request(|req: http::Request<Limited<Body>>| req.map(Body::new))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(from_fn(record_metrics))
        .layer(from_fn(crate::body::read_whole));
    let streaming = streaming.layer(
        ServiceBuilder::new()
            .layer(DefaultBodyLimit::disable())
            .layer(from_fn(record_metrics)),
    );
    routes
        .fallback(not_found)
        .layer(buffered)
        .merge(streaming)
        .with_state(state)
}

/// The layers every request passes whatever its route (request ids, tracing, CORS,
/// error bodies, panics), around the `routed` service once, outside its routing.
pub fn wrap(routed: Router) -> Router {
    let trace = TraceLayer::new_for_http().make_span_with(|req: &Request| {
        let id = req.headers().get(&REQUEST_ID).and_then(|v| v.to_str().ok()).unwrap_or("-");
        tracing::info_span!("request", request_id = %id, method = %req.method(), path = %req.uri().path())
    });
    let shared = ServiceBuilder::new()
        .layer(SetRequestIdLayer::new(REQUEST_ID.clone(), RandomRequestId))
        .layer(PropagateRequestIdLayer::new(REQUEST_ID.clone()))
        .layer(trace)
        // The relay's CORS must reach the 413s and 405s made inside too.
        .layer(from_fn(crate::relay::cors))
        // Outside the limit layers, so their bare 413s get the error body too.
        .layer(map_response(normalise_errors))
        .map_response(IntoResponse::into_response)
        .layer(CatchPanicLayer::custom(|_| {
            ApiError::internal("handler panicked").into_response()
        }));
    Router::new().fallback_service(shared.service(routed))
}

async fn not_found() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        Code::NotFound,
        "There is nothing at this path.",
    )
}

async fn record_metrics(req: Request, next: Next) -> Response {
    let route = req.extensions().get::<MatchedPath>().cloned();
    let method = metrics::method_label(req.method());
    let started = Instant::now();
    let res = next.run(req).await;
    let route = route.as_ref().map_or("unmatched", MatchedPath::as_str);
    metrics::record(route, method, res.status().as_u16(), started.elapsed());
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
