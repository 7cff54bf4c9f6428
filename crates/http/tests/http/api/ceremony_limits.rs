//! Passkey ceremonies can be started by anyone (that is how sign-in begins), so each
//! client address may start only so many, and what they leave behind expires: the purge
//! deletes ceremonies nobody finished.

use humanid_store::with_pool;
use reqwest::StatusCode;
use serde_json::json;

use crate::api::helpers::*;

async fn ceremony_rows(app: &TestApp) -> i64 {
    with_pool!(app.humanid.store(), p => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM webauthn_ceremonies"
    ).fetch_one(p).await)
    .unwrap()
}

#[tokio::test]
async fn portal_sign_in_starts_are_limited_per_address() {
    let app = TestServer::new().at_localhost().spawn().await;
    let mut answers = Vec::new();
    for _ in 0..60 {
        let res = app
            .client
            .post(app.at("/portal/login/start"))
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        let status = res.status();
        let body: serde_json::Value = res.json().await.unwrap();
        answers.push((status, body));
    }
    let started = answers.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    let limited: Vec<_> = answers
        .iter()
        .filter(|(s, _)| *s == StatusCode::TOO_MANY_REQUESTS)
        .collect();
    assert!(started >= 10, "a burst gets through: {started}");
    assert!(started <= 30, "then the limit holds: {started}");
    assert_eq!(started + limited.len(), 60, "{answers:?}");
    assert_eq!(limited[0].1["code"], "rate_limited");
    assert_eq!(
        ceremony_rows(&app).await,
        started as i64,
        "nothing stored when refused"
    );
}

#[tokio::test]
async fn invite_ceremony_starts_are_limited_per_address_too() {
    let app = TestServer::new().at_localhost().spawn().await;
    let team = app.humanid.bootstrap_team("Acme").await.unwrap();
    let path = format!("/portal/join/{}/start", team.setup_token);
    let mut limited = 0;
    for _ in 0..60 {
        let res = app
            .client
            .post(app.at(&path))
            .json(&json!({"display_name": "Eve"}))
            .send()
            .await
            .unwrap();
        if res.status() == StatusCode::TOO_MANY_REQUESTS {
            limited += 1;
        } else {
            assert_eq!(res.status(), StatusCode::OK);
        }
    }
    assert!(limited >= 30, "{limited} of 60 refused");
}

#[tokio::test]
async fn ceremonies_nobody_finished_are_purged() {
    let app = TestServer::new().at_localhost().spawn().await;
    let now = humanid_store::now_micros();
    let store = app.humanid.store();
    store
        .insert_ceremony("live", "authenticate", "{}", now + 300_000_000)
        .await
        .unwrap();
    store
        .insert_ceremony("old", "authenticate", "{}", now - 1)
        .await
        .unwrap();
    app.humanid.purge_expired().await.unwrap();
    assert_eq!(ceremony_rows(&app).await, 1);
    assert_eq!(
        store
            .take_ceremony("live", "authenticate", now)
            .await
            .unwrap(),
        "{}"
    );
}
