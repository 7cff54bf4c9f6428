//! Dynamic client registration (RFC 7591) behind a team's registration token, the
//! registration access token's read, replace and delete (RFC 7592), every refusal with
//! its RFC 7591 §3.2.2 name, `sector_identifier_uri`, and client keys read from a
//! `jwks_uri` that rotates.

use humanid_core::{AppId, TeamId};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::routing::get;
use humanid_core::registry::Environment;
use openidconnect::core::CoreResponseType;
use openidconnect::{
    AuthenticationFlow, CsrfToken, Nonce, OAuth2TokenResponse, Scope, TokenResponse,
};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::graphql::gql_body;
use crate::api::handoff::{REDIRECT, Rp};
use crate::api::helpers::*;
use crate::api::proving::{Person, orb};
use crate::oidc::clients::{ClientKey, assertion_claims, exchange_with_assertion};
use crate::oidc::rp::{client_with, exchange_with_library, redirect_params, sign_in, verify};
use crate::oidc::support::*;

/// A team and its registration token (staging apps): `(team_id, api_key, token)`.
async fn team_with_token(app: &TestApp) -> (String, String, String) {
    let team = app.humanid.bootstrap_team("Registrars").await.unwrap();
    let actor = humanid_core::audit::Actor::Operator;
    let issued = app
        .humanid
        .create_registration_token(&actor, &TeamId::stored(&team.team_id), "ci", false)
        .await
        .unwrap();
    (team.team_id, team.api_key, issued.token)
}

/// `POST /register` with `body` and, if given, the registration token.
async fn register(app: &TestApp, token: Option<&str>, body: &Value) -> Answer {
    let mut req = app.client.post(app.at("/register")).json(body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    Answer::of(req.send().await.unwrap()).await
}

/// `method` on a registration client URI with `token`.
async fn manage(
    app: &TestApp,
    method: reqwest::Method,
    uri: &str,
    token: &str,
    body: Option<&Value>,
) -> Answer {
    let mut req = app.client.request(method, uri).bearer_auth(token);
    if let Some(b) = body {
        req = req.json(b);
    }
    Answer::of(req.send().await.unwrap()).await
}

fn assert_refused(answer: &Answer, status: StatusCode, error: &str, what: &str) {
    assert_eq!(answer.status, status, "{what}: {}", answer.body);
    assert_eq!(answer.body["error"], error, "{what}: {}", answer.body);
    assert!(
        answer.body["error_description"]
            .as_str()
            .is_some_and(|d| !d.is_empty()),
        "{what}: {}",
        answer.body
    );
}

on_both_backends!(a_registered_client_signs_in_with_the_library);

async fn a_registered_client_signs_in_with_the_library(app: TestApp) {
    let (team_id, _, token) = team_with_token(&app).await;
    let asked = json!({
        "redirect_uris": [REDIRECT],
        "client_name": "Registered poll",
        "response_types": ["code"],
        "grant_types": ["authorization_code", "refresh_token"],
        "contacts": ["ops@rp.example"],
        "unknown_extension": "ignored",
    });
    let made = register(&app, Some(&token), &asked).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    assert_eq!(made.header("cache-control"), "no-store");
    let body = &made.body;
    let client_id = body["client_id"].as_str().unwrap().to_owned();
    assert!(client_id.starts_with("app_staging_"), "{client_id}");
    let secret = body["client_secret"].as_str().unwrap().to_owned();
    assert!(secret.starts_with("sk_"), "{body}");
    assert_eq!(body["client_secret_expires_at"], 0);
    assert!(body["client_id_issued_at"].as_i64().unwrap() > 1_700_000_000);
    assert_eq!(body["token_endpoint_auth_method"], "client_secret_basic");
    assert_eq!(body["redirect_uris"], json!([REDIRECT]));
    assert_eq!(body["client_name"], "Registered poll");
    assert_eq!(body["contacts"], json!(["ops@rp.example"]));
    assert!(body.get("unknown_extension").is_none(), "{body}");
    assert!(
        body["registration_access_token"]
            .as_str()
            .unwrap()
            .starts_with("rat_"),
        "{body}"
    );
    assert_eq!(
        body["registration_client_uri"],
        format!("{}/register/{client_id}", app.url)
    );
    // The app is the team's, as the portal lists it.
    let apps = app.humanid.store().list_apps(&team_id).await.unwrap();
    assert!(
        apps.iter()
            .any(|a| a.id == client_id && a.name == "Registered poll")
    );

    let stored = app.humanid.store().get_app(&client_id).await.unwrap();
    let key = orb(Environment::from_staging(true));
    let person = Person::new("registered");
    person.enrol(&app, &key).await;
    let rp = Rp {
        team_id,
        app: stored,
        secret: secret.clone(),
        person,
        key,
    };
    let client = client_with(&app, &client_id, &secret, REDIRECT).await;
    let (url, state, nonce) = client
        .authorize_url(
            AuthenticationFlow::<CoreResponseType>::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_scope(Scope::new("email".into()))
        .url();
    let signed_in = sign_in(&app, &rp, &url).await;
    let params = redirect_params(&signed_in.response, false);
    assert_eq!(&params["state"], state.secret());
    let tokens = exchange_with_library(&client, params["code"].clone()).await;
    let claims = verify(&client, tokens.id_token().unwrap(), &nonce);
    assert_eq!(claims.subject().as_str(), signed_in.nullifier);
    assert_eq!(
        userinfo(&app, tokens.access_token().secret()).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn registration_needs_a_live_registration_token() {
    let app = spawn_app().await;
    let (_, api_key, _) = team_with_token(&app).await;
    let asked = json!({ "redirect_uris": [REDIRECT] });
    for (token, what) in [
        (None, "no token"),
        (Some("reg_0000"), "an unknown token"),
        (Some(api_key.as_str()), "an API key"),
    ] {
        let refused = register(&app, token, &asked).await;
        assert_refused(&refused, StatusCode::UNAUTHORIZED, "invalid_token", what);
        assert_eq!(
            refused.header("www-authenticate"),
            "Bearer error=\"invalid_token\"",
            "{what}"
        );
    }

    // Made over GraphQL with the team's API key, the same core operation as the portal.
    let made = gql_body(
        &app,
        &api_key,
        "mutation { create_registration_token(name: \"deploys\") { id token allow_production } }",
    )
    .await;
    let made = &made["data"]["create_registration_token"];
    assert_eq!(made["allow_production"], false, "{made}");
    let token = made["token"].as_str().unwrap().to_owned();
    assert!(token.starts_with("reg_"), "{token}");
    let first = register(&app, Some(&token), &asked).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.body);

    let listed = gql_body(
        &app,
        &api_key,
        "{ registration_token { id name is_active token last_used_at } }",
    )
    .await;
    let rows = listed["data"]["registration_token"]
        .as_array()
        .unwrap()
        .clone();
    let row = rows.iter().find(|r| r["name"] == "deploys").unwrap();
    assert!(
        row["token"].is_null(),
        "a listing never shows the token: {row}"
    );
    assert!(row["last_used_at"].is_string(), "{row}");

    let id = made["id"].as_str().unwrap();
    let revoked = gql_body(
        &app,
        &api_key,
        &format!("mutation {{ revoke_registration_token(id: \"{id}\") {{ is_active }} }}"),
    )
    .await;
    assert_eq!(
        revoked["data"]["revoke_registration_token"]["is_active"], false,
        "{revoked}"
    );
    let refused = register(&app, Some(&token), &asked).await;
    assert_refused(
        &refused,
        StatusCode::UNAUTHORIZED,
        "invalid_token",
        "a revoked token",
    );
    // The client it registered before stays.
    let client_id = first.body["client_id"].as_str().unwrap();
    assert!(
        !app.humanid
            .store()
            .get_app(client_id)
            .await
            .unwrap()
            .is_archived
    );
}

#[tokio::test]
async fn refused_metadata_is_named_as_rfc_7591_names_it_and_registers_nothing() {
    let app = spawn_app().await;
    let (team_id, _, token) = team_with_token(&app).await;
    let key = ClientKey::new();
    let cases = [
        (
            json!({"redirect_uris": ["https://rp.example/cb#frag"]}),
            "invalid_redirect_uri",
            "a fragment",
        ),
        (
            json!({"redirect_uris": ["http://rp.example/cb"]}),
            "invalid_redirect_uri",
            "http off loopback",
        ),
        (
            json!({"client_name": "no redirects"}),
            "invalid_redirect_uri",
            "no redirect_uris",
        ),
        (
            json!({"redirect_uris": [REDIRECT], "token_endpoint_auth_method": "tls_client_auth"}),
            "invalid_client_metadata",
            "an unknown auth method",
        ),
        (
            json!({"redirect_uris": [REDIRECT], "token_endpoint_auth_method": "private_key_jwt",
                "jwks": key.jwks(), "jwks_uri": "https://rp.example/jwks"}),
            "invalid_client_metadata",
            "jwks and jwks_uri",
        ),
        (
            json!({"redirect_uris": [REDIRECT], "token_endpoint_auth_method": "private_key_jwt"}),
            "invalid_client_metadata",
            "private_key_jwt without keys",
        ),
        (
            json!({"redirect_uris": [REDIRECT], "response_types": ["id_token"]}),
            "invalid_client_metadata",
            "an implicit response type without the implicit grant",
        ),
        (
            json!({"redirect_uris": [REDIRECT], "grant_types": ["client_credentials"]}),
            "invalid_client_metadata",
            "an unsupported grant",
        ),
        (
            json!({"redirect_uris": [REDIRECT], "id_token_encrypted_response_alg": "RSA-OAEP"}),
            "invalid_client_metadata",
            "encrypted ID tokens",
        ),
        (
            json!({"redirect_uris": [REDIRECT], "id_token_signed_response_alg": "none"}),
            "invalid_client_metadata",
            "unsigned ID tokens",
        ),
        (
            json!({"redirect_uris": "https://rp.example/cb"}),
            "invalid_client_metadata",
            "redirect_uris not a list",
        ),
        (
            json!(["not", "an", "object"]),
            "invalid_client_metadata",
            "not an object",
        ),
    ];
    for (body, error, what) in cases {
        let refused = register(&app, Some(&token), &body).await;
        assert_refused(&refused, StatusCode::BAD_REQUEST, error, what);
    }
    let garbage = app
        .post_as_json_text("/register", &token, "{not json")
        .await;
    assert_refused(
        &Answer::of(garbage).await,
        StatusCode::BAD_REQUEST,
        "invalid_client_metadata",
        "not JSON",
    );
    assert!(
        app.humanid
            .store()
            .list_apps(&team_id)
            .await
            .unwrap()
            .is_empty()
    );
}

/// A relying party's server on loopback: `path` → `body` (JSON), 404 elsewhere; what it
/// serves can change, and it counts the reads of `path`.
struct Published {
    base: String,
    doc: Arc<Mutex<Value>>,
    reads: Arc<AtomicUsize>,
}

async fn publish(path: &'static str, doc: Value) -> Published {
    let doc = Arc::new(Mutex::new(doc));
    let reads = Arc::new(AtomicUsize::new(0));
    let (served, counted) = (doc.clone(), reads.clone());
    let router = Router::new().route(
        path,
        get(move || {
            let (served, counted) = (served.clone(), counted.clone());
            async move {
                counted.fetch_add(1, Ordering::SeqCst);
                axum::Json(served.lock().unwrap().clone())
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await });
    Published {
        base: format!("http://{addr}"),
        doc,
        reads,
    }
}

#[tokio::test]
async fn a_sector_identifier_uri_must_list_every_redirect_uri() {
    let app = spawn_app().await;
    let (_, _, token) = team_with_token(&app).await;
    let other = "https://other.example/cb";
    let sector = publish("/sector.json", json!([REDIRECT, other])).await;
    let uri = format!("{}/sector.json", sector.base);
    let good = register(
        &app,
        Some(&token),
        &json!({"redirect_uris": [REDIRECT, other], "sector_identifier_uri": uri}),
    )
    .await;
    assert_eq!(good.status, StatusCode::CREATED, "{}", good.body);
    assert_eq!(good.body["sector_identifier_uri"], uri.as_str());

    let cases = [
        (
            uri.clone(),
            json!(["https://rp.example/unlisted"]),
            "a redirect URI it does not list",
        ),
        (
            format!("{}/missing.json", sector.base),
            json!([REDIRECT]),
            "a 404",
        ),
        (
            "https://rp.example/sector#x".to_owned(),
            json!([REDIRECT]),
            "a fragment",
        ),
        (
            "http://rp.example/sector.json".to_owned(),
            json!([REDIRECT]),
            "http off loopback",
        ),
    ];
    for (uri, redirects, what) in cases {
        let refused = register(
            &app,
            Some(&token),
            &json!({"redirect_uris": redirects, "sector_identifier_uri": uri}),
        )
        .await;
        assert_refused(
            &refused,
            StatusCode::BAD_REQUEST,
            "invalid_client_metadata",
            what,
        );
    }
    *sector.doc.lock().unwrap() = json!({"not": "a list"});
    let refused = register(
        &app,
        Some(&token),
        &json!({"redirect_uris": [REDIRECT], "sector_identifier_uri": uri}),
    )
    .await;
    assert_refused(
        &refused,
        StatusCode::BAD_REQUEST,
        "invalid_client_metadata",
        "not an array",
    );
}

#[tokio::test]
async fn the_registration_access_token_reads_replaces_and_deletes_its_client() {
    let app = spawn_app().await;
    let (_, _, token) = team_with_token(&app).await;
    let made = register(
        &app,
        Some(&token),
        &json!({"redirect_uris": [REDIRECT], "client_name": "First"}),
    )
    .await;
    let other = register(&app, Some(&token), &json!({"redirect_uris": [REDIRECT]})).await;
    let body = made.body.clone();
    let id = body["client_id"].as_str().unwrap().to_owned();
    let secret = body["client_secret"].as_str().unwrap().to_owned();
    let rat = body["registration_access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let uri = body["registration_client_uri"].as_str().unwrap().to_owned();
    let other_rat = other.body["registration_access_token"].as_str().unwrap();

    let read = manage(&app, reqwest::Method::GET, &uri, &rat, None).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.body);
    assert_eq!(read.body["client_id"], id.as_str());
    assert_eq!(read.body["client_name"], "First");
    assert_eq!(read.body["redirect_uris"], json!([REDIRECT]));
    assert!(
        read.body.get("client_secret").is_none(),
        "only its hash is kept"
    );
    for (bad, what) in [
        (other_rat, "another client's token"),
        (token.as_str(), "the registration token"),
        ("rat_00", "garbage"),
    ] {
        for method in [
            reqwest::Method::GET,
            reqwest::Method::PUT,
            reqwest::Method::DELETE,
        ] {
            let refused = manage(&app, method.clone(), &uri, bad, Some(&body)).await;
            assert_refused(
                &refused,
                StatusCode::UNAUTHORIZED,
                "invalid_token",
                &format!("{method} with {what}"),
            );
        }
    }

    let moved = "https://rp.example/moved";
    let mut replacement = json!({"client_id": id, "redirect_uris": [moved], "client_name": "Second",
        "client_secret": secret});
    let replaced = manage(&app, reqwest::Method::PUT, &uri, &rat, Some(&replacement)).await;
    assert_eq!(replaced.status, StatusCode::OK, "{}", replaced.body);
    assert_eq!(replaced.body["client_name"], "Second");
    assert_eq!(replaced.body["redirect_uris"], json!([moved]));
    let store = app.humanid.store();
    assert!(store.is_registered_redirect(&id, moved).await.unwrap());
    assert!(!store.is_registered_redirect(&id, REDIRECT).await.unwrap());
    // The secret still works; a client cannot pick its own, nor set the server's fields.
    let code = mint_code(&app, &id, None).await;
    let ok = exchange(&app, (&id, &secret), &code, &[]).await;
    assert_eq!(
        ok.status,
        StatusCode::OK,
        "the secret outlives an update: {}",
        ok.body
    );
    for (field, value, what) in [
        ("client_secret", json!("sk_mine"), "a chosen secret"),
        ("client_id", json!("app_staging_other"), "another client_id"),
        (
            "registration_access_token",
            json!(rat),
            "the server's field",
        ),
    ] {
        let mut body = replacement.clone();
        body[field] = value;
        let refused = manage(&app, reqwest::Method::PUT, &uri, &rat, Some(&body)).await;
        assert_refused(
            &refused,
            StatusCode::BAD_REQUEST,
            "invalid_client_metadata",
            what,
        );
    }
    replacement["redirect_uris"] = json!(["https://rp.example/x#y"]);
    let refused = manage(&app, reqwest::Method::PUT, &uri, &rat, Some(&replacement)).await;
    assert_refused(
        &refused,
        StatusCode::BAD_REQUEST,
        "invalid_redirect_uri",
        "a fragment on update",
    );

    let deleted = app
        .client
        .delete(&uri)
        .bearer_auth(&rat)
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    let gone = manage(&app, reqwest::Method::GET, &uri, &rat, None).await;
    assert_refused(
        &gone,
        StatusCode::UNAUTHORIZED,
        "invalid_token",
        "a deleted client",
    );
    let code = post_form(
        &app,
        "/token",
        Some((&id, &secret)),
        &[("grant_type", "refresh_token"), ("refresh_token", "x")],
    )
    .await;
    assert_eq!(
        code.status,
        StatusCode::UNAUTHORIZED,
        "a deleted client's secret: {}",
        code.body
    );
}

#[tokio::test]
async fn keys_at_a_jwks_uri_are_fetched_once_and_again_when_the_client_rotates() {
    let app = spawn_app().await;
    let (_, _, token) = team_with_token(&app).await;
    let old = ClientKey::new();
    let published = publish("/jwks.json", old.jwks()).await;
    let jwks_uri = format!("{}/jwks.json", published.base);
    let made = register(
        &app,
        Some(&token),
        &json!({"redirect_uris": [REDIRECT], "token_endpoint_auth_method": "private_key_jwt",
            "jwks_uri": jwks_uri}),
    )
    .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    assert!(made.body.get("client_secret").is_none(), "{}", made.body);
    assert_eq!(made.body["jwks_uri"], jwks_uri.as_str());
    let id = made.body["client_id"].as_str().unwrap().to_owned();
    let aud = app.at("/token");
    assert_eq!(
        published.reads.load(Ordering::SeqCst),
        0,
        "not read at registration"
    );

    for round in 0..2 {
        let code = mint_code(&app, &id, None).await;
        let ok =
            exchange_with_assertion(&app, &code, &old.sign(&assertion_claims(&id, &aud))).await;
        assert_eq!(ok.status, StatusCode::OK, "round {round}: {}", ok.body);
    }
    assert_eq!(
        published.reads.load(Ordering::SeqCst),
        1,
        "read once, then kept"
    );

    // The client rotates: the old key is gone, a new kid signs.
    let new = ClientKey::new();
    *published.doc.lock().unwrap() = new.jwks();
    let code = mint_code(&app, &id, None).await;
    let ok = exchange_with_assertion(&app, &code, &new.sign(&assertion_claims(&id, &aud))).await;
    assert_eq!(ok.status, StatusCode::OK, "the new kid: {}", ok.body);
    assert_eq!(
        published.reads.load(Ordering::SeqCst),
        2,
        "an unknown kid reads it again"
    );
    let code = mint_code(&app, &id, None).await;
    let refused =
        exchange_with_assertion(&app, &code, &old.sign(&assertion_claims(&id, &aud))).await;
    assert_eq!(
        refused.status,
        StatusCode::UNAUTHORIZED,
        "the retired kid: {}",
        refused.body
    );
    assert_eq!(refused.body["error"], "invalid_client");

    // Unreachable keys refuse the client; they never fail the server.
    let patch = humanid_store::apps::AppPatch {
        jwks_uri: Some(format!("{}/missing.json", published.base)),
        ..Default::default()
    };
    let actor = humanid_core::audit::Actor::Operator;
    let owner = app.humanid.store().get_app(&id).await.unwrap().team_id;
    app.humanid
        .update_app(&actor, &TeamId::stored(&owner), &AppId::stored(&id), patch)
        .await
        .unwrap();
    let code = mint_code(&app, &id, None).await;
    let refused =
        exchange_with_assertion(&app, &code, &new.sign(&assertion_claims(&id, &aud))).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{}", refused.body);
    assert!(
        refused.body["detail"]
            .as_str()
            .unwrap()
            .contains("jwks_uri"),
        "{}",
        refused.body
    );
}

#[tokio::test]
async fn discovery_advertises_the_registration_endpoint() {
    let app = spawn_app().await;
    let doc = app.get_json("/.well-known/openid-configuration").await;
    assert_eq!(doc["registration_endpoint"], app.at("/register"));
}
