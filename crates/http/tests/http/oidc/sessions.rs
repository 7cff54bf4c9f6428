//! IdP sessions and silent sign-in (docs/architecture.md, "IdP sessions"), named after the
//! conformance tests they cover: `OP-prompt-none-LoggedIn`, `OP-prompt-none-NotLoggedIn`,
//! `OP-Req-max_age=10000`, `OP-Req-max_age=1`, `OP-prompt-login`, `OP-Req-id_token_hint`;
//! and the rules that keep a session from bypassing a proof.

use openidconnect::core::{CoreAuthPrompt, CoreResponseType};
use openidconnect::{AuthenticationFlow, CsrfToken, Nonce, OAuth2TokenResponse, TokenResponse};
use reqwest::StatusCode;
use reqwest::header::COOKIE;

use crate::api::handoff::{browser, rp};
use crate::api::helpers::*;
use crate::oidc::idp::*;
use crate::oidc::rp::*;
use crate::oidc::support::*;

/// A real sign-in (wallet proof) leaves a session; the library's silent renew with
/// `prompt=none` then gets a code at once, for the same `sub` with the original
/// `auth_time`, without a proof.
#[tokio::test]
async fn op_prompt_none_logged_in() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let client = client(&app, &rp).await;
    let (url, _, nonce) = code_flow_url(&client);
    let signed_in = sign_in(&app, &rp, &url).await;
    let cookie = set_session_cookie(&signed_in.response).expect("a session cookie");
    let set = signed_in.response.headers().get_all("set-cookie");
    let attrs = set
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|v| v.starts_with("humanid_session_"))
        .unwrap();
    for part in ["Path=/;", "HttpOnly", "SameSite=Lax", "Max-Age=86400"] {
        assert!(attrs.contains(part), "{attrs}");
    }
    let first = redirect_params(&signed_in.response, false);
    let tokens = exchange_with_library(&client, first["code"].clone()).await;
    let original = verify(&client, tokens.id_token().unwrap(), &nonce).clone();

    let (silent, state, nonce) = client
        .authorize_url(
            AuthenticationFlow::<CoreResponseType>::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_prompt(CoreAuthPrompt::None)
        .url();
    let res = browser()
        .get(silent.as_str())
        .header(COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    let params = redirect_params(&res, false);
    assert_eq!(&params["state"], state.secret());
    let renewed = exchange_with_library(&client, params["code"].clone()).await;
    let claims = verify(&client, renewed.id_token().unwrap(), &nonce);
    assert_eq!(claims.subject(), original.subject());
    assert_eq!(claims.subject().as_str(), signed_in.nullifier);
    assert_eq!(claims.auth_time(), original.auth_time());
    assert_eq!(
        userinfo(&app, renewed.access_token().secret()).await.status,
        StatusCode::OK
    );
}

/// Silent renew works for every response type: `id_token token` in the fragment, and
/// `form_post` through the auto-submitting form.
#[tokio::test]
async fn op_prompt_none_logged_in_for_every_response_type() {
    let app = spawn_app().await;
    let (client_id, _) = other_client(&app).await;
    let g = grant_for(&client_id, &["openid"], 30);
    let cookie = session_cookie(&app, &g).await;
    for response_type in ["code", "id_token", "id_token%20token", "code%20id_token"] {
        let q =
            format!("response_type={response_type}&scope=openid&nonce=n-1&state=s-1&prompt=none");
        let res = authorize(&app, &client_id, &q, Some(&cookie)).await;
        let params = answered(&res);
        assert_eq!(params["state"], "s-1", "{response_type}");
        if response_type.contains("id_token") {
            let claims = jwt_part(&params["id_token"], 1);
            assert_eq!(claims["sub"], g.sub.as_str(), "{response_type}");
            assert_eq!(claims["auth_time"], g.auth_time, "{response_type}");
            assert_eq!(claims["nonce"], "n-1", "{response_type}");
        }
        let with_access = response_type.ends_with("%20token");
        assert_eq!(
            params.contains_key("access_token"),
            with_access,
            "{response_type}"
        );
        assert_eq!(
            params.contains_key("code"),
            response_type.starts_with("code")
        );
    }
    let location = authorize(
        &app,
        &client_id,
        "response_type=id_token%20token&scope=openid&nonce=n&prompt=none",
        Some(&cookie),
    )
    .await
    .headers()["location"]
        .to_str()
        .unwrap()
        .to_owned();
    let url = url::Url::parse(&location).unwrap();
    assert_eq!(url.query(), None, "tokens only in the fragment: {location}");
    assert!(url.fragment().unwrap().contains("access_token="));

    let res = authorize(
        &app,
        &client_id,
        "response_type=code&scope=openid&state=s-2&response_mode=form_post&prompt=none",
        Some(&cookie),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let html = res.text().await.unwrap();
    assert!(html.contains("name=\"code\""), "{html}");
    assert!(html.contains("value=\"s-2\""), "{html}");
}

/// Without a session `prompt=none` redirects with `login_required`, in every response
/// mode, and never shows a page or opens a request.
#[tokio::test]
async fn op_prompt_none_not_logged_in() {
    let app = spawn_app().await;
    let (client_id, _) = other_client(&app).await;
    for q in [
        "response_type=code&scope=openid&state=s&prompt=none",
        "response_type=id_token&scope=openid&nonce=n&state=s&prompt=none",
    ] {
        let res = authorize(&app, &client_id, q, None).await;
        assert_login_required(&res, q);
        assert_eq!(answered(&res)["state"], "s");
    }
    let res = authorize(
        &app,
        &client_id,
        "response_type=code&scope=openid&response_mode=form_post&prompt=none",
        None,
    )
    .await;
    let html = res.text().await.unwrap();
    assert!(html.contains("value=\"login_required\""), "{html}");
    assert!(!html.contains("Sign in to"), "{html}");
}

/// `max_age=10000` with a session from 100 s ago answers at once with the original
/// `auth_time`; no proof is asked for.
#[tokio::test]
async fn op_req_max_age_10000() {
    let app = spawn_app().await;
    let (client_id, _) = other_client(&app).await;
    let g = grant_for(&client_id, &["openid"], 100);
    let cookie = session_cookie(&app, &g).await;
    let q = "response_type=id_token&scope=openid&nonce=n&max_age=10000";
    let params = answered(&authorize(&app, &client_id, q, Some(&cookie)).await);
    let claims = jwt_part(&params["id_token"], 1);
    assert_eq!(claims["auth_time"], g.auth_time);
    assert_eq!(claims["sub"], g.sub.as_str());
}

/// A session older than `max_age` asks for a fresh proof, and with `prompt=none` gets
/// `login_required`; `max_age=0` always does.
#[tokio::test]
async fn op_req_max_age_1_and_0_need_a_fresh_proof() {
    let app = spawn_app().await;
    let (client_id, _) = other_client(&app).await;
    let cookie = session_cookie(&app, &grant_for(&client_id, &["openid"], 100)).await;
    let q = "response_type=code&scope=openid&max_age=1";
    assert_fresh_proof(authorize(&app, &client_id, q, Some(&cookie)).await, q).await;
    let q = "response_type=code&scope=openid&max_age=1&prompt=none";
    assert_login_required(&authorize(&app, &client_id, q, Some(&cookie)).await, q);

    let fresh = session_cookie(&app, &grant_for(&client_id, &["openid"], 0)).await;
    let q = "response_type=code&scope=openid&max_age=0&prompt=none";
    assert_login_required(&authorize(&app, &client_id, q, Some(&fresh)).await, q);
    let q = "response_type=code&scope=openid&max_age=soon";
    let res = authorize(&app, &client_id, q, Some(&fresh)).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{q}");
}

/// `prompt=login` asks for a fresh proof even with a live session.
#[tokio::test]
async fn op_prompt_login() {
    let app = spawn_app().await;
    let (client_id, _) = other_client(&app).await;
    let cookie = session_cookie(&app, &grant_for(&client_id, &["openid"], 0)).await;
    let q = "response_type=code&scope=openid&prompt=login";
    assert_fresh_proof(authorize(&app, &client_id, q, Some(&cookie)).await, q).await;
    // Without prompt the same session answers at once.
    let plain = authorize(
        &app,
        &client_id,
        "response_type=code&scope=openid",
        Some(&cookie),
    );
    assert!(answered(&plain.await).contains_key("code"));
}

/// An `id_token_hint` naming the session's person answers silently; one naming someone
/// else gets `login_required` (prompt=none) or a fresh proof; a hint this provider did
/// not issue to the client is refused.
#[tokio::test]
async fn op_req_id_token_hint() {
    let app = spawn_app().await;
    let (client_id, _) = other_client(&app).await;
    let me = grant_for(&client_id, &["openid"], 10);
    let cookie = session_cookie(&app, &me).await;
    let q = "response_type=id_token&scope=openid&nonce=n&prompt=none";
    let hint = answered(&authorize(&app, &client_id, q, Some(&cookie)).await)["id_token"].clone();
    let with_hint = format!("{q}&id_token_hint={hint}");
    let params = answered(&authorize(&app, &client_id, &with_hint, Some(&cookie)).await);
    assert_eq!(jwt_part(&params["id_token"], 1)["sub"], me.sub.as_str());

    let someone_else = humanid_core::oidc::Grant {
        sub: format!("0x{}", "7b".repeat(32)),
        ..me.clone()
    };
    let theirs = session_cookie(&app, &someone_else).await;
    let res = authorize(&app, &client_id, &with_hint, Some(&theirs)).await;
    assert_login_required(&res, "hint of another person");
    let interactive = format!("response_type=code&scope=openid&id_token_hint={hint}");
    let res = authorize(&app, &client_id, &interactive, Some(&theirs)).await;
    assert_fresh_proof(res, "hint of another person, interactive").await;

    let (other_id, _) = other_client(&app).await;
    let res = authorize(&app, &other_id, &with_hint, None).await;
    assert_eq!(answered(&res)["error"], "invalid_request");
    // One character in the middle of the signature changed.
    let at = hint.rfind('.').unwrap() + 20;
    let flipped = if &hint[at..=at] == "A" { "B" } else { "A" };
    let forged = format!(
        "{q}&id_token_hint={}{flipped}{}",
        &hint[..at],
        &hint[at + 1..]
    );
    let res = authorize(&app, &client_id, &forged, Some(&cookie)).await;
    assert_eq!(answered(&res)["error"], "invalid_request");
}

/// Sessions never cross apps: app A's cookie value under app B's name, a forged value,
/// an ended or expired session all get `login_required`.
#[tokio::test]
async fn a_session_of_another_app_a_forged_or_expired_one_does_not_sign_in() {
    let app = spawn_app().await;
    let (a, _) = other_client(&app).await;
    let (b, _) = other_client(&app).await;
    let cookie_a = session_cookie(&app, &grant_for(&a, &["openid"], 0)).await;
    let value = cookie_a.split_once('=').unwrap().1;
    let as_b = format!("humanid_session_{b}={value}");
    assert_signed_out(&app, &b, &as_b, "A's cookie at B").await;
    assert_signed_out(&app, &b, &cookie_a, "A's cookie").await;
    let forged = format!("humanid_session_{a}={}", "ab".repeat(32));
    assert_signed_out(&app, &a, &forged, "forged").await;
    let garbage = format!("humanid_session_{a}=%00;<script>");
    assert_signed_out(&app, &a, &garbage, "garbage").await;

    assert!(signed_in(&app, &a, &cookie_a).await);
    humanid_store::with_pool!(app.humanid.store(), p => sqlx::query(
        "UPDATE idp_sessions SET expires_at = $1",
    )
    .bind(humanid_store::now_micros() - 1)
    .execute(p)
    .await
    .map(|r| r.rows_affected())
    .unwrap());
    assert_signed_out(&app, &a, &cookie_a, "expired").await;
}

/// A session answers only while the app serves and its sign-in action is active:
/// archived, it stops at once (the error page, no redirect); and a staging app's session
/// is not a production app's.
#[tokio::test]
async fn an_archived_apps_session_stops_at_once_and_staging_stays_apart() {
    let app = spawn_app().await;
    let (team_id, made, _) = crate::api::handoff::registered_client(&app, true).await;
    assert!(made.id.starts_with("app_staging_"));
    let cookie = session_cookie(&app, &grant_for(&made.id, &["openid"], 0)).await;
    assert!(signed_in(&app, &made.id, &cookie).await);
    let (prod, _) = other_client(&app).await;
    let value = cookie.split_once('=').unwrap().1;
    let as_prod = format!("humanid_session_{prod}={value}");
    assert_signed_out(&app, &prod, &as_prod, "staging at prod").await;

    // An inactive sign-in action stops sessions too, as it stops proofs.
    let sign_in = app
        .humanid
        .find_app_action(&made.id, "", "0x1")
        .await
        .unwrap()
        .unwrap();
    let sign_in = &sign_in.action.id;
    app.set_action_status(&team_id, sign_in, "inactive").await;
    assert_signed_out(&app, &made.id, &cookie, "inactive").await;
    app.set_action_status(&team_id, sign_in, "active").await;
    assert!(signed_in(&app, &made.id, &cookie).await);

    app.archive_as_operator(&team_id, &made.id).await;
    let res = authorize(&app, &made.id, SILENT, Some(&cookie)).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(res.headers().get("location").is_none());
}
