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
