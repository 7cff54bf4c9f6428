//! The discovery document: the reference's values plus our additions (docs/architecture.md,
//! "OpenID Connect"), what the library makes of it, and its methods.

use openidconnect::ResponseTypes;
use openidconnect::core::{CoreJwsSigningAlgorithm, CoreResponseType};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::oidc::rp::discover;

/// Metadata names registered by OpenID Connect Discovery 1.0 §3 and RFC 8414 §2 that
/// the documented provider does not offer: a provider may publish them, but nothing invented.
const REGISTERED: [&str; 12] = [
    "claims_supported",
    "claim_types_supported",
    "claims_parameter_supported",
    "display_values_supported",
    "introspection_endpoint_auth_methods_supported",
    "request_parameter_supported",
    "request_uri_parameter_supported",
    "revocation_endpoint",
    "service_documentation",
    "ui_locales_supported",
    "op_policy_uri",
    "op_tos_uri",
];

#[tokio::test]
async fn discovery_serves_the_spec_values_and_the_contract_additions() {
    let app = spawn_app().await;
    let res = app.get("/.well-known/openid-configuration").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );
    let doc: Value = res.json().await.unwrap();
    let u = &app.url;
    let expected = json!({
        "issuer": u,
        "authorization_endpoint": format!("{u}/authorize"),
        "token_endpoint": format!("{u}/token"),
        "userinfo_endpoint": format!("{u}/userinfo"),
        "jwks_uri": format!("{u}/jwks"),
        "scopes_supported": ["openid", "email", "profile", "offline_access"],
        "response_types_supported": [
            "code", "id_token", "id_token token", "code id_token", "code token", "code id_token token"
        ],
        "grant_types_supported": ["authorization_code", "implicit", "refresh_token"],
        "subject_types_supported": ["pairwise"],
        "id_token_signing_alg_values_supported": ["RSA", "RS256", "ES256", "EdDSA"],
        "introspection_endpoint": format!("{u}/introspect"),
        "response_modes_supported": ["query", "fragment", "form_post"],
        "code_challenge_methods_supported": ["S256"],
        "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post",
            "client_secret_jwt", "private_key_jwt", "none"],
        "revocation_endpoint": format!("{u}/revoke"),
        "end_session_endpoint": format!("{u}/logout"),
        "revocation_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post",
            "client_secret_jwt", "private_key_jwt", "none"],
        "introspection_endpoint_auth_methods_supported": ["client_secret_basic",
            "client_secret_post", "client_secret_jwt", "private_key_jwt"],
        "token_endpoint_auth_signing_alg_values_supported": ["HS256", "HS384", "HS512", "RS256",
            "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "EdDSA"],
        "request_object_signing_alg_values_supported": ["HS256", "HS384", "HS512", "RS256",
            "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "EdDSA"],
        "pushed_authorization_request_endpoint": format!("{u}/par"),
        "registration_endpoint": format!("{u}/register"),
        "require_pushed_authorization_requests": false,
        "request_parameter_supported": true,
        // Request objects are not fetched by reference; /par's URNs work regardless.
        "request_uri_parameter_supported": false,
        "authorization_response_iss_parameter_supported": true,
        "dpop_signing_alg_values_supported": ["ES256", "ES384", "RS256", "PS256", "EdDSA"],
        "userinfo_signing_alg_values_supported": ["RS256", "ES256", "EdDSA"],
        "backchannel_logout_supported": true,
        "backchannel_logout_session_supported": true,
    });
    for (key, value) in expected.as_object().unwrap() {
        assert_eq!(&doc[key], value, "{key}");
    }
    for key in doc.as_object().unwrap().keys() {
        assert!(
            expected.get(key).is_some() || REGISTERED.contains(&key.as_str()),
            "unexpected discovery field {key}"
        );
    }

    // The library reads it: RS256 is usable (it skips "RSA"), the JWKS came along.
    let metadata = discover(&app).await;
    assert_eq!(
        metadata.id_token_signing_alg_values_supported(),
        &vec![
            CoreJwsSigningAlgorithm::RsaSsaPkcs1V15Sha256,
            CoreJwsSigningAlgorithm::EcdsaP256Sha256,
            CoreJwsSigningAlgorithm::EdDsa,
        ]
    );
    assert!(!metadata.jwks().keys().is_empty());
    assert!(
        metadata
            .response_types_supported()
            .contains(&ResponseTypes::new(vec![
                CoreResponseType::Code,
                CoreResponseType::IdToken
            ]))
    );
}

#[tokio::test]
async fn discovery_allows_only_get_and_options() {
    let app = spawn_app().await;
    let path = app.at("/.well-known/openid-configuration");
    let res = app.client.post(&path).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    let allow = res.headers()["allow"].to_str().unwrap().to_owned();
    assert!(allow.contains("GET") && !allow.contains("POST"), "{allow}");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["code"], "method_not_allowed");

    let res = app
        .preflight(
            "/.well-known/openid-configuration",
            "https://rp.example",
            "GET",
            None,
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    let methods = res.headers()["access-control-allow-methods"]
        .to_str()
        .unwrap();
    assert!(methods.contains("GET"), "{methods}");
}
