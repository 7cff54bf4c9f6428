//! A queued proof's [`Term`], computed ahead: while a proof waits for a lane, a task on
//! rayon's pool computes its own term of the batch equation (its weighted Miller loop,
//! most of its share of the batch's work). Rayon runs such tasks only when a thread has
//! nothing of a running batch to do, so they fill CPU that waiting would leave idle, and
//! the batch later finds the work done. Whichever comes first — that task or the batch —
//! computes the term; the other takes it (or, if it is being computed, waits the rest of
//! that one Miller loop).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};

use tokio::sync::Notify;

use humanid_proof::{Proof, Term, Weight};

// One per queued proof, inside its Arc: boxing the term would only add an allocation.
#[allow(clippy::large_enum_variant)]
enum State {
    Open,
    Computing,
    Done(Option<Term>),
}

/// Early tasks not yet over; `none_left` hears when the last one ends.
#[derive(Default)]
pub(super) struct Pending {
    count: AtomicUsize,
    pub(super) none_left: Notify,
}

impl Pending {
    pub(super) fn any(&self) -> bool {
        self.count.load(Ordering::SeqCst) > 0
    }
}

/// One proof's term, shared by its early task and its batch.
#[derive(Clone)]
pub(super) struct Ahead(Arc<(Mutex<State>, Condvar)>);

impl Ahead {
    pub(super) fn new() -> Self {
        Ahead(Arc::new((Mutex::new(State::Open), Condvar::new())))
    }

    /// Queues the early task on rayon's pool, counted in `pending` until it is over.
    pub(super) fn start(&self, proof: Proof, weight: Weight, pending: Arc<Pending>) {
        let ahead = self.clone();
        pending.count.fetch_add(1, Ordering::SeqCst);
        rayon::spawn(move || {
            if ahead.claim() {
                ahead.compute(&proof, weight);
            }
            if pending.count.fetch_sub(1, Ordering::SeqCst) == 1 {
                pending.none_left.notify_one();
            }
        });
    }

    /// The term, computed here unless it was (or is being) computed ahead.
    pub(super) fn take(&self, proof: &Proof, weight: Weight) -> Option<Term> {
        if self.claim() {
            return self.compute(proof, weight);
        }
        let (state, done) = &*self.0;
        let mut state = state.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            match &*state {
                State::Done(term) => return term.clone(),
                // Claimed by the early task, which is running now: one Miller loop at most.
                _ => state = done.wait(state).unwrap_or_else(PoisonError::into_inner),
            }
        }
    }

    fn claim(&self) -> bool {
        let mut state = self.0.0.lock().unwrap_or_else(PoisonError::into_inner);
        let open = matches!(*state, State::Open);
        if open {
            *state = State::Computing;
        }
        open
    }

    /// Computes the claimed term and publishes it — None if the arithmetic panicked, so
    /// that a waiter is never left waiting (the batch then fails and each proof is
    /// checked alone).
    fn compute(&self, proof: &Proof, weight: Weight) -> Option<Term> {
        let term = std::panic::catch_unwind(|| weight.term(proof))
            .ok()
            .flatten();
        let (state, done) = &*self.0;
        *state.lock().unwrap_or_else(PoisonError::into_inner) = State::Done(term.clone());
        done.notify_all();
        term
    }
}
