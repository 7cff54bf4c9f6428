//! What binds a code: one use (a replay also revokes the first use's tokens), its client,
//! its redirect URI, its PKCE challenge and its lifetime. Each refusal is `invalid_grant`.

use humanid_store::auth_codes::AuthCodeRow;
use openidconnect::PkceCodeChallenge;
use reqwest::StatusCode;

use crate::api::handoff::rp;
use crate::api::helpers::*;
use crate::oidc::support::*;

fn assert_invalid_grant(answer: &Answer, what: &str) {
    answer.assert_bad_request("invalid_grant", what);
}

#[tokio::test]
async fn a_replayed_code_is_refused_and_revokes_the_first_exchanges_token() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = (rp.app.id.as_str(), rp.secret.as_str());
    let code = mint_code(&app, &rp.app.id, None).await;
    let first = exchange(&app, me, &code, &[]).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    let access = first.body["access_token"].as_str().unwrap();
    assert_eq!(userinfo(&app, access).await.status, StatusCode::OK);
    assert_eq!(introspect(&app, me, access).await.body["active"], true);

    assert_invalid_grant(&exchange(&app, me, &code, &[]).await, "second use");
    assert_refused_by_userinfo(&app, access, "token of a replayed code").await;
    assert_inactive(&app, me, access, "token of a replayed code").await;
}

#[tokio::test]
async fn a_code_is_bound_to_its_client_and_redirect_uri() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = (rp.app.id.as_str(), rp.secret.as_str());
    let (other_id, other_secret) = other_client(&app).await;

    let code = mint_code(&app, &rp.app.id, None).await;
    let answer = exchange(&app, (&other_id, &other_secret), &code, &[]).await;
    assert_invalid_grant(&answer, "another client's code");

    let code = mint_code(&app, &rp.app.id, None).await;
    let form = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", "https://rp.example/other"),
    ];
    let answer = post_form(&app, "/token", Some(me), &form).await;
    assert_invalid_grant(&answer, "another redirect_uri");
}

#[tokio::test]
async fn a_pkce_code_needs_its_own_verifier() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = (rp.app.id.as_str(), rp.secret.as_str());
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (_, stranger) = PkceCodeChallenge::new_random_sha256();

    let code = mint_code(&app, &rp.app.id, Some(challenge.as_str())).await;
    let wrong = [("code_verifier", stranger.secret().as_str())];
    assert_invalid_grant(&exchange(&app, me, &code, &wrong).await, "wrong verifier");

    let code = mint_code(&app, &rp.app.id, Some(challenge.as_str())).await;
    assert_invalid_grant(&exchange(&app, me, &code, &[]).await, "no verifier");

    let code = mint_code(&app, &rp.app.id, Some(challenge.as_str())).await;
    let right = [("code_verifier", verifier.secret().as_str())];
    let answer = exchange(&app, me, &code, &right).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
}

/// Stores a code for `client_id` created `age_secs` ago with a 10-minute lifetime,
/// as the server would have issued it then.
async fn code_aged(app: &TestApp, client_id: &str, age_secs: i64) -> String {
    let code = humanid_core::ids::random_hex(32);
    let created_at = humanid_store::now_micros() - age_secs * 1_000_000;
    let row = AuthCodeRow {
        code_hash: app.humanid.hasher().hash("auth-code", &code),
        app_id: client_id.to_owned(),
        redirect_uri: crate::api::handoff::REDIRECT.into(),
        code_challenge: None,
        grant_data: serde_json::to_string(&grant(client_id, None)).unwrap(),
        created_at,
        expires_at: created_at + 600 * 1_000_000,
        consumed_at: None,
        revoked_at: None,
    };
    app.humanid.store().insert_auth_code(&row).await.unwrap();
    code
}

#[tokio::test]
async fn a_code_older_than_ten_minutes_is_refused() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = (rp.app.id.as_str(), rp.secret.as_str());
    let stale = code_aged(&app, &rp.app.id, 601).await;
    assert_invalid_grant(&exchange(&app, me, &stale, &[]).await, "expired code");
    let fresh = code_aged(&app, &rp.app.id, 590).await;
    let answer = exchange(&app, me, &fresh, &[]).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
}

/// Another client presenting an app's code learns nothing and changes nothing: the code
/// is not burnt (the app's own exchange still works) and, once used, not revoked.
#[tokio::test]
async fn another_client_can_neither_burn_a_code_nor_revoke_what_it_gave() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = (rp.app.id.as_str(), rp.secret.as_str());
    let (other_id, other_secret) = other_client(&app).await;
    let other = (other_id.as_str(), other_secret.as_str());

    let code = mint_code(&app, &rp.app.id, None).await;
    assert_invalid_grant(&exchange(&app, other, &code, &[]).await, "foreign client");
    let first = exchange(&app, me, &code, &[]).await;
    assert_eq!(first.status, StatusCode::OK, "not burnt: {}", first.body);
    let access = first.body["access_token"].as_str().unwrap();

    assert_invalid_grant(&exchange(&app, other, &code, &[]).await, "foreign replay");
    assert_eq!(
        userinfo(&app, access).await.status,
        StatusCode::OK,
        "the app's token was not revoked by a stranger"
    );
    assert_eq!(introspect(&app, me, access).await.body["active"], true);
}

/// RFC 6749 §4.1.3: the authorization carried a `redirect_uri`, so `/token` must too.
#[tokio::test]
async fn the_redirect_uri_is_required_when_the_authorization_carried_one() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = (rp.app.id.as_str(), rp.secret.as_str());
    let code = mint_code(&app, &rp.app.id, None).await;
    let form = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
    ];
    let answer = post_form(&app, "/token", Some(me), &form).await;
    assert_eq!(
        answer.code(),
        (StatusCode::BAD_REQUEST, "required"),
        "{}",
        answer.body
    );
    assert_eq!(answer.body["error"], "invalid_request");
    assert_eq!(answer.body["attribute"], "redirect_uri");
}
