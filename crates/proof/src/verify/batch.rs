//! Batch verification by a random linear combination.
//!
//! Each proof i must satisfy e(A_i, B_i) = e(alpha, beta) e(IC_i, gamma) e(C_i, delta).
//! With random r_i the product of all of them is
//!
//!   prod e(r_i A_i, B_i) * e(sum(r_i IC_i), -gamma) * e(sum(r_i C_i), -delta)
//!     * e(sum(r_i) (-alpha), beta) == 1
//!
//! computed with Miller loops over many pairs at once and ONE final exponentiation:
//! mcl's multi-pair loop squares its accumulator once per step for all the pairs it
//! holds (up to 16), where a loop per pair squares its own, a third of a lone loop's
//! work. The right side could stay e(alpha, beta) raised to sum(r_i), as bellman's batch
//! verifier has it: the `verify` bench prints the power at 147 µs and the fourth pair
//! in a loop at 165 µs (G1 multiplication included), a difference of 0.2 % of a batch of
//! 64, so the batch stays one product compared with 1. A bad
//! proof survives only if the r_i happen to cancel it: probability about 2^-128.
//! A single proof is checked alone by the plain equation ([`holds_one`]).
//!
//! Each weight is r = a + b·λ with a and b drawn as 64-bit numbers, λ the cube root of
//! unity mod the group order by which G1's endomorphism φ(x, y) = (β·x, y) multiplies
//! (φ(P) = [λ]P; arkworks' GLV constants for BN254). So r·A = a·A + b·φ(A), a two-point
//! multiplication with 64-bit scalars, which costs about half of one 128-bit scalar
//! multiplication — a sixth of a proof's own work in the batch. Soundness is unchanged:
//! two pairs (a, b) ≠ (a', b') give the same r only if (a − a', b − b') is a vector of
//! the lattice {(u, v) : u + v·λ ≡ 0}, whose shortest vectors are about 2^127 long (the
//! GLV decomposition's basis), so the 2^128 pairs give 2^128 distinct weights, and a bad
//! batch passes with probability at most 2^-128 as with 128-bit weights.

use std::sync::LazyLock;

use ark_bn254::{Fr as ArkFr, g1::Config as G1Config};
use ark_ec::scalar_mul::glv::GLVConfig;
use mcl_rust::{Fp, Fr, G1, G2, GT};
use rand::Rng as _;
use rayon::prelude::*;

use super::PublicInputs;
use super::keys::PreparedKey;
use super::pieces::{Piece, Pieces};
use crate::mcl;
use crate::proof::Proof;

/// A proof's random weight r = a + b·λ, its halves drawn from a CSPRNG (`thread_rng`)
/// for each batch: a prover who could predict it could craft proofs that cancel out.
#[derive(Clone, Copy, Debug)]
pub(super) struct Weight {
    a: u64,
    b: u64,
}

/// β, G1's endomorphism's constant, in mcl's form; None if mcl is unusable.
static BETA: LazyLock<Option<Fp>> = LazyLock::new(|| {
    mcl::ready()
        .then(|| mcl::fp(&G1Config::ENDO_COEFFS[0]))
        .flatten()
});

impl Weight {
    pub(super) fn draw() -> Self {
        let mut rng = rand::thread_rng();
        // a ≥ 1 keeps r away from 0.
        Weight {
            a: rng.r#gen::<u64>().max(1),
            b: rng.r#gen(),
        }
    }

    /// r itself, for the sums the batch pays once.
    fn scalar(self) -> ArkFr {
        ArkFr::from(self.a) + ArkFr::from(self.b) * G1Config::LAMBDA
    }

    /// The proof's pair (r·A, B) in the batch equation; None only if mcl is unusable.
    fn pair(self, proof: &Proof) -> Option<(G1, G2)> {
        let ark = proof.as_ark();
        let a = mcl::g1(&ark.a)?;
        let mut ra = G1::zero();
        G1::mul_vec(&mut ra, &[endo(&a)?, a], &[fr64(self.b)?, fr64(self.a)?]);
        Some((ra, mcl::g2(&ark.b)?))
    }
}

/// φ(P) = (β·x, y): [λ]P for every P of G1, in any coordinates (x scales by z², β does not).
fn endo(p: &G1) -> Option<G1> {
    let mut out = p.clone();
    Fp::mul(&mut out.x, &p.x, BETA.as_ref()?);
    Some(out)
}

fn fr64(x: u64) -> Option<Fr> {
    let mut out = Fr::zero();
    out.set_little_endian(&x.to_le_bytes()).then_some(out)
}

/// Whether the whole batch verifies, each item with its weight. The once-paid part and
/// the proofs' pairs go to every CPU in pieces ([`Pieces`]), the pairs in multi-pair
/// loops; the final exponentiation then checks the product.
pub(super) fn holds(
    key: &PreparedKey,
    items: &[(Proof, PublicInputs)],
    weights: &[Weight],
) -> bool {
    let cpus = rayon::current_num_threads();
    let pieces = Pieces::new(items.len().min(weights.len()), cpus);
    let work = |piece| match piece {
        Piece::Once => fixed_pairs(key, items, weights),
        Piece::Terms(run) => {
            let (mut ps, mut qs) = (Vec::with_capacity(run.len()), Vec::with_capacity(run.len()));
            for ((proof, _), weight) in items[run.clone()].iter().zip(&weights[run]) {
                let (p, q) = weight.pair(proof)?;
                ps.push(p);
                qs.push(q);
            }
            Some(miller_loop(&ps, &qs))
        }
    };
    // One worker per CPU takes pieces until none is left; a worker that starts late
    // (its CPU busy elsewhere) finds fewer or none.
    let product = (0..cpus)
        .into_par_iter()
        .map(|_| {
            let mut acc = GT::from_int(1);
            while let Some(piece) = pieces.take() {
                acc = mul(&acc, &work(piece)?);
            }
            Some(acc)
        })
        .try_reduce(|| GT::from_int(1), |a, b| Some(mul(&a, &b)));
    let Some(product) = product else {
        return false;
    };
    let mut out = GT::zero();
    mcl_rust::final_exp(&mut out, &product);
    out.is_one()
}

/// Whether one proof verifies: the plain Groth16 equation
///
///   e(A, B) * e(IC(x), -gamma) * e(C, -delta) == e(alpha, beta)
///
/// with e(alpha, beta) computed once with the key, the three pairs in one multi-pair
/// loop. Alone, a proof needs no random weight, so this skips the batch's scalar
/// multiplications and its fourth pair.
pub(super) fn holds_one(key: &PreparedKey, proof: &Proof, inputs: &PublicInputs) -> bool {
    let check = || {
        let ark = proof.as_ark();
        let x: Vec<Fr> = std::iter::once(Some(Fr::from_int(1)))
            .chain(inputs.to_fr().iter().map(mcl::fr))
            .collect::<Option<_>>()?;
        let mut ic = G1::zero();
        G1::mul_vec(&mut ic, &key.ic, &x);
        let f = miller_loop(
            &[mcl::g1(&ark.a)?, ic, mcl::g1(&ark.c)?],
            &[
                mcl::g2(&ark.b)?,
                key.neg_gamma.clone(),
                key.neg_delta.clone(),
            ],
        );
        let mut out = GT::zero();
        mcl_rust::final_exp(&mut out, &f);
        Some(out == key.alpha_beta)
    };
    check().unwrap_or(false)
}

/// The Miller loop of the three pairs whose G2 side is the key's and whose G1 side sums
/// over the batch.
fn fixed_pairs(
    key: &PreparedKey,
    items: &[(Proof, PublicInputs)],
    weights: &[Weight],
) -> Option<GT> {
    // sum_i r_i IC_i = (sum r_i) IC_0 + sum_j (sum_i r_i x_ij) IC_j
    let mut ic_scalars = [ArkFr::from(0u64); 5];
    for ((_, inputs), w) in items.iter().zip(weights) {
        let r = w.scalar();
        ic_scalars[0] += r;
        for (slot, x) in ic_scalars[1..].iter_mut().zip(inputs.to_fr()) {
            *slot += r * x;
        }
    }
    let mut alpha = G1::zero();
    G1::mul(&mut alpha, &key.neg_alpha, &mcl::fr(&ic_scalars[0])?);
    let ic_scalars: Vec<Fr> = ic_scalars.iter().map(mcl::fr).collect::<Option<_>>()?;
    // sum_i r_i C_i = sum_i a_i C_i + φ(sum_i b_i C_i): two sums with 64-bit scalars.
    let cs: Vec<G1> = items
        .iter()
        .map(|(p, _)| mcl::g1(&p.as_ark().c))
        .collect::<Option<_>>()?;
    let halves = |half: fn(&Weight) -> u64| -> Option<Vec<Fr>> {
        weights.iter().map(|w| fr64(half(w))).collect()
    };
    let (mut ic, mut ca, mut cb) = (G1::zero(), G1::zero(), G1::zero());
    G1::mul_vec(&mut ic, &key.ic, &ic_scalars);
    G1::mul_vec(&mut ca, &cs, &halves(|w| w.a)?);
    G1::mul_vec(&mut cb, &cs, &halves(|w| w.b)?);
    let c = &ca + &endo(&cb)?;
    Some(miller_loop(
        &[ic, c, alpha],
        &[
            key.neg_gamma.clone(),
            key.neg_delta.clone(),
            key.beta.clone(),
        ],
    ))
}

/// The product of the Miller loops of (ps[i], qs[i]), in one multi-pair loop.
fn miller_loop(ps: &[G1], qs: &[G2]) -> GT {
    let mut out = GT::zero();
    mcl_rust::miller_loop_vec(&mut out, ps, qs);
    out
}

fn mul(a: &GT, b: &GT) -> GT {
    let mut out = GT::zero();
    GT::mul(&mut out, a, b);
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use ark_bn254::{G1Affine, G1Projective};
    use ark_ec::{AffineRepr, CurveGroup, PrimeGroup};
    use ark_ff::UniformRand;

    fn normal(p: &G1) -> G1 {
        let mut out = G1::zero();
        G1::normalize(&mut out, p);
        out
    }

    #[test]
    fn a_weight_multiplies_a_point_as_its_scalar_does() {
        let mut rng = rand::thread_rng();
        for _ in 0..20 {
            let p: G1Affine = (G1Projective::generator() * ArkFr::rand(&mut rng)).into_affine();
            let w = Weight::draw();
            let q = mcl::g1(&p).unwrap();
            let mut got = G1::zero();
            G1::mul_vec(
                &mut got,
                &[endo(&q).unwrap(), q],
                &[fr64(w.b).unwrap(), fr64(w.a).unwrap()],
            );
            let expected = mcl::g1(&(p * w.scalar()).into_affine()).unwrap();
            assert!(normal(&got) == normal(&expected));
        }
        // φ is [λ] on G1 (the pair of constants belongs together).
        let p = G1Affine::generator();
        let lambda = mcl::g1(&(p * G1Config::LAMBDA).into_affine()).unwrap();
        assert!(normal(&endo(&mcl::g1(&p).unwrap()).unwrap()) == normal(&lambda));
    }
}
