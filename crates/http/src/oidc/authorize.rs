//! `GET|POST /authorize`: validates the request, answers at once from the browser's IdP
//! session for the app when it may, and otherwise shows the wallet hand-off page.

use std::collections::HashMap;
use std::net::IpAddr;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use humanid_core::oidc::session::session_cookie_name;
use humanid_core::oidc::{AuthorizeError, Authorized};

use crate::browser::error_response;
use crate::cookies::cookie;
use crate::rate_limit::{self, ClientIp};
use crate::{AppState, requests};

pub fn routes() -> Router<AppState> {
    Router::new().route("/authorize", get(by_query).post(by_form))
}

pub(crate) fn parse(bytes: &[u8]) -> HashMap<String, String> {
    // First value wins: a repeated parameter cannot override a checked one later.
    let mut out = HashMap::new();
    for (k, v) in url::form_urlencoded::parse(bytes) {
        out.entry(k.into_owned()).or_insert_with(|| v.into_owned());
    }
    out
}

async fn by_query(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    RawQuery(q): RawQuery,
    headers: HeaderMap,
) -> Response {
    let params = parse(q.unwrap_or_default().as_bytes());
    authorize(state, ip, params, headers).await
}

async fn by_form(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    authorize(state, ip, parse(&body), headers).await
}

async fn authorize(
    state: AppState,
    ip: IpAddr,
    params: HashMap<String, String>,
    headers: HeaderMap,
) -> Response {
    let session = params
        .get("client_id")
        .and_then(|id| cookie(&headers, &session_cookie_name(id)));
    let (app, auth) = match state.humanid.authorize(&params, session).await {
        Ok(Authorized::Answered(delivery)) => return requests::delivery_response(&delivery),
        Ok(Authorized::NeedsProof(app, auth)) => (app, auth),
        Err(AuthorizeError::Page(e)) => return error_response(&headers, e.into()),
        Err(AuthorizeError::Redirect(delivery)) => return requests::delivery_response(&delivery),
    };
    // Only new hand-off requests are limited: they are what could fill the table.
    if let Err(e) = rate_limit::check(&state.request_limiter, ip, "sign-in requests") {
        return error_response(&headers, e);
    }
    let created = match state.humanid.open_sign_in(*app, &auth).await {
        Ok(created) => created,
        Err(e) => return error_response(&headers, e.into()),
    };
    let heading = format!("Sign in to {}", created.app.name);
    requests::started(&state, &headers, &created, &heading, &auth.scopes)
}
