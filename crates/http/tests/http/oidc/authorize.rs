//! An authorization URL the library builds for an unregistered redirect URI: the person
//! sees an error page, and nothing is sent to that URI.

use reqwest::StatusCode;

use crate::api::handoff::{as_json, browser, rp};
use crate::api::helpers::*;
use crate::oidc::rp::{client_with, code_flow_url};

#[tokio::test]
async fn an_unregistered_redirect_uri_gets_an_error_page_and_no_redirect() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    for evil in ["https://evil.example/cb", "https://rp.example/cb/../evil"] {
        let client = client_with(&app, &rp.app.id, &rp.secret, evil).await;
        let (url, _, _) = code_flow_url(&client);
        let res = browser().get(url.clone()).send().await.unwrap();
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{evil}");
        assert!(res.headers().get("location").is_none(), "{evil}");
        assert!(
            res.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        let page = res.text().await.unwrap();
        assert!(page.contains("invalid_redirect_uri"), "{evil}");
        assert!(
            !page.contains("evil.example"),
            "the page offers no link onward: {evil}"
        );

        let (status, body) = as_json(browser().get(url)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["code"], "invalid_redirect_uri");
    }
}
