//! Batch verification by a random linear combination.
//!
//! Each proof i must satisfy e(A_i, B_i) = e(alpha, beta) e(IC_i, gamma) e(C_i, delta).
//! With random r_i the product of all of them is
//!
//!   prod e(r_i A_i, B_i) * e(sum(r_i IC_i), -gamma) * e(sum(r_i C_i), -delta)
//!     == e(alpha, beta)^sum(r_i)
//!
//! computed with one Miller loop per pair and ONE final exponentiation; the right side
//! raises the key's e(alpha, beta) to a power (as bellman's batch verifier does), which
//! costs less than the Miller loop and multiplication of a fourth pair. A bad
//! proof survives only if the r_i happen to cancel it: probability about 2^-128.
//! A single proof is checked alone by the plain equation ([`holds_one`]).

use ark_bn254::Fr as ArkFr;
use mcl_rust::{Fr, G1, G2, GT};
use rand::Rng as _;
use rayon::prelude::*;

use super::PublicInputs;
use super::keys::PreparedKey;
use crate::mcl;
use crate::proof::Proof;

/// A proof's random weight r_i, drawn from a CSPRNG (`thread_rng`) when the proof is
/// queued: a prover who could predict it could craft proofs that cancel out. 128 bits
/// are enough for soundness.
#[derive(Clone, Copy, Debug)]
pub struct Weight(ArkFr);

impl Weight {
    pub fn draw() -> Self {
        Weight(ArkFr::from(rand::thread_rng().r#gen::<u128>().max(1)))
    }

    /// The term of `proof` under this weight; None only if mcl is unusable.
    pub fn term(self, proof: &Proof) -> Option<Term> {
        let ark = proof.as_ark();
        let mut ra = G1::zero();
        G1::mul(&mut ra, &mcl::g1(&ark.a)?, &mcl::fr(&self.0)?);
        Some(Term(miller_loop(&ra, &mcl::g2(&ark.b)?)))
    }
}

/// A proof's own term of the batch equation, the Miller loop of (r_i A_i, B_i). It needs
/// no key, so it can be computed while the proof waits for its batch.
#[derive(Clone, Debug)]
pub struct Term(GT);

/// Whether the whole batch verifies, each item with its weight; `term(i)` gives item
/// i's term (computed now, or earlier). The once-paid pairs run beside the terms, which
/// rayon spreads over every CPU: run first and alone, they left a CPU idle.
pub(super) fn holds(
    key: &PreparedKey,
    items: &[(Proof, PublicInputs, Weight)],
    term: impl Fn(usize) -> Option<Term> + Sync,
) -> bool {
    let r_sum: ArkFr = items.iter().map(|(_, _, w)| w.0).sum();
    let (fixed, terms) = rayon::join(
        || fixed_pairs(key, items, r_sum),
        || {
            (0..items.len())
                .into_par_iter()
                .map(|i| term(i).map(|t| t.0))
                .try_reduce(|| GT::from_int(1), |a, b| Some(mul(&a, &b)))
        },
    );
    let (Some(fixed), Some(terms)) = (fixed, terms) else {
        return false;
    };
    let Some(r_sum) = mcl::fr(&r_sum) else {
        return false;
    };
    let (mut left, mut right) = (GT::zero(), GT::zero());
    mcl_rust::final_exp(&mut left, &mul(&fixed, &terms));
    GT::pow(&mut right, &key.alpha_beta, &r_sum);
    left == right
}

/// Whether one proof verifies: the plain Groth16 equation
///
///   e(A, B) * e(IC(x), -gamma) * e(C, -delta) == e(alpha, beta)
///
/// with e(alpha, beta) computed once with the key. Alone, a proof needs no random
/// weight, so this skips the batch's scalar multiplications and its fourth Miller loop.
pub(super) fn holds_one(key: &PreparedKey, proof: &Proof, inputs: &PublicInputs) -> bool {
    let check = || {
        let ark = proof.as_ark();
        let x: Vec<Fr> = std::iter::once(Some(Fr::from_int(1)))
            .chain(inputs.to_fr().iter().map(mcl::fr))
            .collect::<Option<_>>()?;
        let mut ic = G1::zero();
        G1::mul_vec(&mut ic, &key.ic, &x);
        let mut f = miller_loop(&mcl::g1(&ark.a)?, &mcl::g2(&ark.b)?);
        for (p, q) in [(&ic, &key.neg_gamma), (&mcl::g1(&ark.c)?, &key.neg_delta)] {
            f = mul(&f, &miller_loop(p, q));
        }
        let mut out = GT::zero();
        mcl_rust::final_exp(&mut out, &f);
        Some(out == key.alpha_beta)
    };
    check().unwrap_or(false)
}

/// The Miller loops of the two pairs whose G2 side is the key's and whose G1 side sums
/// over the batch.
fn fixed_pairs(
    key: &PreparedKey,
    items: &[(Proof, PublicInputs, Weight)],
    r_sum: ArkFr,
) -> Option<GT> {
    let r: Vec<ArkFr> = items.iter().map(|(_, _, w)| w.0).collect();
    let r_mcl: Vec<Fr> = r.iter().map(mcl::fr).collect::<Option<_>>()?;
    // sum_i r_i IC_i = (sum r_i) IC_0 + sum_j (sum_i r_i x_ij) IC_j
    let mut ic_scalars = [ArkFr::from(0u64); 5];
    ic_scalars[0] = r_sum;
    for (r_i, (_, inputs, _)) in r.iter().zip(items) {
        for (slot, x) in ic_scalars[1..].iter_mut().zip(inputs.to_fr()) {
            *slot += *r_i * x;
        }
    }
    let ic_scalars: Vec<Fr> = ic_scalars.iter().map(mcl::fr).collect::<Option<_>>()?;
    let cs: Vec<G1> = items
        .iter()
        .map(|(p, _, _)| mcl::g1(&p.as_ark().c))
        .collect::<Option<_>>()?;

    let (mut ic, mut c) = (G1::zero(), G1::zero());
    G1::mul_vec(&mut ic, &key.ic, &ic_scalars);
    G1::mul_vec(&mut c, &cs, &r_mcl);
    Some(mul(
        &miller_loop(&ic, &key.neg_gamma),
        &miller_loop(&c, &key.neg_delta),
    ))
}

fn miller_loop(p: &G1, q: &G2) -> GT {
    let mut out = GT::zero();
    mcl_rust::miller_loop(&mut out, p, q);
    out
}

fn mul(a: &GT, b: &GT) -> GT {
    let mut out = GT::zero();
    GT::mul(&mut out, a, b);
    out
}
