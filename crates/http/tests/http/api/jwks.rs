//! The published signing keys: `{auth_url}/jwks` (and `/jwks.json`) and `{base_url}/api/v1/jwks`.

use reqwest::StatusCode;
use serde_json::Value;

use crate::api::helpers::*;

async fn get_jwks(app: &TestApp, path: &str) -> Value {
    let res = app.get(path).await;
    assert_eq!(res.status(), StatusCode::OK, "{path}");
    assert_eq!(res.headers()["access-control-allow-origin"], "*", "{path}");
    res.json().await.unwrap()
}

#[tokio::test]
async fn both_surfaces_publish_their_own_rs256_keys() {
    let app = spawn_app().await;
    let oidc = get_jwks(&app, "/jwks").await;
    assert_eq!(get_jwks(&app, "/jwks.json").await, oidc);
    let api = get_jwks(&app, "/api/v1/jwks").await;
    for set in [&oidc, &api] {
        let keys = set["keys"].as_array().unwrap();
        assert_eq!(keys.len(), 1);
        let k = &keys[0];
        assert_eq!(
            (
                k["kty"].as_str(),
                k["alg"].as_str(),
                k["use"].as_str(),
                k["e"].as_str()
            ),
            (Some("RSA"), Some("RS256"), Some("sig"), Some("AQAB"))
        );
        assert!(k["n"].as_str().unwrap().len() >= 342, "2048-bit modulus");
        assert!(
            k.get("d").is_none() && k.get("p").is_none(),
            "no private parts"
        );
    }
    assert_ne!(oidc["keys"][0]["kid"], api["keys"][0]["kid"]);
}

#[tokio::test]
async fn jwks_answers_preflight_and_refuses_other_methods() {
    let app = spawn_app().await;
    for path in ["/jwks", "/api/v1/jwks"] {
        let res = app
            .client
            .request(reqwest::Method::OPTIONS, app.at(path))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::NO_CONTENT);
        assert_eq!(res.headers()["access-control-allow-origin"], "*");
        let res = app.client.post(app.at(path)).send().await.unwrap();
        assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
        assert!(res.headers()["allow"].to_str().unwrap().contains("GET"));
        assert_eq!(
            res.json::<Value>().await.unwrap()["code"],
            "method_not_allowed"
        );
    }
}
