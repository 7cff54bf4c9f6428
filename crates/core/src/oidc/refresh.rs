//! Refresh tokens (OIDC Core §12, RFC 6749 §6; docs/architecture.md, "IdP sessions"): scope
//! `offline_access` with a code yields one; every use rotates it, and presenting a used one
//! again revokes its whole family — every refresh and access token it produced — since only
//! a thief or a confused client would (OAuth 2.0 Security BCP §4.14). Rotations arriving
//! together share one commit (see `crate::group_commit`).
//!
//! A public client has no secret to hold its refresh token to, so when it gets one with a
//! DPoP proof, the family is bound to the proof's key: every refresh must come with a
//! proof of that key (RFC 9449 §5), and a stolen token alone is refused without being used.

use crate::Code;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::refresh_tokens::{NewFamily, RefreshFamilyRow, RefreshTokenRow, Rotation};
use humanid_store::{App, Store, StoreResult, now_micros};
use rand::RngCore;
use rand::rngs::OsRng;
use serde::{Deserialize, Serialize};

use super::dpop::DpopError;
use super::exchange::{TokenRequest, TokenResponse, needed};
use super::tokens::{ACCESS_TOKEN_LIFETIME_SECS, Grant, Wanted};
use crate::group_commit::{Batch, GroupCommit};
use crate::secrets::secrets_equal;
use crate::{CoreError, CoreResult, Humanid, ids};

/// A refresh token lives this long after it is issued; each use issues a new one.
pub const REFRESH_TOKEN_LIFETIME_SECS: i64 = 30 * 24 * 3_600;
pub(crate) const REFRESH_DOMAIN: &str = "refresh-token";
pub const OFFLINE_ACCESS: &str = "offline_access";

const UNUSABLE: &str =
    "The refresh token is invalid, expired, revoked or already used; sign in again.";

fn invalid_grant(detail: &str) -> CoreError {
    CoreError::invalid(Code::InvalidGrant, Some("refresh_token"), detail)
}

/// What a refresh token's row keeps: the grant and, for a public client's DPoP-bound
/// family, the thumbprint of the key each refresh must prove (rows written before
/// binding existed read as unbound).
#[derive(Serialize, Deserialize)]
struct RefreshGrant {
    #[serde(flatten)]
    grant: Grant,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    dpop_jkt: Option<String>,
}

/// True when the rotation happened (the old token was unused and its family live).
pub type Rotator = GroupCommit<Rotations>;

pub struct Rotations(pub Store);

impl Batch for Rotations {
    type Item = Rotation;
    type Answer = bool;

    async fn write_all(&self, items: &[Rotation]) -> StoreResult<Vec<bool>> {
        self.0.rotate_refresh_tokens(items).await
    }

    async fn write_one(&self, item: &Rotation) -> StoreResult<bool> {
        self.0.rotate_refresh_token(item).await
    }
}

impl Humanid {
    /// A fresh refresh token of `family_id` carrying `grant` (bound to the DPoP key
    /// `dpop_jkt`, if any): `(token, row)`.
    fn new_refresh_token(
        &self,
        grant: &Grant,
        family_id: &str,
        dpop_jkt: Option<&str>,
        now: i64,
    ) -> CoreResult<(String, RefreshTokenRow)> {
        let mut bytes = [0u8; 32];
        OsRng.fill_bytes(&mut bytes);
        let token = URL_SAFE_NO_PAD.encode(bytes);
        // The nonce belonged to the first sign-in; refreshed ID tokens carry none (§12.2).
        let kept = RefreshGrant {
            grant: Grant {
                nonce: None,
                ..grant.clone()
            },
            dpop_jkt: dpop_jkt.map(str::to_owned),
        };
        let row = RefreshTokenRow {
            token_hash: self.hasher().hash(REFRESH_DOMAIN, &token),
            family_id: family_id.to_owned(),
            app_id: grant.client_id.clone(),
            grant_data: serde_json::to_string(&kept)
                .map_err(|e| CoreError::Internal(e.to_string()))?,
            created_at: now,
            expires_at: now + REFRESH_TOKEN_LIFETIME_SECS * 1_000_000,
            used_at: None,
        };
        Ok((token, row))
    }

    /// A new family for a code exchange whose grant includes `offline_access`, bound to
    /// `dpop_jkt` when given (a public client's proof): `(first refresh token, rows to
    /// write with the code's redemption)`.
    pub(crate) fn new_refresh_family(
        &self,
        grant: &Grant,
        code_hash: &str,
        dpop_jkt: Option<&str>,
        now: i64,
    ) -> CoreResult<Option<(String, NewFamily)>> {
        if !grant.scopes.iter().any(|s| s == OFFLINE_ACCESS) {
            return Ok(None);
        }
        let family = RefreshFamilyRow {
            id: format!("rtf_{}", ids::random_hex(16)),
            app_id: grant.client_id.clone(),
            code_hash: Some(code_hash.to_owned()),
            created_at: now,
            revoked_at: None,
        };
        let (token, row) = self.new_refresh_token(grant, &family.id, dpop_jkt, now)?;
        Ok(Some((token, NewFamily { family, token: row })))
    }

    /// `grant_type=refresh_token`: new access and ID tokens and the next refresh token.
    pub async fn exchange_refresh_token(
        &self,
        client: &App,
        req: TokenRequest,
    ) -> CoreResult<TokenResponse> {
        let presented = needed(&req.refresh_token, "refresh_token")?;
        let old_hash = self.hasher().hash(REFRESH_DOMAIN, presented);
        let now = now_micros();
        let Some(found) = self.store().find_refresh_token(&old_hash).await? else {
            return Err(invalid_grant(UNUSABLE));
        };
        let row = found.row;
        if row.app_id != client.id {
            return Err(invalid_grant(
                "The refresh token was issued to another client.",
            ));
        }
        if row.used_at.is_some() {
            return Err(self.refresh_replayed(client, &row.family_id, now).await?);
        }
        if found.family_revoked || found.app_archived || row.expires_at <= now {
            return Err(invalid_grant(UNUSABLE));
        }
        let RefreshGrant { grant, dpop_jkt } = serde_json::from_str(&row.grant_data)
            .map_err(|e| CoreError::Internal(format!("grant data: {e}")))?;
        if let Some(bound) = dpop_jkt.as_deref() {
            // Refused before anything is written: the token stays usable by its holder.
            match req.dpop_jkt.as_deref() {
                None => return Err(DpopError::Missing.at_token_endpoint()),
                Some(proved) if !secrets_equal(proved, bound) => {
                    return Err(DpopError::WrongKey.at_token_endpoint());
                }
                Some(_) => {}
            }
        }
        let issued = Grant {
            scopes: narrowed(req.scope.as_deref(), &grant.scopes)?,
            ..grant.clone()
        };
        let (next, next_row) =
            self.new_refresh_token(&grant, &row.family_id, dpop_jkt.as_deref(), now)?;
        let minted = self
            .sign_tokens(
                &issued,
                Wanted {
                    access: true,
                    id: true,
                    family_id: Some(&row.family_id),
                    dpop_jkt: req.dpop_jkt.as_deref(),
                    id_alg: super::tokens::id_token_alg(client),
                    ..Wanted::default()
                },
            )
            .await?;
        let rotation = Rotation {
            old_hash,
            now,
            next: next_row,
            tokens: minted.rows,
        };
        if !self.rotator().submit(rotation).await? {
            // Lost a race with another use of the same token: a replay like any other.
            return Err(self.refresh_replayed(client, &row.family_id, now).await?);
        }
        let (Some(access_token), Some(id_token)) = (minted.access_token, minted.id_token) else {
            return Err(CoreError::Internal("tokens were not minted".into()));
        };
        Ok(TokenResponse {
            access_token,
            token_type: super::exchange::token_type(&req),
            expires_in: ACCESS_TOKEN_LIFETIME_SECS,
            scope: issued.scopes.join(" "),
            id_token,
            refresh_token: Some(next),
        })
    }

    /// A used refresh token presented again: its family is revoked.
    async fn refresh_replayed(
        &self,
        client: &App,
        family_id: &str,
        now: i64,
    ) -> CoreResult<CoreError> {
        self.store()
            .revoke_refresh_family(family_id, &client.id, now)
            .await?;
        self.credentials_changed();
        tracing::warn!(client_id = %client.id, "refresh token reused; its family is revoked");
        Ok(invalid_grant(UNUSABLE))
    }
}

/// RFC 6749 §6: a `scope` asked at refresh may only narrow the original grant.
fn narrowed(asked: Option<&str>, granted: &[String]) -> CoreResult<Vec<String>> {
    let Some(asked) = asked.filter(|s| !s.is_empty()) else {
        return Ok(granted.to_vec());
    };
    let asked: Vec<&str> = asked.split(' ').filter(|s| !s.is_empty()).collect();
    if let Some(extra) = asked.iter().find(|s| !granted.iter().any(|g| g == *s)) {
        return Err(CoreError::invalid(
            Code::InvalidScope,
            Some("scope"),
            format!("`{extra}` was not granted to this refresh token."),
        ));
    }
    if !asked.contains(&"openid") {
        return Err(CoreError::invalid(
            Code::InvalidScope,
            Some("scope"),
            "`scope` must include `openid`.",
        ));
    }
    Ok(granted
        .iter()
        .filter(|g| asked.contains(&g.as_str()))
        .cloned()
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refresh_may_narrow_the_scope_but_never_widen_it() {
        let granted: Vec<String> = ["openid", "email", "offline_access"]
            .map(String::from)
            .to_vec();
        assert_eq!(narrowed(None, &granted).ok(), Some(granted.clone()));
        assert_eq!(
            narrowed(Some("openid"), &granted).ok(),
            Some(vec!["openid".to_owned()])
        );
        assert!(narrowed(Some("openid profile"), &granted).is_err());
        assert!(narrowed(Some("email"), &granted).is_err());
    }
}
