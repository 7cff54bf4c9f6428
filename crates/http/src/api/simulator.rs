//! `POST /api/v1/simulator/{credential_type}/identities`: anyone may enrol a test
//! identity, into staging sets only, at a limited rate per client address.

use axum::extract::{Path, State};
use axum::routing::post;
use axum::{Json, Router};
use humanid_core::registry::{Environment, SetKey};

use super::credentials::{IdentitiesAdded, IdentitiesBody, add_to_set};
use crate::extract::ApiJson;
use crate::rate_limit::{self, ClientIp};
use crate::{ApiError, AppState, ErrorBody};

/// Enrolments per second per client address, with a burst allowance.
pub const PER_SECOND: u32 = 5;
pub const BURST: u32 = 20;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/api/v1/simulator/{credential_type}/identities",
        post(enrol),
    )
}

#[utoipa::path(
    post,
    path = "/api/v1/simulator/{credential_type}/identities",
    tag = "developer API",
    params(crate::openapi::CredentialTypePath),
    request_body = IdentitiesBody,
    responses(
        (status = 200, description = "Enrolled in the staging set", body = IdentitiesAdded),
        (status = 400, description = "Bad body or commitment, unknown credential type", body = ErrorBody),
        (status = 409, description = "A commitment is already in the set (`already_included`)", body = ErrorBody),
        crate::openapi::JsonBodyRefusals,
        (status = 429, description = "Too many enrolments from this address", body = ErrorBody),
    )
)]
pub(crate) async fn enrol(
    State(state): State<AppState>,
    Path(credential_type): Path<String>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<IdentitiesBody>,
) -> Result<Json<IdentitiesAdded>, ApiError> {
    rate_limit::check(&state.simulator_limiter, ip, "simulator enrolments")?;
    let key = SetKey::new(&credential_type, Environment::Staging)?;
    add_to_set(&state, &key, body).await
}
