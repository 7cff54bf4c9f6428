//! Pushed authorization requests (RFC 9126) and signed request objects (RFC 9101): a
//! `request_uri` works once, for its client, within its minute; an app may require
//! pushing; request objects are verified with the client's keys, never ignored.

use humanid_store::client_requests::PushedRequestRow;
use humanid_store::now_micros;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::handoff::{REDIRECT, registered_client};
use crate::api::helpers::*;
use crate::oidc::clients::{ClientKey, keyed_client, now, set_client, unsigned};
use crate::oidc::support::*;

/// The authorization request an RP would send, as form fields.
fn request_params(client_id: &str) -> Vec<(&'static str, String)> {
    vec![
        ("client_id", client_id.to_owned()),
        ("redirect_uri", REDIRECT.to_owned()),
        ("response_type", "code".to_owned()),
        ("scope", "openid".to_owned()),
        ("state", "s-1".to_owned()),
    ]
}

/// `POST /par` with Basic credentials.
async fn push(app: &TestApp, client: (&str, &str), params: &[(&str, String)]) -> Answer {
    let form: Vec<(&str, &str)> = params.iter().map(|(k, v)| (*k, v.as_str())).collect();
    post_form(app, "/par", Some(client), &form).await
}

/// `GET /authorize` with these parameters, asking for JSON: the status and body.
async fn authorize(app: &TestApp, params: &[(&str, &str)]) -> (StatusCode, Value) {
    let res = app
        .client
        .get(app.at("/authorize"))
        .query(params)
        .header("accept", "application/json")
        .send()
        .await
        .unwrap();
    let status = res.status();
    (status, res.json().await.unwrap_or(Value::Null))
}

on_both_backends!(a_pushed_request_starts_one_sign_in_and_only_one);

async fn a_pushed_request_starts_one_sign_in_and_only_one(app: TestApp) {
    let (_, rp, secret) = registered_client(&app, false).await;
    let answer = push(&app, (&rp.id, &secret), &request_params(&rp.id)).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    assert_eq!(answer.body["expires_in"], 60);
    assert_eq!(answer.header("cache-control"), "no-store");
    let uri = answer.body["request_uri"].as_str().unwrap().to_owned();
    assert!(
        uri.starts_with("urn:ietf:params:oauth:request_uri:"),
        "{uri}"
    );
    let (status, body) = authorize(&app, &[("client_id", &rp.id), ("request_uri", &uri)]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["request_id"].as_str().is_some(), "{body}");
    let (status, body) = authorize(&app, &[("client_id", &rp.id), ("request_uri", &uri)]).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["code"], "invalid_request_uri", "used twice: {body}");
}

#[tokio::test]
async fn a_request_uri_is_refused_after_expiry_for_another_client_or_when_made_up() {
    let app = spawn_app().await;
    let (_, rp, secret) = registered_client(&app, false).await;
    let (other_id, _) = other_client(&app).await;
    // Another client cannot use this client's pushed request.
    let answer = push(&app, (&rp.id, &secret), &request_params(&rp.id)).await;
    let uri = answer.body["request_uri"].as_str().unwrap().to_owned();
    let (status, body) = authorize(&app, &[("client_id", &other_id), ("request_uri", &uri)]).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_request_uri"))
    );
    // A request pushed 61 seconds ago has expired (the row as a push 61 s ago leaves it).
    let stale = "urn:ietf:params:oauth:request_uri:stale-request";
    let params: std::collections::HashMap<_, _> = request_params(&rp.id).into_iter().collect();
    let pushed_at = now_micros() - 61_000_000;
    app.humanid
        .store()
        .insert_pushed_request(&PushedRequestRow {
            uri_hash: app.humanid.hasher().hash("pushed_request", stale),
            app_id: rp.id.clone(),
            params: serde_json::to_string(&params).unwrap(),
            created_at: pushed_at,
            expires_at: pushed_at + 60_000_000,
            used_at: None,
        })
        .await
        .unwrap();
    let (status, body) = authorize(&app, &[("client_id", &rp.id), ("request_uri", stale)]).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_request_uri")),
        "expired"
    );
    for made_up in [
        "urn:ietf:params:oauth:request_uri:nothing",
        "https://rp.example/request.jwt",
    ] {
        let (status, body) =
            authorize(&app, &[("client_id", &rp.id), ("request_uri", made_up)]).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (StatusCode::BAD_REQUEST, Some("invalid_request_uri")),
            "{made_up}"
        );
    }
}

#[tokio::test]
async fn par_validates_the_request_and_authenticates_the_client() {
    let app = spawn_app().await;
    let (_, rp, secret) = registered_client(&app, false).await;
    let wrong = format!("sk_{}", "0".repeat(48));
    let answer = push(&app, (&rp.id, &wrong), &request_params(&rp.id)).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
    assert_eq!(answer.body["error"], "invalid_client");
    let mut unregistered = request_params(&rp.id);
    unregistered[1].1 = "https://evil.example/cb".into();
    let answer = push(&app, (&rp.id, &secret), &unregistered).await;
    assert_eq!(
        answer.code(),
        (StatusCode::BAD_REQUEST, "invalid_redirect_uri"),
        "{}",
        answer.body
    );
    assert_eq!(answer.body["error"], "invalid_request");
    let mut nested = request_params(&rp.id);
    nested.push(("request_uri", "urn:ietf:params:oauth:request_uri:x".into()));
    let answer = push(&app, (&rp.id, &secret), &nested).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.body);
    let (other_id, _) = other_client(&app).await;
    let mut foreign = request_params(&rp.id);
    foreign[0].1 = other_id;
    let answer = push(&app, (&rp.id, &secret), &foreign).await;
    assert_eq!(
        answer.status,
        StatusCode::UNAUTHORIZED,
        "another client's id: {}",
        answer.body
    );
    assert_eq!(answer.body["error"], "invalid_client");
}

on_both_backends!(an_app_that_requires_pushed_requests_refuses_others);

async fn an_app_that_requires_pushed_requests_refuses_others(app: TestApp) {
    let (team_id, rp, secret) = registered_client(&app, false).await;
    set_client(&app, &team_id, &rp.id, "client_secret_basic", None, true).await;
    let plain: Vec<(&str, String)> = request_params(&rp.id);
    let plain: Vec<(&str, &str)> = plain.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let (status, body) = authorize(&app, &plain).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["attribute"], "request_uri", "{body}");
    let answer = push(&app, (&rp.id, &secret), &request_params(&rp.id)).await;
    let uri = answer.body["request_uri"].as_str().unwrap().to_owned();
    let (status, body) = authorize(&app, &[("client_id", &rp.id), ("request_uri", &uri)]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// Request-object claims for `client_id`: the request's parameters plus iss/aud/exp.
fn object_claims(app: &TestApp, client_id: &str) -> Value {
    json!({
        "iss": client_id, "aud": app.at("").trim_end_matches('/'), "client_id": client_id,
        "iat": now(), "exp": now() + 60, "jti": humanid_core::ids::random_hex(8),
        "redirect_uri": REDIRECT, "response_type": "code", "scope": "openid", "state": "s-2",
        "max_age": 600,
    })
}

#[tokio::test]
async fn signed_request_objects_are_verified_and_others_refused() {
    let app = spawn_app().await;
    let (rp, secret, key) = keyed_client(&app, "client_secret_basic").await;
    let signed = key.sign(&object_claims(&app, &rp.id));
    let (status, body) = authorize(&app, &[("client_id", &rp.id), ("request", &signed)]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (other_id, _) = other_client(&app).await;
    let stranger = ClientKey::new();
    let with = |change: &dyn Fn(&mut Value)| {
        let mut claims = object_claims(&app, &rp.id);
        change(&mut claims);
        key.sign(&claims)
    };
    let cases: Vec<(&str, String)> = vec![
        ("alg none", unsigned(&object_claims(&app, &rp.id))),
        (
            "signed by an unregistered key",
            stranger.sign(&object_claims(&app, &rp.id)),
        ),
        (
            "for another client",
            with(&|c| c["client_id"] = json!(other_id)),
        ),
        (
            "issued by another client",
            with(&|c| c["iss"] = json!(other_id)),
        ),
        (
            "for another provider",
            with(&|c| c["aud"] = json!("https://elsewhere.example")),
        ),
        ("expired", with(&|c| c["exp"] = json!(now() - 600))),
        ("not a JWT", "request".to_owned()),
    ];
    for (what, object) in &cases {
        let (status, body) = authorize(&app, &[("client_id", &rp.id), ("request", object)]).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{what}: {body}");
        assert_eq!(body["code"], "invalid_request_object", "{what}: {body}");
    }
    // Pushed: the object inside a PAR body, and refused there the same way.
    let pushed = push(
        &app,
        (&rp.id, &secret),
        &[
            ("client_id", rp.id.clone()),
            ("request", key.sign(&object_claims(&app, &rp.id))),
        ],
    )
    .await;
    assert_eq!(pushed.status, StatusCode::CREATED, "{}", pushed.body);
    let uri = pushed.body["request_uri"].as_str().unwrap().to_owned();
    let (status, body) = authorize(&app, &[("client_id", &rp.id), ("request_uri", &uri)]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let refused = push(
        &app,
        (&rp.id, &secret),
        &[
            ("client_id", rp.id.clone()),
            ("request", cases[0].1.clone()),
        ],
    )
    .await;
    assert_eq!(
        refused.code(),
        (StatusCode::BAD_REQUEST, "invalid_request_object")
    );
    assert_eq!(refused.body["error"], "invalid_request_object");
    // An app without keys cannot have its objects verified: refused, not ignored.
    let (_, keyless, _) = registered_client(&app, false).await;
    let object = key.sign(&object_claims(&app, &keyless.id));
    let (status, body) = authorize(&app, &[("client_id", &keyless.id), ("request", &object)]).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_request_object"))
    );
}
