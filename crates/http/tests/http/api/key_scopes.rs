//! API keys: a scope chosen at creation (`read`, `actions`, `admin`) bounds what each
//! may do, every refusal is a 403 `insufficient_scope`; revocation is one-way; answers
//! that carry a new secret are never cached.

use humanid_core::audit::Actor;
use humanid_core::{AppId, TeamId};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;

/// `(status, cache-control, body)` of a GraphQL call as `key`.
async fn gql(app: &TestApp, key: &str, query: &str) -> (StatusCode, String, Value) {
    let res = app
        .client
        .post(app.at("/v1/graphql"))
        .bearer_auth(key)
        .json(&json!({ "query": query }))
        .send()
        .await
        .unwrap();
    let status = res.status();
    let cache = res
        .headers()
        .get("cache-control")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (status, cache, res.json().await.unwrap())
}

async fn data(app: &TestApp, key: &str, query: &str) -> Value {
    let (status, _, body) = gql(app, key, query).await;
    assert_eq!(status, StatusCode::OK, "{query}\n{body}");
    assert!(body.get("errors").is_none(), "{query}\n{body}");
    body["data"].clone()
}

/// A 403 `insufficient_scope` naming the refused field, with nothing done.
async fn refused(app: &TestApp, key: &str, query: &str, field: &str) {
    let (status, _, body) = gql(app, key, query).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{query}\n{body}");
    assert_eq!(body["code"], "insufficient_scope", "{body}");
    assert_eq!(body["attribute"], field, "{body}");
}

/// A new key of `scope` made with `key`: `(id, api_key)`.
async fn new_key(app: &TestApp, key: &str, name: &str, scope: &str) -> (String, String) {
    let d = data(
        app,
        key,
        &format!(
            r#"mutation {{ insert_api_key_one(object: {{name: "{name}", scope: "{scope}"}}) {{ id scope api_key }} }}"#
        ),
    )
    .await;
    let made = &d["insert_api_key_one"];
    assert_eq!(made["scope"], scope);
    (
        made["id"].as_str().unwrap().to_owned(),
        made["api_key"].as_str().unwrap().to_owned(),
    )
}

async fn create_action(
    app: &TestApp,
    key: &str,
    app_id: &str,
    action: &str,
) -> (StatusCode, Value) {
    let res = app
        .client
        .post(app.at(&format!("/api/v2/create-action/{app_id}")))
        .bearer_auth(key)
        .json(&json!({ "action": action }))
        .send()
        .await
        .unwrap();
    (res.status(), res.json().await.unwrap())
}

#[tokio::test]
async fn a_revoked_key_stays_revoked() {
    let app = spawn_app().await;
    let boot = app.humanid.bootstrap_team("Acme").await.unwrap();
    let (id, key) = new_key(&app, &boot.api_key, "leaked", "admin").await;
    let revoke = format!(
        r#"mutation {{ update_api_key_by_pk(pk_columns: {{id: "{id}"}}, _set: {{is_active: false}}) {{ is_active }} }}"#
    );
    data(&app, &boot.api_key, &revoke).await;
    assert_eq!(
        gql(&app, &key, "{ app { id } }").await.0,
        StatusCode::UNAUTHORIZED
    );

    let revive = format!(
        r#"mutation {{ update_api_key_by_pk(pk_columns: {{id: "{id}"}}, _set: {{is_active: true}}) {{ is_active }} }}"#
    );
    let (_, _, body) = gql(&app, &boot.api_key, &revive).await;
    assert_eq!(
        body["errors"][0]["extensions"]["code"], "key_revoked",
        "{body}"
    );
    let reset = format!(r#"mutation {{ reset_api_key(id: "{id}") {{ api_key }} }}"#);
    let (_, _, body) = gql(&app, &boot.api_key, &reset).await;
    assert_eq!(
        body["errors"][0]["extensions"]["code"], "key_revoked",
        "{body}"
    );
    assert_eq!(
        gql(&app, &key, "{ app { id } }").await.0,
        StatusCode::UNAUTHORIZED,
        "the old secret stays dead"
    );
    let listed = data(
        &app,
        &boot.api_key,
        &format!(r#"{{ api_key(where: {{id: {{_eq: "{id}"}}}}) {{ is_active }} }}"#),
    )
    .await;
    assert_eq!(listed["api_key"], json!([{ "is_active": false }]));
}

#[tokio::test]
async fn each_scope_does_what_it_says_and_is_refused_the_rest_with_403() {
    let app = spawn_app().await;
    let boot = app.humanid.bootstrap_team("Acme").await.unwrap();
    let admin = &boot.api_key;
    let d = data(
        &app,
        admin,
        r#"mutation { insert_app_one(object: {name: "Poll"}) { id } }"#,
    )
    .await;
    let app_id = d["insert_app_one"]["id"].as_str().unwrap().to_owned();
    let (_, read) = new_key(&app, admin, "dashboard", "read").await;
    let (_, actions) = new_key(&app, admin, "backend", "actions").await;
    let listed = data(
        &app,
        admin,
        "{ api_key(order_by: {name: asc}) { name scope } }",
    )
    .await;
    assert_eq!(
        listed["api_key"],
        json!([
            { "name": "backend", "scope": "actions" },
            { "name": "bootstrap", "scope": "admin" },
            { "name": "dashboard", "scope": "read" },
        ])
    );

    // read: queries only.
    let q = format!(r#"{{ app_by_pk(id: "{app_id}") {{ name actions {{ action }} }} }}"#);
    assert_eq!(data(&app, &read, &q).await["app_by_pk"]["name"], "Poll");
    let insert_action = |action: &str| {
        format!(
            r#"mutation {{ insert_action_one(object: {{app_id: "{app_id}", action: "{action}", name: "{action}"}}) {{ id }} }}"#
        )
    };
    refused(&app, &read, &insert_action("vote"), "insert_action_one").await;
    let (status, body) = create_action(&app, &read, &app_id, "vote").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("insufficient_scope")),
        "{body}"
    );

    // actions: create-action and action edits, nothing else.
    let made = data(&app, &actions, &insert_action("vote")).await;
    let action_id = made["insert_action_one"]["id"].as_str().unwrap().to_owned();
    let (status, body) = create_action(&app, &actions, &app_id, "poll").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    data(
        &app,
        &actions,
        &format!(
            r#"mutation {{ update_action_by_pk(pk_columns: {{id: "{action_id}"}}, _set: {{max_verifications: 3}}) {{ id }} }}"#
        ),
    )
    .await;
    let beyond = [
        (
            "insert_app_one",
            r#"mutation { insert_app_one(object: {name: "Mine"}) { id } }"#.to_owned(),
        ),
        (
            "insert_redirect_one",
            format!(
                r#"mutation {{ insert_redirect_one(object: {{app_id: "{app_id}", redirect_uri: "https://evil.example/cb"}}) {{ id }} }}"#
            ),
        ),
        (
            "reset_client_secret",
            format!(r#"mutation {{ reset_client_secret(app_id: "{app_id}") {{ client_secret }} }}"#),
        ),
        (
            "register_rp_signer",
            format!(
                r#"mutation {{ register_rp_signer(app_id: "{app_id}", signer_address: "0x{}") {{ rp_id }} }}"#,
                "ab".repeat(20)
            ),
        ),
        (
            "insert_api_key_one",
            r#"mutation { insert_api_key_one(object: {name: "more", scope: "admin"}) { api_key } }"#
                .to_owned(),
        ),
        (
            "insert_api_key_one",
            r#"mutation { insert_api_key_one(object: {name: "same", scope: "actions"}) { api_key } }"#
                .to_owned(),
        ),
    ];
    for (field, m) in &beyond {
        refused(&app, &actions, m, field).await;
    }
    // A document mixing an allowed and a refused field runs neither.
    let mixed = format!(
        r#"mutation {{ a: insert_action_one(object: {{app_id: "{app_id}", action: "mixed", name: "M"}}) {{ id }} b: reset_client_secret(app_id: "{app_id}") {{ client_secret }} }}"#
    );
    refused(&app, &actions, &mixed, "reset_client_secret").await;
    let actions_now = data(&app, admin, &q).await["app_by_pk"]["actions"].clone();
    assert_eq!(actions_now.as_array().unwrap().len(), 3, "{actions_now}");
    let keys = app
        .humanid
        .list_api_keys(&TeamId::stored(&boot.team_id))
        .await
        .unwrap();
    assert_eq!(keys.len(), 3, "no key was made by a narrower one");
    let redirects = data(&app, admin, "{ redirect { id } }").await;
    assert_eq!(redirects["redirect"], json!([]));
    // World ID 4.0: a read key sees the app's registration; no signer was registered.
    let rp = data(&app, &read, "{ rp_registration { app_id signer_address } }").await;
    assert_eq!(
        rp["rp_registration"],
        json!([{ "app_id": app_id, "signer_address": null }])
    );
    // The core operation refuses it too, whoever calls it with that key.
    let key = app
        .humanid
        .list_api_keys(&TeamId::stored(&boot.team_id))
        .await
        .unwrap()
        .into_iter()
        .find(|k| k.name == "backend")
        .unwrap();
    let err = app
        .humanid
        .register_rp_signer(
            &Actor::api_key(&key),
            &TeamId::stored(&boot.team_id),
            &AppId::stored(&app_id),
            &format!("0x{}", "ab".repeat(20)),
        )
        .await
        .unwrap_err();
    assert_eq!(err.code(), "insufficient_scope", "{err:?}");
}

#[tokio::test]
async fn every_mutation_is_refused_to_a_read_key() {
    let app = spawn_app().await;
    let boot = app.humanid.bootstrap_team("Acme").await.unwrap();
    let (_, read) = new_key(&app, &boot.api_key, "dashboard", "read").await;
    let schema = data(
        &app,
        &read,
        "{ __schema { mutationType { fields { name } } } }",
    )
    .await;
    let fields = schema["__schema"]["mutationType"]["fields"]
        .as_array()
        .unwrap()
        .clone();
    assert!(fields.len() >= 14, "{fields:?}");
    for f in fields {
        let name = f["name"].as_str().unwrap();
        // Arguments do not matter: the scope is decided before anything runs.
        let (status, _, body) = gql(&app, &read, &format!("mutation {{ {name} }}")).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{name}: {body}");
        assert_eq!(body["code"], "insufficient_scope", "{name}");
    }
}

#[tokio::test]
async fn answers_carrying_a_new_secret_are_never_cached() {
    let app = spawn_app().await;
    let boot = app.humanid.bootstrap_team("Acme").await.unwrap();
    let d = data(
        &app,
        &boot.api_key,
        r#"mutation { insert_app_one(object: {name: "Poll"}) { id } }"#,
    )
    .await;
    let app_id = d["insert_app_one"]["id"].as_str().unwrap().to_owned();
    for m in [
        format!(r#"mutation {{ reset_client_secret(app_id: "{app_id}") {{ client_secret }} }}"#),
        r#"mutation { insert_api_key_one(object: {name: "ci", scope: "read"}) { api_key } }"#
            .to_owned(),
    ] {
        let (status, cache, body) = gql(&app, &boot.api_key, &m).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert!(body.get("errors").is_none(), "{body}");
        assert_eq!(cache, "no-store", "{m}");
    }
}
