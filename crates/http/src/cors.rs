//! CORS for the endpoints browsers call directly (precheck, JWKS): any origin may read
//! them, and `OPTIONS` answers 204 (tower-http's layer answers preflights with 200).

use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{Next, from_fn};
use axum::response::{IntoResponse, Response};
use axum::routing::MethodRouter;

use crate::AppState;

/// `route` with `OPTIONS` answering a preflight for `methods`.
pub fn with_preflight(
    route: MethodRouter<AppState>,
    methods: &'static str,
) -> MethodRouter<AppState> {
    route.options(move |h: HeaderMap| async move { preflight(methods, &h) })
}

/// `route` with its preflight, every answer of both readable by any origin.
pub fn open_to_any_origin(
    route: MethodRouter<AppState>,
    methods: &'static str,
) -> MethodRouter<AppState> {
    with_preflight(route, methods).layer(from_fn(allow_any_origin))
}

/// Every response of the route, errors included, may be read by any origin.
pub async fn allow_any_origin(req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    res.headers_mut().insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    res
}

/// A preflight answer allowing `methods` and whatever headers were asked for.
pub fn preflight(methods: &'static str, headers: &HeaderMap) -> impl IntoResponse + use<> {
    let requested = headers
        .get(header::ACCESS_CONTROL_REQUEST_HEADERS)
        .cloned()
        .unwrap_or(HeaderValue::from_static("content-type"));
    (
        StatusCode::NO_CONTENT,
        [
            (
                header::ACCESS_CONTROL_ALLOW_METHODS,
                HeaderValue::from_static(methods),
            ),
            (header::ACCESS_CONTROL_ALLOW_HEADERS, requested),
            (
                header::ACCESS_CONTROL_MAX_AGE,
                HeaderValue::from_static("86400"),
            ),
        ],
    )
}
