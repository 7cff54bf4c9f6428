//! Raw HTTP for the cases a library hides (error bodies, headers), codes minted without
//! a proof, and a second client.

use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_core::handoff::ResponseMode;
use humanid_core::oidc::{Authorization, Grant};
use reqwest::StatusCode;
use reqwest::header::{AUTHORIZATION, HeaderMap};
use serde_json::Value;

use crate::api::handoff::REDIRECT;
pub use crate::api::handoff::{basic, jwt_part, registered_client};
use crate::api::helpers::TestApp;

/// A fresh EC P-256 key a client signs with (assertions, DPoP proofs).
pub struct P256Key {
    pub pkcs8: Vec<u8>,
    pub pair: EcdsaKeyPair,
    /// The public point's coordinates, base64url, as a JWK carries them.
    pub x: String,
    pub y: String,
}

pub fn new_p256_key() -> P256Key {
    let pkcs8 =
        EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &SystemRandom::new())
            .unwrap();
    let pair = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, pkcs8.as_ref()).unwrap();
    // Uncompressed point: 0x04 ‖ x ‖ y.
    let point = pair.public_key().as_ref().to_vec();
    P256Key {
        pkcs8: pkcs8.as_ref().to_vec(),
        x: URL_SAFE_NO_PAD.encode(&point[1..33]),
        y: URL_SAFE_NO_PAD.encode(&point[33..65]),
        pair,
    }
}

/// An answer's status, headers and JSON body.
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Value,
}

impl Answer {
    pub async fn of(res: reqwest::Response) -> Answer {
        let status = res.status();
        let headers = res.headers().clone();
        let body = res.json().await.unwrap_or(Value::Null);
        Answer {
            status,
            headers,
            body,
        }
    }

    /// `(status, code)` for compact assertions.
    pub fn code(&self) -> (StatusCode, &str) {
        (self.status, self.body["code"].as_str().unwrap_or("<none>"))
    }

    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .map(|v| v.to_str().unwrap())
            .unwrap_or("<none>")
    }

    /// Checks the answer is a 400 whose `code` and OAuth `error` are both `error`.
    pub fn assert_bad_request(&self, error: &str, what: &str) {
        assert_eq!(
            self.code(),
            (StatusCode::BAD_REQUEST, error),
            "{what}: {}",
            self.body
        );
        assert_eq!(self.body["error"], error, "{what}");
    }
}

/// `POST path` with a form body and, if given, `Authorization: Basic`.
pub async fn post_form(
    app: &TestApp,
    path: &str,
    client: Option<(&str, &str)>,
    form: &[(&str, &str)],
) -> Answer {
    let mut req = app.client.post(app.at(path)).form(form);
    if let Some((id, secret)) = client {
        req = req.header(AUTHORIZATION, basic(id, secret));
    }
    Answer::of(req.send().await.unwrap()).await
}

/// `POST /token` exchanging `code` for `client`, redirect URI [`REDIRECT`], plus `extra`.
pub async fn exchange(
    app: &TestApp,
    client: (&str, &str),
    code: &str,
    extra: &[(&str, &str)],
) -> Answer {
    let mut form = vec![
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", REDIRECT),
    ];
    form.extend_from_slice(extra);
    post_form(app, "/token", Some(client), &form).await
}

/// `POST path` as `client` with a JSON body, which the OAuth endpoints refuse (they take
/// forms).
pub async fn post_as_json(app: &TestApp, path: &str, client: (&str, &str), body: &Value) -> Answer {
    let res = app
        .client
        .post(app.at(path))
        .header(AUTHORIZATION, basic(client.0, client.1))
        .json(body)
        .send()
        .await
        .unwrap();
    Answer::of(res).await
}

pub async fn introspect(app: &TestApp, client: (&str, &str), token: &str) -> Answer {
    post_form(app, "/introspect", Some(client), &[("token", token)]).await
}

pub async fn userinfo(app: &TestApp, token: &str) -> Answer {
    let res = app
        .client
        .get(app.at("/userinfo"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    Answer::of(res).await
}

/// `/userinfo` refuses `token` as an RP would see it: 401 `invalid_token` with the
/// Bearer challenge naming the error.
pub async fn assert_refused_by_userinfo(app: &TestApp, token: &str, what: &str) {
    let answer = userinfo(app, token).await;
    assert_eq!(
        answer.code(),
        (StatusCode::UNAUTHORIZED, "invalid_token"),
        "{what}"
    );
    let challenge = answer.header("www-authenticate");
    assert!(challenge.starts_with("Bearer "), "{what}: {challenge}");
    assert!(
        challenge.contains("error=\"invalid_token\""),
        "{what}: {challenge}"
    );
}

/// `/introspect` says `token` is not active, for `client`.
pub async fn assert_inactive(app: &TestApp, client: (&str, &str), token: &str, what: &str) {
    let answer = introspect(app, client, token).await;
    assert_eq!(answer.status, StatusCode::OK, "{what}");
    assert_eq!(answer.body["active"], false, "{what}: {}", answer.body);
    assert_eq!(answer.body["code"], "invalid_token", "{what}");
    assert!(answer.body.get("sub").is_none(), "{what}: {}", answer.body);
}

/// Who signed in, for codes minted without a proof.
pub fn grant(client_id: &str, nonce: Option<&str>) -> Grant {
    Grant {
        sid: None,
        client_id: client_id.to_owned(),
        sub: format!("0x{}", "5a".repeat(32)),
        credential_type: humanid_core::registry::CredentialType::Orb,
        scopes: vec!["openid".into()],
        nonce: nonce.map(str::to_owned),
        auth_time: chrono::Utc::now().timestamp(),
    }
}

pub fn authorization(client_id: &str, code_challenge: Option<&str>) -> Authorization {
    Authorization {
        client_id: client_id.to_owned(),
        redirect_uri: REDIRECT.into(),
        code: true,
        id_token: false,
        token: false,
        response_mode: ResponseMode::Query,
        scopes: vec!["openid".into()],
        state: None,
        nonce: None,
        code_challenge: code_challenge.map(str::to_owned),
    }
}

/// A code for `client_id` as a completed sign-in would get it.
pub async fn mint_code(app: &TestApp, client_id: &str, code_challenge: Option<&str>) -> String {
    app.humanid
        .issue_code(
            &grant(client_id, None),
            &authorization(client_id, code_challenge),
        )
        .await
        .unwrap()
}

/// The token response for a fresh code of `client` (which must succeed).
pub async fn tokens_for(app: &TestApp, client: (&str, &str)) -> Value {
    let code = mint_code(app, client.0, None).await;
    let answer = exchange(app, client, &code, &[]).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body
}

/// Another relying party (own team) with the same redirect URI: `(client_id, secret)`.
pub async fn other_client(app: &TestApp) -> (String, String) {
    let (_, made, secret) = registered_client(app, false).await;
    (made.id, secret)
}
