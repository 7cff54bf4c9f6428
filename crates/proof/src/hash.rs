//! The hashes of the reference platform (docs/architecture.md, "Proofs") and the
//! Poseidon helpers that identity trees need.

use std::sync::LazyLock;

use semaphore_rs::identity::Identity;

use crate::field::Field;

/// Value of an unused leaf in a Semaphore identity tree.
pub const EMPTY_LEAF: Field = Field::ZERO;

/// Deepest tree for which [`empty_subtree_hash`] has a value.
pub const MAX_TREE_DEPTH: usize = 32;

/// `uint256(keccak256(bytes)) >> 8`; the shift makes any digest fit the field.
pub fn hash_to_field(bytes: &[u8]) -> Field {
    Field::from_canonical(semaphore_rs::hash_to_field(bytes))
}

/// Hash of a signal: `0x` + even-length hex is hashed as the bytes it encodes
/// (what wallets do with addresses and ABI-encoded data), anything else as UTF-8.
pub fn signal_hash(signal: &str) -> Field {
    match decode_hex_signal(signal) {
        Some(bytes) => hash_to_field(&bytes),
        None => hash_to_field(signal.as_bytes()),
    }
}

fn decode_hex_signal(signal: &str) -> Option<Vec<u8>> {
    // Only a lowercase `0x` prefix, as in viem's `isHex` used by the client kit.
    let digits = signal.strip_prefix("0x")?;
    hex::decode(digits).ok()
}

/// `hash_to_field(abi.encodePacked(uint256 hash_to_field(app_id), string action))`.
pub fn external_nullifier(app_id: &str, action: &str) -> Field {
    let mut packed = Vec::with_capacity(32 + action.len());
    packed.extend_from_slice(&hash_to_field(app_id.as_bytes()).to_be_bytes());
    packed.extend_from_slice(action.as_bytes());
    hash_to_field(&packed)
}

/// Poseidon hash of two field elements (circomlib parameters), the node hash of
/// identity trees.
pub fn poseidon2(left: Field, right: Field) -> Field {
    crate::poseidon::hash2(left, right)
}

/// The same hash as evaluated by `semaphore-rs-poseidon`: the oracle [`poseidon2`] is
/// tested against, its fallback, and the benches' "before".
pub fn poseidon2_reference(left: Field, right: Field) -> Field {
    // Cannot panic: the crate's output is below the modulus.
    Field::from_canonical(semaphore_rs_poseidon::poseidon::hash2(
        left.as_u256(),
        right.as_u256(),
    ))
}

/// The leaf a wallet's identity occupies in a credential tree.
pub fn identity_commitment(identity: &Identity) -> Field {
    Field::from_canonical(identity.commitment())
}

/// The nullifier hash a proof by `identity` for `external_nullifier` reveals.
pub fn nullifier_hash(identity: &Identity, external_nullifier: Field) -> Field {
    Field::from_canonical(semaphore_rs::protocol::generate_nullifier_hash(
        identity,
        external_nullifier.as_u256(),
    ))
}

static EMPTY_SUBTREES: LazyLock<[Field; MAX_TREE_DEPTH + 1]> = LazyLock::new(|| {
    let mut table = [EMPTY_LEAF; MAX_TREE_DEPTH + 1];
    for level in 1..table.len() {
        table[level] = poseidon2(table[level - 1], table[level - 1]);
    }
    table
});

/// Hash of an all-empty subtree of height `level`: level 0 is [`EMPTY_LEAF`],
/// level `d` is the root of an empty tree of depth `d`. `None` above
/// [`MAX_TREE_DEPTH`].
pub fn empty_subtree_hash(level: usize) -> Option<Field> {
    EMPTY_SUBTREES.get(level).copied()
}
