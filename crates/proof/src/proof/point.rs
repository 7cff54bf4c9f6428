//! ABI coordinates <-> validated curve points.

use ark_bn254::{Fq, Fq2, G1Affine, G2Affine};
use ark_ec::AffineRepr;
use ark_ff::{BigInt, PrimeField, Zero};
use ruint::aliases::U256;

use super::error::{Point, ProofError};

/// Base field modulus `q` of BN254 (coordinates), as opposed to the scalar field `r`.
const BASE_MODULUS: U256 = U256::from_limbs(<Fq as PrimeField>::MODULUS.0);

/// Maps coordinate `index` of the ABI array to an `Fq`, rejecting values `>= q`
/// instead of silently reducing them (which would make proofs malleable).
pub(super) fn fq(coords: &[U256; 8], index: usize) -> Result<Fq, ProofError> {
    let value = coords[index];
    if value >= BASE_MODULUS {
        return Err(ProofError::CoordinateOutOfRange(index));
    }
    Fq::from_bigint(BigInt(value.into_limbs())).ok_or(ProofError::CoordinateOutOfRange(index))
}

pub(super) fn to_u256(value: Fq) -> U256 {
    U256::from_limbs(value.into_bigint().0)
}

/// G1 from (x, y). `(0, 0)` is how Ethereum encodes infinity; a Groth16 proof
/// point is never legitimately there, so it is refused by name.
pub(super) fn g1(x: Fq, y: Fq, point: Point) -> Result<G1Affine, ProofError> {
    if x.is_zero() && y.is_zero() {
        return Err(ProofError::PointAtInfinity(point));
    }
    let p = G1Affine::new_unchecked(x, y);
    if !p.is_on_curve() {
        return Err(ProofError::NotOnCurve(point));
    }
    // G1 of BN254 has cofactor 1, but the check is cheap and states the intent.
    if !p.is_in_correct_subgroup_assuming_on_curve() {
        return Err(ProofError::NotInSubgroup(point));
    }
    Ok(p)
}

/// G2 from x = (c0, c1), y = (c0, c1). G2 has a large cofactor, so the
/// subgroup check is what stops small-subgroup forgeries.
pub(super) fn g2(x: Fq2, y: Fq2) -> Result<G2Affine, ProofError> {
    if x.is_zero() && y.is_zero() {
        return Err(ProofError::PointAtInfinity(Point::B));
    }
    let p = G2Affine::new_unchecked(x, y);
    if !p.is_on_curve() {
        return Err(ProofError::NotOnCurve(Point::B));
    }
    if !super::subgroup::in_g2(&p) {
        return Err(ProofError::NotInSubgroup(Point::B));
    }
    Ok(p)
}

pub(super) fn g1_coords(p: &G1Affine) -> [U256; 2] {
    match p.xy() {
        Some((x, y)) => [to_u256(x), to_u256(y)],
        None => [U256::ZERO; 2],
    }
}

/// `[x.c1, x.c0, y.c1, y.c0]`: the EVM precompile order, c1 first.
pub(super) fn g2_coords(p: &G2Affine) -> [U256; 4] {
    match p.xy() {
        Some((x, y)) => [to_u256(x.c1), to_u256(x.c0), to_u256(y.c1), to_u256(y.c0)],
        None => [U256::ZERO; 4],
    }
}
