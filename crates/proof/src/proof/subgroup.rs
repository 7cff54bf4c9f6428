//! Membership of G2 (the order-r subgroup of the twist) by the test of Dai, Lin, Zhao
//! and Zhou (eprint 2022/348, §3 and §5.1), as gnark-crypto ships it for BN254:
//!
//!   Q ∈ G2  ⇔  [x+1]Q + ψ([x]Q) + ψ²([x]Q) = ψ³([2x]Q)
//!
//! with x the curve's 63-bit seed and ψ the untwist-Frobenius-twist endomorphism. It
//! costs one 63-bit scalar multiplication, where arkworks' own test
//! (`ψ(Q) = [6x²]Q`, eprint 2022/352) costs a 127-bit one: it is the costliest step of
//! decoding a proof, done once per verification. The tests check it against arkworks'
//! test on points inside and outside the subgroup.

use ark_bn254::{Config, G2Affine, G2Projective};
use ark_ec::bn::BnConfig;
use ark_ec::{AdditiveGroup, AffineRepr, PrimeGroup};
use ark_ff::Field as _;

/// ψ on Jacobian coordinates: (X, Y, Z) ↦ (X^p·c_x, Y^p·c_y, Z^p), which is the affine
/// map (x, y) ↦ (x^p·c_x, y^p·c_y) since x = X/Z² and y = Y/Z³.
fn psi(p: &G2Projective) -> G2Projective {
    let mut out = *p;
    out.x.frobenius_map_in_place(1);
    out.x *= Config::TWIST_MUL_BY_Q_X;
    out.y.frobenius_map_in_place(1);
    out.y *= Config::TWIST_MUL_BY_Q_Y;
    out.z.frobenius_map_in_place(1);
    out
}

/// Whether an on-curve point of the twist lies in G2.
pub(super) fn in_g2(q: &G2Affine) -> bool {
    // BN254's seed x is positive (`X_IS_NEGATIVE` is false), so [x]Q needs no negation.
    const { assert!(!Config::X_IS_NEGATIVE) };
    let q = q.into_group();
    let xq = q.mul_bigint(Config::X);
    let psi_xq = psi(&xq);
    let psi2_xq = psi(&psi_xq);
    let left = xq + q + psi_xq + psi2_xq;
    let right = psi(&psi2_xq).double();
    left == right
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use ark_bn254::{Fq2, Fr};
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
