//! `GET /healthz` (the process is up) and `GET /readyz` (the database answers).

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
}

async fn healthz() -> Json<Value> {
    Json(json!({ "status": "ok" }))
}

async fn readyz(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    state.humanid.ready().await.map_err(|e| {
        tracing::warn!(error = %e, "not ready");
        ApiError::new(
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            "not_ready",
            "The database is not reachable.",
        )
    })?;
    Ok(Json(json!({ "status": "ready" })))
}
