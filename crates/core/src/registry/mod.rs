//! The credential registry: one identity tree per credential type and environment.
//!
//! The database is the source of truth (leaves, every root with the time it became
//! current); each replica keeps the trees in memory for inclusion proofs and catches up
//! from the database before it answers or appends. Appends compare-and-set the set's
//! size, so replicas never interleave leaves. Root checks always ask the database, so a
//! root one replica created is valid on every replica at once.

mod load;
mod sets;
pub mod tree;

use std::collections::HashMap;
use std::sync::Arc;

use humanid_proof::Field;
use humanid_store::Store;
use humanid_store::credentials::{AppendError, CredentialSet};
use serde::Serialize;
use tokio::sync::{Mutex, OnceCell};

pub use sets::{CREDENTIAL_TYPES, CredentialTypeName, Environment, SetKey};
use tree::{Branch, Tree};

use crate::{CoreError, CoreResult};

/// Leaves appended since the last snapshot before a new one is written.
const SNAPSHOT_EVERY: usize = 10_000;
/// Most commitments one append may carry.
pub const MAX_BATCH: usize = 1_000;

/// A set as the registry keeps it live.
struct LiveSet {
    meta: CredentialSet,
    tree: Arc<std::sync::Mutex<Tree>>,
    snapshot_len: usize,
}

pub struct Registry {
    store: Store,
    /// Sets as created in the database; a set's tree is loaded on first use (or by
    /// [`Registry::load_all`] when serving). Set ids never change, so root checks need
    /// neither the tree nor an append's lock.
    sets: HashMap<SetKey, (CredentialSet, OnceCell<Mutex<LiveSet>>)>,
}

#[derive(Debug, Serialize)]
pub struct Added {
    pub root: Field,
    /// Leaf index of each commitment, in the order given.
    pub leaf_indexes: Vec<u64>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct InclusionProof {
    #[schema(value_type = String)]
    pub root: Field,
    pub leaf_index: u64,
    /// `semaphore-rs`'s `merkle_tree::Proof` form: `[{"Left": sibling} | {"Right": sibling}]`.
    #[schema(value_type = Vec<std::collections::BTreeMap<String, String>>)]
    pub proof: Vec<Branch>,
    /// The same siblings, leaf to root, for clients that want them plain.
    #[schema(value_type = Vec<String>)]
    pub siblings: Vec<Field>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct SetInfo {
    pub credential_type: String,
    pub environment: Environment,
    pub depth: i64,
    pub size: i64,
    pub root: String,
}

/// Outcome of checking a proof's Merkle root.
#[derive(Debug, PartialEq, Eq)]
pub enum RootStatus {
    Valid,
    Unknown,
    TooOld,
}

fn lock(tree: &std::sync::Mutex<Tree>) -> std::sync::MutexGuard<'_, Tree> {
    tree.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Runs CPU-heavy tree work off the async threads.
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> CoreResult<T> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| CoreError::Internal(format!("tree task: {e}")))
}

impl Registry {
    fn entry(&self, key: &SetKey) -> CoreResult<&(CredentialSet, OnceCell<Mutex<LiveSet>>)> {
        self.sets
            .get(key)
            .ok_or_else(|| CoreError::not_found("No such credential set."))
    }

    async fn live(&self, key: &SetKey) -> CoreResult<&Mutex<LiveSet>> {
        let (meta, cell) = self.entry(key)?;
        cell.get_or_try_init(|| async {
            Ok(Mutex::new(load::load_set(&self.store, meta.clone()).await?))
        })
        .await
    }

    /// Loads every tree now (serving does this before it listens).
    pub async fn load_all(&self) -> CoreResult<()> {
        for key in self.sets.keys() {
            self.live(key).await?;
        }
        Ok(())
    }

    /// Appends commitments (all or none) and returns the new root.
    pub async fn add(&self, key: &SetKey, commitments: &[Field]) -> CoreResult<Added> {
        validate_batch(commitments)?;
        let live = self.live(key).await?;
        let mut live = live.lock().await;
        let hexes: Vec<String> = commitments.iter().map(Field::to_hex).collect();
        for _ in 0..8 {
            self.catch_up(&mut live).await?;
            let start = lock(&live.tree).len();
            let (tree, leaves) = (live.tree.clone(), commitments.to_vec());
            let root = blocking(move || {
                let mut t = lock(&tree);
                t.append(&leaves).then(|| t.root())
            })
            .await?
            .ok_or_else(|| CoreError::Conflict {
                code: "set_full",
                detail: "The credential set is full.".into(),
                attribute: None,
            })?;
            match self
                .store
                .append_identities(live.meta.id, start as i64, &hexes, &root.to_hex())
                .await
            {
                Ok(_) => {
                    self.maybe_snapshot(&mut live).await;
                    let leaf_indexes = (start..start + commitments.len())
                        .map(|i| i as u64)
                        .collect();
                    return Ok(Added { root, leaf_indexes });
                }
                Err(err) => {
                    lock(&live.tree).truncate(start);
                    match err {
                        AppendError::Stale => continue,
                        AppendError::AlreadyIncluded => {
                            return Err(self.already_included(&live.meta, &hexes).await);
                        }
                        AppendError::Store(e) => return Err(e.into()),
                    }
                }
            }
        }
        Err(CoreError::Internal(
            "credential set kept changing under a writer".into(),
        ))
    }

    async fn already_included(&self, meta: &CredentialSet, hexes: &[String]) -> CoreError {
        for h in hexes {
            if let Ok(Some(_)) = self.store.find_identity(meta.id, h).await {
                return CoreError::Conflict {
                    code: "already_included",
                    detail: format!(
                        "The identity commitment {h} is already in this credential set."
                    ),
                    attribute: Some("identity_commitment".into()),
                };
            }
        }
        CoreError::Conflict {
            code: "already_included",
            detail: "An identity commitment is already in this credential set.".into(),
            attribute: Some("identity_commitment".into()),
        }
    }

    /// Brings the in-memory tree up to what the database holds (other replicas' appends).
    async fn catch_up(&self, live: &mut LiveSet) -> CoreResult<()> {
        let have = lock(&live.tree).len();
        let new = self
            .store
            .load_identities(live.meta.id, have as i64)
            .await?;
        if new.is_empty() {
            return Ok(());
        }
        let leaves = load::parse_leaves(&new)?;
        let tree = live.tree.clone();
        let fits = blocking(move || lock(&tree).append(&leaves)).await?;
        if !fits {
            return Err(CoreError::Internal(
                "stored leaves exceed the tree's capacity".into(),
            ));
        }
        Ok(())
    }

    /// Every SNAPSHOT_EVERY leaves, saves the inner nodes so a restart need not rehash.
    /// Rare, so done in line: an acknowledged append implies its snapshot was attempted.
    async fn maybe_snapshot(&self, live: &mut LiveSet) {
        let snap = {
            let t = lock(&live.tree);
            if t.len() < live.snapshot_len + SNAPSHOT_EVERY {
                return;
            }
            load::snapshot_of(&t)
        };
        live.snapshot_len = snap.leaf_count as usize;
        if let Err(e) = self.store.save_tree_snapshot(live.meta.id, &snap).await {
            tracing::warn!(error = %e, set_id = live.meta.id, "could not save tree snapshot");
        }
    }

    /// Where `commitment` sits in the set and the path to the current root.
    pub async fn inclusion_proof(
        &self,
        key: &SetKey,
        commitment: &Field,
    ) -> CoreResult<InclusionProof> {
        let live = self.live(key).await?;
        let mut live = live.lock().await;
        let not_found =
            || CoreError::not_found("This identity commitment is not in the credential set.");
        let index = self
            .store
            .find_identity(live.meta.id, &commitment.to_hex())
            .await?
            .ok_or_else(not_found)?;
        self.catch_up(&mut live).await?;
        let t = lock(&live.tree);
        let proof = t.proof(index as usize).ok_or_else(not_found)?;
        let siblings = proof.iter().map(|b| match b {
            Branch::Left(s) | Branch::Right(s) => *s,
        });
        Ok(InclusionProof {
            root: t.root(),
            leaf_index: index as u64,
            siblings: siblings.collect(),
            proof,
        })
    }

    /// Depth of the set's tree, fixed when the set was created (the proof's circuit).
    pub fn depth(&self, key: &SetKey) -> CoreResult<usize> {
        Ok(self.entry(key)?.0.depth as usize)
    }

    /// Is `root` the set's current root, or an older one that became current at most
    /// `max_age_secs` ago? Asks the database, so every replica agrees at once.
    pub async fn check_root(
        &self,
        key: &SetKey,
        root: &Field,
        max_age_secs: i64,
    ) -> CoreResult<RootStatus> {
        let set_id = self.entry(key)?.0.id;
        let hex = root.to_hex();
        let Some((row, is_current)) = self.store.find_root_status(set_id, &hex).await? else {
            return Ok(RootStatus::Unknown);
        };
        if is_current {
            return Ok(RootStatus::Valid);
        }
        let age_micros = humanid_store::now_micros() - row.created_at;
        Ok(if age_micros <= max_age_secs.saturating_mul(1_000_000) {
            RootStatus::Valid
        } else {
            RootStatus::TooOld
        })
    }

    /// Every set with its depth, size and current root.
    pub async fn list(&self) -> CoreResult<Vec<SetInfo>> {
        let mut out = Vec::new();
        for set in self.store.list_credential_sets().await? {
            let root = self.store.latest_root(set.id).await?;
            out.push(SetInfo {
                environment: Environment::parse(&set.environment)
                    .unwrap_or(Environment::Production),
                credential_type: set.credential_type,
                depth: set.depth,
                size: root.leaf_count,
                root: root.root,
            });
        }
        Ok(out)
    }
}

fn validate_batch(commitments: &[Field]) -> CoreResult<()> {
    let attribute = Some("identity_commitment");
    if commitments.is_empty() || commitments.len() > MAX_BATCH {
        return Err(CoreError::invalid(
            "invalid",
            attribute,
            format!("Give 1 to {MAX_BATCH} identity commitments."),
        ));
    }
    if commitments.contains(&Field::ZERO) {
        return Err(CoreError::invalid(
            "invalid_format",
            attribute,
            "The zero commitment marks an empty leaf and cannot be added.",
        ));
    }
    let mut seen = std::collections::HashSet::new();
    if let Some(dup) = commitments.iter().find(|c| !seen.insert(**c)) {
        return Err(CoreError::invalid(
            "invalid",
            attribute,
            format!("{dup} appears twice in the batch."),
        ));
    }
    Ok(())
}
