//! The node-file tree against semaphore-rs's own Poseidon tree (the independent oracle):
//! roots and proofs for every batch shape, unpublished appends, and recovery of the
//! right edge from the file alone.

use humanid_core::registry::tree::{Branch, Tree};
use humanid_proof::Field;
use semaphore_rs::poseidon_tree::LazyPoseidonTree;

/// Commitment-like leaves: distinct, spread over the field.
fn leaves(from: u64, n: u64) -> Vec<Field> {
    (from..from + n)
        .map(|i| Field::parse(&format!("{:x}", i.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)).unwrap())
        .collect()
}

fn oracle(depth: usize, leaves: &[Field]) -> LazyPoseidonTree {
    let mut tree = LazyPoseidonTree::new(depth, Field::ZERO.as_u256()).derived();
    for (i, leaf) in leaves.iter().enumerate() {
        tree = tree.update(i, &leaf.as_u256());
    }
    tree
}

fn plain(path: &[Branch]) -> Vec<Field> {
    path.iter()
        .map(|b| match b {
            Branch::Left(s) | Branch::Right(s) => *s,
        })
        .collect()
}

fn oracle_path(tree: &LazyPoseidonTree, index: usize) -> Vec<Field> {
    tree.proof(index)
        .0
        .iter()
        .map(|b| match b {
            semaphore_rs::poseidon_tree::Branch::Left(s)
            | semaphore_rs::poseidon_tree::Branch::Right(s) => Field::try_from(*s).unwrap(),
        })
        .collect()
}

fn append(tree: &Tree, batch: &[Field]) {
    let staged = tree.stage(&tree.snapshot(), batch).unwrap().unwrap();
    tree.publish(staged).unwrap();
}

/// `tree` holds `all` as semaphore-rs's tree of `depth` does: the same root, and the same
/// proof of each leaf in `indexes`.
fn assert_matches_oracle(tree: &Tree, depth: usize, all: &[Field], indexes: &[usize]) {
    let expected = oracle(depth, all);
    let added = all.len();
    assert_eq!(
        tree.root().as_u256(),
        expected.root(),
        "after {added} leaves"
    );
    let snap = tree.snapshot();
    for &index in indexes {
        let path = tree.proof(&snap, index as u64).unwrap().unwrap();
        let want = oracle_path(&expected, index);
        assert_eq!(plain(&path), want, "leaf {index} of {added}");
    }
}

#[test]
fn roots_and_proofs_match_semaphore_rs_for_every_batch_shape() {
    let all = leaves(1, 300);
    let tree = Tree::new(tempfile::tempfile().unwrap(), 10).unwrap();
    let mut added = 0;
    for size in [1, 1, 3, 8, 5, 64, 100, 1, 117] {
        append(&tree, &all[added..added + size]);
        added += size;
        assert_matches_oracle(&tree, 10, &all[..added], &[0, added / 2, added - 1]);
        let beyond = tree.proof(&tree.snapshot(), added as u64).unwrap();
        assert!(beyond.is_none(), "no leaf {added} yet");
    }
}

#[test]
fn a_large_batch_hashed_on_every_core_matches_semaphore_rs() {
    let all = leaves(7, 9_000);
    let tree = Tree::new(tempfile::tempfile().unwrap(), 16).unwrap();
    append(&tree, &all[..3]);
    append(&tree, &all[3..]);
    assert_matches_oracle(&tree, 16, &all, &[4_321]);
}

#[test]
fn an_unpublished_append_changes_nothing_readers_see() {
    let all = leaves(1, 40);
    let tree = Tree::new(tempfile::tempfile().unwrap(), 8).unwrap();
    append(&tree, &all[..13]);
    let before = tree.snapshot();
    let proof_before = tree.proof(&before, 12).unwrap();
    // Staged over the right edge, then abandoned (the database refused it).
    let abandoned = tree.stage(&before, &leaves(1_000, 20)).unwrap().unwrap();
    assert_ne!(tree.root_of(&abandoned), tree.root_of(&before));
    assert_eq!(tree.snapshot(), before);
    assert_eq!(tree.proof(&before, 12).unwrap(), proof_before);
    // The next append starts from the published tree and overwrites the abandoned nodes.
    append(&tree, &all[13..]);
    assert_matches_oracle(&tree, 8, &all, &[14]);
}

#[test]
fn the_file_alone_gives_back_every_earlier_tree() {
    let all = leaves(1, 70);
    let file = tempfile::tempfile().unwrap();
    let tree = Tree::new(file.try_clone().unwrap(), 7).unwrap();
    for chunk in all.chunks(9) {
        append(&tree, chunk);
    }
    let header = tree.header().unwrap().unwrap();
    assert_eq!(header.len, 70);
    assert_eq!(header.root, tree.root());
    // Another handle on the same file, as after a restart: no leaf is rehashed, yet the
    // right edge at any size gives that size's root and proofs.
    let reopened = Tree::new(file, 7).unwrap();
    for len in [0usize, 1, 2, 31, 32, 33, 64, 70] {
        let snap = reopened.snapshot_at(len as u64, 0).unwrap();
        let expected = oracle(7, &all[..len]);
        assert_eq!(
            reopened.root_of(&snap).as_u256(),
            expected.root(),
            "len {len}"
        );
        if len > 0 {
            let path = reopened.proof(&snap, len as u64 - 1).unwrap().unwrap();
            assert_eq!(plain(&path), oracle_path(&expected, len - 1));
        }
    }
    // More leaves than the file holds: an error, not a made-up tree.
    assert!(reopened.snapshot_at(1_000, 0).is_err());
}
