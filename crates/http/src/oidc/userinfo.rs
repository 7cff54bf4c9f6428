//! `GET|POST /userinfo` (SPEC 2.4): the claims an access token's scopes allow.

use axum::Json;
use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::from_fn;
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::form::no_store;
use crate::cors::{allow_any_origin, preflight};
use crate::extract::bearer;
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/userinfo",
        get(userinfo)
            .post(userinfo)
            .options(|h: HeaderMap| async move { preflight("GET, POST, OPTIONS", &h) })
            .layer(from_fn(allow_any_origin)),
    )
}

async fn userinfo(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let Some(token) = bearer(&headers).filter(|t| !t.is_empty()) else {
        return ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthenticated",
            "An access token is required: Authorization: Bearer <token>.",
        )
        .with_header(header::WWW_AUTHENTICATE, "Bearer realm=\"humanid\"")
        .into_response();
    };
    match state.humanid.access_token_claims(token).await {
        Ok(Some(claims)) => no_store(Json(state.humanid.userinfo(&claims)).into_response()),
        Ok(None) => ApiError::new(
            StatusCode::UNAUTHORIZED,
            "invalid_token",
            "The access token is invalid, expired or revoked.",
        )
        .with_header(
            header::WWW_AUTHENTICATE,
            "Bearer realm=\"humanid\", error=\"invalid_token\"",
        )
        .into_response(),
        Err(e) => ApiError::from(e).into_response(),
    }
}
