//! `POST /api/v1/simulator/{credential_type}/identities`: anyone may enrol a test
//! identity, into staging sets only, at a limited rate per client address.

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::Extension;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use humanid_core::registry::{Environment, SetKey};

use super::credentials::{AddBody, AddResponse, add_to_set};
use crate::extract::ApiJson;
use crate::{ApiError, AppState};

/// Enrolments per second per client address, with a burst allowance.
const PER_SECOND: u32 = 5;
const BURST: u32 = 20;

pub type Limiter = Arc<DefaultKeyedRateLimiter<IpAddr>>;

/// The per-address limiter of one service instance.
pub fn limiter() -> Limiter {
    let quota = Quota::per_second(NonZeroU32::new(PER_SECOND).unwrap_or(NonZeroU32::MIN))
        .allow_burst(NonZeroU32::new(BURST).unwrap_or(NonZeroU32::MIN));
    Arc::new(RateLimiter::keyed(quota))
}

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
    let ip = peer.map_or(
        IpAddr::from([0, 0, 0, 0]),
        |Extension(ConnectInfo(addr))| addr.ip(),
    );
    if state.simulator_limiter.check_key(&ip).is_err() {
        return Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            "Too many simulator enrolments from this address; try again shortly.",
        ));
    }
    let key = SetKey::new(&credential_type, Environment::Staging)?;
    add_to_set(&state, &key, body).await
}
