//! The batching proof verifier: whatever shares a batch, each caller gets its own verdict.

use std::time::Duration;

use humanid_core::group_commit::Promises;
use humanid_core::verify::{BatchVerifier, GATHER};
use humanid_proof::{Proof, PublicInputs, signal_hash};
use tokio::time::Instant;

const DEPTH: usize = 16;

#[path = "../../../proof/benches/common/proofs.rs"]
#[allow(dead_code)]
mod proofs;

/// `n` real proofs by one member of a depth-16 tree, for `n` different signals.
fn proofs(n: usize) -> Vec<(Proof, PublicInputs)> {
    proofs::one_member_proofs(DEPTH, "batcher test", "batch", n)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_caller_gets_its_own_verdict_whatever_shares_its_batch() {
    let batcher = BatchVerifier::start(Promises::default());
    let fixtures = proofs(6);
    // 48 concurrent calls, every third one with inputs its proof does not prove.
    let calls: Vec<_> = (0..48)
        .map(|i| {
            let (proof, mut inputs) = fixtures[i % fixtures.len()].clone();
            let honest = i % 3 != 0;
            if !honest {
                inputs.signal_hash = signal_hash("something else");
            }
            let batcher = batcher.clone();
            (
                honest,
                tokio::spawn(async move { batcher.verify(DEPTH, proof, inputs).await }),
            )
        })
        .collect();
    for (i, (honest, call)) in calls.into_iter().enumerate() {
        assert_eq!(call.await.unwrap().unwrap().is_valid(), honest, "call {i}");
    }
    // A lone call is answered at once, without waiting for company.
    let (proof, inputs) = fixtures[0].clone();
    assert!(
        batcher
            .verify(DEPTH, proof, inputs)
            .await
            .unwrap()
            .is_valid()
    );
}

#[tokio::test]
async fn an_unsupported_depth_is_an_error_not_a_verdict() {
    let batcher = BatchVerifier::start(Promises::default());
    let (proof, inputs) = proofs(1).remove(0);
    let err = batcher.verify(17, proof, inputs).await.unwrap_err();
    assert_eq!(err.code(), "internal_error");
}

/// On a paused clock (which moves only when every task waits on a timer), how long the
/// verifier keeps calls waiting before it verifies them.
#[tokio::test(start_paused = true)]
async fn a_busy_verifier_gathers_small_batches_but_a_lone_caller_never_waits() {
    let batcher = BatchVerifier::start(Promises::default());
    let fixtures = proofs(5);
    let call = |i: usize| {
        let (batcher, (proof, inputs)) = (batcher.clone(), fixtures[i].clone());
        async move { batcher.verify(DEPTH, proof, inputs).await.unwrap() }
    };
    let timed = |i: usize| async move {
        let start = Instant::now();
        assert!(call(i).await.is_valid());
        start.elapsed()
    };
    // A lone caller, the service idle: verified at once.
    assert_eq!(timed(0).await, Duration::ZERO);
    // Four callers at once: one batch, verified at once; the service is busy now.
    let four = tokio::join!(call(1), call(2), call(3), call(4));
    assert!(
        [four.0, four.1, four.2, four.3]
            .iter()
            .all(|v| v.is_valid())
    );
    // The next small batch waits for company, then goes...
    assert_eq!(timed(0).await, GATHER);
    // ...and after that small batch, a lone caller is verified at once again.
    assert_eq!(timed(0).await, Duration::ZERO);
}
