//! `GET /jwks` (alias `/jwks.json`): the identity provider's token-signing keys, named by
//! discovery's `jwks_uri`. Retired keys stay listed until their last token has expired.

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use humanid_core::keys::{Jwks, Purpose};

use crate::cors::open_to_any_origin;
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/jwks", open_to_any_origin(get(jwks), "GET, OPTIONS"))
        .route(
            "/jwks.json",
            open_to_any_origin(get(jwks_alias), "GET, OPTIONS"),
        )
}

#[utoipa::path(
    get,
    path = "/jwks",
    tag = "identity provider",
    responses((status = 200, description = "The keys that sign ID and access tokens", body = Jwks))
)]
pub(crate) async fn jwks(State(state): State<AppState>) -> Result<Response, ApiError> {
    jwks_response(&state, Purpose::Oidc).await
}

#[utoipa::path(
    get,
    path = "/jwks.json",
    tag = "identity provider",
    responses((status = 200, description = "The same as `/jwks`", body = Jwks))
)]
pub(crate) async fn jwks_alias(State(state): State<AppState>) -> Result<Response, ApiError> {
    jwks_response(&state, Purpose::Oidc).await
}

/// The JWKS of `purpose` as JSON, from the key ring's pre-rendered copy.
pub(crate) async fn jwks_response(
    state: &AppState,
    purpose: Purpose,
) -> Result<Response, ApiError> {
    let body = state.humanid.keys().jwks_json(purpose).await?;
    let mut res = body.as_str().to_owned().into_response();
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    Ok(res)
}
