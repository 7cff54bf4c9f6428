//! `GET /.well-known/openid-configuration` (SPEC 2.1 plus CONTRACT §5's additions).

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::middleware::from_fn;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::json;

use crate::AppState;
use crate::cors::{allow_any_origin, preflight};

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/.well-known/openid-configuration",
        get(discovery)
            .options(|h: HeaderMap| async move { preflight("GET, OPTIONS", &h) })
            .layer(from_fn(allow_any_origin)),
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
        "email",
        "name",
        "given_name",
        "family_name",
    ];
    let mut out: Vec<String> = fixed.iter().map(|c| c.to_string()).collect();
    out.push(format!("{auth_url}/beta"));
    out
}

/// The document for an issuer at `auth_url`.
pub fn document(auth_url: &str) -> String {
    json!({
        "issuer": auth_url,
        "authorization_endpoint": format!("{auth_url}/authorize"),
        "token_endpoint": format!("{auth_url}/token"),
        "userinfo_endpoint": format!("{auth_url}/userinfo"),
        "jwks_uri": format!("{auth_url}/jwks"),
        "introspection_endpoint": format!("{auth_url}/introspect"),
        "revocation_endpoint": format!("{auth_url}/revoke"),
        "end_session_endpoint": format!("{auth_url}/logout"),
        "scopes_supported": ["openid", "email", "profile", "offline_access"],
        "response_types_supported": ["code", "id_token", "id_token token", "code id_token"],
        "response_modes_supported": ["query", "fragment", "form_post"],
        "grant_types_supported": ["authorization_code", "implicit", "refresh_token"],
        "subject_types_supported": ["pairwise"],
        // SPEC names "RSA"; real clients need the JWS name too (CONTRACT §5).
        "id_token_signing_alg_values_supported": ["RSA", "RS256"],
        "code_challenge_methods_supported": ["S256"],
        "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
        "revocation_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
        "claims_supported": claims_supported(auth_url),
    })
    .to_string()
}

async fn discovery(State(state): State<AppState>) -> Response {
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
