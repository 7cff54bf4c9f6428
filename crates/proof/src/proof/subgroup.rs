//! Membership of G2 (the order-r subgroup of the twist) by the test of Dai, Lin, Zhao
//! and Zhou (eprint 2022/348, §3 and §5.1), as gnark-crypto ships it for BN254:
//!
//!   Q ∈ G2  ⇔  [x+1]Q + ψ([x]Q) + ψ²([x]Q) = ψ³([2x]Q)
//!
//! with x the curve's 63-bit seed and ψ the untwist-Frobenius-twist endomorphism. It
//! costs one 63-bit scalar multiplication, where arkworks' own test
//! (`ψ(Q) = [6x²]Q`, eprint 2022/352) costs a 127-bit one. It is the costliest step of
//! decoding a proof, done once per verification, so it runs on mcl's field arithmetic
//! (parsing a proof: 79 → 36 µs here), by plain double-and-add: mcl's own scalar
//! multiplication splits larger scalars by the GLV endomorphism, which is [k]Q only for
//! Q already in G2 — the very thing in question (seen here: it disagrees with
//! double-and-add off G2 for k = 2^64 - 1). The tests check it against arkworks' test
//! on points inside and outside the subgroup.

use std::sync::LazyLock;

use ark_bn254::{Config, G2Affine};
use ark_ec::bn::BnConfig;
use mcl_rust::{Fp, Fp2, G2};

use crate::mcl;

/// ψ's constants (x ↦ x^p·c_x, y ↦ y^p·c_y), as mcl elements; None if mcl is unusable.
static PSI: LazyLock<Option<(Fp2, Fp2)>> = LazyLock::new(|| {
    let (cx, cy) = (Config::TWIST_MUL_BY_Q_X, Config::TWIST_MUL_BY_Q_Y);
    Some((mcl::fp2(&cx.c0, &cx.c1)?, mcl::fp2(&cy.c0, &cy.c1)?))
});

/// a^p in Fp2 = Fp[u]/(u² + 1): the conjugate.
fn frobenius(a: &Fp2) -> Fp2 {
    let mut out = a.clone();
    Fp::neg(&mut out.d[1], &a.d[1]);
    out
}

/// ψ on Jacobian (or projective) coordinates: (X, Y, Z) ↦ (X^p·c_x, Y^p·c_y, Z^p), which
/// is the affine map (x, y) ↦ (x^p·c_x, y^p·c_y) since the Frobenius is a field
/// automorphism and the constants scale affine coordinates.
fn psi(p: &G2, (cx, cy): &(Fp2, Fp2)) -> G2 {
    let mut out = G2::zero();
    Fp2::mul(&mut out.x, &frobenius(&p.x), cx);
    Fp2::mul(&mut out.y, &frobenius(&p.y), cy);
    out.z = frobenius(&p.z);
    out
}

/// [k]q by double-and-add from the top bit: valid for any point of the curve.
fn times(q: &G2, k: u64) -> G2 {
    let mut acc = G2::zero();
    for bit in (0..64 - k.leading_zeros()).rev() {
        let prev = acc.clone();
        G2::dbl(&mut acc, &prev);
        if k >> bit & 1 == 1 {
            acc = &acc + q;
        }
    }
    acc
}

/// Whether an on-curve point of the twist lies in G2.
pub(super) fn in_g2(q: &G2Affine) -> bool {
    // BN254's seed x is positive (`X_IS_NEGATIVE` is false) and fits in one limb.
    const { assert!(!Config::X_IS_NEGATIVE && Config::X.len() == 1) };
    let (Some(psi_c), Some(q)) = (PSI.as_ref(), mcl::g2(q)) else {
        // mcl could not be set up (verification will report it): arkworks' own test.
        return q.is_in_correct_subgroup_assuming_on_curve();
    };
    let xq = times(&q, Config::X[0]);
    let psi_xq = psi(&xq, psi_c);
    let psi2_xq = psi(&psi_xq, psi_c);
    let left = &(&(&xq + &q) + &psi_xq) + &psi2_xq;
    let psi3_xq = psi(&psi2_xq, psi_c);
    let mut right = G2::zero();
    G2::dbl(&mut right, &psi3_xq);
    left == right
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use ark_bn254::{Fq2, Fr, G2Projective};
    use ark_ec::{AffineRepr, PrimeGroup};
    use ark_ff::UniformRand;

    #[test]
    fn agrees_with_arkworks_inside_the_subgroup() {
        let mut rng = rand::thread_rng();
        assert!(in_g2(&G2Affine::generator()));
        for _ in 0..100 {
            let q: G2Affine = (G2Projective::generator() * Fr::rand(&mut rng)).into();
            assert!(q.is_in_correct_subgroup_assuming_on_curve());
            assert!(in_g2(&q));
        }
    }

    #[test]
    fn agrees_with_arkworks_outside_the_subgroup() {
        let mut rng = rand::thread_rng();
        let mut outside = 0;
        while outside < 100 {
            // A random point of the twist: almost surely not in G2 (the cofactor is ~2^254).
            let Some(q) = G2Affine::get_point_from_x_unchecked(Fq2::rand(&mut rng), true) else {
                continue;
            };
            assert!(q.is_on_curve());
            let theirs = q.is_in_correct_subgroup_assuming_on_curve();
            assert_eq!(in_g2(&q), theirs);
            outside += usize::from(!theirs);
        }
        // And their multiples by a random scalar stay outside, as both tests agree.
        let q = loop {
            if let Some(q) = G2Affine::get_point_from_x_unchecked(Fq2::rand(&mut rng), false) {
                break q;
            }
        };
        let k = Fr::rand(&mut rng);
        let qk: G2Affine = (q * k).into();
        assert_eq!(in_g2(&qk), qk.is_in_correct_subgroup_assuming_on_curve());
    }

    #[test]
    fn a_subgroup_point_plus_a_point_outside_is_outside() {
        let mut rng = rand::thread_rng();
        let inside: G2Affine = (G2Projective::generator() * Fr::rand(&mut rng)).into();
        let outside = loop {
            if let Some(q) = G2Affine::get_point_from_x_unchecked(Fq2::rand(&mut rng), true)
                && !q.is_in_correct_subgroup_assuming_on_curve()
            {
                break q;
            }
        };
        let mixed: G2Affine = (inside.into_group() + outside).into();
        assert!(!mixed.is_in_correct_subgroup_assuming_on_curve());
        assert!(!in_g2(&mixed));
    }
}
