//! Registration tokens (RFC 7591's initial access tokens), found by a keyed hash of the
//! token itself; revocation is one-way.

use crate::{RegistrationToken, Store, StoreResult, with_pool, with_writer};

const COLUMNS: &str = "id, team_id, name, token_hash, allow_production, is_active, created_at, \
    updated_at, last_used_at";

impl Store {
    pub async fn insert_registration_token(&self, t: &RegistrationToken) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "INSERT INTO registration_tokens ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"
        );
        with_writer!(self, p => sqlx::query(&sql)
            .bind(&t.id).bind(&t.team_id).bind(&t.name).bind(&t.token_hash)
            .bind(t.allow_production).bind(t.is_active).bind(t.created_at).bind(t.updated_at)
            .bind(t.last_used_at)
            .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// The token whose keyed hash is `token_hash` (`NotFound` if none).
    pub async fn get_registration_token_by_hash(
        &self,
        token_hash: &str,
    ) -> StoreResult<RegistrationToken> {
        let sql = format!("SELECT {COLUMNS} FROM registration_tokens WHERE token_hash = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(token_hash).fetch_one(p).await)?)
    }

    pub async fn list_registration_tokens(
        &self,
        team_id: &str,
    ) -> StoreResult<Vec<RegistrationToken>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM registration_tokens WHERE team_id = $1 ORDER BY created_at, id"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(team_id).fetch_all(p).await)?)
    }

    /// Revokes one of the team's tokens, for good (`NotFound` for another team's).
    pub async fn revoke_registration_token(
        &self,
        team_id: &str,
        id: &str,
        now: i64,
    ) -> StoreResult<RegistrationToken> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "UPDATE registration_tokens SET is_active = FALSE, updated_at = $3 \
             WHERE team_id = $1 AND id = $2 RETURNING {COLUMNS}"
        );
        Ok(with_writer!(self, p => sqlx::query_as(&sql)
            .bind(team_id).bind(id).bind(now).fetch_one(p).await)?)
    }

    /// Records that the token registered a client at `now`.
    pub async fn touch_registration_token(&self, id: &str, now: i64) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "UPDATE registration_tokens SET last_used_at = $2 WHERE id = $1",
        )
        .bind(id).bind(now).execute(p).await.map(|_| ()))?;
        Ok(())
    }
}
