use humanid_proof::{Proof, PublicInputs, Verifier, VerifyError};

use crate::fixtures::{self, DEPTHS, bump};

fn verifier() -> &'static Verifier {
    Verifier::global().unwrap()
}

fn items(depth: usize) -> Vec<(Proof, PublicInputs)> {
    fixtures::at(depth)
        .iter()
        .map(|f| (f.proof.clone(), f.inputs))
        .collect()
}

#[test]
fn valid_batches_verify_at_every_depth() {
    for depth in DEPTHS {
        let batch = items(depth);
        // Repeats are fine too (the random weights differ per slot).
        let doubled: Vec<_> = batch.iter().chain(&batch).cloned().collect();
        for items in [batch, doubled] {
            let verdicts = verifier().verify_batch(depth, &items).unwrap();
            assert_eq!(verdicts, vec![true; items.len()], "depth {depth}");
        }
    }
}

#[test]
fn the_batch_equation_holds_for_good_proofs_only() {
    for depth in DEPTHS {
        let good = items(depth);
        assert!(
            verifier().batch_holds(depth, &good).unwrap(),
            "depth {depth}"
        );
        let single = &good[..1];
        assert!(
            verifier().batch_holds(depth, single).unwrap(),
            "depth {depth}, one proof"
        );
        for position in 0..good.len() {
            let mut bad = good.clone();
            bad[position].1.signal_hash = bump(bad[position].1.signal_hash);
            assert!(!verifier().batch_holds(depth, &bad).unwrap());
        }
    }
}

#[test]
fn a_bad_proof_is_found_in_any_multi_pair_loop_of_a_large_batch() {
    // 24 proofs: the batch computes their terms in several multi-pair loops.
    let good: Vec<_> = items(16).into_iter().cycle().take(24).collect();
    assert!(verifier().batch_holds(16, &good).unwrap());
    for position in [0, 9, 23] {
        let mut bad = good.clone();
        bad[position].1.nullifier_hash = bump(bad[position].1.nullifier_hash);
        assert!(!verifier().batch_holds(16, &bad).unwrap());
        let expected: Vec<bool> = (0..good.len()).map(|i| i != position).collect();
        assert_eq!(verifier().verify_batch(16, &bad).unwrap(), expected);
    }
}

#[test]
fn empty_and_single_batches() {
    assert_eq!(
        verifier().verify_batch(16, &[]).unwrap(),
        Vec::<bool>::new()
    );
    let one = &items(20)[..1];
    assert_eq!(verifier().verify_batch(20, one).unwrap(), vec![true]);
    let mut bad = one.to_vec();
    bad[0].1.root = bump(bad[0].1.root);
    assert_eq!(verifier().verify_batch(20, &bad).unwrap(), vec![false]);
}

#[test]
fn one_bad_proof_among_good_ones_is_singled_out() {
    for depth in DEPTHS {
        let good = items(depth);
        for position in 0..good.len() {
            let mut batch = good.clone();
            batch[position].1.signal_hash = bump(batch[position].1.signal_hash);
            let expected: Vec<bool> = (0..good.len()).map(|i| i != position).collect();
            assert_eq!(verifier().verify_batch(depth, &batch).unwrap(), expected);
        }
    }
}

#[test]
fn a_negated_point_or_foreign_proof_is_singled_out() {
    let mut batch = items(16);
    let p = batch[1].0.as_ark().clone();
    batch[1].0 = Proof::from_ark(&ark_groth16::Proof { c: -p.c, ..p }).unwrap();
    let foreign = &fixtures::at(30)[0];
    batch.push((foreign.proof.clone(), foreign.inputs));
    assert_eq!(
        verifier().verify_batch(16, &batch).unwrap(),
        vec![true, false, true, false]
    );
}

#[test]
fn batch_results_match_single_verification() {
    let mut batch = items(30);
    batch.extend(items(30));
    batch[0].1.root = bump(batch[0].1.root);
    batch[4].1.nullifier_hash = bump(batch[4].1.nullifier_hash);
    let singles: Vec<bool> = batch
        .iter()
        .map(|(p, x)| verifier().verify(30, p, x).unwrap())
        .collect();
    assert_eq!(verifier().verify_batch(30, &batch).unwrap(), singles);
    assert_eq!(singles, [false, true, true, true, false, true]);
}

#[test]
fn unsupported_depth_is_an_error_even_for_an_empty_batch() {
    assert_eq!(
        verifier().verify_batch(17, &[]),
        Err(VerifyError::UnsupportedDepth(17))
    );
}
