//! `/api/v1/credentials…`: the credential sets (the service's own sequencer).
//!
//! - `GET  /api/v1/credentials` — every set with depth, size and current root.
//! - `POST /api/v1/credentials/{credential_type}/identities[?staging=true]` — operator only.
//! - `GET  /api/v1/credentials/{credential_type}/inclusion-proof/{commitment}[?staging=true]`.

use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::routing::{get, post};
use axum::{Json, Router};
use humanid_core::registry::{Environment, InclusionProof, SetInfo, SetKey};
use humanid_proof::Field;
use serde::{Deserialize, Serialize};

use crate::extract::ApiJson;
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/v1/credentials", get(list))
        .route(
            "/api/v1/credentials/{credential_type}/identities",
            post(add),
        )
        .route(
            "/api/v1/credentials/{credential_type}/inclusion-proof/{commitment}",
            get(inclusion_proof),
        )
}

#[derive(Deserialize)]
pub struct EnvQuery {
    #[serde(default)]
    staging: bool,
}

/// One commitment or a batch of them.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AddBody {
    identity_commitment: Option<String>,
    identity_commitments: Option<Vec<String>>,
}

#[derive(Serialize)]
pub struct AddResponse {
    root: Field,
    /// The first (for a single commitment, the only) new leaf.
    leaf_index: u64,
    leaf_indexes: Vec<u64>,
}

/// Parses the body's commitments, naming the bad one.
pub fn commitments(body: AddBody) -> Result<Vec<Field>, ApiError> {
    let raw = match (body.identity_commitment, body.identity_commitments) {
        (Some(one), None) => vec![one],
        (None, Some(many)) => many,
        _ => {
            return Err(ApiError::invalid(
                "identity_commitment",
                "Give either `identity_commitment` or `identity_commitments`.",
            ));
        }
    };
    raw.iter()
        .map(|c| {
            Field::parse(c).map_err(|e| {
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "invalid_format",
                    format!("Identity commitment {c:?}: {e}."),
                )
                .with_attribute("identity_commitment")
            })
        })
        .collect()
}

pub async fn add_to_set(
    state: &AppState,
    key: &SetKey,
    body: AddBody,
) -> Result<Json<AddResponse>, ApiError> {
    let commitments = commitments(body)?;
    let added = state.humanid.registry().add(key, &commitments).await?;
    let leaf_index = added.leaf_indexes.first().copied().unwrap_or_default();
    Ok(Json(AddResponse {
        root: added.root,
        leaf_index,
        leaf_indexes: added.leaf_indexes,
    }))
}

async fn add(
    State(state): State<AppState>,
    Path(credential_type): Path<String>,
    Query(q): Query<EnvQuery>,
    headers: HeaderMap,
    ApiJson(body): ApiJson<AddBody>,
) -> Result<Json<AddResponse>, ApiError> {
    if !crate::extract::bearer(&headers).is_some_and(|t| state.humanid.is_operator(t)) {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthenticated",
            "The operator token is required (Authorization: Bearer …); unset, this endpoint is disabled.",
        )
        .with_header(header::WWW_AUTHENTICATE, "Bearer"));
    }
    let key = SetKey::new(&credential_type, Environment::from_staging(q.staging))?;
    add_to_set(&state, &key, body).await
}

async fn inclusion_proof(
    State(state): State<AppState>,
    Path((credential_type, commitment)): Path<(String, String)>,
    Query(q): Query<EnvQuery>,
) -> Result<Json<InclusionProof>, ApiError> {
    let key = SetKey::new(&credential_type, Environment::from_staging(q.staging))?;
    let commitment = Field::parse(&commitment).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_format",
            format!("Identity commitment: {e}."),
        )
        .with_attribute("identity_commitment")
    })?;
    Ok(Json(
        state
            .humanid
            .registry()
            .inclusion_proof(&key, &commitment)
            .await?,
    ))
}

async fn list(State(state): State<AppState>) -> Result<Json<Vec<SetInfo>>, ApiError> {
    Ok(Json(state.humanid.registry().list().await?))
}
