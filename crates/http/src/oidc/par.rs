//! `POST /par` (RFC 9126): a client pushes its authorization request, authenticated as at
//! `/token`, and gets a `request_uri` for `/authorize` (one use, 60 s).

use axum::Json;
use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use humanid_core::oidc::AuthorizeError;
use humanid_core::oidc::pushed::Pushed;

use super::client_auth::ClientRequest;
use super::form::{OAuthErrorBody, no_store, oauth_error};
use crate::cors::with_preflight;
use crate::{ApiError, AppState};
use humanid_core::Code;

pub fn routes() -> Router<AppState> {
    Router::new().route("/par", with_preflight(post(par), "POST, OPTIONS"))
}

#[utoipa::path(
    post,
    path = "/par",
    tag = "identity provider",
    request_body(content = String, content_type = "application/x-www-form-urlencoded",
        description = "The authorization request's parameters plus client authentication"),
    security(("client_basic" = []), ()),
    responses(
        (status = 201, description = "The request is kept for one use", body = Pushed),
        (status = 400, description = "The request is invalid (`invalid_request`, `invalid_request_object`, …)", body = OAuthErrorBody),
        super::client_auth::ClientRequestRefusals,
    )
)]
pub(crate) async fn par(
    State(state): State<AppState>,
    ClientRequest { mut form, client }: ClientRequest,
) -> Response {
    for auth_field in ["client_secret", "client_assertion", "client_assertion_type"] {
        form.remove(auth_field);
    }
    match state.humanid.push_authorization(&client.app, form).await {
        Ok(pushed) => no_store((StatusCode::CREATED, Json(pushed)).into_response()),
        Err(AuthorizeError::Page(e)) => oauth_error(ApiError::from(e)),
        Err(AuthorizeError::Redirect(delivery)) => {
            let error = delivery
                .params
                .iter()
                .find(|(k, _)| k == "error_description")
                .map(|(_, v)| v.clone())
                .unwrap_or_default();
            oauth_error(ApiError::new(
                StatusCode::BAD_REQUEST,
                Code::InvalidRequest,
                error,
            ))
        }
    }
}
