use std::collections::BTreeMap;

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
        let _turn = self.write_turn().await;
        let now = now_micros();
        Ok(with_pool!(self, p => {
            let mut tx = p.begin().await?;
            let used: Option<Nullifier> = sqlx::query_as(&record_use_sql())
                .bind(new_id).bind(action_id).bind(nullifier_hash).bind(now).bind(max_uses)
                .fetch_optional(&mut *tx).await?;
            if used.is_some() {
                sqlx::query(COUNT_DAY_SQL)
                    .bind(action_id).bind(utc_day(now)).bind(1_i64)
                    .execute(&mut *tx).await?;
            }
            tx.commit().await.map(|()| used)
        })?)
    }

    /// Records many uses in ONE transaction, so one commit (one disk flush) serves them
    /// all. Each is recorded or refused exactly as [`Store::record_nullifier_use`] would,
    /// later ones seeing earlier ones; the answers are in the order given. Rows are
    /// written in (action, nullifier) order, so batches of different replicas lock rows
    /// in the same order and cannot deadlock. All or nothing: on `Err` none is recorded.
    /// The day's counter of each action gets one increment per batch (after every
    /// nullifier row, in action order, so the lock order stays the same everywhere).
    pub async fn record_nullifier_uses(
        &self,
        uses: &[NewUse],
    ) -> StoreResult<Vec<Option<Nullifier>>> {
        let _turn = self.write_turn().await;
        let mut order: Vec<usize> = (0..uses.len()).collect();
        order.sort_by_key(|&i| (&uses[i].action_id, &uses[i].nullifier_hash));
        let (sql, now) = (record_use_sql(), now_micros());
        let mut out = vec![None; uses.len()];
        with_pool!(self, p => {
            let mut tx = p.begin().await?;
            for &i in &order {
                let u = &uses[i];
                out[i] = sqlx::query_as(&sql)
                    .bind(&u.new_id).bind(&u.action_id).bind(&u.nullifier_hash).bind(now)
                    .bind(u.max_uses)
                    .fetch_optional(&mut *tx).await?;
            }
            for (action_id, n) in per_action(uses, &out) {
                sqlx::query(COUNT_DAY_SQL)
                    .bind(action_id).bind(utc_day(now)).bind(n)
                    .execute(&mut *tx).await?;
            }
            tx.commit().await
        })?;
        Ok(out)
    }
}

/// One use to record; see [`Store::record_nullifier_use`] for the fields.
#[derive(Clone, Debug)]
pub struct NewUse {
    pub new_id: String,
    pub action_id: String,
    pub nullifier_hash: String,
    pub max_uses: i64,
}

/// Days since the Unix epoch (UTC) of a `*_at` timestamp: the key of the daily counters.
pub fn utc_day(micros: i64) -> i64 {
    micros.div_euclid(86_400_000_000)
}

/// Adds $3 verifications to action $1's counter of day $2.
const COUNT_DAY_SQL: &str = "INSERT INTO action_daily_uses (action_id, day, verifications) \
    VALUES ($1, $2, $3) ON CONFLICT (action_id, day) DO UPDATE \
    SET verifications = action_daily_uses.verifications + excluded.verifications";

/// How many of the uses were recorded, per action, in action order.
fn per_action<'a>(uses: &'a [NewUse], out: &[Option<Nullifier>]) -> BTreeMap<&'a str, i64> {
    let mut counts = BTreeMap::new();
    for (u, recorded) in uses.iter().zip(out) {
        if recorded.is_some() {
            *counts.entry(u.action_id.as_str()).or_insert(0) += 1;
        }
    }
    counts
}

/// The conditional upsert: $1 id, $2 action, $3 nullifier hash, $4 now, $5 max uses.
fn record_use_sql() -> String {
    format!(
        "INSERT INTO nullifiers (id, action_id, nullifier_hash, uses, created_at, updated_at) \
         VALUES ($1, $2, $3, 1, $4, $4) \
         ON CONFLICT (action_id, nullifier_hash) DO UPDATE \
         SET uses = nullifiers.uses + 1, updated_at = excluded.updated_at \
         WHERE $5 = 0 OR nullifiers.uses < $5 \
         RETURNING {COLUMNS}"
    )
}
