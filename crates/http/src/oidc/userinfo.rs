//! `GET|POST /userinfo` (docs/architecture.md, "OpenID Connect"): the claims an access
//! token's scopes allow. The token comes as `Authorization: Bearer`, or in a POSTed form's
//! `access_token` (RFC 6750 §2.2), never both. Every 401 carries RFC 6750's `error` beside
//! our `code`.

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::from_fn;
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::form::{OAuthErrorBody, is_form, no_store, oauth_error_named, parse_form, typed};
use crate::cors::{allow_any_origin, preflight};
use crate::extract::bearer;
use crate::{ApiError, AppState, ErrorBody};
use humanid_core::oidc::userinfo::UserInfo;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/userinfo",
        get(userinfo_get)
            .post(userinfo)
            .options(|h: HeaderMap| async move { preflight("GET, POST, OPTIONS", &h) })
            .layer(from_fn(allow_any_origin)),
    )
}

/// A 401 with the Bearer challenge (naming the error only when a token was presented,
/// RFC 6750 §3.1) and `error: invalid_token` in the body.
fn refused(code: &str, detail: &str, challenge: &str) -> Response {
    let err = ApiError::new(StatusCode::UNAUTHORIZED, code, detail)
        .with_header(header::WWW_AUTHENTICATE, challenge);
    oauth_error_named(err, "invalid_token")
}

/// RFC 6750 §2.2: the access token in a form body instead of the header (a POST may
/// carry it in `Authorization: Bearer` instead, never in both).
#[derive(serde::Deserialize, utoipa::ToSchema)]
pub(crate) struct UserinfoForm {
    access_token: Option<String>,
}

#[utoipa::path(
    get,
    path = "/userinfo",
    tag = "identity provider",
    security(("access_token" = [])),
    responses(
        (status = 200, description = "The claims the token's scopes allow", body = UserInfo),
        (status = 401, description = "No token, or an invalid one (`WWW-Authenticate: Bearer`)", body = OAuthErrorBody),
    )
)]
pub(crate) async fn userinfo_get(state: State<AppState>, headers: HeaderMap) -> Response {
    userinfo(state, headers, Bytes::new()).await
}

#[utoipa::path(
    post,
    path = "/userinfo",
    tag = "identity provider",
    request_body(content = UserinfoForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "The claims the token's scopes allow", body = UserInfo),
        (status = 400, description = "Token both in header and form, or a bad form", body = OAuthErrorBody),
        (status = 401, description = "No token, or an invalid one (`WWW-Authenticate: Bearer`)", body = OAuthErrorBody),
        (status = 413, description = "Body over 64 KiB", body = ErrorBody),
    )
)]
pub(crate) async fn userinfo(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let in_header = bearer(&headers)
        .filter(|t| !t.is_empty())
        .map(str::to_owned);
    // A GET has no body to speak of; a POST's counts only when it is a form.
    let in_body = if is_form(&headers) {
        match parse_form(&headers, &body).and_then(|f| typed::<UserinfoForm>(&f)) {
            Ok(form) => form.access_token.filter(|t| !t.is_empty()),
            Err(e) => return oauth_error_named(e, "invalid_request"),
        }
    } else {
        None
    };
    let token = match (in_header, in_body) {
        (Some(_), Some(_)) => {
            let err = ApiError::new(
                StatusCode::BAD_REQUEST,
                "invalid_request",
                "Send the access token in the Authorization header or the form body, not both.",
            )
            .with_attribute("access_token");
            return oauth_error_named(err, "invalid_request");
        }
        (Some(t), None) | (None, Some(t)) => t,
        (None, None) => {
            return refused(
                "unauthenticated",
                "An access token is required: Authorization: Bearer <token>.",
                "Bearer realm=\"humanid\"",
            );
        }
    };
    match state.humanid.access_token_claims(&token).await {
        Ok(Some(claims)) => no_store(Json(state.humanid.userinfo(&claims)).into_response()),
        Ok(None) => refused(
            "invalid_token",
            "The access token is invalid, expired or revoked.",
            "Bearer realm=\"humanid\", error=\"invalid_token\"",
        ),
        Err(e) => ApiError::from(e).into_response(),
    }
}
