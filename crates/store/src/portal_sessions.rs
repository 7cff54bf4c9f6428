//! Portal sign-in sessions, stored only as a keyed hash of the cookie's token.

use crate::{Store, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PortalSession {
    pub token_hash: String,
    pub account_id: String,
    pub display_name: String,
    /// The team the user last chose (None until one is chosen or after it was deleted).
    pub team_id: Option<String>,
    pub created_at: i64,
    pub last_seen_at: i64,
}

impl Store {
    pub async fn insert_portal_session(
        &self,
        token_hash: &str,
        account_id: &str,
        team_id: Option<&str>,
        now: i64,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "INSERT INTO portal_sessions (token_hash, account_id, team_id, created_at, last_seen_at) \
             VALUES ($1, $2, $3, $4, $4)",
        ).bind(token_hash).bind(account_id).bind(team_id).bind(now).execute(p).await.map(|_| ()))?;
        Ok(())
    }

    /// The session with its account's display name.
    pub async fn get_portal_session(&self, token_hash: &str) -> StoreResult<PortalSession> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT s.token_hash, s.account_id, a.display_name, s.team_id, s.created_at, \
             s.last_seen_at FROM portal_sessions s JOIN accounts a ON a.id = s.account_id \
             WHERE s.token_hash = $1",
        ).bind(token_hash).fetch_one(p).await)?)
    }

    pub async fn touch_portal_session(&self, token_hash: &str, now: i64) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "UPDATE portal_sessions SET last_seen_at = $2 WHERE token_hash = $1",
        ).bind(token_hash).bind(now).execute(p).await.map(|_| ()))?;
        Ok(())
    }

    pub async fn set_portal_session_team(
        &self,
        token_hash: &str,
        team_id: &str,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "UPDATE portal_sessions SET team_id = $2 WHERE token_hash = $1",
        ).bind(token_hash).bind(team_id).execute(p).await.map(|_| ()))?;
        Ok(())
    }

    pub async fn delete_portal_session(&self, token_hash: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query("DELETE FROM portal_sessions WHERE token_hash = $1")
            .bind(token_hash).execute(p).await.map(|_| ()))?;
        Ok(())
    }

    /// Deletes sessions idle since before `idle_before` or created before `created_before`.
    pub async fn purge_portal_sessions(
        &self,
        idle_before: i64,
        created_before: i64,
    ) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        Ok(with_writer!(self, p => sqlx::query(
            "DELETE FROM portal_sessions WHERE last_seen_at < $1 OR created_at < $2",
        ).bind(idle_before).bind(created_before).execute(p).await.map(|r| r.rows_affected()))?)
    }
}
