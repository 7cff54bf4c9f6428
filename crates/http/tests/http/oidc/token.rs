//! `/token` client authentication and request shape: what an RP gets for a wrong secret,
//! an unsupported grant, a missing code, a JSON body or a GET.

use openidconnect::{AuthType, Nonce, OAuth2TokenResponse, TokenResponse};
use reqwest::StatusCode;

use crate::api::handoff::rp;
use crate::api::helpers::*;
use crate::oidc::rp::{client, exchange_with_library, verify};
use crate::oidc::support::*;

#[tokio::test]
async fn client_secret_post_is_accepted_as_well_as_basic() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let grant = grant(&rp.app.id, Some("n-post"));
    let code = app
        .humanid
        .issue_code(&grant, &authorization(&rp.app.id, None))
        .await
        .unwrap();
    let client = client(&app, &rp).await.set_auth_type(AuthType::RequestBody);
    let tokens = exchange_with_library(&client, code).await;
    let claims = verify(
        &client,
        tokens.id_token().unwrap(),
        &Nonce::new("n-post".into()),
    );
    assert_eq!(claims.subject().as_str(), grant.sub);
    assert_eq!(
        userinfo(&app, tokens.access_token().secret()).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_wrong_client_secret_is_invalid_client_with_a_challenge() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let code = mint_code(&app, &rp.app.id, None).await;
    let wrong = format!("sk_{}", "0".repeat(48));
    let unknown = format!("app_{}", "0".repeat(32));
    for (id, secret) in [(rp.app.id.as_str(), wrong.as_str()), (&unknown, &rp.secret)] {
        let answer = exchange(&app, (id, secret), &code, &[]).await;
        assert_eq!(answer.code(), (StatusCode::UNAUTHORIZED, "unauthenticated"));
        assert_eq!(answer.body["error"], "invalid_client");
        assert!(answer.header("www-authenticate").starts_with("Basic"));
        assert_eq!(answer.header("cache-control"), "no-store");
    }
    // The refused attempts did not use the code up.
    let answer = exchange(&app, (&rp.app.id, &rp.secret), &code, &[]).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.header("cache-control"), "no-store");
}

#[tokio::test]
async fn unsupported_grants_missing_codes_and_json_bodies_are_refused() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = Some((rp.app.id.as_str(), rp.secret.as_str()));
    let code = mint_code(&app, &rp.app.id, None).await;

    let password = [
        ("grant_type", "password"),
        ("username", "u"),
        ("password", "p"),
    ];
    let answer = post_form(&app, "/token", me, &password).await;
    assert_eq!(
        answer.code(),
        (StatusCode::BAD_REQUEST, "invalid_grant_type")
    );
    assert_eq!(answer.body["error"], "unsupported_grant_type");

    let no_code = [("grant_type", "authorization_code")];
    let answer = post_form(&app, "/token", me, &no_code).await;
    assert_eq!(answer.code(), (StatusCode::BAD_REQUEST, "required"));
    assert_eq!(answer.body["attribute"], "code");
    assert_eq!(answer.body["error"], "invalid_request");

    let as_json = post_as_json(
        &app,
        "/token",
        (&rp.app.id, &rp.secret),
        &serde_json::json!({ "grant_type": "authorization_code", "code": code }),
    )
    .await;
    assert_eq!(
        as_json.code(),
        (StatusCode::BAD_REQUEST, "invalid_content_type")
    );
    // None of that consumed the code.
    let answer = exchange(&app, (&rp.app.id, &rp.secret), &code, &[]).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
}

#[tokio::test]
async fn get_token_is_method_not_allowed_with_allow() {
    let app = spawn_app().await;
    let res = app.get("/token").await;
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    let allow = res.headers()["allow"].to_str().unwrap().to_owned();
    assert!(allow.contains("POST"), "{allow}");
    assert!(!allow.contains("GET"), "{allow}");
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["code"], "method_not_allowed");
}
