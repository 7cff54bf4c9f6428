//! Opening the registry: every set is created if missing and its tree restored from the
//! latest snapshot plus the leaves after it (or rebuilt from all leaves).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use humanid_proof::{Field, empty_subtree_hash};
use humanid_store::Store;
use humanid_store::credentials::{CredentialSet, TreeSnapshot};
use tokio::sync::OnceCell;

use super::sets::{CREDENTIAL_TYPES, Environment, SetKey};
use super::tree::Tree;
use super::{LiveSet, Registry, blocking, lock};
use crate::{CoreError, CoreResult};

pub(super) fn parse_leaves(hexes: &[String]) -> CoreResult<Vec<Field>> {
    hexes
        .iter()
        .map(|h| {
            Field::parse(h).map_err(|_| {
                CoreError::Internal(format!("stored commitment {h} is not a field element"))
            })
        })
        .collect()
}

pub(super) fn snapshot_of(tree: &Tree) -> TreeSnapshot {
    TreeSnapshot {
        leaf_count: tree.len() as i64,
        root: tree.root().to_hex(),
        nodes: tree.inner_nodes(),
    }
}

impl Registry {
    /// Creates missing sets with `depth` (16, 20 or 30); trees load on first use.
    pub async fn open(store: Store, depth: usize) -> CoreResult<Registry> {
        let empty_root = empty_subtree_hash(depth).ok_or_else(|| {
            CoreError::invalid("invalid", Some("tree_depth"), "Unsupported tree depth.")
        })?;
        let mut sets = HashMap::new();
        for environment in [Environment::Production, Environment::Staging] {
            for credential_type in CREDENTIAL_TYPES {
                let meta = store
                    .ensure_credential_set(
                        credential_type,
                        environment.as_str(),
                        depth as i64,
                        &empty_root.to_hex(),
                    )
                    .await?;
                sets.insert(
                    SetKey {
                        credential_type,
                        environment,
                    },
                    (meta, OnceCell::new()),
                );
            }
        }
        Ok(Registry { store, sets })
    }
}

pub(super) async fn load_set(store: &Store, meta: CredentialSet) -> CoreResult<LiveSet> {
    let started = Instant::now();
    let depth = meta.depth as usize;
    let leaves = parse_leaves(&store.load_identities(meta.id, 0).await?)?;
    let total = leaves.len();
    let snapshot = match store.load_tree_snapshot(meta.id).await? {
        Some(s) if (s.leaf_count as usize) <= total => {
            let recorded = store.root_at(meta.id, s.leaf_count).await?;
            recorded.filter(|r| r.root == s.root).map(|_| s)
        }
        _ => None,
    };
    let snapshot_len = snapshot.as_ref().map_or(0, |s| s.leaf_count as usize);
    let tree = blocking(move || -> Option<Tree> {
        let mut tree = match snapshot {
            Some(s) => {
                let cut = s.leaf_count as usize;
                let restored = Tree::from_parts(depth, leaves[..cut].to_vec(), &s.nodes)?;
                if restored.root().to_hex() != s.root {
                    return None;
                }
                restored
            }
            None => Tree::new(depth)?,
        };
        let have = tree.len();
        tree.append(&leaves[have..]).then_some(tree)
    })
    .await?
    .ok_or_else(|| {
        CoreError::Internal(format!("credential set {} could not be restored", meta.id))
    })?;

    let expected = store.latest_root(meta.id).await?;
    if tree.root().to_hex() != expected.root || tree.len() as i64 != expected.leaf_count {
        return Err(CoreError::Internal(format!(
            "credential set {}/{}: rebuilt root {} does not match the stored root {}",
            meta.credential_type,
            meta.environment,
            tree.root(),
            expected.root
        )));
    }
    tracing::info!(
        set = %format!("{}/{}", meta.credential_type, meta.environment),
        leaves = total,
        from_snapshot = snapshot_len,
        ms = started.elapsed().as_millis() as u64,
        "credential set loaded"
    );
    let tree = Arc::new(std::sync::Mutex::new(tree));
    // A set that grew a lot since its snapshot gets a fresh one now.
    if total >= snapshot_len + super::SNAPSHOT_EVERY {
        let snap = snapshot_of(&lock(&tree));
        store.save_tree_snapshot(meta.id, &snap).await?;
        return Ok(LiveSet {
            meta,
            tree,
            snapshot_len: total,
        });
    }
    Ok(LiveSet {
        meta,
        tree,
        snapshot_len,
    })
}
