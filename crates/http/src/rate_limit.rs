//! Per-address rate limits for the unauthenticated endpoints that write: simulator
//! enrolments and new wallet hand-off requests (`/authorize`, the hosted page). Each
//! replica limits on its own; the address is the socket peer's (see README).

use humanid_core::Code;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::StatusCode;
use axum::http::request::Parts;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::ApiError;

/// How often addresses whose quota has fully refilled are forgotten: the limiter keeps a
/// cell per address it has seen, so without this it grows with every new client.
const SWEEP_EVERY: Duration = Duration::from_secs(30);

pub type Limiter = Arc<AddressLimiter>;

pub struct AddressLimiter {
    per_address: DefaultKeyedRateLimiter<IpAddr>,
    swept: Mutex<Instant>,
}

/// A limiter allowing `per_second` per address, with bursts up to `burst`.
pub fn limiter(per_second: u32, burst: u32) -> Limiter {
    let quota = Quota::per_second(NonZeroU32::new(per_second).unwrap_or(NonZeroU32::MIN))
        .allow_burst(NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN));
    Arc::new(AddressLimiter {
        per_address: RateLimiter::keyed(quota),
        swept: Mutex::new(Instant::now()),
    })
}

impl AddressLimiter {
    /// Addresses tracked now (those not yet swept out).
    pub fn tracked(&self) -> usize {
        self.per_address.len()
    }

    /// Forgets addresses that are back to a full quota, at most every [`SWEEP_EVERY`]
    /// (an address forgotten then starts again with a full quota, as it would anyway).
    fn sweep_if_due(&self) {
        let mut swept = self.swept.lock().unwrap_or_else(|p| p.into_inner());
        if swept.elapsed() < SWEEP_EVERY {
            return;
        }
        *swept = Instant::now();
        drop(swept);
        self.sweep();
    }

    fn sweep(&self) {
        self.per_address.retain_recent();
        self.per_address.shrink_to_fit();
    }
}

/// The client's address, as the connection shows it: an extractor for the handlers that
/// rate-limit by it.
pub struct ClientIp(pub IpAddr);

impl<S: Send + Sync> FromRequestParts<S> for ClientIp {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Infallible> {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>();
        Ok(ClientIp(
            peer.map_or(IpAddr::from([0, 0, 0, 0]), |a| a.0.ip()),
        ))
    }
}

/// `Err(429 rate_limited)` when `ip` is over `limiter`'s quota.
pub fn check(limiter: &Limiter, ip: IpAddr, what: &str) -> Result<(), ApiError> {
    limiter.sweep_if_due();
    limiter.per_address.check_key(&ip).map_err(|_| {
        ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            Code::RateLimited,
            format!("Too many {what} from this address; try again shortly."),
        )
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn addresses_back_to_a_full_quota_are_forgotten_by_the_sweep() {
        // A quota that refills within a microsecond, so no address stays limited long.
        let limiter = limiter(1_000_000, 1);
        for i in 0..10_000u32 {
            check(&limiter, IpAddr::from(i.to_be_bytes()), "tests").unwrap();
        }
        assert_eq!(limiter.tracked(), 10_000);
        let deadline = Instant::now() + Duration::from_secs(10);
        while limiter.tracked() > 0 && Instant::now() < deadline {
            limiter.sweep();
        }
        assert_eq!(limiter.tracked(), 0, "every refilled address is forgotten");
        // A forgotten address starts again with its full quota.
        check(&limiter, IpAddr::from([10, 0, 0, 1]), "tests").unwrap();
    }
}
