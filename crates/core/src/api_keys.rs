//! Team API keys: `api_` + base64url-nopad(`key_<32 hex>:<secret>`), stored only as a
//! keyed hash of the secret part, looked up by the public id part. Each has a scope
//! (`audit::Scope`) chosen when it is made, and revocation is one-way.

use crate::Code;
use crate::TeamId;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::{ApiKey, StoreError, now_micros};

use serde_json::json;

use crate::audit::{Actor, Change, Permission, Scope, insufficient_scope};
use crate::{CoreError, CoreResult, Humanid, ids};

/// Hash domain of API key secrets.
pub const DOMAIN: &str = "api_key";

/// `last_used_at` is refreshed at most this often (microseconds), so authenticating a
/// request is not a write each time.
const LAST_USED_RESOLUTION: i64 = 60_000_000;

/// A key as shown to its owner once, with the row that stores it.
pub struct IssuedKey {
    pub api_key: String,
    pub row: ApiKey,
}

/// Splits a presented key into (id, secret), or None when it is not shaped like one.
pub fn parse(presented: &str) -> Option<(String, String)> {
    let encoded = presented.strip_prefix("api_")?;
    let decoded = URL_SAFE_NO_PAD.decode(encoded).ok()?;
    let text = String::from_utf8(decoded).ok()?;
    let (id, secret) = text.split_once(':')?;
    (ids::has_shape(id, "key_") && !secret.is_empty()).then(|| (id.to_owned(), secret.to_owned()))
}

fn format(id: &str, secret: &str) -> String {
    format!("api_{}", URL_SAFE_NO_PAD.encode(format!("{id}:{secret}")))
}

fn revoked() -> CoreError {
    CoreError::Conflict {
        code: Code::KeyRevoked,
        detail: "This key was revoked, and a revoked key stays revoked: create a new key.".into(),
        attribute: Some("is_active".into()),
    }
}

impl Humanid {
    /// A new key of `scope` for `team_id` (not yet stored).
    pub fn new_api_key(&self, team_id: &TeamId, name: &str, scope: Scope) -> IssuedKey {
        let id = ids::api_key_id();
        let secret = ids::random_hex(32);
        let now = now_micros();
        let row = ApiKey {
            id: id.clone(),
            team_id: team_id.to_string(),
            name: name.to_owned(),
            secret_hash: self.hasher().hash(DOMAIN, &secret),
            is_active: true,
            created_at: now,
            updated_at: now,
            last_used_at: None,
            scope: scope.as_str().to_owned(),
        };
        IssuedKey {
            api_key: format(&id, &secret),
            row,
        }
    }

    /// Resolves a presented API key to its team. Unknown, malformed and revoked keys all
    /// fail the same way so a caller learns nothing about which it was.
    pub async fn authenticate_api_key(&self, presented: &str) -> CoreResult<ApiKey> {
        let unauthenticated = || CoreError::Unauthenticated {
            code: Code::Unauthenticated,
            detail: "A valid API key is required (Authorization: Bearer api_…).".into(),
        };
        let (id, secret) = parse(presented).ok_or_else(unauthenticated)?;
        let row = match self.store().get_api_key(&id).await {
            Ok(row) => row,
            Err(StoreError::NotFound) => return Err(unauthenticated()),
            Err(e) => return Err(e.into()),
        };
        if row.is_active && self.hasher().verify(DOMAIN, &secret, &row.secret_hash) {
            let now = now_micros();
            if row
                .last_used_at
                .is_none_or(|t| now - t >= LAST_USED_RESOLUTION)
            {
                self.store().touch_api_key(&row.id, now).await?;
            }
            Ok(row)
        } else {
            Err(unauthenticated())
        }
    }

    /// Creates a key of `scope` for the team; the key itself is in the answer only. A
    /// key may make keys no wider than its own scope.
    pub async fn create_api_key(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        name: &str,
        scope: Scope,
    ) -> CoreResult<IssuedKey> {
        actor.permit(Permission::ManageKeys)?;
        if scope > actor.widest_key_scope() {
            return Err(insufficient_scope(actor.widest_key_scope(), scope));
        }
        let name = name.trim();
        if name.chars().count() > 200 {
            return Err(CoreError::invalid(
                Code::Invalid,
                Some("name"),
                "A key name has at most 200 characters.",
            ));
        }
        let issued = self.new_api_key(team_id, name, scope);
        self.store().insert_api_key(&issued.row).await?;
        let detail = json!({"name": name, "scope": scope.as_str()});
        self.record(
            actor,
            Change::new(team_id, "api_key.create", &issued.row.id, detail),
        )
        .await?;
        Ok(issued)
    }

    /// The team's key `id`; another team's is "not found".
    async fn team_api_key(&self, team_id: &TeamId, id: &str) -> CoreResult<ApiKey> {
        match self.store().get_api_key(id).await {
            Ok(row) if row.team_id == team_id => Ok(row),
            Ok(_) | Err(StoreError::NotFound) => Err(CoreError::not_found("No such API key.")),
            Err(e) => Err(e.into()),
        }
    }

    /// Replaces a live key's secret; the old key stops working at once. A revoked key
    /// gets no new secret (`key_revoked`).
    pub async fn reset_api_key(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        id: &str,
    ) -> CoreResult<String> {
        actor.permit(Permission::ManageKeys)?;
        if !self.team_api_key(team_id, id).await?.is_active {
            return Err(revoked());
        }
        let secret = ids::random_hex(32);
        let hash = self.hasher().hash(DOMAIN, &secret);
        let row = self
            .store()
            .update_api_key(team_id, id, None, None, Some(&hash))
            .await?;
        // Revoked between the check and the update: the store kept the old secret.
        if row.secret_hash != hash {
            return Err(revoked());
        }
        let detail = json!({"name": row.name});
        self.record(actor, Change::new(team_id, "api_key.reset", id, detail))
            .await?;
        Ok(format(id, &secret))
    }

    /// Renames and/or revokes a key; `is_active: false` revokes it at once, for good:
    /// `is_active: true` on a revoked key is refused (`key_revoked`).
    pub async fn update_api_key(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        id: &str,
        name: Option<&str>,
        is_active: Option<bool>,
    ) -> CoreResult<ApiKey> {
        actor.permit(Permission::ManageKeys)?;
        if is_active == Some(true) && !self.team_api_key(team_id, id).await?.is_active {
            return Err(revoked());
        }
        let row = self
            .store()
            .update_api_key(team_id, id, name, is_active, None)
            .await?;
        let action = match is_active {
            Some(false) => "api_key.revoke",
            _ => "api_key.update",
        };
        let detail = json!({"name": row.name, "is_active": is_active});
        self.record(actor, Change::new(team_id, action, id, detail))
            .await?;
        Ok(row)
    }

    /// Revokes a key at once (the portal's "Revoke").
    pub async fn revoke_api_key(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        id: &str,
    ) -> CoreResult<ApiKey> {
        self.update_api_key(actor, team_id, id, None, Some(false))
            .await
    }

    pub async fn list_api_keys(&self, team_id: &TeamId) -> CoreResult<Vec<ApiKey>> {
        Ok(self.store().list_api_keys(team_id).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_garbage_is_rejected() {
        let id = ids::api_key_id();
        let key = format(&id, "abc123");
        assert_eq!(parse(&key), Some((id, "abc123".to_owned())));
        for bad in [
            "",
            "api_",
            "api_!!!",
            "key_123",
            &format("key_short", "x"),
            &format(&ids::api_key_id(), ""),
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }
}
