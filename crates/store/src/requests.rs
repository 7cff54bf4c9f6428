//! Wallet hand-off requests (docs/architecture.md, "Wallet hand-off"): created pending,
//! approved once by a proof, completed once by the browser that holds the binding cookie.

use crate::{Store, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct RequestRow {
    pub id: String,
    /// `sign-in` or `verification`.
    pub kind: String,
    pub app_id: String,
    pub action: String,
    pub signal: String,
    pub short_code: String,
    /// Keyed hash of the browser's binding cookie.
    pub binding_hash: String,
    /// Flow parameters as JSON (the authorize request, or the hosted page's return URL).
    pub params: String,
    /// `pending`, `approved` or `completed`; expiry is judged from `expires_at`.
    pub status: String,
    pub nullifier_hash: Option<String>,
    pub credential_type: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub approved_at: Option<i64>,
    pub completed_at: Option<i64>,
}

const COLUMNS: &str = "id, kind, app_id, action, signal, short_code, binding_hash, params, \
    status, nullifier_hash, credential_type, created_at, expires_at, approved_at, completed_at";

impl Store {
    /// Fails with `Conflict` when the id or short code is taken (the caller retries).
    pub async fn insert_request(&self, r: &RequestRow) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "INSERT INTO requests ({COLUMNS}) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)"
        );
        with_writer!(self, p => sqlx::query(&sql)
            .bind(&r.id).bind(&r.kind).bind(&r.app_id).bind(&r.action).bind(&r.signal)
            .bind(&r.short_code).bind(&r.binding_hash).bind(&r.params).bind(&r.status)
            .bind(&r.nullifier_hash).bind(&r.credential_type).bind(r.created_at)
            .bind(r.expires_at).bind(r.approved_at).bind(r.completed_at)
            .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    pub async fn get_request(&self, id: &str) -> StoreResult<Option<RequestRow>> {
        let sql = format!("SELECT {COLUMNS} FROM requests WHERE id = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(id).fetch_optional(p).await)?)
    }

    pub async fn find_request_by_code(&self, short_code: &str) -> StoreResult<Option<RequestRow>> {
        let sql = format!("SELECT {COLUMNS} FROM requests WHERE short_code = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(short_code).fetch_optional(p).await)?)
    }

    /// Moves a pending, unexpired request to approved. False when it was not pending
    /// (another proof won) or has expired; `Conflict` when this sign-in proof already
    /// approved another request.
    pub async fn approve_request(
        &self,
        id: &str,
        nullifier_hash: &str,
        credential_type: &str,
        now: i64,
    ) -> StoreResult<bool> {
        let _turn = self.write_turn().await;
        let changed = with_writer!(self, p => sqlx::query(
            "UPDATE requests SET status = 'approved', nullifier_hash = $2, credential_type = $3, \
             approved_at = $4 WHERE id = $1 AND status = 'pending' AND expires_at > $4",
        )
        .bind(id).bind(nullifier_hash).bind(credential_type).bind(now)
        .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(changed == 1)
    }

    /// Marks an approved, unexpired request completed and returns it: exactly one caller
    /// gets the row, so the result is delivered once.
    pub async fn complete_request(&self, id: &str, now: i64) -> StoreResult<Option<RequestRow>> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "UPDATE requests SET status = 'completed', completed_at = $2 \
             WHERE id = $1 AND status = 'approved' AND expires_at > $2 RETURNING {COLUMNS}"
        );
        Ok(
            with_writer!(self, p => sqlx::query_as(&sql).bind(id).bind(now).fetch_optional(p).await)?,
        )
    }

    /// Forgets requests that expired before `before`; returns how many.
    pub async fn delete_expired_requests(&self, before: i64) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        Ok(
            with_writer!(self, p => sqlx::query("DELETE FROM requests WHERE expires_at < $1")
            .bind(before).execute(p).await.map(|r| r.rows_affected()))?,
        )
    }
}
