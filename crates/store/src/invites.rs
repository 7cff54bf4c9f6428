//! One-time invite links to a team, stored only as a keyed hash of the link's token.
//! They are consumed by [`Store::create_account_by_invite`] or [`Store::join_by_invite`].

use crate::{Store, StoreResult, with_pool};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Invite {
    pub id: String,
    pub token_hash: String,
    pub team_id: String,
    pub role: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
}

/// An invite that can still be used, with the name of its team.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct OpenInvite {
    pub team_id: String,
    pub team_name: String,
    pub role: String,
    pub expires_at: i64,
}

impl Store {
    pub async fn insert_invite(&self, invite: &Invite) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_pool!(self, p => sqlx::query(
            "INSERT INTO invites (id, token_hash, team_id, role, created_at, expires_at, used_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(&invite.id).bind(&invite.token_hash).bind(&invite.team_id).bind(&invite.role)
        .bind(invite.created_at).bind(invite.expires_at).bind(invite.used_at)
        .execute(p).await.map(|_| ()))?;
        Ok(())
    }

    /// The invite if it is unused and not expired at `now`.
    pub async fn open_invite(&self, token_hash: &str, now: i64) -> StoreResult<OpenInvite> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT i.team_id, t.name AS team_name, i.role, i.expires_at FROM invites i \
             JOIN teams t ON t.id = i.team_id \
             WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > $2",
        ).bind(token_hash).bind(now).fetch_one(p).await)?)
    }
}
