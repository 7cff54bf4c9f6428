//! `GET /api/v1/jwks`: the keys that sign hosted-page verification results (RS256).

use axum::extract::State;
use axum::http::HeaderMap;
use axum::middleware::from_fn;
use axum::routing::get;
use axum::{Json, Router};
use humanid_core::keys::Purpose;
use serde_json::Value;

use crate::cors::{allow_any_origin, preflight};
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/api/v1/jwks",
        get(jwks)
            .options(|h: HeaderMap| async move { preflight("GET, OPTIONS", &h) })
            .layer(from_fn(allow_any_origin)),
    )
}

async fn jwks(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    Ok(Json(state.humanid.keys().jwks(Purpose::Api).await?))
}
