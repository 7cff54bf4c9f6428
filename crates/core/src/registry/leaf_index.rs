//! Commitment → leaf index, in a hash-table file beside the node file: an inclusion proof
//! finds its leaf with one page read instead of a database query.
//!
//! The table only accelerates. Every hit is checked against the leaf in the node file and
//! a miss falls back to the database, so it needs no fsync and no crash protocol: a lost,
//! stale or damaged entry costs one database query, never a wrong answer.
//!
//! Layout: a 4 KiB header (magic, page count, leaves covered, entries, the hash key, a
//! checksum), then pages of 4 KiB, each 512 slots of (tag, leaf + 1) as little-endian
//! u32s, 0 meaning empty. The tag is the first 4 bytes of HMAC-SHA256(key, commitment):
//! keyed, so nobody can choose commitments that pile into one page. Its low bits pick the
//! page, its top 9 bits the home slot, and probing stays inside the page (a full page
//! drops the entry; that leaf is then found through the database). The table keeps at
//! most half its slots full: past that it doubles, every page splitting in two by one
//! more tag bit — one sequential pass that reads no leaf and hashes nothing.

use std::fs::File;
use std::io;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};

use aws_lc_rs::hmac;
use humanid_proof::Field;

use super::nodes::{checksum, le_u64};
use super::tree::Tree;

const PAGE: usize = 4096;
const SLOTS: usize = PAGE / 8;
const HEADER_BYTES: u64 = PAGE as u64;
const MAGIC: &[u8; 8] = b"HIDLIDX1";
const HEADER_LEN: usize = 8 + 8 + 8 + 8 + 32 + 8;
/// Pages read or written per system call while inserting or doubling.
const RUN: u64 = 256;
/// Leaves indexed per turn of the writer's lock when catching up, at least: a turn
/// reads and rewrites every run of pages its entries land in, so it takes up to
/// `PER_PAGE` entries a page of the table (`batch`), and a run's rewrite is shared by
/// many entries. At 65,536 a turn, a 2 GiB table (100 M leaves) was read and rewritten
/// whole for every 65,536 leaves: 32 KB written per leaf, most of a 100 M import's I/O.
pub const BATCH: u64 = 65_536;
const PER_PAGE: u64 = 8;

/// Leaves indexed per turn of the lock, for a table of `pages`.
fn batch(pages: u64) -> u64 {
    BATCH.max(pages.saturating_mul(PER_PAGE))
}
/// The tag's top 9 bits pick the home slot; the page bits stay below them.
const MAX_PAGES: u64 = 1 << 23;

struct Table {
    file: File,
    pages: u64,
}

impl Table {
    fn offset(&self, page: u64) -> u64 {
        HEADER_BYTES + page * PAGE as u64
    }

    fn page_of(&self, tag: u32) -> u64 {
        u64::from(tag) & (self.pages - 1)
    }
}

/// What the writer (appends, catching up, doubling) owns.
struct Written {
    /// Every leaf below this was indexed (or dropped from a full page).
    covered: u64,
    entries: u64,
}

pub struct LeafIndex {
    /// None: a temporary file.
    path: Option<PathBuf>,
    key: hmac::Key,
    key_bytes: [u8; 32],
    table: RwLock<Arc<Table>>,
    written: Mutex<Written>,
    /// `written.covered`, readable without the lock.
    covered: AtomicU64,
}

fn home(tag: u32) -> usize {
    (tag >> 23) as usize
}

fn slot(page: &[u8], i: usize) -> (u32, u32) {
    let word = |at: usize| {
        page.get(at..at + 4)
            .and_then(|b| b.try_into().ok())
            .map_or(0, u32::from_le_bytes)
    };
    (word(8 * i), word(8 * i + 4))
}

/// Puts (tag, value) in `page` by linear probing; false if it was there or the page is full.
fn place(page: &mut [u8], tag: u32, value: u32) -> bool {
    for k in 0..SLOTS {
        let i = (home(tag) + k) % SLOTS;
        match slot(page, i) {
            (_, 0) => {
                page[8 * i..8 * i + 4].copy_from_slice(&tag.to_le_bytes());
                page[8 * i + 4..8 * i + 8].copy_from_slice(&value.to_le_bytes());
                return true;
            }
            (t, v) if t == tag && v == value => return false,
            _ => {}
        }
    }
    false
}

fn fresh_file(path: Option<&Path>) -> io::Result<File> {
    match path {
        Some(p) => std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(p),
        None => tempfile::tempfile(),
    }
}

impl LeafIndex {
    /// The index at `path` if it is whole and covers no more than the tree's `len`
    /// leaves (else it belongs to another history); otherwise a new, empty one.
    pub fn open(path: Option<&Path>, len: u64) -> io::Result<LeafIndex> {
        if let Some(p) = path
            && let Ok(file) = std::fs::OpenOptions::new().read(true).write(true).open(p)
            && let Some(index) = Self::existing(file, p, len)
        {
            return Ok(index);
        }
        let mut key_bytes = [0u8; 32];
        aws_lc_rs::rand::fill(&mut key_bytes).map_err(|_| io::Error::other("no randomness"))?;
        let file = fresh_file(path)?;
        file.set_len(HEADER_BYTES + PAGE as u64)?;
        let index = Self::with(path, key_bytes, Table { file, pages: 1 }, 0, 0);
        index.write_header(&Written {
            covered: 0,
            entries: 0,
        })?;
        Ok(index)
    }

    fn existing(file: File, path: &Path, len: u64) -> Option<LeafIndex> {
        let mut buf = [0u8; HEADER_LEN];
        file.read_exact_at(&mut buf, 0).ok()?;
        let (body, sum) = buf.split_at(HEADER_LEN - 8);
        let u64_at = |at: usize| le_u64(body, at);
        if &body[..8] != MAGIC || Some(checksum(body)) != le_u64(sum, 0) {
            return None;
        }
        let (pages, covered, entries) = (u64_at(8)?, u64_at(16)?, u64_at(24)?);
        let size = file.metadata().ok()?.len();
        if !pages.is_power_of_two()
            || pages > MAX_PAGES
            || size < HEADER_BYTES + pages * PAGE as u64
            || covered > len
        {
            return None;
        }
        let key_bytes: [u8; 32] = body.get(32..64)?.try_into().ok()?;
        Some(Self::with(
            Some(path),
            key_bytes,
            Table { file, pages },
            covered,
            entries,
        ))
    }

    fn with(
        path: Option<&Path>,
        key_bytes: [u8; 32],
        table: Table,
        covered: u64,
        entries: u64,
    ) -> Self {
        LeafIndex {
            path: path.map(Path::to_owned),
            key: hmac::Key::new(hmac::HMAC_SHA256, &key_bytes),
            key_bytes,
            table: RwLock::new(Arc::new(table)),
            written: Mutex::new(Written { covered, entries }),
            covered: AtomicU64::new(covered),
        }
    }

    /// Leaves below this are in the index.
    pub fn covered(&self) -> u64 {
        self.covered.load(Ordering::Acquire)
    }

    fn tag(&self, commitment: &Field) -> u32 {
        let mac = hmac::sign(&self.key, &commitment.to_be_bytes());
        let bytes = mac.as_ref();
        u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
    }

    fn table(&self) -> Arc<Table> {
        self.table.read().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// The leaf index of `commitment`, if the index knows it; `leaf(i)` reads leaf i
    /// from the node file (None beyond the tree) to confirm.
    pub fn find(
        &self,
        commitment: &Field,
        leaf: impl Fn(u64) -> io::Result<Option<Field>>,
    ) -> io::Result<Option<u64>> {
        let tag = self.tag(commitment);
        let table = self.table();
        let mut page = [0u8; PAGE];
        table
            .file
            .read_exact_at(&mut page, table.offset(table.page_of(tag)))?;
        for k in 0..SLOTS {
            match slot(&page, (home(tag) + k) % SLOTS) {
                (_, 0) => return Ok(None),
                (t, v) if t == tag => {
                    let index = u64::from(v - 1);
                    if leaf(index)? == Some(*commitment) {
                        return Ok(Some(index));
                    }
                }
                _ => {}
            }
        }
        Ok(None)
    }

    /// Indexes the tree's published leaves beyond those covered, a batch per turn of the
    /// lock. Returns at once if another thread holds the lock and `wait` is false: that
    /// thread re-reads the tree's length after every batch.
    pub fn catch_up(&self, tree: &Tree, wait: bool) -> io::Result<()> {
        loop {
            let mut written = if wait {
                self.written.lock().unwrap_or_else(|p| p.into_inner())
            } else {
                match self.written.try_lock() {
                    Ok(w) => w,
                    Err(std::sync::TryLockError::Poisoned(p)) => p.into_inner(),
                    Err(std::sync::TryLockError::WouldBlock) => return Ok(()),
                }
            };
            let snap = tree.snapshot();
            let from = written.covered;
            if from >= snap.len {
                return Ok(());
            }
            let count = (snap.len - from).min(batch(self.table().pages));
            let leaves = tree.leaves(&snap, from, count)?;
            let mut tagged = Vec::with_capacity(leaves.len());
            for (i, c) in (from..).zip(&leaves) {
                let value = u32::try_from(i + 1).map_err(|_| io::Error::other("leaf index"))?;
                tagged.push((self.tag(c), value));
            }
            self.insert(&mut written, tagged)?;
            written.covered = from + count;
            self.covered.store(written.covered, Ordering::Release);
            self.write_header(&written)?;
        }
    }

    fn insert(&self, written: &mut Written, mut tagged: Vec<(u32, u32)>) -> io::Result<()> {
        self.grow_for(written, written.entries + tagged.len() as u64)?;
        let table = self.table();
        tagged.sort_unstable_by_key(|(t, _)| table.page_of(*t));
        let mut rest = &tagged[..];
        while let Some(&(tag, _)) = rest.first() {
            let first = table.page_of(tag);
            let end = (first + RUN).min(table.pages);
            let (now, later) =
                rest.split_at(rest.partition_point(|(t, _)| table.page_of(*t) < end));
            let last = now.last().map_or(first, |(t, _)| table.page_of(*t));
            let mut buf = vec![0u8; (last - first + 1) as usize * PAGE];
            table.file.read_exact_at(&mut buf, table.offset(first))?;
            for &(t, v) in now {
                let at = (table.page_of(t) - first) as usize * PAGE;
                if place(&mut buf[at..at + PAGE], t, v) {
                    written.entries += 1;
                }
            }
            table.file.write_all_at(&buf, table.offset(first))?;
            rest = later;
        }
        Ok(())
    }

    /// Doubles the table until `entries` fill at most half its slots.
    fn grow_for(&self, written: &Written, entries: u64) -> io::Result<()> {
        let old = self.table();
        let mut pages = old.pages;
        while entries > pages * (SLOTS as u64 / 2) && pages < MAX_PAGES {
            pages *= 2;
        }
        if pages == old.pages {
            return Ok(());
        }
        let table = Arc::new(self.split(&old, pages)?);
        table
            .file
            .write_all_at(&self.header_bytes(written, table.pages), 0)?;
        if let Some(path) = &self.path {
            std::fs::rename(path.with_extension("index-new"), path)?;
        }
        // Readers still holding the old table finish on its (now unlinked) file.
        *self.table.write().unwrap_or_else(|p| p.into_inner()) = table;
        Ok(())
    }

    /// A table of `pages` (a power-of-two multiple of the old count): old page p splits
    /// into pages p + j * old.pages by the tag's next bits.
    fn split(&self, old: &Table, pages: u64) -> io::Result<Table> {
        let file = fresh_file(
            self.path
                .as_ref()
                .map(|p| p.with_extension("index-new"))
                .as_deref(),
        )?;
        let new = Table { file, pages };
        new.file.set_len(new.offset(new.pages))?;
        let factor = pages / old.pages;
        // At most RUN old pages' worth of output in memory at once.
        let per_pass = (RUN / factor).max(1);
        let mut start = 0;
        while start < old.pages {
            let count = per_pass.min(old.pages - start);
            let bytes = count as usize * PAGE;
            let mut buf = vec![0u8; bytes];
            old.file.read_exact_at(&mut buf, old.offset(start))?;
            let mut out = vec![vec![0u8; bytes]; factor as usize];
            for (p, page) in buf.chunks_exact(PAGE).enumerate() {
                for i in 0..SLOTS {
                    let (t, v) = slot(page, i);
                    if v == 0 {
                        continue;
                    }
                    let j = ((new.page_of(t) - start - p as u64) / old.pages) as usize;
                    if let Some(half) = out.get_mut(j) {
                        place(&mut half[p * PAGE..(p + 1) * PAGE], t, v);
                    }
                }
            }
            for (j, part) in out.iter().enumerate() {
                new.file
                    .write_all_at(part, new.offset(start + j as u64 * old.pages))?;
            }
            start += count;
        }
        Ok(new)
    }

    fn header_bytes(&self, written: &Written, pages: u64) -> Vec<u8> {
        let mut buf = Vec::with_capacity(HEADER_LEN);
        buf.extend_from_slice(MAGIC);
        for n in [pages, written.covered, written.entries] {
            buf.extend_from_slice(&n.to_le_bytes());
        }
        buf.extend_from_slice(&self.key_bytes);
        let sum = checksum(&buf);
        buf.extend_from_slice(&sum.to_le_bytes());
        buf
    }

    fn write_header(&self, written: &Written) -> io::Result<()> {
        let table = self.table();
        table
            .file
            .write_all_at(&self.header_bytes(written, table.pages), 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree_of(n: u64) -> Tree {
        let file = tempfile::tempfile().unwrap_or_else(|e| panic!("{e}"));
        let tree = Tree::new(file, 16).unwrap_or_else(|| panic!("depth"));
        let leaves: Vec<Field> = (1..=n).map(|i| Field::from(i * 7)).collect();
        let snap = tree
            .stage(&tree.snapshot(), &leaves)
            .ok()
            .flatten()
            .unwrap_or_else(|| panic!("stage"));
        tree.publish(snap).unwrap_or_else(|e| panic!("{e}"));
        tree
    }

    fn find(index: &LeafIndex, tree: &Tree, c: Field) -> Option<u64> {
        let snap = tree.snapshot();
        index
            .find(&c, |i| tree.leaf(&snap, i))
            .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn every_leaf_is_found_after_the_table_doubles_many_times() {
        let tree = tree_of(20_000);
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("orb-production.index");
        let index = LeafIndex::open(Some(&path), tree.len()).unwrap_or_else(|e| panic!("{e}"));
        index
            .catch_up(&tree, true)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(index.covered(), 20_000);
        // 20,000 entries at most half full: at least 79 pages, so it doubled from 1 to 128.
        assert_eq!(index.table().pages, 128);
        for i in 0..20_000u64 {
            assert_eq!(find(&index, &tree, Field::from((i + 1) * 7)), Some(i));
        }
        assert_eq!(find(&index, &tree, Field::from(5)), None);
        drop(index);
        // Reopened, it is used as it is; for a shorter tree (another history) it starts over.
        let again = LeafIndex::open(Some(&path), tree.len()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again.covered(), 20_000);
        assert_eq!(find(&again, &tree, Field::from(7 * 12_345)), Some(12_344));
        drop(again);
        let shorter = LeafIndex::open(Some(&path), 100).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(shorter.covered(), 0);
        assert_eq!(find(&shorter, &tree, Field::from(7 * 50)), None);
    }

    #[test]
    fn a_turn_takes_enough_leaves_to_share_each_page_rewrite() {
        assert_eq!(batch(1), BATCH);
        assert_eq!(batch(128), BATCH);
        // 100 M leaves: 524,288 pages, so 4.2 M leaves a turn, 8 a page.
        assert_eq!(batch(524_288), 8 * 524_288);
    }

    #[test]
    fn an_entry_for_a_leaf_the_tree_does_not_hold_is_never_an_answer() {
        let tree = tree_of(10);
        let index = LeafIndex::open(None, 10).unwrap_or_else(|e| panic!("{e}"));
        // Entries as a refused append leaves them: leaf 10 (not in the tree) and leaf 3
        // claimed by a commitment that is not leaf 3.
        let mut written = index.written.lock().unwrap_or_else(|p| p.into_inner());
        let stray = [(Field::from(999), 11), (Field::from(1_000), 4)];
        let tagged = stray.iter().map(|(c, v)| (index.tag(c), *v)).collect();
        index
            .insert(&mut written, tagged)
            .unwrap_or_else(|e| panic!("{e}"));
        drop(written);
        assert_eq!(find(&index, &tree, Field::from(999)), None);
        assert_eq!(find(&index, &tree, Field::from(1_000)), None);
        index
            .catch_up(&tree, true)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(find(&index, &tree, Field::from(28)), Some(3));
    }
}
