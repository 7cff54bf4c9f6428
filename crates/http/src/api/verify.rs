//! `POST /api/v1/verify/{app_id}` and `POST /api/v2/verify/{app_id}`: verify a person's
//! proof for an action and record the use. Server-to-server, so no CORS.
//!
//! v1 carries `signal` and `credential_type` (or `verification_level`); v2 carries
//! `signal_hash` and `verification_level`. Everything else is the same.

use axum::extract::{Path, State};
use axum::routing::post;
use axum::{Json, Router};
use humanid_core::CoreError;
use humanid_core::verify::{Signal, Verified, VerifyError, VerifyRequest};
use serde::Deserialize;

use crate::extract::ApiJson;
use crate::{ApiError, AppState};

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

#[derive(Deserialize)]
struct V1Body {
    action: String,
    signal: Option<String>,
    proof: String,
    merkle_root: String,
    nullifier_hash: String,
    credential_type: Option<String>,
    verification_level: Option<String>,
    max_age: Option<i64>,
}

#[derive(Deserialize)]
struct V2Body {
    action: String,
    signal_hash: Option<String>,
    proof: String,
    merkle_root: String,
    nullifier_hash: String,
    verification_level: String,
    max_age: Option<i64>,
}

/// v1 names the credential by `credential_type`; `verification_level` is accepted too.
fn v1_credential(body: &V1Body) -> Result<(String, &'static str), ApiError> {
    match (&body.credential_type, &body.verification_level) {
        (Some(c), Some(v)) if c != v => Err(ApiError::invalid(
            "verification_level",
            "`credential_type` and `verification_level` disagree; send one of them.",
        )),
        (Some(c), _) => Ok((c.clone(), "credential_type")),
        (None, Some(v)) => Ok((v.clone(), "verification_level")),
        (None, None) => Err(ApiError::invalid(
            "credential_type",
            "Invalid `credential_type`: missing field `credential_type`.",
        )),
    }
}

async fn verify_v1(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    ApiJson(body): ApiJson<V1Body>,
) -> Result<Json<Verified>, ApiError> {
    let (credential_type, credential_field) = v1_credential(&body)?;
    let req = VerifyRequest {
        action: body.action,
        signal: Signal::Text(body.signal.unwrap_or_default()),
        credential_type,
        credential_field,
        proof: body.proof,
        merkle_root: body.merkle_root,
        nullifier_hash: body.nullifier_hash,
        max_age: body.max_age,
    };
    Ok(Json(state.humanid.verify(&app_id, req).await?))
}

async fn verify_v2(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    ApiJson(body): ApiJson<V2Body>,
) -> Result<Json<Verified>, ApiError> {
    let signal = match body.signal_hash {
        Some(hash) => Signal::Hash(hash),
        None => Signal::Text(String::new()),
    };
    let req = VerifyRequest {
        action: body.action,
        signal,
        credential_type: body.verification_level,
        credential_field: "verification_level",
        proof: body.proof,
        merkle_root: body.merkle_root,
        nullifier_hash: body.nullifier_hash,
        max_age: body.max_age,
    };
    Ok(Json(state.humanid.verify(&app_id, req).await?))
}
