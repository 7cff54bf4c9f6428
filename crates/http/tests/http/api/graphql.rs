//! `/v1/graphql`: Hasura-shaped portal API with team-scoped API keys.

use humanid_proof::external_nullifier;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;

pub(crate) async fn gql_as(app: &TestApp, key: Option<&str>, query: &str) -> (StatusCode, Value) {
    let mut req = app
        .client
        .post(app.at("/v1/graphql"))
        .json(&json!({ "query": query }));
    if let Some(k) = key {
        req = req.bearer_auth(k);
    }
    let res = req.send().await.unwrap();
    (res.status(), res.json().await.unwrap())
}

/// The body `query` run as `key` answers, whatever the status.
pub(crate) async fn gql_body(app: &TestApp, key: &str, query: &str) -> Value {
    gql_as(app, Some(key), query).await.1
}

/// Runs `query` as `key`, asserting success, and returns `data`.
pub(crate) async fn data(app: &TestApp, key: &str, query: &str) -> Value {
    let (status, body) = gql_as(app, Some(key), query).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.get("errors").is_none(), "{query}\n{body}");
    body["data"].clone()
}

/// Runs `query`, expecting a GraphQL error, and returns its `extensions.code`.
pub(crate) async fn error_code(app: &TestApp, key: &str, query: &str) -> String {
    let (status, body) = gql_as(app, Some(key), query).await;
    assert_eq!(status, StatusCode::OK);
    body["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or_else(|| panic!("no error code: {body}"))
        .to_owned()
}

pub(crate) async fn team(app: &TestApp, name: &str) -> String {
    app.humanid.bootstrap_team(name).await.unwrap().api_key
}

pub(crate) async fn new_app(app: &TestApp, key: &str, name: &str) -> String {
    let d = data(app, key, &format!(r#"mutation {{ insert_app_one(object: {{name: "{name}", engine: "cloud", is_staging: false}}) {{ id }} }}"#)).await;
    d["insert_app_one"]["id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn the_spec_sample_query_works_verbatim() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let id = new_app(&app, &key, "Poll").await;
    assert!(id.starts_with("app_") && id.len() == 36, "{id}");
    let d = data(&app, &key, "{ app { id name } }").await;
    assert_eq!(d, json!({ "app": [{ "id": id, "name": "Poll" }] }));
}

#[tokio::test]
async fn missing_malformed_unknown_and_revoked_keys_are_401() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let (id, secret) = humanid_core::api_keys::parse(&key).unwrap();
    let forged = format!("api_{}", base64_nopad(&format!("{id}:{}x", secret)));
    for bad in [None, Some("nonsense"), Some("api_"), Some(forged.as_str())] {
        let (status, body) = gql_as(&app, bad, "{ app { id } }").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{bad:?}");
        assert_eq!(
            (body["code"].as_str(), body["attribute"].clone()),
            (Some("unauthenticated"), Value::Null)
        );
    }
    // A newcomer is told where keys come from, whatever the body.
    let res = app
        .client
        .post(app.at("/v1/graphql"))
        .body("not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let body: Value = res.json().await.unwrap();
    let detail = body["detail"].as_str().unwrap();
    assert!(
        detail.ends_with(&format!("{}/portal/keys", app.url)),
        "{detail}"
    );
    data(&app, &key, &format!(r#"mutation {{ update_api_key_by_pk(pk_columns: {{id: "{id}"}}, _set: {{is_active: false}}) {{ is_active }} }}"#)).await;
    let (status, _) = gql_as(&app, Some(&key), "{ app { id } }").await;
    assert_eq!(
        status,
        StatusCode::UNAUTHORIZED,
        "a revoked key stops working at once"
    );
}

fn base64_nopad(s: &str) -> String {
    const T: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let b = s.as_bytes();
    let mut out = String::new();
    for chunk in b.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, x)| acc | (*x as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(T[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

#[tokio::test]
async fn apps_get_a_sign_in_action_and_actions_get_a_server_computed_external_nullifier() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let id = new_app(&app, &key, "Poll").await;
    let d = data(&app, &key, &format!(r#"{{ app_by_pk(id: "{id}") {{ actions {{ action max_verifications max_accounts_per_user }} }} }}"#)).await;
    assert_eq!(
        d["app_by_pk"]["actions"],
        json!([{ "action": "", "max_verifications": 0, "max_accounts_per_user": 1 }])
    );
    let d = data(&app, &key, &format!(
        r#"mutation {{ insert_action_one(object: {{app_id: "{id}", action: "vote", name: "Vote", max_verifications: 1, external_nullifier: "0x01"}}) {{ id action external_nullifier status }} }}"#
    )).await;
    let made = &d["insert_action_one"];
    assert_eq!(
        made["external_nullifier"],
        external_nullifier(&id, "vote").to_hex(),
        "client value ignored"
    );
    assert_eq!(made["status"], "active");
    assert!(made["id"].as_str().unwrap().starts_with("action_"));
    // Without `action`, the identifier is a slug of the name.
    let d = data(&app, &key, &format!(r#"mutation {{ insert_action_one(object: {{app_id: "{id}", name: "Claim Airdrop #2"}}) {{ action max_verifications }} }}"#)).await;
    assert_eq!(
        d["insert_action_one"],
        json!({ "action": "claim-airdrop-2", "max_verifications": 1 })
    );
    let dup = format!(
        r#"mutation {{ insert_action_one(object: {{app_id: "{id}", action: "vote", name: "Again"}}) {{ id }} }}"#
    );
    assert_eq!(error_code(&app, &key, &dup).await, "constraint_violation");
    let neg = format!(
        r#"mutation {{ insert_action_one(object: {{app_id: "{id}", action: "x", name: "X", max_verifications: -1}}) {{ id }} }}"#
    );
    assert_eq!(error_code(&app, &key, &neg).await, "invalid");
}

#[tokio::test]
async fn updates_deletes_and_archiving() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let id = new_app(&app, &key, "Poll").await;
    let d = data(&app, &key, &format!(r#"mutation {{ insert_action_one(object: {{app_id: "{id}", action: "vote", name: "Vote"}}) {{ id }} }}"#)).await;
    let action_id = d["insert_action_one"]["id"].as_str().unwrap().to_owned();
    let d = data(&app, &key, &format!(r#"mutation {{ update_action_by_pk(pk_columns: {{id: "{action_id}"}}, _set: {{status: "inactive", max_verifications: 3}}) {{ status max_verifications }} }}"#)).await;
    assert_eq!(
        d["update_action_by_pk"],
        json!({ "status": "inactive", "max_verifications": 3 })
    );
    let bad = format!(
        r#"mutation {{ update_action_by_pk(pk_columns: {{id: "{action_id}"}}, _set: {{status: "paused"}}) {{ id }} }}"#
    );
    assert_eq!(error_code(&app, &key, &bad).await, "invalid");
    let d = data(&app, &key, &format!(r#"mutation {{ update_app_by_pk(pk_columns: {{id: "{id}"}}, _set: {{name: "Renamed", engine: "on-chain"}}) {{ name engine }} }}"#)).await;
    assert_eq!(
        d["update_app_by_pk"],
        json!({ "name": "Renamed", "engine": "on-chain" })
    );
    let bad = format!(
        r#"mutation {{ update_app_by_pk(pk_columns: {{id: "{id}"}}, _set: {{engine: "quantum"}}) {{ id }} }}"#
    );
    assert_eq!(error_code(&app, &key, &bad).await, "invalid");
    // A malformed id names no app: null, as for an unknown one.
    let malformed = r#"mutation { update_app_by_pk(pk_columns: {id: "app_not-hex"}, _set: {name: "X"}) { id } }"#;
    let d = data(&app, &key, malformed).await;
    assert_eq!(d["update_app_by_pk"], Value::Null);
    let d = data(
        &app,
        &key,
        &format!(r#"mutation {{ delete_action_by_pk(id: "{action_id}") {{ action }} }}"#),
    )
    .await;
    assert_eq!(d["delete_action_by_pk"]["action"], "vote");
    let d = data(
        &app,
        &key,
        &format!(r#"mutation {{ delete_app_by_pk(id: "{id}") {{ id }} }}"#),
    )
    .await;
    assert_eq!(d["delete_app_by_pk"]["id"], id);
    assert_eq!(
        data(&app, &key, "{ app { id } }").await,
        json!({ "app": [] })
    );
    assert_eq!(
        data(
            &app,
            &key,
            &format!(r#"{{ app_by_pk(id: "{id}") {{ id }} }}"#)
        )
        .await,
        json!({ "app_by_pk": null })
    );
    assert!(
        app.humanid.store().get_app(&id).await.unwrap().is_archived,
        "archived, not deleted"
    );
}

#[tokio::test]
async fn redirects_must_be_absolute_https_or_loopback() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let id = new_app(&app, &key, "Poll").await;
    let add = |uri: &str| {
        format!(
            r#"mutation {{ insert_redirect_one(object: {{app_id: "{id}", redirect_uri: "{uri}"}}) {{ id redirect_uri }} }}"#
        )
    };
    let d = data(&app, &key, &add("https://rp.example/cb")).await;
    let rid = d["insert_redirect_one"]["id"].as_str().unwrap().to_owned();
    data(&app, &key, &add("http://localhost:3000/cb")).await;
    for bad in ["http://rp.example/cb", "/cb", "rp.example/cb"] {
        assert_eq!(
            error_code(&app, &key, &add(bad)).await,
            "invalid_redirect_uri",
            "{bad}"
        );
    }
    assert_eq!(
        error_code(&app, &key, &add("https://rp.example/cb")).await,
        "constraint_violation"
    );
    let d = data(&app, &key, &format!(r#"{{ app_by_pk(id: "{id}") {{ redirects(order_by: {{redirect_uri: asc}}) {{ redirect_uri }} }} }}"#)).await;
    assert_eq!(
        d["app_by_pk"]["redirects"],
        json!([{ "redirect_uri": "http://localhost:3000/cb" }, { "redirect_uri": "https://rp.example/cb" }])
    );
    data(
        &app,
        &key,
        &format!(r#"mutation {{ delete_redirect_by_pk(id: "{rid}") {{ id }} }}"#),
    )
    .await;
    assert_eq!(
        data(&app, &key, "{ redirect { redirect_uri } }").await,
        json!({ "redirect": [{ "redirect_uri": "http://localhost:3000/cb" }] })
    );
}

#[tokio::test]
async fn secrets_and_keys_are_shown_once_and_rotate() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let id = new_app(&app, &key, "Poll").await;
    let reset =
        format!(r#"mutation {{ reset_client_secret(app_id: "{id}") {{ client_secret }} }}"#);
    let first = data(&app, &key, &reset).await["reset_client_secret"]["client_secret"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(first.starts_with("sk_") && first.len() == 51, "{first}");
    assert!(
        app.humanid
            .check_client_secret(&id, &first)
            .await
            .unwrap()
            .is_some()
    );
    let second = data(&app, &key, &reset).await["reset_client_secret"]["client_secret"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        app.humanid
            .check_client_secret(&id, &first)
            .await
            .unwrap()
            .is_none(),
        "old secret revoked"
    );
    assert!(
        app.humanid
            .check_client_secret(&id, &second)
            .await
            .unwrap()
            .is_some()
    );

    let d = data(
        &app,
        &key,
        r#"mutation { insert_api_key_one(object: {name: "ci"}) { id name is_active api_key } }"#,
    )
    .await;
    let new_key = d["insert_api_key_one"]["api_key"]
        .as_str()
        .unwrap()
        .to_owned();
    let new_id = d["insert_api_key_one"]["id"].as_str().unwrap().to_owned();
    assert_eq!(
        data(&app, &new_key, "{ app { id } }").await["app"][0]["id"],
        id
    );
    let listed = data(
        &app,
        &key,
        "{ api_key(order_by: {name: asc}) { name api_key } }",
    )
    .await;
    assert_eq!(
        listed["api_key"],
        json!([{ "name": "bootstrap", "api_key": null }, { "name": "ci", "api_key": null }]),
        "never shown again"
    );
    let d = data(
        &app,
        &key,
        &format!(r#"mutation {{ reset_api_key(id: "{new_id}") {{ api_key }} }}"#),
    )
    .await;
    let rotated = d["reset_api_key"]["api_key"].as_str().unwrap().to_owned();
    assert_eq!(
        gql_as(&app, Some(&new_key), "{ app { id } }").await.0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        gql_as(&app, Some(&rotated), "{ app { id } }").await.0,
        StatusCode::OK
    );
}

#[tokio::test]
async fn where_order_by_limit_offset_and_nested_selections() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let mut ids = Vec::new();
    for name in ["Alpha", "Beta", "Gamma", "Delta"] {
        ids.push(new_app(&app, &key, name).await);
    }
    let names = |d: &Value| {
        d["app"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["name"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    let d = data(
        &app,
        &key,
        r#"{ app(order_by: {name: desc}, limit: 2, offset: 1) { name } }"#,
    )
    .await;
    assert_eq!(names(&d), ["Delta", "Beta"]);
    let d = data(&app, &key, &format!(r#"{{ app(where: {{_and: [{{id: {{_in: ["{}", "{}", "{}"]}}}}, {{name: {{_neq: "Beta"}}}}]}}, order_by: {{name: asc}}) {{ name }} }}"#, ids[0], ids[1], ids[2])).await;
    assert_eq!(names(&d), ["Alpha", "Gamma"]);
    let d = data(
        &app,
        &key,
        r#"{ app(where: {name: {_gt: "Beta", _lt: "Epsilon"}}, order_by: {name: asc}) { name } }"#,
    )
    .await;
    assert_eq!(names(&d), ["Delta"]);
    let d = data(
        &app,
        &key,
        r#"{ app(where: {is_staging: {_eq: true}}) { name } }"#,
    )
    .await;
    assert!(names(&d).is_empty());
    data(&app, &key, &format!(r#"mutation {{ insert_action_one(object: {{app_id: "{}", action: "vote", name: "Vote", max_verifications: 2}}) {{ id }} }}"#, ids[0])).await;
    let d = data(
        &app,
        &key,
        r#"{ action(where: {max_verifications: {_gt: 1}}) { action app { name } } }"#,
    )
    .await;
    assert_eq!(
        d["action"],
        json!([{ "action": "vote", "app": { "name": "Alpha" } }])
    );
    // A use recorded through the store shows up under action { nullifiers }.
    let vote = app
        .humanid
        .store()
        .find_action(&ids[0], "vote")
        .await
        .unwrap()
        .unwrap();
    let n = format!("0x{:064x}", 42);
    app.humanid
        .store()
        .record_nullifier_use("nil_test", &vote.id, &n, 2)
        .await
        .unwrap();
    let d = data(&app, &key, r#"{ app(where: {name: {_eq: "Alpha"}}) { actions(where: {action: {_eq: "vote"}}) { nullifiers { nullifier_hash uses } } } }"#).await;
    assert_eq!(
        d["app"][0]["actions"][0]["nullifiers"],
        json!([{ "nullifier_hash": n, "uses": 1 }])
    );
    let d = data(
        &app,
        &key,
        &format!(
            r#"{{ nullifier(where: {{nullifier_hash: {{_eq: "{n}"}}}}) {{ uses action_id }} }}"#
        ),
    )
    .await;
    assert_eq!(d["nullifier"], json!([{ "uses": 1, "action_id": vote.id }]));
    let (_, body) = gql_as(&app, Some(&key), "{ app(limit: 5000) { id } }").await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "invalid");
}

#[tokio::test]
async fn another_teams_rows_are_not_found_for_every_root_field() {
    let app = spawn_app().await;
    let a = team(&app, "A").await;
    let b = team(&app, "B").await;
    let app_id = new_app(&app, &a, "Secret").await;
    let action_id = data(&app, &a, &format!(r#"mutation {{ insert_action_one(object: {{app_id: "{app_id}", action: "vote", name: "Vote"}}) {{ id }} }}"#)).await["insert_action_one"]["id"].as_str().unwrap().to_owned();
    let redirect_id = data(&app, &a, &format!(r#"mutation {{ insert_redirect_one(object: {{app_id: "{app_id}", redirect_uri: "https://a.example/cb"}}) {{ id }} }}"#)).await["insert_redirect_one"]["id"].as_str().unwrap().to_owned();
    let vote = app
        .humanid
        .store()
        .get_action_by_id(&action_id)
        .await
        .unwrap();
    app.humanid
        .store()
        .record_nullifier_use("nil_a", &vote.id, &format!("0x{:064x}", 7), 1)
        .await
        .unwrap();
    let a_key_id = humanid_core::api_keys::parse(&a).unwrap().0;

    // Queries: B sees none of A's rows.
    let empty_lists = [
        ("app", "{ app { id } }"),
        ("action", "{ action { id } }"),
        ("redirect", "{ redirect { id } }"),
        ("nullifier", "{ nullifier { id } }"),
    ];
    for (field, q) in empty_lists {
        assert_eq!(data(&app, &b, q).await[field], json!([]), "{field}");
    }
    assert_eq!(
        data(&app, &b, "{ team { name apps { id } } }").await["team"],
        json!([{ "name": "B", "apps": [] }])
    );
    assert_eq!(
        data(&app, &b, "{ api_key { id } }").await["api_key"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    for (field, id) in [("app_by_pk", &app_id), ("action_by_pk", &action_id)] {
        let q = format!(r#"{{ {field}(id: "{id}") {{ id }} }}"#);
        assert_eq!(data(&app, &b, &q).await[field], Value::Null, "{field}");
    }

    // Mutations: by_pk answers null, custom actions not_found, and nothing changes.
    let nulls = [
        (
            "update_app_by_pk",
            format!(
                r#"mutation {{ update_app_by_pk(pk_columns: {{id: "{app_id}"}}, _set: {{name: "pwned"}}) {{ id }} }}"#
            ),
        ),
        (
            "delete_app_by_pk",
            format!(r#"mutation {{ delete_app_by_pk(id: "{app_id}") {{ id }} }}"#),
        ),
        (
            "update_action_by_pk",
            format!(
                r#"mutation {{ update_action_by_pk(pk_columns: {{id: "{action_id}"}}, _set: {{status: "inactive"}}) {{ id }} }}"#
            ),
        ),
        (
            "delete_action_by_pk",
            format!(r#"mutation {{ delete_action_by_pk(id: "{action_id}") {{ id }} }}"#),
        ),
        (
            "delete_redirect_by_pk",
            format!(r#"mutation {{ delete_redirect_by_pk(id: "{redirect_id}") {{ id }} }}"#),
        ),
        (
            "update_api_key_by_pk",
            format!(
                r#"mutation {{ update_api_key_by_pk(pk_columns: {{id: "{a_key_id}"}}, _set: {{is_active: false}}) {{ id }} }}"#
            ),
        ),
    ];
    for (field, m) in &nulls {
        assert_eq!(data(&app, &b, m).await[*field], Value::Null, "{field}");
    }
    let not_found = [
        format!(
            r#"mutation {{ insert_action_one(object: {{app_id: "{app_id}", action: "x", name: "X"}}) {{ id }} }}"#
        ),
        format!(
            r#"mutation {{ insert_redirect_one(object: {{app_id: "{app_id}", redirect_uri: "https://b.example/cb"}}) {{ id }} }}"#
        ),
        format!(r#"mutation {{ reset_client_secret(app_id: "{app_id}") {{ client_secret }} }}"#),
        format!(r#"mutation {{ reset_api_key(id: "{a_key_id}") {{ api_key }} }}"#),
    ];
    for m in &not_found {
        assert_eq!(error_code(&app, &b, m).await, "not_found", "{m}");
    }
    // A's world is intact.
    let d = data(&app, &a, r#"{ app { name actions(order_by: {action: asc}) { action status } redirects { redirect_uri } } }"#).await;
    assert_eq!(
        d["app"],
        json!([{ "name": "Secret", "actions": [{ "action": "", "status": "active" }, { "action": "vote", "status": "active" }], "redirects": [{ "redirect_uri": "https://a.example/cb" }] }])
    );
    assert_eq!(
        gql_as(&app, Some(&a), "{ app { id } }").await.0,
        StatusCode::OK,
        "A's key still works"
    );
}

#[tokio::test]
async fn hostile_queries_are_refused_and_graphiql_is_served() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let deep = "{ action { app { actions { app { actions { app { actions { app { actions { id } } } } } } } } } }";
    let (status, body) = gql_as(&app, Some(&key), deep).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("nested too deep"),
        "{body}"
    );
    let (_, body) = gql_as(&app, Some(&key), "{ nope }").await;
    assert!(body["errors"].is_array());
    let res = app.post_as_json_text("/v1/graphql", &key, "{").await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let page = app.get("/v1/graphql").await;
    assert_eq!(page.status(), StatusCode::OK);
    assert!(page.text().await.unwrap().contains("graphiql"));
}

#[tokio::test]
async fn graphiql_loads_its_assets_from_humanid_only() {
    let app = spawn_app().await;
    let page = app.get("/v1/graphql").await;
    let csp = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    let html = page.text().await.unwrap();
    assert!(
        !html.contains("://"),
        "no absolute URL in the page:\n{html}"
    );
    assert!(
        csp.starts_with("default-src 'none'; script-src 'nonce-"),
        "{csp}"
    );
    for src in ["react.production.min.js", "graphiql.min.css"] {
        let path = format!("/v1/graphql/assets/graphiql-4.1.2/{src}");
        assert!(html.contains(&path[4..]), "{src} is referenced");
        let res = app.get(&path).await;
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(
            res.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert!(res.bytes().await.unwrap().len() > 10_000);
    }
    let missing = app
        .get("/v1/graphql/assets/graphiql-0.0.0/graphiql.min.js")
        .await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_change_through_one_replica_is_seen_at_once_through_another() {
    let app = spawn_app().await;
    let other = app.replica().await;
    let key = team(&app, "Acme").await;
    let on_other = |q: &'static str| {
        let (client, url, key) = (app.client.clone(), other.clone(), key.clone());
        async move {
            let res = client
                .post(format!("{url}/v1/graphql"))
                .bearer_auth(key)
                .json(&json!({ "query": q }))
                .send()
                .await
                .unwrap();
            res.json::<Value>().await.unwrap()["data"].clone()
        }
    };
    let id = new_app(&app, &key, "Poll").await;
    let q = "{ app { name actions(order_by: {action: asc}) { action max_verifications } } }";
    let before = on_other(q).await; // fills the other replica's cache
    assert_eq!(before["app"][0]["actions"].as_array().unwrap().len(), 1);
    data(&app, &key, &format!(r#"mutation {{ insert_action_one(object: {{app_id: "{id}", action: "vote", name: "Vote", max_verifications: 4}}) {{ id }} }}"#)).await;
    data(&app, &key, &format!(r#"mutation {{ update_app_by_pk(pk_columns: {{id: "{id}"}}, _set: {{name: "Renamed"}}) {{ id }} }}"#)).await;
    let after = on_other(q).await;
    assert_eq!(
        after["app"],
        json!([{ "name": "Renamed", "actions": [{ "action": "", "max_verifications": 0 }, { "action": "vote", "max_verifications": 4 }] }])
    );
    data(
        &app,
        &key,
        &format!(r#"mutation {{ delete_app_by_pk(id: "{id}") {{ id }} }}"#),
    )
    .await;
    assert_eq!(on_other("{ app { id } }").await, json!({ "app": [] }));
}
