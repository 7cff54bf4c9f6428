//! `POST /api/v4/proof-context/{rp_id | app_id}`, `GET /api/v4/rp-status/{rp_id}` and
//! `GET /api/v4/app-status/{rp_id | app_id}`: what a World ID 4.0 wallet or page reads
//! about an app before proving. Browsers call them, so CORS `*` and `OPTIONS` 204, as
//! precheck.

use axum::extract::{Path, State};
use axum::routing::{get, post};
use axum::{Json, Router};
use humanid_core::CoreError;
use humanid_core::formats::EnvironmentName;
use humanid_core::rp::RpStatuses;
use humanid_core::v4::{ProofContext, V4Error};
use serde::{Deserialize, Serialize};

use super::{UnknownId, V4ApiError, V4Json, V4Refusal};
use crate::AppState;
use crate::cors::open_to_any_origin;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route(
            "/api/v4/proof-context/{id}",
            open_to_any_origin(post(proof_context), "POST, OPTIONS"),
        )
        .route(
            "/api/v4/rp-status/{id}",
            open_to_any_origin(get(rp_status), "GET, OPTIONS"),
        )
        .route(
            "/api/v4/app-status/{id}",
            open_to_any_origin(get(app_status), "GET, OPTIONS"),
        )
}

fn not_found(e: CoreError) -> V4ApiError {
    match e {
        CoreError::NotFound { .. } => V4Error::NotFound.into(),
        other => V4Error::Core(other).into(),
    }
}

/// Which action, in which environment (it must be the app's).
#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct ProofContextBody {
    #[schema(max_length = 200)]
    action: Option<String>,
    /// `production` or `staging`: the app's environment.
    #[schema(value_type = EnvironmentName)]
    environment: String,
}

#[utoipa::path(
    post,
    path = "/api/v4/proof-context/{id}",
    tag = "developer API",
    params(crate::openapi::RpOrAppIdPath),
    request_body = ProofContextBody,
    responses(
        (status = 200, description = "The app as a wallet shows it, and the action", body = ProofContext),
        (status = 400, description = "`validation_error`, `invalid_environment` or `rp_not_active`", body = V4Refusal),
        UnknownId,
        crate::openapi::JsonBodyRefusals,
    )
)]
pub(crate) async fn proof_context(
    State(state): State<AppState>,
    Path(id): Path<String>,
    V4Json(body): V4Json<ProofContextBody>,
) -> Result<Json<ProofContext>, V4ApiError> {
    let found = state
        .humanid
        .proof_context(&id, body.action.as_deref(), &body.environment);
    Ok(Json(found.await?))
}

#[utoipa::path(
    get,
    path = "/api/v4/rp-status/{id}",
    tag = "developer API",
    params(("id" = String, Path, description = "The RP id (`rp_…`; an app id also works)")),
    responses(
        (status = 200, description = "`registered`, `unregistered` or `deactivated` per environment", body = RpStatuses),
        UnknownId,
    )
)]
pub(crate) async fn rp_status(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<RpStatuses>, V4ApiError> {
    Ok(Json(state.humanid.rp_status(&id).await.map_err(not_found)?))
}

#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct AppStatus {
    /// Whether the operator verified the app.
    verified: bool,
}

#[utoipa::path(
    get,
    path = "/api/v4/app-status/{id}",
    tag = "developer API",
    params(crate::openapi::RpOrAppIdPath),
    responses(
        (status = 200, description = "Whether the app is verified", body = AppStatus),
        UnknownId,
    )
)]
pub(crate) async fn app_status(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<AppStatus>, V4ApiError> {
    let verified = state
        .humanid
        .app_is_verified(&id)
        .await
        .map_err(not_found)?;
    Ok(Json(AppStatus { verified }))
}
