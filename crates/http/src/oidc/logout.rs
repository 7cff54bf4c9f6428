//! `GET|POST /logout` (RP-Initiated Logout 1.0, discovery's `end_session_endpoint`):
//! ends the browser's IdP session and redirects to a registered post-logout redirect URI
//! with `state`, or shows a "signed out" page. A bad request gets the 400 error page and
//! never a redirect. Naming no app (no `client_id`, no `id_token_hint`) asks the person
//! first: a page whose "Sign out" button posts back a confirmation token (see
//! `humanid_core::oidc::logout`).

use std::collections::HashMap;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use humanid_core::oidc::logout::{Logout, LogoutRequest};

use crate::browser::error_response;
use crate::cookies::{Cookie, base_path, session_cookies};
use crate::{AppState, pages};

pub fn routes() -> Router<AppState> {
    Router::new().route("/logout", get(by_query).post(by_form))
}

fn parse(bytes: &[u8]) -> HashMap<String, String> {
    let mut out = HashMap::new();
    for (k, v) in url::form_urlencoded::parse(bytes) {
        if !v.is_empty() {
            out.entry(k.into_owned()).or_insert_with(|| v.into_owned());
        }
    }
    out
}

async fn by_query(
    State(state): State<AppState>,
    RawQuery(q): RawQuery,
    headers: HeaderMap,
) -> Response {
    logout(state, parse(q.unwrap_or_default().as_bytes()), headers).await
}

async fn by_form(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    logout(state, parse(&body), headers).await
}

async fn logout(
    state: AppState,
    mut params: HashMap<String, String>,
    headers: HeaderMap,
) -> Response {
    let req = LogoutRequest {
        id_token_hint: params.remove("id_token_hint"),
        client_id: params.remove("client_id"),
        post_logout_redirect_uri: params.remove("post_logout_redirect_uri"),
        state: params.remove("state"),
        confirmation: params.remove("confirm"),
    };
    let done = match state.humanid.logout(&req, &session_cookies(&headers)).await {
        Ok(Logout::Done(done)) => done,
        Ok(Logout::Confirm { confirmation }) => {
            let action = format!("{}/logout", base_path(&state.humanid.settings().auth_url));
            return pages::logout_confirmation_page(&action, &confirmation);
        }
        Err(e) => return error_response(&headers, e.into()),
    };
    let mut res = match &done.redirect {
        Some(to) => {
            let mut res = StatusCode::SEE_OTHER.into_response();
            if let Ok(v) = HeaderValue::from_str(to) {
                res.headers_mut().insert(header::LOCATION, v);
            }
            res
        }
        None => pages::signed_out_page(),
    };
    let surface = &state.humanid.settings().auth_url;
    for app in &done.apps {
        Cookie::idp_session_cleared(app).set(surface, &mut res);
    }
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}
