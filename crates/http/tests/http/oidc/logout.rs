//! RP-Initiated Logout 1.0 at `end_session_endpoint` (`/logout`), with the library's
//! logout request; post-logout redirects registered over GraphQL.

use humanid_core::{AppId, TeamId};
use openidconnect::{
    CsrfToken, IssuerUrl, LogoutRequest, PostLogoutRedirectUrl, ProviderMetadataWithLogout,
};
use reqwest::StatusCode;
use reqwest::header::{COOKIE, LOCATION, SET_COOKIE};
use serde_json::Value;

use crate::api::graphql::gql_body;
use crate::api::handoff::browser;
use crate::api::helpers::*;
use crate::oidc::idp::*;
use crate::oidc::rp::http;

/// A team (its API key) with an app whose redirect is [`crate::api::handoff::REDIRECT`].
async fn team_app(app: &TestApp) -> (String, humanid_store::App) {
    let team = app.humanid.bootstrap_team("Logout").await.unwrap();
    let made = crate::api::proving::new_app(app, &team.team_id, false, "cloud").await;
    let redirect = crate::api::handoff::REDIRECT;
    app.humanid
        .add_redirect(
            &humanid_core::audit::Actor::Operator,
            &TeamId::stored(&team.team_id),
            &AppId::stored(&made.id),
            redirect,
        )
        .await
        .unwrap();
    (team.api_key, made)
}

async fn register_logout_redirect(app: &TestApp, key: &str, app_id: &str, uri: &str) -> Value {
    gql_body(
        app,
        key,
        &format!(
            "mutation {{ insert_post_logout_redirect_one(object: {{app_id: \"{app_id}\", \
             post_logout_redirect_uri: \"{uri}\"}}) {{ id app_id post_logout_redirect_uri }} }}"
        ),
    )
    .await
}

/// `GET url` (a `/logout` URL) as the browser holding `cookie`.
async fn get_logout(url: &str, cookie: &str) -> reqwest::Response {
    let req = browser().get(url).header(COOKIE, cookie);
    req.send().await.unwrap()
}

/// `POST /logout` of `form` as the browser holding `cookie`.
async fn post_logout(app: &TestApp, cookie: &str, form: &[(&str, &str)]) -> reqwest::Response {
    let req = browser().post(app.at("/logout")).header(COOKIE, cookie);
    req.form(form).send().await.unwrap()
}

/// The library finds `end_session_endpoint`, builds the logout URL with the ID token as
/// hint, a registered redirect and state; the browser is sent back with that state, and
/// its session is over (a silent renew now gets `login_required`).
#[tokio::test]
async fn op_rp_logout_redirects_with_state_and_ends_the_session() {
    let app = spawn_app().await;
    let (key, made) = team_app(&app).await;
    let added = register_logout_redirect(&app, &key, &made.id, LOGOUT_REDIRECT).await;
    let row = &added["data"]["insert_post_logout_redirect_one"];
    assert!(
        row["id"]
            .as_str()
            .unwrap()
            .starts_with("post_logout_redirect_"),
        "{added}"
    );
    assert_eq!(row["post_logout_redirect_uri"], LOGOUT_REDIRECT);

    let cookie = session_cookie(&app, &grant_for(&made.id, &["openid"], 0)).await;
    let q = "response_type=id_token&scope=openid&nonce=n&prompt=none";
    let id_token = answered(&authorize(&app, &made.id, q, Some(&cookie)).await)["id_token"].clone();

    let metadata = ProviderMetadataWithLogout::discover_async(
        IssuerUrl::new(app.url.clone()).unwrap(),
        &http(),
    )
    .await
    .unwrap();
    let end_session = metadata
        .additional_metadata()
        .end_session_endpoint
        .clone()
        .expect("end_session_endpoint");
    assert_eq!(end_session.as_str(), app.at("/logout"));
    let parsed: openidconnect::core::CoreIdToken = id_token.parse().unwrap();
    let url = LogoutRequest::from(end_session)
        .set_id_token_hint(&parsed)
        .set_post_logout_redirect_uri(PostLogoutRedirectUrl::new(LOGOUT_REDIRECT.into()).unwrap())
        .set_state(CsrfToken::new("bye-1".into()))
        .http_get_url();
    let res = get_logout(url.as_str(), &cookie).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        res.headers()[LOCATION],
        format!("{LOGOUT_REDIRECT}?state=bye-1").as_str()
    );
    let cleared = res.headers()[SET_COOKIE].to_str().unwrap();
    assert!(
        cleared.starts_with(&format!("humanid_session_{}=;", made.id)),
        "{cleared}"
    );
    assert!(cleared.contains("Max-Age=0"), "{cleared}");
    assert_signed_out(&app, &made.id, &cookie, "after logout").await;
}

/// An unregistered (or another app's) post-logout redirect gets the 400 error page and
/// no redirect, and the session stays; no redirect at all shows the "signed out" page.
#[tokio::test]
async fn an_unregistered_post_logout_redirect_gets_the_error_page() {
    let app = spawn_app().await;
    let (_, made) = team_app(&app).await;
    let (other_key, other) = team_app(&app).await;
    register_logout_redirect(&app, &other_key, &other.id, LOGOUT_REDIRECT).await;
    let cookie = session_cookie(&app, &grant_for(&made.id, &["openid"], 0)).await;
    for uri in [LOGOUT_REDIRECT, "https://evil.example/bye"] {
        let url = app.at(&format!(
            "/logout?client_id={}&post_logout_redirect_uri={}&state=s",
            made.id,
            crate::api::handoff::urlencode(uri)
        ));
        let res = get_logout(&url, &cookie).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{uri}");
        assert!(res.headers().get(LOCATION).is_none(), "{uri}");
        let html = res.text().await.unwrap();
        assert!(html.contains("invalid_post_logout_redirect_uri"), "{html}");
    }
    assert!(signed_in(&app, &made.id, &cookie).await);

    // A POST without a redirect: the session ends and a page says so.
    let form = [("client_id", made.id.as_str())];
    let res = post_logout(&app, &cookie, &form).await;
    assert_eq!(res.status(), StatusCode::OK);
    let html = res.text().await.unwrap();
    assert!(html.contains("signed out"), "{html}");
    assert_signed_out(&app, &made.id, &cookie, "after logout").await;
}

/// Post-logout redirects are validated like redirects, seen only by their team, and
/// deleted by id.
#[tokio::test]
async fn post_logout_redirects_are_managed_over_graphql_per_team() {
    let app = spawn_app().await;
    let (key, made) = team_app(&app).await;
    let (other_key, _) = team_app(&app).await;
    let bad = register_logout_redirect(&app, &key, &made.id, "http://rp.example/bye").await;
    assert_eq!(
        bad["errors"][0]["extensions"]["code"], "invalid_redirect_uri",
        "{bad}"
    );
    let foreign = register_logout_redirect(&app, &other_key, &made.id, LOGOUT_REDIRECT).await;
    assert_eq!(
        foreign["errors"][0]["extensions"]["code"], "not_found",
        "{foreign}"
    );

    let added = register_logout_redirect(&app, &key, &made.id, LOGOUT_REDIRECT).await;
    let id = added["data"]["insert_post_logout_redirect_one"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let delete = format!("mutation {{ delete_post_logout_redirect_by_pk(id: \"{id}\") {{ id }} }}");
    let theirs = gql_body(&app, &other_key, &delete).await;
    assert_eq!(
        theirs["data"]["delete_post_logout_redirect_by_pk"],
        Value::Null,
        "{theirs}"
    );
    let mine = gql_body(&app, &key, &delete).await;
    assert_eq!(
        mine["data"]["delete_post_logout_redirect_by_pk"]["id"],
        id.as_str(),
        "{mine}"
    );
    let url = app.at(&format!(
        "/logout?client_id={}&post_logout_redirect_uri={}",
        made.id,
        crate::api::handoff::urlencode(LOGOUT_REDIRECT)
    ));
    let res = browser().get(url).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST, "deleted redirect");
}

/// The hidden confirmation token of the "sign out of every app?" page.
fn confirmation(html: &str) -> String {
    let marker = "name=\"confirm\" value=\"";
    let at = html
        .find(marker)
        .unwrap_or_else(|| panic!("no confirmation form: {html}"))
        + marker.len();
    html[at..].chars().take_while(|c| *c != '"').collect()
}

/// Naming no app, `/logout` would end every session of the browser, so a plain link from
/// anywhere (or a form posted from another site) only gets a page that asks; the
/// person's own "Sign out" on that page ends them.
#[tokio::test]
async fn logout_without_a_client_asks_the_person_before_ending_every_session() {
    let app = spawn_app().await;
    let (_, made) = team_app(&app).await;
    let cookie = session_cookie(&app, &grant_for(&made.id, &["openid"], 0)).await;
    let live = || signed_in(&app, &made.id, &cookie);

    let res = get_logout(&app.at("/logout"), &cookie).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers().get(SET_COOKIE).is_none());
    let html = res.text().await.unwrap();
    assert!(html.contains("Sign out of every app"), "{html}");
    let token = confirmation(&html);
    assert!(live().await, "a link alone ends nothing");

    for forged in ["", "wrong"] {
        let res = post_logout(&app, &cookie, &[("confirm", forged)]).await;
        assert_eq!(res.status(), StatusCode::OK);
        assert!(res.headers().get(SET_COOKIE).is_none(), "{forged:?}");
        assert!(live().await, "a post without the page's token ends nothing");
    }

    let res = post_logout(&app, &cookie, &[("confirm", token.as_str())]).await;
    assert_eq!(res.status(), StatusCode::OK);
    let cleared = res.headers()[SET_COOKIE].to_str().unwrap().to_owned();
    assert!(cleared.contains("Max-Age=0"), "{cleared}");
    assert!(res.text().await.unwrap().contains("signed out"));
    assert_signed_out(&app, &made.id, &cookie, "after the person confirmed").await;
}
