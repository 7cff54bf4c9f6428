//! Forged access tokens: an edited payload, `alg: none`, HS256 keyed with the public key
//! (algorithm confusion), another RSA key under our `kid`, and an ID token. Each is
//! refused by `/userinfo` and inactive at `/introspect`.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use rsa::pkcs1::EncodeRsaPublicKey;
use rsa::pkcs8::{EncodePublicKey, LineEnding};
use rsa::{BigUint, RsaPublicKey};
use serde_json::{Value, json};

use crate::api::handoff::{jwt_part, rp};
use crate::api::helpers::*;
use crate::oidc::support::*;

/// `token` with one character of its payload changed.
fn flip_payload_char(token: &str) -> String {
    let parts: Vec<&str> = token.split('.').collect();
    let mut payload: Vec<u8> = parts[1].bytes().collect();
    let i = payload.len() / 2;
    payload[i] = if payload[i] == b'A' { b'B' } else { b'A' };
    format!(
        "{}.{}.{}",
        parts[0],
        String::from_utf8(payload).unwrap(),
        parts[2]
    )
}

/// The same claims with `alg: none` and no signature.
fn unsigned(token: &str) -> String {
    let mut header = jwt_part(token, 0);
    header["alg"] = json!("none");
    let header = URL_SAFE_NO_PAD.encode(header.to_string());
    format!("{header}.{}.", token.split('.').nth(1).unwrap())
}

/// Byte strings an attacker could take for "the key" from the published JWK.
async fn public_key_forms(app: &TestApp, kid: &str) -> Vec<Vec<u8>> {
    let jwks: Value = app.get_json("/jwks").await;
    let jwk = jwks["keys"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kid"] == kid)
        .unwrap();
    let b64 = |field: &str| {
        URL_SAFE_NO_PAD
            .decode(jwk[field].as_str().unwrap())
            .unwrap()
    };
    let key = RsaPublicKey::new(
        BigUint::from_bytes_be(&b64("n")),
        BigUint::from_bytes_be(&b64("e")),
    )
    .unwrap();
    vec![
        key.to_public_key_pem(LineEnding::LF).unwrap().into_bytes(),
        key.to_pkcs1_pem(LineEnding::LF).unwrap().into_bytes(),
        key.to_public_key_der().unwrap().into_vec(),
        b64("n"),
        jwk["n"].as_str().unwrap().as_bytes().to_vec(),
        jwk.to_string().into_bytes(),
    ]
}

fn resign(token: &str, alg: Algorithm, key: &EncodingKey) -> String {
    let original = jwt_part(token, 0);
    let mut header = Header::new(alg);
    header.kid = original["kid"].as_str().map(str::to_owned);
    header.typ = original["typ"].as_str().map(str::to_owned);
    jsonwebtoken::encode(&header, &jwt_part(token, 1), key).unwrap()
}

#[tokio::test]
async fn forged_and_misused_tokens_are_refused_everywhere() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = (rp.app.id.as_str(), rp.secret.as_str());
    let tokens = tokens_for(&app, me).await;
    let access = tokens["access_token"].as_str().unwrap();
    // The genuine token works, so each refusal below is about the forgery.
    assert_eq!(userinfo(&app, access).await.status, reqwest::StatusCode::OK);
    assert_eq!(introspect(&app, me, access).await.body["active"], true);

    let kid = jwt_part(access, 0)["kid"].as_str().unwrap().to_owned();
    let mut forgeries = vec![
        ("edited payload".to_owned(), flip_payload_char(access)),
        ("alg none".to_owned(), unsigned(access)),
        (
            "id token".to_owned(),
            tokens["id_token"].as_str().unwrap().to_owned(),
        ),
    ];
    for (i, secret) in public_key_forms(&app, &kid).await.iter().enumerate() {
        let key = EncodingKey::from_secret(secret);
        forgeries.push((
            format!("HS256 with public key form {i}"),
            resign(access, Algorithm::HS256, &key),
        ));
    }
    let mut rng = rand::thread_rng();
    let attacker = rsa::RsaPrivateKey::new(&mut rng, 2048).unwrap();
    let der = rsa::pkcs1::EncodeRsaPrivateKey::to_pkcs1_der(&attacker).unwrap();
    let key = EncodingKey::from_rsa_der(der.as_bytes());
    forgeries.push((
        "another RSA key, our kid".to_owned(),
        resign(access, Algorithm::RS256, &key),
    ));

    for (what, token) in &forgeries {
        assert_ne!(token, access, "{what}");
        assert_refused_by_userinfo(&app, token, what).await;
        assert_inactive(&app, me, token, what).await;
    }
}
