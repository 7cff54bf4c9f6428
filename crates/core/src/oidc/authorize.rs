//! `/authorize` parameters (OIDC Core §3), checked in the documented order
//! (docs/api-reference.md): client and redirect URI first (a failure there must never
//! redirect), then the rest. A live IdP session answers at once (see `silent`); otherwise a
//! sign-in request needs a proof.

use crate::Code;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use serde_json::json;

use humanid_store::App;

use super::client_auth::AuthMethod;
use super::response_type::ResponseType;
use super::silent::{Prompt, max_age};
use super::tokens::Grant;
use crate::handoff::{Created, Delivery, Kind, NewRequest, ResponseMode};
use crate::verify::VerifyError;
use crate::{CoreError, CoreResult, Humanid};

/// Scopes we grant; others are dropped (OAuth allows the server to narrow the scope).
/// `offline_access` only with a code: refresh tokens come from `/token` (OIDC Core §11).
pub const SCOPES: [&str; 4] = ["openid", "email", "profile", "offline_access"];

/// A validated authorization request, kept with the sign-in request until completion.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Authorization {
    pub client_id: String,
    pub redirect_uri: String,
    pub code: bool,
    pub id_token: bool,
    pub token: bool,
    pub response_mode: ResponseMode,
    pub scopes: Vec<String>,
    pub state: Option<String>,
    pub nonce: Option<String>,
    pub code_challenge: Option<String>,
}

impl Authorization {
    /// A plain code-flow request (query response, no state, no PKCE) for what `grant`
    /// holds: how a code is issued in-process to a client that already has consent.
    pub fn code_flow(grant: &Grant, redirect_uri: &str) -> Self {
        Authorization {
            client_id: grant.client_id.clone(),
            redirect_uri: redirect_uri.to_owned(),
            code: true,
            id_token: false,
            token: false,
            response_mode: ResponseMode::Query,
            scopes: grant.scopes.clone(),
            state: None,
            nonce: grant.nonce.clone(),
            code_challenge: None,
        }
    }
}

/// What a request asks of the browser's session, checked once the request is valid.
#[derive(Debug)]
pub struct Checks {
    prompt: Result<Prompt, &'static str>,
    max_age: Option<i64>,
    id_token_hint: Option<String>,
}

fn par_required() -> AuthorizeError {
    invalid(
        Code::InvalidRequest,
        "request_uri",
        "This app requires pushed authorization requests: POST them to /par and send the `request_uri` it returns.",
    )
}

/// What `/authorize` does next.
#[derive(Debug)]
pub enum Authorized {
    /// The browser's IdP session answered: deliver this to the relying party.
    Answered(Delivery),
    /// A fresh proof is needed: open a sign-in request ([`Humanid::open_sign_in`]).
    NeedsProof(Box<App>, Authorization),
}

/// Why `/authorize` will not start a sign-in.
#[derive(Debug)]
pub enum AuthorizeError {
    /// Shown to the user; the relying party is not involved (docs/architecture.md, "OpenID
    /// Connect").
    Page(CoreError),
    /// Sent back to the (verified) redirect URI, e.g. `login_required` for `prompt=none`.
    Redirect(Delivery),
}

impl From<CoreError> for AuthorizeError {
    fn from(e: CoreError) -> Self {
        AuthorizeError::Page(e)
    }
}

fn required(attribute: &str) -> AuthorizeError {
    CoreError::invalid(
        Code::Required,
        Some(attribute),
        format!("`{attribute}` is required."),
    )
    .into()
}

pub(crate) fn invalid(code: Code, attribute: &str, detail: &str) -> AuthorizeError {
    CoreError::invalid(code, Some(attribute), detail).into()
}

/// A parameter, treating an empty value as absent (OAuth 2.0 §3.1).
fn param<'a>(params: &'a HashMap<String, String>, name: &str) -> Option<&'a str> {
    params
        .get(name)
        .map(String::as_str)
        .filter(|v| !v.is_empty())
}

fn is_pkce_challenge(s: &str) -> bool {
    s.len() == 43
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl Humanid {
    /// Validates the parameters (unknown ones are ignored) and answers from the live IdP
    /// session `session_cookie` holds for the client, if the request allows it.
    pub async fn authorize(
        &self,
        params: &HashMap<String, String>,
        session_cookie: Option<&str>,
    ) -> Result<Authorized, AuthorizeError> {
        let client_id = param(params, "client_id").ok_or_else(|| required("client_id"))?;
        let app = self.authorizing_app(client_id).await?;
        // A pushed request (RFC 9126 §4) or a request object (RFC 9101 §6.3) replaces the
        // parameters; otherwise an app that requires pushed requests refuses them.
        let params = match (param(params, "request_uri"), param(params, "request")) {
            (Some(_), Some(_)) => {
                return Err(invalid(
                    Code::InvalidRequest,
                    "request",
                    "Send `request` or `request_uri`, not both.",
                ));
            }
            (Some(uri), None) => &self.take_pushed_request(&app, uri).await?,
            (None, Some(_)) if app.client.require_pushed_authorization_requests => {
                return Err(par_required());
            }
            (None, Some(object)) => &self.open_request_object(&app, object).await?,
            (None, None) if app.client.require_pushed_authorization_requests => {
                return Err(par_required());
            }
            (None, None) => params,
        };
        self.authorize_checked(app, params, session_cookie).await
    }

    /// The app behind `client_id`, as `/authorize` and `/par` refuse an unknown one.
    pub(crate) async fn authorizing_app(&self, client_id: &str) -> Result<App, AuthorizeError> {
        self.serving_app(client_id).await.map_err(|e| match e {
            VerifyError::AppNotFound => invalid(
                Code::InvalidClient,
                "client_id",
                "No app has this `client_id`.",
            ),
            other => AuthorizeError::Page(other.into()),
        })
    }

    /// Validates the request's own parameters (see [`Humanid::authorize`]).
    async fn authorize_checked(
        &self,
        app: App,
        params: &HashMap<String, String>,
        session_cookie: Option<&str>,
    ) -> Result<Authorized, AuthorizeError> {
        let (auth, checks) = self.authorization(&app, params).await?;
        self.answer(app, auth, checks, session_cookie).await
    }

    /// The validated authorization request `params` make for `app` (the client id in
    /// them, if any, must be the app's).
    pub(crate) async fn authorization(
        &self,
        app: &App,
        params: &HashMap<String, String>,
    ) -> Result<(Authorization, Checks), AuthorizeError> {
        if param(params, "client_id").is_some_and(|id| id != app.id) {
            return Err(invalid(
                Code::InvalidClient,
                "client_id",
                "`client_id` differs from the client making the request.",
            ));
        }
        let redirect_uri = param(params, "redirect_uri").ok_or_else(|| required("redirect_uri"))?;
        // Judged again as it is used, so a URI registered before the host rule held (see
        // `redirect_uris`) is never followed.
        let judged = crate::redirect_uris::parse_redirect_uri(redirect_uri, "redirect_uri");
        if judged.is_err()
            || !self
                .store()
                .is_registered_redirect(&app.id, redirect_uri)
                .await
                .map_err(CoreError::from)?
        {
            return Err(invalid(
                Code::InvalidRedirectUri,
                "redirect_uri",
                "`redirect_uri` is not one of the app's registered redirect URIs.",
            ));
        }
        let ResponseType {
            code,
            id_token,
            token,
        } = param(params, "response_type")
            .ok_or_else(|| required("response_type"))?
            .parse()
            .map_err(|_| {
                invalid(
                    Code::InvalidResponseType,
                    "response_type",
                    "`response_type` must be a space-separated combination of code, id_token and token.",
                )
            })?;
        let scope = param(params, "scope").ok_or_else(|| required("scope"))?;
        let asked: Vec<&str> = scope.split(' ').collect();
        if !asked.contains(&"openid") {
            return Err(invalid(
                Code::InvalidScope,
                "scope",
                "`scope` must include `openid`.",
            ));
        }
        let scopes = SCOPES
            .iter()
            .filter(|s| asked.contains(s) && (code || **s != "offline_access"))
            .map(|s| s.to_string())
            .collect();
        let nonce = param(params, "nonce").map(str::to_owned);
        if (id_token || token) && nonce.is_none() {
            return Err(invalid(
                Code::Required,
                "nonce",
                "`nonce` is required when tokens are returned from this endpoint.",
            ));
        }
        let pure_code = code && !id_token && !token;
        let response_mode = match param(params, "response_mode") {
            None if pure_code => ResponseMode::Query,
            None => ResponseMode::Fragment,
            Some(m) => match ResponseMode::parse(m) {
                Some(ResponseMode::Query) if !pure_code => {
                    return Err(invalid(
                        Code::InvalidResponseMode,
                        "response_mode",
                        "`response_mode=query` is only allowed for response_type `code`: tokens must not travel in a URL query.",
                    ));
                }
                Some(mode) => mode,
                None => {
                    return Err(invalid(
                        Code::InvalidResponseMode,
                        "response_mode",
                        "`response_mode` must be query, fragment or form_post.",
                    ));
                }
            },
        };
        let code_challenge = match (
            param(params, "code_challenge"),
            param(params, "code_challenge_method"),
        ) {
            (None, None) => None,
            (Some(c), Some("S256")) if is_pkce_challenge(c) => Some(c.to_owned()),
            (Some(_), Some("S256")) => {
                return Err(invalid(
                    Code::InvalidRequest,
                    "code_challenge",
                    "`code_challenge` must be 43 base64url characters (S256).",
                ));
            }
            _ => {
                return Err(invalid(
                    Code::InvalidRequest,
                    "code_challenge_method",
                    "PKCE needs `code_challenge` with `code_challenge_method=S256` (plain is not supported).",
                ));
            }
        };
        if code && code_challenge.is_none() && AuthMethod::of(app) == AuthMethod::None {
            return Err(invalid(
                Code::InvalidRequest,
                "code_challenge",
                "This app is a public client: it must use PKCE (`code_challenge` with S256).",
            ));
        }
        let auth = Authorization {
            client_id: app.id.clone(),
            redirect_uri: redirect_uri.to_owned(),
            code,
            id_token,
            token,
            response_mode,
            scopes,
            state: params.get("state").cloned(),
            nonce,
            code_challenge,
        };
        let prompt = Prompt::parse(param(params, "prompt"));
        let max_age = max_age(param(params, "max_age"))?;
        let checks = Checks {
            prompt,
            max_age,
            id_token_hint: param(params, "id_token_hint").map(str::to_owned),
        };
        Ok((auth, checks))
    }

    /// Answers a validated request from the browser's session, or asks for a proof.
    async fn answer(
        &self,
        app: App,
        auth: Authorization,
        checks: Checks,
        session_cookie: Option<&str>,
    ) -> Result<Authorized, AuthorizeError> {
        let Checks {
            prompt,
            max_age,
            id_token_hint,
        } = checks;
        let redirect_error = |error: &str, description: &str| {
            let mut out = vec![
                ("error".to_owned(), error.to_owned()),
                ("error_description".to_owned(), description.to_owned()),
            ];
            if let Some(state) = &auth.state {
                out.push(("state".to_owned(), state.clone()));
            }
            out.push(self.iss_param());
            AuthorizeError::Redirect(Delivery {
                redirect_uri: auth.redirect_uri.clone(),
                mode: auth.response_mode,
                params: out,
            })
        };
        let prompt = prompt.map_err(|why| redirect_error("invalid_request", why))?;
        let hint_sub = match id_token_hint.as_deref() {
            None => None,
            Some(hint) => match self.id_token_hint_subject(hint, Some(&app.id)).await {
                Some((sub, _)) => Some(sub),
                None if prompt.none => {
                    return Err(redirect_error(
                        "invalid_request",
                        "`id_token_hint` is not an ID token this provider issued to this client.",
                    ));
                }
                None => {
                    return Err(invalid(
                        Code::InvalidRequest,
                        "id_token_hint",
                        "`id_token_hint` is not an ID token this provider issued to this client.",
                    ));
                }
            },
        };
        let session = self.live_session(&app.id, session_cookie).await?;
        let now = chrono::Utc::now().timestamp();
        let usable = session.filter(|s| {
            !prompt.fresh
                && max_age.is_none_or(|max| now - s.auth_time < max)
                && hint_sub.as_ref().is_none_or(|sub| *sub == s.sub)
        });
        // A session stands for a proof of the app's sign-in action: it answers only while
        // that action is active, as a new proof would need.
        let usable = match usable {
            Some(s) => self
                .find_app_action(&app.id, "", &s.sub)
                .await?
                .filter(|a| a.action.status.is_active())
                .map(|_| s),
            None => None,
        };
        match usable {
            Some(s) => {
                let grant = super::Grant {
                    sid: Some(s.sid),
                    client_id: app.id.clone(),
                    sub: s.sub,
                    credential_type: s.credential_type,
                    scopes: auth.scopes.clone(),
                    nonce: auth.nonce.clone(),
                    auth_time: s.auth_time,
                };
                let alg = super::tokens::id_token_alg(&app);
                Ok(Authorized::Answered(self.respond(&grant, auth, alg).await?))
            }
            None if prompt.none => Err(redirect_error(
                "login_required",
                "There is no sign-in to this app in this browser that the request allows; sign in again.",
            )),
            None => Ok(Authorized::NeedsProof(Box::new(app), auth)),
        }
    }

    /// Opens the sign-in request a fresh proof will answer.
    pub async fn open_sign_in(&self, app: App, auth: &Authorization) -> CoreResult<Created> {
        self.create_request(NewRequest {
            kind: Kind::SignIn,
            app,
            action: String::new(),
            signal: auth.nonce.clone(),
            params: json!({ "authorization": auth }),
        })
        .await
    }
}
