//! Real proofs by one member of a tree, for as many different signals as asked, and
//! semaphore-rs's own verdict on a proof. Shared by the verify bench, the proof tests and
//! the core crate's batch verifier tests, which include this file by path.

use humanid_proof::{
    Field, Identity, Proof, PublicInputs, external_nullifier, identity_commitment, nullifier_hash,
    signal_hash,
};
use semaphore_rs::poseidon_tree::LazyPoseidonTree;

/// `n` proofs of action `action` by the member with secret `secret` at leaf 3 of a tree
/// of `depth`, one for each signal `signal 0`, `signal 1`, ….
pub fn one_member_proofs(
    depth: usize,
    secret: &str,
    action: &str,
    n: usize,
) -> Vec<(Proof, PublicInputs)> {
    let id = Identity::from_secret(&mut secret.as_bytes().to_vec(), None);
    let tree = LazyPoseidonTree::new(depth, Field::ZERO.as_u256())
        .derived()
        .update(3, &identity_commitment(&id).as_u256());
    let path = tree.proof(3);
    let root = Field::try_from(tree.root()).unwrap();
    let external = external_nullifier("app_0123456789abcdef0123456789abcdef", action);
    (0..n)
        .map(|k| {
            let signal = signal_hash(&format!("signal {k}"));
            let proof = semaphore_rs::protocol::generate_proof(
                &id,
                &path,
                external.as_u256(),
                signal.as_u256(),
            )
            .unwrap();
            let inputs = PublicInputs {
                root,
                nullifier_hash: nullifier_hash(&id, external),
                signal_hash: signal,
                external_nullifier: external,
            };
            (Proof::try_from(proof).unwrap(), inputs)
        })
        .collect()
}

/// What semaphore-rs's own verifier says about `proof` and `inputs` at `depth`.
pub fn semaphore_verdict(depth: usize, proof: &Proof, inputs: &PublicInputs) -> bool {
    semaphore_rs::protocol::verify_proof(
        inputs.root.as_u256(),
        inputs.nullifier_hash.as_u256(),
        inputs.signal_hash.as_u256(),
        inputs.external_nullifier.as_u256(),
        &proof.into(),
        depth,
    )
    .unwrap()
}
