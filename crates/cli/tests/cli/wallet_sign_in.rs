//! `humanid wallet sign-in` completes the wallet hand-off (docs/architecture.md, "Wallet
//! hand-off") of a real `humanid serve`: a browser (here a cookie-keeping client) starts
//! `/authorize`, the wallet approves by short code, request URL or the `/authorize` URL
//! itself.

use crate::common::{Server, assert_fails_with, stderr, stdout};
use reqwest::header::{ACCEPT, COOKIE, LOCATION, SET_COOKIE};
use reqwest::redirect::Policy;
use serde_json::Value;

const REDIRECT: &str = "https://rp.example/cb";

/// A staging app with a registered redirect; returns the `/authorize` URL to start.
async fn sign_in_app(server: &Server) -> String {
    let app = server.staging_app("Poll").await;
    let q = format!(
        r#"mutation {{ insert_redirect_one(object: {{app_id: "{app}", redirect_uri: "{REDIRECT}"}}) {{ id }} }}"#
    );
    server.gql(&q).await;
    format!(
        "{}/authorize?client_id={app}&redirect_uri=https%3A%2F%2Frp.example%2Fcb\
         &response_type=code&scope=openid%20email&state=st4te&nonce=n0nce",
        server.url
    )
}

/// A fresh server with the sign-in app (its `/authorize` URL) and an enrolled wallet's file.
async fn enrolled_sign_in() -> (Server, String, std::path::PathBuf) {
    let server = Server::start(&[]);
    let authorize = sign_in_app(&server).await;
    let file = server.enrolled_wallet("w.json");
    (server, authorize, file)
}

/// The browser's side: what `/authorize` answers a program, and its binding cookie.
struct Browser {
    client: reqwest::Client,
    request: Value,
    cookie: String,
}

impl Browser {
    async fn open(authorize: &str) -> Browser {
        let client = reqwest::Client::builder()
            .redirect(Policy::none())
            .build()
            .unwrap();
        let res = client
            .get(authorize)
            .header(ACCEPT, "application/json")
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        let cookie = res.headers()[SET_COOKIE].to_str().unwrap();
        let cookie = cookie.split(';').next().unwrap().to_owned();
        let request = res.json().await.unwrap();
        Browser {
            client,
            request,
            cookie,
        }
    }

    fn field(&self, name: &str) -> String {
        self.request[name].as_str().unwrap().to_owned()
    }

    /// `GET /requests/{id}/complete` with the cookie: the redirect to the app.
    async fn complete(&self, server: &Server) -> String {
        let url = format!(
            "{}/requests/{}/complete",
            server.url,
            self.field("request_id")
        );
        let res = self
            .client
            .get(url)
            .header(COOKIE, &self.cookie)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 303);
        res.headers()[LOCATION].to_str().unwrap().to_owned()
    }
}

fn assert_code_and_state(location: &str) {
    assert!(location.starts_with(REDIRECT), "{location}");
    assert!(location.contains("code="), "{location}");
    assert!(location.contains("state=st4te"), "{location}");
}

#[tokio::test]
async fn a_short_code_sign_in_lets_the_browser_collect_the_code() {
    let (server, authorize, file) = enrolled_sign_in().await;
    let browser = Browser::open(&authorize).await;
    let code = browser.field("short_code").to_lowercase();
    let out = server.wallet(&file, &["sign-in", &code, "--yes"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("\"Poll\""),
        "shows who asks: {}",
        stderr(&out)
    );
    assert_code_and_state(&browser.complete(&server).await);
    // The request is used up: a second approval is refused, in words.
    let again = server.wallet(&file, &["sign-in", &code, "--yes"]);
    assert_fails_with(&again, "already been used");
}

#[tokio::test]
async fn a_request_url_is_enough_without_server() {
    let (server, authorize, file) = enrolled_sign_in().await;
    let browser = Browser::open(&authorize).await;
    let qr = format!("{}/requests/{}", server.url, browser.field("request_id"));
    // No --server: the QR code's URL says where the request (and the API) lives.
    let out = crate::common::wallet(&file, &["sign-in", &qr, "--yes"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_code_and_state(&browser.complete(&server).await);
}

#[tokio::test]
async fn an_authorize_url_sign_in_prints_the_redirect_with_the_code() {
    let (server, authorize, file) = enrolled_sign_in().await;
    let out = server.wallet(&file, &["sign-in", &authorize, "--yes"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_code_and_state(stdout(&out).trim());
}

#[tokio::test]
async fn signing_in_before_enrolling_says_how_to_enrol() {
    let server = Server::start(&[]);
    let authorize = sign_in_app(&server).await;
    let file = server.new_wallet("w.json");
    let browser = Browser::open(&authorize).await;
    let out = server.wallet(&file, &["sign-in", &browser.field("short_code"), "--yes"]);
    assert_fails_with(&out, "humanid wallet enroll --type");
}
