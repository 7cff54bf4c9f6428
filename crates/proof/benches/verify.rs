//! Prints verification costs: prepared-key single verify vs semaphore-rs's
//! `verify_proof` (which re-prepares the key every call), batch verification
//! per proof at batch sizes 64, 4, 8, 16 and 32 (on every CPU), as many batches at once
//! as there are CPUs (the server's lanes), decoding a proof, and
//! the parts a batch pays per proof and once, on one thread (where the time goes).
//!
//! A plain `harness = false` binary rather than criterion, because the figures
//! we care about are ratios between runs, which criterion does not print.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use humanid_proof::{Proof, PublicInputs, Verifier};

#[path = "common/proofs.rs"]
mod proofs;

const DEPTH: usize = 30;
const BATCH: usize = 64;
const ROUNDS: usize = 7;

fn main() {
    let fixtures = cached_proofs(BATCH);
    let verifier = Verifier::new().unwrap();
    if let Ok(what) = std::env::var("HUMANID_BENCH_ONCE") {
        return once(&verifier, &fixtures, &what);
    }
    semaphore_rs::protocol::warmup_for_verification(DEPTH);
    let (proof, inputs) = &fixtures[0];

    let ours = median_per_op(200, || {
        assert!(verifier.verify(DEPTH, proof, inputs).unwrap());
    });
    let theirs = median_per_op(50, || {
        assert!(proofs::semaphore_verdict(DEPTH, proof, inputs));
    });
    let batch = median_per_op(5, || {
        let ok = verifier.verify_batch(DEPTH, &fixtures).unwrap();
        assert!(ok.iter().all(|b| *b));
    }) / BATCH as u32;

    println!("depth {DEPTH}, median of {ROUNDS} rounds");
    println!("single verify, prepared key:            {}", ms(ours));
    println!("semaphore_rs::protocol::verify_proof:   {}", ms(theirs));
    println!(
        "ratio semaphore-rs / prepared:          {:.2}x",
        theirs.as_secs_f64() / ours.as_secs_f64()
    );
    println!("batch verify ({BATCH} proofs), per proof:    {}", ms(batch));
    println!(
        "in-process batches of {BATCH} on all CPUs:  {:.0} proofs/s (one by one: {:.0}/s)",
        1.0 / batch.as_secs_f64(),
        1.0 / ours.as_secs_f64()
    );
    for size in [4, 8, 16, 32] {
        let per = median_per_op(5, || {
            let ok = verifier.verify_batch(DEPTH, &fixtures[..size]).unwrap();
            assert!(ok.iter().all(|b| *b));
        }) / size as u32;
        println!("batch verify ({size:>2} proofs), per proof:    {}", ms(per));
    }
    let cpus = rayon::current_num_threads();
    let together = median_per_op(5, || {
        rayon::scope(|s| {
            for chunk in fixtures.chunks(BATCH / cpus) {
                let verifier = &verifier;
                s.spawn(move |_| {
                    assert!(
                        verifier
                            .verify_batch(DEPTH, chunk)
                            .unwrap()
                            .iter()
                            .all(|b| *b)
                    )
                });
            }
        });
    }) / BATCH as u32;
    println!(
        "{cpus} batches of {} at once (as the server's lanes), per proof: {}",
        BATCH / cpus,
        ms(together)
    );
    // The server's two lanes when it is busy: each verifies a batch of up to 64, so one
    // lane's once-a-batch parts (the final exponentiation, the C sum) overlap the other's
    // Miller loops instead of leaving a CPU idle.
    let lanes = median_per_op(5, || {
        rayon::scope(|s| {
            for _ in 0..cpus {
                let (verifier, fixtures) = (&verifier, &fixtures);
                s.spawn(move |_| {
                    let ok = verifier.verify_batch(DEPTH, fixtures).unwrap();
                    assert!(ok.iter().all(|b| *b));
                });
            }
        });
    }) / (BATCH * cpus) as u32;
    println!(
        "{cpus} batches of {BATCH} at once (the server's lanes, busy): {:.0} proofs/s",
        1.0 / lanes.as_secs_f64()
    );
    let hex = proof.to_abi_hex();
    let parse = median_per_op(200, || {
        std::hint::black_box(Proof::from_abi_hex(&hex).unwrap());
    });
    println!("parse (ABI hex, points validated):      {}", ms(parse));
    println!(
        "ratio batch per-proof / single:         {:.3} ({:.2}x faster)",
        batch.as_secs_f64() / ours.as_secs_f64(),
        ours.as_secs_f64() / batch.as_secs_f64()
    );
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    one_thread.install(|| parts(&fixtures[..16]));
}

/// What a batch's arithmetic costs, per part, on one thread: mcl (what `batch.rs` runs)
/// beside arkworks (what it ran before, and what decoding still uses).
fn parts(items: &[(Proof, PublicInputs)]) {
    use ark_bn254::{Bn254, Fr};
    use ark_ec::pairing::Pairing;
    use ark_ec::{CurveGroup, VariableBaseMSM};
    type G2Prepared = <Bn254 as Pairing>::G2Prepared;

    let n = items.len();
    let r: Vec<Fr> = (0..n).map(|i| Fr::from(u128::MAX - i as u128)).collect();
    let (a, b) = (items[0].0.as_ark().a, items[0].0.as_ark().b);
    let ark_scale = median_per_op(200, || {
        let _ = std::hint::black_box(a * r[0]);
    });
    let g1: Vec<_> = items
        .iter()
        .zip(&r)
        .map(|((p, _), r)| (p.as_ark().a * r).into_affine())
        .collect();
    let ark_pair = median_per_op(20, || {
        let g2: Vec<G2Prepared> = items.iter().map(|(p, _)| p.as_ark().b.into()).collect();
        let _ = std::hint::black_box(Bn254::multi_miller_loop(g1.clone(), g2));
    }) / n as u32;
    let ml = Bn254::multi_miller_loop([a], [b]);
    let ark_final = median_per_op(50, || {
        std::hint::black_box(Bn254::final_exponentiation(ml));
    });
    let cs: Vec<_> = items.iter().map(|(p, _)| p.as_ark().c).collect();
    let ark_msm = median_per_op(50, || {
        let _ = std::hint::black_box(ark_bn254::G1Projective::msm(&cs, &r));
    });

    // mcl's own points: the cost does not depend on which points they are.
    let (mut p, mut q) = (mcl_rust::G1::zero(), mcl_rust::G2::zero());
    assert!(p.set_hash_of(b"bench g1") && q.set_hash_of(b"bench g2"));
    let (mut g, mut f, mut out) = (
        mcl_rust::G1::zero(),
        mcl_rust::GT::zero(),
        mcl_rust::GT::zero(),
    );
    // A weight r = a + b·λ: a·P + b·φ(P), 64-bit halves (what `Weight::term` computes).
    let mut half = mcl_rust::Fr::zero();
    assert!(half.set_little_endian(&u64::MAX.to_le_bytes()));
    let (pp, halves) = ([p.clone(), p.clone()], [half.clone(), half.clone()]);
    let mcl_scale = median_per_op(200, || mcl_rust::G1::mul_vec(&mut g, &pp, &halves));
    let mcl_pair = median_per_op(200, || mcl_rust::miller_loop(&mut f, &p, &q));
    // What `batch.rs` runs: a proof's pair inside mcl's multi-pair loop, beside others.
    let (ps, qs) = (vec![p.clone(); 16], vec![q.clone(); 16]);
    let mut in_loop_of = |k: usize| {
        median_per_op(50, || mcl_rust::miller_loop_vec(&mut f, &ps[..k], &qs[..k])) / k as u32
    };
    let (in_loop_of_4, in_loop_of_16) = (in_loop_of(4), in_loop_of(16));
    let mcl_final = median_per_op(50, || mcl_rust::final_exp(&mut out, &f));
    // The right side as a power, e(α, β)^Σr, against (Σr·α, β) as one more pair in a loop.
    let mut sum = mcl_rust::Fr::zero();
    sum.set_hash_of(b"bench sum of weights");
    let mcl_power = median_per_op(50, || mcl_rust::GT::pow(&mut out, &f, &sum));
    let mcl_extra_pair =
        median_per_op(50, || {
            mcl_rust::G1::mul(&mut g, &p, &sum);
            mcl_rust::miller_loop_vec(&mut f, &ps[..4], &qs[..4]);
        }) - median_per_op(50, || mcl_rust::miller_loop_vec(&mut f, &ps[..3], &qs[..3]));
    let ps = vec![p.clone(); 2 * n];
    let hs = vec![halves[0].clone(); n];
    // mcl: sum a_i C_i and sum b_i C_i (64-bit halves); arkworks: 128-bit weights.
    let mcl_msm = median_per_op(50, || {
        mcl_rust::G1::mul_vec(&mut g, &ps[..n], &hs);
        mcl_rust::G1::mul_vec(&mut g, &ps[n..], &hs);
    });

    // Zero: not measured (arkworks has no such part here).
    let us = |d: Duration| match d.is_zero() {
        true => "     -".to_string(),
        false => format!("{:>4.0} µs", d.as_secs_f64() * 1e6),
    };
    println!("one thread, the parts of a batch of {n}:        mcl   arkworks");
    for (part, mcl, ark) in [
        (
            "per proof  r_i * A_i (mcl: 2 x 64 bits)",
            mcl_scale,
            ark_scale,
        ),
        (
            "per proof  Miller loop of (r_i A_i, B_i)",
            mcl_pair,
            ark_pair,
        ),
        (
            "  the same, in a loop of 4 pairs        ",
            in_loop_of_4,
            ark_pair,
        ),
        (
            "  the same, in a loop of 16 pairs       ",
            in_loop_of_16,
            ark_pair,
        ),
        (
            "per batch  final exponentiation       ",
            mcl_final,
            ark_final,
        ),
        ("per batch  sum r_i C_i (MSM)          ", mcl_msm, ark_msm),
        (
            "per batch  e(alpha, beta)^sum r_i      ",
            mcl_power,
            Duration::ZERO,
        ),
        (
            "  instead: (sum r_i alpha, beta) in the loop",
            mcl_extra_pair,
            Duration::ZERO,
        ),
    ] {
        println!("  {part}   {}   {}", us(mcl), us(ark));
    }
}

/// One batch of all the fixtures, or one proof alone, or nothing (the loading alone): for
/// counting instructions, which a shared machine does not disturb as it does the clock —
/// `HUMANID_BENCH_ONCE=batch RAYON_NUM_THREADS=1 valgrind --tool=callgrind <bench binary>`,
/// less the count with `HUMANID_BENCH_ONCE=none`.
fn once(verifier: &Verifier, fixtures: &[(Proof, PublicInputs)], what: &str) {
    match what {
        "batch" => assert!(
            verifier
                .verify_batch(DEPTH, fixtures)
                .unwrap()
                .iter()
                .all(|b| *b)
        ),
        "single" => assert!(
            verifier
                .verify(DEPTH, &fixtures[0].0, &fixtures[0].1)
                .unwrap()
        ),
        _ => {}
    }
}

/// The fixtures, made once and kept under `target/bench-cache` (proving takes a while).
fn cached_proofs(n: usize) -> Vec<(Proof, PublicInputs)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench-cache");
    let path = dir.join(format!("verify-depth{DEPTH}-{n}.json"));
    if let Some(cached) = std::fs::read(&path)
        .ok()
        .and_then(|bytes| serde_json::from_slice::<Vec<(Proof, PublicInputs)>>(&bytes).ok())
        .filter(|cached| cached.len() == n)
    {
        return cached;
    }
    let made = make_proofs(n);
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::write(&path, serde_json::to_vec(&made).unwrap());
    made
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms/proof", d.as_secs_f64() * 1e3)
}

/// Median over `ROUNDS` of the mean time per call in a round of `iters` calls.
fn median_per_op(iters: u32, mut f: impl FnMut()) -> Duration {
    f(); // warm-up
    let mut rounds: Vec<Duration> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..iters {
                f();
            }
            start.elapsed() / iters
        })
        .collect();
    rounds.sort();
    rounds[ROUNDS / 2]
}

/// `n` distinct real proofs (one member, `n` different signals).
fn make_proofs(n: usize) -> Vec<(Proof, PublicInputs)> {
    proofs::one_member_proofs(DEPTH, "bench identity", "bench", n)
}
