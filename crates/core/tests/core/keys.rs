//! The key ring on both backends: signing, publishing, rotation, replicas, encryption at
//! rest, and refusal of forged tokens.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_core::keys::{KeyRing, Purpose, SigningAlg};
use humanid_core::secrets::MasterSecret;
use humanid_store::{Store, backend_tests, with_pool};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde_json::{Value, json};

backend_tests!(
    tokens_verify_against_the_published_jwks,
    private_keys_are_encrypted_at_rest,
    rotation_publishes_before_signing_and_keeps_old_keys,
    replicas_publish_every_key_any_of_them_signs_with,
    forged_and_algorithm_swapped_tokens_are_refused,
    each_algorithm_in_use_is_published_rotated_and_sealed,
);

fn claims() -> Value {
    json!({ "sub": "0x01", "exp": 4_000_000_000u64, "aud": "app_x", "iss": "https://id.example" })
}

fn validation() -> Validation {
    let mut v = Validation::new(Algorithm::RS256);
    v.set_audience(&["app_x"]);
    v.set_issuer(&["https://id.example"]);
    v
}

/// Verifies like a relying party would: with only the JWKS document.
fn verify_with_jwks(token: &str, jwks: &Value) -> bool {
    let kid = jsonwebtoken::decode_header(token).unwrap().kid.unwrap();
    let Some(jwk) = jwks["keys"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kid"] == kid)
    else {
        return false;
    };
    assert_eq!(
        (
            jwk["kty"].as_str(),
            jwk["alg"].as_str(),
            jwk["use"].as_str()
        ),
        (Some("RSA"), Some("RS256"), Some("sig"))
    );
    let key =
        DecodingKey::from_rsa_components(jwk["n"].as_str().unwrap(), jwk["e"].as_str().unwrap())
            .unwrap();
    jsonwebtoken::decode::<Value>(token, &key, &validation()).is_ok()
}

async fn tokens_verify_against_the_published_jwks(store: Store) {
    let ring = KeyRing::new(store, &MasterSecret::generate()).unwrap();
    let token = ring.sign(Purpose::Oidc, &claims()).await.unwrap();
    let jwks = ring.jwks(Purpose::Oidc).await.unwrap();
    assert_eq!(jwks["keys"].as_array().unwrap().len(), 1);
    assert!(verify_with_jwks(&token, &jwks));
    let back: Value = ring
        .verify(Purpose::Oidc, &token, &validation())
        .await
        .unwrap();
    assert_eq!(back["sub"], "0x01");
    // Purposes have separate keys: an OIDC token is not an API one.
    assert!(
        ring.verify::<Value>(Purpose::Api, &token, &validation())
            .await
            .is_none()
    );
    let api = ring.sign(Purpose::Api, &claims()).await.unwrap();
    assert!(!verify_with_jwks(&api, &jwks));
}

async fn private_keys_are_encrypted_at_rest(store: Store) {
    let secret = MasterSecret::generate();
    let ring = KeyRing::new(store.clone(), &secret).unwrap();
    ring.sign(Purpose::Oidc, &claims()).await.unwrap();
    let (sealed, enc_id): (Vec<u8>, String) = with_pool!(store, p => sqlx::query_as(
        "SELECT private_enc, enc_key_id FROM signing_keys").fetch_one(p).await)
    .unwrap();
    // A PKCS#8 RSA key starts with a DER SEQUENCE and the rsaEncryption OID; neither the
    // key nor that OID appears in the stored bytes.
    let rsa_oid = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];
    assert!(!sealed.windows(rsa_oid.len()).any(|w| w == rsa_oid));
    assert_eq!(enc_id.len(), 16);
    // Another installation's secret cannot use the key.
    let stranger = KeyRing::new(store.clone(), &MasterSecret::generate()).unwrap();
    assert!(stranger.sign(Purpose::Oidc, &claims()).await.is_err());
    // The same secret (another replica) can.
    let twin = KeyRing::new(store, &secret).unwrap();
    assert!(twin.sign(Purpose::Oidc, &claims()).await.is_ok());
}

async fn rotation_publishes_before_signing_and_keeps_old_keys(store: Store) {
    let secret = MasterSecret::generate();
    let ring = KeyRing::new(store.clone(), &secret).unwrap();
    let kid = |t: &str| jsonwebtoken::decode_header(t).unwrap().kid.unwrap();
    let old = ring.sign(Purpose::Oidc, &claims()).await.unwrap();
    ring.rotate(Purpose::Oidc).await.unwrap();
    let jwks = ring.jwks(Purpose::Oidc).await.unwrap();
    let kids: Vec<String> = jwks["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["kid"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(kids.len(), 2, "the successor is published at once");
    let successor = kids.iter().find(|k| **k != kid(&old)).unwrap().clone();
    let still_old = ring.sign(Purpose::Oidc, &claims()).await.unwrap();
    assert_eq!(
        kid(&still_old),
        kid(&old),
        "the successor does not sign before its activation"
    );
    // Let the activation time arrive (moved to just now), as seen by a fresh replica.
    let now = humanid_store::now_micros() - 1_000;
    with_pool!(store, p => sqlx::query("UPDATE signing_keys SET signs_from = $1 WHERE kid = $2")
        .bind(now).bind(&successor).execute(p).await.map(|r| r.rows_affected()))
    .unwrap();
    let replica = KeyRing::new(store, &secret).unwrap();
    let new = replica.sign(Purpose::Oidc, &claims()).await.unwrap();
    assert_eq!(kid(&new), successor);
    let jwks = replica.jwks(Purpose::Oidc).await.unwrap();
    assert!(
        verify_with_jwks(&old, &jwks),
        "the old key stays published for its tokens"
    );
    assert!(verify_with_jwks(&new, &jwks));
}

async fn replicas_publish_every_key_any_of_them_signs_with(store: Store) {
    let secret = MasterSecret::generate();
    let a = KeyRing::new(store.clone(), &secret).unwrap();
    let b = KeyRing::new(store, &secret).unwrap();
    let from_a = a.sign(Purpose::Oidc, &claims()).await.unwrap();
    let from_b = b.sign(Purpose::Oidc, &claims()).await.unwrap();
    let (ja, jb) = (
        a.jwks(Purpose::Oidc).await.unwrap(),
        b.jwks(Purpose::Oidc).await.unwrap(),
    );
    assert_eq!(ja, jb);
    for t in [&from_a, &from_b] {
        assert!(verify_with_jwks(t, &ja) && verify_with_jwks(t, &jb));
    }
    b.rotate(Purpose::Oidc).await.unwrap();
    // A's view may be up to its refresh interval old, but the successor cannot sign
    // before the activation delay, which is longer, so A never sees an unknown kid.
    let t = b.sign(Purpose::Oidc, &claims()).await.unwrap();
    assert!(
        a.verify::<Value>(Purpose::Oidc, &t, &validation())
            .await
            .is_some()
    );
}

async fn forged_and_algorithm_swapped_tokens_are_refused(store: Store) {
    let ring = KeyRing::new(store, &MasterSecret::generate()).unwrap();
    let token = ring.sign(Purpose::Oidc, &claims()).await.unwrap();
    let parts: Vec<&str> = token.split('.').collect();
    // Tampered payload.
    let evil = URL_SAFE_NO_PAD.encode(json!({ "sub": "0x02", "exp": 4_000_000_000u64, "aud": "app_x", "iss": "https://id.example" }).to_string());
    let tampered = format!("{}.{}.{}", parts[0], evil, parts[2]);
    assert!(
        ring.verify::<Value>(Purpose::Oidc, &tampered, &validation())
            .await
            .is_none()
    );
    // alg: none.
    let kid = jsonwebtoken::decode_header(&token).unwrap().kid.unwrap();
    let none_header =
        URL_SAFE_NO_PAD.encode(json!({ "alg": "none", "typ": "JWT", "kid": kid }).to_string());
    let unsigned = format!("{none_header}.{}.", parts[1]);
    assert!(
        ring.verify::<Value>(Purpose::Oidc, &unsigned, &validation())
            .await
            .is_none()
    );
    // HS256 keyed with the public modulus (the classic confusion attack).
    let jwks = ring.jwks(Purpose::Oidc).await.unwrap();
    let n = jwks["keys"][0]["n"].as_str().unwrap().to_owned();
    let mut h = Header::new(Algorithm::HS256);
    h.kid = Some(kid);
    let hs = jsonwebtoken::encode(&h, &claims(), &EncodingKey::from_secret(n.as_bytes())).unwrap();
    assert!(
        ring.verify::<Value>(Purpose::Oidc, &hs, &validation())
            .await
            .is_none()
    );
    // Expired.
    let expired = ring
        .sign(
            Purpose::Oidc,
            &json!({ "sub": "0x01", "exp": 1_000, "aud": "app_x", "iss": "https://id.example" }),
        )
        .await
        .unwrap();
    assert!(
        ring.verify::<Value>(Purpose::Oidc, &expired, &validation())
            .await
            .is_none()
    );
}

/// ES256 and EdDSA keys appear once used: each is published beside the RSA key, verifies
/// from the JWKS alone, rotates with `rotate`, and is sealed like the RSA key.
async fn each_algorithm_in_use_is_published_rotated_and_sealed(store: Store) {
    let secret = MasterSecret::generate();
    let ring = KeyRing::new(store.clone(), &secret).unwrap();
    ring.sign(Purpose::Oidc, &claims()).await.unwrap();
    assert_eq!(
        ring.jwks(Purpose::Oidc).await.unwrap()["keys"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let mut tokens = Vec::new();
    for (alg, kty, jose) in [
        (SigningAlg::Es256, "EC", Algorithm::ES256),
        (SigningAlg::EdDsa, "OKP", Algorithm::EdDSA),
    ] {
        let token = ring
            .sign_with(Purpose::Oidc, alg, None, &claims())
            .await
            .unwrap();
        let header = jsonwebtoken::decode_header(&token).unwrap();
        assert_eq!(header.alg, jose);
        let jwks = ring.jwks(Purpose::Oidc).await.unwrap();
        let jwk = jwks["keys"]
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["kid"] == header.kid.clone().unwrap())
            .unwrap();
        assert_eq!(jwk["kty"], kty);
        assert!(jwk.get("d").is_none());
        let parsed: jsonwebtoken::jwk::Jwk = serde_json::from_value(jwk.clone()).unwrap();
        let mut v = validation();
        v.algorithms = vec![jose];
        jsonwebtoken::decode::<Value>(&token, &DecodingKey::from_jwk(&parsed).unwrap(), &v)
            .unwrap();
        // The ring verifies it too, by the key's own algorithm.
        assert!(
            ring.verify::<Value>(Purpose::Oidc, &token, &validation())
                .await
                .is_some()
        );
        tokens.push(token);
    }
    let published = |jwks: &Value| jwks["keys"].as_array().unwrap().len();
    assert_eq!(published(&ring.jwks(Purpose::Oidc).await.unwrap()), 3);
    ring.rotate(Purpose::Oidc).await.unwrap();
    let jwks = ring.jwks(Purpose::Oidc).await.unwrap();
    assert_eq!(
        published(&jwks),
        6,
        "a successor for each algorithm in use: {jwks}"
    );

    // Sealed: another installation's secret can sign with none of them.
    let stranger = KeyRing::new(store, &MasterSecret::generate()).unwrap();
    for alg in [SigningAlg::Es256, SigningAlg::EdDsa] {
        assert!(
            stranger
                .sign_with(Purpose::Oidc, alg, None, &claims())
                .await
                .is_err()
        );
    }
    // An HS256 token made with a published key's bytes as secret is refused.
    let kid = jsonwebtoken::decode_header(&tokens[0])
        .unwrap()
        .kid
        .unwrap();
    let mut header = Header::new(Algorithm::HS256);
    header.kid = Some(kid);
    let forged = jsonwebtoken::encode(&header, &claims(), &EncodingKey::from_secret(b"x")).unwrap();
    assert!(
        ring.verify::<Value>(Purpose::Oidc, &forged, &validation())
            .await
            .is_none()
    );
}
