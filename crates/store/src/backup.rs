//! Consistent copies of a live SQLite database, for `humanid admin backup` and `restore`.
//! PostgreSQL installs are backed up with PostgreSQL's own tools (pg_dump, base backups).

use std::path::Path;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{Connection, SqliteConnection};

use crate::{Pool, Store, StoreError, StoreResult, with_pool};

impl Store {
    /// Writes the whole database to a new file at `path` with SQLite's `VACUUM INTO`: one
    /// read transaction, so the copy is the database as it was at one moment — every
    /// commit before it, none after — while writers carry on (WAL lets them). The copy is
    /// compact and needs no journal beside it.
    pub async fn snapshot_into(&self, path: &Path) -> StoreResult<()> {
        let Pool::Sqlite(pool) = self.pool() else {
            return Err(StoreError::Unsupported(
                "only a SQLite database can be copied this way; use pg_dump or a base backup",
            ));
        };
        let target = path
            .to_str()
            .ok_or(StoreError::Unsupported("the backup path is not UTF-8"))?;
        sqlx::query("VACUUM INTO $1")
            .bind(target)
            .execute(pool)
            .await?;
        Ok(())
    }

    /// The newest migration applied to this database.
    pub async fn schema_version(&self) -> StoreResult<i64> {
        Ok(with_pool!(self, p => sqlx::query_scalar::<_, Option<i64>>(
            "SELECT MAX(version) FROM _sqlx_migrations WHERE success",
        ).fetch_one(p).await)?
        .unwrap_or(0))
    }
}

/// SQLite's own check of the database file at `path`, opened read-only: `["ok"]`, or what
/// is wrong with it.
pub async fn check_sqlite_file(path: &Path) -> StoreResult<Vec<String>> {
    let options = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .create_if_missing(false);
    let mut conn = SqliteConnection::connect_with(&options).await?;
    let found = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&mut conn)
        .await?;
    conn.close().await?;
    Ok(found)
}
