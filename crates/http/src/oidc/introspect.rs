//! `POST /introspect` (RFC 7662): is this access token active, for its client.

use axum::Json;
use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use humanid_core::Code;

use super::client_auth::{ClientRequest, client_auth_error};
use super::form::{OAuthError, OAuthErrorBody, no_store, typed};
use crate::{ApiError, AppState};
use humanid_core::oidc::client_auth::{AuthMethod, ClientAuthError};
use humanid_core::oidc::userinfo::Introspection;
use serde::Deserialize;
use std::collections::HashMap;

pub fn routes() -> Router<AppState> {
    Router::new().route("/introspect", post(introspect))
}

/// The token to look at (`token_type_hint` is accepted and not needed).
#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct TokenHintForm {
    #[schema(required = true, min_length = 1)]
    pub(crate) token: Option<String>,
    pub(crate) token_type_hint: Option<String>,
}

impl TokenHintForm {
    /// `(token, token_type_hint)` from the form of `/introspect` or `/revoke`; a missing
    /// or empty `token` is `required`.
    pub(crate) fn read(
        form: &HashMap<String, String>,
    ) -> Result<(String, Option<String>), ApiError> {
        let form: TokenHintForm = typed(form)?;
        match form.token.filter(|t| !t.is_empty()) {
            Some(token) => Ok((token, form.token_type_hint)),
            None => Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                Code::Required,
                "`token` is required.",
            )
            .with_attribute("token")),
        }
    }
}

#[utoipa::path(
    post,
    path = "/introspect",
    tag = "identity provider",
    request_body(content = TokenHintForm, content_type = "application/x-www-form-urlencoded"),
    security(("client_basic" = []), ()),
    responses(
        (status = 200, description = "Whether the token is active; inactive ones carry `code: invalid_token`", body = Introspection),
        (status = 400, description = "Bad form (`required` token, …)", body = OAuthErrorBody),
        super::client_auth::ClientRequestRefusals,
    )
)]
pub(crate) async fn introspect(
    State(state): State<AppState>,
    ClientRequest { form, client }: ClientRequest,
) -> Result<Response, OAuthError> {
    // RFC 7662 §2.1: only an authenticated client may ask.
    if client.method == AuthMethod::None {
        return Ok(client_auth_error(ClientAuthError::PublicClient));
    }
    let (token, _hint) = TokenHintForm::read(&form)?;
    let answer = state.humanid.introspect(&client.app, &token).await?;
    Ok(no_store(Json(answer).into_response()))
}
