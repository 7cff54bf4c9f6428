//! `POST /token`: the code exchange and refresh (docs/architecture.md, "OpenID Connect" and
//! "IdP sessions").

use axum::Json;
use axum::Router;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use humanid_core::oidc::TokenRequest;
use humanid_core::oidc::dpop::Expected;

use super::client_auth::ClientRequest;
use super::dpop;
use super::form::{OAuthError, OAuthErrorBody, no_store, typed};
use crate::cors::with_preflight;
use crate::{ApiError, AppState};
use humanid_core::oidc::TokenResponse;

pub fn routes() -> Router<AppState> {
    Router::new().route("/token", with_preflight(post(token), "POST, OPTIONS"))
}

#[utoipa::path(
    post,
    path = "/token",
    tag = "identity provider",
    request_body(content = TokenRequest, content_type = "application/x-www-form-urlencoded"),
    security(("client_basic" = []), ()),
    responses(
        (status = 200, description = "Tokens (`Cache-Control: no-store`)", body = TokenResponse),
        (status = 400, description = "Bad form or grant (`invalid_grant`, `required`, …)", body = OAuthErrorBody),
        super::client_auth::ClientRequestRefusals,
    )
)]
pub(crate) async fn token(
    State(state): State<AppState>,
    headers: HeaderMap,
    ClientRequest { form, client }: ClientRequest,
) -> Result<Response, OAuthError> {
    let mut req: TokenRequest = typed(&form)?;
    req.dpop_jkt = dpop_key(&state, &headers)?;
    let tokens = state.humanid.token(&client.app, req).await?;
    Ok(no_store(Json(tokens).into_response()))
}

/// The key a DPoP proof, if the request has one, binds the access token to (RFC 9449 §5).
fn dpop_key(state: &AppState, headers: &HeaderMap) -> Result<Option<String>, ApiError> {
    let refused = |e| dpop::refused(e, false);
    let Some(proof) = dpop::proof(headers).map_err(refused)? else {
        return Ok(None);
    };
    let url = format!("{}/token", state.humanid.settings().auth_url);
    let expected = Expected {
        method: "POST",
        url: &url,
        access_token: None,
    };
    let jkt = state
        .humanid
        .check_dpop(proof, &expected)
        .map_err(refused)?;
    Ok(Some(jkt))
}
