//! `POST /token`: the code exchange (SPEC 4.1, CONTRACT §5).

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use humanid_core::oidc::TokenRequest;

use super::form::{authenticate_client, no_store, oauth_error, parse_form};
use crate::AppState;
use crate::cors::preflight;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/token",
        post(token).options(|h: HeaderMap| async move { preflight("POST, OPTIONS", &h) }),
    )
}

async fn token(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let form = match parse_form(&headers, &body) {
        Ok(f) => f,
        Err(e) => return oauth_error(e),
    };
    let client = match authenticate_client(&state, &headers, &form).await {
        Ok(app) => app,
        Err(e) => return oauth_error(e),
    };
    let req = TokenRequest {
        grant_type: form.get("grant_type").cloned(),
        code: form.get("code").cloned(),
        redirect_uri: form.get("redirect_uri").cloned(),
        code_verifier: form.get("code_verifier").cloned(),
    };
    match state.humanid.exchange_code(&client, req).await {
        Ok(tokens) => no_store(Json(tokens).into_response()),
        Err(e) => oauth_error(e.into()),
    }
}
