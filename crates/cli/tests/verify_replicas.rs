//! Verify against real `humanid serve` processes: two replicas on one PostgreSQL
//! database never count a use twice, and an acknowledged use survives `kill -9`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::path::Path;

use common::Running;
use humanid_core::portal::{NewAction, NewApp};
use humanid_core::registry::{Environment, SetKey};
use humanid_core::secrets::MasterSecret;
use humanid_core::{Humanid, Settings};
use humanid_proof::{Field, Identity, Proof, identity_commitment, nullifier_hash, signal_hash};
use humanid_store::{Store, test_support};
use serde_json::{Value, json};

const SECRET: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
const REQUESTS: usize = 50;

/// A `humanid serve` on PostgreSQL, sharing the master secret with the other replicas.
fn start_replica(database_url: &str, data_dir: &Path) -> Running {
    let args = [
        "--tree-depth",
        "16",
        "--secret",
        SECRET,
        "--database-url",
        database_url,
    ];
    common::serve_on(data_dir, &args)
}

/// An app with an action allowing `max` uses, one enrolled person, and a verify body
/// with that person's proof; made directly on the database the servers will use.
async fn prepare(database_url: &str, max: i64) -> (String, Value) {
    let store = Store::connect(database_url).await.unwrap();
    let settings = Settings {
        tree_depth: 16,
        tree_dir: None,
        ..Settings::local("http://127.0.0.1:8080")
    };
    let humanid = Humanid::open(store.clone(), &MasterSecret::generate(), settings)
        .await
        .unwrap();
    let team = humanid.bootstrap_team("Replicas").await.unwrap().team_id;
    let new_app = NewApp {
        name: "Poll".into(),
        engine: "cloud".into(),
        is_staging: false,
        logo_url: String::new(),
    };
    let app = humanid
        .create_app(&humanid_core::audit::Actor::Operator, &team, new_app)
        .await
        .unwrap();
    let new_action = NewAction {
        app_id: app.id.clone(),
        action: Some("vote".into()),
        name: "Vote".into(),
        description: String::new(),
        max_verifications: max,
    };
    let action = humanid
        .create_action(&humanid_core::audit::Actor::Operator, &team, new_action)
        .await
        .unwrap();
    let identity = Identity::from_secret(&mut b"replica person".to_vec(), None);
    let key = SetKey::new("orb", Environment::Production).unwrap();
    let commitment = identity_commitment(&identity);
    humanid.registry().add(&key, &[commitment]).await.unwrap();
    let inclusion = humanid
        .registry()
        .inclusion_proof(&key, &commitment)
        .await
        .unwrap();
    let merkle: semaphore_rs::poseidon_tree::Proof =
        serde_json::from_value(serde_json::to_value(&inclusion.proof).unwrap()).unwrap();
    let external = Field::parse(&action.external_nullifier).unwrap();
    let proof = semaphore_rs::protocol::generate_proof(
        &identity,
        &merkle,
        external.as_u256(),
        signal_hash("replicas").as_u256(),
    )
    .unwrap();
    store.close().await;
    let body = json!({
        "action": "vote",
        "signal": "replicas",
        "proof": Proof::try_from(proof).unwrap().to_abi_hex(),
        "merkle_root": inclusion.root.to_hex(),
        "nullifier_hash": nullifier_hash(&identity, external).to_hex(),
        "credential_type": "orb",
    });
    (app.id, body)
}

async fn post(url: &str, body: &Value) -> (u16, Value) {
    let res = reqwest::Client::new()
        .post(url)
        .json(body)
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

async fn can_user_verify(server: &Running, app_id: &str, body: &Value) -> Value {
    let precheck = json!({"action": "vote", "nullifier_hash": body["nullifier_hash"]});
    let url = format!("{}/api/v1/precheck/{app_id}", server.url);
    let (status, out) = post(&url, &precheck).await;
    assert_eq!(status, 200, "{out}");
    out["can_user_verify"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_replicas_on_postgres_accept_exactly_max_verifications_of_50_concurrent_requests() {
    let database_url = test_support::fresh_postgres_url().await;
    let (app_id, body) = prepare(&database_url, 3).await;
    let dirs = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let replicas = [
        start_replica(&database_url, dirs.0.path()),
        start_replica(&database_url, dirs.1.path()),
    ];
    let calls: Vec<_> = (0..REQUESTS)
        .map(|i| {
            let url = format!("{}/api/v1/verify/{app_id}", replicas[i % 2].url);
            let body = body.clone();
            tokio::spawn(async move { post(&url, &body).await })
        })
        .collect();
    let mut uses = Vec::new();
    let mut refused = Vec::new();
    for call in calls {
        match call.await.unwrap() {
            (200, out) => uses.push(out["uses"].as_i64().unwrap()),
            (status, out) => refused.push(format!("{status} {}", out["code"])),
        }
    }
    uses.sort();
    assert_eq!(uses, vec![1, 2, 3]);
    assert_eq!(refused.len(), REQUESTS - 3);
    assert!(
        refused
            .iter()
            .all(|r| r == "400 \"max_verifications_reached\""),
        "{refused:?}"
    );
    for replica in &replicas {
        assert_eq!(can_user_verify(replica, &app_id, &body).await, "no");
    }
}

#[tokio::test]
async fn an_acknowledged_verification_survives_kill_dash_nine() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let database_url = format!("sqlite://{}", data.join("humanid.db").display());
    let (app_id, body) = prepare(&database_url, 1).await;

    let server = start_replica(&database_url, &data);
    let verify = format!("{}/api/v1/verify/{app_id}", server.url);
    let (status, out) = post(&verify, &body).await;
    assert_eq!(status, 200, "{out}");
    server.crash();

    let server = start_replica(&database_url, &data);
    assert_eq!(can_user_verify(&server, &app_id, &body).await, "no");
    let verify = format!("{}/api/v1/verify/{app_id}", server.url);
    let (status, out) = post(&verify, &body).await;
    assert_eq!(
        (status, &out["code"]),
        (400, &json!("max_verifications_reached"))
    );
}
