//! The identity provider surface (`{auth_url}`): one module per endpoint.

mod authorize;
pub mod discovery;
mod form;
mod introspect;
pub(crate) mod jwks;
mod logout;
mod revoke;
mod token;
mod userinfo;

use axum::Router;

use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .merge(discovery::routes())
        .merge(authorize::routes())
        .merge(token::routes())
        .merge(introspect::routes())
        .merge(userinfo::routes())
        .merge(jwks::routes())
        .merge(revoke::routes())
        .merge(logout::routes())
}
