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
use super::form::{OAuthErrorBody, no_store, oauth_error, typed};
use crate::AppState;
use crate::cors::preflight;
use humanid_core::oidc::TokenResponse;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/token",
        post(token).options(|h: HeaderMap| async move { preflight("POST, OPTIONS", &h) }),
    )
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
) -> Response {
    let mut req: TokenRequest = match typed(&form) {
        Ok(req) => req,
        Err(e) => return oauth_error(e),
    };
    // A DPoP proof binds the access token to the proof's key (RFC 9449 §5).
    req.dpop_jkt = match dpop::proof(&headers) {
        Ok(None) => None,
        Ok(Some(proof)) => {
            let url = format!("{}/token", state.humanid.settings().auth_url);
            let expected = Expected {
                method: "POST",
                url: &url,
                access_token: None,
            };
            match state.humanid.check_dpop(proof, &expected) {
                Ok(jkt) => Some(jkt),
                Err(e) => return oauth_error(dpop::refused(e, false)),
            }
        }
        Err(e) => return oauth_error(dpop::refused(e, false)),
    };
    match state.humanid.token(&client.app, req).await {
        Ok(tokens) => no_store(Json(tokens).into_response()),
        Err(e) => oauth_error(e.into()),
    }
}
