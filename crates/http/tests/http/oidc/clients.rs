//! Client authentication beyond the shared secret: `private_key_jwt` and
//! `client_secret_jwt` assertions (RFC 7523) with every refusal, the registered method
//! enforced, and public clients (`none`) held to PKCE S256.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_core::audit::Actor;
use humanid_core::ids::random_hex;
use humanid_core::{AppId, TeamId};
use humanid_store::App;
use humanid_store::apps::AppPatch;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::handoff::{REDIRECT, as_json, registered_client};
use crate::api::helpers::*;
use crate::oidc::support::*;

pub const JWT_BEARER: &str = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";

/// A client's EC P-256 key pair: the private key to sign with, the public JWK to register.
pub struct ClientKey {
    pkcs8: Vec<u8>,
    pub kid: String,
    pub jwk: Value,
}

impl ClientKey {
    pub fn new() -> ClientKey {
        let key = new_p256_key();
        let kid = random_hex(8);
        let jwk = json!({
            "kty": "EC", "crv": "P-256", "use": "sig", "alg": "ES256", "kid": kid,
            "x": key.x, "y": key.y,
        });
        ClientKey {
            pkcs8: key.pkcs8,
            kid,
            jwk,
        }
    }

    pub fn jwks(&self) -> Value {
        json!({ "keys": [self.jwk] })
    }

    pub fn sign(&self, claims: &Value) -> String {
        let mut header = Header::new(Algorithm::ES256);
        header.kid = Some(self.kid.clone());
        jsonwebtoken::encode(&header, claims, &EncodingKey::from_ec_der(&self.pkcs8)).unwrap()
    }
}

pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// RFC 7523 §3's claims for `client_id`, addressed to `aud`.
pub fn assertion_claims(client_id: &str, aud: &str) -> Value {
    json!({
        "iss": client_id, "sub": client_id, "aud": aud, "jti": random_hex(16),
        "iat": now(), "exp": now() + 60,
    })
}

/// An unsigned JWT (`alg: none`) with these claims.
pub fn unsigned(claims: &Value) -> String {
    let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#);
    let body = URL_SAFE_NO_PAD.encode(claims.to_string());
    format!("{header}.{body}.")
}

/// Sets the app's client authentication settings as its team would.
pub async fn set_client(
    app: &TestApp,
    team_id: &str,
    app_id: &str,
    method: &str,
    jwks: Option<&Value>,
    require_par: bool,
) {
    let patch = AppPatch {
        token_endpoint_auth_method: Some(method.into()),
        jwks: jwks.map(Value::to_string),
        require_pushed_authorization_requests: Some(require_par),
        ..AppPatch::default()
    };
    app.humanid
        .update_app(
            &Actor::Operator,
            &TeamId::stored(team_id),
            &AppId::stored(app_id),
            patch,
        )
        .await
        .unwrap();
}

/// A staging client whose app authenticates by `method` and holds a fresh key in its
/// Client JWKS: (the app, its client secret, the key).
pub async fn keyed_client(app: &TestApp, method: &str) -> (App, String, ClientKey) {
    let (team_id, rp, secret) = registered_client(app, false).await;
    let key = ClientKey::new();
    set_client(app, &team_id, &rp.id, method, Some(&key.jwks()), false).await;
    (rp, secret, key)
}

/// `POST /token` exchanging `code`, the client authenticated by `assertion`.
pub async fn exchange_with_assertion(app: &TestApp, code: &str, assertion: &str) -> Answer {
    post_form(
        app,
        "/token",
        None,
        &[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", REDIRECT),
            ("client_assertion_type", JWT_BEARER),
            ("client_assertion", assertion),
        ],
    )
    .await
}

fn assert_invalid_client(answer: &Answer, code: &str, what: &str) {
    assert_eq!(
        answer.code(),
        (StatusCode::UNAUTHORIZED, code),
        "{what}: {}",
        answer.body
    );
    assert_eq!(answer.body["error"], "invalid_client", "{what}");
    assert!(answer.header("www-authenticate").starts_with("Basic"));
}

#[tokio::test]
async fn private_key_jwt_authenticates_and_each_assertion_is_used_once() {
    let app = spawn_app().await;
    let (rp, secret, key) = keyed_client(&app, "private_key_jwt").await;
    let token_endpoint = app.at("/token");
    for aud in [app.at(""), token_endpoint.clone()] {
        let code = mint_code(&app, &rp.id, None).await;
        let assertion = key.sign(&assertion_claims(&rp.id, aud.trim_end_matches('/')));
        let answer = exchange_with_assertion(&app, &code, &assertion).await;
        assert_eq!(answer.status, StatusCode::OK, "aud {aud}: {}", answer.body);
        assert_eq!(
            jwt_part(answer.body["id_token"].as_str().unwrap(), 1)["aud"],
            rp.id
        );
        // The same assertion again, even for a fresh code: a replay.
        let code = mint_code(&app, &rp.id, None).await;
        let again = exchange_with_assertion(&app, &code, &assertion).await;
        assert_invalid_client(&again, "invalid_client_assertion", "replayed jti");
        assert!(
            again.body["detail"]
                .as_str()
                .unwrap()
                .contains("already used")
        );
    }
    // The shared secret no longer authenticates this app.
    let code = mint_code(&app, &rp.id, None).await;
    let answer = exchange(&app, (&rp.id, &secret), &code, &[]).await;
    assert_invalid_client(
        &answer,
        "wrong_client_auth_method",
        "Basic for a private_key_jwt app",
    );
}

on_both_backends!(a_replayed_assertion_is_refused_by_another_replica_too);

async fn a_replayed_assertion_is_refused_by_another_replica_too(app: TestApp) {
    let other = app.replica().await;
    let (rp, _, key) = keyed_client(&app, "private_key_jwt").await;
    let assertion = key.sign(&assertion_claims(&rp.id, &app.at("/token")));
    let code = mint_code(&app, &rp.id, None).await;
    assert_eq!(
        exchange_with_assertion(&app, &code, &assertion)
            .await
            .status,
        StatusCode::OK
    );
    let code = mint_code(&app, &rp.id, None).await;
    let res = app
        .client
        .post(format!("{other}/token"))
        .form(&[
            ("grant_type", "authorization_code"),
            ("code", code.as_str()),
            ("redirect_uri", REDIRECT),
            ("client_assertion_type", JWT_BEARER),
            ("client_assertion", assertion.as_str()),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["code"], "invalid_client_assertion", "{body}");
}

#[tokio::test]
async fn bad_client_assertions_are_refused_with_invalid_client() {
    let app = spawn_app().await;
    let (rp, _, key) = keyed_client(&app, "private_key_jwt").await;
    let (other_id, _) = other_client(&app).await;
    let stranger = ClientKey::new();
    let aud = app.at("/token");
    let with = |change: &dyn Fn(&mut Value)| {
        let mut claims = assertion_claims(&rp.id, &aud);
        change(&mut claims);
        key.sign(&claims)
    };
    let cases: Vec<(&str, String)> = vec![
        (
            "another audience",
            with(&|c| c["aud"] = json!("https://elsewhere.example/token")),
        ),
        ("expired", with(&|c| c["exp"] = json!(now() - 120))),
        (
            "valid for an hour",
            with(&|c| c["exp"] = json!(now() + 3600)),
        ),
        (
            "iat in the future",
            with(&|c| c["iat"] = json!(now() + 600)),
        ),
        ("iat long ago", with(&|c| c["iat"] = json!(now() - 3600))),
        (
            "no jti",
            with(&|c| {
                c.as_object_mut().unwrap().remove("jti");
            }),
        ),
        (
            "no exp",
            with(&|c| {
                c.as_object_mut().unwrap().remove("exp");
            }),
        ),
        ("iss another client", with(&|c| c["iss"] = json!(other_id))),
        (
            "signed by an unregistered key",
            stranger.sign(&assertion_claims(&rp.id, &aud)),
        ),
        ("alg none", unsigned(&assertion_claims(&rp.id, &aud))),
    ];
    for (what, assertion) in cases {
        let code = mint_code(&app, &rp.id, None).await;
        let answer = exchange_with_assertion(&app, &code, &assertion).await;
        assert_eq!(
            answer.status,
            StatusCode::UNAUTHORIZED,
            "{what}: {}",
            answer.body
        );
        assert_eq!(answer.body["error"], "invalid_client", "{what}");
    }
    // An assertion for the other client (sub) signed with this key: that app has no
    // keys and does not use private_key_jwt.
    let code = mint_code(&app, &rp.id, None).await;
    let theirs = key.sign(&assertion_claims(&other_id, &aud));
    let answer = exchange_with_assertion(&app, &code, &theirs).await;
    assert_invalid_client(
        &answer,
        "wrong_client_auth_method",
        "another client's assertion",
    );
    // A wrong assertion type is a malformed request.
    let good = key.sign(&assertion_claims(&rp.id, &aud));
    let answer = post_form(
        &app,
        "/token",
        None,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("client_assertion_type", "urn:example:saml"),
            ("client_assertion", &good),
        ],
    )
    .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.body);
    assert_eq!(answer.body["error"], "invalid_request");
    // None of the refusals used the code up.
    let answer = exchange_with_assertion(&app, &code, &good).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
}

on_both_backends!(client_secret_jwt_is_signed_with_a_secret_issued_for_it);

async fn client_secret_jwt_is_signed_with_a_secret_issued_for_it(app: TestApp) {
    let (team_id, rp, old_secret) = registered_client(&app, false).await;
    set_client(&app, &team_id, &rp.id, "client_secret_jwt", None, false).await;
    let hs256 = |secret: &str| {
        let claims = assertion_claims(&rp.id, &app.at("/token"));
        jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &EncodingKey::from_secret(secret.as_bytes()),
        )
        .unwrap()
    };
    // The secret issued before choosing the method was kept only as a hash.
    let code = mint_code(&app, &rp.id, None).await;
    let answer = exchange_with_assertion(&app, &code, &hs256(&old_secret)).await;
    assert_invalid_client(
        &answer,
        "invalid_client_assertion",
        "secret kept as a hash only",
    );
    assert!(answer.body["detail"].as_str().unwrap().contains("reset"));
    let secret = app
        .humanid
        .reset_client_secret(
            &Actor::Operator,
            &TeamId::stored(&team_id),
            &AppId::stored(&rp.id),
        )
        .await
        .unwrap();
    let answer = exchange_with_assertion(&app, &code, &hs256(&secret)).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let code = mint_code(&app, &rp.id, None).await;
    let wrong = hs256(&format!("sk_{}", "0".repeat(48)));
    let answer = exchange_with_assertion(&app, &code, &wrong).await;
    assert_invalid_client(&answer, "invalid_client_assertion", "another secret");
    // Switching away forgets the sealed secret.
    set_client(&app, &team_id, &rp.id, "client_secret_basic", None, false).await;
    let stored = app.humanid.store().get_app(&rp.id).await.unwrap();
    assert_eq!(stored.client.client_secret_sealed, None);
}

#[tokio::test]
async fn public_clients_name_themselves_and_must_use_pkce_s256() {
    let app = spawn_app().await;
    let (team_id, rp, secret) = registered_client(&app, false).await;
    // A confidential client cannot drop its secret.
    let code = mint_code(&app, &rp.id, None).await;
    let id_only = |code: String, verifier: Option<&'static str>| {
        let mut form = vec![
            ("grant_type", "authorization_code".to_owned()),
            ("code", code),
            ("redirect_uri", REDIRECT.to_owned()),
            ("client_id", rp.id.clone()),
        ];
        if let Some(v) = verifier {
            form.push(("code_verifier", v.to_owned()));
        }
        form
    };
    let answer = post_form_owned(&app, "/token", &id_only(code, None)).await;
    assert_invalid_client(
        &answer,
        "unauthenticated",
        "confidential client without secret",
    );
    set_client(&app, &team_id, &rp.id, "none", None, false).await;
    // /authorize refuses a code request without PKCE for it.
    let without_pkce = app.client.get(app.at("/authorize")).query(&[
        ("client_id", rp.id.as_str()),
        ("redirect_uri", REDIRECT),
        ("response_type", "code"),
        ("scope", "openid"),
    ]);
    let (status, body) = as_json(without_pkce).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["attribute"], "code_challenge", "{body}");
    // A code without a challenge is not redeemed by a public client.
    let code = mint_code(&app, &rp.id, None).await;
    let answer = post_form_owned(&app, "/token", &id_only(code, None)).await;
    assert_eq!(
        answer.code(),
        (StatusCode::BAD_REQUEST, "invalid_grant"),
        "{}",
        answer.body
    );
    // RFC 7636 appendix B's verifier and challenge.
    let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    let code = mint_code(&app, &rp.id, Some(challenge)).await;
    let answer = post_form_owned(&app, "/token", &id_only(code, Some(verifier))).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let access = answer.body["access_token"].as_str().unwrap().to_owned();
    // Its secret is refused now, and it cannot introspect.
    let code = mint_code(&app, &rp.id, Some(challenge)).await;
    let answer = exchange(
        &app,
        (&rp.id, &secret),
        &code,
        &[("code_verifier", verifier)],
    )
    .await;
    assert_invalid_client(
        &answer,
        "wrong_client_auth_method",
        "secret for a public client",
    );
    let answer = post_form_owned(
        &app,
        "/introspect",
        &[("token", access.clone()), ("client_id", rp.id.clone())],
    )
    .await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{}", answer.body);
    assert_eq!(answer.body["error"], "invalid_client");
    // It may revoke its own token (RFC 7009 §2.1 lets public clients).
    let answer = post_form_owned(
        &app,
        "/revoke",
        &[("token", access.clone()), ("client_id", rp.id.clone())],
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_refused_by_userinfo(&app, &access, "revoked by the public client").await;
}

#[tokio::test]
async fn the_auth_method_and_jwks_are_checked_when_set() {
    let app = spawn_app().await;
    let (team_id, rp, _) = registered_client(&app, false).await;
    let set = |patch: AppPatch| {
        let app = &app;
        let (team_id, id) = (team_id.clone(), rp.id.clone());
        async move {
            app.humanid
                .update_app(
                    &Actor::Operator,
                    &TeamId::stored(&team_id),
                    &AppId::stored(&id),
                    patch,
                )
                .await
        }
    };
    let refused = set(AppPatch {
        token_endpoint_auth_method: Some("tls_client_auth".into()),
        ..AppPatch::default()
    })
    .await
    .unwrap_err();
    assert_eq!(refused.attribute(), Some("token_endpoint_auth_method"));
    let key = ClientKey::new();
    let mut private = key.jwk.clone();
    private["d"] = json!(URL_SAFE_NO_PAD.encode([7u8; 32]));
    for bad in [
        "not json".to_owned(),
        json!({"keys": []}).to_string(),
        json!({"keys": [private]}).to_string(),
        json!({"keys": [key.jwk, key.jwk]}).to_string(),
    ] {
        let refused = set(AppPatch {
            jwks: Some(bad.clone()),
            ..AppPatch::default()
        })
        .await
        .unwrap_err();
        assert_eq!(refused.code(), "invalid_jwks", "{bad}");
    }
    let saved = set(AppPatch {
        jwks: Some(key.jwks().to_string()),
        ..AppPatch::default()
    })
    .await
    .unwrap();
    assert_eq!(
        serde_json::from_str::<Value>(saved.client.jwks.as_deref().unwrap()).unwrap(),
        key.jwks()
    );
    let cleared = set(AppPatch {
        jwks: Some(String::new()),
        ..AppPatch::default()
    })
    .await
    .unwrap();
    assert_eq!(cleared.client.jwks, None);
}

/// `POST path` with a form of owned values and no Basic credentials.
pub async fn post_form_owned(app: &TestApp, path: &str, form: &[(&str, String)]) -> Answer {
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    post_form(app, path, None, &form).await
}
