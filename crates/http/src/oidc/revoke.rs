//! `POST /revoke` (RFC 7009; docs/architecture.md, "IdP sessions"): client authentication
//! as `/token`; always 200 for a well-formed request, whether or not the token was the
//! client's to revoke.

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;

use super::client_auth::ClientRequest;
use super::form::{OAuthError, OAuthErrorBody, no_store};
use super::introspect::TokenHintForm;
use crate::AppState;
use crate::cors::with_preflight;

pub fn routes() -> Router<AppState> {
    Router::new().route("/revoke", with_preflight(post(revoke), "POST, OPTIONS"))
}

#[utoipa::path(
    post,
    path = "/revoke",
    tag = "identity provider",
    request_body(content = TokenHintForm, content_type = "application/x-www-form-urlencoded"),
    security(("client_basic" = []), ()),
    responses(
        (status = 200, description = "Revoked, or nothing to revoke (RFC 7009), empty body"),
        (status = 400, description = "Bad form (`required` token, …)", body = OAuthErrorBody),
        super::client_auth::ClientRequestRefusals,
    )
)]
pub(crate) async fn revoke(
    State(state): State<AppState>,
    ClientRequest { form, client }: ClientRequest,
) -> Result<Response, OAuthError> {
    let (token, hint) = TokenHintForm::read(&form)?;
    // An unknown `token_type_hint` is ignored (RFC 7009 §2.1 lets the server search).
    let revoked = state.humanid.revoke(&client.app, &token, hint.as_deref());
    revoked.await?;
    Ok(no_store(StatusCode::OK.into_response()))
}
