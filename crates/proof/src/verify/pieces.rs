//! A batch's work cut into pieces, handed to whichever CPU asks next: first the part the
//! batch pays once, then the proofs' terms in runs that shrink as the batch nears its
//! end (guided scheduling). Fixed runs left one CPU idle while the other finished a
//! long last run; shrinking ones make the CPUs finish together, while the early runs
//! stay long enough for the multi-pair loop to share its squarings.

use std::ops::Range;
use std::sync::{Mutex, PoisonError};

/// Most pairs in one multi-pair Miller loop (mcl's loop holds 16 at a time).
const LONGEST: usize = 16;
/// Fewest, but for the last run: below two, a pair shares nothing.
const SHORTEST: usize = 2;

#[derive(Debug, PartialEq, Eq)]
pub(super) enum Piece {
    /// The once-paid part: always the first piece handed out.
    Once,
    /// Positions `range` of the terms the batch computes.
    Terms(Range<usize>),
}

pub(super) struct Pieces {
    terms: usize,
    cpus: usize,
    /// Whether the once-paid part is taken, and where the next run starts.
    next: Mutex<(bool, usize)>,
}

impl Pieces {
    pub(super) fn new(terms: usize, cpus: usize) -> Self {
        Pieces {
            terms,
            cpus: cpus.max(1),
            next: Mutex::new((false, 0)),
        }
    }

    pub(super) fn take(&self) -> Option<Piece> {
        let mut next = self.next.lock().unwrap_or_else(PoisonError::into_inner);
        let (once_taken, start) = &mut *next;
        if !*once_taken {
            *once_taken = true;
            return Some(Piece::Once);
        }
        let remaining = self.terms - *start;
        if remaining == 0 {
            return None;
        }
        // Half of an even share of what remains: each CPU asks about twice more.
        let len = remaining
            .div_ceil(2 * self.cpus)
            .clamp(SHORTEST, LONGEST)
            .min(remaining);
        let range = *start..*start + len;
        *start += len;
        Some(Piece::Terms(range))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lengths(terms: usize, cpus: usize) -> Vec<usize> {
        let pieces = Pieces::new(terms, cpus);
        assert_eq!(pieces.take(), Some(Piece::Once));
        let mut lengths = Vec::new();
        let mut end = 0;
        while let Some(Piece::Terms(range)) = pieces.take() {
            assert_eq!(range.start, end, "runs are contiguous");
            end = range.end;
            lengths.push(range.len());
        }
        assert_eq!(end, terms, "every term is in exactly one run");
        lengths
    }

    #[test]
    fn runs_cover_every_term_once_and_shrink_toward_the_end() {
        assert_eq!(lengths(64, 2), [16, 12, 9, 7, 5, 4, 3, 2, 2, 2, 2]);
        assert_eq!(lengths(5, 2), [2, 2, 1]);
        assert_eq!(lengths(0, 2), Vec::<usize>::new());
        assert_eq!(lengths(40, 1), [16, 12, 6, 3, 2, 1]);
    }
}
