//! What the IdP-session, refresh, revoke and logout tests share (docs/architecture.md, "IdP
//! sessions"): sessions and refresh tokens minted without a proof (as `mint_code` mints
//! codes), a browser's `/authorize` with its session cookie, and raw `/token` refreshes.

use std::collections::HashMap;

use humanid_core::oidc::Grant;
use reqwest::StatusCode;
use reqwest::header::{COOKIE, LOCATION, SET_COOKIE};
use serde_json::Value;

use crate::api::handoff::{REDIRECT, browser, urlencode};
use crate::api::helpers::TestApp;
use crate::oidc::support::{Answer, authorization, exchange, grant, post_form};

/// A post-logout redirect URI the tests register.
pub const LOGOUT_REDIRECT: &str = "https://rp.example/bye";

/// Who a minted session or refresh token is for, signed in `ago` seconds ago.
pub fn grant_for(client_id: &str, scopes: &[&str], ago: i64) -> Grant {
    Grant {
        scopes: scopes.iter().map(|s| s.to_string()).collect(),
        auth_time: chrono::Utc::now().timestamp() - ago,
        ..grant(client_id, None)
    }
}

/// A live IdP session for `grant`, as the `Cookie` header a browser would send.
pub async fn session_cookie(app: &TestApp, grant: &Grant) -> String {
    let issued = app.humanid.open_session(grant).await.unwrap();
    format!("{}={}", issued.cookie_name(), issued.secret)
}

/// The `name=value` of the session cookie a response sets, if any.
pub fn set_session_cookie(res: &reqwest::Response) -> Option<String> {
    res.headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("humanid_session_"))
        .map(|v| v.split(';').next().unwrap().to_owned())
}

/// `/authorize?{client, REDIRECT}&{query}` as a browser with `cookie` (redirects not
/// followed).
pub async fn authorize(
    app: &TestApp,
    client_id: &str,
    query: &str,
    cookie: Option<&str>,
) -> reqwest::Response {
    let url = app.at(&format!(
        "/authorize?client_id={client_id}&redirect_uri={}&{query}",
        urlencode(REDIRECT)
    ));
    let mut req = browser().get(url);
    if let Some(c) = cookie {
        req = req.header(COOKIE, c);
    }
    req.send().await.unwrap()
}

/// The parameters of the 303 an `/authorize` answered with (query or fragment).
pub fn answered(res: &reqwest::Response) -> HashMap<String, String> {
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "expected a redirect");
    let location = res.headers()[LOCATION].to_str().unwrap();
    assert!(location.starts_with(REDIRECT), "{location}");
    crate::api::handoff::redirect_params(location)
}

/// `/authorize` answered `login_required` by redirect: never a page.
pub fn assert_login_required(res: &reqwest::Response, what: &str) {
    let params = answered(res);
    assert_eq!(
        params.get("error").map(String::as_str),
        Some("login_required"),
        "{what}: {params:?}"
    );
    assert!(!params.contains_key("code"), "{what}");
    assert!(!params.contains_key("id_token"), "{what}");
}

/// A silent sign-in: `/authorize` for a code with `prompt=none`.
pub const SILENT: &str = "response_type=code&scope=openid&prompt=none";

/// Whether the browser with `cookie` still signs in to `client_id` silently (a code at
/// once): its session is live. Either way `/authorize` must redirect.
pub async fn signed_in(app: &TestApp, client_id: &str, cookie: &str) -> bool {
    answered(&authorize(app, client_id, SILENT, Some(cookie)).await).contains_key("code")
}

/// A silent sign-in to `client_id` with `cookie` gets `login_required`: no live session.
pub async fn assert_signed_out(app: &TestApp, client_id: &str, cookie: &str, what: &str) {
    assert_login_required(&authorize(app, client_id, SILENT, Some(cookie)).await, what);
}

/// `/authorize` asked for a fresh proof: the hand-off page opened a request.
pub async fn assert_fresh_proof(res: reqwest::Response, what: &str) {
    assert_eq!(res.status(), StatusCode::OK, "{what}");
    let html = res.text().await.unwrap();
    assert!(html.contains("Sign in to"), "{what}: {html}");
}

/// Tokens from a code exchange whose grant includes `offline_access`.
pub async fn offline_tokens(app: &TestApp, client: (&str, &str)) -> Value {
    let g = grant_for(client.0, &["openid", "email", "offline_access"], 0);
    let code = app
        .humanid
        .issue_code(&g, &authorization(client.0, None))
        .await
        .unwrap();
    let answer = exchange(app, client, &code, &[]).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body
}

/// `grant_type=refresh_token` for `client` (Basic auth).
pub async fn refresh(app: &TestApp, client: (&str, &str), token: &str) -> Answer {
    let form = [("grant_type", "refresh_token"), ("refresh_token", token)];
    post_form(app, "/token", Some(client), &form).await
}

pub fn text<'a>(body: &'a Value, field: &str) -> &'a str {
    body[field]
        .as_str()
        .unwrap_or_else(|| panic!("no {field}: {body}"))
}
