//! `POST /token`: the code exchange (SPEC 4.1, CONTRACT §5) and refresh (CONTRACT §11).

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use humanid_core::oidc::TokenRequest;

use super::form::{client_form, no_store, oauth_error};
use crate::AppState;
use crate::cors::preflight;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/token",
        post(token).options(|h: HeaderMap| async move { preflight("POST, OPTIONS", &h) }),
    )
}

async fn token(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let (form, client) = match client_form(&state, &headers, &body).await {
        Ok(ok) => ok,
        Err(res) => return res,
    };
    let req = TokenRequest {
        grant_type: form.get("grant_type").cloned(),
        code: form.get("code").cloned(),
        redirect_uri: form.get("redirect_uri").cloned(),
        code_verifier: form.get("code_verifier").cloned(),
        refresh_token: form.get("refresh_token").cloned(),
        scope: form.get("scope").cloned(),
    };
    match state.humanid.token(&client, req).await {
        Ok(tokens) => no_store(Json(tokens).into_response()),
        Err(e) => oauth_error(e.into()),
    }
}
