//! Opening the registry: every set is created if missing, and its tree is opened from its
//! node file, checked against the roots the database recorded, and brought up to date
//! from the database's leaves only where the file falls short.

use crate::Code;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use humanid_proof::{Field, empty_subtree_hash};
use humanid_store::Store;
use humanid_store::credentials::CredentialSet;
use tokio::sync::OnceCell;

use super::leaf_index::{self, LeafIndex};
use super::sets::{CredentialType, Environment, SetKey};
use super::tree::{Snapshot, Tree};
use super::{LiveSet, Registry, blocking};
use crate::{CoreError, CoreResult};

/// Leaves read from the database per round trip when a tree is rebuilt or caught up.
const PAGE: i64 = 100_000;

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

fn io_error(what: &str, e: std::io::Error) -> CoreError {
    CoreError::Internal(format!("{what}: {e}"))
}

impl Registry {
    /// Creates missing sets with `depth` (16, 20 or 30); trees load on first use. Node
    /// files are temporary, so every start rebuilds from the database: for tests and
    /// one-shot commands. Serving uses [`Registry::open_in`].
    pub async fn open(store: Store, depth: usize) -> CoreResult<Registry> {
        Registry::open_in(store, depth, None).await
    }

    /// As [`Registry::open`], keeping each set's node file in `tree_dir`, so a restart
    /// reads the tree instead of rehashing it.
    pub async fn open_in(
        store: Store,
        depth: usize,
        tree_dir: Option<PathBuf>,
    ) -> CoreResult<Registry> {
        let empty_root = empty_subtree_hash(depth).ok_or_else(|| {
            CoreError::invalid(Code::Invalid, Some("tree_depth"), "Unsupported tree depth.")
        })?;
        if let Some(dir) = &tree_dir {
            std::fs::create_dir_all(dir).map_err(|e| io_error("creating the tree dir", e))?;
        }
        let mut sets = HashMap::new();
        for environment in [Environment::Production, Environment::Staging] {
            for credential_type in CredentialType::ALL {
                let meta = store
                    .ensure_credential_set(
                        credential_type.as_str(),
                        environment.as_str(),
                        depth as i64,
                        &empty_root.to_hex(),
                    )
                    .await?;
                let key = SetKey {
                    credential_type,
                    environment,
                };
                sets.insert(key, (meta, OnceCell::new()));
            }
        }
        Ok(Registry {
            store,
            tree_dir,
            sets,
            roots_seen: Default::default(),
        })
    }
}

/// The set's node file, locked for this process (two processes appending to one file
/// would each trust nodes the other overwrites), and where its leaf index lives (None:
/// a temporary file, as for a private node file).
fn open_file(
    dir: Option<&Path>,
    meta: &CredentialSet,
) -> CoreResult<(std::fs::File, Option<PathBuf>)> {
    let Some(dir) = dir else {
        let file = tempfile::tempfile().map_err(|e| io_error("creating a node file", e))?;
        return Ok((file, None));
    };
    let path = dir.join(format!(
        "{}-{}.nodes",
        meta.credential_type, meta.environment
    ));
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(|e| io_error(&format!("opening {}", path.display()), e))?;
    match file.try_lock() {
        Ok(()) => Ok((file, Some(path.with_extension("index")))),
        // A one-shot command beside a running server: work on a private copy, rebuilt
        // from the database (slow for a big set; the server's endpoint is the fast way).
        Err(std::fs::TryLockError::WouldBlock) => {
            tracing::warn!(
                path = %path.display(),
                "node file in use by another humanid process; rebuilding a private copy"
            );
            let file = tempfile::tempfile().map_err(|e| io_error("creating a node file", e))?;
            Ok((file, None))
        }
        Err(std::fs::TryLockError::Error(e)) => Err(io_error("locking the node file", e)),
    }
}

pub(super) async fn load_set(
    store: &Store,
    dir: Option<&Path>,
    meta: CredentialSet,
) -> CoreResult<LiveSet> {
    let started = Instant::now();
    let (file, index_path) = open_file(dir, &meta)?;
    let tree = Arc::new(
        Tree::new(file, meta.depth as usize)
            .ok_or_else(|| CoreError::Internal("unsupported tree depth".into()))?,
    );
    let recorded = store.latest_root(meta.id).await?;
    let t = tree.clone();
    let header = blocking(move || t.header()).await?.ok().flatten();
    let generation = header.map_or(0, |h| h.generation);
    let want = u64::try_from(recorded.leaf_count).unwrap_or(0);
    // Trust the file only up to what its header says is durable, and only where the
    // recomputed root is one the database recorded for that many leaves.
    let mut base = None;
    if let Some(h) = header {
        let at = h.len.min(want);
        let t = tree.clone();
        if let Ok(Ok(snap)) = blocking(move || t.snapshot_at(at, generation)).await {
            let expected = store.root_at(meta.id, at as i64).await?;
            if expected.is_some_and(|r| r.root == tree.root_of(&snap).to_hex()) {
                base = Some(snap);
            }
        }
    }
    let trusted = base.as_ref().map_or(0, |s| s.len);
    let base = base.unwrap_or_else(|| (*tree.snapshot()).clone());
    // Only up to the recorded root: other replicas may append while this one loads.
    let snap = replay(store, &tree, &meta, base, want).await?;
    let root = tree.root_of(&snap);
    if root.to_hex() != recorded.root || snap.len != want {
        return Err(CoreError::Internal(format!(
            "credential set {}/{}: rebuilt root {root} does not match the stored root {}",
            meta.credential_type, meta.environment, recorded.root
        )));
    }
    tree.publish(snap)
        .map_err(|e| io_error("writing the node file header", e))?;
    let index = open_index(&tree, index_path).await?;
    // Per set at debug: `serve` logs one line for all of them.
    tracing::debug!(
        set = %format!("{}/{}", meta.credential_type, meta.environment),
        leaves = want,
        from_file = trusted,
        indexed = index.covered(),
        ms = started.elapsed().as_millis() as u64,
        "credential set loaded"
    );
    let live = LiveSet::new(meta, tree, index);
    live.mark_current();
    Ok(live)
}

/// The set's leaf index, brought up to the tree now if that is one batch of work, else
/// in the background (until then a leaf it lacks is found through the database).
async fn open_index(tree: &Arc<Tree>, path: Option<PathBuf>) -> CoreResult<Arc<LeafIndex>> {
    let len = tree.len();
    let index = Arc::new(
        blocking(move || LeafIndex::open(path.as_deref(), len))
            .await?
            .map_err(|e| io_error("opening the leaf index", e))?,
    );
    let (i, t) = (index.clone(), tree.clone());
    let fill = move || i.catch_up(&t, true);
    if len.saturating_sub(index.covered()) <= leaf_index::BATCH {
        blocking(fill)
            .await?
            .map_err(|e| io_error("filling the leaf index", e))?;
    } else {
        tokio::task::spawn_blocking(move || {
            if let Err(e) = fill() {
                tracing::warn!(error = %e, "filling the leaf index failed; lookups use the database");
            }
        });
    }
    Ok(index)
}

/// Stages the leaves the database holds after `base`, up to `upto` leaves in all, page by
/// page, and syncs them; returns the snapshot that includes them (unpublished).
pub(super) async fn replay(
    store: &Store,
    tree: &Arc<Tree>,
    meta: &CredentialSet,
    base: Snapshot,
    upto: u64,
) -> CoreResult<Snapshot> {
    let mut snap = base;
    let start = snap.len;
    while snap.len < upto {
        let want = i64::try_from(upto - snap.len).unwrap_or(PAGE).min(PAGE);
        let page = store
            .load_identity_page(meta.id, snap.len as i64, want)
            .await?;
        if page.is_empty() {
            break;
        }
        let leaves = parse_leaves(&page)?;
        let t = tree.clone();
        snap = blocking(move || t.stage(&snap, &leaves))
            .await?
            .map_err(|e| io_error("writing the node file", e))?
            .ok_or_else(|| CoreError::Internal("stored leaves exceed the tree".into()))?;
    }
    if snap.len > start {
        let t = tree.clone();
        blocking(move || t.sync())
            .await?
            .map_err(|e| io_error("syncing the node file", e))?;
    }
    Ok(snap)
}
