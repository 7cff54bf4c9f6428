//! `POST /api/v4/verify/{rp_id | app_id}`: a 4.x client kit's result, forwarded as it is
//! by the app's back end (see `humanid_core::v4`). Server-to-server, so no CORS.

use axum::extract::{Path, State};
use axum::routing::post;
use axum::{Json, Router};
use humanid_core::formats::{EnvironmentName, FieldHex, ProofHex};
use humanid_core::v4::V4Verified;
use serde_json::Value;

use super::{UnknownId, V4ApiError, V4Json, V4Refusal};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new().route("/api/v4/verify/{id}", post(verify))
}

/// The kit's result: `{protocol_version, nonce, action, environment?, responses}`.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub(crate) struct KitResult {
    /// `"3.0"` (legacy proofs) or `"4.0"`.
    #[schema(pattern = r"^(3\.0|4\.0)$")]
    protocol_version: String,
    nonce: String,
    /// The action (at most 200 characters); created, unlimited, by its first verification.
    action: String,
    /// Must be the app's: `production` (the default) or `staging`.
    #[schema(value_type = Option<EnvironmentName>)]
    environment: Option<String>,
    #[schema(min_items = 1, max_items = 32)]
    responses: Vec<KitResponse>,
}

/// A World ID 3.0 item; 4.0 items (`issuer_schema_id`, an array `proof`) are answered
/// `world_id_4_not_available` in `results`. Other fields are allowed.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub(crate) struct KitResponse {
    /// `orb`, `secure_document`, `document`, `device`, `face` or `selfie` (= `face`).
    #[schema(pattern = r"^(orb|secure_document|document|device|face|selfie)$")]
    identifier: String,
    /// Defaults to the hash of the empty signal.
    #[schema(value_type = Option<FieldHex>)]
    signal_hash: Option<String>,
    #[schema(value_type = ProofHex)]
    proof: String,
    #[schema(value_type = FieldHex)]
    merkle_root: String,
    #[schema(value_type = FieldHex)]
    nullifier: String,
    #[schema(value_type = Option<i64>, minimum = 3600, maximum = 604800)]
    max_age: Option<i64>,
}

#[utoipa::path(
    post,
    path = "/api/v4/verify/{id}",
    tag = "developer API",
    params(crate::openapi::RpOrAppIdPath),
    request_body = KitResult,
    responses(
        (status = 200, description = "A response verified; its use is recorded", body = V4Verified),
        (status = 400, description = "`validation_error` (attribute: the field's path), \
            `invalid_environment`, `rp_not_active`, or `all_verifications_failed` with `results`", body = V4Refusal),
        UnknownId,
        crate::openapi::JsonBodyRefusals,
    )
)]
pub(crate) async fn verify(
    State(state): State<AppState>,
    Path(id): Path<String>,
    V4Json(result): V4Json<Value>,
) -> Result<Json<V4Verified>, V4ApiError> {
    Ok(Json(state.humanid.verify_v4(&id, &result).await?))
}
