//! Every cookie the service sets is built here, and read back here. All are `HttpOnly`
//! and `SameSite=Lax`, `Secure` on an https surface, and scoped to a path below the
//! surface's own (a surface may live under a path, e.g. `https://id.example/auth`).

use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use humanid_core::handoff::REQUEST_LIFETIME_SECS;
use humanid_core::oidc::session::{IssuedSession, SESSION_COOKIE_PREFIX, session_cookie_name};
use humanid_core::portal_sessions::SESSION_MAX_SECS;

/// Binds a browser to its request. Scoped to that request's paths, so concurrent
/// sign-ins in one browser do not overwrite each other.
pub const BINDING_COOKIE: &str = "humanid_binding";
/// The browser's own simulator identity (staging sign-in), so it keeps its `sub`.
pub const SIMULATOR_COOKIE: &str = "humanid_simulator";
/// A portal session (the developer API surface).
pub const PORTAL_COOKIE: &str = "humanid_portal";

/// How long a browser keeps its simulator identity: 30 days.
const SIMULATOR_MAX_AGE_SECS: i64 = 30 * 86_400;

/// A cookie to set.
#[derive(Debug, PartialEq, Eq)]
pub struct Cookie {
    name: String,
    value: String,
    /// Below the surface's path: `/` for all of it.
    path: String,
    max_age_secs: i64,
}

impl Cookie {
    /// The binding of a browser to hand-off request `request_id`.
    pub fn binding(request_id: &str, secret: &str) -> Cookie {
        Cookie::new(BINDING_COOKIE, secret, &format!("/requests/{request_id}"))
            .max_age(REQUEST_LIFETIME_SECS)
    }

    /// The browser's simulator identity, for every request page.
    pub fn simulator(secret: &str) -> Cookie {
        Cookie::new(SIMULATOR_COOKIE, secret, "/requests").max_age(SIMULATOR_MAX_AGE_SECS)
    }

    /// The browser's IdP session for one app: the auth surface's whole path, so
    /// `/authorize` and `/logout` both see it.
    pub fn idp_session(session: &IssuedSession) -> Cookie {
        Cookie::new(&session.cookie_name(), &session.secret, "/").max_age(session.max_age_secs)
    }

    /// Forgets the IdP session cookie for `app_id`.
    pub fn idp_session_cleared(app_id: &str) -> Cookie {
        Cookie::new(&session_cookie_name(app_id), "", "/")
    }

    /// A portal session; an empty token clears it. The path covers `/portal` and
    /// `/kiosk` (the kiosk is for signed-in members too).
    pub fn portal_session(token: &str) -> Cookie {
        let cookie = Cookie::new(PORTAL_COOKIE, token, "/");
        if token.is_empty() {
            cookie
        } else {
            cookie.max_age(SESSION_MAX_SECS)
        }
    }

    /// A cookie that expires at once, unless [`Cookie::max_age`] says otherwise.
    fn new(name: &str, value: &str, path: &str) -> Cookie {
        Cookie {
            name: name.to_owned(),
            value: value.to_owned(),
            path: path.to_owned(),
            max_age_secs: 0,
        }
    }

    fn max_age(mut self, secs: i64) -> Cookie {
        self.max_age_secs = secs;
        self
    }

    /// The `Set-Cookie` value on the surface at `surface_url`.
    pub fn header(&self, surface_url: &str) -> Option<HeaderValue> {
        let secure = if surface_url.starts_with("https://") {
            "; Secure"
        } else {
            ""
        };
        let value = format!(
            "{}={}; Path={}{}; Max-Age={}; HttpOnly; SameSite=Lax{secure}",
            self.name,
            self.value,
            base_path(surface_url),
            self.path,
            self.max_age_secs,
        );
        HeaderValue::from_str(&value).ok()
    }

    /// Adds the cookie to `res`, a response of the surface at `surface_url`.
    pub fn set(&self, surface_url: &str, res: &mut Response) {
        if let Some(value) = self.header(surface_url) {
            res.headers_mut().append(header::SET_COOKIE, value);
        }
    }
}

/// The path of `url` without a trailing slash (`""` for a bare origin).
pub(crate) fn base_path(surface_url: &str) -> String {
    url::Url::parse(surface_url)
        .map(|u| u.path().trim_end_matches('/').to_owned())
        .unwrap_or_default()
}

/// Every `name=value` pair of the request's cookies.
fn pairs(headers: &HeaderMap) -> impl Iterator<Item = (&str, &str)> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
}

/// The value of cookie `name`, if the request carries it.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    pairs(headers).find(|(k, _)| *k == name).map(|(_, v)| v)
}

/// Every IdP session cookie the request carries, as `(app_id, value)`.
pub fn session_cookies(headers: &HeaderMap) -> Vec<(String, String)> {
    pairs(headers)
        .filter_map(|(k, v)| {
            let app = k.strip_prefix(SESSION_COOKIE_PREFIX)?;
            Some((app.to_owned(), v.to_owned()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(cookie: Cookie, surface_url: &str) -> String {
        cookie
            .header(surface_url)
            .and_then(|v| v.to_str().map(str::to_owned).ok())
            .unwrap_or_default()
    }

    #[test]
    fn cookies_are_scoped_to_the_surface_path_and_secure_over_https() {
        assert_eq!(
            set(
                Cookie::binding("req_1", "s3cret"),
                "https://id.example/auth/"
            ),
            "humanid_binding=s3cret; Path=/auth/requests/req_1; Max-Age=600; HttpOnly; SameSite=Lax; Secure"
        );
        assert_eq!(
            set(Cookie::binding("req_1", "x"), "http://127.0.0.1:8080"),
            "humanid_binding=x; Path=/requests/req_1; Max-Age=600; HttpOnly; SameSite=Lax"
        );
        assert_eq!(
            set(Cookie::simulator("id"), "http://127.0.0.1:8080"),
            "humanid_simulator=id; Path=/requests; Max-Age=2592000; HttpOnly; SameSite=Lax"
        );
        assert_eq!(
            set(Cookie::portal_session("t"), "https://api.example/x"),
            "humanid_portal=t; Path=/x/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure"
        );
        assert_eq!(
            set(Cookie::portal_session(""), "http://127.0.0.1:8080"),
            "humanid_portal=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"
        );
    }

    #[test]
    fn session_cookies_cover_the_auth_surface_and_are_named_by_app() {
        let issued = IssuedSession {
            app_id: "app_1".into(),
            secret: "s3cret".into(),
            max_age_secs: 86_400,
        };
        assert_eq!(
            set(Cookie::idp_session(&issued), "https://id.example/auth"),
            "humanid_session_app_1=s3cret; Path=/auth/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure"
        );
        assert_eq!(
            set(
                Cookie::idp_session_cleared("app_1"),
                "http://127.0.0.1:8080"
            ),
            "humanid_session_app_1=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"
        );
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
