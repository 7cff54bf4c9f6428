//! `GET|POST /userinfo` (docs/architecture.md, "OpenID Connect"): the claims an access
//! token's scopes allow. The token comes as `Authorization: Bearer`, or in a POSTed form's
//! `access_token` (RFC 6750 §2.2), never both. Every 401 carries RFC 6750's `error` beside
//! our `code`.

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::dpop;
use super::form::{
    OAuthErrorBody, is_form, no_store, oauth_error, oauth_error_named, parse_form, typed,
};
use crate::cors::open_to_any_origin;
use crate::extract::bearer;
use crate::{ApiError, AppState};
use humanid_core::Code;
use humanid_core::oidc::dpop::{DpopError, Expected};
use humanid_core::oidc::userinfo::{UserInfo, UserInfoAnswer};

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/userinfo",
        open_to_any_origin(get(userinfo_get).post(userinfo), "GET, POST, OPTIONS"),
    )
}

/// A 401 with the Bearer challenge (naming the error only when a token was presented,
/// RFC 6750 §3.1) and `error: invalid_token` in the body.
fn refused(code: Code, detail: &str, challenge: &str) -> Response {
    let err = ApiError::new(StatusCode::UNAUTHORIZED, code, detail)
        .with_header(header::WWW_AUTHENTICATE, challenge);
    oauth_error_named(err, Code::InvalidToken.oauth_error())
}

/// RFC 6750 §2.2: the access token in a form body instead of the header (a POST may
/// carry it in `Authorization: Bearer` instead, never in both).
#[derive(serde::Deserialize, utoipa::ToSchema)]
pub(crate) struct UserinfoForm {
    access_token: Option<String>,
}

/// The 401 of GET and POST `/userinfo` ([`refused`]).
#[derive(utoipa::IntoResponses)]
#[response(
    status = 401,
    description = "No token, or an invalid one (`WWW-Authenticate: Bearer`)"
)]
#[allow(dead_code)] // only its documentation is read
struct BearerRefused(OAuthErrorBody<'static>);

#[utoipa::path(
    get,
    path = "/userinfo",
    tag = "identity provider",
    security(("access_token" = [])),
    responses(
        (status = 200, description = "The claims the token's scopes allow", body = UserInfo),
        BearerRefused,
    )
)]
pub(crate) async fn userinfo_get(State(state): State<AppState>, headers: HeaderMap) -> Response {
    answer(state, "GET", headers, Bytes::new()).await
}

#[utoipa::path(
    post,
    path = "/userinfo",
    tag = "identity provider",
    request_body(content = UserinfoForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "The claims the token's scopes allow", body = UserInfo),
        BearerRefused,
        (status = 400, description = "Token both in header and form, or a bad form", body = OAuthErrorBody),
        crate::openapi::BodyTooLarge,
    )
)]
pub(crate) async fn userinfo(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    answer(state, "POST", headers, body).await
}

async fn answer(state: AppState, method: &str, headers: HeaderMap, body: Bytes) -> Response {
    // `Authorization: Bearer <token>`, or `DPoP <token>` with a proof (RFC 9449 §7.1).
    let (in_header, scheme) = match presented(&headers) {
        Some((token, scheme)) => (Some(token.to_owned()), scheme),
        None => (None, Scheme::Bearer),
    };
    // A GET has no body to speak of; a POST's counts only when it is a form.
    let in_body = if is_form(&headers) {
        match parse_form(&headers, &body).and_then(|f| typed::<UserinfoForm>(&f)) {
            Ok(form) => form.access_token.filter(|t| !t.is_empty()),
            Err(e) => return oauth_error_named(e, Code::InvalidRequest.oauth_error()),
        }
    } else {
        None
    };
    let token = match (in_header, in_body) {
        (Some(_), Some(_)) => {
            let err = ApiError::new(
                StatusCode::BAD_REQUEST,
                Code::InvalidRequest,
                "Send the access token in the Authorization header or the form body, not both.",
            )
            .with_attribute("access_token");
            return oauth_error(err);
        }
        (Some(t), None) | (None, Some(t)) => t,
        (None, None) => {
            return refused(
                Code::Unauthenticated,
                "An access token is required: Authorization: Bearer <token>.",
                "Bearer realm=\"humanid\"",
            );
        }
    };
    let invalid = |scheme: Scheme| {
        let challenge = match scheme {
            Scheme::Bearer => "Bearer realm=\"humanid\", error=\"invalid_token\"".to_owned(),
            Scheme::Dpop => dpop::challenge(Some(Code::InvalidToken.oauth_error())),
        };
        refused(
            Code::InvalidToken,
            "The access token is invalid, expired or revoked.",
            &challenge,
        )
    };
    let claims = match state.humanid.access_token_claims(&token).await {
        Ok(Some(claims)) => claims,
        Ok(None) => return invalid(scheme),
        Err(e) => return ApiError::from(e).into_response(),
    };
    // A bound token works only as `DPoP` with a proof of its key; an unbound one only as
    // `Bearer` (RFC 9449 §7.1 and §7.2).
    match (&claims.cnf, scheme) {
        (None, Scheme::Bearer) => {}
        (Some(cnf), Scheme::Dpop) => {
            if let Err(e) = check_bound_proof(&state, method, &headers, &token, &cnf.jkt) {
                return oauth_error_named(dpop::refused(e, true), dpop::INVALID_DPOP_PROOF);
            }
        }
        (Some(_), Scheme::Bearer) => {
            return refused(
                Code::InvalidToken,
                DpopError::Missing.detail(),
                &dpop::challenge(Some(Code::InvalidToken.oauth_error())),
            );
        }
        (None, Scheme::Dpop) => return invalid(scheme),
    }
    match state.humanid.userinfo_answer(&claims).await {
        Ok(UserInfoAnswer::Json(info)) => no_store(Json(info).into_response()),
        Ok(UserInfoAnswer::Jwt(jwt)) => {
            no_store(([(header::CONTENT_TYPE, "application/jwt")], jwt).into_response())
        }
        Err(e) => ApiError::from(e).into_response(),
    }
}

#[derive(Clone, Copy)]
enum Scheme {
    Bearer,
    Dpop,
}

/// The token of `Authorization: Bearer …` or `Authorization: DPoP …` (scheme
/// case-insensitive), and which.
fn presented(headers: &HeaderMap) -> Option<(&str, Scheme)> {
    if let Some(token) = bearer(headers).filter(|t| !t.is_empty()) {
        return Some((token, Scheme::Bearer));
    }
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("dpop") && !token.is_empty()).then_some((token, Scheme::Dpop))
}

/// The request's proof is fresh, for this request and token, and signed by `jkt`'s key.
fn check_bound_proof(
    state: &AppState,
    method: &str,
    headers: &HeaderMap,
    token: &str,
    jkt: &str,
) -> Result<(), DpopError> {
    let proof = dpop::proof(headers)?.ok_or(DpopError::Missing)?;
    let url = format!("{}/userinfo", state.humanid.settings().auth_url);
    let expected = Expected {
        method,
        url: &url,
        access_token: Some(token),
    };
    let proved = state.humanid.check_dpop(proof, &expected)?;
    if humanid_core::secrets::secrets_equal(&proved, jkt) {
        Ok(())
    } else {
        Err(DpopError::WrongKey)
    }
}
