//! `POST /revoke` (RFC 7009): a client revokes one of its own access tokens, or one of
//! its refresh tokens with the whole family (and the access tokens it produced, §2.1).
//! Unknown tokens and other clients' tokens are left alone, without saying so.

use humanid_store::{App, now_micros};
use jsonwebtoken::Validation;

use super::refresh::REFRESH_DOMAIN;
use super::tokens::{ACCESS_TOKEN_TYPE, TokenClaims};
use crate::keys::Purpose;
use crate::{CoreResult, Humanid};

impl Humanid {
    /// Revokes `token` if it is `client`'s; `hint` (`access_token` or `refresh_token`)
    /// only says which kind to try first.
    pub async fn revoke(&self, client: &App, token: &str, hint: Option<&str>) -> CoreResult<()> {
        if hint == Some("refresh_token") {
            if !self.revoke_refresh_token(client, token).await? {
                self.revoke_access_token(client, token).await?;
            }
        } else if !self.revoke_access_token(client, token).await? {
            self.revoke_refresh_token(client, token).await?;
        }
        Ok(())
    }

    /// True when `token` is an access token we signed for `client` (now revoked).
    async fn revoke_access_token(&self, client: &App, token: &str) -> CoreResult<bool> {
        let mut validation = Validation::new(jsonwebtoken::Algorithm::RS256);
        validation.set_issuer(&[&self.settings().auth_url]);
        validation.validate_aud = false;
        validation.validate_exp = false;
        let claims: Option<TokenClaims> = self
            .keys()
            .verify_typed(Purpose::Oidc, Some(ACCESS_TOKEN_TYPE), token, &validation)
            .await;
        match claims {
            Some(c) if c.aud == client.id => {
                let revoked = self.store().revoke_token(&c.jti, &client.id, now_micros());
                let revoked = revoked.await?;
                self.credentials_changed();
                Ok(revoked)
            }
            _ => Ok(false),
        }
    }

    /// True when `token` is a refresh token of `client` (its family now revoked).
    async fn revoke_refresh_token(&self, client: &App, token: &str) -> CoreResult<bool> {
        let hash = self.hasher().hash(REFRESH_DOMAIN, token);
        match self.store().find_refresh_token(&hash).await? {
            Some(found) if found.row.app_id == client.id => {
                let revoked = self.store().revoke_refresh_family(
                    &found.row.family_id,
                    &client.id,
                    now_micros(),
                );
                let revoked = revoked.await?;
                self.credentials_changed();
                Ok(revoked)
            }
            _ => Ok(false),
        }
    }
}
