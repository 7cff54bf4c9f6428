//! Migrations: applied on connect, idempotent, and a newer schema is refused.

use humanid_store::*;

async fn pretend_newer_schema(store: &Store) {
    with_pool!(store, p => sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, installed_on, success, checksum, execution_time) \
         VALUES (99990101000000, 'from the future', CURRENT_TIMESTAMP, TRUE, $1, 0)")
        .bind(vec![0u8; 48]).execute(p).await.map(|r| r.rows_affected())).unwrap();
}

#[tokio::test]
async fn reconnecting_to_a_migrated_sqlite_database_is_fine() {
    let db = test_support::sqlite().await;
    let again = Store::connect(&db.url).await.unwrap();
    again.ping().await.unwrap();
}

#[tokio::test]
async fn sqlite_refuses_a_schema_newer_than_the_binary() {
    let db = test_support::sqlite().await;
    pretend_newer_schema(&db.store).await;
    let err = Store::connect(&db.url).await.unwrap_err();
    assert!(
        matches!(err, StoreError::SchemaTooNew(99990101000000)),
        "{err:?}"
    );
    assert!(err.to_string().contains("newer"));
}

#[tokio::test]
async fn postgres_refuses_a_schema_newer_than_the_binary() {
    let db = test_support::postgres().await;
    assert_eq!(db.store.backend(), Backend::Postgres);
    Store::connect(&db.url).await.unwrap().ping().await.unwrap();
    pretend_newer_schema(&db.store).await;
    let err = Store::connect(&db.url).await.unwrap_err();
    assert!(
        matches!(err, StoreError::SchemaTooNew(99990101000000)),
        "{err:?}"
    );
}

#[tokio::test]
async fn unknown_database_schemes_are_refused() {
    let err = Store::connect("mysql://localhost/x").await.unwrap_err();
    assert!(matches!(err, StoreError::InvalidUrl(_)));
}

/// A database at the schema before World ID 4.0 (migration 0010), with a credential set,
/// identities, roots and a snapshot that refer to it.
async fn sqlite_before_world_id_4() -> (tempfile::TempDir, String) {
    use sqlx::Connection;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("old.db").display());
    let opts = <sqlx::sqlite::SqliteConnectOptions as std::str::FromStr>::from_str(&url)
        .unwrap()
        .create_if_missing(true)
        .foreign_keys(true);
    let mut conn = sqlx::SqliteConnection::connect_with(&opts).await.unwrap();
    let mut older = sqlx::migrate!("./migrations/sqlite");
    older.migrations = older
        .migrations
        .iter()
        .filter(|m| m.version < 10)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    older.run(&mut conn).await.unwrap();
    for sql in [
        "INSERT INTO credential_sets (id, credential_type, environment, depth, size, created_at) \
         VALUES (7, 'orb', 'staging', 16, 2, 1)",
        "INSERT INTO identities (set_id, leaf_index, commitment, created_at) VALUES \
         (7, 0, '0x' || hex(zeroblob(32)), 1), (7, 1, '0x' || hex(randomblob(32)), 1)",
        "INSERT INTO roots (set_id, leaf_count, root, created_at) VALUES \
         (7, 2, '0x' || hex(zeroblob(32)), 1)",
        "INSERT INTO tree_snapshots (set_id, leaf_count, root, nodes, created_at) VALUES \
         (7, 2, '0x00', x'00', 1)",
    ] {
        sqlx::query(sql).execute(&mut conn).await.unwrap();
    }
    conn.close().await.unwrap();
    (dir, url)
}

/// Rows of `table` belonging to the set made before the migration.
async fn count(store: &Store, table: &str) -> i64 {
    let column = if table == "credential_sets" {
        "id"
    } else {
        "set_id"
    };
    let sql = format!("SELECT COUNT(*) FROM {table} WHERE {column} = 7");
    with_pool!(store, p => sqlx::query_as::<_, (i64,)>(&sql).fetch_one(p).await)
        .unwrap()
        .0
}

#[tokio::test]
async fn sqlite_gets_face_sets_without_losing_what_refers_to_the_rebuilt_table() {
    let (_dir, url) = sqlite_before_world_id_4().await;
    let store = Store::connect(&url).await.unwrap();
    // The rebuild of credential_sets (to allow `face`) kept every row that refers to it…
    for (table, rows) in [
        ("credential_sets", 1),
        ("identities", 2),
        ("roots", 1),
        ("tree_snapshots", 1),
    ] {
        assert_eq!(count(&store, table).await, rows, "{table}");
    }
    store
        .ensure_credential_set("face", "staging", 16, &format!("0x{}", "0".repeat(64)))
        .await
        .unwrap();
    // …and their references still hold: a missing set is refused, a deleted one cascades.
    let orphan = with_pool!(store, p => sqlx::query(
        "INSERT INTO identities (set_id, leaf_index, commitment, created_at) \
         VALUES (99, 0, '0x' || hex(randomblob(32)), 1)",
    )
    .execute(p).await.map(|r| r.rows_affected()));
    assert!(orphan.is_err(), "{orphan:?}");
    with_pool!(store, p => sqlx::query("DELETE FROM credential_sets WHERE id = 7")
        .execute(p).await.map(|r| r.rows_affected()))
    .unwrap();
    assert_eq!(count(&store, "identities").await, 0);
    assert_eq!(count(&store, "roots").await, 0);
}

/// Writes `sql` to the SQLite database at `url` with foreign keys off, as a damaged
/// or hand-edited database could hold it.
async fn write_unchecked(url: &str, sql: &str) {
    use sqlx::Connection;
    let opts = <sqlx::sqlite::SqliteConnectOptions as std::str::FromStr>::from_str(url)
        .unwrap()
        .foreign_keys(false);
    let mut conn = sqlx::SqliteConnection::connect_with(&opts).await.unwrap();
    sqlx::query(sql).execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
}

#[tokio::test]
async fn sqlite_refuses_migrations_that_leave_a_leaf_of_a_missing_set() {
    let fresh = test_support::sqlite().await;
    let (_dir, url, old) = crate::common::database_at_migration(&fresh.store, 14).await;
    old.close().await;
    write_unchecked(
        &url,
        "INSERT INTO identities (set_id, leaf_index, commitment, created_at) \
         VALUES (99, 0, '0x' || lower(hex(randomblob(32))), 1)",
    )
    .await;
    let err = Store::connect(&url).await.unwrap_err();
    assert!(
        err.to_string()
            .contains("rows of identities refer to rows that do not exist"),
        "{err}"
    );
}

#[tokio::test]
async fn a_sqlite_start_with_nothing_to_migrate_skips_the_reference_check() {
    // The check reads every row (seconds at 100 M leaves): only a migration pays for it.
    let db = test_support::sqlite().await;
    write_unchecked(
        &db.url,
        "INSERT INTO identities (set_id, leaf_index, commitment, created_at) \
         VALUES (99, 0, randomblob(32), 1)",
    )
    .await;
    Store::connect(&db.url).await.unwrap().ping().await.unwrap();
}
