//! The identity provider surface (`{auth_url}`).

mod jwks;

use axum::Router;

use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new().merge(jwks::routes())
}
