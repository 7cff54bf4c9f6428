//! The identity provider surface (`{auth_url}`): one module per endpoint.

pub(crate) mod authorize;
pub(crate) mod client_auth;
pub mod discovery;
pub(crate) mod dpop;
pub(crate) mod form;
pub(crate) mod introspect;
pub(crate) mod jwks;
mod logout;
pub(crate) mod par;
pub(crate) mod register;
pub(crate) mod revoke;
pub(crate) mod token;
pub(crate) mod userinfo;

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
        .merge(par::routes())
        .merge(register::routes())
}
