//! Apps as relying parties of World ID 4.0 clients: the RP id each app is known by
//! (derived from its app id by the service), and the address of the key the app's back
//! end signs its requests with, once registered.

use crate::{Store, StoreResult, with_pool, with_writer};

const COLUMNS: &str = "rp_id, app_id, signer_address, registered_at, updated_at";

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct RelyingParty {
    pub rp_id: String,
    pub app_id: String,
    /// `0x` + 40 lowercase hex; None until a signer is registered.
    pub signer_address: Option<String>,
    pub registered_at: Option<i64>,
    pub updated_at: i64,
}

impl Store {
    /// Adds `(rp_id, app_id)` rows for apps that have none; existing rows stay as they are.
    pub async fn add_relying_parties(
        &self,
        rows: &[(String, String)],
        now: i64,
    ) -> StoreResult<()> {
        if rows.is_empty() {
            return Ok(());
        }
        let _turn = self.write_turn().await;
        with_writer!(self, p => async {
            let mut tx = p.begin().await?;
            for (rp_id, app_id) in rows {
                sqlx::query(
                    "INSERT INTO relying_parties (rp_id, app_id, updated_at) VALUES ($1, $2, $3) \
                     ON CONFLICT DO NOTHING",
                )
                .bind(rp_id).bind(app_id).bind(now)
                .execute(&mut *tx).await?;
            }
            tx.commit().await
        }.await)?;
        Ok(())
    }

    /// Ids of apps (archived ones too) that have no relying-party row yet.
    pub async fn apps_without_relying_party(&self) -> StoreResult<Vec<String>> {
        let rows: Vec<(String,)> = with_pool!(self, p => sqlx::query_as(
            "SELECT a.id FROM apps a LEFT JOIN relying_parties r ON r.app_id = a.id \
             WHERE r.app_id IS NULL",
        )
        .fetch_all(p).await)?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// The app an RP id belongs to.
    pub async fn relying_party_app(&self, rp_id: &str) -> StoreResult<Option<String>> {
        let row: Option<(String,)> = with_pool!(self, p => sqlx::query_as(
            "SELECT app_id FROM relying_parties WHERE rp_id = $1",
        )
        .bind(rp_id).fetch_optional(p).await)?;
        Ok(row.map(|(app_id,)| app_id))
    }

    pub async fn get_relying_party(&self, app_id: &str) -> StoreResult<Option<RelyingParty>> {
        let sql = format!("SELECT {COLUMNS} FROM relying_parties WHERE app_id = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(app_id).fetch_optional(p).await)?)
    }

    /// Registers (or replaces) the app's signer; the row is made if the app had none.
    pub async fn set_relying_party_signer(
        &self,
        rp_id: &str,
        app_id: &str,
        signer_address: &str,
        now: i64,
    ) -> StoreResult<RelyingParty> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "INSERT INTO relying_parties (rp_id, app_id, signer_address, registered_at, updated_at) \
             VALUES ($1, $2, $3, $4, $4) ON CONFLICT (app_id) DO UPDATE SET \
             signer_address = excluded.signer_address, registered_at = excluded.registered_at, \
             updated_at = excluded.updated_at RETURNING {COLUMNS}"
        );
        Ok(with_writer!(self, p => sqlx::query_as(&sql)
            .bind(rp_id).bind(app_id).bind(signer_address).bind(now)
            .fetch_one(p).await)?)
    }

    /// The relying-party rows of the team's apps (archived ones too), oldest app first.
    pub async fn list_team_relying_parties(&self, team_id: &str) -> StoreResult<Vec<RelyingParty>> {
        let cols = crate::sql::qualified(COLUMNS, "r");
        let sql = format!(
            "SELECT {cols} FROM relying_parties r JOIN apps a ON a.id = r.app_id \
             WHERE a.team_id = $1 ORDER BY a.created_at, a.id"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(team_id).fetch_all(p).await)?)
    }
}
