//! Checking access tokens for `/userinfo` and `/introspect`: signature, issuer, expiry
//! and `typ` first, then the `tokens` table (revoked tokens, and tokens of a replayed
//! code, stop working at once on every replica).

use humanid_store::App;
use jsonwebtoken::Validation;
use serde_json::{Value, json};

use super::tokens::{ACCESS_TOKEN_TYPE, TokenClaims};
use crate::keys::Purpose;
use crate::{CoreResult, Humanid};

impl Humanid {
    /// The claims of a live access token; `None` for anything else (an ID token, a
    /// forged, expired or revoked token).
    pub async fn access_token_claims(&self, token: &str) -> CoreResult<Option<TokenClaims>> {
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
        Ok(live
            .filter(|row| row.kind == "access" && row.app_id == claims.aud)
            .map(|_| claims))
    }

    /// SPEC 2.4: the subject and the claims its scopes allow.
    pub fn userinfo(&self, claims: &TokenClaims) -> Value {
        let mut out = claims.user.clone();
        out.insert("sub".into(), json!(claims.sub));
        Value::Object(out)
    }

    /// RFC 7662 for `client`: active only for its own live access tokens.
    pub async fn introspect(&self, client: &App, token: &str) -> CoreResult<Value> {
        match self.access_token_claims(token).await? {
            Some(c) if c.aud == client.id => Ok(json!({
                "active": true,
                "client_id": c.aud,
                "exp": c.exp,
                "iat": c.iat,
                "sub": c.sub,
                "scope": c.scope,
                "iss": c.iss,
                "token_type": "Bearer",
            })),
            _ => Ok(json!({
                "active": false,
                "code": "invalid_token",
                "detail": "The token is invalid, expired or revoked; obtain a new one through /token.",
            })),
        }
    }
}
