//! `/api/v1/credentials…`: the credential sets (the service's own sequencer).
//!
//! - `GET  /api/v1/credentials` — every set with depth, size and current root.
//! - `POST /api/v1/credentials/{credential_type}/identities[?staging=true]` — operator only.
//! - `GET  /api/v1/credentials/{credential_type}/inclusion-proof/{commitment}[?staging=true]`.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use humanid_core::Code;
use humanid_core::formats::FieldHex;
use humanid_core::registry::{Environment, InclusionProof, SetInfo, SetKey};
use humanid_proof::Field;
use serde::{Deserialize, Serialize};

use crate::callers::Operator;
use crate::extract::ApiJson;
use crate::{ApiError, AppState, ErrorBody};

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

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EnvQuery {
    /// The staging set instead of the production one.
    #[serde(default)]
    staging: bool,
}

/// One commitment or a batch of them (give exactly one of the two fields).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IdentitiesBody {
    #[schema(value_type = Option<FieldHex>)]
    identity_commitment: Option<String>,
    #[schema(value_type = Option<Vec<FieldHex>>)]
    identity_commitments: Option<Vec<String>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct IdentitiesAdded {
    #[schema(value_type = String)]
    root: Field,
    /// The first (for a single commitment, the only) new leaf.
    leaf_index: u64,
    leaf_indexes: Vec<u64>,
}

/// Parses the body's commitments, naming the bad one.
pub fn commitments(body: IdentitiesBody) -> Result<Vec<Field>, ApiError> {
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
                    Code::InvalidFormat,
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
    body: IdentitiesBody,
) -> Result<Json<IdentitiesAdded>, ApiError> {
    let commitments = commitments(body)?;
    let added = state.humanid.registry().add(key, &commitments).await?;
    let leaf_index = added.leaf_indexes.first().copied().unwrap_or_default();
    Ok(Json(IdentitiesAdded {
        root: added.root,
        leaf_index,
        leaf_indexes: added.leaf_indexes,
    }))
}

#[utoipa::path(
    post,
    path = "/api/v1/credentials/{credential_type}/identities",
    tag = "developer API",
    params(crate::openapi::CredentialTypePath, EnvQuery),
    request_body = IdentitiesBody,
    security(("operator_token" = [])),
    responses(
        (status = 200, description = "Added to the set", body = IdentitiesAdded),
        (status = 400, description = "Bad body or commitment, unknown credential type", body = ErrorBody),
        (status = 401, description = "No operator token, or the endpoint is disabled", body = ErrorBody),
        (status = 409, description = "A commitment is already in the set (`already_included`)", body = ErrorBody),
        crate::openapi::JsonBodyRefusals,
    )
)]
pub(crate) async fn add(
    State(state): State<AppState>,
    Path(credential_type): Path<String>,
    Query(q): Query<EnvQuery>,
    _: Operator,
    ApiJson(body): ApiJson<IdentitiesBody>,
) -> Result<Json<IdentitiesAdded>, ApiError> {
    let key = SetKey::new(&credential_type, Environment::from_staging(q.staging))?;
    add_to_set(&state, &key, body).await
}

#[utoipa::path(
    get,
    path = "/api/v1/credentials/{credential_type}/inclusion-proof/{commitment}",
    tag = "developer API",
    params(
        crate::openapi::CredentialTypePath,
        ("commitment" = FieldHex, Path, description = "The identity commitment"),
        EnvQuery,
    ),
    responses(
        (status = 200, description = "The commitment's Merkle path", body = InclusionProof),
        (status = 400, description = "Malformed commitment or unknown credential type", body = ErrorBody),
        (status = 404, description = "The commitment is not in the set", body = ErrorBody),
    )
)]
pub(crate) async fn inclusion_proof(
    State(state): State<AppState>,
    Path((credential_type, commitment)): Path<(String, String)>,
    Query(q): Query<EnvQuery>,
) -> Result<Json<InclusionProof>, ApiError> {
    let key = SetKey::new(&credential_type, Environment::from_staging(q.staging))?;
    let commitment = Field::parse(&commitment).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            Code::InvalidFormat,
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

#[utoipa::path(
    get,
    path = "/api/v1/credentials",
    tag = "developer API",
    responses((status = 200, description = "Every credential set", body = Vec<SetInfo>))
)]
pub(crate) async fn list(State(state): State<AppState>) -> Result<Json<Vec<SetInfo>>, ApiError> {
    Ok(Json(state.humanid.registry().list().await?))
}
