//! Back-Channel Logout 1.0: `/logout` POSTs a signed `logout_token` to the app's
//! `backchannel_logout_uri` in the background; an endpoint that is down is retried a
//! bounded number of times and never holds up `/logout`.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::http::StatusCode as AxumStatus;
use axum::routing::post;
use humanid_core::oidc::backchannel::{ATTEMPTS, LOGOUT_EVENT};
use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{DecodingKey, Validation};
use reqwest::StatusCode;
use reqwest::header::COOKIE;
use serde_json::Value;

use crate::api::handoff::{browser, jwt_part};
use crate::api::helpers::*;
use crate::oidc::idp::grant_for;
use crate::oidc::token_settings::{set_app, set_app_field, team_client};

/// A relying party's back-channel endpoint answering `status`: the bodies it received.
async fn endpoint(status: AxumStatus) -> (String, Arc<Mutex<Vec<String>>>) {
    let seen: Arc<Mutex<Vec<String>>> = Arc::default();
    let kept = seen.clone();
    let router = Router::new().route(
        "/bc",
        post(move |body: String| {
            let kept = kept.clone();
            async move {
                kept.lock().unwrap().push(body);
                status
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await });
    (format!("http://{addr}/bc"), seen)
}

/// A live session of a fresh app whose back-channel URI is `uri`: `(app id, cookie, sid)`.
async fn session_at(app: &TestApp, uri: &str) -> (String, String, String) {
    let (key, id, _) = team_client(app).await;
    set_app_field(app, &key, &id, "backchannel_logout_uri", uri).await;
    let issued = app
        .humanid
        .open_session(&grant_for(&id, &["openid"], 0))
        .await
        .unwrap();
    let sid = app.humanid.sid_of_secret(&issued.secret);
    (
        id,
        format!("{}={}", issued.cookie_name(), issued.secret),
        sid,
    )
}

async fn logout(app: &TestApp, id: &str, cookie: &str) -> (StatusCode, Duration) {
    let started = Instant::now();
    let res = browser()
        .get(app.at(&format!("/logout?client_id={id}")))
        .header(COOKIE, cookie)
        .send()
        .await
        .unwrap();
    (res.status(), started.elapsed())
}

#[tokio::test]
async fn logout_posts_a_signed_logout_token_with_the_session() {
    let app = spawn_app().await;
    let (uri, seen) = endpoint(AxumStatus::OK).await;
    let (id, cookie, sid) = session_at(&app, &uri).await;
    let (status, _) = logout(&app, &id, &cookie).await;
    assert!(status.is_success() || status.is_redirection(), "{status}");
    app.humanid.backchannel_settled().await;

    let bodies = seen.lock().unwrap().clone();
    assert_eq!(bodies.len(), 1, "{bodies:?}");
    let token: String = url::form_urlencoded::parse(bodies[0].as_bytes())
        .find(|(k, _)| k == "logout_token")
        .map(|(_, v)| v.into_owned())
        .expect("logout_token");
    let header = jsonwebtoken::decode_header(&token).unwrap();
    assert_eq!(header.typ.as_deref(), Some("logout+jwt"));
    let jwks: JwkSet = serde_json::from_value(app.get_json("/jwks").await).unwrap();
    let jwk = jwks.find(header.kid.as_deref().unwrap()).unwrap();
    let mut validation = Validation::new(header.alg);
    validation.set_audience(&[&id]);
    validation.set_issuer(&[&app.url]);
    let claims =
        jsonwebtoken::decode::<Value>(&token, &DecodingKey::from_jwk(jwk).unwrap(), &validation)
            .unwrap()
            .claims;
    assert_eq!(claims["sid"], sid.as_str());
    assert_eq!(claims["sub"], grant_for(&id, &[], 0).sub.as_str());
    assert!(claims["events"][LOGOUT_EVENT].is_object(), "{claims}");
    assert!(claims["jti"].is_string() && claims["iat"].is_i64());
    assert!(
        claims.get("nonce").is_none(),
        "a logout token never has a nonce"
    );
    assert_eq!(jwt_part(&token, 1)["aud"], id.as_str());

    // The session is over: a second logout tells nobody again.
    logout(&app, &id, &cookie).await;
    app.humanid.backchannel_settled().await;
    assert_eq!(seen.lock().unwrap().len(), 1);
}

#[tokio::test]
async fn an_endpoint_that_fails_is_retried_a_bounded_number_of_times_without_blocking_logout() {
    let app = spawn_app().await;
    let (uri, seen) = endpoint(AxumStatus::SERVICE_UNAVAILABLE).await;
    let (id, cookie, _) = session_at(&app, &uri).await;
    let (status, took) = logout(&app, &id, &cookie).await;
    assert!(status.is_success() || status.is_redirection(), "{status}");
    // The retries take seconds; /logout answered before the first pause was over.
    assert!(took < Duration::from_millis(500), "/logout took {took:?}");
    app.humanid.backchannel_settled().await;
    assert_eq!(seen.lock().unwrap().len(), ATTEMPTS);
}

#[tokio::test]
async fn an_endpoint_that_is_down_does_not_block_logout() {
    let app = spawn_app().await;
    // A port with nothing listening: bound, then released.
    let closed = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let uri = format!("http://{}/bc", closed.local_addr().unwrap());
    drop(closed);
    let (id, cookie, _) = session_at(&app, &uri).await;
    let (status, took) = logout(&app, &id, &cookie).await;
    assert!(status.is_success() || status.is_redirection(), "{status}");
    assert!(took < Duration::from_millis(500), "/logout took {took:?}");
    // Every try fails at once; the deliveries end after the bounded retries.
    app.humanid.backchannel_settled().await;
}

#[tokio::test]
async fn a_backchannel_uri_must_be_absolute_without_a_fragment() {
    let app = spawn_app().await;
    let (key, id, _) = team_client(&app).await;
    for bad in [
        "/relative",
        "https://rp.example/bc#frag",
        "http://rp.example/bc",
        "ftp://rp.example/bc",
    ] {
        let refused = set_app(
            &app,
            &key,
            &id,
            &format!("backchannel_logout_uri: \"{bad}\""),
        )
        .await;
        assert!(refused["errors"].is_array(), "{bad}: {refused}");
    }
}
