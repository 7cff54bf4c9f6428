//! Batch verification by a random linear combination.
//!
//! Each proof i must satisfy e(A_i, B_i) = e(alpha, beta) e(IC_i, gamma) e(C_i, delta).
//! With random r_i the product of all of them, moved to one side, is
//!
//!   prod e(r_i A_i, B_i) * e(sum(r_i) alpha, -beta) * e(sum(r_i IC_i), -gamma)
//!     * e(sum(r_i C_i), -delta) == 1
//!
//! computed with one multi-Miller loop and ONE final exponentiation. A bad
//! proof survives only if the r_i happen to cancel it: probability about 2^-128.

use ark_bn254::{Bn254, Fr, G1Affine, G1Projective};
use ark_ec::pairing::Pairing;
use ark_ec::{AffineRepr, CurveGroup, VariableBaseMSM};
use ark_ff::One;
use rand::Rng;
use rayon::prelude::*;

use super::PublicInputs;
use super::keys::PreparedKey;
use crate::proof::Proof;

type G2Prepared = <Bn254 as Pairing>::G2Prepared;

/// Whether the whole batch verifies. `rng` must be a CSPRNG: a prover who can
/// predict the r_i can craft proofs that cancel out.
pub(super) fn holds(
    key: &PreparedKey,
    items: &[(Proof, PublicInputs)],
    rng: &mut impl Rng,
) -> bool {
    let vk = &key.pvk.vk;
    // 128-bit scalars are enough for soundness and halve the scalar-mult cost.
    let r: Vec<Fr> = items
        .iter()
        .map(|_| Fr::from(rng.r#gen::<u128>().max(1)))
        .collect();
    let r_sum: Fr = r.iter().sum();

    // sum_i r_i IC_i = (sum r_i) IC_0 + sum_j (sum_i r_i x_ij) IC_j
    let mut ic_scalars = [Fr::from(0u64); 5];
    ic_scalars[0] = r_sum;
    for (r_i, (_, inputs)) in r.iter().zip(items) {
        for (slot, x) in ic_scalars[1..].iter_mut().zip(inputs.to_fr()) {
            *slot += *r_i * x;
        }
    }
    let cs: Vec<G1Affine> = items.iter().map(|(p, _)| p.as_ark().c).collect();
    // The three sums a batch pays once run beside the per-proof work (a G1 scalar
    // multiplication, a G2 line precomputation), which rayon spreads over every CPU, as
    // arkworks spreads the Miller loop: run first and alone, they left a CPU idle.
    let (sums, (mut g1, mut g2)): (_, (Vec<G1Projective>, Vec<G2Prepared>)) = rayon::join(
        || {
            let ic = G1Projective::msm(&vk.gamma_abc_g1, &ic_scalars).ok()?;
            let c = G1Projective::msm(&cs, &r).ok()?;
            Some([vk.alpha_g1.into_group() * r_sum, ic, c])
        },
        || {
            r.par_iter()
                .zip(items)
                .map(|(r_i, (p, _))| (p.as_ark().a * r_i, G2Prepared::from(p.as_ark().b)))
                .unzip()
        },
    );
    let Some(sums) = sums else {
        return false;
    };
    g1.extend(sums);
    let g1 = G1Projective::normalize_batch(&g1);

    g2.extend([
        key.neg_beta_g2.clone(),
        key.pvk.gamma_g2_neg_pc.clone(),
        key.pvk.delta_g2_neg_pc.clone(),
    ]);

    Bn254::final_exponentiation(Bn254::multi_miller_loop(g1, g2)).is_some_and(|out| out.0.is_one())
}
