//! Issued tokens by `jti`, so they can be revoked and introspected; the tokens
//! themselves are signed JWTs and are never stored.

use crate::{Store, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct TokenRow {
    pub jti: String,
    pub app_id: String,
    /// The code it was exchanged for, if any (implicit-flow tokens have none).
    pub code_hash: Option<String>,
    /// `access` or `id`.
    pub kind: String,
    /// The refresh-token family it came from (code exchange or refresh), if any.
    pub family_id: Option<String>,
    pub issued_at: i64,
    pub expires_at: i64,
    pub revoked_at: Option<i64>,
}

impl Store {
    /// Records tokens in one transaction.
    pub async fn insert_tokens(&self, tokens: &[TokenRow]) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            for t in tokens {
                crate::sql::Insert::row(t).execute(&mut *tx).await?;
            }
            tx.commit().await
        })?;
        Ok(())
    }

    /// The token if it is recorded, unexpired at `now`, not revoked, and neither its code
    /// nor its refresh family (if any) was revoked, nor its app archived.
    pub async fn find_live_token(&self, jti: &str, now: i64) -> StoreResult<Option<TokenRow>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT t.jti, t.app_id, t.code_hash, t.kind, t.family_id, t.issued_at, \
             t.expires_at, t.revoked_at \
             FROM tokens t JOIN apps a ON a.id = t.app_id \
             LEFT JOIN auth_codes c ON c.code_hash = t.code_hash \
             LEFT JOIN refresh_families f ON f.id = t.family_id \
             WHERE t.jti = $1 AND t.expires_at > $2 AND t.revoked_at IS NULL \
             AND c.revoked_at IS NULL AND f.revoked_at IS NULL AND NOT a.is_archived",
        )
        .bind(jti).bind(now).fetch_optional(p).await)?)
    }

    /// Revokes one token of `app_id` (RFC 7009); false when it is not that app's.
    pub async fn revoke_token(&self, jti: &str, app_id: &str, now: i64) -> StoreResult<bool> {
        let _turn = self.write_turn().await;
        let changed = with_writer!(self, p => sqlx::query(
            "UPDATE tokens SET revoked_at = COALESCE(revoked_at, $3) WHERE jti = $1 AND app_id = $2",
        )
        .bind(jti).bind(app_id).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
        Ok(changed == 1)
    }

    /// Forgets tokens that expired before `before`.
    pub async fn delete_expired_tokens(&self, before: i64) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        Ok(
            with_writer!(self, p => sqlx::query("DELETE FROM tokens WHERE expires_at < $1")
            .bind(before).execute(p).await.map(|r| r.rows_affected()))?,
        )
    }
}
