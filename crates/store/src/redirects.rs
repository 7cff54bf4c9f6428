use crate::sql::Insert;
use crate::{Redirect, Store, StoreError, StoreResult, with_pool, with_writer};

const COLUMNS: &str = "id, app_id, redirect_uri, created_at";

impl Store {
    pub async fn insert_redirect(&self, r: &Redirect) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => Insert::redirect(r).execute(p).await.map(|_| ()))?;
        Ok(())
    }

    pub async fn get_redirect(&self, id: &str) -> StoreResult<Redirect> {
        let sql = format!("SELECT {COLUMNS} FROM redirects WHERE id = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(id).fetch_one(p).await)?)
    }

    pub async fn list_redirects(&self, app_id: &str) -> StoreResult<Vec<Redirect>> {
        let sql =
            format!("SELECT {COLUMNS} FROM redirects WHERE app_id = $1 ORDER BY created_at, id");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(app_id).fetch_all(p).await)?)
    }

    /// Every redirect of the team's live apps, in one query.
    pub async fn list_team_redirects(&self, team_id: &str) -> StoreResult<Vec<Redirect>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT r.id, r.app_id, r.redirect_uri, r.created_at FROM redirects r \
             JOIN apps p ON p.id = r.app_id WHERE p.team_id = $1 AND NOT p.is_archived \
             ORDER BY r.created_at, r.id",
        )
        .bind(team_id).fetch_all(p).await)?)
    }

    /// Exact-match lookup, as OAuth requires for redirect URIs.
    pub async fn is_registered_redirect(&self, app_id: &str, uri: &str) -> StoreResult<bool> {
        let found: Option<(String,)> = with_pool!(self, p => sqlx::query_as(
            "SELECT id FROM redirects WHERE app_id = $1 AND redirect_uri = $2",
        )
        .bind(app_id).bind(uri).fetch_optional(p).await)?;
        Ok(found.is_some())
    }

    pub async fn delete_redirect(&self, id: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let done = with_writer!(self, p => sqlx::query("DELETE FROM redirects WHERE id = $1")
            .bind(id).execute(p).await.map(|r| r.rows_affected()))?;
        StoreError::unless_changed(done)
    }
}
