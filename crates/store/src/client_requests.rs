//! What OAuth clients send beside their requests: the ids of client assertions already
//! used (each accepted once, on any replica) and pushed authorization requests.

use crate::{Store, StoreResult, with_writer};

/// A pushed authorization request (RFC 9126), by a keyed hash of its `request_uri`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PushedRequestRow {
    pub uri_hash: String,
    pub app_id: String,
    /// The request's parameters as a JSON object of strings.
    pub params: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
}

impl Store {
    /// Records a client assertion's id until `expires_at`; false if it was already
    /// recorded (a replay).
    pub async fn record_assertion_jti(&self, jti_hash: &str, expires_at: i64) -> StoreResult<bool> {
        let _turn = self.write_turn().await;
        let added = with_writer!(self, p => sqlx::query(
            "INSERT INTO client_assertion_jtis (jti_hash, expires_at) VALUES ($1, $2) \
             ON CONFLICT (jti_hash) DO NOTHING",
        )
        .bind(jti_hash).bind(expires_at).execute(p).await.map(|r| r.rows_affected()))?;
        Ok(added == 1)
    }

    pub async fn delete_expired_assertion_jtis(&self, before: i64) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        Ok(with_writer!(self, p => sqlx::query(
            "DELETE FROM client_assertion_jtis WHERE expires_at < $1",
        )
        .bind(before).execute(p).await.map(|r| r.rows_affected()))?)
    }

    pub async fn insert_pushed_request(&self, row: &PushedRequestRow) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "INSERT INTO pushed_requests (uri_hash, app_id, params, created_at, expires_at, used_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&row.uri_hash).bind(&row.app_id).bind(&row.params).bind(row.created_at)
        .bind(row.expires_at).bind(row.used_at)
        .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Marks the pushed request used and returns it, if it exists and was not used yet
    /// (atomically: two replicas cannot both take it). Expiry is the caller's check.
    pub async fn take_pushed_request(
        &self,
        uri_hash: &str,
        now: i64,
    ) -> StoreResult<Option<PushedRequestRow>> {
        let _turn = self.write_turn().await;
        Ok(with_writer!(self, p => sqlx::query_as(
            "UPDATE pushed_requests SET used_at = $2 WHERE uri_hash = $1 AND used_at IS NULL \
             RETURNING uri_hash, app_id, params, created_at, expires_at, used_at",
        )
        .bind(uri_hash).bind(now).fetch_optional(p).await)?)
    }

    pub async fn delete_expired_pushed_requests(&self, before: i64) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        Ok(with_writer!(self, p => sqlx::query(
            "DELETE FROM pushed_requests WHERE expires_at < $1",
        )
        .bind(before).execute(p).await.map(|r| r.rows_affected()))?)
    }
}
