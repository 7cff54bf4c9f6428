//! Bad input to the World ID 4.0 routes: every malformed body, field and id gets its
//! documented 4xx with `{code, detail, attribute}` (the attribute a field's path), with
//! CORS on the routes browsers call; nothing is recorded for anything refused.

use humanid_core::rp::rp_id;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::api::proving::{new_action, new_app, spawn_with_app};

const MODULUS_HEX: &str = "0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001";

/// A result of the right shape whose proof proves nothing.
fn result() -> Value {
    json!({
        "protocol_version": "3.0",
        "nonce": "0x01",
        "action": "vote",
        "environment": "staging",
        "responses": [{
            "identifier": "orb",
            "signal_hash": "0x00c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a4",
            "proof": format!("0x{}", "0".repeat(512)),
            "merkle_root": "0x01",
            "nullifier": "0x02",
        }],
    })
}

fn set(path: &[&str], value: Value) -> Value {
    let mut body = result();
    let mut at = &mut body;
    for (i, key) in path.iter().enumerate() {
        if i + 1 == path.len() {
            match key.parse::<usize>() {
                Ok(n) => at[n] = value.clone(),
                Err(_) => at[*key] = value.clone(),
            }
        } else {
            at = match key.parse::<usize>() {
                Ok(n) => &mut at[n],
                Err(_) => &mut at[*key],
            };
        }
    }
    body
}

fn without(path: &[&str]) -> Value {
    let mut body = result();
    let (last, parents) = path.split_last().unwrap();
    let mut at = &mut body;
    for key in parents {
        at = match key.parse::<usize>() {
            Ok(n) => &mut at[n],
            Err(_) => &mut at[*key],
        };
    }
    at.as_object_mut().unwrap().remove(*last);
    body
}

#[tokio::test]
async fn every_malformed_result_is_a_validation_error_naming_the_field() {
    let (app, team_id, made) = spawn_with_app(true, "cloud").await;
    let path = format!("/api/v4/verify/{}", rp_id(&made.id));
    let bad = StatusCode::BAD_REQUEST;
    let huge = set(&["nonce"], json!("0".repeat(70 << 10)));
    let items: Vec<Value> = (0..33).map(|_| result()["responses"][0].clone()).collect();
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("not JSON", b"{\"protocol_version\":".to_vec(), "body"),
        ("an array", b"[]".to_vec(), "body"),
        (
            "no protocol_version",
            without(&["protocol_version"]).to_string().into(),
            "protocol_version",
        ),
        (
            "protocol_version 2.0",
            set(&["protocol_version"], json!("2.0")).to_string().into(),
            "protocol_version",
        ),
        (
            "protocol_version a number",
            set(&["protocol_version"], json!(3)).to_string().into(),
            "protocol_version",
        ),
        ("no nonce", without(&["nonce"]).to_string().into(), "nonce"),
        (
            "no action",
            without(&["action"]).to_string().into(),
            "action",
        ),
        (
            "a long action",
            set(&["action"], json!("a".repeat(201))).to_string().into(),
            "action",
        ),
        (
            "an action with NUL",
            set(&["action"], json!("a\u{0}b")).to_string().into(),
            "action",
        ),
        (
            "an unknown environment",
            set(&["environment"], json!("mainnet")).to_string().into(),
            "environment",
        ),
        (
            "environment a number",
            set(&["environment"], json!(1)).to_string().into(),
            "environment",
        ),
        (
            "no responses",
            without(&["responses"]).to_string().into(),
            "responses",
        ),
        (
            "responses an object",
            set(&["responses"], json!({})).to_string().into(),
            "responses",
        ),
        (
            "no items",
            set(&["responses"], json!([])).to_string().into(),
            "responses",
        ),
        (
            "33 items",
            set(&["responses"], json!(items)).to_string().into(),
            "responses",
        ),
        (
            "an item a string",
            set(&["responses", "0"], json!("orb")).to_string().into(),
            "responses[0]",
        ),
        (
            "no identifier",
            without(&["responses", "0", "identifier"])
                .to_string()
                .into(),
            "responses[0].identifier",
        ),
        (
            "an unknown credential",
            set(&["responses", "0", "identifier"], json!("passport"))
                .to_string()
                .into(),
            "responses[0].identifier",
        ),
        (
            "a short proof",
            set(&["responses", "0", "proof"], json!("0x1234"))
                .to_string()
                .into(),
            "responses[0].proof",
        ),
        (
            "a proof not hex",
            set(
                &["responses", "0", "proof"],
                json!(format!("0x{}", "g".repeat(512))),
            )
            .to_string()
            .into(),
            "responses[0].proof",
        ),
        (
            "no merkle_root",
            without(&["responses", "0", "merkle_root"])
                .to_string()
                .into(),
            "responses[0].merkle_root",
        ),
        (
            "a root over the modulus",
            set(&["responses", "0", "merkle_root"], json!(MODULUS_HEX))
                .to_string()
                .into(),
            "responses[0].merkle_root",
        ),
        (
            "a nullifier not hex",
            set(&["responses", "0", "nullifier"], json!("0xnope"))
                .to_string()
                .into(),
            "responses[0].nullifier",
        ),
        (
            "a signal_hash number",
            set(&["responses", "0", "signal_hash"], json!(12))
                .to_string()
                .into(),
            "responses[0].signal_hash",
        ),
        (
            "max_age too small",
            set(&["responses", "0", "max_age"], json!(10))
                .to_string()
                .into(),
            "responses[0].max_age",
        ),
        (
            "max_age a string",
            set(&["responses", "0", "max_age"], json!("week"))
                .to_string()
                .into(),
            "responses[0].max_age",
        ),
    ];
    let post = |content_type, body| app.send_raw(Method::POST, &path, Some(content_type), body);
    for (what, body, attribute) in cases {
        let got = post("application/json", body).await;
        got.assert_error(what, bad, "validation_error", Some(attribute));
        assert!(!got.cors, "{what}: verify is server-to-server");
    }
    let got = post("text/plain", result().to_string().into()).await;
    got.assert_error(
        "text/plain",
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "invalid_content_type",
        None,
    );
    let got = post("application/json", huge.to_string().into()).await;
    got.assert_error(
        "over 64 KiB",
        StatusCode::PAYLOAD_TOO_LARGE,
        "payload_too_large",
        None,
    );

    // Well formed, unknown fields and all, but proving nothing: each item says why.
    let mut extra = set(&["integrity_bundle"], json!({"version": 1}));
    extra["responses"][0]["expires_at_min"] = json!(0);
    let got = post("application/json", extra.to_string().into()).await;
    got.assert_error(
        "a proof of nothing",
        bad,
        "all_verifications_failed",
        Some("responses"),
    );
    assert_eq!(got.body["results"][0]["code"], "invalid_format");
    assert!(
        got.body["results"][0]["detail"]
            .as_str()
            .unwrap()
            .contains("proof")
    );

    // Nothing of all that was recorded: no action, no use.
    let store = app.humanid.store();
    assert!(store.find_action(&made.id, "vote").await.unwrap().is_none());
    assert!(
        store
            .list_team_nullifiers(&team_id)
            .await
            .unwrap()
            .is_empty()
    );
}

/// What is sent (a name, the path, the body) and the status, code and attribute expected.
type Case = (
    &'static str,
    String,
    Vec<u8>,
    StatusCode,
    &'static str,
    Option<&'static str>,
);

#[tokio::test]
async fn the_routes_browsers_call_refuse_bad_input_with_cors() {
    let (app, team_id, made) = spawn_with_app(true, "cloud").await;
    new_action(&app, &team_id, &made.id, "vote", 1).await;
    let archived = new_app(&app, &team_id, true, "cloud").await;
    app.archive_as_operator(&team_id, &archived.id).await;
    let rp = rp_id(&made.id);
    let context = |id: &str| format!("/api/v4/proof-context/{id}");
    let json = "application/json";
    let bad = StatusCode::BAD_REQUEST;
    let body = |v: Value| v.to_string().into_bytes();
    let cases: Vec<Case> = vec![
        (
            "not JSON",
            context(&rp),
            b"{".to_vec(),
            bad,
            "validation_error",
            Some("body"),
        ),
        (
            "no environment",
            context(&rp),
            body(json!({"action": "vote"})),
            bad,
            "validation_error",
            Some("environment"),
        ),
        (
            "an unknown environment",
            context(&rp),
            body(json!({"environment": "mainnet"})),
            bad,
            "validation_error",
            Some("environment"),
        ),
        (
            "an action not a string",
            context(&rp),
            body(json!({"environment": "staging", "action": 1})),
            bad,
            "validation_error",
            Some("action"),
        ),
        (
            "a long action",
            context(&rp),
            body(json!({"environment": "staging", "action": "a".repeat(201)})),
            bad,
            "validation_error",
            Some("action"),
        ),
        (
            "another environment",
            context(&rp),
            body(json!({"environment": "production"})),
            bad,
            "invalid_environment",
            Some("environment"),
        ),
        (
            "an archived app",
            context(&archived.id),
            body(json!({"environment": "staging"})),
            bad,
            "rp_not_active",
            None,
        ),
        (
            "an unknown RP",
            context("rp_0000000000000000"),
            body(json!({"environment": "staging"})),
            StatusCode::NOT_FOUND,
            "not_found",
            None,
        ),
        (
            "a malformed id",
            context("rp_XYZ"),
            body(json!({"environment": "staging"})),
            StatusCode::NOT_FOUND,
            "not_found",
            None,
        ),
    ];
    for (what, path, body, status, code, attribute) in cases {
        let got = app.send_raw(Method::POST, &path, Some(json), body).await;
        got.assert_error(what, status, code, attribute);
        assert!(got.cors, "{what}: CORS");
    }
    for path in [
        "/api/v4/rp-status/rp_0000000000000000",
        "/api/v4/app-status/nothing",
    ] {
        let got = app
            .send_raw(Method::GET, path, Some(json), Vec::new())
            .await;
        got.assert_error(path, StatusCode::NOT_FOUND, "not_found", None);
        assert!(got.cors, "{path}: CORS");
    }
    for path in [
        context(&rp),
        format!("/api/v4/rp-status/{rp}"),
        format!("/api/v4/app-status/{rp}"),
    ] {
        let res = app
            .preflight(&path, "https://rp.example", "POST", None)
            .await;
        assert_eq!(res.status(), StatusCode::NO_CONTENT, "{path}");
        assert_eq!(res.headers()["access-control-allow-origin"], "*", "{path}");
    }
}

#[tokio::test]
async fn proof_context_and_app_status_describe_the_app_and_its_action() {
    let (app, team_id, made) = spawn_with_app(true, "cloud").await;
    new_action(&app, &team_id, &made.id, "vote", 1).await;
    let rp = rp_id(&made.id);
    let ask = |action: &str| json!({"action": action, "environment": "staging"});
    let got = app
        .send_raw(
            Method::POST,
            &format!("/api/v4/proof-context/{rp}"),
            Some("application/json"),
            ask("vote").to_string().into(),
        )
        .await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.body);
    assert_eq!(
        got.body,
        json!({"app_id": made.id, "rp_id": rp, "name": "Poll", "is_verified": false,
               "verified_app_logo": "",
               "action": {"action": "vote", "description": "vote, described", "environment": "staging"}})
    );
    // An action not made yet: its first verification will make it.
    let got = app
        .send_raw(
            Method::POST,
            &format!("/api/v4/proof-context/{}", made.id),
            Some("application/json"),
            ask("later").to_string().into(),
        )
        .await;
    assert_eq!(
        got.body["action"],
        json!({"action": "later", "description": "", "environment": "staging"})
    );
    assert_eq!(
        app.get_json(&format!("/api/v4/app-status/{rp}")).await,
        json!({"verified": false})
    );
    app.humanid
        .store()
        .set_app_verification(&made.id, true, "https://logo.example/x.png")
        .await
        .unwrap();
    assert_eq!(
        app.get_json(&format!("/api/v4/app-status/{}", made.id))
            .await,
        json!({"verified": true})
    );
    let status = app.get_json(&format!("/api/v4/rp-status/{rp}")).await;
    assert_eq!(
        status,
        json!({"production_status": "unregistered", "staging_status": "unregistered"})
    );
}
