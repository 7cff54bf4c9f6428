//! Bulk import: a file of commitments, checked whole before anything is written, then
//! appended in chunks of one database transaction each (a chunk is all or nothing).

use crate::Code;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use humanid_proof::Field;
use humanid_store::Backend;
use serde::Serialize;

use super::import_check::check;
use super::{Registry, SetKey, blocking};
use crate::{CoreError, CoreResult};

/// How commitments are written in an import file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportFormat {
    /// One hex field element per line (`0x` optional).
    Lines,
    /// 32-byte big-endian field elements, back to back.
    Binary,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Imported {
    pub imported: u64,
    /// Leaf index of the file's first commitment (None for an empty file).
    pub first_leaf_index: Option<u64>,
    pub size: u64,
    #[schema(value_type = String)]
    pub root: Field,
}

/// Default commitments per chunk: eight node-file blocks. Every chunk inserts across the
/// whole unique commitment index, so fewer, bigger chunks write it fewer times (at 10 M:
/// 29,400/s with 131,072, 39,700/s with this); a chunk in flight holds ~100 MB.
pub const DEFAULT_CHUNK: usize = 524_288;

/// Commitments per transaction of an import.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chunking {
    /// This many (at most `max_chunk`).
    Fixed(usize),
    /// On SQLite, an eighth of the set each chunk lands in while the index pages it
    /// dirties fit in the bulk page cache, from [`DEFAULT_CHUNK`] up to `max_chunk`
    /// (PostgreSQL: [`DEFAULT_CHUNK`]). Once the commitment index has more
    /// pages than a chunk has rows, each row dirties its own index page, and SQLite writes
    /// every dirty page whole twice (WAL, then checkpoint): chunks that outgrow the index's
    /// page count write each page once for many rows. The price: the transaction holds
    /// SQLite's one write lock longer, so this is for bulk loads; a live server's import
    /// endpoint keeps [`DEFAULT_CHUNK`].
    Growing,
}

impl From<usize> for Chunking {
    fn from(rows: usize) -> Self {
        Chunking::Fixed(rows)
    }
}

/// Bytes a commitment costs while its chunk is in flight (parsed, staged with its hex,
/// committing with its bytes): ~190 measured, a third more for room.
const BYTES_IN_FLIGHT: u64 = 256;

/// The largest chunk: up to three are in memory at once (read, staged, committing), which
/// stays within a quarter of the machine's memory (24 GiB: 8.4 M commitments), and within
/// 2^23 on any machine. With the bulk append's page cache (another quarter at most), an
/// import takes up to half the machine's memory: at 100 M, a chunk of 8 M rows dirties
/// nearly every page of the commitment index, and SQLite writes each page twice per chunk
/// (WAL, checkpoint) however few rows landed in it.
fn max_chunk() -> usize {
    let by_memory = humanid_store::machine::memory_bytes()
        .map_or(1 << 20, |total| total / 4 / BYTES_IN_FLIGHT / 3);
    usize::try_from(by_memory)
        .unwrap_or(usize::MAX)
        .clamp(DEFAULT_CHUNK, 1 << 23)
}

/// Leaves a page of SQLite's commitment index holds: 51 bytes a leaf measured at 100 M.
const LEAVES_PER_INDEX_PAGE: u64 = 80;
/// The share of the cache a chunk's dirty index pages may fill.
const DIRTY_SHARE: f64 = 0.9;

/// Rows of a growing import's next chunk, for a set of `leaves` before it whose bulk
/// append has a page cache of `cache_pages`: an eighth of the set, from [`DEFAULT_CHUNK`]
/// up to `max`, and no more than the commitment index pages it dirties fit in the cache.
/// A transaction whose dirty pages outgrow the cache spills them into the WAL
/// mid-transaction and reads them back through it (a too-small cache once held imports
/// past ~20 M to half the rate). `k` random rows dirty `P (1 - e^(-k/P))` of the index's
/// `P` pages.
fn growing_rows(leaves: u64, cache_pages: u64, max: usize) -> usize {
    let eighth = leaves / 8;
    let pages = (leaves / LEAVES_PER_INDEX_PAGE).max(1) as f64;
    let room = DIRTY_SHARE * cache_pages as f64;
    let fits = if pages <= room {
        u64::MAX
    } else {
        (-pages * (1.0 - room / pages).ln()) as u64
    };
    let rows = usize::try_from(eighth.min(fits)).unwrap_or(usize::MAX);
    rows.clamp(DEFAULT_CHUNK, max.max(DEFAULT_CHUNK))
}

/// Pages (SQLite's default 4 KiB) of the page cache a bulk append into a set of `leaves`
/// gets.
fn bulk_cache_pages(leaves: u64) -> u64 {
    let kib = humanid_store::credentials::bulk_cache_kib(i64::try_from(leaves).unwrap_or(i64::MAX));
    u64::try_from(kib).unwrap_or(0) / 4
}

fn bad(detail: String) -> CoreError {
    CoreError::invalid(Code::InvalidFormat, Some("identity_commitment"), detail)
}

fn read_error(e: std::io::Error) -> CoreError {
    bad(format!("The import file could not be read: {e}."))
}

/// Reads commitments in order, naming the line (or record) of anything wrong.
pub(super) struct Commitments {
    reader: BufReader<File>,
    format: ImportFormat,
    /// Records read so far.
    pub(super) count: u64,
    line: String,
}

impl Commitments {
    pub(super) fn open(path: &Path, format: ImportFormat) -> CoreResult<Commitments> {
        let file = File::open(path).map_err(read_error)?;
        if format == ImportFormat::Binary {
            let len = file.metadata().map_err(read_error)?.len();
            if len % 32 != 0 {
                return Err(bad(format!(
                    "The binary file is truncated: {len} bytes is not a whole number of 32-byte commitments."
                )));
            }
        }
        Ok(Commitments {
            reader: BufReader::with_capacity(1 << 20, file),
            format,
            count: 0,
            line: String::new(),
        })
    }

    pub(super) fn place(&self, number: u64) -> String {
        match self.format {
            ImportFormat::Lines => format!("line {number}"),
            ImportFormat::Binary => format!("commitment {number} (byte {})", (number - 1) * 32),
        }
    }

    pub(super) fn next(&mut self) -> CoreResult<Option<Field>> {
        let number = self.count + 1;
        let parsed = match self.format {
            ImportFormat::Lines => {
                self.line.clear();
                if self.reader.read_line(&mut self.line).map_err(read_error)? == 0 {
                    return Ok(None);
                }
                Field::parse(self.line.trim()).map_err(|e| e.to_string())
            }
            ImportFormat::Binary => {
                let mut buf = [0u8; 32];
                match self.reader.read_exact(&mut buf) {
                    Ok(()) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => return Ok(None),
                    Err(e) => return Err(read_error(e)),
                }
                Field::from_be_slice(&buf)
                    .ok_or_else(|| "value is not below the BN254 scalar field modulus".into())
            }
        };
        self.count = number;
        match parsed {
            Ok(c) if c == Field::ZERO => Err(bad(format!(
                "{}: the zero commitment marks an empty leaf and cannot be added; nothing was imported.",
                self.place(number)
            ))),
            Ok(c) => Ok(Some(c)),
            Err(e) => Err(bad(format!(
                "{}: {e}; nothing was imported.",
                self.place(number)
            ))),
        }
    }

    fn chunk(&mut self, max: usize) -> CoreResult<Vec<Field>> {
        let mut out = Vec::with_capacity(max.min(1 << 20));
        while out.len() < max {
            match self.next()? {
                Some(c) => out.push(c),
                None => break,
            }
        }
        Ok(out)
    }
}

impl Registry {
    /// Imports every commitment of the file at `path` into the set: checks the whole
    /// file first (nothing is written if any value is wrong), then appends chunks
    /// (`chunking`), each its own transaction. A commitment already in the set
    /// stops the import at its chunk; the chunks before it stay.
    pub async fn import(
        &self,
        key: &SetKey,
        path: &Path,
        format: ImportFormat,
        chunking: impl Into<Chunking>,
    ) -> CoreResult<Imported> {
        let max = max_chunk();
        let fixed = match chunking.into() {
            Chunking::Fixed(rows) => Some(rows.clamp(1, max)),
            Chunking::Growing if self.store.backend() == Backend::Sqlite => None,
            Chunking::Growing => Some(DEFAULT_CHUNK),
        };
        let owned: PathBuf = path.to_owned();
        let checking = std::time::Instant::now();
        let total = blocking(move || check(&owned, format)).await??;
        tracing::info!(
            commitments = total,
            seconds = checking.elapsed().as_secs_f64(),
            "import file checked; appending"
        );
        let live = self.live(key).await?;
        if total > live.tree.capacity().saturating_sub(live.tree.len()) {
            return Err(CoreError::Conflict {
                code: Code::SetFull,
                detail: format!("{total} commitments do not fit in the credential set."),
                attribute: None,
            });
        }
        // A reader thread parses the next chunk while this one is hashed and stored.
        let (tx, mut rx) = tokio::sync::mpsc::channel::<CoreResult<Vec<Field>>>(1);
        let owned: PathBuf = path.to_owned();
        let before = live.tree.len();
        let reader = tokio::task::spawn_blocking(move || {
            let mut commitments = match Commitments::open(&owned, format) {
                Ok(c) => c,
                Err(e) => return tx.blocking_send(Err(e)).unwrap_or(()),
            };
            loop {
                let rows = fixed.unwrap_or_else(|| {
                    let leaves = before + commitments.count;
                    growing_rows(leaves, bulk_cache_pages(leaves), max)
                });
                let next = commitments.chunk(rows);
                let done = matches!(&next, Ok(c) if c.is_empty()) || next.is_err();
                if tx.blocking_send(next).is_err() || done {
                    return;
                }
            }
        });
        let place = |n: u64| match format {
            ImportFormat::Lines => format!("line {}", n + 1),
            ImportFormat::Binary => format!("commitment {}", n + 1),
        };
        let done = self.append_chunks(live, &mut rx, &place).await;
        // The reader stops once nothing receives its chunks.
        drop(rx);
        let done = done?;
        reader
            .await
            .map_err(|e| CoreError::Internal(format!("import reader: {e}")))?;
        let snap = live.tree.snapshot();
        Ok(Imported {
            imported: done.imported,
            first_leaf_index: done.first_leaf_index,
            size: snap.len,
            root: live.tree.root_of(&snap),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cache that holds the whole index: no bound from it.
    const AMPLE: u64 = u64::MAX / 2;

    #[test]
    fn a_growing_import_takes_an_eighth_of_the_set_between_the_default_and_the_cap() {
        let max = 4 * DEFAULT_CHUNK;
        assert_eq!(growing_rows(0, AMPLE, max), DEFAULT_CHUNK);
        assert_eq!(
            growing_rows(8 * DEFAULT_CHUNK as u64, AMPLE, max),
            DEFAULT_CHUNK
        );
        assert_eq!(
            growing_rows(16 * DEFAULT_CHUNK as u64, AMPLE, max),
            2 * DEFAULT_CHUNK
        );
        assert_eq!(growing_rows(100_000_000, AMPLE, max), max);
        // A machine too small for more than the default still gets the default.
        assert_eq!(growing_rows(100_000_000, AMPLE, 1_000), DEFAULT_CHUNK);
        let cap = max_chunk();
        assert!((DEFAULT_CHUNK..=1 << 23).contains(&cap), "{cap}");
    }

    #[test]
    fn a_growing_chunk_stops_where_its_dirty_pages_would_outgrow_the_cache() {
        let max = 1 << 23;
        // 100 M leaves: 1.25 M index pages. A cache of a quarter of 24 GiB holds them all;
        // one of a quarter of 8 GiB (0.5 M pages) bounds the chunk.
        let leaves = 100_000_000;
        assert_eq!(growing_rows(leaves, 1_572_864, max), max);
        let cache = 524_288;
        let rows = growing_rows(leaves, cache, max);
        let pages = (leaves / LEAVES_PER_INDEX_PAGE) as f64;
        let dirty = pages * (1.0 - (-(rows as f64) / pages).exp());
        let room = DIRTY_SHARE * cache as f64;
        assert!(rows < (leaves / 8) as usize, "{rows}");
        assert!(dirty <= room + 1.0, "{dirty}");
        assert!(
            dirty >= room - 1_000.0,
            "{dirty}: the bound is the cache, not less"
        );
        // A cache too small for even the default keeps the default.
        assert_eq!(growing_rows(leaves, 10_000, max), DEFAULT_CHUNK);
    }
}
