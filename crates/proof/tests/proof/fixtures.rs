//! Real proofs made by semaphore-rs, generated once per process.

use std::sync::LazyLock;

use humanid_proof::{
    Field, Identity, Proof, PublicInputs, external_nullifier, identity_commitment, nullifier_hash,
    signal_hash,
};
use semaphore_rs::poseidon_tree::LazyPoseidonTree;

#[path = "../../benches/common/proofs.rs"]
#[allow(dead_code)]
mod proofs;
pub use proofs::semaphore_verdict;

pub const APP_ID: &str = "app_0123456789abcdef0123456789abcdef";
pub const DEPTHS: [usize; 3] = [16, 20, 30];
/// Proofs per depth: enough for batches with distinct members.
const PER_DEPTH: usize = 3;

pub struct Fixture {
    pub depth: usize,
    pub proof: Proof,
    pub semaphore: semaphore_rs::protocol::Proof,
    pub inputs: PublicInputs,
}

static FIXTURES: LazyLock<Vec<Fixture>> = LazyLock::new(|| {
    // One thread per depth: proving takes about a second each.
    std::thread::scope(|s| {
        let handles: Vec<_> = DEPTHS
            .iter()
            .map(|&depth| s.spawn(move || make_depth(depth)))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("proof generation panicked"))
            .collect()
    })
});

pub fn at(depth: usize) -> &'static [Fixture] {
    let start = FIXTURES.iter().position(|f| f.depth == depth).unwrap();
    &FIXTURES[start..start + PER_DEPTH]
}

pub fn all() -> &'static [Fixture] {
    &FIXTURES
}

fn make_depth(depth: usize) -> Vec<Fixture> {
    // Several members, so the provers' paths are not all-empty siblings.
    let identities: Vec<Identity> = (0..PER_DEPTH)
        .map(|k| Identity::from_secret(&mut format!("secret {depth} {k}").into_bytes(), None))
        .collect();
    let mut tree = LazyPoseidonTree::new(depth, Field::ZERO.as_u256()).derived();
    for (k, id) in identities.iter().enumerate() {
        tree = tree.update(2 * k + 1, &identity_commitment(id).as_u256());
    }
    let root = Field::try_from(tree.root()).unwrap();
    let ext = external_nullifier(APP_ID, "vote");
    identities
        .iter()
        .enumerate()
        .map(|(k, id)| {
            let signal = signal_hash(&format!("signal {k}"));
            let semaphore = semaphore_rs::protocol::generate_proof(
                id,
                &tree.proof(2 * k + 1),
                ext.as_u256(),
                signal.as_u256(),
            )
            .unwrap();
            Fixture {
                depth,
                proof: Proof::try_from(semaphore).unwrap(),
                semaphore,
                inputs: PublicInputs {
                    root,
                    nullifier_hash: nullifier_hash(id, ext),
                    signal_hash: signal,
                    external_nullifier: ext,
                },
            }
        })
        .collect()
}

/// `x + 1 mod r`: a different but still valid field element.
pub fn bump(x: Field) -> Field {
    let next = x.as_u256() + ruint::aliases::U256::from(1);
    Field::try_from(next).unwrap_or(Field::ZERO)
}
