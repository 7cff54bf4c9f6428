use crate::{ApiKey, Store, StoreResult, Team, with_pool, with_writer};

impl Store {
    pub async fn insert_team(&self, team: &Team) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query("INSERT INTO teams (id, name, created_at) VALUES ($1, $2, $3)")
            .bind(&team.id).bind(&team.name).bind(team.created_at)
            .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    pub async fn get_team(&self, id: &str) -> StoreResult<Team> {
        Ok(
            with_pool!(self, p => sqlx::query_as("SELECT id, name, created_at FROM teams WHERE id = $1")
            .bind(id).fetch_one(p).await)?,
        )
    }

    /// Whether any team exists (`serve` makes the first one on an empty database).
    pub async fn any_team(&self) -> StoreResult<bool> {
        Ok(
            with_pool!(self, p => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM (SELECT 1 FROM teams LIMIT 1) t")
            .fetch_one(p).await)?
                > 0,
        )
    }

    /// The team's portal version: changes whenever its apps, actions or redirects do
    /// (database triggers bump it), so cached portal rows can be revalidated cheaply.
    pub async fn portal_version(&self, team_id: &str) -> StoreResult<i64> {
        Ok(
            with_pool!(self, p => sqlx::query_scalar("SELECT portal_version FROM teams WHERE id = $1")
            .bind(team_id).fetch_one(p).await)?,
        )
    }

    /// Creates a team together with its first API key, atomically: a bootstrap that fails
    /// half-way must not leave a team nobody can reach.
    pub async fn insert_team_with_key(&self, team: &Team, key: &ApiKey) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            sqlx::query("INSERT INTO teams (id, name, created_at) VALUES ($1, $2, $3)")
                .bind(&team.id).bind(&team.name).bind(team.created_at)
                .execute(&mut *tx).await?;
            sqlx::query(crate::api_keys::INSERT_API_KEY)
                .bind(&key.id).bind(&key.team_id).bind(&key.name).bind(&key.secret_hash)
                .bind(key.is_active).bind(key.created_at).bind(key.updated_at).bind(&key.scope)
                .execute(&mut *tx).await?;
            tx.commit().await
        })?;
        Ok(())
    }
}
