//! What `/authorize` refuses, and how: never a redirect to an unchecked URI.

use reqwest::StatusCode;
use reqwest::header::LOCATION;
use serde_json::Value;

use crate::api::handoff::*;
use crate::api::helpers::*;

#[tokio::test]
async fn bad_authorization_requests_get_the_error_page_and_never_a_redirect() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let id = rp.app.id.clone();
    let cb = urlencode(REDIRECT);
    let evil = urlencode("https://evil.example/cb");
    let cases: Vec<(String, &str, Option<&str>)> = vec![
        (
            format!("response_type=code&scope=openid&redirect_uri={cb}"),
            "required",
            Some("client_id"),
        ),
        (
            format!(
                "client_id=app_00000000000000000000000000000000&response_type=code&scope=openid&redirect_uri={cb}"
            ),
            "invalid_client",
            Some("client_id"),
        ),
        (
            format!("client_id={id}&response_type=code&scope=openid"),
            "required",
            Some("redirect_uri"),
        ),
        (
            format!("client_id={id}&response_type=code&scope=openid&redirect_uri={evil}"),
            "invalid_redirect_uri",
            Some("redirect_uri"),
        ),
        (
            format!("client_id={id}&response_type=code&scope=openid&redirect_uri={cb}%2F"),
            "invalid_redirect_uri",
            Some("redirect_uri"),
        ),
        (
            format!("client_id={id}&scope=openid&redirect_uri={cb}"),
            "required",
            Some("response_type"),
        ),
        (
            format!("client_id={id}&response_type=code%20code&scope=openid&redirect_uri={cb}"),
            "invalid_response_type",
            Some("response_type"),
        ),
        (
            format!("client_id={id}&response_type=device&scope=openid&redirect_uri={cb}"),
            "invalid_response_type",
            Some("response_type"),
        ),
        (
            format!("client_id={id}&response_type=code&redirect_uri={cb}"),
            "required",
            Some("scope"),
        ),
        (
            format!("client_id={id}&response_type=code&scope=email&redirect_uri={cb}"),
            "invalid_scope",
            Some("scope"),
        ),
        (
            format!("client_id={id}&response_type=id_token&scope=openid&redirect_uri={cb}"),
            "required",
            Some("nonce"),
        ),
        (
            format!("client_id={id}&response_type=code%20token&scope=openid&redirect_uri={cb}"),
            "required",
            Some("nonce"),
        ),
        (
            format!(
                "client_id={id}&response_type=id_token&scope=openid&nonce=n&response_mode=query&redirect_uri={cb}"
            ),
            "invalid_response_mode",
            Some("response_mode"),
        ),
        (
            format!(
                "client_id={id}&response_type=code&scope=openid&response_mode=jwt&redirect_uri={cb}"
            ),
            "invalid_response_mode",
            Some("response_mode"),
        ),
        (
            format!(
                "client_id={id}&response_type=code&scope=openid&code_challenge=abc&code_challenge_method=plain&redirect_uri={cb}"
            ),
            "invalid_request",
            Some("code_challenge_method"),
        ),
        (
            format!(
                "client_id={id}&response_type=code&scope=openid&code_challenge=short&code_challenge_method=S256&redirect_uri={cb}"
            ),
            "invalid_request",
            Some("code_challenge"),
        ),
    ];
    for (query, code, attribute) in &cases {
        let res = browser()
            .get(app.at(&format!("/authorize?{query}")))
            .header("accept", "application/json")
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{query}");
        assert!(res.headers().get(LOCATION).is_none(), "{query}");
        let body: Value = res.json().await.unwrap();
        assert_eq!(
            (body["code"].as_str(), body["attribute"].as_str()),
            (Some(*code), *attribute),
            "{query}"
        );
    }
    // People get a page saying the same.
    let res = browser()
        .get(app.at(&format!("/authorize?{}", cases[3].0)))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    assert!(res.text().await.unwrap().contains("invalid_redirect_uri"));
}

#[tokio::test]
async fn prompt_none_returns_login_required_to_the_client_with_its_state() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let res = browser()
        .get(app.at(&authorize_path(&rp, "&prompt=none")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let location = res.headers()[LOCATION].to_str().unwrap();
    assert!(location.starts_with(REDIRECT));
    let params = redirect_params(location);
    assert_eq!(params["error"], "login_required");
    assert_eq!(params["state"], "st-1");
}

#[tokio::test]
async fn unknown_parameters_and_scopes_are_ignored_and_post_works_too() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let started = start(
        &app,
        &authorize_path(&rp, "%20calendar&foo=bar&ui_locales=de"),
    )
    .await;
    let view: Value = app
        .get_json(&format!("/requests/{}", started.request_id))
        .await;
    assert_eq!(view["scopes"], serde_json::json!(["openid", "email"]));
    let res = browser()
        .post(app.at("/authorize"))
        .header("accept", "application/json")
        .form(&[
            ("client_id", rp.app.id.as_str()),
            ("redirect_uri", REDIRECT),
            ("response_type", "code"),
            ("scope", "openid"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_flood_of_sign_in_requests_from_one_address_is_rate_limited() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let path = authorize_path(&rp, "");
    let get = || async {
        browser()
            .get(app.at(&path))
            .header("accept", "application/json")
            .send()
            .await
            .unwrap()
    };
    // The burst a person could never need is allowed...
    for i in 0..50 {
        assert_eq!(get().await.status(), StatusCode::OK, "request {i}");
    }
    // ...and then the address must slow down (10 a second).
    let mut refused = None;
    for _ in 0..20 {
        let res = get().await;
        if res.status() == StatusCode::TOO_MANY_REQUESTS {
            refused = Some(res.json::<Value>().await.unwrap());
            break;
        }
    }
    let body = refused.expect("20 more requests at once were all accepted");
    assert_eq!(body["code"], "rate_limited");
}
