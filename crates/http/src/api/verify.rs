//! `POST /api/v1/verify/{app_id}` and `POST /api/v2/verify/{app_id}`: verify a person's
//! proof for an action and record the use. Server-to-server, so no CORS.
//!
//! v1 carries `signal` and `credential_type` (or `verification_level`); v2 carries
//! `signal_hash` and `verification_level`. Everything else is the same.

use axum::extract::{Path, State};
use axum::routing::post;
use axum::{Json, Router};
use humanid_core::CoreError;
use humanid_core::formats::{FieldHex, ProofHex};
use humanid_core::registry::CredentialTypeName;
use humanid_core::verify::{Signal, Verified, VerifyError, VerifyRequest};
use serde::Deserialize;

use crate::extract::ApiJson;
use crate::{ApiError, AppState, ErrorBody};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/v1/verify/{app_id}", post(verify_v1))
        .route("/api/v2/verify/{app_id}", post(verify_v2))
}

impl From<VerifyError> for ApiError {
    fn from(err: VerifyError) -> Self {
        CoreError::from(err).into()
    }
}

/// A proof to check for an action (v1: the signal as given).
#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct VerifyV1Body {
    action: String,
    signal: Option<String>,
    #[schema(value_type = ProofHex)]
    proof: String,
    #[schema(value_type = FieldHex)]
    merkle_root: String,
    #[schema(value_type = FieldHex)]
    nullifier_hash: String,
    #[schema(value_type = Option<CredentialTypeName>)]
    credential_type: Option<String>,
    #[schema(value_type = Option<CredentialTypeName>)]
    verification_level: Option<String>,
    /// Oldest Merkle root accepted, in seconds (default 7 days).
    #[schema(minimum = 3600, maximum = 604800)]
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    max_age: Option<i64>,
}

/// A proof to check for an action (v2: the signal already hashed).
#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct VerifyV2Body {
    action: String,
    #[schema(value_type = Option<FieldHex>)]
    signal_hash: Option<String>,
    #[schema(value_type = ProofHex)]
    proof: String,
    #[schema(value_type = FieldHex)]
    merkle_root: String,
    #[schema(value_type = FieldHex)]
    nullifier_hash: String,
    #[schema(value_type = CredentialTypeName)]
    verification_level: String,
    /// Oldest Merkle root accepted, in seconds (default 7 days).
    #[schema(minimum = 3600, maximum = 604800)]
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    max_age: Option<i64>,
}

/// v1 names the credential by `credential_type`; `verification_level` is accepted too.
fn v1_credential(body: &VerifyV1Body) -> Result<(&str, &'static str), ApiError> {
    match (&body.credential_type, &body.verification_level) {
        (Some(c), Some(v)) if c != v => Err(ApiError::invalid(
            "verification_level",
            "`credential_type` and `verification_level` disagree; send one of them.",
        )),
        (Some(c), _) => Ok((c, "credential_type")),
        (None, Some(v)) => Ok((v, "verification_level")),
        (None, None) => Err(ApiError::invalid(
            "credential_type",
            "Invalid `credential_type`: missing field `credential_type`.",
        )),
    }
}

/// v1 and v2 answer alike: they differ only in how the body names the signal and credential.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)] // only its documentation is read
enum VerifyAnswers {
    #[response(
        status = 200,
        description = "The proof verified and the use is recorded"
    )]
    Verified(Verified),
    #[response(
        status = 400,
        description = "Bad body, unknown or inactive action, bad proof, root or limit reached"
    )]
    Refused(ErrorBody),
}

#[utoipa::path(
    post,
    path = "/api/v1/verify/{app_id}",
    tag = "developer API",
    params(crate::openapi::AppIdPath),
    request_body = VerifyV1Body,
    responses(VerifyAnswers, crate::openapi::NoActiveApp, crate::openapi::JsonBodyRefusals)
)]
pub(crate) async fn verify_v1(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    ApiJson(body): ApiJson<VerifyV1Body>,
) -> Result<Json<Verified>, ApiError> {
    let (credential_type, credential_field) = v1_credential(&body)?;
    let req = VerifyRequest {
        credential_type: credential_type.parse(),
        action: body.action,
        signal: Signal::Text(body.signal.unwrap_or_default()),
        credential_field,
        proof: body.proof,
        merkle_root: body.merkle_root,
        nullifier_hash: body.nullifier_hash,
        max_age: body.max_age,
    };
    Ok(Json(state.humanid.verify(&app_id, req).await?))
}

#[utoipa::path(
    post,
    path = "/api/v2/verify/{app_id}",
    tag = "developer API",
    params(crate::openapi::AppIdPath),
    request_body = VerifyV2Body,
    responses(VerifyAnswers, crate::openapi::NoActiveApp, crate::openapi::JsonBodyRefusals)
)]
pub(crate) async fn verify_v2(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    ApiJson(body): ApiJson<VerifyV2Body>,
) -> Result<Json<Verified>, ApiError> {
    let signal = match body.signal_hash {
        Some(hash) => Signal::Hash(hash),
        None => Signal::Text(String::new()),
    };
    let req = VerifyRequest {
        action: body.action,
        signal,
        credential_type: body.verification_level.parse(),
        credential_field: "verification_level",
        proof: body.proof,
        merkle_root: body.merkle_root,
        nullifier_hash: body.nullifier_hash,
        max_age: body.max_age,
    };
    Ok(Json(state.humanid.verify(&app_id, req).await?))
}
