//! Identity-provider sessions: who signed in to which app in a browser, keyed by a keyed
//! hash of the browser's session cookie (the cookie itself is never stored).

use crate::{Store, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct IdpSessionRow {
    pub session_hash: String,
    pub app_id: String,
    pub sub: String,
    pub credential_type: String,
    /// Seconds, as in the `auth_time` claim.
    pub auth_time: i64,
    pub created_at: i64,
    pub expires_at: i64,
    pub ended_at: Option<i64>,
}

const COLUMNS: &str =
    "session_hash, app_id, sub, credential_type, auth_time, created_at, expires_at, ended_at";

impl Store {
    pub async fn insert_idp_session(&self, s: &IdpSessionRow) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let sql =
            format!("INSERT INTO idp_sessions ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)");
        with_writer!(self, p => sqlx::query(&sql)
            .bind(&s.session_hash).bind(&s.app_id).bind(&s.sub).bind(&s.credential_type)
            .bind(s.auth_time).bind(s.created_at).bind(s.expires_at).bind(s.ended_at)
            .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// The session if it is `app_id`'s, unexpired at `now`, not ended, and the app is
    /// not archived.
    pub async fn find_live_idp_session(
        &self,
        session_hash: &str,
        app_id: &str,
        now: i64,
    ) -> StoreResult<Option<IdpSessionRow>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT s.session_hash, s.app_id, s.sub, s.credential_type, s.auth_time, \
             s.created_at, s.expires_at, s.ended_at \
             FROM idp_sessions s JOIN apps a ON a.id = s.app_id \
             WHERE s.session_hash = $1 AND s.app_id = $2 AND s.expires_at > $3 \
             AND s.ended_at IS NULL AND NOT a.is_archived",
        )
        .bind(session_hash).bind(app_id).bind(now).fetch_optional(p).await)?)
    }

    /// Ends the session (logout); false when there was no such live session of `app_id`.
    pub async fn end_idp_session(
        &self,
        session_hash: &str,
        app_id: &str,
        now: i64,
    ) -> StoreResult<bool> {
        let _turn = self.write_turn().await;
        let changed = with_writer!(self, p => sqlx::query(
            "UPDATE idp_sessions SET ended_at = $3 \
             WHERE session_hash = $1 AND app_id = $2 AND ended_at IS NULL",
        )
        .bind(session_hash).bind(app_id).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
        Ok(changed == 1)
    }

    /// Forgets sessions that expired before `before`.
    pub async fn delete_expired_idp_sessions(&self, before: i64) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        Ok(
            with_writer!(self, p => sqlx::query("DELETE FROM idp_sessions WHERE expires_at < $1")
            .bind(before).execute(p).await.map(|r| r.rows_affected()))?,
        )
    }
}
