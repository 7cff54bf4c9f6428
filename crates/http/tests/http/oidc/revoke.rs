//! `POST /revoke` (RFC 7009): access and refresh tokens; always 200 for a well-formed
//! request, and another client's token stays. (The `openidconnect` crate refuses a
//! revocation endpoint that is not https, and these servers are plain loopback HTTP, so
//! the requests are sent as RFC 7009 §2.1 shows them.)

use reqwest::StatusCode;

use crate::api::handoff::rp;
use crate::api::helpers::*;
use crate::oidc::idp::*;
use crate::oidc::support::*;

#[tokio::test]
async fn op_revoke_access_and_refresh_tokens() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let c = (rp.app.id.as_str(), rp.secret.as_str());
    let tokens = offline_tokens(&app, c).await;
    let access = text(&tokens, "access_token");
    let form = [("token", access), ("token_type_hint", "access_token")];
    let res = post_form(&app, "/revoke", Some(c), &form).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_refused_by_userinfo(&app, access, "revoked access token").await;
    assert_inactive(&app, c, access, "revoked access token").await;
    // Revoking the access token leaves the refresh token working.
    let renewed = refresh(&app, c, text(&tokens, "refresh_token")).await;
    assert_eq!(renewed.status, StatusCode::OK, "{}", renewed.body);

    let refresh_token = text(&renewed.body, "refresh_token");
    let form = [
        ("token", refresh_token),
        ("token_type_hint", "refresh_token"),
    ];
    let res = post_form(&app, "/revoke", Some(c), &form).await;
    assert_eq!(res.status, StatusCode::OK);
    let res = refresh(&app, c, refresh_token).await;
    assert_eq!(res.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
    // RFC 7009 §2.1: the access tokens of that grant go with it.
    let from_family = text(&renewed.body, "access_token");
    assert_refused_by_userinfo(&app, from_family, "family revoked").await;
}

/// Unknown tokens, a wrong hint and another client's token all get a 200; the other
/// client's token is NOT revoked. Without a token it is a 400, without client auth a 401.
#[tokio::test]
async fn revoke_answers_200_and_touches_only_the_clients_own_tokens() {
    let app = spawn_app().await;
    let (a, a_secret) = other_client(&app).await;
    let (b, b_secret) = other_client(&app).await;
    let theirs = offline_tokens(&app, (&a, &a_secret)).await;
    let b_client = (b.as_str(), b_secret.as_str());
    for (token, hint) in [
        (text(&theirs, "access_token"), None),
        (text(&theirs, "refresh_token"), Some("refresh_token")),
        (text(&theirs, "refresh_token"), Some("access_token")),
        ("not-a-token", Some("something_else")),
    ] {
        let mut form = vec![("token", token)];
        form.extend(hint.map(|h| ("token_type_hint", h)));
        let res = post_form(&app, "/revoke", Some(b_client), &form).await;
        assert_eq!(res.status, StatusCode::OK, "{token} {hint:?}");
        assert_eq!(res.header("cache-control"), "no-store");
    }
    let a_client = (a.as_str(), a_secret.as_str());
    assert_eq!(
        userinfo(&app, text(&theirs, "access_token")).await.status,
        StatusCode::OK
    );
    let still = refresh(&app, a_client, text(&theirs, "refresh_token")).await;
    assert_eq!(still.status, StatusCode::OK, "{}", still.body);

    let missing = post_form(&app, "/revoke", Some(a_client), &[]).await;
    assert_eq!(missing.code(), (StatusCode::BAD_REQUEST, "required"));
    let anonymous = post_form(&app, "/revoke", None, &[("token", "x")]).await;
    assert_eq!(
        anonymous.code(),
        (StatusCode::UNAUTHORIZED, "unauthenticated")
    );
    assert_eq!(anonymous.body["error"], "invalid_client");
}
