//! The developer API surface (`{base_url}/api/…`).

mod credentials;
pub mod simulator;

use axum::Router;

use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .merge(credentials::routes())
        .merge(simulator::routes())
}
