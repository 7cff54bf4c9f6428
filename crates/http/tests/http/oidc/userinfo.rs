//! What an RP learns about a person: the same `sub` every time at one app, another `sub`
//! at another app (pairwise), and the same claims by GET and POST.

use openidconnect::{OAuth2TokenResponse, TokenResponse};
use reqwest::StatusCode;

use crate::api::handoff::{Rp, rp};
use crate::api::helpers::*;
use crate::api::proving::Person;
use crate::oidc::rp::*;
use crate::oidc::support::other_client;

/// One code-flow sign-in of `rp`'s person: the verified `sub` and the access token.
async fn sign_in_once(app: &TestApp, rp: &Rp) -> (String, String) {
    let client = client_with(app, &rp.app.id, &rp.secret, crate::api::handoff::REDIRECT).await;
    let (url, _, nonce) = code_flow_url(&client);
    let signed_in = sign_in(app, rp, &url).await;
    let code = redirect_params(&signed_in.response, false)["code"].clone();
    let tokens = exchange_with_library(&client, code).await;
    let claims = verify(&client, tokens.id_token().unwrap(), &nonce);
    (
        claims.subject().to_string(),
        tokens.access_token().secret().clone(),
    )
}

#[tokio::test]
async fn a_person_has_one_sub_per_app_and_another_at_another_app() {
    let app = TestServer::new().depth16().spawn().await;
    let first_rp = rp(&app, false).await;
    let (sub, _) = sign_in_once(&app, &first_rp).await;
    let (again, _) = sign_in_once(&app, &first_rp).await;
    assert_eq!(sub, again, "signing in twice is the same account");

    let (id, secret) = other_client(&app).await;
    let second_rp = Rp {
        team_id: String::new(),
        app: app.humanid.store().get_app(&id).await.unwrap(),
        secret,
        person: Person::new("signer"),
        key: first_rp.key.clone(),
    };
    let (elsewhere, _) = sign_in_once(&app, &second_rp).await;
    assert_ne!(sub, elsewhere, "subjects are pairwise");
}

#[tokio::test]
async fn userinfo_answers_get_and_post_alike_and_wants_a_bearer_token() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let (sub, access) = sign_in_once(&app, &rp).await;
    let by_get: serde_json::Value = app
        .client
        .get(app.at("/userinfo"))
        .bearer_auth(&access)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let res = app
        .client
        .post(app.at("/userinfo"))
        .bearer_auth(&access)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let by_post: serde_json::Value = res.json().await.unwrap();
    assert_eq!(by_get, by_post);
    assert_eq!(by_get["sub"], sub.as_str());

    let res = app.get("/userinfo").await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert!(
        res.headers()["www-authenticate"]
            .to_str()
            .unwrap()
            .starts_with("Bearer")
    );
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["code"], "unauthenticated");
}
