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
use crate::mcl;
use crate::proof::Proof;

/// A proof's random weight r = a + b·λ, its halves drawn from a CSPRNG (`thread_rng`)
/// when the proof is queued: a prover who could predict it could craft proofs that
/// cancel out.
#[derive(Clone, Copy, Debug)]
pub struct Weight {
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
    pub fn draw() -> Self {
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

    /// The term of `proof` under this weight; None only if mcl is unusable.
    pub fn term(self, proof: &Proof) -> Option<Term> {
        let ark = proof.as_ark();
        let a = mcl::g1(&ark.a)?;
        let mut ra = G1::zero();
        G1::mul_vec(&mut ra, &[endo(&a)?, a], &[fr64(self.b)?, fr64(self.a)?]);
        Some(Term(miller_loop(&ra, &mcl::g2(&ark.b)?)))
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

/// A proof's own term of the batch equation, the Miller loop of (r_i A_i, B_i). It needs
/// no key, so it can be computed while the proof waits for its batch.
#[derive(Clone, Debug)]
pub struct Term(GT);

/// Whether the whole batch verifies, each item with its weight; `term(i)` gives item
/// i's term (computed now, or earlier). The once-paid pairs and e(α, β)^Σr run beside
/// the terms, which rayon spreads over every CPU: run first and alone, they left a CPU
/// idle (and the power, run after the final exponentiation, left one idle at the end).
pub(super) fn holds(
    key: &PreparedKey,
    items: &[(Proof, PublicInputs, Weight)],
    term: impl Fn(usize) -> Option<Term> + Sync,
) -> bool {
    let r_sum: ArkFr = items.iter().map(|(_, _, w)| w.scalar()).sum();
    let (fixed, terms) = rayon::join(
        || {
            let mut right = GT::zero();
            GT::pow(&mut right, &key.alpha_beta, &mcl::fr(&r_sum)?);
            Some((fixed_pairs(key, items, r_sum)?, right))
        },
        || {
            (0..items.len())
                .into_par_iter()
                .map(|i| term(i).map(|t| t.0))
                .try_reduce(|| GT::from_int(1), |a, b| Some(mul(&a, &b)))
        },
    );
    let (Some((fixed, right)), Some(terms)) = (fixed, terms) else {
        return false;
    };
    let mut left = GT::zero();
    mcl_rust::final_exp(&mut left, &mul(&fixed, &terms));
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
    // sum_i r_i IC_i = (sum r_i) IC_0 + sum_j (sum_i r_i x_ij) IC_j
    let mut ic_scalars = [ArkFr::from(0u64); 5];
    ic_scalars[0] = r_sum;
    for (_, inputs, w) in items {
        let r = w.scalar();
        for (slot, x) in ic_scalars[1..].iter_mut().zip(inputs.to_fr()) {
            *slot += r * x;
        }
    }
    let ic_scalars: Vec<Fr> = ic_scalars.iter().map(mcl::fr).collect::<Option<_>>()?;
    // sum_i r_i C_i = sum_i a_i C_i + φ(sum_i b_i C_i): two sums with 64-bit scalars.
    let cs: Vec<G1> = items
        .iter()
        .map(|(p, _, _)| mcl::g1(&p.as_ark().c))
        .collect::<Option<_>>()?;
    let halves = |half: fn(&Weight) -> u64| -> Option<Vec<Fr>> {
        items.iter().map(|(_, _, w)| fr64(half(w))).collect()
    };
    let (mut ic, mut ca, mut cb) = (G1::zero(), G1::zero(), G1::zero());
    G1::mul_vec(&mut ic, &key.ic, &ic_scalars);
    G1::mul_vec(&mut ca, &cs, &halves(|w| w.a)?);
    G1::mul_vec(&mut cb, &cs, &halves(|w| w.b)?);
    let c = &ca + &endo(&cb)?;
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
