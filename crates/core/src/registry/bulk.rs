//! Appending an import's chunks as a pipeline: while the database commits chunk k, chunk
//! k + 1 is hashed and written on top of it (staged nodes right of the published edge,
//! as any append writes them). Each chunk is still its own transaction and is published
//! only once committed; one the database refuses is never published, and the chunk
//! staged on top of it is staged again.

use std::sync::Arc;

use humanid_proof::Field;
use humanid_store::credentials::{AppendError, BulkConnection};
use tokio::sync::mpsc::Receiver;

use super::tree::Snapshot;
use super::{LiveSet, Registry, blocking, node_file_error};
use crate::{CoreError, CoreResult};

/// A chunk whose nodes are written and synced, waiting for its commit.
struct Staged {
    leaves: Arc<Vec<Field>>,
    hexes: Vec<String>,
    /// Leaves the tree had below it.
    base_len: u64,
    snap: Snapshot,
    /// Commitments of the import before it.
    before: u64,
}

/// What the pipeline appended: the count, and the first leaf's index.
pub(super) struct Appended {
    pub imported: u64,
    pub first_leaf_index: Option<u64>,
}

/// A refusal, saying how much of the import went in before it.
fn with_progress(e: CoreError, imported: u64) -> CoreError {
    match e {
        CoreError::Conflict {
            code,
            detail,
            attribute,
        } => CoreError::Conflict {
            code,
            detail: format!("{detail} {imported} commitments before its chunk were imported."),
            attribute,
        },
        other => other,
    }
}

impl Registry {
    /// Appends every chunk `chunks` yields, in order, each in its own transaction.
    /// Holds the set's writer turn, but lets waiting appenders in between chunks.
    pub(super) async fn append_chunks(
        &self,
        live: &LiveSet,
        chunks: &mut Receiver<CoreResult<Vec<Field>>>,
        place: &(dyn Fn(u64) -> String + Sync),
    ) -> CoreResult<Appended> {
        let mut turn = live.writer.lock().await;
        self.catch_up(live).await?;
        let mut done = Appended {
            imported: 0,
            first_leaf_index: None,
        };
        let mut staged: Option<Staged> = None;
        // A chunk received but not staged yet (it goes before the next one received).
        let mut carry: Option<Vec<Field>> = None;
        let mut stale = 0;
        // One connection for every chunk, so its page cache keeps the commitment index.
        let mut held = BulkConnection::default();
        loop {
            let mut next = match carry.take() {
                Some(c) => Some(c),
                None => match chunks.recv().await {
                    Some(c) => Some(c?).filter(|c| !c.is_empty()),
                    None => None,
                },
            };
            let Some(s) = staged.take() else {
                let Some(chunk) = next else { break };
                let base = live.tree.snapshot();
                let chunk = self.stage_chunk(live, &base, chunk, done.imported).await;
                staged = Some(chunk.map_err(|e| with_progress(e, done.imported))?);
                continue;
            };
            // Someone waits for the turn: commit this chunk alone, then let them in.
            let yield_after = live.waiting() > 0;
            if yield_after {
                carry = next.take();
            }
            let before_next = s.before + s.leaves.len() as u64;
            let root = live.tree.root_of(&s.snap).to_hex();
            let (committed, on_top) = tokio::join!(
                self.store.append_identities_bulk(
                    &mut held,
                    live.meta.id,
                    s.base_len as i64,
                    &s.hexes,
                    &root
                ),
                async {
                    match next {
                        Some(chunk) => {
                            Some(self.stage_chunk(live, &s.snap, chunk, before_next).await)
                        }
                        None => None,
                    }
                }
            );
            match committed {
                Ok(_) => {
                    live.tree.publish(s.snap).map_err(node_file_error)?;
                    live.mark_current();
                    done.imported += s.leaves.len() as u64;
                    done.first_leaf_index.get_or_insert(s.base_len);
                    stale = 0;
                    tracing::info!(imported = done.imported, "import progress");
                    staged = on_top.transpose()?;
                }
                // Another process appended: stage this chunk (and the next) again, and
                // after losing twice, append it under the database's lock for the set.
                Err(AppendError::Stale) => {
                    stale += 1;
                    carry = match on_top.transpose()? {
                        Some(n) => Some(Arc::unwrap_or_clone(n.leaves)),
                        None => carry,
                    };
                    if stale < 2 {
                        self.catch_up(live).await?;
                        let base = live.tree.snapshot();
                        let leaves = Arc::unwrap_or_clone(s.leaves);
                        staged = Some(self.stage_chunk(live, &base, leaves, s.before).await?);
                        continue;
                    }
                    let place = |i: usize| place(s.before + i as u64);
                    let (_, start) = self
                        .append_exclusive(live, &s.leaves, &s.hexes, &place)
                        .await
                        .map_err(|e| with_progress(e, done.imported))?;
                    done.imported += s.leaves.len() as u64;
                    done.first_leaf_index.get_or_insert(start);
                    stale = 0;
                }
                Err(AppendError::AlreadyIncluded) => {
                    let place = |i: usize| place(s.before + i as u64);
                    let e = self.already_included(&live.meta, &s.hexes, &place).await;
                    return Err(with_progress(e, done.imported));
                }
                Err(AppendError::Store(e)) => return Err(e.into()),
            }
            if yield_after {
                drop(turn);
                turn = live.writer.lock().await;
                self.catch_up(live).await?;
            }
        }
        drop(turn);
        // Closes the connection: its cache goes now, not after the indexing below.
        drop(held);
        self.index_new_leaves(live).await?;
        Ok(done)
    }

    /// Writes `leaves` after `base` and syncs them (unpublished); indexes the published
    /// leaves the index lacks on the way.
    async fn stage_chunk(
        &self,
        live: &LiveSet,
        base: &Snapshot,
        leaves: Vec<Field>,
        before: u64,
    ) -> CoreResult<Staged> {
        let leaves = Arc::new(leaves);
        let for_hex = leaves.clone();
        let (snap, (), hexes) = tokio::try_join!(
            self.stage_synced(live, base, &leaves),
            self.index_new_leaves(live),
            async { blocking(move || for_hex.iter().map(Field::to_hex).collect::<Vec<_>>()).await },
        )?;
        Ok(Staged {
            leaves,
            hexes,
            base_len: base.len,
            snap,
            before,
        })
    }
}
