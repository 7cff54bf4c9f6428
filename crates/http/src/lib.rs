//! HTTP surfaces of humanid. `api_router` is the developer API (`{base_url}`),
//! `auth_router` the identity provider (`{auth_url}`); `combined_router` serves both on
//! one listener. Each endpoint group lives in a module named after its path.

mod api;
mod body;
mod browser;
mod callers;
mod cookies;
mod cors;
mod error;
pub mod extract;
#[doc(hidden)]
pub mod fuzzing;
mod graphql;
mod health;
mod kiosk;
mod metrics;
mod middleware;
mod oidc;
mod openapi;
mod pages;
mod portal;
pub mod rate_limit;
mod relay;
mod requests;
mod serve;

use axum::Router;
use humanid_core::Humanid;

pub use error::{ApiError, ErrorBody};
pub use metrics::install_recorder;
pub use serve::{ServeOptions, Surface, serve, serve_with};
pub mod tls;

/// What every handler can reach: one `Arc`, so the clone axum makes for every `State`
/// extractor and stateful middleware is one counter, not ten (those clones and drops were
/// ~10 % of the CPU at 40,000 requests/s).
#[derive(Clone)]
pub struct AppState(std::sync::Arc<SharedState>);

impl std::ops::Deref for AppState {
    type Target = SharedState;

    fn deref(&self) -> &SharedState {
        &self.0
    }
}

/// The fields of [`AppState`].
pub struct SharedState {
    pub humanid: Humanid,
    pub metrics: metrics_exporter_prometheus::PrometheusHandle,
    pub simulator_limiter: rate_limit::Limiter,
    /// New hand-off requests (`/authorize`, the hosted page) per client address.
    pub request_limiter: rate_limit::Limiter,
    /// New Wallet Bridge relay requests per client address.
    pub relay_limiter: rate_limit::Limiter,
    /// Passkey ceremonies started without a session (portal sign-in, joining by invite)
    /// per client address.
    pub ceremony_limiter: rate_limit::Limiter,
    pub portal_cache: std::sync::Arc<graphql::PortalCache>,
    /// Server-side simulator proofs in flight (each takes a core for about a second).
    /// The discovery document, rendered once.
    pub discovery: axum::body::Bytes,
    /// The OpenAPI document (`/api/openapi.json`), rendered once.
    pub openapi: axum::body::Bytes,
    pub simulator_provers: std::sync::Arc<tokio::sync::Semaphore>,
}

impl AppState {
    pub fn new(humanid: Humanid) -> Self {
        let settings = humanid.settings();
        let discovery = oidc::discovery::document(&settings.auth_url).into();
        let openapi = openapi::document(&settings.base_url, &settings.auth_url).into();
        AppState(std::sync::Arc::new(SharedState {
            humanid,
            metrics: install_recorder(),
            simulator_limiter: rate_limit::limiter(
                api::simulator::PER_SECOND,
                api::simulator::BURST,
            ),
            request_limiter: rate_limit::limiter(
                requests::STARTS_PER_SECOND,
                requests::STARTS_BURST,
            ),
            relay_limiter: rate_limit::limiter(relay::NEW_PER_SECOND, relay::NEW_BURST),
            ceremony_limiter: rate_limit::limiter(
                portal::CEREMONIES_PER_SECOND,
                portal::CEREMONIES_BURST,
            ),
            portal_cache: Default::default(),
            discovery,
            openapi,
            simulator_provers: std::sync::Arc::new(tokio::sync::Semaphore::new(1)),
        }))
    }

    /// Lifts the relay's per-address limit, for load benches from one address. Only a
    /// state not yet shared can change; a shared one comes back as it was.
    #[doc(hidden)]
    pub fn without_relay_limit(mut self) -> Self {
        if let Some(shared) = std::sync::Arc::get_mut(&mut self.0) {
            shared.relay_limiter = rate_limit::limiter(u32::MAX, u32::MAX);
        }
        self
    }
}

/// Routes only the developer API surface serves.
fn api_only() -> Router<AppState> {
    Router::new()
        .merge(metrics::routes())
        .merge(api::routes())
        .merge(openapi::routes())
        .merge(graphql::routes())
        .merge(relay::routes())
        .merge(portal::routes())
        .merge(kiosk::routes())
}

/// Routes only the identity provider surface serves.
fn auth_only() -> Router<AppState> {
    oidc::routes()
}

/// Routes both surfaces serve: health and the wallet hand-off.
fn shared() -> Router<AppState> {
    health::routes().merge(requests::routes())
}

// Each surface's routes alone (`*_routes`), and wrapped in the layers every request
// passes first (`*_router`: request ids, tracing, CORS, error bodies; see `middleware`).
// A routes router's `Debug` lists its paths, which the tests read; a wrapped one's does not.

pub fn api_router(state: AppState) -> Router {
    middleware::wrap(api_routes(state))
}

pub fn auth_router(state: AppState) -> Router {
    middleware::wrap(auth_routes(state))
}

/// Both surfaces on one listener (the default deployment).
pub fn combined_router(state: AppState) -> Router {
    middleware::wrap(combined_routes(state))
}

pub fn api_routes(state: AppState) -> Router {
    middleware::routed(shared().merge(api_only()), api::streaming_routes(), state)
}

pub fn auth_routes(state: AppState) -> Router {
    middleware::routed(shared().merge(auth_only()), Router::new(), state)
}

pub fn combined_routes(state: AppState) -> Router {
    let routes = shared().merge(api_only()).merge(auth_only());
    middleware::routed(routes, api::streaming_routes(), state)
}
