//! `GET /.well-known/openid-configuration` (docs/architecture.md, "OpenID Connect").

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Serialize;

use humanid_core::oidc::client_auth::AuthMethod;
use humanid_core::oidc::pushed::REQUEST_OBJECT_ALGS;

use crate::AppState;
use crate::cors::open_to_any_origin;
use humanid_core::oidc::dpop::DPOP_ALGORITHM_NAMES;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/.well-known/openid-configuration",
        open_to_any_origin(get(discovery), "GET, OPTIONS"),
    )
}

/// Every claim humanid can put in an ID token or a userinfo answer.
fn claims_supported(auth_url: &str) -> Vec<String> {
    let fixed = [
        "sub",
        "iss",
        "aud",
        "exp",
        "iat",
        "jti",
        "scope",
        "auth_time",
        "nonce",
        "at_hash",
        "c_hash",
        "sid",
        "email",
        "email_verified",
        "name",
        "given_name",
        "family_name",
    ];
    let mut out: Vec<String> = fixed.iter().map(|c| c.to_string()).collect();
    out.push(format!("{auth_url}/beta"));
    out
}

/// OpenID Connect Discovery 1.0's provider metadata, as humanid fills it.
#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct Discovery {
    issuer: String,
    authorization_endpoint: String,
    token_endpoint: String,
    userinfo_endpoint: String,
    jwks_uri: String,
    introspection_endpoint: String,
    revocation_endpoint: String,
    end_session_endpoint: String,
    scopes_supported: Vec<&'static str>,
    response_types_supported: Vec<&'static str>,
    response_modes_supported: Vec<&'static str>,
    grant_types_supported: Vec<&'static str>,
    subject_types_supported: Vec<&'static str>,
    id_token_signing_alg_values_supported: Vec<&'static str>,
    code_challenge_methods_supported: Vec<&'static str>,
    token_endpoint_auth_methods_supported: Vec<&'static str>,
    revocation_endpoint_auth_methods_supported: Vec<&'static str>,
    claims_supported: Vec<String>,
    token_endpoint_auth_signing_alg_values_supported: Vec<&'static str>,
    introspection_endpoint_auth_methods_supported: Vec<&'static str>,
    pushed_authorization_request_endpoint: String,
    /// Dynamic client registration (RFC 7591), with a team's registration token.
    registration_endpoint: String,
    require_pushed_authorization_requests: bool,
    request_parameter_supported: bool,
    /// Only `/par`'s URNs: request objects are not fetched by reference.
    request_uri_parameter_supported: bool,
    request_object_signing_alg_values_supported: Vec<&'static str>,
    /// RFC 9207: every authorization response names its issuer.
    authorization_response_iss_parameter_supported: bool,
    /// RFC 9449: the algorithms a DPoP proof may be signed with.
    dpop_signing_alg_values_supported: Vec<&'static str>,
    /// Apps may ask for UserInfo as a signed JWT (`userinfo_signed_response_alg`).
    userinfo_signing_alg_values_supported: Vec<&'static str>,
    /// OpenID Connect Back-Channel Logout 1.0, with `sid` in logout and ID tokens.
    backchannel_logout_supported: bool,
    backchannel_logout_session_supported: bool,
}

/// The document for an issuer at `auth_url`.
pub fn document(auth_url: &str) -> String {
    let client_auth: Vec<&'static str> = AuthMethod::ALL.iter().map(|m| m.as_str()).collect();
    let confidential: Vec<&'static str> = client_auth
        .iter()
        .copied()
        .filter(|m| *m != AuthMethod::None.as_str())
        .collect();
    let mut assertion_algs = vec!["HS256", "HS384", "HS512"];
    assertion_algs.extend(REQUEST_OBJECT_ALGS);
    let doc = Discovery {
        issuer: auth_url.to_owned(),
        authorization_endpoint: format!("{auth_url}/authorize"),
        token_endpoint: format!("{auth_url}/token"),
        userinfo_endpoint: format!("{auth_url}/userinfo"),
        jwks_uri: format!("{auth_url}/jwks"),
        introspection_endpoint: format!("{auth_url}/introspect"),
        revocation_endpoint: format!("{auth_url}/revoke"),
        end_session_endpoint: format!("{auth_url}/logout"),
        scopes_supported: vec!["openid", "email", "profile", "offline_access"],
        response_types_supported: vec![
            "code",
            "id_token",
            "id_token token",
            "code id_token",
            "code token",
            "code id_token token",
        ],
        response_modes_supported: vec!["query", "fragment", "form_post"],
        grant_types_supported: vec!["authorization_code", "implicit", "refresh_token"],
        subject_types_supported: vec!["pairwise"],
        // SPEC names "RSA"; real clients need the JWS names (RS256 is the default; ES256
        // and EdDSA per app).
        id_token_signing_alg_values_supported: vec!["RSA", "RS256", "ES256", "EdDSA"],
        code_challenge_methods_supported: vec!["S256"],
        token_endpoint_auth_methods_supported: client_auth.clone(),
        revocation_endpoint_auth_methods_supported: client_auth,
        claims_supported: claims_supported(auth_url),
        token_endpoint_auth_signing_alg_values_supported: assertion_algs.clone(),
        introspection_endpoint_auth_methods_supported: confidential,
        pushed_authorization_request_endpoint: format!("{auth_url}/par"),
        registration_endpoint: format!("{auth_url}/register"),
        require_pushed_authorization_requests: false,
        request_parameter_supported: true,
        request_uri_parameter_supported: false,
        request_object_signing_alg_values_supported: assertion_algs,
        authorization_response_iss_parameter_supported: true,
        dpop_signing_alg_values_supported: DPOP_ALGORITHM_NAMES.to_vec(),
        userinfo_signing_alg_values_supported: vec!["RS256", "ES256", "EdDSA"],
        backchannel_logout_supported: true,
        backchannel_logout_session_supported: true,
    };
    serde_json::to_string(&doc).unwrap_or_default()
}

#[utoipa::path(
    get,
    path = "/.well-known/openid-configuration",
    tag = "identity provider",
    responses((status = 200, description = "Provider metadata", body = Discovery))
)]
pub(crate) async fn discovery(State(state): State<AppState>) -> Response {
    let mut res = state.discovery.clone().into_response();
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    res
}
