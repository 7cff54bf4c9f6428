//! Pure Semaphore proof handling for humanid: field elements, the hashes of the
//! reference platform (docs/architecture.md, "Proofs"), strict proof decoding and Groth16
//! verification with prepared keys. No I/O happens here.

pub mod field;
pub mod hash;
mod hexnum;
mod mcl;
mod poseidon;
pub mod proof;
pub mod prove;
pub mod verify;

pub use field::{Field, FieldError};
pub use hash::{
    EMPTY_LEAF, MAX_TREE_DEPTH, empty_subtree_hash, external_nullifier, hash_to_field,
    identity_commitment, nullifier_hash, poseidon2, poseidon2_reference, signal_hash,
};
pub use proof::{Point, Proof, ProofError};
pub use prove::{Branch, ProveError, prove};
pub use semaphore_rs::identity::Identity;
pub use verify::{PublicInputs, SUPPORTED_DEPTHS, Verifier, VerifyError};
