//! An append-only Poseidon Merkle tree of fixed depth, holding only the populated part.
//!
//! `levels[0]` are the leaves; `levels[l]` has ceil(len / 2^l) nodes; anything to the
//! right is an empty subtree whose hash is precomputed. Appending k leaves rehashes
//! about k + depth nodes, so batches cost about one Poseidon hash per leaf.

use humanid_proof::{Field, empty_subtree_hash, poseidon2};

pub use humanid_proof::Branch;

#[derive(Clone, Debug)]
pub struct Tree {
    depth: usize,
    levels: Vec<Vec<Field>>,
    empty: Vec<Field>,
}

impl Tree {
    /// An empty tree; `depth` must be at most the proof crate's maximum (32).
    pub fn new(depth: usize) -> Option<Tree> {
        let empty = (0..=depth)
            .map(empty_subtree_hash)
            .collect::<Option<Vec<_>>>()?;
        Some(Tree {
            depth,
            levels: vec![Vec::new(); depth + 1],
            empty,
        })
    }

    pub fn depth(&self) -> usize {
        self.depth
    }

    pub fn len(&self) -> usize {
        self.levels[0].len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> u64 {
        1u64 << self.depth
    }

    pub fn root(&self) -> Field {
        self.levels[self.depth]
            .first()
            .copied()
            .unwrap_or(self.empty[self.depth])
    }

    pub fn leaf(&self, index: usize) -> Option<Field> {
        self.levels[0].get(index).copied()
    }

    fn node(&self, level: usize, index: usize) -> Field {
        self.levels[level]
            .get(index)
            .copied()
            .unwrap_or(self.empty[level])
    }

    fn rehash(&mut self, level: usize, from: usize) {
        let width = self.levels[level - 1].len().div_ceil(2);
        self.levels[level].truncate(from);
        for i in from..width {
            let h = poseidon2(self.node(level - 1, 2 * i), self.node(level - 1, 2 * i + 1));
            self.levels[level].push(h);
        }
    }

    /// Appends leaves; false (and no change) if they would not fit.
    pub fn append(&mut self, leaves: &[Field]) -> bool {
        let start = self.len();
        if (start + leaves.len()) as u64 > self.capacity() {
            return false;
        }
        self.levels[0].extend_from_slice(leaves);
        for level in 1..=self.depth {
            self.rehash(level, start >> level);
        }
        true
    }

    /// Drops every leaf from `len` on (undoing appends that were not stored).
    pub fn truncate(&mut self, len: usize) {
        if len >= self.len() {
            return;
        }
        self.levels[0].truncate(len);
        for level in 1..=self.depth {
            // The last kept node may have lost its right child: recompute it.
            let keep = len.div_ceil(1 << level);
            self.rehash(level, keep.saturating_sub(1));
        }
    }

    /// Siblings from the leaf up, each tagged with the side the path takes.
    pub fn proof(&self, index: usize) -> Option<Vec<Branch>> {
        if index >= self.len() {
            return None;
        }
        let mut i = index;
        let mut path = Vec::with_capacity(self.depth);
        for level in 0..self.depth {
            let sibling = self.node(level, i ^ 1);
            path.push(if i.is_multiple_of(2) {
                Branch::Left(sibling)
            } else {
                Branch::Right(sibling)
            });
            i >>= 1;
        }
        Some(path)
    }

    /// The inner nodes (levels 1..=depth) as 32-byte big-endian values.
    pub fn inner_nodes(&self) -> Vec<u8> {
        let count: usize = self.levels[1..].iter().map(Vec::len).sum();
        let mut out = Vec::with_capacity(count * 32);
        for node in self.levels[1..].iter().flatten() {
            out.extend_from_slice(&node.to_be_bytes());
        }
        out
    }

    /// Rebuilds a tree from its leaves and the inner nodes saved for exactly those leaves,
    /// without hashing. None when the sizes do not fit together.
    pub fn from_parts(depth: usize, leaves: Vec<Field>, inner: &[u8]) -> Option<Tree> {
        let mut tree = Tree::new(depth)?;
        let len = leaves.len();
        tree.levels[0] = leaves;
        let mut chunks = inner.chunks_exact(32);
        for level in 1..=depth {
            let width = len.div_ceil(1 << level);
            let nodes = chunks
                .by_ref()
                .take(width)
                .map(Field::from_be_slice)
                .collect::<Option<Vec<_>>>()?;
            if nodes.len() != width {
                return None;
            }
            tree.levels[level] = nodes;
        }
        (chunks.next().is_none() && chunks.remainder().is_empty()).then_some(tree)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(n: u64) -> Field {
        Field::parse(&format!("{n:x}")).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The root by the definition: hash every level of the full tree.
    fn naive_root(depth: usize, leaves: &[Field]) -> Field {
        let mut level: Vec<Field> = leaves.to_vec();
        level.resize(1 << depth, Field::ZERO);
        while level.len() > 1 {
            level = level.chunks(2).map(|p| poseidon2(p[0], p[1])).collect();
        }
        level[0]
    }

    #[test]
    fn roots_match_the_definition_for_every_size() {
        let leaves: Vec<Field> = (1..=9).map(f).collect();
        for n in 0..=leaves.len() {
            let mut tree = Tree::new(4).unwrap_or_else(|| panic!());
            assert!(tree.append(&leaves[..n]));
            assert_eq!(tree.root(), naive_root(4, &leaves[..n]), "n = {n}");
        }
    }

    #[test]
    fn one_by_one_batched_and_truncated_trees_agree() {
        let leaves: Vec<Field> = (1..=13).map(f).collect();
        let mut single = Tree::new(5).unwrap_or_else(|| panic!());
        for l in &leaves {
            single.append(std::slice::from_ref(l));
        }
        let mut batched = Tree::new(5).unwrap_or_else(|| panic!());
        batched.append(&leaves[..6]);
        batched.append(&leaves[6..]);
        assert_eq!(single.root(), batched.root());
        for keep in [12, 8, 5, 1, 0] {
            batched.truncate(keep);
            assert_eq!(
                batched.root(),
                naive_root(5, &leaves[..keep]),
                "keep = {keep}"
            );
        }
        batched.append(&leaves);
        assert_eq!(batched.root(), single.root());
    }

    #[test]
    fn proofs_lead_from_the_leaf_to_the_root() {
        let leaves: Vec<Field> = (1..=11).map(f).collect();
        let mut tree = Tree::new(6).unwrap_or_else(|| panic!());
        tree.append(&leaves);
        for (i, leaf) in leaves.iter().enumerate() {
            let path = tree.proof(i).unwrap_or_else(|| panic!());
            assert_eq!(path.len(), 6);
            let root = path.iter().fold(*leaf, |acc, b| match b {
                Branch::Left(s) => poseidon2(acc, *s),
                Branch::Right(s) => poseidon2(*s, acc),
            });
            assert_eq!(root, tree.root(), "leaf {i}");
        }
        assert!(tree.proof(11).is_none());
    }

    #[test]
    fn a_full_tree_refuses_more_leaves() {
        let mut tree = Tree::new(2).unwrap_or_else(|| panic!());
        assert!(tree.append(&[f(1), f(2), f(3)]));
        assert!(!tree.append(&[f(4), f(5)]));
        assert_eq!(tree.len(), 3);
        assert!(tree.append(&[f(4)]));
    }

    #[test]
    fn saved_inner_nodes_restore_the_same_tree() {
        let leaves: Vec<Field> = (1..=10).map(f).collect();
        let mut tree = Tree::new(5).unwrap_or_else(|| panic!());
        tree.append(&leaves);
        let restored =
            Tree::from_parts(5, leaves.clone(), &tree.inner_nodes()).unwrap_or_else(|| panic!());
        assert_eq!(restored.root(), tree.root());
        assert_eq!(restored.proof(3), tree.proof(3));
        // 8 leaves need fewer inner nodes than 10; equal counts are caught by the root check.
        assert!(Tree::from_parts(5, leaves[..8].to_vec(), &tree.inner_nodes()).is_none());
        assert!(Tree::from_parts(5, leaves, &tree.inner_nodes()[..64]).is_none());
    }
}
