//! `POST /api/v1/verify/{app_id}` and `/api/v2/verify/{app_id}` with real proofs.

use humanid_core::verify::timestamp;
use humanid_proof::signal_hash;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::proving::*;

fn v1(app_id: &str) -> String {
    format!("/api/v1/verify/{app_id}")
}

fn v2(app_id: &str) -> String {
    format!("/api/v2/verify/{app_id}")
}

/// `2026-11-21T11:20:39.530041+00:00`: digits where digits belong, microseconds, `+00:00`.
fn is_contract_timestamp(s: &str) -> bool {
    let shape = "dddd-dd-ddTdd:dd:dd.dddddd+00:00";
    s.len() == shape.len()
        && s.chars().zip(shape.chars()).all(|(c, want)| match want {
            'd' => c.is_ascii_digit(),
            other => c == other,
        })
}

#[tokio::test]
async fn a_valid_proof_verifies_with_the_contract_body_until_the_uses_run_out() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 2, false).await;
    let body = s.person.prove(&app, &s.key, &s.action, "hello").await;

    let (status, first) = post(&app, &v1(&s.app.id), &body).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    let nullifier = s.person.nullifier_for(&s.action).to_hex();
    let stored = (s.recorded_use(&app).await).expect("a 200 means the use is recorded");
    assert_eq!(
        first,
        json!({
            "success": true,
            "action": "vote",
            "nullifier_hash": nullifier,
            "created_at": timestamp(stored.created_at),
            "uses": 1,
            "max_uses": 2,
            "verification_level": "orb",
        })
    );
    assert!(is_contract_timestamp(first["created_at"].as_str().unwrap()));

    let (status, second) = post(&app, &v1(&s.app.id), &body).await;
    assert_eq!((status, &second["uses"]), (StatusCode::OK, &json!(2)));
    assert_eq!(
        second["created_at"], first["created_at"],
        "time of first use"
    );

    let third = post(&app, &v1(&s.app.id), &body).await;
    assert_eq!(
        code(&third),
        (StatusCode::BAD_REQUEST, "max_verifications_reached")
    );
    // The uses are checked before the proof: an exhausted person learns that first.
    let wrong_signal = with(&body, "signal", json!("bye"));
    let answer = post(&app, &v1(&s.app.id), &wrong_signal).await;
    assert_eq!(
        code(&answer),
        (StatusCode::BAD_REQUEST, "max_verifications_reached")
    );
}

#[tokio::test]
async fn spellings_of_one_nullifier_hash_are_one_person() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 3, false).await;
    // An action whose nullifier hash has a leading zero digit, so it has a short spelling.
    let mut action = s.action.clone();
    for n in 0..64 {
        if s.person.nullifier_for(&action).to_hex().starts_with("0x0") {
            break;
        }
        action = new_action(&app, &s.team_id, &s.app.id, &format!("vote-{n}"), 3).await;
    }
    let canonical = s.person.nullifier_for(&action).to_hex();
    assert!(canonical.starts_with("0x0"), "{canonical}");
    let digits = &canonical[2..];
    let body = s.person.prove(&app, &s.key, &action, "").await;
    let spellings = [
        format!("0x{}", digits.to_uppercase()),
        digits.to_owned(),
        format!("0x{}", digits.trim_start_matches('0')),
        format!("0X{digits}"),
    ];
    for (n, spelling) in spellings.iter().enumerate().take(3) {
        let (status, out) = post(
            &app,
            &v1(&s.app.id),
            &with(&body, "nullifier_hash", json!(spelling)),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{spelling}: {out}");
        assert_eq!(out["nullifier_hash"], json!(canonical));
        assert_eq!(out["uses"], json!(n + 1));
    }
    let last = with(&body, "nullifier_hash", json!(spellings[3]));
    let answer = post(&app, &v1(&s.app.id), &last).await;
    assert_eq!(
        code(&answer),
        (StatusCode::BAD_REQUEST, "max_verifications_reached")
    );
    let rows = app
        .humanid
        .store()
        .list_nullifiers(&action.id)
        .await
        .unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(
        (rows[0].nullifier_hash.as_str(), rows[0].uses),
        (canonical.as_str(), 3)
    );
}

#[tokio::test]
async fn a_proof_of_something_else_is_an_invalid_proof_and_records_nothing() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 1, false).await;
    let body = s.person.prove(&app, &s.key, &s.action, "hello").await;
    let other = Person::new("someone else");
    let tampered = [
        with(&body, "signal", json!("hell0")),
        with(&body, "signal", json!(null)),
        with(
            &body,
            "nullifier_hash",
            json!(other.nullifier_for(&s.action).to_hex()),
        ),
    ];
    for wrong in &tampered {
        let answer = post(&app, &v1(&s.app.id), wrong).await;
        assert_eq!(
            code(&answer),
            (StatusCode::BAD_REQUEST, "invalid_proof"),
            "{wrong}"
        );
        assert_eq!(answer.1["attribute"], "proof");
    }
    let rows = app
        .humanid
        .store()
        .list_nullifiers(&s.action.id)
        .await
        .unwrap();
    assert!(rows.is_empty(), "{rows:?}");
    assert_eq!(post(&app, &v1(&s.app.id), &body).await.0, StatusCode::OK);
}

#[tokio::test]
async fn v2_takes_signal_hash_and_verification_level() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 0, false).await;
    let hello = s.person.prove(&app, &s.key, &s.action, "hello").await;
    let empty = s.person.prove(&app, &s.key, &s.action, "").await;
    let to_v2 = |body: &Value, signal: Option<&str>| {
        let mut out = json!({
            "action": body["action"], "proof": body["proof"], "merkle_root": body["merkle_root"],
            "nullifier_hash": body["nullifier_hash"], "verification_level": "orb",
        });
        if let Some(signal) = signal {
            out["signal_hash"] = json!(signal_hash(signal).to_hex());
        }
        out
    };
    let (status, out) = post(&app, &v2(&s.app.id), &to_v2(&hello, Some("hello"))).await;
    assert_eq!(
        (status, &out["verification_level"]),
        (StatusCode::OK, &json!("orb")),
        "{out}"
    );
    let (status, out) = post(&app, &v2(&s.app.id), &to_v2(&empty, None)).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "no signal_hash means the hash of \"\": {out}"
    );
    let answer = post(&app, &v2(&s.app.id), &to_v2(&hello, Some("bye"))).await;
    assert_eq!(code(&answer), (StatusCode::BAD_REQUEST, "invalid_proof"));
    // v1 takes the v2 field name too.
    let mut v1_body = hello.clone();
    v1_body.as_object_mut().unwrap().remove("credential_type");
    v1_body["verification_level"] = json!("orb");
    let (status, out) = post(&app, &v1(&s.app.id), &v1_body).await;
    assert_eq!((status, &out["uses"]), (StatusCode::OK, &json!(3)), "{out}");
    let answer = post(
        &app,
        &v2(&s.app.id),
        &with(&to_v2(&hello, None), "verification_level", json!("device")),
    )
    .await;
    assert_eq!(
        code(&answer),
        (StatusCode::BAD_REQUEST, "invalid_merkle_root"),
        "another set's roots"
    );
}

#[tokio::test]
async fn verify_is_server_to_server_and_sends_no_cors_headers() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 1, false).await;
    let res = app
        .client
        .post(app.at(&v1(&s.app.id)))
        .header("origin", "https://evil.example")
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(res.headers().get("access-control-allow-origin").is_none());
    let res = app
        .preflight(&v1(&s.app.id), "https://evil.example", "POST", None)
        .await;
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert!(res.headers().get("access-control-allow-origin").is_none());
}
