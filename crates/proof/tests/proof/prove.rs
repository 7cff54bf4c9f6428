//! `humanid_proof::prove` makes proofs our verifier accepts, from a path in our serde form.

use humanid_proof::{
    Branch, Field, Identity, ProveError, PublicInputs, Verifier, external_nullifier,
    identity_commitment, nullifier_hash, prove, signal_hash,
};
use semaphore_rs::poseidon_tree::LazyPoseidonTree;

use crate::fixtures::APP_ID;

fn path_of(tree: &LazyPoseidonTree, index: usize) -> Vec<Branch> {
    let json = serde_json::to_value(tree.proof(index)).unwrap();
    serde_json::from_value(json).unwrap()
}

#[test]
fn a_proof_from_prove_verifies_and_binds_its_inputs() {
    let mut secret = b"prove test".to_vec();
    let identity = Identity::from_secret(&mut secret, None);
    let leaf = identity_commitment(&identity).as_u256();
    let tree = LazyPoseidonTree::new(16, Default::default())
        .update(0, &Default::default())
        .update(1, &leaf);
    let root = Field::try_from(tree.root()).unwrap();
    let external = external_nullifier(APP_ID, "vote");
    let proof = prove(&identity, &path_of(&tree, 1), external, signal_hash("hi")).unwrap();

    let inputs = PublicInputs {
        root,
        nullifier_hash: nullifier_hash(&identity, external),
        signal_hash: signal_hash("hi"),
        external_nullifier: external,
    };
    assert!(
        Verifier::global()
            .unwrap()
            .verify(16, &proof, &inputs)
            .unwrap()
    );
    let other_signal = PublicInputs {
        signal_hash: signal_hash("bye"),
        ..inputs
    };
    assert!(
        !Verifier::global()
            .unwrap()
            .verify(16, &proof, &other_signal)
            .unwrap()
    );
}

#[test]
fn a_path_of_an_unsupported_length_is_refused_before_proving() {
    let mut secret = b"short".to_vec();
    let identity = Identity::from_secret(&mut secret, None);
    let path = vec![Branch::Left(Field::from(1u64)); 5];
    let err = prove(&identity, &path, Field::from(2u64), Field::from(3u64)).unwrap_err();
    assert_eq!(err, ProveError::UnsupportedDepth(5));
}
