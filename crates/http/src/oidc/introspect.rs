//! `POST /introspect` (RFC 7662, SPEC 2.3): is this access token active, for its client.

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::post;

use super::form::{client_form, no_store, oauth_error};
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new().route("/introspect", post(introspect))
}

async fn introspect(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let (form, client) = match client_form(&state, &headers, &body).await {
        Ok(ok) => ok,
        Err(res) => return res,
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
