//! RP-Initiated Logout 1.0 (`end_session_endpoint`): ends the browser's IdP session for
//! the app named by `client_id` or the `id_token_hint`, and sends it back to a registered
//! post-logout redirect URI. Naming no app would end every session the browser has, so
//! that asks the person first (§3: the OP should ask when it cannot tell the request
//! came from the RP): a page with a form carrying a confirmation token that only a page
//! we served to this browser knows — a keyed hash of its session cookies — and a plain
//! link or a form posted from another site ends nothing.

use crate::Code;
use humanid_store::StoreError;

use crate::secrets::secrets_equal;
use crate::{CoreError, CoreResult, Humanid};

/// Hash domain of logout confirmation tokens.
const CONFIRM_DOMAIN: &str = "logout-confirmation";

/// The logout parameters (empty values count as absent).
#[derive(Clone, Debug, Default)]
pub struct LogoutRequest {
    pub id_token_hint: Option<String>,
    pub client_id: Option<String>,
    pub post_logout_redirect_uri: Option<String>,
    pub state: Option<String>,
    /// The token of the confirmation page's form (logout naming no app).
    pub confirmation: Option<String>,
}

/// What `/logout` answers: done, or a question for the person first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Logout {
    Done(LoggedOut),
    /// Ask before ending every session; the page's form posts back `confirmation`.
    Confirm {
        confirmation: String,
    },
}

/// What was done: the apps whose session cookies the browser should drop, and where to
/// send it (`None`: show the "signed out" page).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedOut {
    pub apps: Vec<String>,
    pub redirect: Option<String>,
}

fn refused(code: &'static str, attribute: &str, detail: &str) -> CoreError {
    CoreError::invalid(Code::Named(code), Some(attribute), detail)
}

impl Humanid {
    /// The confirmation token for ending all of `sessions` (the browser's session
    /// cookies): it changes with them, and nobody without the cookies can compute it.
    fn logout_confirmation(&self, sessions: &[(String, String)]) -> String {
        let mut sorted: Vec<String> = sessions.iter().map(|(a, v)| format!("{a}={v}")).collect();
        sorted.sort();
        self.hasher().hash(CONFIRM_DOMAIN, &sorted.join("\n"))
    }

    /// `sessions` are the browser's session cookies as `(app_id, value)`. Every check
    /// comes before any session ends, so a refused request changes nothing.
    pub async fn logout(
        &self,
        req: &LogoutRequest,
        sessions: &[(String, String)],
    ) -> CoreResult<Logout> {
        let hinted =
            match req.id_token_hint.as_deref() {
                None => None,
                Some(hint) => Some(self.id_token_hint_subject(hint, None).await.ok_or_else(
                    || {
                        refused(
                            "invalid_request",
                            "id_token_hint",
                            "`id_token_hint` is not an ID token this provider issued.",
                        )
                    },
                )?),
            };
        let app_id = match (req.client_id.as_deref(), hinted.as_ref()) {
            (Some(c), Some((_, aud))) if c != aud => {
                return Err(refused(
                    "invalid_request",
                    "client_id",
                    "`client_id` is not the audience of `id_token_hint`.",
                ));
            }
            (Some(c), _) => Some(c.to_owned()),
            (None, Some((_, aud))) => Some(aud.clone()),
            (None, None) => None,
        };
        if let Some(id) = &app_id {
            match self.store().get_app(id).await {
                Ok(_) => {}
                Err(StoreError::NotFound) => {
                    return Err(refused(
                        "invalid_client",
                        "client_id",
                        "No app has this `client_id`.",
                    ));
                }
                Err(e) => return Err(e.into()),
            }
        }
        let redirect = match (req.post_logout_redirect_uri.as_deref(), &app_id) {
            (None, _) => None,
            (Some(_), None) => {
                return Err(refused(
                    "invalid_request",
                    "post_logout_redirect_uri",
                    "`post_logout_redirect_uri` needs `client_id` or `id_token_hint` to say whose it is.",
                ));
            }
            (Some(uri), Some(id)) => {
                // Judged again at use: one registered before the host rule held is not
                // followed either.
                let judged = crate::redirect_uris::parse_redirect_uri(uri, "");
                if judged.is_err()
                    || !self
                        .store()
                        .is_registered_post_logout_redirect(id, uri)
                        .await?
                {
                    return Err(refused(
                        "invalid_post_logout_redirect_uri",
                        "post_logout_redirect_uri",
                        "`post_logout_redirect_uri` is not one of the app's registered post-logout redirect URIs.",
                    ));
                }
                Some(with_state(uri, req.state.as_deref()))
            }
        };
        if app_id.is_none() && !sessions.is_empty() {
            let expected = self.logout_confirmation(sessions);
            let confirmed = req
                .confirmation
                .as_deref()
                .is_some_and(|c| secrets_equal(c, &expected));
            if !confirmed {
                return Ok(Logout::Confirm {
                    confirmation: expected,
                });
            }
        }
        let mut apps = Vec::new();
        let mut ended = Vec::new();
        for (app, value) in sessions {
            if app_id.as_ref().is_none_or(|id| id == app) {
                let live = self.live_session(app, Some(value)).await?;
                if self.end_session(app, value).await?
                    && let Some(session) = live
                {
                    ended.push((app.clone(), session));
                }
                apps.push(app.clone());
            }
        }
        // Each app that asked is told by a back-channel POST, in the background: a
        // relying party that is slow or down never holds the browser here.
        for (app, session) in ended {
            let told = match self.store().get_app(&app).await {
                Ok(app) => self.notify_logout(&app, &session.sub, &session.sid).await,
                Err(e) => Err(e.into()),
            };
            if let Err(e) = told {
                tracing::warn!(client_id = %app, error = %e, "back-channel logout not sent");
            }
        }
        if let Some(id) = app_id.filter(|id| !apps.contains(id)) {
            apps.push(id);
        }
        Ok(Logout::Done(LoggedOut { apps, redirect }))
    }
}

/// The URI with `state` added to its query (RP-Initiated Logout §3).
fn with_state(uri: &str, state: Option<&str>) -> String {
    match (url::Url::parse(uri), state) {
        (Ok(mut url), Some(state)) => {
            url.query_pairs_mut().append_pair("state", state);
            url.to_string()
        }
        _ => uri.to_owned(),
    }
}
