//! The import's first pass: every value well-formed and no commitment twice, before
//! anything is written. Memory is bounded whatever the file's size: 8 bytes per
//! commitment up to [`prints_per_pass`] of them; a bigger file is checked again in
//! several passes, each over one residue class of the fingerprints.

use crate::Code;
use std::collections::{HashMap, HashSet};
use std::path::Path;

use humanid_proof::Field;

use super::import::{Commitments, ImportFormat};
use crate::{CoreError, CoreResult};

/// Fingerprints one pass keeps at least: 256 MiB.
const PRINTS_PER_PASS: usize = 1 << 25;
/// And at most: 1 GiB, a 100 M file checked in one pass.
const MOST_PRINTS_PER_PASS: usize = 1 << 27;

/// One pass's fingerprints: a sixteenth of the machine's memory, within the bounds
/// above. Each further pass re-reads and re-parses the whole file (over a minute per
/// pass at 100 M), so a machine with the memory should need only one.
fn prints_per_pass() -> usize {
    let sixteenth = humanid_store::machine::memory_bytes().map_or(0, |m| m / 16 / 8);
    usize::try_from(sixteenth)
        .unwrap_or(usize::MAX)
        .clamp(PRINTS_PER_PASS, MOST_PRINTS_PER_PASS)
}

/// The low 64 bits: a commitment is a hash, so they are as good as random.
fn fingerprint(c: &Field) -> u64 {
    let bytes = c.to_be_bytes();
    u64::from_be_bytes(bytes[24..].try_into().unwrap_or_default())
}

/// Reads the whole file; returns the number of commitments.
pub(super) fn check(path: &Path, format: ImportFormat) -> CoreResult<u64> {
    check_within(path, format, prints_per_pass())
}

fn check_within(path: &Path, format: ImportFormat, budget: usize) -> CoreResult<u64> {
    // First pass: every value well-formed; fingerprints kept while they fit the budget.
    let mut reader = Commitments::open(path, format)?;
    let mut prints: Option<Vec<u64>> = Some(Vec::new());
    while let Some(c) = reader.next()? {
        if let Some(kept) = prints.as_mut() {
            if kept.len() == budget {
                prints = None;
            } else {
                if kept.len() == kept.capacity() {
                    // Grow by doubling, but never past the budget.
                    kept.reserve_exact(kept.len().max(1024).min(budget - kept.len()));
                }
                kept.push(fingerprint(&c));
            }
        }
    }
    let count = reader.count;
    let mut repeated = HashSet::new();
    match prints {
        Some(mut kept) => repeats(&mut kept, &mut repeated),
        None => {
            let classes = count.div_ceil(budget as u64);
            for class in 0..classes {
                let mut again = Commitments::open(path, format)?;
                let mut kept = Vec::with_capacity(budget.min((count / classes * 9 / 8) as usize));
                while let Some(c) = again.next()? {
                    let print = fingerprint(&c);
                    if print % classes == class {
                        kept.push(print);
                    }
                }
                repeats(&mut kept, &mut repeated);
            }
        }
    }
    if !repeated.is_empty() {
        first_duplicate(path, format, &repeated)?;
    }
    Ok(count)
}

/// Adds to `out` every fingerprint found more than once in `prints`.
fn repeats(prints: &mut [u64], out: &mut HashSet<u64>) {
    prints.sort_unstable();
    out.extend(prints.windows(2).filter(|w| w[0] == w[1]).map(|w| w[0]));
}

/// Equal fingerprints: compare the values themselves (a further pass, rare). Names the
/// first commitment seen a second time and where it was first.
fn first_duplicate(path: &Path, format: ImportFormat, repeated: &HashSet<u64>) -> CoreResult<()> {
    let mut seen: HashMap<Field, u64> = HashMap::new();
    let mut again = Commitments::open(path, format)?;
    while let Some(c) = again.next()? {
        if !repeated.contains(&fingerprint(&c)) {
            continue;
        }
        if let Some(&first) = seen.get(&c) {
            return Err(CoreError::invalid(
                Code::DuplicateCommitment,
                Some("identity_commitment"),
                format!(
                    "{} repeats the commitment of {}; nothing was imported.",
                    again.place(again.count),
                    again.place(first)
                ),
            ));
        }
        seen.insert(c, again.count);
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::io::Write;

    use super::*;

    /// 80 distinct commitments whose low 64 bits collide in pairs (lines 2i-1 and 2i),
    /// so fingerprints repeat while the values do not.
    fn colliding() -> Vec<String> {
        (1..=40u64)
            .flat_map(|i| [format!("0x1{i:016x}"), format!("0x2{i:016x}")])
            .collect()
    }

    fn write(lines: &[String]) -> tempfile::NamedTempFile {
        let mut f = tempfile::NamedTempFile::new().unwrap();
        for line in lines {
            writeln!(f, "{line}").unwrap();
        }
        f
    }

    fn duplicate_detail(e: CoreError) -> String {
        match e {
            CoreError::Invalid {
                code: Code::DuplicateCommitment,
                detail,
                ..
            } => detail,
            other => panic!("not a duplicate: {other:?}"),
        }
    }

    #[test]
    fn colliding_fingerprints_alone_are_no_duplicate_in_one_pass_or_many() {
        let f = write(&colliding());
        for budget in [PRINTS_PER_PASS, 7, 1] {
            assert_eq!(
                check_within(f.path(), ImportFormat::Lines, budget).unwrap(),
                80
            );
        }
    }

    #[test]
    fn a_repeated_commitment_is_named_with_both_lines_in_one_pass_or_many() {
        let mut lines = colliding();
        // Line 81 repeats line 4, line 82 repeats line 1: the first repeat is reported.
        lines.push(lines[3].clone());
        lines.push(lines[0].clone());
        let f = write(&lines);
        for budget in [PRINTS_PER_PASS, 7, 1] {
            let e = check_within(f.path(), ImportFormat::Lines, budget).unwrap_err();
            assert_eq!(
                duplicate_detail(e),
                "line 81 repeats the commitment of line 4; nothing was imported."
            );
        }
    }
}
