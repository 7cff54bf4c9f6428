//! What relying parties check first on every answer: RFC 9207's `iss` on authorization
//! responses (success and error, in every response mode), `sid` in ID tokens, RFC 9068's
//! access-token claims, and an email that is never claimed as verified.

use reqwest::StatusCode;

use crate::api::handoff::{REDIRECT, jwt_part, rp};
use crate::api::helpers::*;
use crate::oidc::idp::*;
use crate::oidc::rp::{redirect_params, sign_in};
use crate::oidc::support::*;

/// A wallet-proved sign-in (query), a session answer in the fragment, and a refusal
/// (`login_required`) each carry `iss` = the issuer; form_post carries it as a field.
#[tokio::test]
async fn every_authorization_response_names_the_issuer() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let id = rp.app.id.clone();

    let url = url::Url::parse(&app.at(&format!(
        "/authorize?client_id={id}&redirect_uri={}&response_type=code&scope=openid&state=s1",
        crate::api::handoff::urlencode(REDIRECT)
    )))
    .unwrap();
    let proved = sign_in(&app, &rp, &url).await;
    let params = redirect_params(&proved.response, false);
    assert_eq!(params["iss"], app.url, "proof sign-in: {params:?}");
    assert_eq!(params["state"], "s1");

    let cookie = session_cookie(&app, &grant_for(&id, &["openid"], 0)).await;
    let res = authorize(
        &app,
        &id,
        "response_type=id_token&scope=openid&nonce=n&prompt=none",
        Some(&cookie),
    )
    .await;
    let params = redirect_params(&res, true);
    assert_eq!(params["iss"], app.url, "session answer: {params:?}");

    let res = authorize(
        &app,
        &id,
        "response_type=code&scope=openid&prompt=none",
        None,
    )
    .await;
    assert_login_required(&res, "no session");
    assert_eq!(answered(&res)["iss"], app.url);

    let res = authorize(
        &app,
        &id,
        "response_type=code&scope=openid&response_mode=form_post&prompt=none&state=s2",
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let html = res.text().await.unwrap();
    assert!(html.contains("name=\"iss\""), "{html}");
    let host = app.url.trim_start_matches("http://");
    let field = html.split("name=\"iss\" value=\"").nth(1).unwrap();
    assert!(field.split('"').next().unwrap().ends_with(host), "{html}");
    assert!(html.contains("login_required"), "{html}");
}

/// ID tokens from a session carry its `sid`, the same through the code exchange; another
/// session of the same person has another `sid`; tokens without a session carry none.
#[tokio::test]
async fn id_tokens_carry_the_session_sid() {
    let app = spawn_app().await;
    let (_, made, secret) = registered_client(&app, false).await;
    let g = grant_for(&made.id, &["openid"], 0);
    let first = app.humanid.open_session(&g).await.unwrap();
    let second = app.humanid.open_session(&g).await.unwrap();
    let cookie = |s: &humanid_core::oidc::session::IssuedSession| {
        format!("{}={}", s.cookie_name(), s.secret)
    };

    let res = authorize(
        &app,
        &made.id,
        "response_type=code%20id_token&scope=openid&nonce=n&prompt=none",
        Some(&cookie(&first)),
    )
    .await;
    let params = redirect_params(&res, true);
    let sid = jwt_part(&params["id_token"], 1)["sid"]
        .as_str()
        .expect("sid in the ID token")
        .to_owned();
    assert_eq!(sid.len(), 32);
    let tokens = exchange(&app, (&made.id, &secret), &params["code"], &[]).await;
    assert_eq!(tokens.status, StatusCode::OK, "{}", tokens.body);
    let exchanged = jwt_part(text(&tokens.body, "id_token"), 1);
    assert_eq!(exchanged["sid"], sid.as_str());
    // The access token is not an ID token: no sid there.
    assert!(
        jwt_part(text(&tokens.body, "access_token"), 1)
            .get("sid")
            .is_none()
    );

    let res = authorize(
        &app,
        &made.id,
        "response_type=id_token&scope=openid&nonce=n&prompt=none",
        Some(&cookie(&second)),
    )
    .await;
    let other = jwt_part(&redirect_params(&res, true)["id_token"], 1);
    assert_ne!(other["sid"], sid.as_str(), "two sessions, two sids");

    let minted = tokens_for(&app, (&made.id, &secret)).await;
    assert!(jwt_part(text(&minted, "id_token"), 1).get("sid").is_none());
}

/// RFC 9068 §2.2: the access token is an `at+jwt` naming its client; the ID token is not.
#[tokio::test]
async fn access_tokens_carry_the_rfc_9068_claims() {
    let app = spawn_app().await;
    let (_, made, secret) = registered_client(&app, false).await;
    let tokens = tokens_for(&app, (&made.id, &secret)).await;
    let access = text(&tokens, "access_token");
    let header = jwt_part(access, 0);
    assert_eq!(header["typ"], "at+jwt");
    assert!(header["kid"].is_string());
    let claims = jwt_part(access, 1);
    assert_eq!(claims["iss"], app.url);
    assert_eq!(claims["aud"], made.id.as_str());
    assert_eq!(claims["client_id"], made.id.as_str());
    assert_eq!(claims["scope"], "openid");
    for name in ["sub", "jti"] {
        assert!(claims[name].is_string(), "{name}: {claims}");
    }
    let (iat, exp) = (
        claims["iat"].as_i64().unwrap(),
        claims["exp"].as_i64().unwrap(),
    );
    assert_eq!(exp - iat, 3600);

    let id_token = text(&tokens, "id_token");
    assert_ne!(jwt_part(id_token, 0)["typ"], "at+jwt");
    assert!(jwt_part(id_token, 1).get("client_id").is_none());
}

/// Scope `email` gives the made-up address with `email_verified: false`, in the ID token
/// and at `/userinfo`; without the scope neither claim appears.
#[tokio::test]
async fn the_email_is_never_claimed_as_verified() {
    let app = spawn_app().await;
    let (_, made, secret) = registered_client(&app, false).await;
    let g = grant_for(&made.id, &["openid", "email"], 0);
    let code = app
        .humanid
        .issue_code(&g, &authorization(&made.id, None))
        .await
        .unwrap();
    let tokens = exchange(&app, (&made.id, &secret), &code, &[]).await;
    assert_eq!(tokens.status, StatusCode::OK, "{}", tokens.body);
    let id = jwt_part(text(&tokens.body, "id_token"), 1);
    assert_eq!(id["email_verified"], false, "{id}");
    let info = userinfo(&app, text(&tokens.body, "access_token")).await;
    assert_eq!(info.status, StatusCode::OK);
    assert_eq!(info.body["email_verified"], false, "{}", info.body);
    assert!(info.body["email"].as_str().unwrap().contains('@'));

    let plain = tokens_for(&app, (&made.id, &secret)).await;
    let info = userinfo(&app, text(&plain, "access_token")).await;
    assert!(info.body.get("email").is_none() && info.body.get("email_verified").is_none());
}
