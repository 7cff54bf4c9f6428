//! The developer API surface (`{base_url}/api/…`).

mod credentials;
mod hosted;
mod jwks;
mod precheck;
pub mod simulator;
mod verify;

use axum::Router;

use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .merge(credentials::routes())
        .merge(jwks::routes())
        .merge(simulator::routes())
        .merge(verify::routes())
        .merge(precheck::routes())
        .merge(hosted::routes())
}
