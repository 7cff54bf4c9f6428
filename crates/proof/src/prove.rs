//! Making a Semaphore proof (the wallet's half): used by the command-line wallet and by
//! the server's "Sign in with the simulator". Proving keys load lazily inside
//! `semaphore-rs`, on the first proof of each depth, so a verifier-only process never
//! pays for them.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{Field, Identity, Proof, SUPPORTED_DEPTHS};

/// One step of a Merkle inclusion path, leaf to root, in `semaphore-rs`'s serde form:
/// `{"Left": sibling}` when the node is a left child, `{"Right": sibling}` otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Branch {
    Left(Field),
    Right(Field),
}

impl Branch {
    pub fn sibling(&self) -> Field {
        match self {
            Branch::Left(s) | Branch::Right(s) => *s,
        }
    }
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ProveError {
    #[error("an inclusion path of length {0} matches no supported tree depth (16, 20, 30)")]
    UnsupportedDepth(usize),
    #[error("proving failed: {0}")]
    Failed(String),
}

/// Proves that `identity` sits at the end of `path` and reveals its nullifier for
/// `external_nullifier`, bound to `signal_hash`. Takes about a second at depth 30.
pub fn prove(
    identity: &Identity,
    path: &[Branch],
    external_nullifier: Field,
    signal_hash: Field,
) -> Result<Proof, ProveError> {
    if !SUPPORTED_DEPTHS.contains(&path.len()) {
        return Err(ProveError::UnsupportedDepth(path.len()));
    }
    // The type is an alias of a struct from a crate we do not depend on directly; its
    // serde form is the same as ours, so convert through that.
    let merkle: semaphore_rs::poseidon_tree::Proof = serde_json::to_value(path)
        .and_then(serde_json::from_value)
        .map_err(|e| ProveError::Failed(format!("inclusion path: {e}")))?;
    let proof = semaphore_rs::protocol::generate_proof(
        identity,
        &merkle,
        external_nullifier.as_u256(),
        signal_hash.as_u256(),
    )
    .map_err(|e| ProveError::Failed(e.to_string()))?;
    Proof::try_from(proof).map_err(|e| ProveError::Failed(e.to_string()))
}
