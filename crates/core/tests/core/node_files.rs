//! Node files across restarts on both backends: a restart reads them, a missing, damaged
//! or stale one is repaired from the database, and an append the database refused
//! leaves no trace. Roots are checked against semaphore-rs's own tree.

use std::path::{Path, PathBuf};

use humanid_core::registry::{Environment, Registry, SetKey};
use humanid_proof::Field;
use humanid_store::{Store, backend_tests};

use crate::{DEPTH, leaves, oracle_root, proof_top};

backend_tests!(
    a_restart_reads_the_node_file_and_agrees_with_semaphore_rs,
    a_missing_or_damaged_node_file_is_rebuilt_from_the_database,
    a_node_file_behind_the_database_catches_up,
    an_append_the_database_refused_leaves_no_trace_after_a_restart,
    a_damaged_leaf_index_never_gives_a_wrong_proof,
    a_node_file_in_the_first_layout_is_rebuilt_in_the_tiled_one,
);

fn key() -> SetKey {
    SetKey::new("orb", Environment::Production).unwrap()
}

fn node_file(dir: &Path) -> PathBuf {
    dir.join("orb-production.nodes")
}

async fn open(store: &Store, dir: &Path) -> Registry {
    let reg = Registry::open_in(store.clone(), DEPTH, Some(dir.to_owned()))
        .await
        .unwrap();
    reg.load_all().await.unwrap();
    reg
}

async fn add_all(reg: &Registry, all: &[Field]) {
    for batch in all.chunks(300) {
        reg.add(&key(), batch).await.unwrap();
    }
}

/// A data dir whose set holds leaves 1..=700 (added by a registry since dropped), the
/// leaves, and their root by semaphore-rs.
async fn seven_hundred(store: &Store) -> (tempfile::TempDir, Vec<Field>, Field) {
    let dir = tempfile::tempdir().unwrap();
    let all = leaves(1, 700);
    add_all(&open(store, dir.path()).await, &all).await;
    let root = oracle_root(&all);
    (dir, all, root)
}

/// The proof of `leaf` leads to `root`, as a wallet would check it.
async fn assert_proof(reg: &Registry, leaf: Field, root: Field) {
    let p = reg.inclusion_proof(&key(), &leaf).await.unwrap();
    assert_eq!(p.root, root);
    let top = proof_top(leaf, &p);
    assert_eq!(top, root, "proof of {leaf}");
}

async fn a_restart_reads_the_node_file_and_agrees_with_semaphore_rs(store: Store) {
    let dir = tempfile::tempdir().unwrap();
    let all = leaves(1, 1_000);
    add_all(&open(&store, dir.path()).await, &all).await;
    assert!(node_file(dir.path()).exists());
    let reg = open(&store, dir.path()).await;
    let root = oracle_root(&all);
    assert_proof(&reg, all[0], root).await;
    assert_proof(&reg, all[999], root).await;
    // It keeps appending where it left off.
    let more = leaves(5_000, 3);
    reg.add(&key(), &more).await.unwrap();
    let grown: Vec<Field> = all.iter().chain(&more).copied().collect();
    assert_proof(&reg, more[2], oracle_root(&grown)).await;
}

async fn a_missing_or_damaged_node_file_is_rebuilt_from_the_database(store: Store) {
    let (dir, all, root) = seven_hundred(&store).await;
    std::fs::remove_file(node_file(dir.path())).unwrap();
    assert_proof(&open(&store, dir.path()).await, all[350], root).await;
    // Garbage over the headers and the first nodes.
    let mut bytes = std::fs::read(node_file(dir.path())).unwrap();
    bytes[..8192].fill(0x5a);
    std::fs::write(node_file(dir.path()), &bytes).unwrap();
    assert_proof(&open(&store, dir.path()).await, all[699], root).await;
    // A file cut short.
    bytes.truncate(10_000);
    std::fs::write(node_file(dir.path()), &bytes).unwrap();
    assert_proof(&open(&store, dir.path()).await, all[1], root).await;
}

async fn a_node_file_behind_the_database_catches_up(store: Store) {
    // As after a crash between the database's commit and the file reaching the disk, or
    // a replica that was down while others appended.
    let dir = tempfile::tempdir().unwrap();
    let all = leaves(1, 900);
    let reg = open(&store, dir.path()).await;
    add_all(&reg, &all[..300]).await;
    let old = std::fs::read(node_file(dir.path())).unwrap();
    add_all(&reg, &all[300..]).await;
    drop(reg);
    std::fs::write(node_file(dir.path()), old).unwrap();
    let reg = open(&store, dir.path()).await;
    assert_proof(&reg, all[899], oracle_root(&all)).await;
}

async fn an_append_the_database_refused_leaves_no_trace_after_a_restart(store: Store) {
    let dir = tempfile::tempdir().unwrap();
    let all = leaves(1, 400);
    let reg = open(&store, dir.path()).await;
    add_all(&reg, &all[..250]).await;
    // Its nodes reach the file, but the database refuses the batch (a duplicate).
    let mut refused = leaves(10_000, 99);
    refused.push(all[3]);
    let err = reg.add(&key(), &refused).await.unwrap_err();
    assert_eq!(err.code(), "already_included");
    drop(reg);
    let reg = open(&store, dir.path()).await;
    assert_proof(&reg, all[249], oracle_root(&all[..250])).await;
    assert_eq!(
        reg.inclusion_proof(&key(), &refused[0])
            .await
            .unwrap_err()
            .code(),
        "not_found"
    );
    add_all(&reg, &all[250..]).await;
    assert_proof(&reg, all[260], oracle_root(&all)).await;
}

/// The leaf index beside the node file (layout in `registry/leaf_index.rs`).
fn leaf_index(dir: &Path) -> PathBuf {
    dir.join("orb-production.index")
}

async fn a_damaged_leaf_index_never_gives_a_wrong_proof(store: Store) {
    let (dir, all, root) = seven_hundred(&store).await;
    let intact = std::fs::read(leaf_index(dir.path())).unwrap();
    // Every entry pointing at its neighbour leaf, the header left valid.
    let mut shifted = intact.clone();
    for slot in shifted[4096..].chunks_exact_mut(8) {
        let value = u32::from_le_bytes(slot[4..].try_into().unwrap());
        if value != 0 {
            slot[4..].copy_from_slice(&(value % 700 + 1).to_le_bytes());
        }
    }
    std::fs::write(leaf_index(dir.path()), &shifted).unwrap();
    check_proofs(&open(&store, dir.path()).await, &all, root).await;
    // Garbage over the header, then a file cut short.
    let mut garbage = intact.clone();
    garbage[..64].fill(0x5a);
    std::fs::write(leaf_index(dir.path()), &garbage).unwrap();
    check_proofs(&open(&store, dir.path()).await, &all, root).await;
    std::fs::write(leaf_index(dir.path()), &intact[..5_000]).unwrap();
    check_proofs(&open(&store, dir.path()).await, &all, root).await;
}

/// Right proofs (and leaf indexes) for a few of `all`, and none for a stranger.
async fn check_proofs(reg: &Registry, all: &[Field], root: Field) {
    for i in [0, 1, 350, 699] {
        assert_proof(reg, all[i], root).await;
        let p = reg.inclusion_proof(&key(), &all[i]).await.unwrap();
        assert_eq!(p.leaf_index, i as u64);
    }
    let absent = reg.inclusion_proof(&key(), &Field::from(1 << 40)).await;
    assert_eq!(absent.unwrap_err().code(), "not_found");
}

/// FNV-1a, as the node file's header checksum.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The file version 1 wrote for `all` at [`DEPTH`] = 16: a valid header, then (from
/// 8 KiB, after the one-node top level) levels 0..16, each level a contiguous array.
fn first_layout_file(all: &[Field], root: Field) -> Vec<u8> {
    let mut out = vec![0u8; 8192 + (1 << 17) * 32];
    let mut level: Vec<Field> = all.to_vec();
    for l in 0..DEPTH {
        let at = 8192 + ((1usize << 17) - (1usize << (17 - l))) * 32;
        for (i, node) in level.iter().enumerate() {
            out[at + i * 32..at + i * 32 + 32].copy_from_slice(&node.to_be_bytes());
        }
        // Complete nodes of the next level only (as the file held them).
        level = level
            .chunks_exact(2)
            .map(|pair| humanid_proof::poseidon2(pair[0], pair[1]))
            .collect();
    }
    let mut slot = b"HIDNODE1".to_vec();
    for word in [DEPTH as u64, all.len() as u64, 1] {
        slot.extend_from_slice(&word.to_le_bytes());
    }
    slot.extend_from_slice(&root.to_be_bytes());
    let sum = fnv1a(&slot);
    slot.extend_from_slice(&sum.to_le_bytes());
    out[512..512 + slot.len()].copy_from_slice(&slot);
    out
}

async fn a_node_file_in_the_first_layout_is_rebuilt_in_the_tiled_one(store: Store) {
    let (dir, all, root) = seven_hundred(&store).await;
    std::fs::remove_file(leaf_index(dir.path())).unwrap();
    std::fs::write(node_file(dir.path()), first_layout_file(&all, root)).unwrap();
    let reg = open(&store, dir.path()).await;
    check_proofs(&reg, &all, root).await;
    drop(reg);
    let bytes = std::fs::read(node_file(dir.path())).unwrap();
    let versions: Vec<&[u8]> = vec![&bytes[..8], &bytes[512..520]];
    assert!(versions.contains(&&b"HIDNODE2"[..]), "upgraded on load");
    // And the upgraded file serves a restart.
    check_proofs(&open(&store, dir.path()).await, &all, root).await;
}
