//! Credential sets over HTTP: operator writes, simulator enrolment, inclusion proofs that
//! a real Semaphore prover accepts.

use humanid_proof::{Field, Proof, PublicInputs, Verifier, hash_to_field};
use reqwest::StatusCode;
use semaphore_rs::identity::Identity;
use serde_json::{Value, json};

use crate::api::helpers::*;

async fn post(app: &TestApp, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
    let mut req = app.client.post(app.at(path)).json(&body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let res = req.send().await.unwrap();
    (res.status(), res.json().await.unwrap())
}

async fn get(app: &TestApp, path: &str) -> (StatusCode, Value) {
    let res = app.get(path).await;
    (res.status(), res.json().await.unwrap())
}

fn hex(n: u64) -> String {
    Field::from(n).to_hex()
}

/// `GET` the `kind` set's inclusion proof of `commitment`, in staging or production.
async fn inclusion_proof(
    app: &TestApp,
    kind: &str,
    commitment: &str,
    staging: bool,
) -> (StatusCode, Value) {
    let query = if staging { "?staging=true" } else { "" };
    let path = format!("/api/v1/credentials/{kind}/inclusion-proof/{commitment}{query}");
    get(app, &path).await
}

#[tokio::test]
async fn production_sets_need_the_operator_token() {
    let app = spawn_app().await;
    let path = "/api/v1/credentials/orb/identities";
    for token in [None, Some("wrong"), Some("op-tokenx"), Some("op-toke")] {
        let (status, body) = post(&app, path, token, json!({"identity_commitment": hex(1)})).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("unauthenticated")),
            "{token:?}"
        );
    }
    // Who is calling is decided before the body is read: without the token, a bad body
    // tells the caller nothing about its checks.
    let (status, body) = post(&app, path, None, json!({"identity": 1})).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("unauthenticated"))
    );
    let (status, body) = post(
        &app,
        path,
        Some(OPERATOR_TOKEN),
        json!({"identity_commitment": hex(1)}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["leaf_index"], 0);
    let (status, body) = post(
        &app,
        path,
        Some(OPERATOR_TOKEN),
        json!({"identity_commitments": [hex(2), hex(3)]}),
    )
    .await;
    assert_eq!(
        (status, body["leaf_indexes"].clone()),
        (StatusCode::OK, json!([1, 2]))
    );
    let (_, proof) = inclusion_proof(&app, "orb", &hex(3), false).await;
    assert_eq!(
        (proof["root"].clone(), proof["leaf_index"].clone()),
        (body["root"].clone(), json!(2))
    );
}

#[tokio::test]
async fn duplicates_bad_commitments_and_unknown_types_are_4xx() {
    let app = spawn_app().await;
    let path = "/api/v1/credentials/device/identities?staging=true";
    post(
        &app,
        path,
        Some(OPERATOR_TOKEN),
        json!({"identity_commitment": hex(9)}),
    )
    .await;
    let (status, body) = post(
        &app,
        path,
        Some(OPERATOR_TOKEN),
        json!({"identity_commitment": hex(9).to_uppercase().replace("0X", "")}),
    )
    .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("already_included"))
    );
    for bad in [
        json!({"identity_commitment": "0xzz"}),
        json!({"identity_commitment": format!("0x{}", "f".repeat(64))}),
    ] {
        let (status, body) = post(&app, path, Some(OPERATOR_TOKEN), bad).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (StatusCode::BAD_REQUEST, Some("invalid_format"))
        );
        assert_eq!(body["attribute"], "identity_commitment");
    }
    let (status, body) = post(
        &app,
        path,
        Some(OPERATOR_TOKEN),
        json!({"identity_commitment": 5}),
    )
    .await;
    assert_eq!(
        (status, body["attribute"].as_str()),
        (StatusCode::BAD_REQUEST, Some("identity_commitment"))
    );
    let (status, body) = post(&app, path, Some(OPERATOR_TOKEN), json!({})).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid"))
    );
    let (status, body) = post(
        &app,
        "/api/v1/credentials/retina/identities",
        Some(OPERATOR_TOKEN),
        json!({"identity_commitment": hex(1)}),
    )
    .await;
    assert_eq!(
        (status, body["attribute"].as_str()),
        (StatusCode::BAD_REQUEST, Some("credential_type"))
    );
    let (status, body) = inclusion_proof(&app, "device", &hex(404), true).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );
    let (status, body) = inclusion_proof(&app, "device", "nothex", true).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_format"))
    );
}

#[tokio::test]
async fn the_simulator_writes_staging_sets_only_and_is_rate_limited() {
    let app = spawn_app().await;
    let (status, body) = post(
        &app,
        "/api/v1/simulator/orb/identities",
        None,
        json!({"identity_commitment": hex(42)}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _) = inclusion_proof(&app, "orb", &hex(42), true).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = inclusion_proof(&app, "orb", &hex(42), false).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "production untouched");
    let mut limited = 0;
    for i in 0..40 {
        let (status, body) = post(
            &app,
            "/api/v1/simulator/orb/identities",
            None,
            json!({"identity_commitment": hex(100 + i)}),
        )
        .await;
        if status == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(body["code"], "rate_limited");
            limited += 1;
        }
    }
    assert!(
        limited > 0,
        "40 rapid enrolments from one address must hit the limit"
    );
}

#[tokio::test]
async fn sets_are_listed_with_depth_size_and_root() {
    let app = spawn_app().await;
    post(
        &app,
        "/api/v1/simulator/document/identities",
        None,
        json!({"identity_commitments": [hex(1), hex(2)]}),
    )
    .await;
    let (status, body) = get(&app, "/api/v1/credentials").await;
    assert_eq!(status, StatusCode::OK);
    // orb, device, document, secure_document and face, in production and staging.
    assert_eq!(body.as_array().unwrap().len(), 10);
    let doc = credential_set(&body, "document", "staging");
    assert_eq!(
        (doc["depth"].clone(), doc["size"].clone()),
        (json!(30), json!(2))
    );
    let orb = credential_set(&body, "orb", "production");
    assert_eq!(orb["size"], 0);
}

#[tokio::test]
async fn semaphore_rs_proves_membership_with_the_inclusion_proof() {
    let app = spawn_app().await;
    let identity = Identity::from_secret(b"walkthrough secret".to_vec().as_mut_slice(), None);
    let commitment = Field::try_from(identity.commitment()).unwrap();
    // Other people enrol before and after, so the path has real siblings.
    post(
        &app,
        "/api/v1/simulator/orb/identities",
        None,
        json!({"identity_commitments": [hex(11), hex(12), hex(13)]}),
    )
    .await;
    post(
        &app,
        "/api/v1/simulator/orb/identities",
        None,
        json!({"identity_commitment": commitment.to_hex()}),
    )
    .await;
    post(
        &app,
        "/api/v1/simulator/orb/identities",
        None,
        json!({"identity_commitment": hex(14)}),
    )
    .await;
    let (status, body) = inclusion_proof(&app, "orb", &commitment.to_string(), true).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let merkle: semaphore_rs::poseidon_tree::Proof =
        serde_json::from_value(body["proof"].clone()).unwrap();
    let root = Field::parse(body["root"].as_str().unwrap()).unwrap();
    let external = hash_to_field(b"app_x vote");
    let signal = hash_to_field(b"hello");
    let proof = semaphore_rs::protocol::generate_proof(
        &identity,
        &merkle,
        external.as_u256(),
        signal.as_u256(),
    )
    .unwrap();
    let nullifier = semaphore_rs::protocol::generate_nullifier_hash(&identity, external.as_u256());
    let inputs = PublicInputs {
        root,
        nullifier_hash: Field::try_from(nullifier).unwrap(),
        signal_hash: signal,
        external_nullifier: external,
    };
    let proof = Proof::try_from(proof).unwrap();
    assert!(
        Verifier::global()
            .unwrap()
            .verify(30, &proof, &inputs)
            .unwrap()
    );
    let (_, sets) = get(&app, "/api/v1/credentials").await;
    let orb = credential_set(&sets, "orb", "staging");
    assert_eq!(
        orb["root"],
        root.to_hex(),
        "the proof is against the current root"
    );
}
