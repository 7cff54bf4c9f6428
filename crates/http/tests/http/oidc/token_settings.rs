//! Per-app token settings set over GraphQL (`update_app_by_pk`): ID tokens in RS256,
//! ES256 or EdDSA, verified by the `openidconnect` library (signature and `at_hash`
//! through the JWKS, which carries a key of each algorithm in use), and UserInfo as a
//! signed JWT (`userinfo_signed_response_alg`).

use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use openidconnect::core::CoreJwsSigningAlgorithm;
use openidconnect::{Nonce, OAuth2TokenResponse, TokenResponse};
use reqwest::StatusCode;
use serde_json::Value;

use crate::api::graphql::gql_body;
use crate::api::handoff::{REDIRECT, jwt_part, make_client};
use crate::api::helpers::*;
use crate::oidc::rp::{client_with, exchange_with_library};
use crate::oidc::support::*;

/// A team's API key and an app of it with a secret and [`REDIRECT`] registered.
pub async fn team_client(app: &TestApp) -> (String, String, String) {
    let team = app.humanid.bootstrap_team("Tokens").await.unwrap();
    let made = crate::api::proving::new_app(app, &team.team_id, false, "cloud").await;
    let secret = make_client(app, &team.team_id, &made.id).await;
    (team.api_key, made.id, secret)
}

/// `update_app_by_pk(pk_columns: {id}, _set: {set})` with the team's API key.
pub async fn set_app(app: &TestApp, key: &str, id: &str, set: &str) -> Value {
    let query = format!(
        "mutation {{ update_app_by_pk(pk_columns: {{id: \"{id}\"}}, _set: {{{set}}}) \
         {{ id id_token_signed_response_alg userinfo_signed_response_alg backchannel_logout_uri }} }}"
    );
    gql_body(app, key, &query).await
}

/// Sets the app's `field` to the string `value` and checks that the answer shows it.
pub async fn set_app_field(app: &TestApp, key: &str, id: &str, field: &str, value: &str) {
    let set = set_app(app, key, id, &format!("{field}: \"{value}\"")).await;
    assert_eq!(set["data"]["update_app_by_pk"][field], value, "{set}");
}

#[tokio::test]
async fn id_tokens_are_signed_with_the_apps_algorithm() {
    let app = spawn_app().await;
    let (key, id, secret) = team_client(&app).await;
    let cases = [
        ("ES256", CoreJwsSigningAlgorithm::EcdsaP256Sha256),
        ("EdDSA", CoreJwsSigningAlgorithm::EdDsa),
        ("RS256", CoreJwsSigningAlgorithm::RsaSsaPkcs1V15Sha256),
    ];
    for (alg, library_alg) in cases {
        set_app_field(&app, &key, &id, "id_token_signed_response_alg", alg).await;
        let code = app
            .humanid
            .issue_code(&grant(&id, Some("n-1")), &authorization(&id, None))
            .await
            .unwrap();
        // The library fetches the JWKS, checks the signature with the key of `kid`, and
        // checks `at_hash` with the hash its algorithm calls for.
        let client = client_with(&app, &id, &secret, REDIRECT).await;
        let tokens = exchange_with_library(&client, code).await;
        let id_token = tokens.id_token().unwrap();
        let verifier = client
            .id_token_verifier()
            .set_allowed_algs(vec![library_alg.clone()]);
        let claims = id_token
            .claims(&verifier, &Nonce::new("n-1".into()))
            .unwrap_or_else(|e| panic!("{alg}: {e}"));
        let expected = openidconnect::AccessTokenHash::from_token(
            tokens.access_token(),
            id_token.signing_alg().unwrap(),
            id_token.signing_key(&verifier).unwrap(),
        )
        .unwrap();
        assert_eq!(claims.access_token_hash(), Some(&expected), "{alg}");
        assert_eq!(jwt_part(&id_token.to_string(), 0)["alg"], alg);
        // Access tokens stay RS256 whatever the ID token uses.
        assert_eq!(jwt_part(tokens.access_token().secret(), 0)["alg"], "RS256");
    }
    let jwks = app.get_json("/jwks").await;
    let kinds: Vec<(&str, &str)> = jwks["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| (k["kty"].as_str().unwrap(), k["alg"].as_str().unwrap()))
        .collect();
    for kind in [("RSA", "RS256"), ("EC", "ES256"), ("OKP", "EdDSA")] {
        assert!(kinds.contains(&kind), "{kind:?} in {jwks}");
    }
    for k in jwks["keys"].as_array().unwrap() {
        assert!(k.get("d").is_none(), "no private parts: {k}");
    }

    let refused = set_app(&app, &key, &id, "id_token_signed_response_alg: \"HS256\"").await;
    assert!(refused["errors"].is_array(), "{refused}");
    let refused = set_app(&app, &key, &id, "id_token_signed_response_alg: \"none\"").await;
    assert!(refused["errors"].is_array(), "{refused}");
}

#[tokio::test]
async fn userinfo_is_a_signed_jwt_when_the_app_asks() {
    let app = spawn_app().await;
    let (key, id, secret) = team_client(&app).await;
    set_app_field(&app, &key, &id, "userinfo_signed_response_alg", "ES256").await;
    let tokens = tokens_for(&app, (&id, &secret)).await;
    let res = app
        .client
        .get(app.at("/userinfo"))
        .bearer_auth(tokens["access_token"].as_str().unwrap())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/jwt");
    let jwt = res.text().await.unwrap();
    let header = jsonwebtoken::decode_header(&jwt).unwrap();
    assert_eq!(header.alg, Algorithm::ES256);
    let jwks: JwkSet = serde_json::from_value(app.get_json("/jwks").await).unwrap();
    let jwk = jwks.find(header.kid.as_deref().unwrap()).unwrap();
    let mut validation = Validation::new(Algorithm::ES256);
    validation.set_audience(&[&id]);
    validation.set_issuer(&[&app.url]);
    validation.set_required_spec_claims(&["iss", "aud", "sub"]);
    validation.validate_exp = false;
    let claims =
        jsonwebtoken::decode::<Value>(&jwt, &DecodingKey::from_jwk(jwk).unwrap(), &validation)
            .unwrap()
            .claims;
    assert_eq!(
        claims["sub"],
        jwt_part(tokens["id_token"].as_str().unwrap(), 1)["sub"]
    );

    // Back to plain JSON.
    set_app(&app, &key, &id, "userinfo_signed_response_alg: \"\"").await;
    let info = userinfo(&app, tokens["access_token"].as_str().unwrap()).await;
    assert_eq!(info.status, StatusCode::OK);
    assert!(info.body["sub"].is_string(), "{}", info.body);
}
