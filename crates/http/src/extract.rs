//! A JSON extractor whose failures come back in the service's own error body.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::header;
use humanid_core::Code;
use serde::de::DeserializeOwned;

use crate::ApiError;
use axum::http::StatusCode;

/// Like `axum::Json`, but wrong content types, bad JSON and wrong fields are reported as
/// `{code, detail, attribute}` with the offending field named.
pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let is_json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<mime::Mime>().ok())
            .is_some_and(|m| {
                m.essence_str() == "application/json" || m.suffix() == Some(mime::JSON)
            });
        if !is_json {
            return Err(ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                Code::InvalidContentType,
                "The body must be JSON (Content-Type: application/json).",
            ));
        }
        let bytes = Bytes::from_request(req, state).await.map_err(|rejection| {
            if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    Code::PayloadTooLarge,
                    "The body is larger than 64 KiB.",
                )
            } else {
                ApiError::invalid("body", "The request body could not be read.")
            }
        })?;
        parse_json(&bytes).map(ApiJson)
    }
}

/// The token of an `Authorization: Bearer …` header (scheme case-insensitive).
pub fn bearer(headers: &axum::http::HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// Deserialises `bytes`, naming the field at fault when the shape is wrong.
/// An optional integer that also takes an integral JSON float (`5.0`): JSON Schema
/// counts that as an integer, so clients generated from the OpenAPI document may send it.
pub fn optional_integer<'de, D>(d: D) -> Result<Option<i64>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    use serde::Deserialize;
    use serde::de::Error;
    let Some(n) = Option::<serde_json::Number>::deserialize(d)? else {
        return Ok(None);
    };
    // Within ±2^53 a float is exact, so the conversion below loses nothing.
    let integral =
        |f: f64| (f.fract() == 0.0 && f.abs() <= 9_007_199_254_740_992.0).then_some(f as i64);
    n.as_i64()
        .or_else(|| n.as_f64().and_then(integral))
        .map(Some)
        .ok_or_else(|| D::Error::custom(format!("invalid type: number `{n}`, expected i64")))
}

pub fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let de = &mut serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(de).map_err(|err| {
        let path = err.path().to_string();
        let inner = err.into_inner();
        if inner.is_syntax() || inner.is_eof() {
            return ApiError::invalid("body", format!("The body is not valid JSON: {inner}."));
        }
        let message = inner.to_string();
        // serde reports a missing field at the parent path; name the field itself.
        let attribute = match message.strip_prefix("missing field `") {
            Some(rest) => rest.split('`').next().unwrap_or("body").to_owned(),
            None if path == "." => "body".to_owned(),
            None => path,
        };
        let detail = match message.find(" at line ") {
            Some(i) => message[..i].to_owned(),
            None => message,
        };
        ApiError::invalid(&attribute, format!("Invalid `{attribute}`: {detail}."))
    })
}

#[cfg(test)]
mod tests {
    use axum::body::Body;
    use axum::http::Request;
    use axum::routing::post;
    use axum::{Json, Router};
    use serde::Deserialize;
    use tower::ServiceExt;

    use super::*;
    use crate::ErrorBody;

    #[derive(Deserialize)]
    #[allow(dead_code)]
    struct Input {
        name: String,
        count: u32,
    }

    async fn call(content_type: Option<&str>, body: impl Into<Body>) -> (StatusCode, ErrorBody) {
        let app = Router::new()
            .route(
                "/",
                post(|ApiJson(_): ApiJson<Input>| async { Json(serde_json::json!({})) }),
            )
            .layer(axum::extract::DefaultBodyLimit::max(
                crate::middleware::BODY_LIMIT,
            ));
        let mut req = Request::post("/");
        if let Some(ct) = content_type {
            req = req.header(header::CONTENT_TYPE, ct);
        }
        let res = app
            .oneshot(req.body(body.into()).unwrap_or_default())
            .await
            .unwrap_or_else(|e| match e {});
        let status = res.status();
        let bytes = axum::body::to_bytes(res.into_body(), usize::MAX)
            .await
            .unwrap_or_default();
        let body = serde_json::from_slice(&bytes).unwrap_or(ErrorBody {
            code: "<none>".into(),
            detail: String::new(),
            attribute: None,
        });
        (status, body)
    }

    #[tokio::test]
    async fn bad_bodies_are_400s_naming_the_field() {
        let json = Some("application/json");
        let cases: &[(&str, &str)] = &[
            ("{", "body"),
            ("not json", "body"),
            ("[]", "body"),
            ("{\"count\": 1}", "name"),
            ("{\"name\": 5, \"count\": 1}", "name"),
            ("{\"name\": \"x\", \"count\": -1}", "count"),
            ("{\"name\": \"x\", \"count\": \"1\"}", "count"),
        ];
        for (body, attribute) in cases {
            let (status, err) = call(json, body.to_string()).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
            assert_eq!(
                (err.code.as_str(), err.attribute.as_deref()),
                ("invalid", Some(*attribute)),
                "{body}"
            );
        }
        let (status, _) = call(
            Some("application/json; charset=utf-8"),
            "{\"name\":\"x\",\"count\":1}",
        )
        .await;
        assert_eq!(status, StatusCode::OK);
    }

    #[tokio::test]
    async fn wrong_content_types_and_oversize_bodies_are_refused() {
        let (status, err) = call(Some("text/plain"), "{}").await;
        assert_eq!(
            (status, err.code.as_str()),
            (StatusCode::UNSUPPORTED_MEDIA_TYPE, "invalid_content_type")
        );
        let (status, _) = call(None, "{}").await;
        assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
        let huge = format!("{{\"name\": \"{}\", \"count\": 1}}", "x".repeat(70 * 1024));
        let (status, err) = call(Some("application/json"), huge).await;
        assert_eq!(
            (status, err.code.as_str()),
            (StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large")
        );
    }
}
