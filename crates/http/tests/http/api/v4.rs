//! `POST /api/v4/verify/{rp_id | app_id}` with real proofs, in the shape a 4.x client
//! kit's result has: first use, reuse on unlimited actions, limits that hold (also
//! against v2, which shares the record of uses), 4.0 items, replays across apps and
//! environments, and archived apps.

use humanid_core::registry::Environment;
use humanid_core::rp::rp_id;
use humanid_proof::{Field, external_nullifier, signal_hash};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::proving::{Person, Scene, code, new_action, new_app, orb, post, scene};

/// A proof body (as `Person::prove` makes it) as the kit's `protocol_version: "3.0"`
/// result carries it.
pub fn kit_result(v1: &Value, environment: &str) -> Value {
    json!({
        "protocol_version": "3.0",
        "nonce": "0x0012ab",
        "action": v1["action"],
        "environment": environment,
        "responses": [{
            "identifier": v1["credential_type"],
            "signal_hash": signal_hash(v1["signal"].as_str().unwrap()).to_hex(),
            "proof": v1["proof"],
            "merkle_root": v1["merkle_root"],
            "nullifier": v1["nullifier_hash"],
        }],
    })
}

/// A proof by the scene's person for `action` (which the app need not have yet).
async fn proof_for(app: &TestApp, s: &Scene, action: &str) -> Value {
    let external = external_nullifier(&s.app.id, action);
    s.person
        .prove_for(app, &s.key, action, external, "ballot")
        .await
}

fn environment(s: &Scene) -> &'static str {
    s.key.environment.as_str()
}

async fn verify(app: &TestApp, id: &str, body: &Value) -> (StatusCode, Value) {
    post(app, &format!("/api/v4/verify/{id}"), body).await
}

async fn uses(app: &TestApp, app_id: &str, action: &str, nullifier: &str) -> Option<i64> {
    let found = app.humanid.find_app_action(app_id, action, nullifier).await;
    found.unwrap().and_then(|a| a.uses)
}

#[tokio::test]
async fn a_result_verifies_at_the_rp_id_and_a_new_action_is_created_unlimited() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 1, true).await;
    let result = kit_result(&proof_for(&app, &s, "poll").await, environment(&s));
    let rp = rp_id(&s.app.id);

    let first = verify(&app, &rp, &result).await;
    assert_eq!(first.0, StatusCode::OK, "{}", first.1);
    let nullifier = result["responses"][0]["nullifier"].as_str().unwrap();
    assert_eq!(first.1["success"], true);
    assert_eq!(first.1["action"], "poll");
    assert_eq!(first.1["environment"], "staging");
    assert_eq!(
        first.1["nullifier"],
        Field::parse(nullifier).unwrap().to_hex()
    );
    assert_eq!(
        first.1["results"],
        json!([{"identifier": "orb", "success": true, "nullifier": first.1["nullifier"]}])
    );
    assert!(first.1["message"].as_str().unwrap().contains("first use"));
    let created = app.humanid.store().find_action(&s.app.id, "poll").await;
    let created = created.unwrap().unwrap();
    assert_eq!(
        (created.max_verifications, created.status.as_str()),
        (0, "active")
    );

    // Unlimited: a reuse is a 200 that says so, and the app id works as the path too.
    let again = verify(&app, &s.app.id, &result).await;
    assert_eq!(again.0, StatusCode::OK, "{}", again.1);
    assert!(again.1["message"].as_str().unwrap().contains("2 times"));
    assert_eq!(again.1["created_at"], first.1["created_at"]);
    let canonical = first.1["nullifier"].as_str().unwrap();
    assert_eq!(uses(&app, &s.app.id, "poll", canonical).await, Some(2));
}

#[tokio::test]
async fn v2_and_v4_share_one_record_of_uses_and_a_portal_limit_holds_on_both() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 1, true).await;
    let body = s.person.prove(&app, &s.key, &s.action, "ballot").await;
    let result = kit_result(&body, environment(&s));
    let rp = rp_id(&s.app.id);

    assert_eq!(verify(&app, &rp, &result).await.0, StatusCode::OK);
    let v2 = json!({
        "action": "vote",
        "signal_hash": result["responses"][0]["signal_hash"],
        "proof": body["proof"],
        "merkle_root": body["merkle_root"],
        "nullifier_hash": body["nullifier_hash"],
        "verification_level": "orb",
    });
    let v2_again = post(&app, &format!("/api/v2/verify/{}", s.app.id), &v2).await;
    assert_eq!(
        code(&v2_again),
        (StatusCode::BAD_REQUEST, "max_verifications_reached")
    );
    let refused = verify(&app, &rp, &result).await;
    assert_eq!(
        code(&refused),
        (StatusCode::BAD_REQUEST, "all_verifications_failed")
    );
    assert_eq!(refused.1["attribute"], "responses");
    assert_eq!(refused.1["results"][0]["code"], "max_verifications_reached");
    assert_eq!(refused.1["results"][0]["success"], false);
}

/// The limit is taken atomically: of many identical results at once, exactly as many
/// verify as the action allows.
async fn a_limit_holds_under_concurrent_results(app: TestApp) {
    let s = scene(&app, 2, true).await;
    let body = s.person.prove(&app, &s.key, &s.action, "ballot").await;
    let result = kit_result(&body, environment(&s));
    let url = app.at(&format!("/api/v4/verify/{}", rp_id(&s.app.id)));
    let calls: Vec<_> = (0..12)
        .map(|_| {
            let (client, url, result) = (app.client.clone(), url.clone(), result.clone());
            tokio::spawn(async move {
                client
                    .post(url)
                    .json(&result)
                    .send()
                    .await
                    .unwrap()
                    .status()
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for call in calls {
        statuses.push(call.await.unwrap());
    }
    let ok = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::BAD_REQUEST)
        .count();
    assert_eq!((ok, refused), (2, 10), "{statuses:?}");
    let nullifier = Field::parse(body["nullifier_hash"].as_str().unwrap()).unwrap();
    assert_eq!(
        uses(&app, &s.app.id, "vote", &nullifier.to_hex()).await,
        Some(2)
    );
}

#[tokio::test]
async fn a_limit_holds_under_concurrent_results_on_sqlite() {
    a_limit_holds_under_concurrent_results(TestServer::new().depth16().spawn().await).await;
}

#[tokio::test]
async fn a_limit_holds_under_concurrent_results_on_postgres() {
    a_limit_holds_under_concurrent_results(TestServer::new().depth16().postgres().spawn().await)
        .await;
}

#[tokio::test]
async fn a_refused_item_records_nothing_and_the_first_item_that_verifies_wins() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 0, true).await;
    let good = kit_result(&proof_for(&app, &s, "fresh").await, environment(&s));
    let item = good["responses"][0].clone();
    let mut wrong_signal = item.clone();
    wrong_signal["signal_hash"] = json!(signal_hash("another").to_hex());
    let native = json!({"identifier": "proof_of_human", "issuer_schema_id": 1,
        "proof": ["0x1", "0x2", "0x3", "0x4", "0x5"], "nullifier": "0x6", "expires_at_min": 0});
    let rp = rp_id(&s.app.id);

    let mut bad = good.clone();
    bad["responses"] = json!([wrong_signal, native]);
    let refused = verify(&app, &rp, &bad).await;
    assert_eq!(
        code(&refused),
        (StatusCode::BAD_REQUEST, "all_verifications_failed")
    );
    let codes: Vec<&str> = refused.1["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["invalid_proof", "world_id_4_not_available"]);
    // Nothing recorded: not even the action it named.
    let store = app.humanid.store();
    assert!(
        store
            .find_action(&s.app.id, "fresh")
            .await
            .unwrap()
            .is_none()
    );

    let mut mixed = good.clone();
    mixed["responses"] = json!([native, item]);
    let verified = verify(&app, &rp, &mixed).await;
    assert_eq!(verified.0, StatusCode::OK, "{}", verified.1);
    assert_eq!(verified.1["results"][0]["code"], "world_id_4_not_available");
    assert_eq!(verified.1["results"][1]["success"], true);
    assert!(
        verified.1["message"]
            .as_str()
            .unwrap()
            .contains("first use")
    );
}

#[tokio::test]
async fn a_result_replayed_at_another_app_or_in_another_environment_is_refused() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 0, true).await;
    let result = kit_result(&proof_for(&app, &s, "vote").await, "staging");
    let other = new_app(&app, &s.team_id, true, "cloud").await;
    let production = new_app(&app, &s.team_id, false, "cloud").await;

    let replayed = verify(&app, &rp_id(&other.id), &result).await;
    assert_eq!(
        replayed.1["results"][0]["code"], "invalid_proof",
        "{}",
        replayed.1
    );
    let at_production = verify(&app, &rp_id(&production.id), &result).await;
    assert_eq!(
        code(&at_production),
        (StatusCode::BAD_REQUEST, "invalid_environment")
    );
    assert_eq!(at_production.1["attribute"], "environment");
    for relabelled in ["production", "sandbox"] {
        let mut body = result.clone();
        body["environment"] = json!(relabelled);
        let answer = verify(&app, &rp_id(&s.app.id), &body).await;
        assert_eq!(
            code(&answer),
            (StatusCode::BAD_REQUEST, "invalid_environment")
        );
    }
    let mut unlabelled = result.clone();
    unlabelled.as_object_mut().unwrap().remove("environment");
    let answer = verify(&app, &rp_id(&s.app.id), &unlabelled).await;
    assert_eq!(
        code(&answer),
        (StatusCode::BAD_REQUEST, "invalid_environment"),
        "production by default"
    );

    // A production proof relabelled for the staging app: the environments differ.
    let person = Person::new("production person");
    person.enrol(&app, &orb(Environment::Production)).await;
    let action = new_action(&app, &s.team_id, &production.id, "vote", 0).await;
    let key = orb(Environment::Production);
    let body = person.prove(&app, &key, &action, "ballot").await;
    let mut prod = kit_result(&body, "production");
    assert_eq!(
        verify(&app, &rp_id(&production.id), &prod).await.0,
        StatusCode::OK
    );
    prod["environment"] = json!("staging");
    let answer = verify(&app, &rp_id(&s.app.id), &prod).await;
    // Its root is no root of the staging sets.
    assert_eq!(
        answer.1["results"][0]["code"], "invalid_merkle_root",
        "{}",
        answer.1
    );
    assert_eq!(
        code(&verify(&app, &rp_id(&production.id), &prod).await).1,
        "invalid_environment"
    );
}

#[tokio::test]
async fn unknown_ids_are_404_and_archived_apps_are_not_active() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 0, true).await;
    let result = kit_result(&proof_for(&app, &s, "vote").await, "staging");
    let unknown_app = format!("app_staging_{}", "0".repeat(32));
    for id in [
        "rp_0000000000000000",
        unknown_app.as_str(),
        "rp_xyz",
        "anything",
    ] {
        let answer = verify(&app, id, &result).await;
        assert_eq!(code(&answer), (StatusCode::NOT_FOUND, "not_found"), "{id}");
    }
    app.archive_as_operator(&s.team_id, &s.app.id).await;
    let answer = verify(&app, &rp_id(&s.app.id), &result).await;
    assert_eq!(code(&answer), (StatusCode::BAD_REQUEST, "rp_not_active"));
    let mut native_only = result.clone();
    native_only["responses"] = json!([{"identifier": "proof_of_human", "issuer_schema_id": 1,
        "proof": ["0x1"], "nullifier": "0x2", "expires_at_min": 0}]);
    let answer = verify(&app, &rp_id(&s.app.id), &native_only).await;
    assert_eq!(code(&answer), (StatusCode::BAD_REQUEST, "rp_not_active"));
    // The RP's status says so too.
    let status = app
        .get_json(&format!("/api/v4/rp-status/{}", rp_id(&s.app.id)))
        .await;
    assert_eq!(
        status,
        json!({"production_status": "unregistered", "staging_status": "deactivated"})
    );
}
