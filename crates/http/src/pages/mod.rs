//! Server-rendered pages (askama, auto-escaped): the wallet hand-off page, the error
//! page, the form_post page. No external assets; scripts only run with a per-response
//! nonce, and no page may be framed (clickjacking on a sign-in page).

mod handoff;

use askama::Template;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::ErrorBody;

pub use handoff::{HandoffPage, display_code, handoff_page, qr_svg};

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    code: &'a str,
    detail: &'a str,
    attribute: Option<&'a str>,
}

#[derive(Template)]
#[template(path = "form_post.html")]
struct FormPostPage<'a> {
    action: &'a str,
    fields: &'a [(String, String)],
    script_nonce: &'a str,
}

#[derive(Template)]
#[template(path = "waiting.html")]
struct WaitingPage<'a> {
    short_code: &'a str,
}

#[derive(Template)]
#[template(path = "continuing.html")]
struct ContinuingPage<'a> {
    heading: &'a str,
    next_url: &'a str,
}

#[derive(Template)]
#[template(path = "signed_out.html")]
struct SignedOutPage;

#[derive(Template)]
#[template(path = "logout_confirm.html")]
struct LogoutConfirmPage<'a> {
    action: &'a str,
    confirmation: &'a str,
}

#[derive(Template)]
#[template(path = "wallet_hint.html")]
struct WalletHintPage<'a> {
    app_name: &'a str,
    request_url: &'a str,
}

/// A fresh nonce for the page's inline script (CSP `script-src 'nonce-…'`).
pub(crate) fn script_nonce() -> String {
    humanid_core::ids::random_hex(16)
}

/// `html` with the headers every page gets. `form_action` widens where forms may post
/// (the relying party, for form_post).
pub(crate) fn page(status: StatusCode, html: String, nonce: &str, form_action: &str) -> Response {
    let csp = format!(
        "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; \
         script-src 'nonce-{nonce}'; connect-src 'self'; form-action 'self' {form_action}; \
         frame-ancestors 'none'; base-uri 'none'"
    );
    page_with_csp(status, html, &csp)
}

/// `html` with the headers every page gets and its own content security policy.
pub(crate) fn page_with_csp(status: StatusCode, html: String, csp: &str) -> Response {
    let headers = [
        (header::CONTENT_TYPE, "text/html; charset=utf-8"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::CACHE_CONTROL, "no-store"),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    ];
    let mut res = (status, headers, html).into_response();
    if let Ok(v) = HeaderValue::from_str(csp.trim_end()) {
        res.headers_mut().insert(header::CONTENT_SECURITY_POLICY, v);
    }
    res
}

pub(crate) fn render(template: &impl Template) -> String {
    template
        .render()
        .unwrap_or_else(|e| format!("<!doctype html><p>page could not be rendered: {e}</p>"))
}

pub fn error_page(status: StatusCode, body: &ErrorBody) -> Response {
    let html = render(&ErrorPage {
        code: &body.code,
        detail: &body.detail,
        attribute: body.attribute.as_deref(),
    });
    page(status, html, "", "")
}

/// Posts `fields` to `action` at once (OAuth 2.0 Form Post Response Mode).
pub fn form_post_page(action: &str, fields: &[(String, String)]) -> Response {
    let nonce = script_nonce();
    let html = render(&FormPostPage {
        action,
        fields,
        script_nonce: &nonce,
    });
    let origin = url::Url::parse(action)
        .map(|u| u.origin().ascii_serialization())
        .unwrap_or_default();
    page(StatusCode::OK, html, &nonce, &origin)
}

pub fn waiting_page(short_code: &str) -> Response {
    let short_code = &handoff::display_code(short_code);
    page(StatusCode::OK, render(&WaitingPage { short_code }), "", "")
}

/// A page that moves on to `next_url` by itself (meta refresh, so also without
/// JavaScript). Answers a form post whose next hop may leave the site: Chromium checks
/// `form-action` against every redirect that follows a form submission, so a 303 chain
/// from our form to the relying party would be blocked; a navigation from a page is not.
pub fn continuing_page(heading: &str, next_url: &str) -> Response {
    let html = render(&ContinuingPage { heading, next_url });
    page(StatusCode::OK, html, "", "")
}

/// After RP-initiated logout without a redirect URI.
pub fn signed_out_page() -> Response {
    page(StatusCode::OK, render(&SignedOutPage), "", "")
}

/// Asks before logout ends every session of the browser; "Sign out" posts
/// `confirmation` back to `action` (`/logout`).
pub fn logout_confirmation_page(action: &str, confirmation: &str) -> Response {
    let html = render(&LogoutConfirmPage {
        action,
        confirmation,
    });
    page(StatusCode::OK, html, "", "")
}

pub fn wallet_hint_page(app_name: &str, request_url: &str) -> Response {
    let html = render(&WalletHintPage {
        app_name,
        request_url,
    });
    page(StatusCode::OK, html, "", "")
}

/// A string as a JavaScript literal that is safe inside a `<script>` element.
pub(crate) fn js_string(s: &str) -> String {
    serde_json::to_string(s)
        .unwrap_or_else(|_| "\"\"".into())
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
}
