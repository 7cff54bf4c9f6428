//! The checks of `POST /api/v1/verify/{app_id}`: their order, the app's environment,
//! root age, archived and inactive apps.

use humanid_core::registry::Environment;
use humanid_core::{AppId, TeamId};
use humanid_proof::Field;
use humanid_store::apps::AppPatch;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::proving::*;

fn v1(app_id: &str) -> String {
    format!("/api/v1/verify/{app_id}")
}

#[tokio::test]
async fn apps_accept_only_roots_of_their_own_environment() {
    let app = TestServer::new().depth16().spawn().await;
    let team_id = team(&app).await;
    let production = new_app(&app, &team_id, false, "cloud").await;
    let staging = new_app(&app, &team_id, true, "cloud").await;
    let prod_action = new_action(&app, &team_id, &production.id, "vote", 1).await;
    let staging_action = new_action(&app, &team_id, &staging.id, "vote", 1).await;
    let person = Person::new("both worlds");
    let (prod_set, staging_set) = (orb(Environment::Production), orb(Environment::Staging));
    // Different members, so the two trees have different roots.
    app.humanid
        .registry()
        .add(&prod_set, &[Field::from(77)])
        .await
        .unwrap();
    person.enrol(&app, &prod_set).await;
    person.enrol(&app, &staging_set).await;

    let cases = [
        (
            &production,
            &prod_action,
            &staging_set,
            "invalid_merkle_root",
        ),
        (&staging, &staging_action, &prod_set, "invalid_merkle_root"),
        (&production, &prod_action, &prod_set, "ok"),
        (&staging, &staging_action, &staging_set, "ok"),
    ];
    for (target, action, set, expected) in cases {
        let body = person.prove(&app, set, action, "x").await;
        let answer = post(&app, &v1(&target.id), &body).await;
        let got = if answer.0 == StatusCode::OK {
            "ok"
        } else {
            code(&answer).1
        };
        assert_eq!(
            got, expected,
            "{} with a {:?} root",
            target.id, set.environment
        );
    }
}

#[tokio::test]
async fn max_age_bounds_how_old_a_root_may_be() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 0, false).await;
    let body = s.person.prove(&app, &s.key, &s.action, "hello").await;
    for bad in [3599, 604_801, 0, -1] {
        let answer = post(&app, &v1(&s.app.id), &with(&body, "max_age", json!(bad))).await;
        assert_eq!(code(&answer), (StatusCode::BAD_REQUEST, "invalid"), "{bad}");
        assert_eq!(answer.1["attribute"], "max_age");
    }
    // Every root became current two hours ago.
    humanid_store::with_pool!(app.humanid.store(), p => sqlx::query(
        "UPDATE roots SET created_at = created_at - 7200000000",
    )
    .execute(p)
    .await
    .map(|r| r.rows_affected()))
    .unwrap();
    let strict = with(&body, "max_age", json!(3600));
    let answer = post(&app, &v1(&s.app.id), &strict).await;
    assert_eq!(answer.0, StatusCode::OK, "the current root never expires");
    // Someone else joins: the proof's root is no longer current and is two hours old.
    app.humanid
        .registry()
        .add(&s.key, &[Field::from(5)])
        .await
        .unwrap();
    let answer = post(&app, &v1(&s.app.id), &strict).await;
    assert_eq!(code(&answer), (StatusCode::BAD_REQUEST, "root_too_old"));
    let answer = post(&app, &v1(&s.app.id), &with(&body, "max_age", json!(7100))).await;
    assert_eq!(code(&answer), (StatusCode::BAD_REQUEST, "root_too_old"));
    let answer = post(&app, &v1(&s.app.id), &with(&body, "max_age", json!(7300))).await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    let answer = post(&app, &v1(&s.app.id), &body).await;
    assert_eq!(answer.0, StatusCode::OK, "default max_age is 7 days");
}

#[tokio::test]
async fn refusals_come_in_the_contract_order() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 1, false).await;
    let good = s.person.prove(&app, &s.key, &s.action, "hello").await;
    let on_chain = new_app(&app, &s.team_id, false, "on-chain").await;
    let chain_action = new_action(&app, &s.team_id, &on_chain.id, "vote", 1).await;
    app.set_action_status(&s.team_id, &chain_action.id, "inactive")
        .await;
    app.set_action_status(&s.team_id, &s.action.id, "inactive")
        .await;
    let overflow = "0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001";
    let bad = json!({
        "action": "nope", "signal": "", "proof": "0x12", "merkle_root": overflow,
        "nullifier_hash": "zz", "credential_type": "iris",
    });
    let vote = with(&bad, "action", json!("vote"));
    let unknown_app = "app_0123456789abcdef0123456789abcdef";
    let cases = [
        (
            unknown_app,
            &bad,
            StatusCode::NOT_FOUND,
            "not_found",
            Value::Null,
        ),
        (
            on_chain.id.as_str(),
            &bad,
            StatusCode::BAD_REQUEST,
            "invalid_action",
            json!("action"),
        ),
        (
            on_chain.id.as_str(),
            &vote,
            StatusCode::BAD_REQUEST,
            "invalid_engine",
            json!("engine"),
        ),
        (
            s.app.id.as_str(),
            &vote,
            StatusCode::BAD_REQUEST,
            "action_inactive",
            json!("status"),
        ),
    ];
    for (app_id, req, status, expected, attribute) in cases {
        let answer = post(&app, &v1(app_id), req).await;
        assert_eq!(code(&answer), (status, expected), "{app_id} {req}");
        assert_eq!(answer.1["attribute"], attribute, "{app_id} {req}");
    }
    app.set_action_status(&s.team_id, &s.action.id, "active")
        .await;
    // Each step mends the field just refused; the next answer is the next check's.
    let steps = [
        ("invalid", "credential_type", json!("orb")),
        ("invalid_format", "proof", good["proof"].clone()),
        ("invalid_format", "merkle_root", json!("0x1")),
        (
            "invalid_format",
            "nullifier_hash",
            good["nullifier_hash"].clone(),
        ),
        (
            "invalid_merkle_root",
            "merkle_root",
            good["merkle_root"].clone(),
        ),
        ("invalid_proof", "signal", json!("hello")),
    ];
    let mut req = vote;
    for (expected, field, mended) in steps {
        let answer = post(&app, &v1(&s.app.id), &req).await;
        assert_eq!(code(&answer), (StatusCode::BAD_REQUEST, expected), "{req}");
        if expected != "invalid_proof" {
            assert_eq!(answer.1["attribute"], field, "{req}");
        }
        req = with(&req, field, mended);
    }
    assert_eq!(post(&app, &v1(&s.app.id), &req).await.0, StatusCode::OK);
}

/// Sets the scene's app to `status`, as the operator does.
async fn set_status(app: &TestApp, s: &Scene, status: humanid_store::Status) {
    let patch = AppPatch {
        status: Some(status),
        ..AppPatch::default()
    };
    let (team, id) = (TeamId::stored(&s.team_id), AppId::stored(&s.app.id));
    app.humanid
        .update_app(&humanid_core::audit::Actor::Operator, &team, &id, patch)
        .await
        .unwrap();
}

#[tokio::test]
async fn archived_and_inactive_apps_are_not_found() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 1, false).await;
    let body = s.person.prove(&app, &s.key, &s.action, "hello").await;
    set_status(&app, &s, humanid_store::Status::Inactive).await;
    let answer = post(&app, &v1(&s.app.id), &body).await;
    assert_eq!(code(&answer), (StatusCode::NOT_FOUND, "not_found"));
    set_status(&app, &s, humanid_store::Status::Active).await;
    app.archive_as_operator(&s.team_id, &s.app.id).await;
    let answer = post(&app, &v1(&s.app.id), &body).await;
    assert_eq!(code(&answer), (StatusCode::NOT_FOUND, "not_found"));
}
