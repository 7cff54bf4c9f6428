//! An append-only Poseidon Merkle tree of fixed depth whose nodes live in a node file.
//!
//! A node is *complete* once every leaf under it is in the tree: it never changes again,
//! so readers take complete nodes from the file without a lock. The one partial node of
//! each level (the right edge) lives in memory, in the published [`Snapshot`]. A writer
//! stages new leaves by writing nodes at or right of the edge, which no reader looks at,
//! and publishes a new snapshot only once the database has recorded its root; a staged
//! append that is not recorded is simply forgotten.

use std::io;
use std::sync::{Arc, RwLock};

use humanid_proof::{Field, empty_subtree_hash, poseidon2};

pub use humanid_proof::Branch;

use super::nodes::{Header, NodeFile};

/// The tree as readers see it: `len` leaves, and node `(len - 1) >> l` of each level l.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub len: u64,
    edge: Vec<Field>,
    generation: u64,
}

pub struct Tree {
    nodes: NodeFile,
    depth: usize,
    empty: Vec<Field>,
    published: RwLock<Arc<Snapshot>>,
}

/// Below this many nodes a level is hashed on one thread.
const PARALLEL_FROM: usize = 2_048;

fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

impl Tree {
    /// An empty tree over `file`; `depth` must be at most the proof crate's maximum.
    pub fn new(file: std::fs::File, depth: usize) -> Option<Tree> {
        let empty = (0..=depth)
            .map(empty_subtree_hash)
            .collect::<Option<Vec<_>>>()?;
        let snapshot = Snapshot {
            len: 0,
            edge: empty.clone(),
            generation: 0,
        };
        Some(Tree {
            nodes: NodeFile::new(file, depth),
            depth,
            empty,
            published: RwLock::new(Arc::new(snapshot)),
        })
    }

    pub fn depth(&self) -> usize {
        self.depth
    }

    pub fn capacity(&self) -> u64 {
        1u64 << self.depth
    }

    /// What readers see now.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.published
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    pub fn root_of(&self, snap: &Snapshot) -> Field {
        snap.edge[self.depth]
    }

    pub fn len(&self) -> u64 {
        self.snapshot().len
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn root(&self) -> Field {
        self.root_of(&self.snapshot())
    }

    /// What the file's header says it durably holds.
    pub fn header(&self) -> io::Result<Option<Header>> {
        self.nodes.header()
    }

    /// Node `index` of `level` as of `snap`.
    fn node(&self, snap: &Snapshot, level: usize, index: u64) -> io::Result<Field> {
        let complete = snap.len >> level;
        if index < complete {
            self.nodes.read(level, index)
        } else if snap.len > 0 && index == (snap.len - 1) >> level {
            Ok(snap.edge[level])
        } else {
            Ok(self.empty[level])
        }
    }

    /// Leaf `index` of `snap` (every leaf is a complete node: it is in the file).
    pub fn leaf(&self, snap: &Snapshot, index: u64) -> io::Result<Option<Field>> {
        if index >= snap.len {
            return Ok(None);
        }
        self.nodes.read(0, index).map(Some)
    }

    /// Starts reading, in parallel, the pages a proof of leaf `index` will read.
    pub fn prefetch_proof(&self, index: u64) {
        if index < self.capacity() {
            self.nodes.prefetch_path(index);
        }
    }

    /// Leaves `from..from + count` of `snap`, which must hold them.
    pub fn leaves(&self, snap: &Snapshot, from: u64, count: u64) -> io::Result<Vec<Field>> {
        if from + count > snap.len {
            return Err(io::Error::other("leaves beyond the snapshot"));
        }
        self.nodes.read_leaves(from, count)
    }

    /// Siblings from leaf `index` up as of `snap`; None if the leaf is not in it.
    pub fn proof(&self, snap: &Snapshot, index: u64) -> io::Result<Option<Vec<Branch>>> {
        if index >= snap.len {
            return Ok(None);
        }
        let mut path = Vec::with_capacity(self.depth);
        for level in 0..self.depth {
            let i = index >> level;
            let sibling = self.node(snap, level, i ^ 1)?;
            path.push(if i.is_multiple_of(2) {
                Branch::Left(sibling)
            } else {
                Branch::Right(sibling)
            });
        }
        Ok(Some(path))
    }

    /// Writes `leaves` after `base` and every node above them; returns the snapshot that
    /// includes them, unpublished (None if they do not fit). Only nodes right of `base`'s
    /// complete ones are written, so readers of `base` are undisturbed.
    pub fn stage(&self, base: &Snapshot, leaves: &[Field]) -> io::Result<Option<Snapshot>> {
        let end = base.len + leaves.len() as u64;
        if end > self.capacity() {
            return Ok(None);
        }
        if leaves.is_empty() {
            return Ok(Some(base.clone()));
        }
        self.nodes.write(0, base.len, leaves)?;
        let mut edge = Vec::with_capacity(self.depth + 1);
        edge.push(leaves[leaves.len() - 1]);
        // `level` holds nodes first.. of the level below, all new except maybe none.
        let mut first = base.len;
        let mut below: Vec<Field> = leaves.to_vec();
        for level in 1..=self.depth {
            let start = first >> 1;
            // The left child of the first new node may be an old, complete node.
            let left_old = if start * 2 < first {
                Some(self.nodes.read(level - 1, start * 2)?)
            } else {
                None
            };
            let child = |i: u64| -> Field {
                if i < first {
                    left_old.unwrap_or(self.empty[level - 1])
                } else {
                    below
                        .get((i - first) as usize)
                        .copied()
                        .unwrap_or(self.empty[level - 1])
                }
            };
            let last = (end - 1) >> level;
            let next = hash_level(start, last, &child);
            self.nodes.write(level, start, &next)?;
            edge.push(next[next.len() - 1]);
            first = start;
            below = next;
        }
        Ok(Some(Snapshot {
            len: end,
            edge,
            generation: base.generation,
        }))
    }

    /// Makes staged nodes durable (before the database records their root).
    pub fn sync(&self) -> io::Result<()> {
        self.nodes.sync()
    }

    /// Shows `snap` to readers and notes in the header that the file holds it.
    pub fn publish(&self, snap: Snapshot) -> io::Result<()> {
        let mut snap = snap;
        snap.generation += 1;
        self.nodes.write_header(&Header {
            len: snap.len,
            root: self.root_of(&snap),
            generation: snap.generation,
        })?;
        *self.published.write().unwrap_or_else(|p| p.into_inner()) = Arc::new(snap);
        Ok(())
    }

    /// The snapshot of the first `len` leaves, recomputing the right edge from the file's
    /// complete nodes (depth reads, at most depth hashes). Fails if the file lacks them.
    pub fn snapshot_at(&self, len: u64, generation: u64) -> io::Result<Snapshot> {
        if len == 0 {
            return Ok(Snapshot {
                len,
                edge: self.empty.clone(),
                generation,
            });
        }
        let mut edge = vec![self.nodes.read(0, len - 1)?];
        for level in 1..=self.depth {
            let j = (len - 1) >> level;
            let node = if (j + 1) << level <= len {
                self.nodes.read(level, j)?
            } else {
                let below = (len - 1) >> (level - 1);
                let side = |i: u64| -> io::Result<Field> {
                    if i == below {
                        Ok(edge[level - 1])
                    } else if i < below {
                        self.nodes.read(level - 1, i)
                    } else {
                        Ok(self.empty[level - 1])
                    }
                };
                poseidon2(side(2 * j)?, side(2 * j + 1)?)
            };
            edge.push(node);
        }
        Ok(Snapshot {
            len,
            edge,
            generation,
        })
    }
}

/// Nodes `start..=last` of a level, each the hash of two children, on every core.
fn hash_level(start: u64, last: u64, child: &(dyn Fn(u64) -> Field + Sync)) -> Vec<Field> {
    let count = (last - start + 1) as usize;
    let one = |j: u64| poseidon2(child(2 * j), child(2 * j + 1));
    let threads = threads();
    if count < PARALLEL_FROM || threads < 2 {
        return (start..=last).map(one).collect();
    }
    let per = count.div_ceil(threads) as u64;
    std::thread::scope(|s| {
        let parts: Vec<_> = (0..threads as u64)
            .map(|t| {
                let from = start + t * per;
                let to = (from + per).min(last + 1);
                s.spawn(move || (from..to).map(one).collect::<Vec<_>>())
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|p| p.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
}
