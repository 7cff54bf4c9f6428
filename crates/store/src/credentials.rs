//! Credential sets (identity trees), their leaves, their root history and tree snapshots.

use serde::Serialize;

use crate::{Store, StoreError, StoreResult, now_micros, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct CredentialSet {
    pub id: i64,
    pub credential_type: String,
    pub environment: String,
    pub depth: i64,
    pub size: i64,
    pub created_at: i64,
}

/// A root the tree once had (or has): `leaf_count` leaves produced it at `created_at`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct RootRow {
    pub leaf_count: i64,
    pub root: String,
    pub created_at: i64,
}

#[derive(sqlx::FromRow)]
struct RootStatusRow {
    #[sqlx(flatten)]
    row: RootRow,
    is_current: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct TreeSnapshot {
    pub leaf_count: i64,
    pub root: String,
    pub nodes: Vec<u8>,
}

/// Why an append was not stored.
#[derive(Debug)]
pub enum AppendError {
    /// Another writer appended first; catch up and try again.
    Stale,
    /// A commitment is already in the set.
    AlreadyIncluded,
    Store(StoreError),
}

impl From<sqlx::Error> for AppendError {
    fn from(e: sqlx::Error) -> Self {
        match StoreError::from(e) {
            StoreError::Conflict { .. } => AppendError::AlreadyIncluded,
            other => AppendError::Store(other),
        }
    }
}

/// Appends at or above this many rows use a large SQLite page cache.
const BULK_ROWS: usize = 10_000;

/// SQLite's page cache for a bulk append into a set that will hold `leaves`, in KiB:
/// enough for the whole commitment index (~64 bytes a leaf with its B-tree's slack),
/// at least 256 MiB, at most a quarter of the machine's memory. A chunk of random
/// commitments dirties a large share of that index's pages; a cache that cannot hold
/// them spills them to the WAL mid-transaction and reads them back through an ever
/// longer WAL, which held imports past ~20 M leaves to about half the rate.
pub fn bulk_cache_kib(leaves: i64) -> i64 {
    const FLOOR_KIB: i64 = 256 << 10;
    let wanted = leaves.saturating_mul(64) / 1024;
    let ceiling = crate::machine::memory_bytes().map_or(1 << 20, |total| (total / 4096) as i64);
    wanted.min(ceiling).max(FLOOR_KIB)
}

/// The SQLite connection a bulk load appends its chunks on (see
/// [`Store::append_identities_bulk`]), taken from the pool at the first chunk. Dropped,
/// it closes, and its page cache is freed with it.
#[derive(Default)]
pub struct BulkConnection(Option<sqlx::pool::PoolConnection<sqlx::Sqlite>>);

/// Rows per `INSERT` of an append: 4 parameters each, well under both backends' limits
/// (SQLite 32,766, PostgreSQL 65,535); fewer statements mean fewer round trips.
const ROWS_PER_INSERT: usize = 2_000;

/// A commitment as the database keeps it: its 32 bytes (`0x` and 64 hex digits in and
/// out of the store). `None` for anything else, which no stored leaf can equal.
fn commitment_bytes(hex_text: &str) -> Option<[u8; 32]> {
    let digits = hex_text.strip_prefix("0x")?;
    let mut bytes = [0u8; 32];
    hex::decode_to_slice(digits, &mut bytes).ok()?;
    Some(bytes)
}

/// A stored commitment as the rest of humanid writes it: `0x` and 64 lower-case digits.
fn commitment_hex(bytes: &[u8]) -> String {
    format!("0x{}", hex::encode(bytes))
}

/// The append's commitments as bytes; a malformed one fails the append as the column's
/// check would.
fn commitments_bytes(commitments: &[String]) -> Result<Vec<[u8; 32]>, AppendError> {
    commitments
        .iter()
        .map(|c| commitment_bytes(c))
        .collect::<Option<_>>()
        .ok_or_else(|| {
            AppendError::Store(StoreError::Check {
                constraint: "identities_commitment_check".into(),
            })
        })
}

/// Inserts an append's leaves and its root in `$tx`, whose set row is already claimed.
macro_rules! insert_leaves {
    ($tx:expr, $set_id:expr, $first:expr, $commitments:expr, $root:expr, $now:expr) => {{
        let (set_id, first, commitments, root, now) = ($set_id, $first, $commitments, $root, $now);
        let commitments: &[[u8; 32]] = commitments;
        // In commitment order: the unique index's pages are then visited once each, in
        // order, instead of at random (the rows carry their leaf index).
        let mut order: Vec<usize> = (0..commitments.len()).collect();
        order.sort_unstable_by_key(|&i| commitments[i]);
        for rows in order.chunks(ROWS_PER_INSERT) {
            let mut qb = sqlx::QueryBuilder::new(
                "INSERT INTO identities (set_id, leaf_index, commitment, created_at) ",
            );
            qb.push_values(rows, |mut b, &i| {
                b.push_bind(set_id)
                    .push_bind(first + i as i64)
                    .push_bind(&commitments[i][..])
                    .push_bind(now);
            });
            qb.build().execute(&mut *$tx).await?;
        }
        sqlx::query(
            "INSERT INTO roots (set_id, leaf_count, root, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(set_id)
        .bind(first + commitments.len() as i64)
        .bind(root)
        .bind(now)
        .execute(&mut *$tx)
        .await?;
    }};
}

/// Claims the set's row if it still has `$expected_size` leaves (on both backends this
/// is also the write lock); the number of rows claimed.
macro_rules! claim_size {
    ($tx:expr, $set_id:expr, $expected_size:expr, $new_size:expr) => {
        sqlx::query("UPDATE credential_sets SET size = $3 WHERE id = $1 AND size = $2")
            .bind($set_id)
            .bind($expected_size)
            .bind($new_size)
            .execute(&mut *$tx)
            .await?
            .rows_affected()
    };
}

/// The append's transaction on one connection (either backend).
macro_rules! append_tx {
    ($conn:expr, $set_id:expr, $expected_size:expr, $commitments:expr, $root:expr, $now:expr) => {{
        let (set_id, expected_size, commitments, root, now) =
            ($set_id, $expected_size, $commitments, $root, $now);
        let new_size = expected_size + commitments.len() as i64;
        let mut tx = sqlx::Connection::begin(&mut *$conn).await?;
        if claim_size!(tx, set_id, expected_size, new_size) == 0 {
            return Err(AppendError::Stale);
        }
        insert_leaves!(tx, set_id, expected_size, commitments, root, now);
        tx.commit().await?;
        Ok::<(), AppendError>(())
    }};
}

const SET_COLUMNS: &str = "id, credential_type, environment, depth, size, created_at";

impl Store {
    /// The set for (type, environment), created with `depth` and the empty tree's root
    /// if it does not exist yet. An existing set keeps the depth it was created with.
    pub async fn ensure_credential_set(
        &self,
        credential_type: &str,
        environment: &str,
        depth: i64,
        empty_root: &str,
    ) -> StoreResult<CredentialSet> {
        let _turn = self.write_turn().await;
        let select = format!(
            "SELECT {SET_COLUMNS} FROM credential_sets WHERE credential_type = $1 AND environment = $2"
        );
        let now = now_micros();
        Ok(with_writer!(self, p => {
            let mut tx = p.begin().await?;
            let inserted: Option<(i64,)> = sqlx::query_as(
                "INSERT INTO credential_sets (credential_type, environment, depth, size, created_at) \
                 VALUES ($1, $2, $3, 0, $4) ON CONFLICT (credential_type, environment) DO NOTHING RETURNING id",
            )
            .bind(credential_type).bind(environment).bind(depth).bind(now)
            .fetch_optional(&mut *tx).await?;
            if let Some((id,)) = inserted {
                sqlx::query("INSERT INTO roots (set_id, leaf_count, root, created_at) VALUES ($1, 0, $2, $3)")
                    .bind(id).bind(empty_root).bind(now).execute(&mut *tx).await?;
            }
            let set = sqlx::query_as(&select).bind(credential_type).bind(environment).fetch_one(&mut *tx).await?;
            tx.commit().await?;
            Ok::<CredentialSet, sqlx::Error>(set)
        })?)
    }

    pub async fn list_credential_sets(&self) -> StoreResult<Vec<CredentialSet>> {
        let sql = format!(
            "SELECT {SET_COLUMNS} FROM credential_sets ORDER BY environment, credential_type"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).fetch_all(p).await)?)
    }

    pub async fn get_credential_set(&self, id: i64) -> StoreResult<CredentialSet> {
        let sql = format!("SELECT {SET_COLUMNS} FROM credential_sets WHERE id = $1");
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(id).fetch_one(p).await)?)
    }

    /// Commitments from leaf `from` on, in leaf order.
    pub async fn load_identities(&self, set_id: i64, from: i64) -> StoreResult<Vec<String>> {
        let rows: Vec<(Vec<u8>,)> = with_pool!(self, p => sqlx::query_as(
            "SELECT commitment FROM identities WHERE set_id = $1 AND leaf_index >= $2 ORDER BY leaf_index",
        )
        .bind(set_id).bind(from).fetch_all(p).await)?;
        Ok(rows.iter().map(|(c,)| commitment_hex(c)).collect())
    }

    /// At most `limit` commitments from leaf `from` on, in leaf order (for rebuilding a
    /// tree page by page).
    pub async fn load_identity_page(
        &self,
        set_id: i64,
        from: i64,
        limit: i64,
    ) -> StoreResult<Vec<String>> {
        let rows: Vec<(Vec<u8>,)> = with_pool!(self, p => sqlx::query_as(
            "SELECT commitment FROM identities WHERE set_id = $1 AND leaf_index >= $2 AND leaf_index < $3 \
             ORDER BY leaf_index",
        )
        .bind(set_id).bind(from).bind(from.saturating_add(limit)).fetch_all(p).await)?;
        Ok(rows.iter().map(|(c,)| commitment_hex(c)).collect())
    }

    /// The leaf index of `commitment` and the set's size, in one round trip.
    pub async fn find_identity_in_set(
        &self,
        set_id: i64,
        commitment: &str,
    ) -> StoreResult<Option<(i64, i64)>> {
        let Some(commitment) = commitment_bytes(commitment) else {
            return Ok(None);
        };
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT i.leaf_index, s.size FROM identities i JOIN credential_sets s ON s.id = i.set_id \
             WHERE i.set_id = $1 AND i.commitment = $2",
        )
        .bind(set_id).bind(&commitment[..]).fetch_optional(p).await)?)
    }

    pub async fn find_identity(&self, set_id: i64, commitment: &str) -> StoreResult<Option<i64>> {
        let Some(commitment) = commitment_bytes(commitment) else {
            return Ok(None);
        };
        let row: Option<(i64,)> = with_pool!(self, p => sqlx::query_as(
            "SELECT leaf_index FROM identities WHERE set_id = $1 AND commitment = $2",
        )
        .bind(set_id).bind(&commitment[..]).fetch_optional(p).await)?;
        Ok(row.map(|(i,)| i))
    }

    /// Appends `commitments` as leaves `expected_size..` and records `root` as current, in
    /// one transaction. Fails with `Stale` (nothing written) if the set no longer has
    /// `expected_size` leaves, i.e. another writer got there first.
    pub async fn append_identities(
        &self,
        set_id: i64,
        expected_size: i64,
        commitments: &[String],
        root: &str,
    ) -> Result<i64, AppendError> {
        // SQLite: a bulk append touches most pages of the commitment index; a cache that
        // holds them reads and writes each once per append instead of once per row. A
        // connection of its own, closed afterwards, takes the memory with it.
        if self.backend() == crate::Backend::Sqlite && commitments.len() >= BULK_ROWS {
            let mut held = BulkConnection::default();
            return self
                .append_identities_bulk(&mut held, set_id, expected_size, commitments, root)
                .await;
        }
        self.append_on_pool(set_id, expected_size, commitments, root)
            .await
    }

    /// The append on whichever pooled connection comes, with its page cache as it is.
    async fn append_on_pool(
        &self,
        set_id: i64,
        expected_size: i64,
        commitments: &[String],
        root: &str,
    ) -> Result<i64, AppendError> {
        let commitments = &commitments_bytes(commitments)?;
        let _turn = self.write_turn().await;
        let now = now_micros();
        with_writer!(self, p => {
            let mut conn = p.acquire().await?;
            append_tx!(conn, set_id, expected_size, commitments, root, now)?;
        });
        Ok(now)
    }

    /// [`append_identities`](Self::append_identities) for one chunk of a bulk load, on the
    /// SQLite connection `held` keeps for the whole load. Its page cache, sized to the
    /// commitment index, then keeps the index between chunks: a connection given back
    /// to the pool after each chunk had to read the index in again for the next (at 100 M,
    /// ~5 GB a chunk, much of it from disk once the files outgrow the OS page cache). The
    /// cache holds while only this connection writes; another's commit resets it. A
    /// small append or PostgreSQL takes the plain path.
    pub async fn append_identities_bulk(
        &self,
        held: &mut BulkConnection,
        set_id: i64,
        expected_size: i64,
        commitments: &[String],
        root: &str,
    ) -> Result<i64, AppendError> {
        let pool = match self.pool() {
            crate::Pool::Sqlite(pool) if commitments.len() >= BULK_ROWS => pool,
            _ => {
                return self
                    .append_on_pool(set_id, expected_size, commitments, root)
                    .await;
            }
        };
        let commitments = &commitments_bytes(commitments)?;
        let _turn = self.write_turn().await;
        let now = now_micros();
        let conn = match &mut held.0 {
            Some(conn) => conn,
            None => {
                let mut conn = pool.acquire().await?;
                // Its cache goes with it: closed, not given back to the pool.
                conn.close_on_drop();
                held.0.insert(conn)
            }
        };
        let conn: &mut sqlx::SqliteConnection = conn;
        let leaves = expected_size.saturating_add(commitments.len() as i64);
        sqlx::query(&format!("PRAGMA cache_size = -{}", bulk_cache_kib(leaves)))
            .execute(&mut *conn)
            .await?;
        append_tx!(conn, set_id, expected_size, commitments, root, now)?;
        Ok(now)
    }

    /// Appends `commitments` at whatever size the set has once its write lock is held:
    /// `root_for(size)` is asked, under the lock, for the root with them appended at
    /// `size` (the caller brings its tree up to `size` and stages them). Nobody can
    /// append in between, so this never comes back `Stale`: the way out for a writer
    /// that keeps losing the race to a busy one. Returns the first leaf's index with
    /// what `root_for` gave beside the root, or the caller's error (nothing written).
    pub async fn append_identities_exclusive<'a, T, E, F, Fut>(
        &self,
        set_id: i64,
        commitments: &[String],
        root_for: F,
    ) -> Result<Result<(i64, T), E>, AppendError>
    where
        F: FnOnce(i64) -> Fut + Send + 'a,
        Fut: std::future::Future<Output = Result<(String, T), E>> + Send + 'a,
        T: Send,
        E: Send,
    {
        let commitments = &commitments_bytes(commitments)?;
        let _turn = self.write_turn().await;
        let now = now_micros();
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            // A no-op write first: the row lock (PostgreSQL) or the write lock (SQLite)
            // before the size is read.
            sqlx::query("UPDATE credential_sets SET size = size WHERE id = $1")
                .bind(set_id)
                .execute(&mut *tx)
                .await?;
            let (size,): (i64,) = sqlx::query_as("SELECT size FROM credential_sets WHERE id = $1")
                .bind(set_id)
                .fetch_one(&mut *tx)
                .await?;
            let (root, staged) = match root_for(size).await {
                Ok(r) => r,
                Err(e) => return Ok(Err(e)),
            };
            let new_size = size + commitments.len() as i64;
            if claim_size!(tx, set_id, size, new_size) == 0 {
                return Err(AppendError::Stale);
            }
            insert_leaves!(tx, set_id, size, commitments, &root, now);
            tx.commit().await?;
            Ok(Ok((size, staged)))
        })
    }

    /// The current root (the one with the most leaves).
    pub async fn latest_root(&self, set_id: i64) -> StoreResult<RootRow> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT leaf_count, root, created_at FROM roots WHERE set_id = $1 ORDER BY leaf_count DESC LIMIT 1",
        )
        .bind(set_id).fetch_one(p).await)?)
    }

    /// The most recent time `root` became current in the set, if it ever was a root.
    pub async fn find_root(&self, set_id: i64, root: &str) -> StoreResult<Option<RootRow>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT leaf_count, root, created_at FROM roots WHERE set_id = $1 AND root = $2 \
             ORDER BY leaf_count DESC LIMIT 1",
        )
        .bind(set_id).bind(root).fetch_optional(p).await)?)
    }

    /// [`Store::find_root`] and whether that root is still the current one, in one round
    /// trip (root checks run on every verification).
    pub async fn find_root_status(
        &self,
        set_id: i64,
        root: &str,
    ) -> StoreResult<Option<(RootRow, bool)>> {
        let row: Option<RootStatusRow> = with_pool!(self, p => sqlx::query_as(
            "SELECT leaf_count, root, created_at, \
             leaf_count = (SELECT MAX(leaf_count) FROM roots WHERE set_id = $1) AS is_current \
             FROM roots WHERE set_id = $1 AND root = $2 ORDER BY leaf_count DESC LIMIT 1",
        )
        .bind(set_id).bind(root).fetch_optional(p).await)?;
        Ok(row.map(|r| (r.row, r.is_current)))
    }

    pub async fn root_at(&self, set_id: i64, leaf_count: i64) -> StoreResult<Option<RootRow>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT leaf_count, root, created_at FROM roots WHERE set_id = $1 AND leaf_count = $2",
        )
        .bind(set_id).bind(leaf_count).fetch_optional(p).await)?)
    }

    /// Replaces the set's snapshot unless a newer one is already stored.
    pub async fn save_tree_snapshot(&self, set_id: i64, snap: &TreeSnapshot) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "INSERT INTO tree_snapshots (set_id, leaf_count, root, nodes, created_at) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (set_id) DO UPDATE SET leaf_count = excluded.leaf_count, root = excluded.root, \
             nodes = excluded.nodes, created_at = excluded.created_at \
             WHERE tree_snapshots.leaf_count < excluded.leaf_count",
        )
        .bind(set_id).bind(snap.leaf_count).bind(&snap.root).bind(&snap.nodes).bind(now_micros())
        .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    pub async fn load_tree_snapshot(&self, set_id: i64) -> StoreResult<Option<TreeSnapshot>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT leaf_count, root, nodes FROM tree_snapshots WHERE set_id = $1",
        )
        .bind(set_id).fetch_optional(p).await)?)
    }
}

#[cfg(test)]
mod tests {
    use super::bulk_cache_kib;

    #[test]
    fn the_bulk_cache_grows_with_the_set_between_its_floor_and_a_quarter_of_memory() {
        let floor = 256 << 10;
        assert_eq!(bulk_cache_kib(10_000), floor, "a small set keeps the floor");
        // 10 M leaves want ~610 MiB: above the floor, below any machine's quarter
        // this runs on.
        let ten_million = bulk_cache_kib(10_000_000);
        assert_eq!(ten_million, 10_000_000 * 64 / 1024);
        let huge = bulk_cache_kib(i64::MAX);
        assert!(
            huge > ten_million && huge < i64::MAX / 1024,
            "capped: {huge}"
        );
        if let Some(total) = crate::machine::memory_bytes() {
            assert_eq!(huge, (total as i64 / 4096).max(floor));
        }
    }
}
