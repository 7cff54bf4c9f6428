//! Checking access tokens for `/userinfo` and `/introspect`: signature, issuer, expiry
//! and `typ` first, then the `tokens` table (revoked tokens, and tokens of a replayed
//! code, stop working on every replica within `recent::RECHECK_AFTER`).

use humanid_store::App;
use jsonwebtoken::Validation;
use serde::Serialize;
use serde_json::{Map, Value};

use super::tokens::{ACCESS_TOKEN_TYPE, TokenClaims, TokenKind};
use crate::keys::{Purpose, SigningAlg};
use crate::{CoreResult, Humanid};

impl Humanid {
    /// The claims of a live access token; `None` for anything else (an ID token, a
    /// forged, expired or revoked token).
    pub async fn access_token_claims(&self, token: &str) -> CoreResult<Option<TokenClaims>> {
        // The same token checked less than `RECHECK_AFTER` ago needs neither the
        // signature nor the database again; only its expiry, which moves on.
        let digest = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, token.as_bytes());
        let key = hex::encode(digest.as_ref());
        if let Some(claims) = self.live_tokens().get(&key) {
            return Ok((claims.exp > chrono::Utc::now().timestamp()).then_some(claims));
        }
        let asked = std::time::Instant::now();
        let mut validation = Validation::new(jsonwebtoken::Algorithm::RS256);
        validation.set_issuer(&[&self.settings().auth_url]);
        validation.validate_aud = false;
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "iss", "sub", "aud"]);
        // `typ: at+jwt` keeps ID tokens (and anything else we sign) out.
        let claims: Option<TokenClaims> = self
            .keys()
            .verify_typed(Purpose::Oidc, Some(ACCESS_TOKEN_TYPE), token, &validation)
            .await;
        let Some(claims) = claims else {
            return Ok(None);
        };
        let now = humanid_store::now_micros();
        let live = self.store().find_live_token(&claims.jti, now).await?;
        let live = live
            .is_some_and(|row| row.kind == TokenKind::Access.as_str() && row.app_id == claims.aud);
        if live {
            self.live_tokens().put(key, asked, claims.clone());
        }
        Ok(live.then_some(claims))
    }

    /// OpenID Connect userinfo: the subject and the claims its scopes allow.
    pub fn userinfo(&self, claims: &TokenClaims) -> UserInfo {
        UserInfo {
            sub: claims.sub.clone(),
            claims: claims.user.clone(),
        }
    }

    /// The UserInfo answer in the form the token's app asked for: JSON, or a JWT signed
    /// with its `userinfo_signed_response_alg` carrying `iss` and `aud` (OIDC Core §5.3.2).
    pub async fn userinfo_answer(&self, claims: &TokenClaims) -> CoreResult<UserInfoAnswer> {
        let info = self.userinfo(claims);
        let app = match self.token_apps().get(&claims.aud) {
            Some(app) => app,
            None => {
                let asked = std::time::Instant::now();
                let app = self.store().get_app(&claims.aud).await?;
                self.token_apps()
                    .put(claims.aud.clone(), asked, app.clone());
                app
            }
        };
        let Some(alg) = SigningAlg::parse(&app.userinfo_signed_response_alg) else {
            return Ok(UserInfoAnswer::Json(info));
        };
        let mut body = info.claims;
        body.insert("sub".into(), Value::String(info.sub));
        body.insert(
            "iss".into(),
            Value::String(self.settings().auth_url.clone()),
        );
        body.insert("aud".into(), Value::String(claims.aud.clone()));
        let jwt = self.keys().sign_with(Purpose::Oidc, alg, None, &body);
        Ok(UserInfoAnswer::Jwt(jwt.await?))
    }

    /// RFC 7662 for `client`: active only for its own live access tokens.
    pub async fn introspect(&self, client: &App, token: &str) -> CoreResult<Introspection> {
        Ok(match self.access_token_claims(token).await? {
            Some(c) if c.aud == client.id => Introspection {
                active: true,
                client_id: Some(c.aud),
                exp: Some(c.exp),
                iat: Some(c.iat),
                sub: Some(c.sub),
                scope: Some(c.scope),
                iss: Some(c.iss),
                token_type: Some(if c.cnf.is_some() { "DPoP" } else { "Bearer" }),
                cnf: c.cnf,
                ..Introspection::default()
            },
            _ => Introspection {
                code: Some("invalid_token"),
                detail: Some(
                    "The token is invalid, expired or revoked; obtain a new one through /token.",
                ),
                ..Introspection::default()
            },
        })
    }
}

/// `/userinfo`'s answer: `sub` and the claims the token's scopes allow (`email`, `name`,
/// …, and the `{auth_url}/beta` claim, whose name depends on the issuer).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct UserInfo {
    pub sub: String,
    #[serde(flatten)]
    #[schema(value_type = std::collections::BTreeMap<String, Object>)]
    pub claims: Map<String, Value>,
}

/// `/userinfo`'s answer as the app wants it.
#[derive(Debug)]
pub enum UserInfoAnswer {
    /// `application/json`
    Json(UserInfo),
    /// `application/jwt`
    Jwt(String),
}

/// RFC 7662's answer. Inactive tokens carry only `active: false` and our error fields.
#[derive(Debug, Default, Serialize, utoipa::ToSchema)]
pub struct Introspection {
    pub active: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub client_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exp: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iat: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sub: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iss: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token_type: Option<&'static str>,
    /// The DPoP key a bound token needs (RFC 9449 §6.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cnf: Option<super::tokens::Confirmation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<&'static str>,
}
