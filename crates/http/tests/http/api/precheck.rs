//! `POST /api/v1/precheck/{app_id}`: app and action metadata, can_user_verify, CORS.

use humanid_core::AppId;
use humanid_core::app_review::Review;
use humanid_core::ids;
use humanid_proof::{Field, external_nullifier};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::proving::*;

fn path(app_id: &str) -> String {
    format!("/api/v1/precheck/{app_id}")
}

async fn can_user_verify(app: &TestApp, app_id: &str, body: Value) -> String {
    let (status, out) = post(app, &path(app_id), &body).await;
    assert_eq!(status, StatusCode::OK, "{out}");
    out["can_user_verify"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn precheck_describes_the_app_and_by_default_its_sign_in_action() {
    let (app, _, made) = spawn_with_app(true, "cloud").await;
    let (status, out) = post(&app, &path(&made.id), &json!({})).await;
    assert_eq!(status, StatusCode::OK, "{out}");
    assert_eq!(
        out,
        json!({
            "__typename": "app",
            "id": made.id,
            "engine": "cloud",
            "is_staging": true,
            "is_verified": false,
            "name": "Poll",
            "verified_app_logo": "",
            "is_sign_in": true,
            "sign_in_with_service_id": true,
            "can_user_verify": "yes",
            "action": {
                "name": "Sign in",
                "action": "",
                "description": "",
                "max_verifications": 0,
                "max_accounts_per_user": 1,
                "external_nullifier": external_nullifier(&made.id, "").to_hex(),
                "status": "active",
                "__typename": "action",
            },
        })
    );
}

#[tokio::test]
async fn precheck_of_an_action_and_a_verified_app_with_its_logo() {
    let (app, team_id, made) = spawn_with_app(false, "cloud").await;
    let action = new_action(&app, &team_id, &made.id, "vote", 2).await;
    let logo = Some("https://rp.example/logo.png".into());
    app.humanid
        .review_app(&AppId::stored(&made.id), Review::Verify { logo })
        .await
        .unwrap();
    let (status, out) = post(&app, &path(&made.id), &json!({"action": "vote"})).await;
    assert_eq!(status, StatusCode::OK, "{out}");
    assert_eq!(
        (&out["is_verified"], &out["verified_app_logo"]),
        (&json!(true), &json!("https://rp.example/logo.png"))
    );
    assert_eq!(
        (&out["is_sign_in"], &out["sign_in_with_service_id"]),
        (&json!(false), &json!(false))
    );
    assert_eq!(out["action"]["action"], "vote");
    assert_eq!(out["action"]["description"], "vote, described");
    assert_eq!(out["action"]["max_verifications"], 2);
    assert_eq!(
        out["action"]["external_nullifier"],
        json!(action.external_nullifier)
    );
    assert_eq!(out["can_user_verify"], "undetermined");
}

#[tokio::test]
async fn can_user_verify_follows_the_persons_uses_whatever_the_nullifier_spelling() {
    let (app, team_id, made) = spawn_with_app(false, "cloud").await;
    let limited = new_action(&app, &team_id, &made.id, "vote", 2).await;
    let unlimited = new_action(&app, &team_id, &made.id, "like", 0).await;
    let nullifier = Field::from(0xabc_u64).to_hex();
    let spellings = [
        nullifier.clone(),
        "0xABC".to_owned(),
        "abc".to_owned(),
        format!("0x0{}", "0".repeat(60) + "abc"),
        nullifier[2..].to_uppercase(),
    ];
    let ask = |action: &str, n: &str| json!({"action": action, "nullifier_hash": n});
    assert_eq!(
        can_user_verify(&app, &made.id, json!({"action": "vote"})).await,
        "undetermined"
    );
    assert_eq!(
        can_user_verify(&app, &made.id, ask("vote", "")).await,
        "undetermined"
    );
    assert_eq!(
        can_user_verify(&app, &made.id, ask("vote", "0xabc")).await,
        "yes"
    );
    let store = app.humanid.store();
    for _ in 0..2 {
        store
            .record_nullifier_use(&ids::nullifier_id(), &limited.id, &nullifier, 2)
            .await
            .unwrap()
            .unwrap();
        store
            .record_nullifier_use(&ids::nullifier_id(), &unlimited.id, &nullifier, 0)
            .await
            .unwrap()
            .unwrap();
    }
    for spelling in &spellings {
        assert_eq!(
            can_user_verify(&app, &made.id, ask("vote", spelling)).await,
            "no",
            "{spelling}"
        );
        assert_eq!(
            can_user_verify(&app, &made.id, ask("like", spelling)).await,
            "yes",
            "{spelling}"
        );
    }
    assert_eq!(
        can_user_verify(&app, &made.id, ask("vote", "0xabd")).await,
        "yes",
        "someone else"
    );
    assert_eq!(
        can_user_verify(&app, &made.id, ask("", spellings[1].as_str())).await,
        "yes",
        "sign-in"
    );
}

#[tokio::test]
async fn on_chain_apps_can_only_verify_on_chain() {
    let (app, team_id, made) = spawn_with_app(false, "on-chain").await;
    new_action(&app, &team_id, &made.id, "vote", 1).await;
    for body in [
        json!({}),
        json!({"action": "vote"}),
        json!({"action": "vote", "nullifier_hash": "0x1"}),
    ] {
        assert_eq!(can_user_verify(&app, &made.id, body).await, "on-chain");
    }
}

#[tokio::test]
async fn the_deprecated_external_nullifier_names_the_action() {
    let (app, team_id, made) = spawn_with_app(false, "cloud").await;
    let action = new_action(&app, &team_id, &made.id, "vote", 1).await;
    let spelled = action.external_nullifier[2..].to_uppercase();
    let (status, out) = post(
        &app,
        &path(&made.id),
        &json!({"external_nullifier": spelled}),
    )
    .await;
    assert_eq!(
        (status, &out["action"]["action"]),
        (StatusCode::OK, &json!("vote")),
        "{out}"
    );
    // `action` wins when both are sent.
    let both = json!({"action": "", "external_nullifier": action.external_nullifier});
    let (_, out) = post(&app, &path(&made.id), &both).await;
    assert_eq!(
        out["action"]["action"], "vote",
        "an empty action is no action"
    );
    let both = json!({"action": "vote", "external_nullifier": "0x1234"});
    let (_, out) = post(&app, &path(&made.id), &both).await;
    assert_eq!(out["action"]["action"], "vote");
    // An external nullifier of another app names nothing here.
    let other = external_nullifier("app_0123456789abcdef0123456789abcdef", "vote").to_hex();
    let answer = post(&app, &path(&made.id), &json!({"external_nullifier": other})).await;
    assert_eq!(code(&answer), (StatusCode::BAD_REQUEST, "required"));
    assert_eq!(answer.1["attribute"], "action");
    let answer = post(
        &app,
        &path(&made.id),
        &json!({"external_nullifier": "0xnope"}),
    )
    .await;
    assert_eq!(code(&answer), (StatusCode::BAD_REQUEST, "invalid_format"));
    assert_eq!(answer.1["attribute"], "external_nullifier");
    let rows = app.humanid.store().list_actions(&made.id).await.unwrap();
    assert_eq!(rows.len(), 2, "precheck never creates actions");
}

#[tokio::test]
async fn unknown_apps_unknown_actions_and_inactive_actions_are_refused() {
    let (app, team_id, made) = spawn_with_app(false, "cloud").await;
    let action = new_action(&app, &team_id, &made.id, "vote", 1).await;
    let gone = new_app(&app, &team_id, false, "cloud").await;
    app.archive_as_operator(&team_id, &gone.id).await;
    app.set_action_status(&team_id, &action.id, "inactive")
        .await;
    let cases = [
        (
            "app_0123456789abcdef0123456789abcdef",
            json!({}),
            StatusCode::NOT_FOUND,
            "not_found",
            Value::Null,
        ),
        (
            gone.id.as_str(),
            json!({}),
            StatusCode::NOT_FOUND,
            "not_found",
            Value::Null,
        ),
        (
            made.id.as_str(),
            json!({"action": "nope"}),
            StatusCode::BAD_REQUEST,
            "required",
            json!("action"),
        ),
        (
            made.id.as_str(),
            json!({"action": "vote"}),
            StatusCode::BAD_REQUEST,
            "action_inactive",
            json!("status"),
        ),
        (
            made.id.as_str(),
            json!({"nullifier_hash": "0xzz"}),
            StatusCode::BAD_REQUEST,
            "invalid_format",
            json!("nullifier_hash"),
        ),
    ];
    for (app_id, body, status, expected, attribute) in cases {
        let answer = post(&app, &path(app_id), &body).await;
        assert_eq!(code(&answer), (status, expected), "{app_id} {body}");
        assert_eq!(answer.1["attribute"], attribute, "{app_id} {body}");
    }
}

#[tokio::test]
async fn precheck_allows_any_origin_and_answers_preflights_with_204() {
    let (app, _, made) = spawn_with_app(false, "cloud").await;
    let url = app.at(&path(&made.id));
    let (at, wallet) = (path(&made.id), "https://wallet.example");
    let res = app
        .preflight(&at, wallet, "POST", Some("content-type"))
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let header = |res: &reqwest::Response, name: &str| {
        res.headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_owned())
    };
    assert_eq!(
        header(&res, "access-control-allow-origin").as_deref(),
        Some("*")
    );
    assert!(
        header(&res, "access-control-allow-methods")
            .unwrap()
            .contains("POST")
    );
    assert!(
        header(&res, "access-control-allow-headers")
            .unwrap()
            .contains("content-type")
    );
    let plain = app
        .client
        .request(reqwest::Method::OPTIONS, &url)
        .send()
        .await
        .unwrap();
    assert_eq!(plain.status(), StatusCode::NO_CONTENT);
    for body in [json!({}), json!({"action": "nope"})] {
        let res = app
            .client
            .post(&url)
            .header("origin", wallet)
            .json(&body)
            .send()
            .await
            .unwrap();
        assert!(res.status() == StatusCode::OK || res.status() == StatusCode::BAD_REQUEST);
        assert_eq!(
            header(&res, "access-control-allow-origin").as_deref(),
            Some("*"),
            "{body}"
        );
    }
}
