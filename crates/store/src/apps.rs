use crate::{Action, App, Store, StoreResult, now_micros, with_pool};

const COLUMNS: &str = "id, team_id, name, logo_url, engine, is_staging, is_verified, status, \
    is_archived, client_secret_hash, created_at, updated_at";

/// Fields of an app that may change after creation; `None` leaves a field as it is.
#[derive(Clone, Debug, Default)]
pub struct AppPatch {
    pub name: Option<String>,
    pub logo_url: Option<String>,
    pub engine: Option<String>,
    pub status: Option<String>,
    pub is_verified: Option<bool>,
}

impl Store {
    /// Inserts an app and its initial actions (the sign-in action) in one transaction.
    pub async fn insert_app(&self, app: &App, actions: &[Action]) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_pool!(self, p => {
            let mut tx = p.begin().await?;
            sqlx::query(
                "INSERT INTO apps (id, team_id, name, logo_url, engine, is_staging, is_verified, \
                 status, is_archived, client_secret_hash, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
            )
            .bind(&app.id).bind(&app.team_id).bind(&app.name).bind(&app.logo_url)
            .bind(&app.engine).bind(app.is_staging).bind(app.is_verified).bind(&app.status)
            .bind(app.is_archived).bind(&app.client_secret_hash)
            .bind(app.created_at).bind(app.updated_at)
            .execute(&mut *tx).await?;
            for action in actions {
                crate::actions::insert_action_query(action).execute(&mut *tx).await?;
            }
            tx.commit().await
        })?;
        Ok(())
    }

    /// Any app by id, archived or not.
    pub async fn get_app(&self, id: &str) -> StoreResult<App> {
        let sql = format!("SELECT {COLUMNS} FROM apps WHERE id = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(id).fetch_one(p).await)?)
    }

    /// The team's apps that are not archived.
    pub async fn list_apps(&self, team_id: &str) -> StoreResult<Vec<App>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM apps WHERE team_id = $1 AND NOT is_archived ORDER BY created_at, id"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(team_id).fetch_all(p).await)?)
    }

    pub async fn update_app(&self, team_id: &str, id: &str, patch: &AppPatch) -> StoreResult<App> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "UPDATE apps SET name = COALESCE($3, name), logo_url = COALESCE($4, logo_url), \
             engine = COALESCE($5, engine), status = COALESCE($6, status), \
             is_verified = COALESCE($7, is_verified), updated_at = $8 \
             WHERE team_id = $1 AND id = $2 AND NOT is_archived RETURNING {COLUMNS}"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(team_id).bind(id).bind(&patch.name).bind(&patch.logo_url).bind(&patch.engine)
            .bind(&patch.status).bind(patch.is_verified).bind(now_micros())
            .fetch_one(p).await)?)
    }

    /// Archives (never deletes) an app: its nullifiers must outlive it.
    pub async fn archive_app(&self, team_id: &str, id: &str) -> StoreResult<App> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "UPDATE apps SET is_archived = TRUE, updated_at = $3 \
             WHERE team_id = $1 AND id = $2 AND NOT is_archived RETURNING {COLUMNS}"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(team_id).bind(id).bind(now_micros()).fetch_one(p).await)?)
    }

    pub async fn set_client_secret_hash(
        &self,
        team_id: &str,
        id: &str,
        hash: &str,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let done = with_pool!(self, p => sqlx::query(
            "UPDATE apps SET client_secret_hash = $3, updated_at = $4 \
             WHERE team_id = $1 AND id = $2 AND NOT is_archived",
        )
        .bind(team_id).bind(id).bind(hash).bind(now_micros())
        .execute(p).await.map(|r| r.rows_affected()))?;
        if done == 0 {
            return Err(crate::StoreError::NotFound);
        }
        Ok(())
    }
}
