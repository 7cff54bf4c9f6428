use ark_bn254::Bn254;
use humanid_proof::{Proof, PublicInputs, SUPPORTED_DEPTHS, Verifier, VerifyError};

use crate::fixtures::{self, DEPTHS, bump, semaphore_verdict};

fn verifier() -> &'static Verifier {
    Verifier::global().unwrap()
}

/// Both this verifier and semaphore-rs refuse `proof` for `inputs` at `depth`.
fn assert_both_reject(depth: usize, proof: &Proof, inputs: &PublicInputs, what: &str) {
    let ours = verifier().verify(depth, proof, inputs).unwrap();
    assert!(!ours, "depth {depth} {what}");
    assert!(
        !semaphore_verdict(depth, proof, inputs),
        "semaphore-rs: depth {depth} {what}"
    );
}

/// The four ways to change exactly one public input.
fn tampered(inputs: &PublicInputs) -> [PublicInputs; 4] {
    let mut out = [*inputs; 4];
    out[0].root = bump(inputs.root);
    out[1].nullifier_hash = bump(inputs.nullifier_hash);
    out[2].signal_hash = bump(inputs.signal_hash);
    out[3].external_nullifier = bump(inputs.external_nullifier);
    out
}

/// The proof with exactly one of A, B, C negated (still valid curve points).
fn negated(proof: &Proof) -> [Proof; 3] {
    let p = proof.as_ark();
    let a = ark_groth16::Proof::<Bn254> {
        a: -p.a,
        ..p.clone()
    };
    let b = ark_groth16::Proof::<Bn254> {
        b: -p.b,
        ..p.clone()
    };
    let c = ark_groth16::Proof::<Bn254> {
        c: -p.c,
        ..p.clone()
    };
    [a, b, c].map(|q| Proof::from_ark(&q).unwrap())
}

#[test]
fn supported_depths_are_16_20_30() {
    assert_eq!(SUPPORTED_DEPTHS, DEPTHS);
    let v = Verifier::new().unwrap();
    assert!(DEPTHS.iter().all(|d| v.supports(*d)));
    assert!(!v.supports(17) && !v.supports(32));
}

#[test]
fn real_proofs_verify_at_every_depth_like_semaphore_rs() {
    for fx in fixtures::all() {
        assert!(
            verifier().verify(fx.depth, &fx.proof, &fx.inputs).unwrap(),
            "depth {}",
            fx.depth
        );
        assert!(semaphore_verdict(fx.depth, &fx.proof, &fx.inputs));
    }
}

#[test]
fn each_tampered_public_input_is_rejected_like_semaphore_rs() {
    for depth in DEPTHS {
        let fx = &fixtures::at(depth)[0];
        for (i, inputs) in tampered(&fx.inputs).iter().enumerate() {
            assert_both_reject(depth, &fx.proof, inputs, &format!("input {i}"));
        }
    }
}

#[test]
fn public_inputs_in_another_order_are_rejected() {
    let fx = &fixtures::at(16)[0];
    let x = fx.inputs;
    let swapped = PublicInputs {
        signal_hash: x.external_nullifier,
        external_nullifier: x.signal_hash,
        ..x
    };
    assert!(!verifier().verify(16, &fx.proof, &swapped).unwrap());
}

#[test]
fn a_proof_checked_against_another_depths_key_is_rejected() {
    for fx in fixtures::all() {
        for other in DEPTHS.into_iter().filter(|d| *d != fx.depth) {
            let what = format!("a proof of depth {}", fx.depth);
            assert_both_reject(other, &fx.proof, &fx.inputs, &what);
        }
    }
}

#[test]
fn negating_any_one_point_is_rejected() {
    for depth in DEPTHS {
        let fx = &fixtures::at(depth)[0];
        for (i, bad) in negated(&fx.proof).iter().enumerate() {
            assert_both_reject(depth, bad, &fx.inputs, &format!("point {i}"));
        }
    }
}

#[test]
fn unsupported_depth_is_an_error() {
    let fx = &fixtures::at(16)[0];
    for depth in [0, 15, 17, 32] {
        assert_eq!(
            verifier().verify(depth, &fx.proof, &fx.inputs),
            Err(VerifyError::UnsupportedDepth(depth))
        );
    }
    assert_eq!(VerifyError::UnsupportedDepth(1).code(), "unsupported_depth");
}
