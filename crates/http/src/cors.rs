//! CORS for the endpoints browsers call directly (precheck, JWKS): any origin may read
//! them, and `OPTIONS` answers 204 (tower-http's layer answers preflights with 200).

use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

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
