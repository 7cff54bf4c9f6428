//! Team API keys: `api_` + base64url-nopad(`key_<32 hex>:<secret>`), stored only as a
//! keyed hash of the secret part, looked up by the public id part.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::{ApiKey, StoreError, now_micros};

use serde_json::json;

use crate::audit::{Actor, Change};
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

impl Humanid {
    /// A new key for `team_id` (not yet stored).
    pub fn new_api_key(&self, team_id: &str, name: &str) -> IssuedKey {
        let id = ids::api_key_id();
        let secret = ids::random_hex(32);
        let now = now_micros();
        let row = ApiKey {
            id: id.clone(),
            team_id: team_id.to_owned(),
            name: name.to_owned(),
            secret_hash: self.hasher().hash(DOMAIN, &secret),
            is_active: true,
            created_at: now,
            updated_at: now,
            last_used_at: None,
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
            code: "unauthenticated",
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

    /// Creates a key for the team; the key itself is in the answer only.
    pub async fn create_api_key(
        &self,
        actor: &Actor,
        team_id: &str,
        name: &str,
    ) -> CoreResult<IssuedKey> {
        let name = name.trim();
        if name.chars().count() > 200 {
            return Err(CoreError::invalid(
                "invalid",
                Some("name"),
                "A key name has at most 200 characters.",
            ));
        }
        let issued = self.new_api_key(team_id, name);
        self.store().insert_api_key(&issued.row).await?;
        let detail = json!({"name": name});
        self.record(
            actor,
            Change::new(team_id, "api_key.create", &issued.row.id, detail),
        )
        .await?;
        Ok(issued)
    }

    /// Replaces a key's secret; the old key stops working at once.
    pub async fn reset_api_key(
        &self,
        actor: &Actor,
        team_id: &str,
        id: &str,
    ) -> CoreResult<String> {
        let secret = ids::random_hex(32);
        let hash = self.hasher().hash(DOMAIN, &secret);
        let row = self
            .store()
            .update_api_key(team_id, id, None, None, Some(&hash))
            .await?;
        let detail = json!({"name": row.name});
        self.record(actor, Change::new(team_id, "api_key.reset", id, detail))
            .await?;
        Ok(format(id, &secret))
    }

    /// Renames and/or (de)activates a key; `is_active: false` revokes it at once.
    pub async fn update_api_key(
        &self,
        actor: &Actor,
        team_id: &str,
        id: &str,
        name: Option<&str>,
        is_active: Option<bool>,
    ) -> CoreResult<ApiKey> {
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
        team_id: &str,
        id: &str,
    ) -> CoreResult<ApiKey> {
        self.update_api_key(actor, team_id, id, None, Some(false))
            .await
    }

    pub async fn list_api_keys(&self, team_id: &str) -> CoreResult<Vec<ApiKey>> {
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
