use crate::{Nullifier, Store, StoreResult, now_micros, with_pool, with_writer};

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
        let one = NewUse {
            new_id: new_id.to_owned(),
            action_id: action_id.to_owned(),
            nullifier_hash: nullifier_hash.to_owned(),
            max_uses,
        };
        let recorded = self
            .record_nullifier_uses(std::slice::from_ref(&one))
            .await?;
        Ok(recorded.into_iter().next().flatten())
    }

    /// Records many uses in ONE transaction, so one commit (one disk flush) serves them
    /// all, in a few statements whatever their number (see `rounds`); usually one
    /// statement, which then commits by itself: one round trip. Each is recorded or
    /// refused exactly as if recorded alone, later ones seeing earlier ones; the answers
    /// are in the order given. Rows are written in (action, nullifier) order, so batches
    /// of different replicas lock rows in the same order and cannot deadlock. All or
    /// nothing: on `Err` none is recorded. The actions' daily counters follow by trigger
    /// (migration 0008; on PostgreSQL at the commit, after every row, in row order, so
    /// counters too are locked in the same order everywhere).
    pub async fn record_nullifier_uses(
        &self,
        uses: &[NewUse],
    ) -> StoreResult<Vec<Option<Nullifier>>> {
        let _turn = self.write_turn().await;
        let now = now_micros();
        // Rows that share a limit share a statement (usually the whole round); runs keep
        // the round's order, so the lock order too.
        let rounds = rounds(uses);
        let runs: Vec<&[usize]> = rounds
            .iter()
            .flat_map(|round| round.chunk_by(|&a, &b| uses[a].max_uses == uses[b].max_uses))
            .collect();
        let mut out = vec![None; uses.len()];
        with_writer!(self, p => {
            if let [run] = runs[..] {
                let recorded = upsert_many(uses, run, now).build_query_as().fetch_all(p).await?;
                match_answers(uses, run, recorded, &mut out);
            } else {
                let mut tx = p.begin().await?;
                for &run in &runs {
                    let recorded = upsert_many(uses, run, now)
                        .build_query_as()
                        .fetch_all(&mut *tx)
                        .await?;
                    match_answers(uses, run, recorded, &mut out);
                }
                tx.commit().await?;
            }
            Ok::<_, sqlx::Error>(())
        })?;
        Ok(out)
    }
}

/// Gives each use of `run` the row the statement wrote for it, if it wrote one.
/// RETURNING's order is unspecified; a run names each person once.
fn match_answers(
    uses: &[NewUse],
    run: &[usize],
    mut recorded: Vec<Nullifier>,
    out: &mut [Option<Nullifier>],
) {
    for &i in run {
        let at = recorded
            .iter()
            .position(|n| uses[i].key() == (n.action_id.as_str(), n.nullifier_hash.as_str()));
        out[i] = at.map(|at| recorded.swap_remove(at));
    }
}

/// The uses split into rounds in which each (action, nullifier) occurs once, rows of a
/// round in (action, nullifier) order: the k-th use of a person goes in round k, so
/// later uses see earlier ones. (PostgreSQL refuses to update one row twice in one
/// statement; the order makes batches of different replicas lock rows alike.)
fn rounds(uses: &[NewUse]) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..uses.len()).collect();
    // Stable: a person's uses keep the order given.
    order.sort_by_key(|&i| uses[i].key());
    let mut rounds: Vec<Vec<usize>> = Vec::new();
    let mut k = 0;
    for (at, &i) in order.iter().enumerate() {
        let same_as_before = at > 0 && uses[i].key() == uses[order[at - 1]].key();
        k = if same_as_before { k + 1 } else { 0 };
        if rounds.len() <= k {
            rounds.push(Vec::new());
        }
        rounds[k].push(i);
    }
    rounds
}

/// The conditional upsert of many rows, which share one limit (0 = unlimited) and name
/// each (action, nullifier) once: a first use inserts the row, a later one adds to
/// `uses` unless the limit is reached, and only rows written come back.
fn upsert_many<'a, DB: sqlx::Database>(
    uses: &'a [NewUse],
    run: &[usize],
    now: i64,
) -> sqlx::QueryBuilder<'a, DB>
where
    &'a str: sqlx::Encode<'a, DB> + sqlx::Type<DB>,
    i64: sqlx::Encode<'a, DB> + sqlx::Type<DB>,
{
    let mut qb = sqlx::QueryBuilder::new(
        "INSERT INTO nullifiers (id, action_id, nullifier_hash, uses, created_at, updated_at) ",
    );
    let max = run.first().map_or(0, |&i| uses[i].max_uses);
    qb.push_values(run, |mut b, &i| {
        let u = &uses[i];
        b.push_bind(u.new_id.as_str())
            .push_bind(u.action_id.as_str())
            .push_bind(u.nullifier_hash.as_str())
            .push("1")
            .push_bind(now)
            .push_bind(now);
    });
    qb.push(" ON CONFLICT (action_id, nullifier_hash) DO UPDATE SET uses = nullifiers.uses + 1, updated_at = excluded.updated_at WHERE ");
    qb.push_bind(max)
        .push(" = 0 OR nullifiers.uses < ")
        .push_bind(max)
        .push(" RETURNING ")
        .push(COLUMNS);
    qb
}

/// One use to record; see [`Store::record_nullifier_use`] for the fields.
#[derive(Clone, Debug)]
pub struct NewUse {
    pub new_id: String,
    pub action_id: String,
    pub nullifier_hash: String,
    pub max_uses: i64,
}

impl NewUse {
    /// The row it writes: one per (action, nullifier).
    fn key(&self) -> (&str, &str) {
        (&self.action_id, &self.nullifier_hash)
    }
}
