//! Per-address rate limits for the unauthenticated endpoints that write: simulator
//! enrolments and new wallet hand-off requests (`/authorize`, the hosted page). Each
//! replica limits on its own; the address is the socket peer's (see README).

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::Extension;
use axum::extract::ConnectInfo;
use axum::http::StatusCode;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::ApiError;

pub type Limiter = Arc<DefaultKeyedRateLimiter<IpAddr>>;

/// A limiter allowing `per_second` per address, with bursts up to `burst`.
pub fn limiter(per_second: u32, burst: u32) -> Limiter {
    let quota = Quota::per_second(NonZeroU32::new(per_second).unwrap_or(NonZeroU32::MIN))
        .allow_burst(NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN));
    Arc::new(RateLimiter::keyed(quota))
}

/// The client's address, as the connection shows it.
pub fn client_ip(peer: Option<Extension<ConnectInfo<SocketAddr>>>) -> IpAddr {
    peer.map_or(IpAddr::from([0, 0, 0, 0]), |Extension(ConnectInfo(a))| {
        a.ip()
    })
}

/// `Err(429 rate_limited)` when `ip` is over `limiter`'s quota.
pub fn check(limiter: &Limiter, ip: IpAddr, what: &str) -> Result<(), ApiError> {
    limiter.check_key(&ip).map_err(|_| {
        ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!("Too many {what} from this address; try again shortly."),
        )
    })
}
