//! What browser-facing endpoints share: content negotiation, and errors shown as a page
//! (or JSON to programs that ask for it). Cookies are built in `cookies`.

use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};

use crate::ApiError;

/// True when the client asks for JSON rather than a page.
pub fn wants_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|a| a.contains("application/json") && !a.contains("text/html"))
}

/// The error as JSON for programs, as a page for people.
pub fn error_response(headers: &HeaderMap, err: ApiError) -> Response {
    if wants_json(headers) {
        err.into_response()
    } else {
        let mut res = crate::pages::error_page(err.status, &err.body);
        for (name, value) in err.headers {
            res.headers_mut().insert(name, value);
        }
        res
    }
}
