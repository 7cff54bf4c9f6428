//! `POST /introspect` (RFC 7662, SPEC 2.3): is this access token active, for its client.

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::post;

use super::form::{authenticate_client, no_store, oauth_error, parse_form};
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new().route("/introspect", post(introspect))
}

async fn introspect(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let form = match parse_form(&headers, &body) {
        Ok(f) => f,
        Err(e) => return oauth_error(e),
    };
    let client = match authenticate_client(&state, &headers, &form).await {
        Ok(app) => app,
        Err(e) => return oauth_error(e),
    };
    let Some(token) = form.get("token").filter(|t| !t.is_empty()) else {
        return oauth_error(
            ApiError::new(
                axum::http::StatusCode::BAD_REQUEST,
                "required",
                "`token` is required.",
            )
            .with_attribute("token"),
        );
    };
    match state.humanid.introspect(&client, token).await {
        Ok(answer) => no_store(Json(answer).into_response()),
        Err(e) => oauth_error(e.into()),
    }
}
