//! What the passkey pages share: the small script (served by humanid, run with the
//! page's nonce) that calls `navigator.credentials.*`, and the JSON side of the
//! ceremonies. Ceremony endpoints take JSON only — a cross-site HTML form cannot send it
//! without a CORS preflight, which humanid never grants — and refuse foreign origins.
//! Anyone may start a ceremony (that is how signing in begins) and each start stores a
//! row until it expires, so starts are limited per client address. Both checks are
//! extractors ([`SameSite`], [`CeremonyStart`]) that a ceremony handler names in its
//! arguments; `portal_csrf`'s tests prove every ceremony route refuses another origin.

use humanid_core::Code;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use humanid_core::passkeys::SignedInAs;
use serde::Deserialize;

use super::auth::{portal_root, same_origin, session_cookie};
use crate::rate_limit::ClientIp;
use crate::{ApiError, AppState};

const SCRIPT: &str = include_str!("passkeys.js");

/// Ceremony starts per second per client address, and the burst allowed: a person needs
/// one or two, a busy office behind one address a few a second; a flood from one address
/// stores at most some 2 a second, each row kept 5 minutes until the purge.
pub const CEREMONIES_PER_SECOND: u32 = 2;
pub const CEREMONIES_BURST: u32 = 20;

pub fn routes() -> Router<AppState> {
    Router::new().route("/portal/passkeys.js", get(script))
}

async fn script() -> Response {
    let mut res = SCRIPT.into_response();
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/javascript; charset=utf-8"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    res
}

/// The body that finishes a passkey ceremony (signing up through an invite, or signing
/// in): which ceremony, and the browser's credential answer as it gave it.
#[derive(Deserialize)]
pub struct Finish {
    pub ceremony_id: String,
    pub credential: serde_json::Value,
}

/// A ceremony call from this portal's own pages; another site's gets 403. Taken before
/// the body, so a foreign page learns nothing from the body's checks.
pub struct SameSite;

impl FromRequestParts<AppState> for SameSite {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        if same_origin(state, &parts.headers) {
            return Ok(SameSite);
        }
        Err(ApiError::new(
            StatusCode::FORBIDDEN,
            Code::Forbidden,
            "Cross-site requests are refused.",
        ))
    }
}

/// The start of a ceremony: [`SameSite`], then within this address's rate of starts
/// (429 past it).
pub struct CeremonyStart;

impl FromRequestParts<AppState> for CeremonyStart {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        SameSite::from_request_parts(parts, state).await?;
        let Ok(ClientIp(ip)) = ClientIp::from_request_parts(parts, state).await;
        crate::rate_limit::check(&state.ceremony_limiter, ip, "passkey prompts")?;
        Ok(CeremonyStart)
    }
}

/// The answer to a finished ceremony: the session cookie and where to go next.
pub fn signed_in(state: &AppState, done: SignedInAs) -> Response {
    let redirect = portal_root(state);
    let mut res = Json(serde_json::json!({ "redirect": redirect })).into_response();
    if let Some(c) = session_cookie(state, &done.session_token) {
        res.headers_mut().insert(header::SET_COOKIE, c);
    }
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}
