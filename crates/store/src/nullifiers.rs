use crate::{Nullifier, Store, StoreResult, now_micros, with_pool};

const COLUMNS: &str = "id, action_id, nullifier_hash, uses, created_at, updated_at";

impl Store {
    /// The person's record for an action. `nullifier_hash` must already be canonical.
    pub async fn find_nullifier(
        &self,
        action_id: &str,
        nullifier_hash: &str,
    ) -> StoreResult<Option<Nullifier>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM nullifiers WHERE action_id = $1 AND nullifier_hash = $2"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(action_id).bind(nullifier_hash).fetch_optional(p).await)?)
    }

    pub async fn list_nullifiers(&self, action_id: &str) -> StoreResult<Vec<Nullifier>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM nullifiers WHERE action_id = $1 ORDER BY created_at, id"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(action_id).fetch_all(p).await)?)
    }

    /// Every nullifier of the team's live apps' actions, in one query.
    pub async fn list_team_nullifiers(&self, team_id: &str) -> StoreResult<Vec<Nullifier>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT n.id, n.action_id, n.nullifier_hash, n.uses, n.created_at, n.updated_at \
             FROM nullifiers n JOIN actions a ON a.id = n.action_id JOIN apps p ON p.id = a.app_id \
             WHERE p.team_id = $1 AND NOT p.is_archived ORDER BY n.created_at, n.id",
        )
        .bind(team_id).fetch_all(p).await)?)
    }

    /// Records one use, atomically refusing it when `max_uses` (0 = unlimited) is reached.
    ///
    /// One statement does the check and the write, so concurrent callers (other tasks,
    /// other replicas) can never push `uses` past the limit. Returns `None` when refused.
    /// `new_id` names the row if this is the person's first use.
    pub async fn record_nullifier_use(
        &self,
        new_id: &str,
        action_id: &str,
        nullifier_hash: &str,
        max_uses: i64,
    ) -> StoreResult<Option<Nullifier>> {
        let sql = format!(
            "INSERT INTO nullifiers (id, action_id, nullifier_hash, uses, created_at, updated_at) \
             VALUES ($1, $2, $3, 1, $4, $4) \
             ON CONFLICT (action_id, nullifier_hash) DO UPDATE \
             SET uses = nullifiers.uses + 1, updated_at = excluded.updated_at \
             WHERE $5 = 0 OR nullifiers.uses < $5 \
             RETURNING {COLUMNS}"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(new_id).bind(action_id).bind(nullifier_hash).bind(now_micros()).bind(max_uses)
            .fetch_optional(p).await)?)
    }
}
