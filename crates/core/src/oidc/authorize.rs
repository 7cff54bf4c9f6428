//! `/authorize` parameters (OIDC Core §3), checked in the CONTRACT's order: client and
//! redirect URI first (a failure there must never redirect), then the rest.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::handoff::{Created, Delivery, Kind, NewRequest, ResponseMode};
use crate::verify::VerifyError;
use crate::{CoreError, Humanid};

/// Scopes we grant; others are dropped (OAuth allows the server to narrow the scope).
pub const SCOPES: [&str; 3] = ["openid", "email", "profile"];

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

/// Why `/authorize` will not start a sign-in.
#[derive(Debug)]
pub enum AuthorizeError {
    /// Shown to the user; the relying party is not involved (CONTRACT §5).
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
        "required",
        Some(attribute),
        format!("`{attribute}` is required."),
    )
    .into()
}

fn invalid(code: &'static str, attribute: &str, detail: &str) -> AuthorizeError {
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
    /// Validates the parameters (unknown ones are ignored) and opens a sign-in request.
    pub async fn authorize(
        &self,
        params: &HashMap<String, String>,
    ) -> Result<(Created, Authorization), AuthorizeError> {
        let client_id = param(params, "client_id").ok_or_else(|| required("client_id"))?;
        let app = self.serving_app(client_id).await.map_err(|e| match e {
            VerifyError::AppNotFound => invalid(
                "invalid_client",
                "client_id",
                "No app has this `client_id`.",
            ),
            other => AuthorizeError::Page(other.into()),
        })?;
        let redirect_uri = param(params, "redirect_uri").ok_or_else(|| required("redirect_uri"))?;
        if !self
            .store()
            .is_registered_redirect(&app.id, redirect_uri)
            .await
            .map_err(CoreError::from)?
        {
            return Err(invalid(
                "invalid_redirect_uri",
                "redirect_uri",
                "`redirect_uri` is not one of the app's registered redirect URIs.",
            ));
        }
        let response_type =
            param(params, "response_type").ok_or_else(|| required("response_type"))?;
        let (mut code, mut id_token, mut token) = (false, false, false);
        for part in response_type.split(' ') {
            let seen = match part {
                "code" => std::mem::replace(&mut code, true),
                "id_token" => std::mem::replace(&mut id_token, true),
                "token" => std::mem::replace(&mut token, true),
                _ => true,
            };
            if seen {
                return Err(invalid(
                    "invalid_response_type",
                    "response_type",
                    "`response_type` must be a space-separated combination of code, id_token and token.",
                ));
            }
        }
        let scope = param(params, "scope").ok_or_else(|| required("scope"))?;
        let asked: Vec<&str> = scope.split(' ').collect();
        if !asked.contains(&"openid") {
            return Err(invalid(
                "invalid_scope",
                "scope",
                "`scope` must include `openid`.",
            ));
        }
        let scopes = SCOPES
            .iter()
            .filter(|s| asked.contains(s))
            .map(|s| s.to_string())
            .collect();
        let nonce = param(params, "nonce").map(str::to_owned);
        if (id_token || token) && nonce.is_none() {
            return Err(invalid(
                "required",
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
                        "invalid_response_mode",
                        "response_mode",
                        "`response_mode=query` is only allowed for response_type `code`: tokens must not travel in a URL query.",
                    ));
                }
                Some(mode) => mode,
                None => {
                    return Err(invalid(
                        "invalid_response_mode",
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
                    "invalid_request",
                    "code_challenge",
                    "`code_challenge` must be 43 base64url characters (S256).",
                ));
            }
            _ => {
                return Err(invalid(
                    "invalid_request",
                    "code_challenge_method",
                    "PKCE needs `code_challenge` with `code_challenge_method=S256` (plain is not supported).",
                ));
            }
        };
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
        let prompt = param(params, "prompt").unwrap_or_default();
        if prompt.split(' ').any(|p| p == "none") {
            // No IdP sessions: every sign-in is a fresh proof, so it always needs the user.
            let mut out = vec![("error".to_owned(), "login_required".to_owned())];
            if let Some(state) = &auth.state {
                out.push(("state".to_owned(), state.clone()));
            }
            return Err(AuthorizeError::Redirect(Delivery {
                redirect_uri: auth.redirect_uri,
                mode: auth.response_mode,
                params: out,
            }));
        }
        let created = self
            .create_request(NewRequest {
                kind: Kind::SignIn,
                app,
                action: String::new(),
                signal: auth.nonce.clone(),
                params: json!({ "authorization": auth }),
            })
            .await?;
        Ok((created, auth))
    }
}
