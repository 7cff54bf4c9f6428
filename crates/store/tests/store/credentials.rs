//! Credential sets, their leaves, roots and snapshots on both backends.

use humanid_store::credentials::{AppendError, BulkConnection, CredentialSet, TreeSnapshot};
use humanid_store::*;

use crate::common::{database_at_migration, nullifier_hex as hex};

backend_tests!(
    sets_are_created_once_with_the_empty_root,
    appends_are_ordered_and_compare_and_set,
    duplicate_commitments_are_refused_and_nothing_is_written,
    a_bulk_load_appends_its_chunks_on_one_held_connection,
    roots_are_found_by_value_and_by_leaf_count,
    only_newer_snapshots_replace_older_ones,
    migration_0015_keeps_every_leaf_and_its_uniqueness,
);

/// A new staging set of depth 16 whose empty root is `hex(empty)`.
async fn staging_set(store: &Store, kind: &str, empty: u64) -> CredentialSet {
    let empty_root = hex(empty);
    let set = store.ensure_credential_set(kind, "staging", 16, &empty_root);
    set.await.unwrap()
}

/// Appends `leaves` at `from` with the new root `hex(root)`, which must be accepted.
async fn append(store: &Store, set_id: i64, from: i64, leaves: &[String], root: u64) {
    let root = hex(root);
    let appended = store.append_identities(set_id, from, leaves, &root);
    appended.await.unwrap();
}

async fn sets_are_created_once_with_the_empty_root(store: Store) {
    let a = store
        .ensure_credential_set("orb", "production", 30, &hex(0xe))
        .await
        .unwrap();
    let again = store
        .ensure_credential_set("orb", "production", 16, &hex(0xf))
        .await
        .unwrap();
    assert_eq!(a, again, "depth and id are fixed at creation");
    assert_eq!((a.depth, a.size), (30, 0));
    let staging = store
        .ensure_credential_set("orb", "staging", 16, &hex(0xe))
        .await
        .unwrap();
    assert_ne!(staging.id, a.id);
    assert_eq!(store.list_credential_sets().await.unwrap().len(), 2);
    assert_eq!(store.latest_root(a.id).await.unwrap().root, hex(0xe));
    assert_eq!(store.get_credential_set(a.id).await.unwrap(), a);
    assert!(matches!(
        store
            .ensure_credential_set("retina", "staging", 16, &hex(1))
            .await,
        Err(StoreError::Check { .. })
    ));
}

async fn appends_are_ordered_and_compare_and_set(store: Store) {
    let set = staging_set(&store, "device", 0).await;
    let batch: Vec<String> = (1..=1200).map(hex).collect(); // more than one insert chunk
    append(&store, set.id, 0, &batch, 0xa1).await;
    assert!(matches!(
        store
            .append_identities(set.id, 0, &[hex(5000)], &hex(0xa2))
            .await,
        Err(AppendError::Stale)
    ));
    append(&store, set.id, 1200, &[hex(5000)], 0xa2).await;
    let all = store.load_identities(set.id, 0).await.unwrap();
    assert_eq!(all.len(), 1201);
    assert_eq!(
        (all[0].as_str(), all[1200].as_str()),
        (hex(1).as_str(), hex(5000).as_str())
    );
    assert_eq!(
        store.load_identities(set.id, 1199).await.unwrap(),
        vec![hex(1200), hex(5000)]
    );
    assert_eq!(
        store.find_identity(set.id, &hex(5000)).await.unwrap(),
        Some(1200)
    );
    assert_eq!(
        store.find_identity(set.id, &hex(999_999)).await.unwrap(),
        None
    );
    assert_eq!(store.get_credential_set(set.id).await.unwrap().size, 1201);
}

async fn duplicate_commitments_are_refused_and_nothing_is_written(store: Store) {
    let set = staging_set(&store, "document", 0).await;
    append(&store, set.id, 0, &[hex(1)], 0xb1).await;
    let err = store
        .append_identities(set.id, 1, &[hex(2), hex(1)], &hex(0xb2))
        .await
        .unwrap_err();
    assert!(matches!(err, AppendError::AlreadyIncluded), "{err:?}");
    assert_eq!(
        store.load_identities(set.id, 0).await.unwrap(),
        vec![hex(1)]
    );
    assert_eq!(store.latest_root(set.id).await.unwrap().root, hex(0xb1));
    assert_eq!(store.get_credential_set(set.id).await.unwrap().size, 1);
}

/// Chunks of a bulk load (10,000 rows or more: SQLite's bulk path) go in order on the
/// connection the load holds; a stale or duplicate chunk writes nothing, and the held
/// connection goes on appending after either.
async fn a_bulk_load_appends_its_chunks_on_one_held_connection(store: Store) {
    const CHUNK: u64 = 10_000;
    let set = staging_set(&store, "device", 0).await;
    let chunk = |k: u64| -> Vec<String> { (k * CHUNK + 1..=(k + 1) * CHUNK).map(hex).collect() };
    let mut held = BulkConnection::default();
    let mut bulk = async |from: u64, leaves: Vec<String>, root: u64| {
        let (from, root) = (from as i64, hex(root));
        store
            .append_identities_bulk(&mut held, set.id, from, &leaves, &root)
            .await
    };
    bulk(0, chunk(0), 0xc0).await.unwrap();
    bulk(CHUNK, chunk(1), 0xc1).await.unwrap();
    assert!(matches!(
        bulk(0, chunk(2), 0xcf).await,
        Err(AppendError::Stale)
    ));
    let mut twice = chunk(2);
    twice[CHUNK as usize - 1] = hex(7);
    let duplicate = bulk(2 * CHUNK, twice, 0xcf).await;
    assert!(matches!(duplicate, Err(AppendError::AlreadyIncluded)));
    bulk(2 * CHUNK, chunk(2), 0xc2).await.unwrap();
    drop(held);
    // Read back through the pool's other connections.
    let all = store.load_identities(set.id, 0).await.unwrap();
    let expected: Vec<String> = (1..=3 * CHUNK).map(hex).collect();
    assert!(all == expected, "{} leaves, in order", all.len());
    assert_eq!(store.latest_root(set.id).await.unwrap().root, hex(0xc2));
    assert_eq!(store.get_credential_set(set.id).await.unwrap().size, 30_000);
    let found = store.find_identity(set.id, &hex(CHUNK + 1)).await.unwrap();
    assert_eq!(found, Some(CHUNK as i64));
}

async fn roots_are_found_by_value_and_by_leaf_count(store: Store) {
    let set = staging_set(&store, "orb", 0xe0).await;
    append(&store, set.id, 0, &[hex(1)], 0xe1).await;
    append(&store, set.id, 1, &[hex(2)], 0xe2).await;
    let latest = store.latest_root(set.id).await.unwrap();
    assert_eq!(
        (latest.leaf_count, latest.root.as_str()),
        (2, hex(0xe2).as_str())
    );
    let older = store.find_root(set.id, &hex(0xe1)).await.unwrap().unwrap();
    assert_eq!(older.leaf_count, 1);
    assert!(older.created_at <= latest.created_at);
    assert!(store.find_root(set.id, &hex(0xe9)).await.unwrap().is_none());
    assert_eq!(
        store.root_at(set.id, 0).await.unwrap().unwrap().root,
        hex(0xe0)
    );
    assert!(store.root_at(set.id, 7).await.unwrap().is_none());
}

async fn only_newer_snapshots_replace_older_ones(store: Store) {
    let set = staging_set(&store, "orb", 0).await;
    assert!(store.load_tree_snapshot(set.id).await.unwrap().is_none());
    let snap = |n: i64| TreeSnapshot {
        leaf_count: n,
        root: hex(n as u64),
        nodes: vec![n as u8; 64],
    };
    store.save_tree_snapshot(set.id, &snap(10)).await.unwrap();
    store.save_tree_snapshot(set.id, &snap(5)).await.unwrap();
    assert_eq!(
        store.load_tree_snapshot(set.id).await.unwrap(),
        Some(snap(10))
    );
    store.save_tree_snapshot(set.id, &snap(20)).await.unwrap();
    assert_eq!(
        store.load_tree_snapshot(set.id).await.unwrap(),
        Some(snap(20))
    );
}

/// Migration 0015 stores commitments as bytes: the leaves a previous binary wrote as hex
/// come back as the same hex, in leaf order, are found by value, and stay unique.
async fn migration_0015_keeps_every_leaf_and_its_uniqueness(fresh: Store) {
    let (_dir, url, old) = database_at_migration(&fresh, 14).await;
    let leaves: Vec<String> = [7u64, 3, 0xffff_ffff_ffff_ffff, 1, 42]
        .into_iter()
        .map(|n| format!("0x{n:016x}{}", "ab".repeat(24)))
        .collect();
    with_pool!(old, p => async {
        sqlx::query("INSERT INTO credential_sets (id, credential_type, environment, depth, size, created_at) \
                     VALUES (9, 'orb', 'staging', 16, 5, 1)").execute(p).await?;
        for (i, leaf) in leaves.iter().enumerate() {
            sqlx::query("INSERT INTO identities (set_id, leaf_index, commitment, created_at) VALUES (9, $1, $2, 1)")
                .bind(i as i64).bind(leaf).execute(p).await?;
        }
        sqlx::query("INSERT INTO roots (set_id, leaf_count, root, created_at) VALUES (9, 5, $1, 1)")
            .bind(hex(0x55)).execute(p).await.map(|_| ())
    }.await)
    .unwrap();
    old.close().await;

    let store = Store::connect(&url).await.unwrap();
    assert_eq!(store.load_identities(9, 0).await.unwrap(), leaves);
    assert_eq!(
        store.load_identity_page(9, 1, 2).await.unwrap(),
        leaves[1..3]
    );
    for (i, leaf) in leaves.iter().enumerate() {
        assert_eq!(store.find_identity(9, leaf).await.unwrap(), Some(i as i64));
        assert_eq!(
            store.find_identity_in_set(9, leaf).await.unwrap(),
            Some((i as i64, 5))
        );
    }
    let err = store
        .append_identities(9, 5, &[hex(0x66), leaves[2].clone()], &hex(0x56))
        .await
        .unwrap_err();
    assert!(matches!(err, AppendError::AlreadyIncluded), "{err:?}");
    store
        .append_identities(9, 5, &[hex(0x66)], &hex(0x56))
        .await
        .unwrap();
    assert_eq!(store.find_identity(9, &hex(0x66)).await.unwrap(), Some(5));
    assert_eq!(store.get_credential_set(9).await.unwrap().size, 6);
}
