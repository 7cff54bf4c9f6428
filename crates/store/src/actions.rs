use crate::sql::qualified;
use crate::{Action, Status, Store, StoreError, StoreResult, now_micros, with_pool, with_writer};

const COLUMNS: &str = "id, app_id, action, name, description, max_verifications, \
    max_accounts_per_user, external_nullifier, status, created_at, updated_at";

/// An action, the uses one person has made of it (`None`: never), and what a
/// verification needs to know of its app.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ActionUses {
    #[sqlx(flatten)]
    pub action: Action,
    pub uses: Option<i64>,
    #[sqlx(try_from = "String")]
    pub app_engine: crate::Engine,
    /// The app is active and not archived.
    pub app_is_live: bool,
}

/// Fields of an action that may change; the action identifier and external nullifier may not.
#[derive(Clone, Debug, Default)]
pub struct ActionPatch {
    pub name: Option<String>,
    pub description: Option<String>,
    pub max_verifications: Option<i64>,
    pub status: Option<Status>,
}

impl Store {
    pub async fn insert_action(&self, action: &Action) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        with_writer!(self, p => crate::sql::Insert::action(action).execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    pub async fn get_action_by_id(&self, id: &str) -> StoreResult<Action> {
        let sql = format!("SELECT {COLUMNS} FROM actions WHERE id = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(id).fetch_one(p).await)?)
    }

    /// The action of an app by its identifier (`""` is the app's sign-in action).
    pub async fn find_action(&self, app_id: &str, action: &str) -> StoreResult<Option<Action>> {
        let sql = format!("SELECT {COLUMNS} FROM actions WHERE app_id = $1 AND action = $2");
        Ok(
            with_pool!(self, p => sqlx::query_as(&sql).bind(app_id).bind(action).fetch_optional(p).await)?,
        )
    }

    /// The app's action, how many times the person (canonical `nullifier_hash`) has used
    /// it, and its app's state: what a verification needs, in one round trip.
    pub async fn find_action_with_uses(
        &self,
        app_id: &str,
        action: &str,
        nullifier_hash: &str,
    ) -> StoreResult<Option<ActionUses>> {
        let cols = qualified(COLUMNS, "a");
        let sql = format!(
            "SELECT {cols}, (SELECT n.uses FROM nullifiers n \
             WHERE n.action_id = a.id AND n.nullifier_hash = $3) AS uses, \
             p.engine AS app_engine, (p.status = 'active' AND NOT p.is_archived) AS app_is_live \
             FROM actions a JOIN apps p ON p.id = a.app_id WHERE a.app_id = $1 AND a.action = $2"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(app_id).bind(action).bind(nullifier_hash).fetch_optional(p).await)?)
    }

    pub async fn find_action_by_external_nullifier(
        &self,
        app_id: &str,
        external_nullifier: &str,
    ) -> StoreResult<Option<Action>> {
        let sql =
            format!("SELECT {COLUMNS} FROM actions WHERE app_id = $1 AND external_nullifier = $2");
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(app_id).bind(external_nullifier).fetch_optional(p).await)?)
    }

    pub async fn list_actions(&self, app_id: &str) -> StoreResult<Vec<Action>> {
        let sql =
            format!("SELECT {COLUMNS} FROM actions WHERE app_id = $1 ORDER BY created_at, id");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(app_id).fetch_all(p).await)?)
    }

    /// Every action of the team's live apps, in one query (GraphQL loads nested lists so).
    pub async fn list_team_actions(&self, team_id: &str) -> StoreResult<Vec<Action>> {
        let cols = qualified(COLUMNS, "a");
        let sql = format!(
            "SELECT {cols} FROM actions a JOIN apps p ON p.id = a.app_id \
             WHERE p.team_id = $1 AND NOT p.is_archived ORDER BY a.created_at, a.id"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(team_id).fetch_all(p).await)?)
    }

    /// How many actions (the sign-in action `""` not counted) each live app of the team
    /// has, as (app id, count); apps without actions are absent.
    pub async fn count_team_actions(&self, team_id: &str) -> StoreResult<Vec<(String, i64)>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT a.app_id, COUNT(*) FROM actions a JOIN apps p ON p.id = a.app_id \
             WHERE p.team_id = $1 AND NOT p.is_archived AND a.action <> '' GROUP BY a.app_id",
        )
        .bind(team_id).fetch_all(p).await)?)
    }

    pub async fn update_action(&self, id: &str, patch: &ActionPatch) -> StoreResult<Action> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        let sql = format!(
            "UPDATE actions SET name = COALESCE($2, name), description = COALESCE($3, description), \
             max_verifications = COALESCE($4, max_verifications), status = COALESCE($5, status), \
             updated_at = $6 WHERE id = $1 RETURNING {COLUMNS}"
        );
        Ok(with_writer!(self, p => sqlx::query_as(&sql)
            .bind(id).bind(&patch.name).bind(&patch.description).bind(patch.max_verifications)
            .bind(patch.status.map(Status::as_str)).bind(now_micros())
            .fetch_one(p).await)?)
    }

    /// Deletes an action and, with it, its nullifiers.
    pub async fn delete_action(&self, id: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        let done = with_writer!(self, p => sqlx::query("DELETE FROM actions WHERE id = $1")
            .bind(id).execute(p).await.map(|r| r.rows_affected()))?;
        StoreError::unless_changed(done)
    }
}
