use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{PgPool, SqlitePool};

use crate::{StoreError, StoreResult};

/// Runs `$body` with `$pool` bound to whichever backend the store uses. The body is
/// compiled once per backend, so one query text serves both.
#[macro_export]
macro_rules! with_pool {
    (@on $which:expr, $pool:ident => $body:expr) => {
        match $which {
            $crate::Pool::Sqlite($pool) => $body,
            $crate::Pool::Postgres($pool) => $body,
        }
    };
    ($store:expr, $pool:ident => $body:expr) => {
        $crate::with_pool!(@on $store.pool(), $pool => $body)
    };
}

/// [`with_pool!`] for the writes made in the write turn ([`Store::write_turn`]): on
/// SQLite they all go to one connection ([`Store::writer`]).
#[macro_export]
macro_rules! with_writer {
    ($store:expr, $pool:ident => $body:expr) => {
        $crate::with_pool!(@on $store.writer(), $pool => $body)
    };
}

#[doc(hidden)]
#[derive(Clone, Debug)]
pub enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A handle on the database; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: Pool,
    /// SQLite: the one connection the writes use. A connection's page cache stays valid
    /// only while no other connection commits, so with the writes spread over the pool
    /// each found its connection's cache reset by the one before and read its pages
    /// again; the turns below already admit one write at a time.
    writer: Option<Pool>,
    /// SQLite: our writers take turns here. SQLite admits one writer at a time and makes
    /// the others sleep and retry (backing off up to 100 ms), which under load turns a
    /// sub-millisecond write into a p99 of 150 ms; an async queue keeps it flat.
    writes: Option<std::sync::Arc<tokio::sync::Mutex<()>>>,
    /// How many writes to apps and actions this handle (and its clones) has made; see
    /// [`Store::catalog_version`].
    catalog: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

/// See [`Store::catalog_change`].
pub(crate) struct CatalogChange(std::sync::Arc<std::sync::atomic::AtomicU64>);

impl Drop for CatalogChange {
    fn drop(&mut self) {
        self.0.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
    }
}

impl Store {
    /// Connects and brings the schema up to date. Refuses a schema newer than this binary.
    pub async fn connect(url: &str) -> StoreResult<Store> {
        let store = Self::connect_as_found(url).await?;
        store.migrate(url).await?;
        Ok(store)
    }

    /// Connects without touching the schema: for tools that prepare a database another
    /// (possibly older) binary will serve and migrate, as the hot_paths bench does.
    #[doc(hidden)]
    pub async fn connect_as_found(url: &str) -> StoreResult<Store> {
        let (pool, writer) = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let opts = PgConnectOptions::from_str(url)
                .map_err(|e| StoreError::InvalidUrl(e.to_string()))?;
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(opts)
                .await?;
            (Pool::Postgres(pool), None)
        } else if url.starts_with("sqlite:") {
            let opts = sqlite_options(url)?.foreign_keys(true);
            let writer = sqlite_pool(1).connect_with(opts.clone()).await?;
            let pool = sqlite_pool(8).connect_with(opts).await?;
            (Pool::Sqlite(pool), Some(Pool::Sqlite(writer)))
        } else {
            return Err(StoreError::InvalidUrl(format!(
                "expected sqlite:… or postgres://…, got {:?}",
                url.split(':').next().unwrap_or_default()
            )));
        };
        Ok(Store {
            pool,
            // SQLite's writes take turns.
            writes: writer.is_some().then(Default::default),
            writer,
            catalog: Default::default(),
        })
    }

    async fn migrate(&self, url: &str) -> StoreResult<()> {
        match &self.pool {
            Pool::Sqlite(_) => migrate_sqlite(url).await?,
            Pool::Postgres(p) => sqlx::migrate!("./migrations/postgres").run(p).await?,
        }
        Ok(())
    }

    /// Changes whenever this handle (or a clone) has written to apps or actions, after the
    /// write: an answer about them read while the version stayed the same is still true,
    /// as far as this process knows (other processes' writes it cannot see).
    pub fn catalog_version(&self) -> u64 {
        self.catalog.load(std::sync::atomic::Ordering::Acquire)
    }

    /// Taken before a write to apps or actions: moves the version on when dropped, i.e.
    /// after the write, whether or not it succeeded.
    pub(crate) fn catalog_change(&self) -> CatalogChange {
        CatalogChange(self.catalog.clone())
    }

    /// Waits for this process's turn to write (SQLite only; PostgreSQL has row locks).
    pub(crate) async fn write_turn(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        match &self.writes {
            Some(lock) => Some(lock.lock().await),
            None => None,
        }
    }

    #[doc(hidden)]
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// Where the writes in the write turn go ([`with_writer!`]): SQLite's writer
    /// connection, else the pool.
    #[doc(hidden)]
    pub fn writer(&self) -> &Pool {
        self.writer.as_ref().unwrap_or(&self.pool)
    }

    pub fn backend(&self) -> Backend {
        match self.pool {
            Pool::Sqlite(_) => Backend::Sqlite,
            Pool::Postgres(_) => Backend::Postgres,
        }
    }

    /// A cheap round trip, for readiness probes.
    pub async fn ping(&self) -> StoreResult<()> {
        with_pool!(self, p => sqlx::query("SELECT 1").execute(p).await.map(|_| ()))?;
        Ok(())
    }

    pub async fn close(&self) {
        with_writer!(self, p => p.close().await);
        with_pool!(self, p => p.close().await)
    }
}

fn sqlite_pool(connections: u32) -> SqlitePoolOptions {
    SqlitePoolOptions::new()
        .max_connections(connections)
        // sqlx would ping a connection's thread before each use, a round trip per query
        // that can only fail if that thread died, and the query would then fail the same
        // way (and the connection be dropped on release).
        .test_before_acquire(false)
        .acquire_timeout(Duration::from_secs(15))
}

fn sqlite_options(url: &str) -> StoreResult<SqliteConnectOptions> {
    Ok(SqliteConnectOptions::from_str(url)
        .map_err(|e| StoreError::InvalidUrl(e.to_string()))?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        // FULL: a committed use must survive a crash, not only a process kill.
        .synchronous(SqliteSynchronous::Full)
        // A checkpoint that empties the WAL also shrinks its file to this, so a bulk
        // import's gigabytes of log are not kept on disk afterwards.
        .pragma("journal_size_limit", WAL_KEPT_BYTES.to_string())
        .busy_timeout(Duration::from_secs(15)))
}

/// The most of an emptied WAL file SQLite keeps on disk.
const WAL_KEPT_BYTES: u64 = 64 << 20;

/// What [`Store::checkpoint_wal`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checkpointed {
    /// Pages the WAL held when it began.
    pub pages: i64,
    /// Whether the WAL was emptied and truncated (false if a reader held it).
    pub truncated: bool,
}

impl Store {
    /// SQLite: copies the write-ahead log into the database and empties its file. A
    /// process that stops without closing (a crash, a kill during an import) leaves its
    /// WAL behind, and every open reads all of it again to rebuild the WAL's index; a
    /// server that only reads never checkpoints, so each restart would pay. A PASSIVE
    /// pass first copies the bulk while writers go on; TRUNCATE, which holds them off,
    /// then has little left. `None` on PostgreSQL.
    pub async fn checkpoint_wal(&self) -> StoreResult<Option<Checkpointed>> {
        let Pool::Sqlite(p) = &self.pool else {
            return Ok(None);
        };
        let (_, pages, _): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(PASSIVE)")
            .fetch_one(p)
            .await?;
        let _turn = self.write_turn().await;
        let (busy, _, _): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(TRUNCATE)")
            .fetch_one(p)
            .await?;
        Ok(Some(Checkpointed {
            pages,
            truncated: busy == 0,
        }))
    }
}

/// SQLite's migrations run on a connection of their own with foreign keys off, as SQLite
/// advises for schema changes: it changes a table's constraints only by rebuilding the
/// table, and with foreign keys on, dropping the old table would delete every row that
/// refers to it. The references are checked once the migrations are done, and only if
/// one ran: the check reads every row (4.9 s at 100 M identities with the file cached,
/// 35 s from disk), which a start with nothing to migrate need not pay.
async fn migrate_sqlite(url: &str) -> StoreResult<()> {
    use sqlx::Connection;
    let opts = sqlite_options(url)?.foreign_keys(false);
    let mut conn = sqlx::SqliteConnection::connect_with(&opts).await?;
    let before = applied_migrations(&mut conn).await?;
    sqlx::migrate!("./migrations/sqlite").run(&mut conn).await?;
    if applied_migrations(&mut conn).await? == before {
        conn.close().await?;
        return Ok(());
    }
    let dangling: Vec<(String,)> = sqlx::query_as("SELECT \"table\" FROM pragma_foreign_key_check")
        .fetch_all(&mut conn)
        .await?;
    conn.close().await?;
    if let Some((table,)) = dangling.first() {
        return Err(StoreError::Migrate(format!(
            "after migrating, rows of {table} refer to rows that do not exist"
        )));
    }
    Ok(())
}

/// How many migrations the database records as applied (none before the first run).
async fn applied_migrations(conn: &mut sqlx::SqliteConnection) -> StoreResult<i64> {
    let (exists,): (bool,) = sqlx::query_as(
        "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations')",
    )
    .fetch_one(&mut *conn)
    .await?;
    if !exists {
        return Ok(0);
    }
    let (applied,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM _sqlx_migrations")
        .fetch_one(&mut *conn)
        .await?;
    Ok(applied)
}

impl Store {
    /// Runs one statement on a PostgreSQL server outside any pool (e.g. CREATE DATABASE).
    #[doc(hidden)]
    pub async fn admin_execute(url: &str, sql: &str) -> StoreResult<()> {
        use sqlx::{Connection, Executor};
        let mut conn = sqlx::PgConnection::connect(url).await?;
        conn.execute(sql).await?;
        conn.close().await?;
        Ok(())
    }
}
