//! `GET /healthz` (the process is up) and `GET /readyz` (the database answers).

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use humanid_core::Code;
use serde::Serialize;

use crate::{ApiError, AppState, ErrorBody};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
}

#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct Health {
    /// `ok` (healthz) or `ready` (readyz).
    status: &'static str,
}

#[utoipa::path(
    get,
    path = "/healthz",
    tag = "operations",
    responses((status = 200, description = "The process is up", body = Health))
)]
pub(crate) async fn healthz() -> Json<Health> {
    Json(Health { status: "ok" })
}

#[utoipa::path(
    get,
    path = "/readyz",
    tag = "operations",
    responses(
        (status = 200, description = "The database answers", body = Health),
        (status = 503, description = "The database is not reachable (`not_ready`)", body = ErrorBody),
    )
)]
pub(crate) async fn readyz(State(state): State<AppState>) -> Result<Json<Health>, ApiError> {
    state.humanid.ready().await.map_err(|e| {
        tracing::warn!(error = %e, "not ready");
        ApiError::new(
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            Code::NotReady,
            "The database is not reachable.",
        )
    })?;
    Ok(Json(Health { status: "ready" }))
}
