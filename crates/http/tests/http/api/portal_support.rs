//! Portal users for HTTP tests: accounts made the way an invite makes them (with a
//! stand-in passkey row, since these tests do not run an authenticator), signed in with a
//! real session cookie. Browser tests cover the passkey ceremonies themselves.

use humanid_core::portal_sessions::SESSION_DOMAIN;
use reqwest::StatusCode;
use reqwest::redirect::Policy;

use super::helpers::TestApp;
use super::invited_account::invited_account;

/// What a portal page answers: its status and its HTML.
pub type Page = (StatusCode, String);

pub struct User {
    pub account_id: String,
    pub token: String,
    pub client: reqwest::Client,
}

pub fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(Policy::none())
        .build()
        .unwrap()
}

/// A team made by `admin bootstrap`, and its API key.
pub async fn team(app: &TestApp, name: &str) -> (String, String) {
    let boot = app.humanid.bootstrap_team(name).await.unwrap();
    (boot.team_id, boot.api_key)
}

/// The start of most portal tests: a fresh server, the team "Acme", and `name` signed in
/// to it as `role`, with the CSRF token its forms carry.
pub struct Acme {
    pub app: TestApp,
    pub team_id: String,
    pub user: User,
    pub csrf: String,
}

pub async fn acme_with(name: &str, role: &str) -> Acme {
    let app = super::helpers::spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let user = user(&app, &team_id, name, role).await;
    let csrf = user.csrf(&app).await;
    Acme {
        app,
        team_id,
        user,
        csrf,
    }
}

/// An account that joined `team_id` as `role` through an invite, signed in.
pub async fn user(app: &TestApp, team_id: &str, name: &str, role: &str) -> User {
    let (account_id, token) = invited_account(&app.humanid, team_id, name, role)
        .await
        .unwrap();
    User {
        account_id,
        token,
        client: no_redirects(),
    }
}

impl User {
    pub fn cookie(&self) -> String {
        format!("humanid_portal={}", self.token)
    }

    pub fn session_hash(&self, app: &TestApp) -> String {
        app.humanid.hasher().hash(SESSION_DOMAIN, &self.token)
    }

    /// The CSRF token the portal's forms carry for this session.
    pub async fn csrf(&self, app: &TestApp) -> String {
        let s = app.humanid.portal_session(&self.token).await.unwrap();
        s.unwrap().csrf
    }

    pub async fn get(&self, app: &TestApp, path: &str) -> Page {
        let res = self
            .client
            .get(app.at(path))
            .header("cookie", self.cookie())
            .send()
            .await
            .unwrap();
        (res.status(), res.text().await.unwrap())
    }

    /// Posts a portal form as its page would: this session's CSRF token, then `fields`.
    pub async fn submit(&self, app: &TestApp, path: &str, fields: &[(&str, &str)]) -> Page {
        let csrf = self.csrf(app).await;
        let mut form = vec![("csrf", csrf.as_str())];
        form.extend_from_slice(fields);
        self.post(app, path, &form).await
    }

    /// Posts a form from a portal page (same origin, with the cookie).
    pub async fn post(&self, app: &TestApp, path: &str, form: &[(&str, &str)]) -> Page {
        let res = self
            .client
            .post(app.at(path))
            .header("cookie", self.cookie())
            .header("origin", &app.url)
            .form(form)
            .send()
            .await
            .unwrap();
        (res.status(), res.text().await.unwrap())
    }
}
