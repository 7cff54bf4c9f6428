//! `GET /jwks` (alias `/jwks.json`): the identity provider's token-signing keys, named by
//! discovery's `jwks_uri`. Retired keys stay listed until their last token has expired.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::middleware::from_fn;
use axum::routing::get;
use axum::{Json, Router};
use humanid_core::keys::Purpose;
use serde_json::Value;

use crate::cors::{allow_any_origin, preflight};
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    let route = || {
        get(jwks)
            .options(|h: HeaderMap| async move { preflight("GET, OPTIONS", &h) })
            .layer(from_fn(allow_any_origin))
    };
    Router::new()
        .route("/jwks", route())
        .route("/jwks.json", route())
}

async fn jwks(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    Ok(Json(state.humanid.keys().jwks(Purpose::Oidc).await?))
}
