//! The credential registry: one identity tree per credential type and environment.
//!
//! The database is the source of truth (leaves, every root with the time it became
//! current); each replica keeps the trees in its own node files (see `nodes`, `tree`)
//! for inclusion proofs and catches up from the database before it appends, or answers
//! for a leaf or root it does not have yet. Appends compare-and-set the set's
//! size, so replicas never interleave leaves. Root checks ask the database for any root
//! the replica has not confirmed yet, so a root one replica created is valid on every
//! replica at once.

mod bulk;
mod import;
mod import_check;
mod leaf_index;
mod load;
mod nodes;
mod roots_seen;
mod sets;
pub mod tree;

use crate::Code;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use humanid_proof::Field;
use humanid_store::Store;
use humanid_store::credentials::{AppendError, CredentialSet};
use serde::Serialize;
use tokio::sync::OnceCell;

pub use import::{Chunking, DEFAULT_CHUNK, ImportFormat, Imported};
pub use sets::{
    CREDENTIAL_TYPES, CredentialType, CredentialTypeName, Environment, SetKey,
    UnknownCredentialType,
};
use tree::{Branch, Tree};

use crate::{CoreError, CoreResult};

/// Most commitments one append may carry.
pub const MAX_BATCH: usize = 1_000;

/// A set as the registry keeps it live: readers use the tree's published snapshot
/// without waiting; writers (appends, catching up) take turns on `writer`.
struct LiveSet {
    meta: CredentialSet,
    tree: Arc<Tree>,
    writer: tokio::sync::Mutex<()>,
    index: Arc<leaf_index::LeafIndex>,
    /// Microseconds after `opened` until which the tree counts as current: an inclusion
    /// proof found through the index asks the database for the set's size at most once
    /// per [`FRESH_FOR`].
    checked_until: AtomicU64,
    opened: Instant,
    /// Appenders waiting for `writer` (an import lets them in between its chunks).
    waiting: AtomicUsize,
}

/// How far behind the database a replica's inclusion proofs may be: they lead to a root
/// at most this old (every recorded root stays valid for the verifier's `max_age`).
pub const FRESH_FOR: Duration = Duration::from_secs(1);

impl LiveSet {
    fn new(meta: CredentialSet, tree: Arc<Tree>, index: Arc<leaf_index::LeafIndex>) -> Self {
        LiveSet {
            meta,
            tree,
            writer: tokio::sync::Mutex::new(()),
            index,
            checked_until: AtomicU64::new(0),
            opened: Instant::now(),
            waiting: AtomicUsize::new(0),
        }
    }

    fn waiting(&self) -> usize {
        self.waiting.load(Ordering::Relaxed)
    }

    /// The writer turn, counted as waiting until it is ours.
    async fn writer_turn(&self) -> tokio::sync::MutexGuard<'_, ()> {
        struct Waiting<'a>(&'a AtomicUsize);
        impl Drop for Waiting<'_> {
            fn drop(&mut self) {
                self.0.fetch_sub(1, Ordering::Relaxed);
            }
        }
        self.waiting.fetch_add(1, Ordering::Relaxed);
        let _waiting = Waiting(&self.waiting);
        self.writer.lock().await
    }

    fn now(&self) -> u64 {
        u64::try_from(self.opened.elapsed().as_micros()).unwrap_or(u64::MAX)
    }

    /// The tree was just brought up to what the database holds.
    fn mark_current(&self) {
        let until = self.now().saturating_add(FRESH_FOR.as_micros() as u64);
        self.checked_until.fetch_max(until, Ordering::Relaxed);
    }

    /// True for one caller once the tree's currency is older than [`FRESH_FOR`].
    fn claim_check(&self) -> bool {
        let (now, until) = (self.now(), self.checked_until.load(Ordering::Relaxed));
        let next = now.saturating_add(FRESH_FOR.as_micros() as u64);
        now >= until
            && self
                .checked_until
                .compare_exchange(until, next, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
    }
}

pub struct Registry {
    store: Store,
    /// Where node files live; None: temporary files, rebuilt at every start.
    tree_dir: Option<PathBuf>,
    /// Sets as created in the database; a set's tree is loaded on first use (or by
    /// [`Registry::load_all`] when serving). Set ids never change, so root checks need
    /// neither the tree nor an append's lock.
    sets: HashMap<SetKey, (CredentialSet, OnceCell<LiveSet>)>,
    roots_seen: roots_seen::RootsSeen,
}

/// What [`Registry::load_all`] loaded, for the one start-up log line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Loaded {
    pub sets: usize,
    /// Sets holding at least one identity.
    pub non_empty: usize,
    /// Identities over all sets.
    pub leaves: u64,
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
    #[schema(value_type = String)]
    pub credential_type: CredentialType,
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

/// Runs CPU-heavy tree work off the async threads.
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> CoreResult<T> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| CoreError::Internal(format!("tree task: {e}")))
}

fn node_file_error(e: std::io::Error) -> CoreError {
    CoreError::Internal(format!("node file: {e}"))
}

impl Registry {
    fn entry(&self, key: &SetKey) -> CoreResult<&(CredentialSet, OnceCell<LiveSet>)> {
        self.sets
            .get(key)
            .ok_or_else(|| CoreError::not_found("No such credential set."))
    }

    async fn live(&self, key: &SetKey) -> CoreResult<&LiveSet> {
        let (meta, cell) = self.entry(key)?;
        cell.get_or_try_init(|| load::load_set(&self.store, self.tree_dir.as_deref(), meta.clone()))
            .await
    }

    /// Loads every tree now (serving does this before it listens) and says what it loaded.
    pub async fn load_all(&self) -> CoreResult<Loaded> {
        let mut loaded = Loaded::default();
        for key in self.sets.keys() {
            let live = self.live(key).await?;
            loaded.sets += 1;
            loaded.leaves += live.tree.len();
            if !live.tree.is_empty() {
                loaded.non_empty += 1;
            }
        }
        Ok(loaded)
    }

    /// Appends commitments (all or none) and returns the new root.
    pub async fn add(&self, key: &SetKey, commitments: &[Field]) -> CoreResult<Added> {
        validate_batch(commitments)?;
        let place = |i: usize| format!("number {} of the batch", i + 1);
        let (root, start) = self.append(key, commitments.to_vec(), &place).await?;
        let leaf_indexes = (start..start + commitments.len() as u64).collect();
        Ok(Added { root, leaf_indexes })
    }

    /// Appends validated commitments in one database transaction; returns the new root
    /// and the first new leaf's index. The nodes are durable in the node file before the
    /// database records the root, and readers see them only after it has.
    async fn append(
        &self,
        key: &SetKey,
        commitments: Vec<Field>,
        place: &(dyn Fn(usize) -> String + Sync),
    ) -> CoreResult<(Field, u64)> {
        let live = self.live(key).await?;
        let _turn = live.writer_turn().await;
        let hexes: Vec<String> = commitments.iter().map(Field::to_hex).collect();
        let leaves = Arc::new(commitments);
        // Optimistic first: catch up, stage, and commit if nobody appended meanwhile.
        for _ in 0..2 {
            self.catch_up(live).await?;
            let base = live.tree.snapshot();
            let staged = self.stage_synced(live, &base, &leaves).await?;
            let root = live.tree.root_of(&staged).to_hex();
            match self
                .store
                .append_identities(live.meta.id, base.len as i64, &hexes, &root)
                .await
            {
                Ok(_) => return self.published(live, staged, base.len).await,
                // What was staged is simply never published.
                Err(AppendError::Stale) => continue,
                Err(AppendError::AlreadyIncluded) => {
                    return Err(self.already_included(&live.meta, &hexes, place).await);
                }
                Err(AppendError::Store(e)) => return Err(e.into()),
            }
        }
        // Lost twice to a busy writer elsewhere (an import on another replica).
        self.append_exclusive(live, &leaves, &hexes, place).await
    }

    /// Appends under the database's write lock for the set, where nobody gets in
    /// between: for a writer that keeps losing the race. Callers hold the writer turn.
    async fn append_exclusive(
        &self,
        live: &LiveSet,
        leaves: &Arc<Vec<Field>>,
        hexes: &[String],
        place: &(dyn Fn(usize) -> String + Sync),
    ) -> CoreResult<(Field, u64)> {
        let under_lock = |size: i64| async move {
            self.catch_up(live).await?;
            let base = live.tree.snapshot();
            if i64::try_from(base.len).ok() != Some(size) {
                return Err(CoreError::Internal(format!(
                    "the tree has {} leaves where the database has {size}",
                    base.len
                )));
            }
            let staged = self.stage_synced(live, &base, leaves).await?;
            Ok((live.tree.root_of(&staged).to_hex(), staged))
        };
        match self
            .store
            .append_identities_exclusive(live.meta.id, hexes, under_lock)
            .await
        {
            Ok(Ok((start, staged))) => {
                self.published(live, staged, u64::try_from(start).unwrap_or(0))
                    .await
            }
            Ok(Err(e)) => Err(e),
            Err(AppendError::AlreadyIncluded) => {
                Err(self.already_included(&live.meta, hexes, place).await)
            }
            Err(AppendError::Stale) => Err(CoreError::Internal(
                "credential set changed under its write lock".into(),
            )),
            Err(AppendError::Store(e)) => Err(e.into()),
        }
    }

    /// Writes `leaves` after `base` and makes them durable (unpublished).
    async fn stage_synced(
        &self,
        live: &LiveSet,
        base: &tree::Snapshot,
        leaves: &Arc<Vec<Field>>,
    ) -> CoreResult<tree::Snapshot> {
        let (tree, staged_leaves, from) = (live.tree.clone(), leaves.clone(), base.clone());
        blocking(move || {
            let staged = tree.stage(&from, &staged_leaves)?;
            tree.sync()?;
            Ok::<_, std::io::Error>(staged)
        })
        .await?
        .map_err(node_file_error)?
        .ok_or_else(|| CoreError::Conflict {
            code: Code::SetFull,
            detail: "The credential set is full.".into(),
            attribute: None,
        })
    }

    /// Shows a committed append to readers; returns its root and first leaf's index.
    async fn published(
        &self,
        live: &LiveSet,
        staged: tree::Snapshot,
        start: u64,
    ) -> CoreResult<(Field, u64)> {
        let root = live.tree.root_of(&staged);
        live.tree.publish(staged).map_err(node_file_error)?;
        live.mark_current();
        self.index_new_leaves(live).await?;
        Ok((root, start))
    }

    async fn already_included(
        &self,
        meta: &CredentialSet,
        hexes: &[String],
        place: &(dyn Fn(usize) -> String + Sync),
    ) -> CoreError {
        for (i, h) in hexes.iter().enumerate() {
            if let Ok(Some(_)) = self.store.find_identity(meta.id, h).await {
                return CoreError::Conflict {
                    code: Code::AlreadyIncluded,
                    detail: format!(
                        "The identity commitment {h} ({}) is already in this credential set.",
                        place(i)
                    ),
                    attribute: Some("identity_commitment".into()),
                };
            }
        }
        CoreError::Conflict {
            code: Code::AlreadyIncluded,
            detail: "An identity commitment is already in this credential set.".into(),
            attribute: Some("identity_commitment".into()),
        }
    }

    /// Brings the tree up to what the database holds (other replicas' appends). Callers
    /// hold the set's writer turn.
    async fn catch_up(&self, live: &LiveSet) -> CoreResult<()> {
        let base = (*live.tree.snapshot()).clone();
        let have = base.len;
        let snap = load::replay(&self.store, &live.tree, &live.meta, base, u64::MAX).await?;
        live.mark_current();
        if snap.len > have {
            live.tree.publish(snap).map_err(node_file_error)?;
            self.index_new_leaves(live).await?;
        }
        Ok(())
    }

    /// Catches up if the database holds `size` leaves and the tree fewer. Takes the
    /// counted writer turn, so an import in progress lets it in between chunks.
    async fn catch_up_to(&self, live: &LiveSet, size: i64) -> CoreResult<()> {
        if u64::try_from(size).unwrap_or(0) > live.tree.len() {
            let _turn = live.writer_turn().await;
            self.catch_up(live).await?;
        }
        Ok(())
    }

    /// Adds the tree's newly published leaves to its leaf index (unless a background
    /// fill holds it: that fill takes them too).
    async fn index_new_leaves(&self, live: &LiveSet) -> CoreResult<()> {
        let (index, tree) = (live.index.clone(), live.tree.clone());
        blocking(move || index.catch_up(&tree, false))
            .await?
            .map_err(node_file_error)
    }

    /// Where `commitment` sits in the set and the path to the current root. Needs no lock
    /// unless this replica is behind the database.
    pub async fn inclusion_proof(
        &self,
        key: &SetKey,
        commitment: &Field,
    ) -> CoreResult<InclusionProof> {
        let live = self.live(key).await?;
        let not_found =
            || CoreError::not_found("This identity commitment is not in the credential set.");
        let mut snap = live.tree.snapshot();
        let found = live
            .index
            .find(commitment, |i| {
                live.tree.prefetch_proof(i);
                live.tree.leaf(&snap, i)
            })
            .map_err(node_file_error)?;
        let index = match found {
            Some(index) => {
                // Found locally: ask the database whether others appended, at most once
                // per FRESH_FOR, so proofs lead to a root that recent.
                if live.claim_check() {
                    let size = self.store.get_credential_set(live.meta.id).await?.size;
                    self.catch_up_to(live, size).await?;
                    snap = live.tree.snapshot();
                }
                index
            }
            None => {
                let (index, size) = self
                    .store
                    .find_identity_in_set(live.meta.id, &commitment.to_hex())
                    .await?
                    .ok_or_else(not_found)?;
                self.catch_up_to(live, size).await?;
                snap = live.tree.snapshot();
                u64::try_from(index).map_err(|_| not_found())?
            }
        };
        // Page-cache reads of complete nodes: as cheap as touching a mapped page.
        let proof = live
            .tree
            .proof(&snap, index)
            .map_err(node_file_error)?
            .ok_or_else(not_found)?;
        let siblings = proof.iter().map(|b| match b {
            Branch::Left(s) | Branch::Right(s) => *s,
        });
        Ok(InclusionProof {
            root: live.tree.root_of(&snap),
            leaf_index: index,
            siblings: siblings.collect(),
            proof,
        })
    }

    /// Depth of the set's tree, fixed when the set was created (the proof's circuit).
    pub fn depth(&self, key: &SetKey) -> CoreResult<usize> {
        Ok(self.entry(key)?.0.depth as usize)
    }

    /// Is `root` the set's current root, or an older one that became current at most
    /// `max_age_secs` ago? A root this replica has not seen, or has seen too long ago,
    /// is looked up in the database, so a root any replica created is valid everywhere.
    pub async fn check_root(
        &self,
        key: &SetKey,
        root: &Field,
        max_age_secs: i64,
    ) -> CoreResult<RootStatus> {
        let set_id = self.entry(key)?.0.id;
        let (now, max_age) = (
            humanid_store::now_micros(),
            max_age_secs.saturating_mul(1_000_000),
        );
        if self.roots_seen.young_enough(set_id, *root, now, max_age) {
            return Ok(RootStatus::Valid);
        }
        let hex = root.to_hex();
        let Some((row, is_current)) = self.store.find_root_status(set_id, &hex).await? else {
            return Ok(RootStatus::Unknown);
        };
        self.roots_seen.remember(set_id, *root, row.created_at);
        if is_current {
            return Ok(RootStatus::Valid);
        }
        Ok(if now - row.created_at <= max_age {
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
                credential_type: CredentialType::from_stored(&set.credential_type)?,
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
            Code::Invalid,
            attribute,
            format!("Give 1 to {MAX_BATCH} identity commitments."),
        ));
    }
    if commitments.contains(&Field::ZERO) {
        return Err(CoreError::invalid(
            Code::InvalidFormat,
            attribute,
            "The zero commitment marks an empty leaf and cannot be added.",
        ));
    }
    let mut seen = std::collections::HashSet::new();
    if let Some(dup) = commitments.iter().find(|c| !seen.insert(**c)) {
        return Err(CoreError::invalid(
            Code::Invalid,
            attribute,
            format!("{dup} appears twice in the batch."),
        ));
    }
    Ok(())
}
