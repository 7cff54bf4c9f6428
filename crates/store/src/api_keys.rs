use crate::{ApiKey, Store, StoreResult, now_micros, with_pool, with_writer};

pub(crate) const INSERT_API_KEY: &str = "INSERT INTO api_keys \
    (id, team_id, name, secret_hash, is_active, created_at, updated_at, scope) \
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";

const COLUMNS: &str =
    "id, team_id, name, secret_hash, is_active, created_at, updated_at, last_used_at, scope";

impl Store {
    pub async fn insert_api_key(&self, key: &ApiKey) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(INSERT_API_KEY)
            .bind(&key.id).bind(&key.team_id).bind(&key.name).bind(&key.secret_hash)
            .bind(key.is_active).bind(key.created_at).bind(key.updated_at).bind(&key.scope)
            .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Looks a key up by its public id (the part before the secret).
    pub async fn get_api_key(&self, id: &str) -> StoreResult<ApiKey> {
        let sql = format!("SELECT {COLUMNS} FROM api_keys WHERE id = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(id).fetch_one(p).await)?)
    }

    pub async fn list_api_keys(&self, team_id: &str) -> StoreResult<Vec<ApiKey>> {
        let sql =
            format!("SELECT {COLUMNS} FROM api_keys WHERE team_id = $1 ORDER BY created_at, id");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(team_id).fetch_all(p).await)?)
    }

    /// Updates name, activity and (when given) the secret hash of one of the team's keys.
    /// Revocation is one-way: `is_active` can only turn false, and a revoked key's secret
    /// is never replaced (the returned row shows what happened).
    pub async fn update_api_key(
        &self,
        team_id: &str,
        id: &str,
        name: Option<&str>,
        is_active: Option<bool>,
        secret_hash: Option<&str>,
    ) -> StoreResult<ApiKey> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "UPDATE api_keys SET name = COALESCE($3, name), \
             is_active = is_active AND COALESCE($4, TRUE), \
             secret_hash = CASE WHEN is_active THEN COALESCE($5, secret_hash) ELSE secret_hash END, \
             updated_at = $6 \
             WHERE team_id = $1 AND id = $2 RETURNING {COLUMNS}"
        );
        Ok(with_writer!(self, p => sqlx::query_as(&sql)
            .bind(team_id).bind(id).bind(name).bind(is_active).bind(secret_hash).bind(now_micros())
            .fetch_one(p).await)?)
    }

    /// Records that the key was used at `now`.
    pub async fn touch_api_key(&self, id: &str, now: i64) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query("UPDATE api_keys SET last_used_at = $2 WHERE id = $1")
            .bind(id).bind(now).execute(p).await.map(|_| ()))?;
        Ok(())
    }
}
