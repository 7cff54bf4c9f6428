//! The Wallet Bridge relay (docs/architecture.md, "Wallet Bridge relay"): a widget's
//! request read once by a wallet, the wallet's response collected once by the widget, on
//! any replica, from any origin.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::api::helpers::*;

pub fn sealed(label: &str) -> Value {
    use base64::Engine;
    let b64 = |s: &str| base64::engine::general_purpose::STANDARD.encode(s);
    json!({ "iv": b64(&format!("iv-{label}-12b")), "payload": b64(&format!("ciphertext {label}")) })
}

pub async fn open_at(client: &reqwest::Client, url: &str) -> String {
    let res = client
        .post(format!("{url}/request"))
        .json(&sealed("request"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.unwrap();
    body["request_id"].as_str().unwrap().to_owned()
}

/// The relay entry `id` as a widget or a wallet reaches it through the server at `url`.
pub struct Entry<'a> {
    pub url: &'a str,
    pub id: &'a str,
}

impl Entry<'_> {
    /// `method /{side}/{id}` (`side` is `request` or `response`), with `body` as JSON if
    /// any: the answer as a page on another origin sees it.
    pub async fn call(&self, method: Method, side: &str, body: Option<Value>) -> CorsAnswer {
        let client = reqwest::Client::new();
        let mut req = client.request(method, format!("{}/{side}/{}", self.url, self.id));
        if let Some(b) = body {
            req = req.json(&b);
        }
        CorsAnswer::of(req.send().await.unwrap()).await
    }

    /// `GET /{side}/{id}`: the status and the JSON body (null when it is not JSON).
    pub async fn get(&self, side: &str) -> (StatusCode, Value) {
        let got = self.call(Method::GET, side, None).await;
        (got.status, got.body)
    }

    /// `HEAD /{side}/{id}`: the status.
    pub async fn head(&self, side: &str) -> StatusCode {
        self.call(Method::HEAD, side, None).await.status
    }

    /// The wallet's `PUT /response/{id}` of the sealed answer `label`.
    pub async fn answer(&self, label: &str) -> (StatusCode, Value) {
        let got = self
            .call(Method::PUT, "response", Some(sealed(label)))
            .await;
        (got.status, got.body)
    }
}

#[tokio::test]
async fn a_request_goes_to_one_wallet_and_its_answer_to_the_widget_once() {
    let app = spawn_app().await;
    let id = open_at(&app.client, &app.url).await;
    assert_eq!(id.len(), 36);
    assert_eq!(&id[14..15], "4", "a version 4 UUID: {id}");
    let at = Entry {
        url: &app.url,
        id: &id,
    };
    let waiting = |s: &str| (StatusCode::OK, json!({ "status": s, "response": null }));

    assert_eq!(at.get("response").await, waiting("initialized"));
    assert_eq!(at.head("request").await, StatusCode::OK);
    // HEAD reads nothing: the wallet still gets the request afterwards, once.
    assert_eq!(at.get("request").await, (StatusCode::OK, sealed("request")));
    let (status, again) = at.get("request").await;
    assert_eq!(
        (status, again["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );
    assert_eq!(at.head("request").await, StatusCode::NOT_FOUND);
    assert_eq!(at.get("response").await, waiting("retrieved"));

    assert_eq!(at.answer("answer").await.0, StatusCode::CREATED);
    let (status, second) = at.answer("other").await;
    assert_eq!(
        (status, second["code"].as_str()),
        (StatusCode::CONFLICT, Some("already_answered"))
    );
    assert_eq!(at.head("response").await, StatusCode::OK);
    let done = json!({ "status": "completed", "response": sealed("answer") });
    assert_eq!(at.get("response").await, (StatusCode::OK, done));
    assert_eq!(at.get("response").await.0, StatusCode::NOT_FOUND);
    assert_eq!(at.head("response").await, StatusCode::NOT_FOUND);
    assert_eq!(at.answer("late").await.0, StatusCode::BAD_REQUEST);
}

on_both_backends!(of_two_concurrent_wallets_exactly_one_gets_the_request);

async fn of_two_concurrent_wallets_exactly_one_gets_the_request(app: TestApp) {
    let id = open_at(&app.client, &app.url).await;
    let readers: Vec<_> = (0..8)
        .map(|_| {
            let (client, url) = (app.client.clone(), app.at(&format!("/request/{id}")));
            tokio::spawn(async move { client.get(url).send().await.unwrap().status() })
        })
        .collect();
    let mut ok = 0;
    for r in readers {
        match r.await.unwrap() {
            StatusCode::OK => ok += 1,
            StatusCode::NOT_FOUND => {}
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(ok, 1);
}

#[tokio::test]
async fn a_request_made_through_one_replica_is_answered_through_another_postgres() {
    let a = TestServer::new().postgres().spawn().await;
    let b = a.other_replica().await.url;
    let id = open_at(&a.client, &a.url).await;
    let (on_a, on_b) = (
        Entry {
            url: &a.url,
            id: &id,
        },
        Entry { url: &b, id: &id },
    );
    assert_eq!(
        on_b.get("request").await,
        (StatusCode::OK, sealed("request"))
    );
    assert_eq!(on_a.get("request").await.0, StatusCode::NOT_FOUND);
    assert_eq!(on_b.answer("answer").await.0, StatusCode::CREATED);
    let (status, body) = on_a.get("response").await;
    assert_eq!(
        (status, &body["response"]),
        (StatusCode::OK, &sealed("answer"))
    );
    assert_eq!(on_b.get("response").await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn any_origin_may_call_the_relay_and_preflights_allow_its_methods() {
    let app = spawn_app().await;
    let id = open_at(&app.client, &app.url).await;
    let origin = "https://rp.example";
    for (method, path) in [
        (Method::GET, format!("/response/{id}")),
        (
            Method::GET,
            "/request/00000000-0000-4000-8000-000000000000".to_owned(),
        ),
        (Method::GET, "/request/not-a-uuid".to_owned()),
        (Method::DELETE, format!("/response/{id}")),
    ] {
        let res = app
            .client
            .request(method.clone(), app.at(&path))
            .header("origin", origin)
            .send()
            .await
            .unwrap();
        assert_eq!(
            res.headers()["access-control-allow-origin"],
            "*",
            "{method} {path}: {}",
            res.status()
        );
    }
    let response = format!("/response/{id}");
    let res = app
        .preflight(&response, origin, "PUT", Some("content-type"))
        .await;
    assert!(res.status().is_success());
    let h = res.headers();
    assert_eq!(h["access-control-allow-origin"], "*");
    let methods = h["access-control-allow-methods"].to_str().unwrap();
    for m in ["GET", "POST", "PUT", "HEAD"] {
        assert!(methods.contains(m), "{methods}");
    }
    assert!(
        h["access-control-allow-headers"]
            .to_str()
            .unwrap()
            .contains("content-type")
    );
}

#[tokio::test]
async fn new_requests_are_limited_per_address() {
    let app = spawn_app().await;
    let mut refused = None;
    for _ in 0..200 {
        let res = app
            .client
            .post(app.at("/request"))
            .json(&sealed("x"))
            .send()
            .await
            .unwrap();
        if res.status() == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(res.headers()["access-control-allow-origin"], "*");
            refused = Some(res.json::<Value>().await.unwrap());
            break;
        }
        assert_eq!(res.status(), StatusCode::OK);
    }
    let body = refused.expect("no request was refused");
    assert_eq!(body["code"], "rate_limited");
}
