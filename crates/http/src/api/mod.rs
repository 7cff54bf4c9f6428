//! The developer API surface (`{base_url}/api/…`).

mod create_action;
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
        .merge(create_action::routes())
        .merge(credentials::routes())
        .merge(jwks::routes())
        .merge(simulator::routes())
        .merge(verify::routes())
        .merge(precheck::routes())
        .merge(hosted::routes())
}
