//! `GET /api/v1/jwks`: the keys that sign hosted-page verification results (RS256).

use axum::Router;
use axum::extract::State;
use axum::response::Response;
use axum::routing::get;
use humanid_core::keys::Purpose;

use crate::ApiError;
use crate::AppState;
use crate::cors::open_to_any_origin;
use humanid_core::keys::Jwks;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/api/v1/jwks",
        open_to_any_origin(get(jwks), "GET, OPTIONS"),
    )
}

#[utoipa::path(
    get,
    path = "/api/v1/jwks",
    tag = "developer API",
    responses((status = 200, description = "Keys that sign hosted-page verification results", body = Jwks))
)]
pub(crate) async fn jwks(State(state): State<AppState>) -> Result<Response, ApiError> {
    crate::oidc::jwks::jwks_response(&state, Purpose::Api).await
}
