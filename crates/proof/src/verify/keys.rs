//! The Semaphore ceremony verifying keys, as shipped by semaphore-rs.
//!
//! `build.rs` copies the verifying-key prefix of semaphore-rs's own
//! `assets/{depth}/semaphore.arkzkey` files into `OUT_DIR` (semaphore-rs 0.6.0
//! has no public accessor for them). Deserialisation here validates every
//! point, so a corrupted file is an error, not a silently wrong key.

use ark_bn254::{Bn254, G2Affine};
use ark_ec::{AffineRepr, CurveGroup};
use ark_groth16::VerifyingKey;
use ark_serialize::CanonicalDeserialize;
use mcl_rust::{G1, G2, GT};

use super::VerifyError;
use crate::mcl;

/// Tree depths with a ceremony key, in the order of [`EMBEDDED`].
pub const SUPPORTED_DEPTHS: [usize; 3] = [16, 20, 30];

const EMBEDDED: [&[u8]; 3] = [
    include_bytes!(concat!(env!("OUT_DIR"), "/semaphore_vk_16.bin")),
    include_bytes!(concat!(env!("OUT_DIR"), "/semaphore_vk_20.bin")),
    include_bytes!(concat!(env!("OUT_DIR"), "/semaphore_vk_30.bin")),
];

/// Semaphore has four public inputs, so five `gamma_abc_g1` points.
const PUBLIC_INPUTS: usize = 4;

/// A verifying key in the form the batch equation pairs against (mcl points).
pub(super) struct PreparedKey {
    /// `gamma_abc_g1`: IC_0 and one point per public input.
    pub(super) ic: Vec<G1>,
    pub(super) neg_gamma: G2,
    pub(super) neg_delta: G2,
    /// -alpha and beta: a batch pairs (Σr·(-alpha), beta) in its multi-pair loop.
    pub(super) neg_alpha: G1,
    pub(super) beta: G2,
    /// e(alpha, beta), which a proof checked alone is compared with.
    pub(super) alpha_beta: GT,
}

impl PreparedKey {
    fn new(depth: usize, vk: &VerifyingKey<Bn254>) -> Result<Self, VerifyError> {
        let neg = |p: G2Affine| mcl::g2(&(-p.into_group()).into_affine());
        let key = (|| {
            let (alpha, beta) = (mcl::g1(&vk.alpha_g1)?, mcl::g2(&vk.beta_g2)?);
            let mut alpha_beta = GT::zero();
            mcl_rust::pairing(&mut alpha_beta, &alpha, &beta);
            Some(Self {
                ic: vk.gamma_abc_g1.iter().map(mcl::g1).collect::<Option<_>>()?,
                neg_gamma: neg(vk.gamma_g2)?,
                neg_delta: neg(vk.delta_g2)?,
                neg_alpha: mcl::g1(&(-vk.alpha_g1.into_group()).into_affine())?,
                beta,
                alpha_beta,
            })
        })();
        key.ok_or(VerifyError::InvalidKey(depth))
    }
}

pub(super) fn load_all() -> Result<Vec<(usize, PreparedKey)>, VerifyError> {
    SUPPORTED_DEPTHS
        .iter()
        .zip(EMBEDDED)
        .map(|(&depth, bytes)| Ok((depth, PreparedKey::new(depth, &parse(depth, bytes)?)?)))
        .collect()
}

fn parse(depth: usize, bytes: &[u8]) -> Result<VerifyingKey<Bn254>, VerifyError> {
    let mut reader = bytes;
    let vk = VerifyingKey::<Bn254>::deserialize_compressed(&mut reader)
        .map_err(|_| VerifyError::InvalidKey(depth))?;
    if !reader.is_empty() || vk.gamma_abc_g1.len() != PUBLIC_INPUTS + 1 {
        return Err(VerifyError::InvalidKey(depth));
    }
    Ok(vk)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn every_embedded_key_parses_with_four_public_inputs() {
        for (depth, bytes) in SUPPORTED_DEPTHS.iter().zip(EMBEDDED) {
            let vk = parse(*depth, bytes).unwrap();
            assert_eq!(vk.gamma_abc_g1.len(), 5);
        }
    }

    #[test]
    fn keys_differ_per_depth() {
        let deltas: Vec<_> = SUPPORTED_DEPTHS
            .iter()
            .zip(EMBEDDED)
            .map(|(d, b)| parse(*d, b).unwrap().delta_g2)
            .collect();
        assert_ne!(deltas[0], deltas[1]);
        assert_ne!(deltas[1], deltas[2]);
    }
}
