//! The pairing arithmetic of verification, on herumi's mcl (`mcl_rust`): its BN254
//! ("SNARK") Miller loop, final exponentiation and G1 multiplication cost about half
//! of arkworks' on this hardware (see README, "The hot paths"). Decoding and the
//! on-curve checks stay in arkworks (`crate::proof`); G2's subgroup check runs here
//! (`crate::proof::subgroup`).

use std::sync::LazyLock;

use ark_bn254::{Fq, Fr as ArkFr, G1Affine, G2Affine};
use ark_ec::AffineRepr;
use ark_ff::{BigInteger, PrimeField};
use mcl_rust::{CurveType, Fp, Fp2, Fr, G1, G2};

/// mcl keeps the curve's parameters in process-wide state, set once before any use.
static READY: LazyLock<bool> = LazyLock::new(|| mcl_rust::init(CurveType::SNARK));

/// Whether mcl is set up for BN254; every conversion below checks it first.
pub(crate) fn ready() -> bool {
    *READY
}

pub(crate) fn fp(x: &Fq) -> Option<Fp> {
    let mut out = Fp::zero();
    out.set_little_endian(&x.into_bigint().to_bytes_le())
        .then_some(out)
}

pub(crate) fn fp2(c0: &Fq, c1: &Fq) -> Option<Fp2> {
    if !ready() {
        return None;
    }
    Some(Fp2 {
        d: [fp(c0)?, fp(c1)?],
    })
}

/// An affine arkworks point, not at infinity, as an mcl point (z = 1).
pub(crate) fn g1(p: &G1Affine) -> Option<G1> {
    if !ready() || p.is_zero() {
        return None;
    }
    Some(G1 {
        x: fp(&p.x)?,
        y: fp(&p.y)?,
        z: Fp::from_int(1),
    })
}

pub(crate) fn g2(p: &G2Affine) -> Option<G2> {
    if !ready() || p.is_zero() {
        return None;
    }
    Some(G2 {
        x: fp2(&p.x.c0, &p.x.c1)?,
        y: fp2(&p.y.c0, &p.y.c1)?,
        z: Fp2 {
            d: [Fp::from_int(1), Fp::zero()],
        },
    })
}

pub(crate) fn fr(x: &ArkFr) -> Option<Fr> {
    let mut out = Fr::zero();
    (ready() && out.set_little_endian(&x.into_bigint().to_bytes_le())).then_some(out)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use ark_bn254::{Bn254, G1Projective, G2Projective};
    use ark_ec::pairing::Pairing;
    use ark_ec::{CurveGroup, PrimeGroup};
    use mcl_rust::GT;

    fn pairing_is_one(pairs: &[(G1Affine, G2Affine)]) -> bool {
        let mut acc = GT::from_int(1);
        for (p, q) in pairs {
            let mut f = GT::zero();
            mcl_rust::miller_loop(&mut f, &g1(p).unwrap(), &g2(q).unwrap());
            let prev = acc.clone();
            GT::mul(&mut acc, &prev, &f);
        }
        let mut out = GT::zero();
        mcl_rust::final_exp(&mut out, &acc);
        out.is_one()
    }

    #[test]
    fn converted_points_are_on_mcl_curves_and_pair_bilinearly() {
        let a = ArkFr::from(0x1234_5678_9abc_def0_u64);
        let p = (G1Projective::generator() * ArkFr::from(7u64)).into_affine();
        let q = (G2Projective::generator() * ArkFr::from(11u64)).into_affine();
        let (ap, aq) = ((p * a).into_affine(), (q * a).into_affine());
        assert!(g1(&p).unwrap().is_valid() && g2(&q).unwrap().is_valid());
        // e(aP, Q) e(-P, aQ) = 1, and not with Q in place of aQ.
        assert!(pairing_is_one(&[(ap, q), (-p, aq)]));
        assert!(!pairing_is_one(&[(ap, q), (-p, q)]));
        // Agrees with arkworks on the same question.
        let ark = Bn254::multi_pairing([ap, -p], [q, aq]);
        assert!(ark.0 == <Bn254 as Pairing>::TargetField::from(1u64));
    }

    #[test]
    fn scalars_convert_exactly() {
        let x = ArkFr::from(5u64);
        let mut m = G1::zero();
        let p = (G1Projective::generator()).into_affine();
        G1::mul(&mut m, &g1(&p).unwrap(), &fr(&x).unwrap());
        let mut expected = G1::zero();
        G1::normalize(&mut expected, &g1(&(p * x).into_affine()).unwrap());
        let mut got = G1::zero();
        G1::normalize(&mut got, &m);
        assert!(got == expected);
    }

    #[test]
    fn a_multi_pair_loop_is_the_product_of_one_loop_per_pair() {
        // 20 pairs: more than mcl's loop holds at once (16), so it goes round twice.
        let (ps, qs): (Vec<G1>, Vec<G2>) = (1..=20u64)
            .map(|k| {
                let p = (G1Projective::generator() * ArkFr::from(k)).into_affine();
                let q = (G2Projective::generator() * ArkFr::from(k * k + 3)).into_affine();
                (g1(&p).unwrap(), g2(&q).unwrap())
            })
            .unzip();
        let mut product = GT::from_int(1);
        for (p, q) in ps.iter().zip(&qs) {
            let mut f = GT::zero();
            mcl_rust::miller_loop(&mut f, p, q);
            let prev = product.clone();
            GT::mul(&mut product, &prev, &f);
        }
        let mut together = GT::zero();
        mcl_rust::miller_loop_vec(&mut together, &ps, &qs);
        assert!(together == product);
        mcl_rust::miller_loop_vec(&mut together, &ps[..19], &qs[..19]);
        assert!(together != product);
        mcl_rust::miller_loop_vec(&mut together, &[], &[]);
        assert!(together.is_one());
    }
}
