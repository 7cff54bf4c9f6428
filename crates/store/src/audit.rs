//! The team audit log: append-only, newest first when read.

use crate::{Store, StoreResult, with_pool, with_writer};

/// An entry as stored; `detail` is a JSON object.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct AuditRow {
    pub id: i64,
    pub team_id: String,
    pub actor_kind: String,
    pub actor_id: String,
    pub actor_label: String,
    pub action: String,
    pub target: String,
    pub detail: String,
    pub at: i64,
}

/// An entry to append (the database numbers it).
pub struct NewAuditRow<'a> {
    pub team_id: &'a str,
    pub actor_kind: &'a str,
    pub actor_id: &'a str,
    pub actor_label: &'a str,
    pub action: &'a str,
    pub target: &'a str,
    pub detail: &'a str,
    pub at: i64,
}

impl Store {
    pub async fn append_audit(&self, row: &NewAuditRow<'_>) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "INSERT INTO audit_log (team_id, actor_kind, actor_id, actor_label, action, target, \
             detail, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(row.team_id).bind(row.actor_kind).bind(row.actor_id).bind(row.actor_label)
        .bind(row.action).bind(row.target).bind(row.detail).bind(row.at)
        .execute(p).await.map(|_| ()))?;
        Ok(())
    }

    /// Up to `limit` entries of the team, newest first, older than entry `before` if given.
    pub async fn list_audit(
        &self,
        team_id: &str,
        before: Option<i64>,
        limit: i64,
    ) -> StoreResult<Vec<AuditRow>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT id, team_id, actor_kind, actor_id, actor_label, action, target, detail, at \
             FROM audit_log WHERE team_id = $1 AND ($2 IS NULL OR id < $2) \
             ORDER BY id DESC LIMIT $3",
        )
        .bind(team_id).bind(before).bind(limit)
        .fetch_all(p).await)?)
    }
}
