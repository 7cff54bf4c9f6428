//! What became of wallet hand-off requests, as a kiosk shows it: approved (verified), or
//! the code of the last refused proof. A refusal leaves the request pending, so a wallet
//! may still try again; the code only records what happened.

use crate::{Store, StoreResult, with_pool, with_writer};

/// A request that has an outcome: `status` is `approved`/`completed`, or `pending` with
/// the `failure_code` of the refused proof.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct RequestOutcome {
    pub id: String,
    pub status: String,
    pub failure_code: Option<String>,
    pub nullifier_hash: Option<String>,
    /// When it was approved or refused (microseconds since the epoch).
    pub decided_at: i64,
}

const COLUMNS: &str = "id, status, failure_code, nullifier_hash, \
    COALESCE(approved_at, failed_at, created_at) AS decided_at";

impl Store {
    /// Notes that a proof for the pending request was refused with `code`. False when the
    /// request is no longer pending (nothing is changed then).
    pub async fn record_request_failure(
        &self,
        id: &str,
        code: &str,
        now: i64,
    ) -> StoreResult<bool> {
        let _turn = self.write_turn().await;
        let changed = with_writer!(self, p => sqlx::query(
            "UPDATE requests SET failure_code = $2, failed_at = $3 WHERE id = $1 AND status = 'pending'",
        )
        .bind(id).bind(code).bind(now)
        .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(changed == 1)
    }

    /// The request's outcome, if it has one yet (`None` also for an unknown id).
    pub async fn request_outcome(&self, id: &str) -> StoreResult<Option<RequestOutcome>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM requests \
             WHERE id = $1 AND (status <> 'pending' OR failure_code IS NOT NULL)"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(id).fetch_optional(p).await)?)
    }

    /// The latest `limit` outcomes of requests for the app's action opened with exactly
    /// these `params`, newest first.
    pub async fn list_request_outcomes(
        &self,
        app_id: &str,
        action: &str,
        params: &str,
        limit: i64,
    ) -> StoreResult<Vec<RequestOutcome>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM requests \
             WHERE app_id = $1 AND action = $2 AND params = $3 \
             AND (status <> 'pending' OR failure_code IS NOT NULL) \
             ORDER BY decided_at DESC, id LIMIT $4"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(app_id).bind(action).bind(params).bind(limit).fetch_all(p).await)?)
    }
}
