use humanid_proof::{
    EMPTY_LEAF, Field, Identity, MAX_TREE_DEPTH, empty_subtree_hash, external_nullifier,
    hash_to_field, identity_commitment, nullifier_hash, poseidon2, signal_hash,
};
use semaphore_rs::poseidon_tree::LazyPoseidonTree;
use semaphore_rs::protocol::generate_nullifier_hash;

use crate::fixtures::APP_ID;

fn f(s: &str) -> Field {
    Field::parse(s).unwrap()
}

/// semaphore-rs's own `hash_to_field`, as the independent reference.
fn reference(bytes: &[u8]) -> Field {
    Field::try_from(semaphore_rs::hash_to_field(bytes)).unwrap()
}

#[test]
fn signal_hash_matches_the_contract_vectors() {
    assert_eq!(
        signal_hash(""),
        f("0x00c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a4")
    );
    assert_eq!(
        signal_hash("test_signal"),
        f("0x00c1636e0a961a3045054c4d61374422c31a95846b8442f0927ad2ff1d6112ed")
    );
    let hello = f("0x001c8aff950685c2ed4bc3174f3472287b56d9517b9c948127319a09a7a36dea");
    assert_eq!(signal_hash("hello"), hello);
    assert_eq!(signal_hash("0x68656c6c6f"), hello);
    assert_eq!(signal_hash("0x68656C6C6F"), hello);
}

#[test]
fn external_nullifier_matches_the_contract_vector() {
    assert_eq!(
        external_nullifier(APP_ID, "vote"),
        f("0x00a632253cd99b3abfcb56a8b4b618aa8619e046bdfd512fc7d73f5f8ebd7aba")
    );
}

#[test]
fn poseidon_of_one_and_two_matches_circomlib() {
    assert_eq!(
        poseidon2(Field::from(1), Field::from(2)),
        f("0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189a")
    );
}

#[test]
fn hash_to_field_agrees_with_semaphore_rs() {
    for input in [&b""[..], b"a", b"hello", &[0xff; 100], &[0u8; 32]] {
        assert_eq!(hash_to_field(input), reference(input));
        // The top byte is always zero: the value fits the field with room to spare.
        assert_eq!(hash_to_field(input).to_be_bytes()[0], 0);
    }
}

#[test]
fn signal_hash_decodes_only_0x_even_length_hex() {
    assert_eq!(signal_hash("0x"), reference(b""));
    assert_eq!(
        signal_hash("0xdeadbeef"),
        reference(&[0xde, 0xad, 0xbe, 0xef])
    );
    // Odd length, bad digits or another prefix: hashed as text.
    for text in [
        "0x123",
        "0xzz",
        "0X68656c6c6f",
        "68656c6c6f",
        "hello world",
        "ünïcødé",
    ] {
        assert_eq!(signal_hash(text), reference(text.as_bytes()), "{text}");
    }
}

#[test]
fn external_nullifier_is_abi_encode_packed_of_app_hash_and_action() {
    for (app, action) in [(APP_ID, "vote"), ("app_staging_x", ""), ("a", "0x1234")] {
        let mut packed = semaphore_rs::hash_to_field(app.as_bytes())
            .to_be_bytes::<32>()
            .to_vec();
        packed.extend_from_slice(action.as_bytes());
        assert_eq!(external_nullifier(app, action), reference(&packed));
    }
}

#[test]
fn identity_helpers_agree_with_semaphore_rs() {
    let id = Identity::from_secret(&mut b"wallet secret".to_vec(), None);
    assert_eq!(identity_commitment(&id).as_u256(), id.commitment());
    let ext = external_nullifier(APP_ID, "vote");
    assert_eq!(
        nullifier_hash(&id, ext).as_u256(),
        generate_nullifier_hash(&id, ext.as_u256())
    );
    // The nullifier hash is Poseidon(external_nullifier, identity nullifier).
    let id_nullifier = Field::try_from(id.nullifier).unwrap();
    assert_eq!(nullifier_hash(&id, ext), poseidon2(ext, id_nullifier));
}

#[test]
fn empty_subtrees_match_semaphore_rs_trees() {
    assert_eq!(EMPTY_LEAF, Field::ZERO);
    assert_eq!(empty_subtree_hash(0), Some(EMPTY_LEAF));
    assert_eq!(
        empty_subtree_hash(1),
        Some(poseidon2(EMPTY_LEAF, EMPTY_LEAF))
    );
    for depth in [1, 2, 16, 20, 30, MAX_TREE_DEPTH] {
        let tree = LazyPoseidonTree::new(depth, EMPTY_LEAF.as_u256());
        assert_eq!(empty_subtree_hash(depth).unwrap().as_u256(), tree.root());
    }
    assert_eq!(empty_subtree_hash(MAX_TREE_DEPTH + 1), None);
}

#[test]
fn poseidon2_is_the_node_hash_of_semaphore_rs_trees() {
    let leaf = f("0x1234");
    let tree = LazyPoseidonTree::new(4, EMPTY_LEAF.as_u256())
        .derived()
        .update(5, &leaf.as_u256());
    let mut node = leaf;
    for branch in tree.proof(5).0 {
        node = match branch {
            semaphore_rs::poseidon_tree::Branch::Left(sibling) => {
                poseidon2(node, Field::try_from(sibling).unwrap())
            }
            semaphore_rs::poseidon_tree::Branch::Right(sibling) => {
                poseidon2(Field::try_from(sibling).unwrap(), node)
            }
        };
    }
    assert_eq!(node.as_u256(), tree.root());
}
