//! `POST /api/v1/precheck/{app_id}`: app and action metadata for wallets, kiosks and the
//! sign-in page, and whether this person can still verify. Browsers call it, so it has
//! CORS `*` and answers `OPTIONS` with 204 (see `crate::cors`).

use axum::extract::{Path, State};
use axum::routing::post;
use axum::{Json, Router};
use humanid_core::formats::FieldHexOrEmpty;
use humanid_core::precheck::{AppMetadata, PrecheckRequest};
use serde::Deserialize;

use crate::cors::open_to_any_origin;
use crate::extract::ApiJson;
use crate::{ApiError, AppState, ErrorBody};

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/api/v1/precheck/{app_id}",
        open_to_any_origin(post(precheck), "POST, OPTIONS"),
    )
}

/// Which action, and optionally whose nullifier, to check.
#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct PrecheckBody {
    action: Option<String>,
    /// Empty is the same as absent (clients send `""`).
    #[schema(value_type = Option<FieldHexOrEmpty>)]
    nullifier_hash: Option<String>,
    /// Deprecated: `action` replaces it. Only ever used to look the action up.
    external_nullifier: Option<String>,
}

#[utoipa::path(
    post,
    path = "/api/v1/precheck/{app_id}",
    tag = "developer API",
    params(crate::openapi::AppIdPath),
    request_body = PrecheckBody,
    responses(
        (status = 200, description = "The app, the action and whether this person can verify", body = AppMetadata),
        (status = 400, description = "Bad body, unknown (`required`) or inactive action", body = ErrorBody),
        crate::openapi::NoActiveApp,
        crate::openapi::JsonBodyRefusals,
    )
)]
pub(crate) async fn precheck(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    ApiJson(body): ApiJson<PrecheckBody>,
) -> Result<Json<AppMetadata>, ApiError> {
    let req = PrecheckRequest {
        action: body.action,
        nullifier_hash: body.nullifier_hash,
        external_nullifier: body.external_nullifier,
    };
    Ok(Json(state.humanid.precheck(&app_id, req).await?))
}
