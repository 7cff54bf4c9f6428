//! SQLite's write-ahead log left by a process that did not close: emptied on request.

use humanid_store::*;

fn wal_len(db: &std::path::Path) -> u64 {
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    std::fs::metadata(wal).map(|m| m.len()).unwrap_or(0)
}

#[tokio::test]
async fn a_wal_left_by_a_killed_process_is_checkpointed_and_emptied() {
    let db = test_support::sqlite().await;
    with_pool!(db.store, p => {
        sqlx::query("CREATE TABLE scratch (n INTEGER, data BLOB)").execute(p).await.unwrap();
        for n in 0..300i64 {
            sqlx::query("INSERT INTO scratch VALUES ($1, randomblob(1000))")
                .bind(n).execute(p).await.unwrap();
        }
    });
    // What a kill leaves on disk: the database and its WAL, copied while still open.
    let source = std::path::PathBuf::from(db.url.trim_start_matches("sqlite://"));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("left.db");
    std::fs::copy(&source, &path).unwrap();
    std::fs::copy(
        format!("{}-wal", source.display()),
        format!("{}-wal", path.display()),
    )
    .unwrap();
    assert!(wal_len(&path) > 300_000, "the copy holds the rows' WAL");

    let url = format!("sqlite://{}", path.display());
    let store = Store::connect(&url).await.unwrap();
    let done = store.checkpoint_wal().await.unwrap().unwrap();
    assert!(done.pages >= 75, "{done:?}");
    assert!(done.truncated, "{done:?}");
    assert_eq!(wal_len(&path), 0);

    // The WAL is empty, so the rows are in the database file itself.
    let (count,): (i64,) = with_pool!(store, p => sqlx::query_as("SELECT count(*) FROM scratch")
        .fetch_one(p).await.unwrap());
    assert_eq!(count, 300);
}

#[tokio::test]
async fn postgres_has_no_wal_to_checkpoint() {
    let db = test_support::postgres().await;
    assert_eq!(db.store.checkpoint_wal().await.unwrap(), None);
}
