#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The domain layer, one test binary: key ring, registry and node files, import, tree,
//! verify batcher, group commit (modules with `backend_tests!` run on SQLite and PostgreSQL).

mod group_commit;
mod import;
mod keys;
mod node_files;
mod registry;
mod tree;
mod verify_batcher;

use humanid_proof::Field;
use semaphore_rs::poseidon_tree::LazyPoseidonTree;

/// Depth of the trees the registry tests build.
const DEPTH: usize = 16;

/// Leaves `from`, `from + 1`, … (`n` of them).
fn leaves(from: u64, n: u64) -> Vec<Field> {
    (from..from + n).map(Field::from).collect()
}

/// The root semaphore-rs's own tree gives `leaves` at [`DEPTH`] (the independent oracle).
fn oracle_root(leaves: &[Field]) -> Field {
    let mut tree = LazyPoseidonTree::new(DEPTH, Field::ZERO.as_u256()).derived();
    for (i, leaf) in leaves.iter().enumerate() {
        tree = tree.update(i, &leaf.as_u256());
    }
    Field::try_from(tree.root()).unwrap()
}

/// The root `proof` leads to from `leaf`, as a wallet computes it.
fn proof_top(leaf: Field, proof: &humanid_core::registry::InclusionProof) -> Field {
    proof
        .siblings
        .iter()
        .enumerate()
        .fold(leaf, |acc, (level, s)| {
            if (proof.leaf_index >> level).is_multiple_of(2) {
                humanid_proof::poseidon2(acc, *s)
            } else {
                humanid_proof::poseidon2(*s, acc)
            }
        })
}
