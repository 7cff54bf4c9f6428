//! Groth16 verification of Semaphore proofs against the ceremony keys,
//! prepared once per process.

mod batch;
mod keys;
mod pieces;

use std::sync::LazyLock;

use ark_bn254::Fr;
use serde::{Deserialize, Serialize};

use crate::field::Field;
use crate::mcl;
use crate::proof::Proof;

use batch::Weight;
use keys::PreparedKey;
pub use keys::SUPPORTED_DEPTHS;

/// The circuit's public inputs, in circuit order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PublicInputs {
    pub root: Field,
    pub nullifier_hash: Field,
    pub signal_hash: Field,
    pub external_nullifier: Field,
}

impl PublicInputs {
    /// `[root, nullifier_hash, signal_hash, external_nullifier]`.
    pub fn to_array(&self) -> [Field; 4] {
        [
            self.root,
            self.nullifier_hash,
            self.signal_hash,
            self.external_nullifier,
        ]
    }

    fn to_fr(self) -> [Fr; 4] {
        self.to_array().map(Field::to_fr)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    #[error("tree depth {0} is not supported (supported: 16, 20, 30)")]
    UnsupportedDepth(usize),
    #[error("the embedded verifying key for depth {0} is invalid")]
    InvalidKey(usize),
    #[error("the pairing library (mcl) could not be set up for BN254")]
    PairingUnavailable,
}

impl VerifyError {
    /// Stable snake_case identifier.
    pub fn code(&self) -> &'static str {
        match self {
            Self::UnsupportedDepth(_) => "unsupported_depth",
            Self::InvalidKey(_) => "invalid_verifying_key",
            Self::PairingUnavailable => "pairing_unavailable",
        }
    }
}

/// Prepared verifying keys for every supported depth. Make it once (or use
/// [`Verifier::global`]) and share it.
pub struct Verifier {
    keys: Vec<(usize, PreparedKey)>,
}

static GLOBAL: LazyLock<Result<Verifier, VerifyError>> = LazyLock::new(Verifier::new);

impl Verifier {
    pub fn new() -> Result<Self, VerifyError> {
        if !mcl::ready() {
            return Err(VerifyError::PairingUnavailable);
        }
        Ok(Self {
            keys: keys::load_all()?,
        })
    }

    /// A process-wide verifier, built on first use.
    pub fn global() -> Result<&'static Self, VerifyError> {
        GLOBAL.as_ref().map_err(|e| *e)
    }

    pub fn supports(&self, depth: usize) -> bool {
        self.key(depth).is_ok()
    }

    /// `Ok(false)` means the proof does not verify; `Err` only for an unknown depth.
    pub fn verify(
        &self,
        depth: usize,
        proof: &Proof,
        inputs: &PublicInputs,
    ) -> Result<bool, VerifyError> {
        Ok(batch::holds_one(self.key(depth)?, proof, inputs))
    }

    /// Verifies many proofs of one depth with a single final exponentiation;
    /// the result says, per item and in order, whether it verifies.
    pub fn verify_batch(
        &self,
        depth: usize,
        items: &[(Proof, PublicInputs)],
    ) -> Result<Vec<bool>, VerifyError> {
        let key = self.key(depth)?;
        Ok(match items {
            [] => Vec::new(),
            // One proof: checked alone once (no second try when it fails).
            [(proof, inputs)] => vec![batch::holds_one(key, proof, inputs)],
            _ if batch::holds(key, items, &weights(items.len())) => vec![true; items.len()],
            // Some proof is bad: find out which, one by one.
            _ => items
                .iter()
                .map(|(p, x)| batch::holds_one(key, p, x))
                .collect(),
        })
    }

    /// Whether every proof verifies, by the batch equation alone (no singling out).
    pub fn batch_holds(
        &self,
        depth: usize,
        items: &[(Proof, PublicInputs)],
    ) -> Result<bool, VerifyError> {
        let key = self.key(depth)?;
        Ok(batch::holds(key, items, &weights(items.len())))
    }

    fn key(&self, depth: usize) -> Result<&PreparedKey, VerifyError> {
        self.keys
            .iter()
            .find(|(d, _)| *d == depth)
            .map(|(_, key)| key)
            .ok_or(VerifyError::UnsupportedDepth(depth))
    }
}

/// A freshly drawn weight for each of `n` items.
fn weights(n: usize) -> Vec<Weight> {
    (0..n).map(|_| Weight::draw()).collect()
}
