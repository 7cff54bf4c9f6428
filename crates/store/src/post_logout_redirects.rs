//! Where RP-initiated logout may send a browser back to, per app (exact match).

use crate::sql::Insert;
use crate::{Store, StoreError, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PostLogoutRedirect {
    pub id: String,
    pub app_id: String,
    pub post_logout_redirect_uri: String,
    pub created_at: i64,
}

const COLUMNS: &str = "id, app_id, post_logout_redirect_uri, created_at";

impl Store {
    pub async fn insert_post_logout_redirect(&self, r: &PostLogoutRedirect) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => Insert::post_logout(r).execute(p).await.map(|_| ()))?;
        Ok(())
    }

    pub async fn get_post_logout_redirect(&self, id: &str) -> StoreResult<PostLogoutRedirect> {
        let sql = format!("SELECT {COLUMNS} FROM post_logout_redirects WHERE id = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(id).fetch_one(p).await)?)
    }

    pub async fn list_post_logout_redirects(
        &self,
        app_id: &str,
    ) -> StoreResult<Vec<PostLogoutRedirect>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM post_logout_redirects WHERE app_id = $1 ORDER BY created_at, id"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(app_id).fetch_all(p).await)?)
    }

    /// Exact-match lookup, as RP-Initiated Logout requires.
    pub async fn is_registered_post_logout_redirect(
        &self,
        app_id: &str,
        uri: &str,
    ) -> StoreResult<bool> {
        let found: Option<(String,)> = with_pool!(self, p => sqlx::query_as(
            "SELECT id FROM post_logout_redirects WHERE app_id = $1 AND post_logout_redirect_uri = $2",
        )
        .bind(app_id).bind(uri).fetch_optional(p).await)?;
        Ok(found.is_some())
    }

    pub async fn delete_post_logout_redirect(&self, id: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let done = with_writer!(self, p => sqlx::query("DELETE FROM post_logout_redirects WHERE id = $1")
            .bind(id).execute(p).await.map(|r| r.rows_affected()))?;
        StoreError::unless_changed(done)
    }
}
