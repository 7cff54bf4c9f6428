//! Form bodies of the OAuth endpoints, HTTP Basic client credentials, and the OAuth
//! error body (`{code, detail, attribute}` plus RFC 6749's `error`, `error_description`).

use humanid_core::Code;
use std::collections::HashMap;

use axum::Json;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::ApiError;

/// True when the body is declared `application/x-www-form-urlencoded`.
pub fn is_form(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<mime::Mime>().ok())
        .is_some_and(|m| m.essence_str() == "application/x-www-form-urlencoded")
}

/// The fields of an `application/x-www-form-urlencoded` body; a field given twice is
/// refused (RFC 6749 §3.1).
pub fn parse_form(headers: &HeaderMap, body: &[u8]) -> Result<HashMap<String, String>, ApiError> {
    if !is_form(headers) {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            Code::InvalidContentType,
            "The body must be a form (Content-Type: application/x-www-form-urlencoded).",
        ));
    }
    let mut fields = HashMap::new();
    for (k, v) in url::form_urlencoded::parse(body) {
        let name = k.into_owned();
        if fields.insert(name.clone(), v.into_owned()).is_some() {
            return Err(ApiError::invalid(
                &name,
                format!("`{name}` is given more than once."),
            ));
        }
    }
    Ok(fields)
}

/// The form's fields as `T` (whose fields are all optional strings; unknown fields
/// are ignored, as RFC 6749 §3.2 asks).
pub fn typed<T: DeserializeOwned>(form: &HashMap<String, String>) -> Result<T, ApiError> {
    let map: serde_json::Map<String, serde_json::Value> = form
        .iter()
        .map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone())))
        .collect();
    serde_json::from_value(serde_json::Value::Object(map))
        .map_err(|e| ApiError::invalid("body", format!("The form is not usable: {e}.")))
}

fn unauthenticated(detail: &str) -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, Code::Unauthenticated, detail)
        .with_header(header::WWW_AUTHENTICATE, "Basic realm=\"humanid\"")
}

/// `(client_id, client_secret)` from `Authorization: Basic` (each part form-decoded,
/// RFC 6749 §2.3.1).
pub(crate) fn basic_credentials(headers: &HeaderMap) -> Option<Result<(String, String), ApiError>> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, encoded) = value.split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return None;
    }
    let malformed = || unauthenticated("The Basic credentials are malformed.");
    let parsed = STANDARD
        .decode(encoded.trim())
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .and_then(|s| {
            let (id, secret) = s.split_once(':')?;
            let decode = |p: &str| {
                url::form_urlencoded::parse(format!("x={p}").as_bytes())
                    .next()
                    .map(|(_, v)| v.into_owned())
            };
            Some((decode(id)?, decode(secret)?))
        });
    Some(parsed.ok_or_else(malformed))
}

/// The error body plus RFC 6749 §5.2's fields.
#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct OAuthErrorBody<'a> {
    code: &'a str,
    detail: &'a str,
    attribute: Option<&'a str>,
    error: &'static str,
    error_description: &'a str,
}

/// A refusal of an OAuth endpoint, answered by [`oauth_error`]: its handlers return
/// `Result<Response, OAuthError>` and pass any error on with `?`.
pub struct OAuthError(ApiError);

impl<E: Into<ApiError>> From<E> for OAuthError {
    fn from(err: E) -> Self {
        OAuthError(err.into())
    }
}

impl IntoResponse for OAuthError {
    fn into_response(self) -> Response {
        oauth_error(self.0)
    }
}

/// The error with both our fields and RFC 6749's, uncacheable.
pub fn oauth_error(err: ApiError) -> Response {
    let name = err.oauth_error;
    oauth_error_named(err, name)
}

/// As [`oauth_error`], with the RFC 6749 / RFC 6750 `error` given (e.g. a resource
/// server's `invalid_token` for a request without one).
pub fn oauth_error_named(err: ApiError, error: &'static str) -> Response {
    let body = OAuthErrorBody {
        code: &err.body.code,
        detail: &err.body.detail,
        attribute: err.body.attribute.as_deref(),
        error,
        error_description: &err.body.detail,
    };
    let mut res = (err.status, Json(body)).into_response();
    for (name, value) in err.headers {
        res.headers_mut().insert(name, value);
    }
    no_store(res)
}

/// `Cache-Control: no-store` (and `Pragma: no-cache`) for anything carrying tokens.
pub fn no_store(mut res: Response) -> Response {
    let h = res.headers_mut();
    h.insert(
        header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    h.insert(
        header::PRAGMA,
        axum::http::HeaderValue::from_static("no-cache"),
    );
    res
}
