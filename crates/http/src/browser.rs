//! What browser-facing endpoints share: the binding cookie, content negotiation, and
//! errors shown as a page (or JSON to programs that ask for it).

use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use humanid_core::handoff::REQUEST_LIFETIME_SECS;
use humanid_core::oidc::session::{IssuedSession, SESSION_COOKIE_PREFIX, session_cookie_name};

use crate::ApiError;

/// Binds a browser to its request. Scoped to that request's paths, so concurrent
/// sign-ins in one browser do not overwrite each other.
pub const BINDING_COOKIE: &str = "humanid_binding";
/// The browser's own simulator identity (staging sign-in), so it keeps its `sub`.
pub const SIMULATOR_COOKIE: &str = "humanid_simulator";

/// The path of `url` without a trailing slash (`""` for a bare origin).
pub(crate) fn base_path(surface_url: &str) -> String {
    url::Url::parse(surface_url)
        .map(|u| u.path().trim_end_matches('/').to_owned())
        .unwrap_or_default()
}

pub(crate) fn secure(surface_url: &str) -> &'static str {
    if surface_url.starts_with("https://") {
        "; Secure"
    } else {
        ""
    }
}

pub fn binding_cookie(surface_url: &str, request_id: &str, secret: &str) -> Option<HeaderValue> {
    let path = format!("{}/requests/{request_id}", base_path(surface_url));
    let value = format!(
        "{BINDING_COOKIE}={secret}; Path={path}; Max-Age={REQUEST_LIFETIME_SECS}; HttpOnly; SameSite=Lax{}",
        secure(surface_url)
    );
    HeaderValue::from_str(&value).ok()
}

pub fn simulator_cookie(surface_url: &str, secret: &str) -> Option<HeaderValue> {
    let path = format!("{}/requests", base_path(surface_url));
    let value = format!(
        "{SIMULATOR_COOKIE}={secret}; Path={path}; Max-Age=2592000; HttpOnly; SameSite=Lax{}",
        secure(surface_url)
    );
    HeaderValue::from_str(&value).ok()
}

/// The browser's IdP session for one app (CONTRACT §11): scoped to the auth surface's
/// whole path, so `/authorize` and `/logout` both see it.
pub fn session_cookie(surface_url: &str, session: &IssuedSession) -> Option<HeaderValue> {
    let value = format!(
        "{}={}; Path={}/; Max-Age={}; HttpOnly; SameSite=Lax{}",
        session.cookie_name(),
        session.secret,
        base_path(surface_url),
        session.max_age_secs,
        secure(surface_url)
    );
    HeaderValue::from_str(&value).ok()
}

/// Tells the browser to forget its session cookie for `app_id`.
pub fn clear_session_cookie(surface_url: &str, app_id: &str) -> Option<HeaderValue> {
    let value = format!(
        "{}=; Path={}/; Max-Age=0; HttpOnly; SameSite=Lax{}",
        session_cookie_name(app_id),
        base_path(surface_url),
        secure(surface_url)
    );
    HeaderValue::from_str(&value).ok()
}

/// Every IdP session cookie the request carries, as `(app_id, value)`.
pub fn session_cookies(headers: &HeaderMap) -> Vec<(String, String)> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .filter_map(|(k, v)| {
            let app = k.strip_prefix(SESSION_COOKIE_PREFIX)?;
            Some((app.to_owned(), v.to_owned()))
        })
        .collect()
}

/// The value of cookie `name`, if the request carries it.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// True when the client asks for JSON rather than a page.
pub fn wants_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|a| a.contains("application/json") && !a.contains("text/html"))
}

/// The error as JSON for programs, as a page for people.
pub fn error_response(headers: &HeaderMap, err: ApiError) -> Response {
    if wants_json(headers) {
        err.into_response()
    } else {
        let mut res = crate::pages::error_page(err.status, &err.body);
        for (name, value) in err.headers {
            res.headers_mut().insert(name, value);
        }
        res
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn cookies_are_scoped_to_the_request_and_secure_over_https() {
        let c = binding_cookie("https://id.example/auth/", "req_1", "s3cret").unwrap();
        assert_eq!(
            c.to_str().unwrap_or_default(),
            "humanid_binding=s3cret; Path=/auth/requests/req_1; Max-Age=600; HttpOnly; SameSite=Lax; Secure"
        );
        let c = binding_cookie("http://127.0.0.1:8080", "req_1", "x").unwrap();
        assert!(
            c.to_str()
                .unwrap_or_default()
                .ends_with("Path=/requests/req_1; Max-Age=600; HttpOnly; SameSite=Lax")
        );
    }

    #[test]
    fn session_cookies_cover_the_auth_surface_and_are_named_by_app() {
        let issued = IssuedSession {
            app_id: "app_1".into(),
            secret: "s3cret".into(),
            max_age_secs: 86_400,
        };
        let c = session_cookie("https://id.example/auth", &issued).unwrap();
        assert_eq!(
            c.to_str().unwrap_or_default(),
            "humanid_session_app_1=s3cret; Path=/auth/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure"
        );
        let c = session_cookie("http://127.0.0.1:8080", &issued).unwrap();
        assert!(c.to_str().unwrap_or_default().contains("; Path=/; "));
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("humanid_session_app_1=a; x=1; humanid_session_app_2=b"),
        );
        assert_eq!(
            session_cookies(&h),
            vec![("app_1".into(), "a".into()), ("app_2".into(), "b".into())]
        );
    }

    #[test]
    fn cookies_are_found_among_others() {
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("a=1; humanid_binding=xyz; b=2"),
        );
        assert_eq!(cookie(&h, BINDING_COOKIE), Some("xyz"));
        assert_eq!(cookie(&h, "c"), None);
    }
}
