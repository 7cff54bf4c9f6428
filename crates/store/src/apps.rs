use crate::post_logout_redirects::PostLogoutRedirect;
use crate::sql::Insert;
use crate::{
    Action, App, Engine, Redirect, Status, Store, StoreResult, now_micros, with_pool, with_writer,
};

const COLUMNS: &str = "id, team_id, name, logo_url, engine, is_staging, is_verified, status, \
    is_archived, client_secret_hash, created_at, updated_at, description, verified_logo_url, \
    token_endpoint_auth_method, jwks, require_pushed_authorization_requests, client_secret_sealed, \
    id_token_signed_response_alg, userinfo_signed_response_alg, backchannel_logout_uri, jwks_uri, \
    registration_access_token_hash, registered_metadata";

/// Fields of an app its team may change; `None` leaves a field as it is. (`is_verified`
/// is the operator's: [`Store::set_app_verification`].)
#[derive(Clone, Debug, Default)]
pub struct AppPatch {
    pub name: Option<String>,
    pub description: Option<String>,
    pub logo_url: Option<String>,
    pub engine: Option<Engine>,
    pub status: Option<Status>,
    pub token_endpoint_auth_method: Option<String>,
    /// A JWK Set as JSON; `Some("")` removes the app's keys.
    pub jwks: Option<String>,
    pub require_pushed_authorization_requests: Option<bool>,
    pub id_token_signed_response_alg: Option<String>,
    pub userinfo_signed_response_alg: Option<String>,
    pub backchannel_logout_uri: Option<String>,
    /// Where the app publishes its JWK Set; `Some("")` for none.
    pub jwks_uri: Option<String>,
    /// Registered client metadata (JSON) of an app made by `/register`.
    pub registered_metadata: Option<String>,
}

impl Store {
    /// Inserts an app and its initial actions (the sign-in action) in one transaction.
    pub async fn insert_app(&self, app: &App, actions: &[Action]) -> StoreResult<()> {
        self.insert_app_with_uris(app, actions, &[], &[]).await
    }

    /// Inserts an app, its initial actions, redirect URIs and post-logout redirect URIs
    /// in one transaction (a registered client arrives with all of them).
    pub async fn insert_app_with_uris(
        &self,
        app: &App,
        actions: &[Action],
        redirects: &[Redirect],
        post_logout: &[PostLogoutRedirect],
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        let c = &app.client;
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            sqlx::query(
                "INSERT INTO apps (id, team_id, name, logo_url, engine, is_staging, is_verified, \
                 status, is_archived, client_secret_hash, created_at, updated_at, description, \
                 verified_logo_url, token_endpoint_auth_method, jwks, \
                 require_pushed_authorization_requests, client_secret_sealed, \
                 id_token_signed_response_alg, userinfo_signed_response_alg, \
                 backchannel_logout_uri, jwks_uri, registration_access_token_hash, \
                 registered_metadata) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
                 $17, $18, $19, $20, $21, $22, $23, $24)",
            )
            .bind(&app.id).bind(&app.team_id).bind(&app.name).bind(&app.logo_url)
            .bind(app.engine.as_str()).bind(app.is_staging).bind(app.is_verified).bind(app.status.as_str())
            .bind(app.is_archived).bind(&app.client_secret_hash)
            .bind(app.created_at).bind(app.updated_at).bind(&app.description)
            .bind(&app.verified_logo_url).bind(&c.token_endpoint_auth_method)
            .bind(&c.jwks).bind(c.require_pushed_authorization_requests)
            .bind(&c.client_secret_sealed).bind(&app.id_token_signed_response_alg)
            .bind(&app.userinfo_signed_response_alg).bind(&app.backchannel_logout_uri)
            .bind(&c.jwks_uri).bind(&c.registration_access_token_hash)
            .bind(&c.registered_metadata)
            .execute(&mut *tx).await?;
            for action in actions {
                Insert::action(action).execute(&mut *tx).await?;
            }
            for insert in Insert::uris(redirects, post_logout) {
                insert.execute(&mut *tx).await?;
            }
            tx.commit().await
        })?;
        Ok(())
    }

    /// Replaces an app's redirect and post-logout redirect URIs (RFC 7592's update) in
    /// one transaction.
    pub async fn replace_app_uris(
        &self,
        app_id: &str,
        redirects: &[Redirect],
        post_logout: &[PostLogoutRedirect],
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            sqlx::query("DELETE FROM redirects WHERE app_id = $1")
                .bind(app_id).execute(&mut *tx).await?;
            sqlx::query("DELETE FROM post_logout_redirects WHERE app_id = $1")
                .bind(app_id).execute(&mut *tx).await?;
            for insert in Insert::uris(redirects, post_logout) {
                insert.execute(&mut *tx).await?;
            }
            tx.commit().await
        })?;
        Ok(())
    }

    /// Sets the keyed hash of a registered app's registration access token.
    pub async fn set_registration_access_token_hash(
        &self,
        app_id: &str,
        hash: &str,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        with_writer!(self, p => sqlx::query(
            "UPDATE apps SET registration_access_token_hash = $2 WHERE id = $1",
        )
        .bind(app_id).bind(hash).execute(p).await.map(|_| ()))?;
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

    /// Changes what the patch gives. A new name or logo withdraws the operator's
    /// verification in the same statement: the operator verified what they saw, so a
    /// verified app renamed to "PayPal" must not keep the badge.
    pub async fn update_app(&self, team_id: &str, id: &str, patch: &AppPatch) -> StoreResult<App> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        // SET expressions read the row as it was, so `changed` compares old with new.
        let changed = "(COALESCE($3, name) <> name OR COALESCE($4, logo_url) <> logo_url)";
        let sql = format!(
            "UPDATE apps SET name = COALESCE($3, name), logo_url = COALESCE($4, logo_url), \
             engine = COALESCE($5, engine), status = COALESCE($6, status), \
             description = COALESCE($7, description), updated_at = $8, \
             is_verified = CASE WHEN {changed} THEN FALSE ELSE is_verified END, \
             verified_logo_url = CASE WHEN {changed} THEN '' ELSE verified_logo_url END, \
             token_endpoint_auth_method = COALESCE($9, token_endpoint_auth_method), \
             jwks = CASE WHEN CAST($10 AS TEXT) IS NULL THEN jwks \
                 WHEN CAST($10 AS TEXT) = '' THEN NULL ELSE CAST($10 AS TEXT) END, \
             require_pushed_authorization_requests = \
                 COALESCE($11, require_pushed_authorization_requests), \
             client_secret_sealed = CASE WHEN COALESCE($9, token_endpoint_auth_method) \
                 = 'client_secret_jwt' THEN client_secret_sealed END, \
             id_token_signed_response_alg = COALESCE($12, id_token_signed_response_alg), \
             userinfo_signed_response_alg = COALESCE($13, userinfo_signed_response_alg), \
             backchannel_logout_uri = COALESCE($14, backchannel_logout_uri), \
             jwks_uri = COALESCE($15, jwks_uri), \
             registered_metadata = COALESCE($16, registered_metadata) \
             WHERE team_id = $1 AND id = $2 AND NOT is_archived RETURNING {COLUMNS}"
        );
        Ok(with_writer!(self, p => sqlx::query_as(&sql)
            .bind(team_id).bind(id).bind(&patch.name).bind(&patch.logo_url).bind(patch.engine.map(Engine::as_str))
            .bind(patch.status.map(Status::as_str)).bind(&patch.description).bind(now_micros())
            .bind(&patch.token_endpoint_auth_method).bind(&patch.jwks)
            .bind(patch.require_pushed_authorization_requests)
            .bind(&patch.id_token_signed_response_alg).bind(&patch.userinfo_signed_response_alg)
            .bind(&patch.backchannel_logout_uri).bind(&patch.jwks_uri)
            .bind(&patch.registered_metadata)
            .fetch_one(p).await)?)
    }

    /// Archives (never deletes) an app: its nullifiers must outlive it.
    pub async fn archive_app(&self, team_id: &str, id: &str) -> StoreResult<App> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        let sql = format!(
            "UPDATE apps SET is_archived = TRUE, updated_at = $3 \
             WHERE team_id = $1 AND id = $2 AND NOT is_archived RETURNING {COLUMNS}"
        );
        Ok(with_writer!(self, p => sqlx::query_as(&sql)
            .bind(team_id).bind(id).bind(now_micros()).fetch_one(p).await)?)
    }

    /// The operator's verdict on an app (any team's, archived or not): verified with the
    /// reviewed logo, or not verified and no logo.
    pub async fn set_app_verification(
        &self,
        id: &str,
        is_verified: bool,
        verified_logo_url: &str,
    ) -> StoreResult<App> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        let sql = format!(
            "UPDATE apps SET is_verified = $2, verified_logo_url = $3, updated_at = $4 \
             WHERE id = $1 RETURNING {COLUMNS}"
        );
        Ok(with_writer!(self, p => sqlx::query_as(&sql)
            .bind(id).bind(is_verified).bind(verified_logo_url).bind(now_micros())
            .fetch_one(p).await)?)
    }

    pub async fn set_client_secret_hash(
        &self,
        team_id: &str,
        id: &str,
        hash: &str,
        sealed: Option<&str>,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let _changed = self.catalog_change();
        let done = with_writer!(self, p => sqlx::query(
            "UPDATE apps SET client_secret_hash = $3, updated_at = $4, client_secret_sealed = $5 \
             WHERE team_id = $1 AND id = $2 AND NOT is_archived",
        )
        .bind(team_id).bind(id).bind(hash).bind(now_micros()).bind(sealed)
        .execute(p).await.map(|r| r.rows_affected()))?;
        crate::StoreError::unless_changed(done)
    }
}
