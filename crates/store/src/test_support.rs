//! Fresh databases for tests, on either backend.
//!
//! PostgreSQL tests need `HUMANID_TEST_POSTGRES_URL` (an admin URL of a throwaway server,
//! as `scripts/test` provides); each test gets a database of its own on that server.

use rand::Rng;

use crate::Store;

/// A store on a fresh database; the SQLite file lives as long as this value.
pub struct TestDb {
    pub store: Store,
    pub url: String,
    _dir: Option<tempfile::TempDir>,
}

pub const POSTGRES_ENV: &str = "HUMANID_TEST_POSTGRES_URL";

pub async fn sqlite() -> TestDb {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let url = format!("sqlite://{}", dir.path().join("test.db").display());
    let store = Store::connect(&url)
        .await
        .unwrap_or_else(|e| panic!("sqlite: {e}"));
    TestDb {
        store,
        url,
        _dir: Some(dir),
    }
}

/// Creates an empty database on the test server and returns its URL (not yet migrated).
pub async fn fresh_postgres_url() -> String {
    let admin = std::env::var(POSTGRES_ENV).unwrap_or_else(|_| {
        panic!(
            "{POSTGRES_ENV} is not set: run the suite with scripts/test, which starts PostgreSQL"
        )
    });
    let name = format!(
        "humanid_test_{}",
        hex::encode(rand::thread_rng().r#gen::<[u8; 8]>())
    );
    let conn = Store::admin_execute(&admin, &format!("CREATE DATABASE {name}")).await;
    conn.unwrap_or_else(|e| panic!("create test database: {e}"));
    match admin.rfind('/') {
        Some(i) if !admin[i + 1..].contains('@') => format!("{}/{name}", &admin[..i]),
        _ => format!("{}/{name}", admin.trim_end_matches('/')),
    }
}

pub async fn postgres() -> TestDb {
    let url = fresh_postgres_url().await;
    let store = Store::connect(&url)
        .await
        .unwrap_or_else(|e| panic!("postgres: {e}"));
    TestDb {
        store,
        url,
        _dir: None,
    }
}

/// Generates a `sqlite` and a `postgres` test for each named async fn taking a `Store`.
#[macro_export]
macro_rules! backend_tests {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn sqlite() {
                let db = $crate::test_support::sqlite().await;
                super::$name(db.store.clone()).await;
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn postgres() {
                let db = $crate::test_support::postgres().await;
                super::$name(db.store.clone()).await;
            }
        }
    )*};
}
