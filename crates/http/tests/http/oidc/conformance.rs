//! Conformance fixes (docs/architecture.md, "IdP sessions"), one test per behaviour the
//! OpenID Provider suite checks: `OP-Discovery-claims_supported`, `OP-UserInfo-Body`,
//! `OP-OAuth-2nd-Revokes`.

use reqwest::StatusCode;

use crate::api::helpers::*;
use crate::oidc::rp::discover;
use crate::oidc::support::*;

/// Discovery lists every claim humanid can return, the beta claim included, plus the
/// revocation and end-session endpoints, `refresh_token` and `offline_access`.
#[tokio::test]
async fn op_discovery_claims_supported() {
    let app = spawn_app().await;
    let metadata = discover(&app).await;
    let claims: Vec<String> = metadata
        .claims_supported()
        .expect("claims_supported")
        .iter()
        .map(|c| c.to_string())
        .collect();
    let beta = format!("{}/beta", app.url);
    for claim in [
        "sub",
        "iss",
        "aud",
        "exp",
        "iat",
        "auth_time",
        "nonce",
        "at_hash",
        "c_hash",
    ] {
        assert!(claims.iter().any(|c| c == claim), "{claim}: {claims:?}");
    }
    for claim in ["email", "name", "given_name", "family_name", beta.as_str()] {
        assert!(claims.iter().any(|c| c == claim), "{claim}: {claims:?}");
    }
    // Every claim a token or userinfo actually carries is listed.
    let (id, secret) = other_client(&app).await;
    let g = crate::oidc::idp::grant_for(&id, &["openid", "email", "profile"], 0);
    let mut auth = authorization(&id, None);
    auth.scopes = g.scopes.clone();
    let code = app.humanid.issue_code(&g, &auth).await.unwrap();
    let tokens = exchange(&app, (&id, &secret), &code, &[]).await.body;
    let id_claims = jwt_part(tokens["id_token"].as_str().unwrap(), 1);
    let info = userinfo(&app, tokens["access_token"].as_str().unwrap())
        .await
        .body;
    for key in id_claims
        .as_object()
        .unwrap()
        .keys()
        .chain(info.as_object().unwrap().keys())
    {
        assert!(claims.contains(key), "{key} is returned but not listed");
    }

    let doc = app.get_json("/.well-known/openid-configuration").await;
    assert_eq!(doc["revocation_endpoint"], app.at("/revoke"));
    assert_eq!(doc["end_session_endpoint"], app.at("/logout"));
    let grants = doc["grant_types_supported"].as_array().unwrap();
    assert!(grants.iter().any(|g| g == "refresh_token"), "{doc}");
    let scopes = doc["scopes_supported"].as_array().unwrap();
    assert!(scopes.iter().any(|s| s == "offline_access"), "{doc}");
}

/// `POST /userinfo` takes the access token in a form body (RFC 6750 §2.2); both places at
/// once are refused.
#[tokio::test]
async fn op_userinfo_body() {
    let app = spawn_app().await;
    let (id, secret) = other_client(&app).await;
    let tokens = tokens_for(&app, (&id, &secret)).await;
    let access = tokens["access_token"].as_str().unwrap();
    let res = app
        .client
        .post(app.at("/userinfo"))
        .form(&[("access_token", access)])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body, userinfo(&app, access).await.body);

    let both = app
        .client
        .post(app.at("/userinfo"))
        .bearer_auth(access)
        .form(&[("access_token", access)])
        .send()
        .await
        .unwrap();
    assert_eq!(both.status(), StatusCode::BAD_REQUEST);
    let body: serde_json::Value = both.json().await.unwrap();
    assert_eq!(body["error"], "invalid_request");

    let forged = app
        .client
        .post(app.at("/userinfo"))
        .form(&[("access_token", "not-a-token")])
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status(), StatusCode::UNAUTHORIZED);
}

/// After a code is used twice, the first exchange's access token gets a 401 whose body
/// carries `error` beside `code`; so does every other 401 of `/userinfo` and `/introspect`.
#[tokio::test]
async fn op_oauth_2nd_revokes() {
    let app = spawn_app().await;
    let (id, secret) = other_client(&app).await;
    let code = mint_code(&app, &id, None).await;
    let first = exchange(&app, (&id, &secret), &code, &[]).await;
    let access = first.body["access_token"].as_str().unwrap().to_owned();
    let second = exchange(&app, (&id, &secret), &code, &[]).await;
    assert_eq!(second.body["error"], "invalid_grant");

    let refused = userinfo(&app, &access).await;
    assert_eq!(refused.code(), (StatusCode::UNAUTHORIZED, "invalid_token"));
    assert_eq!(refused.body["error"], "invalid_token");
    assert!(refused.body["error_description"].is_string());

    let anonymous = app.get("/userinfo").await;
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    let body: serde_json::Value = anonymous.json().await.unwrap();
    assert_eq!(
        (body["code"].as_str(), body["error"].as_str()),
        (Some("unauthenticated"), Some("invalid_token"))
    );

    let bad_client = introspect(&app, (&id, "sk_wrong"), &access).await;
    assert_eq!(
        bad_client.code(),
        (StatusCode::UNAUTHORIZED, "unauthenticated")
    );
    assert_eq!(bad_client.body["error"], "invalid_client");
    let no_client = post_form(&app, "/introspect", None, &[("token", &access)]).await;
    assert_eq!(no_client.status, StatusCode::UNAUTHORIZED);
    assert_eq!(no_client.body["error"], "invalid_client");
}
