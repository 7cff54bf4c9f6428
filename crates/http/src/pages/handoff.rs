//! The page a browser waits on while a wallet proves: app, scopes, QR code, short code.

use askama::Template;
use axum::http::StatusCode;
use axum::response::Response;
use humanid_core::handoff::AppView;
use qrcode::QrCode;
use qrcode::render::svg;

use super::{js_string, page, render, script_nonce};

#[derive(Template)]
#[template(path = "handoff.html")]
struct HandoffTemplate<'a> {
    heading: &'a str,
    app: &'a AppView,
    scopes: &'a [String],
    qr_svg: String,
    short_code: String,
    request_url: &'a str,
    expires_at: &'a str,
    seconds_left: i64,
    complete_url: String,
    status_json: String,
    complete_json: String,
    simulator: bool,
    simulator_label: &'a str,
    simulator_url: String,
    script_nonce: &'a str,
}

pub struct HandoffPage<'a> {
    pub heading: &'a str,
    pub app: &'a AppView,
    pub scopes: &'a [String],
    /// Absolute URL of `GET /requests/{id}` on the creating surface (the QR content).
    pub request_url: &'a str,
    pub short_code: &'a str,
    pub expires_at: &'a str,
    pub seconds_left: i64,
    /// "Sign in with the simulator" or "Verify with the simulator" (staging apps only).
    pub simulator_label: &'a str,
}

/// `ABCDEFGH` as `ABCD-EFGH`.
pub fn display_code(code: &str) -> String {
    match code.get(..4).zip(code.get(4..)) {
        Some((a, b)) => format!("{a}-{b}"),
        None => code.to_owned(),
    }
}

pub fn qr_svg(content: &str) -> String {
    match QrCode::new(content.as_bytes()) {
        Ok(code) => code
            .render::<svg::Color>()
            .min_dimensions(220, 220)
            .quiet_zone(true)
            .build(),
        Err(_) => String::new(),
    }
}

pub fn handoff_page(p: HandoffPage<'_>) -> Response {
    let nonce = script_nonce();
    let status_url = format!("{}/status", p.request_url);
    let complete_url = format!("{}/complete", p.request_url);
    let html = render(&HandoffTemplate {
        heading: p.heading,
        app: p.app,
        scopes: p.scopes,
        qr_svg: qr_svg(p.request_url),
        short_code: display_code(p.short_code),
        request_url: p.request_url,
        expires_at: p.expires_at,
        seconds_left: p.seconds_left,
        status_json: js_string(&status_url),
        complete_json: js_string(&complete_url),
        complete_url,
        simulator: p.app.is_staging,
        simulator_label: p.simulator_label,
        simulator_url: format!("{}/simulator", p.request_url),
        script_nonce: &nonce,
    });
    page(StatusCode::OK, html, &nonce, "")
}
