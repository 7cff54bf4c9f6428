//! DPoP (RFC 9449): a proof at `/token` binds the access token to the proof's key; then
//! `/userinfo` answers only with a fresh proof of that key, for that request and token.
//! Every refusal: a replayed `jti`, the wrong `htm` or `htu`, an expired or future `iat`,
//! the wrong `ath`, another key, no proof, an unsigned or tampered proof.

use aws_lc_rs::digest::{SHA256, digest};
use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::EcdsaKeyPair;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::handoff::jwt_part;
use crate::api::helpers::*;
use crate::oidc::idp::{offline_tokens, text};
use crate::oidc::support::*;

/// A client's DPoP key (P-256) and the proofs it signs.
pub struct DpopKey {
    pair: EcdsaKeyPair,
    jwk: Value,
}

fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

impl DpopKey {
    pub fn new() -> DpopKey {
        let key = new_p256_key();
        let jwk = json!({ "kty": "EC", "crv": "P-256", "x": key.x, "y": key.y });
        DpopKey {
            pair: key.pair,
            jwk,
        }
    }

    /// RFC 7638's thumbprint, computed here from the members in their required order.
    pub fn thumbprint(&self) -> String {
        let canonical = format!(
            r#"{{"crv":"P-256","kty":"EC","x":"{}","y":"{}"}}"#,
            self.jwk["x"].as_str().unwrap(),
            self.jwk["y"].as_str().unwrap()
        );
        b64(digest(&SHA256, canonical.as_bytes()).as_ref())
    }

    /// A proof with `header` and `claims` as given, signed ES256.
    pub fn sign(&self, header: &Value, claims: &Value) -> String {
        let input = format!(
            "{}.{}",
            b64(&serde_json::to_vec(header).unwrap()),
            b64(&serde_json::to_vec(claims).unwrap())
        );
        let sig = self
            .pair
            .sign(&SystemRandom::new(), input.as_bytes())
            .unwrap();
        format!("{input}.{}", b64(sig.as_ref()))
    }

    pub fn header(&self) -> Value {
        json!({ "typ": "dpop+jwt", "alg": "ES256", "jwk": self.jwk })
    }

    /// A fresh proof for `htm htu` (and the access token's `ath` when given).
    pub fn proof(&self, htm: &str, htu: &str, token: Option<&str>) -> String {
        self.sign(&self.header(), &claims(htm, htu, token, 0))
    }
}

pub fn claims(htm: &str, htu: &str, token: Option<&str>, iat_offset: i64) -> Value {
    let mut c = json!({
        "jti": humanid_core::ids::random_hex(12),
        "htm": htm,
        "htu": htu,
        "iat": chrono::Utc::now().timestamp() + iat_offset,
    });
    if let Some(t) = token {
        c["ath"] = json!(b64(digest(&SHA256, t.as_bytes()).as_ref()));
    }
    c
}

/// `POST /token` exchanging a fresh code for `client` with `DPoP: proof`.
async fn dpop_exchange(app: &TestApp, client: (&str, &str), code: &str, proof: &str) -> Answer {
    let form = [
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", crate::api::handoff::REDIRECT),
    ];
    let res = app
        .client
        .post(app.at("/token"))
        .header("authorization", basic(client.0, client.1))
        .header("dpop", proof)
        .form(&form)
        .send()
        .await
        .unwrap();
    Answer::of(res).await
}

/// `GET /userinfo` with `Authorization: {scheme} token` and the proof, if any.
async fn userinfo_with(app: &TestApp, scheme: &str, token: &str, proof: Option<&str>) -> Answer {
    let mut req = app
        .client
        .get(app.at("/userinfo"))
        .header("authorization", format!("{scheme} {token}"));
    if let Some(p) = proof {
        req = req.header("dpop", p);
    }
    Answer::of(req.send().await.unwrap()).await
}

fn assert_dpop_refused(answer: &Answer, what: &str) {
    assert_eq!(
        answer.status,
        StatusCode::UNAUTHORIZED,
        "{what}: {}",
        answer.body
    );
    assert_eq!(answer.body["error"], "invalid_dpop_proof", "{what}");
    assert_eq!(answer.body["code"], "invalid_dpop_proof", "{what}");
    let challenge = answer.header("www-authenticate");
    assert!(
        challenge.starts_with("DPoP error=\"invalid_dpop_proof\""),
        "{what}: {challenge}"
    );
}

/// A DPoP-bound access token for a new client: `(app, client, key, access token)`.
async fn bound_token(app: &TestApp) -> ((String, String), DpopKey, String) {
    let client = other_client(app).await;
    let key = DpopKey::new();
    let code = mint_code(app, &client.0, None).await;
    let proof = key.proof("POST", &app.at("/token"), None);
    let answer = dpop_exchange(app, (&client.0, &client.1), &code, &proof).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let token = text(&answer.body, "access_token").to_owned();
    (client, key, token)
}

#[tokio::test]
async fn a_proof_at_token_binds_the_access_token_to_the_key() {
    let app = spawn_app().await;
    let client = other_client(&app).await;
    let key = DpopKey::new();
    let code = mint_code(&app, &client.0, None).await;
    let proof = key.proof("POST", &app.at("/token"), None);
    let answer = dpop_exchange(&app, (&client.0, &client.1), &code, &proof).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.body["token_type"], "DPoP");
    let token = text(&answer.body, "access_token");
    assert_eq!(jwt_part(token, 1)["cnf"]["jkt"], key.thumbprint());

    let info = userinfo_with(
        &app,
        "DPoP",
        token,
        Some(&key.proof("GET", &app.at("/userinfo"), Some(token))),
    )
    .await;
    assert_eq!(info.status, StatusCode::OK, "{}", info.body);
    assert!(info.body["sub"].is_string());

    let looked = introspect(&app, (&client.0, &client.1), token).await;
    assert_eq!(looked.body["active"], true);
    assert_eq!(looked.body["token_type"], "DPoP");
    assert_eq!(looked.body["cnf"]["jkt"], key.thumbprint());

    // Without a proof, the same exchange gives a plain bearer token, as before.
    let plain = tokens_for(&app, (&client.0, &client.1)).await;
    assert_eq!(plain["token_type"], "Bearer");
    assert!(
        jwt_part(text(&plain, "access_token"), 1)
            .get("cnf")
            .is_none()
    );
    let dpop_with_bearer = userinfo_with(&app, "DPoP", text(&plain, "access_token"), None).await;
    assert_eq!(dpop_with_bearer.status, StatusCode::UNAUTHORIZED);
    assert_eq!(dpop_with_bearer.body["error"], "invalid_token");
}

#[tokio::test]
async fn a_bound_token_is_refused_as_a_bearer_token() {
    let app = spawn_app().await;
    let (_, _, token) = bound_token(&app).await;
    let answer = userinfo_with(&app, "Bearer", &token, None).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
    assert_eq!(answer.body["error"], "invalid_token");
    assert!(answer.header("www-authenticate").starts_with("DPoP "));
}

#[tokio::test]
async fn userinfo_refuses_every_bad_proof() {
    let app = spawn_app().await;
    let (_, key, token) = bound_token(&app).await;
    let url = app.at("/userinfo");
    let t = Some(token.as_str());
    let header = key.header();

    let none = userinfo_with(&app, "DPoP", &token, None).await;
    assert_dpop_refused(&none, "no proof");

    let once = key.proof("GET", &url, t);
    assert_eq!(
        userinfo_with(&app, "DPoP", &token, Some(&once))
            .await
            .status,
        StatusCode::OK
    );
    assert_dpop_refused(
        &userinfo_with(&app, "DPoP", &token, Some(&once)).await,
        "replayed jti",
    );

    let cases: Vec<(&str, String)> = vec![
        ("wrong htm", key.sign(&header, &claims("POST", &url, t, 0))),
        (
            "wrong htu",
            key.sign(&header, &claims("GET", &app.at("/token"), t, 0)),
        ),
        (
            "expired iat",
            key.sign(&header, &claims("GET", &url, t, -300)),
        ),
        (
            "future iat",
            key.sign(&header, &claims("GET", &url, t, 300)),
        ),
        ("no ath", key.sign(&header, &claims("GET", &url, None, 0))),
        (
            "wrong ath",
            key.sign(&header, &claims("GET", &url, Some("another token"), 0)),
        ),
        ("another key", DpopKey::new().proof("GET", &url, t)),
        (
            "typ JWT",
            key.sign(
                &json!({ "typ": "JWT", "alg": "ES256", "jwk": header["jwk"] }),
                &claims("GET", &url, t, 0),
            ),
        ),
        (
            "no jwk",
            key.sign(
                &json!({ "typ": "dpop+jwt", "alg": "ES256" }),
                &claims("GET", &url, t, 0),
            ),
        ),
    ];
    for (what, proof) in cases {
        assert_dpop_refused(
            &userinfo_with(&app, "DPoP", &token, Some(&proof)).await,
            what,
        );
    }
    let good = key.proof("GET", &url, t);
    let (head, body, _) = (
        good.split('.').next().unwrap(),
        good.split('.').nth(1).unwrap(),
        (),
    );
    let unsigned = format!(
        "{}.{body}.",
        b64(&serde_json::to_vec(
            &json!({ "typ": "dpop+jwt", "alg": "none", "jwk": header["jwk"] })
        )
        .unwrap())
    );
    assert_dpop_refused(
        &userinfo_with(&app, "DPoP", &token, Some(&unsigned)).await,
        "alg none",
    );
    let forged = format!("{head}.{body}.{}", b64(&[7u8; 64]));
    assert_dpop_refused(
        &userinfo_with(&app, "DPoP", &token, Some(&forged)).await,
        "bad signature",
    );

    // None of the refusals used the token up.
    let fresh = key.proof("GET", &url, t);
    assert_eq!(
        userinfo_with(&app, "DPoP", &token, Some(&fresh))
            .await
            .status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn token_refuses_bad_proofs_without_using_the_code() {
    let app = spawn_app().await;
    let client = other_client(&app).await;
    let c = (client.0.as_str(), client.1.as_str());
    let key = DpopKey::new();
    let code = mint_code(&app, c.0, None).await;
    let url = app.at("/token");
    let header = key.header();
    let used = key.proof("POST", &url, None);
    let first = dpop_exchange(&app, c, &mint_code(&app, c.0, None).await, &used).await;
    assert_eq!(first.status, StatusCode::OK);
    let cases = [
        ("replayed jti", used.clone()),
        (
            "wrong htm",
            key.sign(&header, &claims("GET", &url, None, 0)),
        ),
        (
            "wrong htu",
            key.sign(&header, &claims("POST", &app.at("/userinfo"), None, 0)),
        ),
        (
            "expired iat",
            key.sign(&header, &claims("POST", &url, None, -300)),
        ),
        (
            "future iat",
            key.sign(&header, &claims("POST", &url, None, 300)),
        ),
        ("not a JWT", "dpop".to_owned()),
    ];
    for (what, proof) in cases {
        let answer = dpop_exchange(&app, c, &code, &proof).await;
        assert_eq!(
            answer.status,
            StatusCode::BAD_REQUEST,
            "{what}: {}",
            answer.body
        );
        assert_eq!(answer.body["error"], "invalid_dpop_proof", "{what}");
    }
    let answer = dpop_exchange(&app, c, &code, &key.proof("POST", &url, None)).await;
    assert_eq!(
        answer.status,
        StatusCode::OK,
        "the code survived: {}",
        answer.body
    );
}

#[tokio::test]
async fn a_refresh_with_a_proof_gets_a_bound_token() {
    let app = spawn_app().await;
    let client = other_client(&app).await;
    let tokens = offline_tokens(&app, (&client.0, &client.1)).await;
    let key = DpopKey::new();
    let form = [
        ("grant_type", "refresh_token"),
        ("refresh_token", text(&tokens, "refresh_token")),
    ];
    let res = app
        .client
        .post(app.at("/token"))
        .header("authorization", basic(&client.0, &client.1))
        .header("dpop", key.proof("POST", &app.at("/token"), None))
        .form(&form)
        .send()
        .await
        .unwrap();
    let answer = Answer::of(res).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.body["token_type"], "DPoP");
    let token = text(&answer.body, "access_token");
    assert_eq!(jwt_part(token, 1)["cnf"]["jkt"], key.thumbprint());
}

/// `POST /token` for a public client (no authentication header), with a proof if any.
async fn public_token(app: &TestApp, form: &[(&str, &str)], proof: Option<String>) -> Answer {
    let mut req = app.client.post(app.at("/token")).form(form);
    if let Some(p) = proof {
        req = req.header("dpop", p);
    }
    Answer::of(req.send().await.unwrap()).await
}

fn assert_refused_at_token(answer: &Answer, what: &str) {
    answer.assert_bad_request("invalid_dpop_proof", what);
}

/// RFC 9449 §5: a public client has no secret to hold its refresh token to, so one got
/// with a proof works only with a proof of the same key; without one, or with another
/// key, it is refused and stays usable by its holder; the next token is bound too.
#[tokio::test]
async fn a_public_clients_refresh_token_is_bound_to_its_dpop_key() {
    let app = spawn_app().await;
    let (team_id, rp, _) = registered_client(&app, false).await;
    crate::oidc::clients::set_client(&app, &team_id, &rp.id, "none", None, false).await;
    let (key, thief) = (DpopKey::new(), DpopKey::new());
    let token_url = app.at("/token");
    // RFC 7636 appendix B's verifier and challenge.
    let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    let grant = crate::oidc::idp::grant_for(&rp.id, &["openid", "offline_access"], 0);
    let code = app
        .humanid
        .issue_code(&grant, &authorization(&rp.id, Some(challenge)))
        .await
        .unwrap();
    let form = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", crate::api::handoff::REDIRECT),
        ("client_id", rp.id.as_str()),
        ("code_verifier", verifier),
    ];
    let first = public_token(&app, &form, Some(key.proof("POST", &token_url, None))).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    assert_eq!(first.body["token_type"], "DPoP");
    let refresh_form = |token: &str| {
        [
            ("grant_type", "refresh_token".to_owned()),
            ("refresh_token", token.to_owned()),
            ("client_id", rp.id.clone()),
        ]
    };
    let owned = refresh_form(text(&first.body, "refresh_token"));
    let form: Vec<(&str, &str)> = owned.iter().map(|(k, v)| (*k, v.as_str())).collect();

    let bare = public_token(&app, &form, None).await;
    assert_refused_at_token(&bare, "no proof");
    let stolen = public_token(&app, &form, Some(thief.proof("POST", &token_url, None))).await;
    assert_refused_at_token(&stolen, "another key's proof");

    let next = public_token(&app, &form, Some(key.proof("POST", &token_url, None))).await;
    assert_eq!(
        next.status,
        StatusCode::OK,
        "refused after the refusals: {}",
        next.body
    );
    let access = text(&next.body, "access_token");
    assert_eq!(jwt_part(access, 1)["cnf"]["jkt"], key.thumbprint());

    let owned = refresh_form(text(&next.body, "refresh_token"));
    let form: Vec<(&str, &str)> = owned.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let bare = public_token(&app, &form, None).await;
    assert_refused_at_token(&bare, "the rotated token without a proof");
}
