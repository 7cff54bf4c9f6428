//! The developer API surface (`{base_url}/api/…`).

pub(crate) mod create_action;
pub(crate) mod credentials;
pub mod credentials_import;
mod hosted;
pub(crate) mod jwks;
pub(crate) mod precheck;
pub(crate) mod simulator;
pub(crate) mod v4;
pub(crate) mod verify;

use axum::Router;

use crate::AppState;

/// Routes whose bodies stream past the 64 KiB limit (operator imports).
pub fn streaming_routes() -> Router<AppState> {
    credentials_import::routes()
}

pub fn routes() -> Router<AppState> {
    Router::new()
        .merge(create_action::routes())
        .merge(credentials::routes())
        .merge(jwks::routes())
        .merge(simulator::routes())
        .merge(verify::routes())
        .merge(v4::routes())
        .merge(precheck::routes())
        .merge(hosted::routes())
}
