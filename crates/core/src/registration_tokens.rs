//! Registration tokens: what a team's owners hand to a program so it may create apps in
//! the team by dynamic client registration (`POST /register`, RFC 7591's "initial access
//! token"). `reg_` + 64 hex, shown once, stored only as a keyed hash and found by it
//! (a lookup by keyed hash leaks nothing about the token through timing); listable, and
//! revocable for good.

use crate::TeamId;
use humanid_store::{RegistrationToken, StoreError, now_micros};
use serde_json::json;

use crate::audit::{Actor, Change, Permission};
use crate::{Code, CoreError, CoreResult, Humanid, ids};

/// Hash domain of registration tokens.
pub const DOMAIN: &str = "registration_token";

/// `last_used_at` is refreshed at most this often (microseconds).
const LAST_USED_RESOLUTION: i64 = 60_000_000;

/// A token as shown to its maker once, with the row that stores it.
pub struct IssuedRegistrationToken {
    pub token: String,
    pub row: RegistrationToken,
}

impl Humanid {
    /// Makes a registration token for the team (owners: it creates apps for as long as
    /// it lives, like an API key). `allow_production`: the apps it creates are
    /// production apps; otherwise staging.
    pub async fn create_registration_token(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        name: &str,
        allow_production: bool,
    ) -> CoreResult<IssuedRegistrationToken> {
        actor.permit(Permission::ManageKeys)?;
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 200 {
            return Err(CoreError::invalid(
                Code::Invalid,
                Some("name"),
                "A registration token's name has 1 to 200 characters.",
            ));
        }
        let token = ids::registration_token();
        let now = now_micros();
        let row = RegistrationToken {
            id: ids::registration_token_id(),
            team_id: team_id.to_string(),
            name: name.to_owned(),
            token_hash: self.hasher().hash(DOMAIN, &token),
            allow_production,
            is_active: true,
            created_at: now,
            updated_at: now,
            last_used_at: None,
        };
        self.store().insert_registration_token(&row).await?;
        let detail = json!({"name": name, "allow_production": allow_production});
        self.record(
            actor,
            Change::new(team_id, "registration_token.create", &row.id, detail),
        )
        .await?;
        Ok(IssuedRegistrationToken { token, row })
    }

    /// The team's tokens (never the tokens themselves: only their hashes are kept).
    pub async fn list_registration_tokens(
        &self,
        team_id: &TeamId,
    ) -> CoreResult<Vec<RegistrationToken>> {
        Ok(self.store().list_registration_tokens(team_id).await?)
    }

    /// Revokes one of the team's tokens at once, for good. Apps it made stay.
    pub async fn revoke_registration_token(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        id: &str,
    ) -> CoreResult<RegistrationToken> {
        actor.permit(Permission::ManageKeys)?;
        let row = match self
            .store()
            .revoke_registration_token(team_id, id, now_micros())
            .await
        {
            Ok(row) => row,
            Err(StoreError::NotFound) => {
                return Err(CoreError::not_found("No such registration token."));
            }
            Err(e) => return Err(e.into()),
        };
        let detail = json!({"name": row.name});
        self.record(
            actor,
            Change::new(team_id, "registration_token.revoke", id, detail),
        )
        .await?;
        Ok(row)
    }

    /// The live token `presented` is, or None (unknown, malformed and revoked tokens
    /// alike).
    pub async fn authenticate_registration_token(
        &self,
        presented: &str,
    ) -> CoreResult<Option<RegistrationToken>> {
        if !presented.starts_with("reg_") || presented.len() > 100 {
            return Ok(None);
        }
        let hash = self.hasher().hash(DOMAIN, presented);
        let row = match self.store().get_registration_token_by_hash(&hash).await {
            Ok(row) if row.is_active => row,
            Ok(_) | Err(StoreError::NotFound) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let now = now_micros();
        if row
            .last_used_at
            .is_none_or(|t| now - t >= LAST_USED_RESOLUTION)
        {
            self.store().touch_registration_token(&row.id, now).await?;
        }
        Ok(Some(row))
    }
}
