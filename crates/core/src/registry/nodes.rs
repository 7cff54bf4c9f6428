//! The node file: every node of one credential set's tree, 32 bytes each, read and
//! written in place with positional I/O (the OS page cache does the paging, so resident
//! memory does not grow with the set).
//!
//! Layout (all offsets in bytes):
//! - `0..4096`: two header slots (at 0 and 512), written alternately, each with the leaf
//!   count the file holds durably, its root, a generation and a checksum. The newer valid
//!   slot wins, so a torn header write falls back to the previous one.
//! - the top region: levels `h..=depth` (`h` = [`BLOCK_HEIGHT`] or less), level by level;
//!   at depth 30 it is 2^15 nodes, 1 MiB.
//! - blocks of `2^h` leaves, one after the other, each holding levels `0..h` of its
//!   subtree. The file is dense: it grows by one block (4.07 MiB) per 65,536 leaves.
//!
//! Inside a block, levels come in bands of [`TILE_HEIGHT`] (0–5, 6–11, 12–15), and a
//! band is cut into *tiles*: 64 nodes of the band's lowest level with their ancestors
//! inside the band, 126 nodes in one 4 KiB page. A proof's siblings on levels 0–5 are in
//! one tile, as are those on 6–11, so a lookup whose pages the OS has dropped reads 3
//! pages of this file (plus one of the leaf index) instead of one page per level.

use std::fs::File;
use std::io;
use std::num::NonZeroU64;
use std::os::unix::fs::FileExt;

use humanid_proof::Field;

/// Leaves per block are 2^BLOCK_HEIGHT (capped by the tree's depth).
const BLOCK_HEIGHT: usize = 16;
/// Levels per tile: 2^7 - 2 = 126 nodes of 32 bytes fill a 4 KiB page.
const TILE_HEIGHT: usize = 6;
const HEADER_BYTES: u64 = 4096;
const SLOT_OFFSETS: [u64; 2] = [0, 512];
/// Version 2 is the tiled layout; a version-1 file has no valid header, so it is
/// rebuilt from the database like a lost one.
const MAGIC: &[u8; 8] = b"HIDNODE2";
const SLOT_LEN: usize = 8 + 8 + 8 + 8 + 32 + 8;

/// What a header slot says: the file durably holds the tree of the first `len` leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub len: u64,
    pub root: Field,
    pub generation: u64,
}

pub struct NodeFile {
    file: File,
    depth: usize,
    height: usize,
    top_start: u64,
    blocks_start: u64,
    block_bytes: u64,
    bands: Vec<Band>,
}

/// Levels `base..base + height` of a block, stored as tiles of `tile_bytes` from `start`
/// (bytes from the block's beginning).
#[derive(Debug)]
struct Band {
    base: usize,
    height: usize,
    start: u64,
    tile_bytes: u64,
}

/// The bands of a block of height `h`, and the block's size.
fn bands(h: usize) -> (Vec<Band>, u64) {
    let mut out = Vec::new();
    let mut start = 0;
    for base in (0..h).step_by(TILE_HEIGHT) {
        let height = TILE_HEIGHT.min(h - base);
        // 2^(t+1) - 2 nodes, padded to 2^(t+1): a full tile is exactly one page.
        let tile_bytes = 32u64 << (height + 1);
        out.push(Band {
            base,
            height,
            start,
            tile_bytes,
        });
        start += tile_bytes << (h - base - height);
    }
    (out, align(start))
}

fn align(bytes: u64) -> u64 {
    bytes.div_ceil(4096) * 4096
}

/// FNV-1a: enough to tell a torn or foreign header from a written one.
pub(super) fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The little-endian u64 at `at` in a header.
pub(super) fn le_u64(bytes: &[u8], at: usize) -> Option<u64> {
    bytes
        .get(at..at + 8)?
        .try_into()
        .ok()
        .map(u64::from_le_bytes)
}

fn bad_data(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, what.to_owned())
}

impl NodeFile {
    pub fn new(file: File, depth: usize) -> NodeFile {
        let height = BLOCK_HEIGHT.min(depth);
        let top_nodes = (1u64 << (depth - height + 1)) - 1;
        let top_start = HEADER_BYTES;
        let (bands, block_bytes) = bands(height);
        NodeFile {
            file,
            depth,
            height,
            top_start,
            blocks_start: top_start + align(top_nodes * 32),
            block_bytes,
            bands,
        }
    }

    /// The band holding `level` (< the block height), and log2 of how many nodes of
    /// `level` one of its tiles holds.
    fn band(&self, level: usize) -> (&Band, usize) {
        let band = &self.bands[level / TILE_HEIGHT];
        (band, band.height - (level - band.base))
    }

    /// How many nodes of `level`, from a multiple of this count, lie side by side.
    fn run(&self, level: usize) -> u64 {
        if level >= self.height {
            return u64::MAX;
        }
        1u64 << self.band(level).1
    }

    /// Byte offset of node `index` of `level`.
    fn offset(&self, level: usize, index: u64) -> u64 {
        if level >= self.height {
            // Levels h..level-1 above it hold 2^(depth-h) + ... + 2^(depth-level+1) nodes.
            let before =
                (1u64 << (self.depth - self.height + 1)) - (1u64 << (self.depth - level + 1));
            return self.top_start + (before + index) * 32;
        }
        let per_block = self.height - level;
        let block = index >> per_block;
        let in_block = index & ((1u64 << per_block) - 1);
        let (band, per_tile) = self.band(level);
        // Within its tile, the node's level follows the band's lower levels.
        let tile = in_block >> per_tile;
        let within = in_block & ((1u64 << per_tile) - 1);
        let before = (1u64 << (band.height + 1)) - (1u64 << (per_tile + 1));
        self.blocks_start
            + block * self.block_bytes
            + band.start
            + tile * band.tile_bytes
            + (before + within) * 32
    }

    pub fn read(&self, level: usize, index: u64) -> io::Result<Field> {
        let mut buf = [0u8; 32];
        self.file
            .read_exact_at(&mut buf, self.offset(level, index))?;
        Field::from_be_slice(&buf).ok_or_else(|| bad_data("a stored node is not a field element"))
    }

    /// Asks the OS to start reading the pages that hold leaf `leaf` and its siblings below
    /// the top levels (one tile per band), all at once: when the OS has dropped them, a
    /// lookup then waits about one disk read instead of one per band. Advice only.
    pub fn prefetch_path(&self, leaf: u64) {
        for band in &self.bands {
            let page = self.offset(band.base, leaf >> band.base) / 4096 * 4096;
            let _ = rustix::fs::fadvise(
                &self.file,
                page,
                NonZeroU64::new(4096),
                rustix::fs::Advice::WillNeed,
            );
        }
    }

    /// Leaves `first..first + count`, one read per tile.
    pub fn read_leaves(&self, first: u64, count: u64) -> io::Result<Vec<Field>> {
        let run = self.run(0);
        let mut out = Vec::with_capacity(count as usize);
        let (mut index, end) = (first, first + count);
        while index < end {
            let now = (run - index % run).min(end - index);
            let mut buf = vec![0u8; now as usize * 32];
            self.file.read_exact_at(&mut buf, self.offset(0, index))?;
            for bytes in buf.chunks_exact(32) {
                out.push(
                    Field::from_be_slice(bytes)
                        .ok_or_else(|| bad_data("a stored leaf is not a field element"))?,
                );
            }
            index += now;
        }
        Ok(out)
    }

    /// Writes `nodes` as nodes `first..` of `level`, one write per contiguous run.
    pub fn write(&self, level: usize, first: u64, nodes: &[Field]) -> io::Result<()> {
        let run = self.run(level);
        let mut index = first;
        let mut rest = nodes;
        while !rest.is_empty() {
            // Nodes up to the end of this tile are contiguous.
            let room = usize::try_from(run - index % run).unwrap_or(usize::MAX);
            let (now, later) = rest.split_at(room.min(rest.len()));
            let mut buf = Vec::with_capacity(now.len() * 32);
            for node in now {
                buf.extend_from_slice(&node.to_be_bytes());
            }
            self.file.write_all_at(&buf, self.offset(level, index))?;
            index += now.len() as u64;
            rest = later;
        }
        Ok(())
    }

    /// Makes every node written so far durable.
    pub fn sync(&self) -> io::Result<()> {
        self.file.sync_data()
    }

    /// The newest valid header slot, if any (a new or foreign file has none).
    pub fn header(&self) -> io::Result<Option<Header>> {
        let mut best: Option<Header> = None;
        for offset in SLOT_OFFSETS {
            let mut buf = [0u8; SLOT_LEN];
            match self.file.read_exact_at(&mut buf, offset) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => continue,
                Err(e) => return Err(e),
            }
            if let Some(h) = self.parse_slot(&buf)
                && best.is_none_or(|b| h.generation > b.generation)
            {
                best = Some(h);
            }
        }
        Ok(best)
    }

    fn parse_slot(&self, buf: &[u8; SLOT_LEN]) -> Option<Header> {
        let (body, sum) = buf.split_at(SLOT_LEN - 8);
        let u64_at = |at: usize| le_u64(body, at);
        if &body[..8] != MAGIC
            || u64_at(8)? != self.depth as u64
            || le_u64(sum, 0)? != checksum(body)
        {
            return None;
        }
        Some(Header {
            len: u64_at(16)?,
            generation: u64_at(24)?,
            root: Field::from_be_slice(body.get(32..64)?)?,
        })
    }

    /// Records `header` in the slot its generation selects (the other keeps the last one).
    pub fn write_header(&self, header: &Header) -> io::Result<()> {
        let mut buf = Vec::with_capacity(SLOT_LEN);
        buf.extend_from_slice(MAGIC);
        buf.extend_from_slice(&(self.depth as u64).to_le_bytes());
        buf.extend_from_slice(&header.len.to_le_bytes());
        buf.extend_from_slice(&header.generation.to_le_bytes());
        buf.extend_from_slice(&header.root.to_be_bytes());
        let sum = checksum(&buf);
        buf.extend_from_slice(&sum.to_le_bytes());
        let slot = SLOT_OFFSETS[(header.generation % 2) as usize];
        self.file.write_all_at(&buf, slot)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_node_has_its_own_place() {
        for depth in [3, 16, 20] {
            let file = tempfile::tempfile().unwrap_or_else(|e| panic!("{e}"));
            let nodes = NodeFile::new(file, depth);
            let mut seen = std::collections::HashSet::new();
            for level in 0..=depth {
                let width = (1u64 << (depth - level)).min(1 << 18);
                for index in 0..width {
                    let at = nodes.offset(level, index);
                    assert!(at >= HEADER_BYTES && at.is_multiple_of(32));
                    assert!(seen.insert(at), "depth {depth} level {level} index {index}");
                }
            }
        }
    }

    #[test]
    fn nodes_below_the_top_stay_inside_their_block() {
        let file = tempfile::tempfile().unwrap_or_else(|e| panic!("{e}"));
        let nodes = NodeFile::new(file, 20);
        for level in 0..nodes.height {
            for index in [0, 1, 63, 64, 1000, (1u64 << (20 - level)) - 1] {
                let block = index >> (nodes.height - level);
                let start = nodes.blocks_start + block * nodes.block_bytes;
                let at = nodes.offset(level, index);
                assert!(at >= start && at + 32 <= start + nodes.block_bytes);
            }
        }
    }

    #[test]
    fn a_proofs_lower_siblings_lie_in_three_pages() {
        let file = tempfile::tempfile().unwrap_or_else(|e| panic!("{e}"));
        let nodes = NodeFile::new(file, 30);
        for leaf in [0u64, 1, 63, 64, 4_095, 65_535, 65_536, 1_234_567, 9_999_999] {
            let page = |level: usize| nodes.offset(level, (leaf >> level) ^ 1) / 4096;
            let pages = |levels: std::ops::Range<usize>| {
                levels
                    .map(page)
                    .collect::<std::collections::HashSet<_>>()
                    .len()
            };
            assert_eq!(pages(0..6), 1, "leaf {leaf}: levels 0-5");
            assert_eq!(pages(6..12), 1, "leaf {leaf}: levels 6-11");
            assert_eq!(pages(12..16), 1, "leaf {leaf}: levels 12-15");
        }
    }

    #[test]
    fn runs_written_across_tiles_read_back() {
        let file = tempfile::tempfile().unwrap_or_else(|e| panic!("{e}"));
        let nodes = NodeFile::new(file, 20);
        for level in [0, 3, 5, 6, 9, 12, 15, 16, 19] {
            let first = 37u64 >> (level / 4);
            let width = ((1u64 << (20 - level)) - first).min(5_000);
            let values: Vec<Field> = (0..width)
                .map(|v| Field::from(v * 31 + level as u64))
                .collect();
            nodes
                .write(level, first, &values)
                .unwrap_or_else(|e| panic!("{e}"));
            for (i, v) in values.iter().enumerate() {
                let got = nodes.read(level, first + i as u64).ok();
                assert_eq!(got, Some(*v), "level {level} index {}", first + i as u64);
            }
        }
        let leaves = nodes
            .read_leaves(37, 5_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(leaves[4_999], Field::from(4_999 * 31));
    }

    #[test]
    fn nodes_and_headers_read_back_and_torn_headers_fall_back() {
        let file = tempfile::tempfile().unwrap_or_else(|e| panic!("{e}"));
        let nodes = NodeFile::new(file, 20);
        assert_eq!(nodes.header().ok().flatten(), None);
        let values: Vec<Field> = (1..=70_000u64).map(Field::from).collect();
        nodes.write(0, 5, &values).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(nodes.read(0, 5 + 65_530).ok(), Some(values[65_530]));
        let old = Header {
            len: 7,
            root: Field::from(9),
            generation: 4,
        };
        let new = Header {
            len: 8,
            root: Field::from(10),
            generation: 5,
        };
        nodes.write_header(&old).unwrap_or_else(|e| panic!("{e}"));
        nodes.write_header(&new).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(nodes.header().ok().flatten(), Some(new));
        // Tear the newer slot: the older one is what the file holds.
        nodes
            .file
            .write_all_at(&[0xff; 4], SLOT_OFFSETS[1] + 20)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(nodes.header().ok().flatten(), Some(old));
    }
}
