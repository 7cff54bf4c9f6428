//! `POST /introspect` (RFC 7662): is this access token active, for its client.

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::post;

use super::form::{OAuthErrorBody, client_form, no_store, oauth_error, typed};
use crate::{ApiError, AppState, ErrorBody};
use humanid_core::oidc::userinfo::Introspection;
use serde::Deserialize;

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

#[utoipa::path(
    post,
    path = "/introspect",
    tag = "identity provider",
    request_body(content = TokenHintForm, content_type = "application/x-www-form-urlencoded"),
    security(("client_basic" = []), ()),
    responses(
        (status = 200, description = "Whether the token is active; inactive ones carry `code: invalid_token`", body = Introspection),
        (status = 400, description = "Bad form (`required` token, …)", body = OAuthErrorBody),
        (status = 401, description = "Bad client credentials (`invalid_client`)", body = OAuthErrorBody),
        (status = 413, description = "Body over 64 KiB", body = ErrorBody),
    )
)]
pub(crate) async fn introspect(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let (form, client) = match client_form(&state, &headers, &body).await {
        Ok(ok) => ok,
        Err(res) => return res,
    };
    let form: TokenHintForm = match typed(&form) {
        Ok(f) => f,
        Err(e) => return oauth_error(e),
    };
    let Some(token) = form.token.filter(|t| !t.is_empty()) else {
        return oauth_error(
            ApiError::new(
                axum::http::StatusCode::BAD_REQUEST,
                "required",
                "`token` is required.",
            )
            .with_attribute("token"),
        );
    };
    match state.humanid.introspect(&client, &token).await {
        Ok(answer) => no_store(Json(answer).into_response()),
        Err(e) => oauth_error(e.into()),
    }
}
