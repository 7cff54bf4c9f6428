//! Entry points for the cargo-fuzz targets in `fuzz/` (not an API): the request parsers
//! that private modules own, reached without a socket.

use std::collections::HashMap;

use async_graphql::{InputType, Value};
use axum::http::{HeaderMap, HeaderValue, header};

use crate::ErrorBody;
use crate::graphql::types::action_q::ActionBoolExp;
use crate::graphql::types::app_q::AppBoolExp;

fn headers(name: header::HeaderName, value: &[u8]) -> HeaderMap {
    let mut h = HeaderMap::new();
    if let Ok(v) = HeaderValue::from_bytes(value) {
        h.insert(name, v);
    }
    h
}

/// `/token`'s and `/introspect`'s form parser, for a body with this `Content-Type`.
pub fn token_form(content_type: &[u8], body: &[u8]) -> Result<HashMap<String, String>, ErrorBody> {
    crate::oidc::form::parse_form(&headers(header::CONTENT_TYPE, content_type), body)
        .map_err(|e| e.body)
}

/// The `Authorization: Basic` client credentials, as `/token` reads them.
pub fn basic_credentials(authorization: &[u8]) -> Option<Result<(String, String), ErrorBody>> {
    crate::oidc::form::basic_credentials(&headers(header::AUTHORIZATION, authorization))
        .map(|r| r.map_err(|e| e.body))
}

/// `/authorize`'s parameters from a query string or form body (first value wins).
pub fn authorize_params(query: &[u8]) -> HashMap<String, String> {
    crate::oidc::authorize::parse(query)
}

/// The GraphQL document limits: text checks, then the parsed document's.
pub fn graphql_limits(query: &str) -> Result<(), ErrorBody> {
    crate::graphql::limits::check_text(query).map_err(|e| e.body)?;
    let doc = async_graphql::parser::parse_query(query).map_err(|e| ErrorBody {
        code: "parse".into(),
        detail: e.to_string(),
        attribute: None,
    })?;
    crate::graphql::limits::check_document(&doc).map_err(|e| e.body)
}

/// A `where` value read as the app and action filters: `Some((depth, re-encoded))` per
/// filter that accepts it.
pub fn where_filters(value: &Value) -> [Option<(usize, Value)>; 2] {
    let app = AppBoolExp::parse(Some(value.clone()))
        .ok()
        .map(|f| (f.depth(), f.to_value()));
    let action = ActionBoolExp::parse(Some(value.clone()))
        .ok()
        .map(|f| (f.depth(), f.to_value()));
    [app, action]
}
