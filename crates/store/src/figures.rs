//! The portal's figures of an app's actions: verifications and unique humans from the
//! nullifiers, verifications per day from the daily counters (kept by triggers on nullifiers).

use crate::{Store, StoreResult, with_pool};

/// An action's totals: every recorded use, and the people (nullifiers) behind them.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ActionTotals {
    pub action_id: String,
    pub verifications: i64,
    pub unique_humans: i64,
}

/// Verifications of an action on one UTC day (days since the Unix epoch).
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct DailyUses {
    pub action_id: String,
    pub day: i64,
    pub verifications: i64,
}

impl Store {
    /// Totals of every action of the app that has been used (unused ones are absent).
    pub async fn app_action_totals(&self, app_id: &str) -> StoreResult<Vec<ActionTotals>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT n.action_id, CAST(SUM(n.uses) AS BIGINT) AS verifications, \
             COUNT(*) AS unique_humans \
             FROM nullifiers n JOIN actions a ON a.id = n.action_id \
             WHERE a.app_id = $1 GROUP BY n.action_id ORDER BY n.action_id",
        )
        .bind(app_id).fetch_all(p).await)?)
    }

    /// The daily counters of the app's actions from day `from_day` on (days without
    /// verifications have no row).
    pub async fn app_daily_uses(&self, app_id: &str, from_day: i64) -> StoreResult<Vec<DailyUses>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT d.action_id, d.day, d.verifications \
             FROM action_daily_uses d JOIN actions a ON a.id = d.action_id \
             WHERE a.app_id = $1 AND d.day >= $2 ORDER BY d.action_id, d.day",
        )
        .bind(app_id).bind(from_day).fetch_all(p).await)?)
    }
}
