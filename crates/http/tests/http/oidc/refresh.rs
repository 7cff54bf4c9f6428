//! Refresh tokens (OIDC Core §12; docs/architecture.md, "IdP sessions"): scope
//! `offline_access` yields one; each use rotates it; a rotated one presented again revokes
//! the family and every access token it produced. Named after `OP-Refresh` style
//! conformance behaviours.

use openidconnect::{Nonce, OAuth2TokenResponse, Scope, TokenResponse};
use reqwest::StatusCode;

use crate::api::handoff::rp;
use crate::api::helpers::*;
use crate::oidc::idp::*;
use crate::oidc::rp::{client, exchange_with_library, http};
use crate::oidc::support::*;

/// The library exchanges a code with `offline_access`, then refreshes: new access and ID
/// tokens (same `sub`, original `auth_time`, no nonce) and a new refresh token.
#[tokio::test]
async fn op_refresh_token_with_the_library() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let client = client(&app, &rp).await;
    let g = grant_for(&rp.app.id, &["openid", "email", "offline_access"], 50);
    let g = humanid_core::oidc::Grant {
        nonce: Some("n-1".into()),
        ..g
    };
    let mut auth = authorization(&rp.app.id, None);
    auth.scopes = g.scopes.clone();
    let code = app.humanid.issue_code(&g, &auth).await.unwrap();
    let first = exchange_with_library(&client, code).await;
    let refresh_token = first.refresh_token().expect("a refresh token").clone();
    assert_eq!(refresh_token.secret().len(), 43, "256 bits, base64url");
    let original = first
        .id_token()
        .unwrap()
        .claims(&client.id_token_verifier(), &Nonce::new("n-1".into()))
        .unwrap()
        .clone();

    let renewed = client
        .exchange_refresh_token(&refresh_token)
        .unwrap()
        .request_async(&http())
        .await
        .unwrap();
    let next = renewed.refresh_token().expect("a rotated refresh token");
    assert_ne!(next.secret(), refresh_token.secret());
    let no_nonce = |n: Option<&Nonce>| match n {
        None => Ok(()),
        Some(_) => Err("a refreshed ID token carries no nonce".to_owned()),
    };
    let claims = renewed
        .id_token()
        .expect("an ID token (OIDC Core 12.2)")
        .claims(&client.id_token_verifier(), no_nonce)
        .unwrap();
    assert_eq!(claims.subject(), original.subject());
    assert_eq!(claims.auth_time(), original.auth_time());
    assert_eq!(claims.audiences(), original.audiences());
    let access = renewed.access_token().secret();
    assert_eq!(userinfo(&app, access).await.status, StatusCode::OK);
    let scopes: Vec<String> = renewed
        .scopes()
        .unwrap()
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(scopes, ["openid", "email", "offline_access"]);

    // A narrower scope is honoured; a wider one is not.
    let narrow = client
        .exchange_refresh_token(next)
        .unwrap()
        .add_scope(Scope::new("openid".into()))
        .request_async(&http())
        .await
        .unwrap();
    assert_eq!(narrow.scopes().unwrap().len(), 1);
    let c = (rp.app.id.as_str(), rp.secret.as_str());
    let form = [
        ("grant_type", "refresh_token"),
        (
            "refresh_token",
            narrow.refresh_token().unwrap().secret().as_str(),
        ),
        ("scope", "openid profile"),
    ];
    let wider = post_form(&app, "/token", Some(c), &form).await;
    assert_eq!(wider.code(), (StatusCode::BAD_REQUEST, "invalid_scope"));
    // RFC 6749 §5.2 names this `invalid_scope`, as /par and /authorize do.
    assert_eq!(wider.body["error"], "invalid_scope");
}

/// No `offline_access`, no refresh token; and an implicit request cannot get one.
#[tokio::test]
async fn only_offline_access_with_a_code_yields_a_refresh_token() {
    let app = spawn_app().await;
    let (id, secret) = other_client(&app).await;
    let plain = tokens_for(&app, (&id, &secret)).await;
    assert!(plain.get("refresh_token").is_none(), "{plain}");
    let offline = offline_tokens(&app, (&id, &secret)).await;
    assert!(
        offline["scope"]
            .as_str()
            .unwrap()
            .contains("offline_access")
    );
    assert!(offline["refresh_token"].is_string());

    let cookie = session_cookie(&app, &grant_for(&id, &["openid"], 0)).await;
    let q = "response_type=id_token%20token&scope=openid%20offline_access&nonce=n&prompt=none";
    let params = answered(&authorize(&app, &id, q, Some(&cookie)).await);
    assert_eq!(params["scope"], "openid");
    assert!(!params.contains_key("refresh_token"));
}

/// `OP-Refresh-rotated`: the old token is dead after one use; presenting it again
/// revokes the family — the newest refresh token and every access token from it are
/// refused at `/userinfo` and inactive at `/introspect`.
#[tokio::test]
async fn a_rotated_refresh_token_presented_again_revokes_the_family() {
    let app = spawn_app().await;
    let (id, secret) = other_client(&app).await;
    let c = (id.as_str(), secret.as_str());
    let first = offline_tokens(&app, c).await;
    let old = text(&first, "refresh_token");
    let second = refresh(&app, c, old).await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.body);
    assert_eq!(second.header("cache-control"), "no-store");
    let newest = text(&second.body, "refresh_token");
    let access = [
        text(&first, "access_token"),
        text(&second.body, "access_token"),
    ];
    for a in access {
        assert_eq!(userinfo(&app, a).await.status, StatusCode::OK);
    }

    let replay = refresh(&app, c, old).await;
    assert_eq!(replay.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
    assert_eq!(replay.body["error"], "invalid_grant");
    for a in access {
        assert_refused_by_userinfo(&app, a, "family revoked").await;
        assert_inactive(&app, c, a, "family revoked").await;
    }
    let after = refresh(&app, c, newest).await;
    assert_eq!(after.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
}

/// Unknown and other clients' refresh tokens get `invalid_grant` (the other client's
/// family is left alone); no client authentication is a 401 as for codes.
#[tokio::test]
async fn another_clients_or_an_unknown_refresh_token_is_invalid_grant() {
    let app = spawn_app().await;
    let (a, a_secret) = other_client(&app).await;
    let (b, b_secret) = other_client(&app).await;
    let tokens = offline_tokens(&app, (&a, &a_secret)).await;
    let token = text(&tokens, "refresh_token");

    let stolen = refresh(&app, (&b, &b_secret), token).await;
    assert_eq!(stolen.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
    let unknown = refresh(&app, (&a, &a_secret), "bm90LWEtdG9rZW4").await;
    assert_eq!(unknown.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
    let missing = post_form(
        &app,
        "/token",
        Some((&a, &a_secret)),
        &[("grant_type", "refresh_token")],
    )
    .await;
    assert_eq!(missing.code(), (StatusCode::BAD_REQUEST, "required"));
    let anonymous = post_form(
        &app,
        "/token",
        None,
        &[("grant_type", "refresh_token"), ("refresh_token", token)],
    )
    .await;
    assert_eq!(
        anonymous.code(),
        (StatusCode::UNAUTHORIZED, "unauthenticated")
    );
    assert_eq!(anonymous.body["error"], "invalid_client");

    // The owner's token still works: nobody else's attempt revoked it.
    let mine = refresh(&app, (&a, &a_secret), token).await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.body);
}

/// Replaying the code a family started from revokes the family too (RFC 6749 §4.1.2).
#[tokio::test]
async fn a_replayed_code_revokes_the_refresh_family_it_started() {
    let app = spawn_app().await;
    let (id, secret) = other_client(&app).await;
    let g = grant_for(&id, &["openid", "offline_access"], 0);
    let code = app
        .humanid
        .issue_code(&g, &authorization(&id, None))
        .await
        .unwrap();
    let first = exchange(&app, (&id, &secret), &code, &[]).await;
    let token = text(&first.body, "refresh_token").to_owned();
    let again = exchange(&app, (&id, &secret), &code, &[]).await;
    assert_eq!(again.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
    let res = refresh(&app, (&id, &secret), &token).await;
    assert_eq!(res.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
}

/// An archived app's refresh tokens (and the access tokens they gave) stop at once.
#[tokio::test]
async fn an_archived_apps_refresh_tokens_stop_at_once() {
    let app = spawn_app().await;
    let (team_id, made, secret) = crate::api::handoff::registered_client(&app, false).await;
    let c = (made.id.as_str(), secret.as_str());
    let tokens = offline_tokens(&app, c).await;
    app.archive_as_operator(&team_id, &made.id).await;
    let res = refresh(&app, c, text(&tokens, "refresh_token")).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{}", res.body);
    assert_refused_by_userinfo(&app, text(&tokens, "access_token"), "archived").await;
}

/// Two uses of one refresh token at the same moment: exactly one wins; the loser's
/// replay revokes the family, so the winner's new tokens die too.
#[tokio::test]
async fn concurrent_uses_of_one_refresh_token_let_exactly_one_win() {
    let app = spawn_app().await;
    concurrent_uses(&app, &app).await;
}

pub async fn concurrent_uses(a: &TestApp, b: &TestApp) {
    let (id, secret) = other_client(a).await;
    let c = (id.as_str(), secret.as_str());
    for _ in 0..3 {
        let tokens = offline_tokens(a, c).await;
        let token = text(&tokens, "refresh_token");
        let (x, y) = tokio::join!(refresh(a, c, token), refresh(b, c, token));
        let mut statuses = [x.status, y.status];
        statuses.sort();
        assert_eq!(statuses, [StatusCode::OK, StatusCode::BAD_REQUEST]);
        let winner = if x.status == StatusCode::OK { x } else { y };
        assert_refused_by_userinfo(a, text(&winner.body, "access_token"), "race lost").await;
        let next = refresh(b, c, text(&winner.body, "refresh_token")).await;
        assert_eq!(next.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
    }
}
