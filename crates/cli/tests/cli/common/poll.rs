//! A poll made directly on a database the servers will use: an app "Poll" whose action
//! "vote" allows a number of uses, people enrolled in the production orb set, and one
//! verify body per person with that person's proof.

use humanid_core::audit::Actor;
use humanid_core::portal::{NewAction, NewApp};
use humanid_core::registry::{Environment, MAX_BATCH, SetKey};
use humanid_core::{AppId, TeamId};
use humanid_proof::{Field, Identity, Proof, identity_commitment, nullifier_hash, signal_hash};
use serde_json::Value;

/// The poll's app id, and one verify body (signal `signal`) per person of `people`.
pub async fn poll_on(
    database_url: &str,
    max_verifications: i64,
    people: usize,
    signal: &str,
) -> (String, Vec<Value>) {
    let (humanid, store) = super::service_on(database_url, "http://127.0.0.1:8080").await;
    let team = humanid.bootstrap_team("Pollsters").await.unwrap().team_id;
    let new_app = NewApp::cloud("Poll");
    let app = humanid
        .create_app(&Actor::Operator, &TeamId::stored(&team), new_app)
        .await
        .unwrap();
    let new_action = NewAction::new(AppId::stored(&app.id), "vote", "Vote", max_verifications);
    let action = humanid
        .create_action(&Actor::Operator, &TeamId::stored(&team), new_action)
        .await
        .unwrap();
    let key = SetKey::new("orb", Environment::Production).unwrap();
    let identities: Vec<Identity> = (0..people)
        .map(|i| Identity::from_secret(&mut format!("{signal} person {i}").into_bytes(), None))
        .collect();
    let commitments: Vec<Field> = identities.iter().map(identity_commitment).collect();
    for batch in commitments.chunks(MAX_BATCH) {
        humanid.registry().add(&key, batch).await.unwrap();
    }
    let mut paths = Vec::new();
    for commitment in &commitments {
        let inclusion = humanid
            .registry()
            .inclusion_proof(&key, commitment)
            .await
            .unwrap();
        let merkle: semaphore_rs::poseidon_tree::Proof =
            serde_json::from_value(serde_json::to_value(&inclusion.proof).unwrap()).unwrap();
        paths.push((merkle, inclusion.root));
    }
    store.close().await;
    let external = Field::parse(&action.external_nullifier).unwrap();
    let jobs: Vec<_> = identities.iter().zip(&paths).collect();
    let bodies = super::on_both_cores(&jobs, |(identity, (merkle, root))| {
        let proof = semaphore_rs::protocol::generate_proof(
            identity,
            merkle,
            external.as_u256(),
            signal_hash(signal).as_u256(),
        )
        .unwrap();
        let proof = Proof::try_from(proof).unwrap().to_abi_hex();
        let nullifier = nullifier_hash(identity, external);
        super::verify_body("vote", signal, proof, *root, nullifier)
    });
    (app.id, bodies)
}
