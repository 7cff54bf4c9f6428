//! `POST /api/v1/simulator/{credential_type}/identities`: anyone may enrol a test
//! identity, into staging sets only, at a limited rate per client address.

use std::net::SocketAddr;

use axum::Extension;
use axum::extract::{ConnectInfo, Path, State};
use axum::routing::post;
use axum::{Json, Router};
use humanid_core::registry::{Environment, SetKey};

use super::credentials::{AddBody, AddResponse, add_to_set};
use crate::extract::ApiJson;
use crate::{ApiError, AppState, rate_limit};

/// Enrolments per second per client address, with a burst allowance.
pub const PER_SECOND: u32 = 5;
pub const BURST: u32 = 20;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/api/v1/simulator/{credential_type}/identities",
        post(enrol),
    )
}

async fn enrol(
    State(state): State<AppState>,
    Path(credential_type): Path<String>,
    peer: Option<Extension<ConnectInfo<SocketAddr>>>,
    ApiJson(body): ApiJson<AddBody>,
) -> Result<Json<AddResponse>, ApiError> {
    let ip = rate_limit::client_ip(peer);
    rate_limit::check(&state.simulator_limiter, ip, "simulator enrolments")?;
    let key = SetKey::new(&credential_type, Environment::Staging)?;
    add_to_set(&state, &key, body).await
}
