//! The frame of every signed-in portal page (`templates/portal/base.html`: navigation,
//! team menu, sign-out) and the strict headers every portal response gets.
//!
//! A page template does `{% extends "portal/base.html" %}`, fills the blocks `title` and
//! `content`, and has a field `nav: Nav<'a>`. Links start with `{{ nav.root }}`
//! (`{base path}/portal`); forms post a hidden `csrf` field with `{{ nav.csrf() }}`;
//! inline scripts carry `nonce="{{ nav.script_nonce }}"`.

use axum::http::StatusCode;
use axum::response::Response;

use humanid_core::audit::Permission;

use super::auth::Member;

pub struct Nav<'a> {
    /// None on the pages of people not signed in (sign-in, join).
    pub member: Option<&'a Member>,
    /// Which menu entry is current: `apps`, `members`, `keys`, `audit`.
    pub section: &'a str,
    pub root: String,
    pub script_nonce: String,
}

impl<'a> Nav<'a> {
    pub fn new(member: &'a Member, section: &'a str) -> Self {
        Nav {
            member: Some(member),
            section,
            root: member.root.clone(),
            script_nonce: crate::pages::script_nonce(),
        }
    }

    /// The frame for someone not signed in.
    pub fn anonymous(root: String) -> Self {
        Nav {
            member: None,
            section: "",
            root,
            script_nonce: crate::pages::script_nonce(),
        }
    }

    pub fn csrf(&self) -> &str {
        self.member.map(|m| m.csrf.as_str()).unwrap_or_default()
    }

    pub fn can(&self, p: Permission) -> bool {
        self.member.is_some_and(|m| m.can(p))
    }

    /// The menu shows API keys to owners only.
    pub fn shows_keys(&self) -> bool {
        self.can(Permission::ManageKeys)
    }

    /// The menu shows the audit log to owners and admins.
    pub fn shows_audit(&self) -> bool {
        self.can(Permission::ViewAudit)
    }
}

/// `html` with the headers of every humanid page: CSP with a script nonce, `no-store`,
/// `frame-ancestors 'none'`, no referrer.
pub fn respond(status: StatusCode, html: String, script_nonce: &str) -> Response {
    let mut res = crate::pages::page(status, html, script_nonce, "");
    // Under `no-referrer` a browser sends `Origin: null` even on a same-origin form post,
    // which the origin check must refuse; `same-origin` tells only us where a post came
    // from and still tells other sites nothing (base.html's meta tag says the same).
    res.headers_mut().insert(
        axum::http::header::REFERRER_POLICY,
        axum::http::HeaderValue::from_static("same-origin"),
    );
    res
}

/// A stored timestamp (microseconds) as people read it: `2026-11-23 17:05 UTC`.
pub fn when(micros: i64) -> String {
    chrono::DateTime::from_timestamp_micros(micros)
        .map(|t| t.format("%Y-%m-%d %H:%M UTC").to_string())
        .unwrap_or_default()
}

/// `html` rendered as a 200 page with the frame's nonce.
pub fn page(template: &impl askama::Template, nav: &Nav<'_>) -> Response {
    respond(
        StatusCode::OK,
        crate::pages::render(template),
        &nav.script_nonce,
    )
}
