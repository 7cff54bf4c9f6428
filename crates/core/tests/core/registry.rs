//! The credential registry on both backends: appends, proofs, root ages, durability,
//! several replicas on one database (node files: tests/node_files.rs).

use humanid_core::registry::tree::Branch;
use humanid_core::registry::{
    CredentialType, Environment, FRESH_FOR, Registry, RootStatus, SetKey,
};
use humanid_proof::{Field, poseidon2};
use humanid_store::{Store, backend_tests, with_pool};

use crate::proof_top;

backend_tests!(
    added_commitments_have_proofs_to_the_current_root,
    duplicates_and_zero_are_refused,
    older_roots_expire_but_the_current_one_never_does,
    a_reopened_registry_has_the_same_trees,
    replicas_on_one_database_see_each_others_appends,
);

const DEPTH: usize = 16;

fn key(t: &str) -> SetKey {
    SetKey::new(t, Environment::Staging).unwrap()
}

fn commitments(from: u64, n: u64) -> Vec<Field> {
    (from..from + n).map(Field::from).collect()
}

fn root_from_path(leaf: Field, path: &[Branch]) -> Field {
    path.iter().fold(leaf, |acc, b| match b {
        Branch::Left(s) => poseidon2(acc, *s),
        Branch::Right(s) => poseidon2(*s, acc),
    })
}

async fn added_commitments_have_proofs_to_the_current_root(store: Store) {
    let reg = Registry::open(store, DEPTH).await.unwrap();
    let first = reg.add(&key("orb"), &commitments(1, 3)).await.unwrap();
    assert_eq!(first.leaf_indexes, vec![0, 1, 2]);
    let second = reg.add(&key("orb"), &commitments(10, 1)).await.unwrap();
    assert_eq!(second.leaf_indexes, vec![3]);
    let proof = reg
        .inclusion_proof(&key("orb"), &Field::from(2))
        .await
        .unwrap();
    assert_eq!(
        (proof.leaf_index, proof.root, proof.proof.len()),
        (1, second.root, DEPTH)
    );
    assert_eq!(root_from_path(Field::from(2), &proof.proof), second.root);
    // Sets are separate: not in `device`, nor in production `orb`.
    assert!(
        reg.inclusion_proof(&key("device"), &Field::from(2))
            .await
            .is_err()
    );
    let prod = SetKey::new("orb", Environment::Production).unwrap();
    assert!(reg.inclusion_proof(&prod, &Field::from(2)).await.is_err());
    assert_eq!(
        reg.check_root(&prod, &second.root, 3600).await.unwrap(),
        RootStatus::Unknown
    );
    let listed = reg.list().await.unwrap();
    // Five credential types (orb, device, document, secure_document, face), two environments.
    assert_eq!(listed.len(), 10);
    assert!(
        listed
            .iter()
            .any(|s| s.credential_type == CredentialType::Face)
    );
    let orb = listed
        .iter()
        .find(|s| s.credential_type == CredentialType::Orb && s.environment == Environment::Staging)
        .unwrap();
    assert_eq!(
        (orb.size, orb.root.as_str(), orb.depth),
        (4, second.root.to_hex().as_str(), DEPTH as i64)
    );
}

async fn duplicates_and_zero_are_refused(store: Store) {
    let reg = Registry::open(store, DEPTH).await.unwrap();
    reg.add(&key("device"), &commitments(1, 2)).await.unwrap();
    let err = reg
        .add(&key("device"), &[Field::from(7), Field::from(2)])
        .await
        .unwrap_err();
    assert_eq!(err.code(), "already_included");
    assert!(err.to_string().contains(&Field::from(2).to_hex()), "{err}");
    // Nothing of the refused batch was kept, in memory or in the database.
    assert!(
        reg.inclusion_proof(&key("device"), &Field::from(7))
            .await
            .is_err()
    );
    let next = reg.add(&key("device"), &[Field::from(7)]).await.unwrap();
    assert_eq!(next.leaf_indexes, vec![2]);
    assert_eq!(
        reg.add(&key("device"), &[Field::ZERO])
            .await
            .unwrap_err()
            .code(),
        "invalid_format"
    );
    assert_eq!(
        reg.add(&key("device"), &[Field::from(9), Field::from(9)])
            .await
            .unwrap_err()
            .code(),
        "invalid"
    );
    assert_eq!(
        reg.add(&key("device"), &[]).await.unwrap_err().code(),
        "invalid"
    );
    assert!(SetKey::new("retina", Environment::Staging).is_err());
}

async fn older_roots_expire_but_the_current_one_never_does(store: Store) {
    let reg = Registry::open(store.clone(), DEPTH).await.unwrap();
    let old = reg.add(&key("orb"), &commitments(1, 1)).await.unwrap().root;
    let current = reg.add(&key("orb"), &commitments(2, 1)).await.unwrap().root;
    assert_eq!(
        reg.check_root(&key("orb"), &old, 3600).await.unwrap(),
        RootStatus::Valid
    );
    // Pretend both roots became current two hours ago, and look with a registry that has
    // not confirmed them yet (one that had remembers the true, recent time).
    with_pool!(store, p => sqlx::query("UPDATE roots SET created_at = created_at - 7200000000")
        .execute(p).await.map(|r| r.rows_affected()))
    .unwrap();
    assert_eq!(
        reg.check_root(&key("orb"), &old, 3600).await.unwrap(),
        RootStatus::Valid,
        "a root this registry confirmed is judged by the time it learnt, without asking again"
    );
    let reg = Registry::open(store.clone(), DEPTH).await.unwrap();
    assert_eq!(
        reg.check_root(&key("orb"), &old, 3600).await.unwrap(),
        RootStatus::TooOld
    );
    assert_eq!(
        reg.check_root(&key("orb"), &old, 604800).await.unwrap(),
        RootStatus::Valid
    );
    assert_eq!(
        reg.check_root(&key("orb"), &current, 3600).await.unwrap(),
        RootStatus::Valid
    );
    assert_eq!(
        reg.check_root(&key("orb"), &Field::from(12345), 3600)
            .await
            .unwrap(),
        RootStatus::Unknown
    );
}

async fn a_reopened_registry_has_the_same_trees(store: Store) {
    let reg = Registry::open(store.clone(), DEPTH).await.unwrap();
    reg.add(&key("document"), &commitments(100, 5))
        .await
        .unwrap();
    let root = reg
        .add(&key("document"), &commitments(200, 1))
        .await
        .unwrap()
        .root;
    let before = reg
        .inclusion_proof(&key("document"), &Field::from(103))
        .await
        .unwrap();
    drop(reg);
    let again = Registry::open(store, 30).await.unwrap();
    again.load_all().await.unwrap();
    let after = again
        .inclusion_proof(&key("document"), &Field::from(103))
        .await
        .unwrap();
    assert_eq!(
        (after.root, after.leaf_index, after.proof.clone()),
        (root, before.leaf_index, before.proof)
    );
    assert_eq!(
        after.proof.len(),
        DEPTH,
        "a set keeps the depth it was created with"
    );
}

async fn replicas_on_one_database_see_each_others_appends(store: Store) {
    let a = Registry::open(store.clone(), DEPTH).await.unwrap();
    let b = Registry::open(store, DEPTH).await.unwrap();
    a.load_all().await.unwrap();
    b.load_all().await.unwrap();
    let from_a = a.add(&key("orb"), &commitments(1, 2)).await.unwrap();
    // B has a stale tree; its append must land after A's leaves, not over them.
    let from_b = b.add(&key("orb"), &commitments(3, 1)).await.unwrap();
    assert_eq!(from_b.leaf_indexes, vec![2]);
    assert_eq!(
        b.check_root(&key("orb"), &from_a.root, 3600).await.unwrap(),
        RootStatus::Valid
    );
    let via_a = a
        .inclusion_proof(&key("orb"), &Field::from(3))
        .await
        .unwrap();
    assert_eq!(via_a.root, from_b.root);
    assert_eq!(
        b.add(&key("orb"), &[Field::from(1)])
            .await
            .unwrap_err()
            .code(),
        "already_included"
    );
    // Concurrent appends through both replicas: every leaf gets a distinct index.
    let (ka, kb, ca, cb) = (
        key("orb"),
        key("orb"),
        commitments(50, 3),
        commitments(60, 3),
    );
    let (ra, rb) = tokio::join!(a.add(&ka, &ca), b.add(&kb, &cb));
    let mut idx: Vec<u64> = ra
        .unwrap()
        .leaf_indexes
        .into_iter()
        .chain(rb.unwrap().leaf_indexes)
        .collect();
    idx.sort();
    assert_eq!(idx, (3..9).collect::<Vec<_>>());
    // Each replica answers from its own tree and its leaf index: at once with a proof to
    // a root the database recorded, and within FRESH_FOR with one to the newest root.
    let sets = a.list().await.unwrap();
    let orb = sets
        .iter()
        .find(|s| s.credential_type == CredentialType::Orb && s.environment == Environment::Staging)
        .unwrap();
    let newest = Field::parse(&orb.root).unwrap();
    let asked = std::time::Instant::now();
    let mut current = [None, None];
    while asked.elapsed() < FRESH_FOR * 3 && current.iter().any(Option::is_none) {
        for (replica, seen) in [&a, &b].into_iter().zip(&mut current) {
            let p = replica
                .inclusion_proof(&key("orb"), &Field::from(50))
                .await
                .unwrap();
            assert_eq!(proof_top(Field::from(50), &p), p.root);
            assert_eq!(
                replica
                    .check_root(&key("orb"), &p.root, 3600)
                    .await
                    .unwrap(),
                RootStatus::Valid
            );
            if p.root == newest && seen.is_none() {
                *seen = Some(asked.elapsed());
            }
        }
        tokio::task::yield_now().await;
    }
    for seen in current {
        assert!(
            seen.is_some_and(|t| t <= FRESH_FOR + FRESH_FOR / 2),
            "{seen:?}"
        );
    }
}
